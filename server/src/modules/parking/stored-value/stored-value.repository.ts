import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { park, parkingRechargeRule, parkingStoredValue, parkingStoredValueFlow } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { parkIdOf } from '../../../shared/park-filter.js';
import { amongKeys, exactTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';

// Every query names the merchants it serves; row-level security is the second line.

export interface Filter {
  merchants: Scope;
  merchant?: number;
  parkCode?: string;
  plate?: string;
  /** A holder's name (contains) or the last digits of the mobile. */
  keywords?: string;
  status?: number;
}

const where = (f: Filter): SQL | undefined =>
  and(
    withinScope(parkingStoredValue.merchant, f.merchants),
    f.merchant ? eq(parkingStoredValue.merchant, f.merchant) : undefined,
    f.parkCode ? sql`${parkingStoredValue.park} = ${parkIdOf(f.parkCode)}` : undefined,
    f.plate ? ilike(parkingStoredValue.plate, contains(f.plate)) : undefined,
    f.keywords
      ? or(ilike(parkingStoredValue.holder_name, contains(f.keywords)), /^\d{3,11}$/.test(f.keywords) ? sql`${parkingStoredValue.mobile} like ${`%${f.keywords}`}` : undefined)
      : undefined,
    f.status ? eq(parkingStoredValue.status, f.status) : undefined,
  );

const columns = {
  id: parkingStoredValue.id,
  merchant: parkingStoredValue.merchant,
  merchant_name: merchantNameOf(parkingStoredValue.merchant),
  park: parkingStoredValue.park,
  park_code: park.park_code,
  park_name: park.park_name,
  plate: parkingStoredValue.plate,
  plate_color: parkingStoredValue.plate_color,
  holder_name: parkingStoredValue.holder_name,
  mobile: parkingStoredValue.mobile,
  balance: parkingStoredValue.balance,
  recharged: parkingStoredValue.recharged,
  bonus: parkingStoredValue.bonus,
  spent: parkingStoredValue.spent,
  status: parkingStoredValue.status,
  remark: parkingStoredValue.remark,
  operator: parkingStoredValue.operator,
  create_time: parkingStoredValue.create_time,
  last_recharge_time: parkingStoredValue.last_recharge_time,
};

const selectAccounts = (tx: Tx) => tx.select(columns).from(parkingStoredValue).innerJoin(park, eq(park.id, parkingStoredValue.park));

export type AccountRow = Awaited<ReturnType<typeof find>> & {};

export function page(tx: Tx, f: Filter, limit: number, offset: number) {
  const ids = tx.select({ id: parkingStoredValue.id }).from(parkingStoredValue).where(where(f)).orderBy(desc(parkingStoredValue.create_time), desc(parkingStoredValue.id)).limit(limit).offset(offset);
  return selectAccounts(tx).where(amongKeys(parkingStoredValue.id, ids)).orderBy(desc(parkingStoredValue.create_time), desc(parkingStoredValue.id));
}

export const total = (tx: Tx, f: Filter) => exactTotal(tx, parkingStoredValue, where(f));

export async function balanceTotal(tx: Tx, f: Filter) {
  const [row] = await tx.select({ n: sql<number>`coalesce(sum(${parkingStoredValue.balance}), 0)::bigint`.mapWith(Number) }).from(parkingStoredValue).where(where(f));
  return row?.n ?? 0;
}

export async function find(tx: Tx, id: number, options: { lock?: boolean } = {}) {
  const query = selectAccounts(tx).where(eq(parkingStoredValue.id, id));
  const [row] = options.lock ? await query.for('update', { of: parkingStoredValue }) : await query;
  return row;
}

export async function parkByCode(tx: Tx, parkCode: string) {
  const [row] = await tx.select({ id: park.id, merchant: park.merchant, park_name: park.park_name }).from(park).where(eq(park.park_code, parkCode));
  return row;
}

export async function insert(tx: Tx, values: typeof parkingStoredValue.$inferInsert) {
  const [row] = await tx.insert(parkingStoredValue).values(values).returning({ id: parkingStoredValue.id });
  return row!.id;
}

export const update = (tx: Tx, id: number, values: Partial<typeof parkingStoredValue.$inferInsert>) =>
  tx.update(parkingStoredValue).set({ ...values, update_time: new Date() }).where(eq(parkingStoredValue.id, id));

export async function insertFlow(tx: Tx, values: typeof parkingStoredValueFlow.$inferInsert) {
  const [row] = await tx.insert(parkingStoredValueFlow).values(values).returning({ id: parkingStoredValueFlow.id, flow_no: parkingStoredValueFlow.flow_no });
  return row!;
}

const flowColumns = {
  id: parkingStoredValueFlow.id,
  flow_no: parkingStoredValueFlow.flow_no,
  kind: parkingStoredValueFlow.kind,
  amount: parkingStoredValueFlow.amount,
  balance_after: parkingStoredValueFlow.balance_after,
  pay_type: parkingStoredValueFlow.pay_type,
  rule: parkingStoredValueFlow.rule,
  rule_name: sql<string>`coalesce(${parkingRechargeRule.name}, '')`,
  remark: parkingStoredValueFlow.remark,
  operator: parkingStoredValueFlow.operator,
  create_time: parkingStoredValueFlow.create_time,
};

/** An account's latest ledger lines (`(merchant, account, id desc)`). */
export const flows = (tx: Tx, merchant: number, account: number, limit: number) =>
  tx
    .select(flowColumns)
    .from(parkingStoredValueFlow)
    .leftJoin(parkingRechargeRule, eq(parkingRechargeRule.id, parkingStoredValueFlow.rule))
    .where(and(eq(parkingStoredValueFlow.merchant, merchant), eq(parkingStoredValueFlow.account, account)))
    .orderBy(desc(parkingStoredValueFlow.id))
    .limit(limit);

/** The bonus lines a rule gave (`(merchant, rule, id desc)`), with the account's plate. */
export const grantsOf = (tx: Tx, merchant: number, rule: number, limit: number) =>
  tx
    .select({ ...flowColumns, plate: parkingStoredValue.plate, plate_color: parkingStoredValue.plate_color })
    .from(parkingStoredValueFlow)
    .innerJoin(parkingStoredValue, eq(parkingStoredValue.id, parkingStoredValueFlow.account))
    .leftJoin(parkingRechargeRule, eq(parkingRechargeRule.id, parkingStoredValueFlow.rule))
    .where(and(eq(parkingStoredValueFlow.merchant, merchant), eq(parkingStoredValueFlow.rule, rule)))
    .orderBy(desc(parkingStoredValueFlow.id))
    .limit(limit);
