import { and, desc, eq, gte, ilike, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { park, parkingRechargeRule, parkingStoredValueFlow } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { parkIdOf } from '../../../shared/park-filter.js';
import { amongKeys, exactTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';

// Every query names the merchants it serves; row-level security is the second line.

/** The state a rule shows on `today`: 4 已停用, 1 未开始, 3 已结束, else 2 进行中. */
export const stateOf = (today: string) =>
  sql<number>`case when ${parkingRechargeRule.status} = 2 then 4 when ${parkingRechargeRule.start_date} > ${today}::date then 1 when ${parkingRechargeRule.end_date} < ${today}::date then 3 else 2 end`.mapWith(Number);

export interface Filter {
  merchants: Scope;
  today: string;
  merchant?: number;
  parkCode?: string;
  name?: string;
  state?: number;
}

const where = (f: Filter): SQL | undefined =>
  and(
    withinScope(parkingRechargeRule.merchant, f.merchants),
    f.merchant ? eq(parkingRechargeRule.merchant, f.merchant) : undefined,
    // A park's rules are its own and the merchant's all-park ones.
    f.parkCode ? or(sql`${parkingRechargeRule.park} = ${parkIdOf(f.parkCode)}`, and(isNull(parkingRechargeRule.park), sql`${parkingRechargeRule.merchant} = (select ${park.merchant} from ${park} where ${park.park_code} = ${f.parkCode})`)) : undefined,
    f.name ? ilike(parkingRechargeRule.name, contains(f.name)) : undefined,
    f.state === 4 ? eq(parkingRechargeRule.status, 2) : undefined,
    f.state === 1 ? and(eq(parkingRechargeRule.status, 1), sql`${parkingRechargeRule.start_date} > ${f.today}::date`) : undefined,
    f.state === 2 ? and(eq(parkingRechargeRule.status, 1), lte(parkingRechargeRule.start_date, f.today), gte(parkingRechargeRule.end_date, f.today)) : undefined,
    f.state === 3 ? and(eq(parkingRechargeRule.status, 1), lt(parkingRechargeRule.end_date, f.today)) : undefined,
  );

const columns = (today: string) => ({
  id: parkingRechargeRule.id,
  merchant: parkingRechargeRule.merchant,
  merchant_name: merchantNameOf(parkingRechargeRule.merchant),
  name: parkingRechargeRule.name,
  park_code: park.park_code,
  park_name: sql<string>`coalesce(${park.park_name}, '全部停车场')`,
  tiers: parkingRechargeRule.tiers,
  start_date: parkingRechargeRule.start_date,
  end_date: parkingRechargeRule.end_date,
  status: parkingRechargeRule.status,
  state: stateOf(today),
  // What the rule gave so far: its bonus lines (`parking_stored_value_flow_rule_idx`).
  used_count: sql<number>`(select count(*) from ${parkingStoredValueFlow} f where f.merchant = ${parkingRechargeRule.merchant} and f.rule = ${parkingRechargeRule.id})::int`.mapWith(Number),
  bonus_total: sql<number>`(select coalesce(sum(f.amount), 0) from ${parkingStoredValueFlow} f where f.merchant = ${parkingRechargeRule.merchant} and f.rule = ${parkingRechargeRule.id})::bigint`.mapWith(Number),
  remark: parkingRechargeRule.remark,
  operator: parkingRechargeRule.operator,
  create_time: parkingRechargeRule.create_time,
});

const selectRules = (tx: Tx, today: string) => tx.select(columns(today)).from(parkingRechargeRule).leftJoin(park, eq(park.id, parkingRechargeRule.park));

export type RuleRow = Awaited<ReturnType<typeof find>> & {};

export function page(tx: Tx, f: Filter, limit: number, offset: number) {
  const ids = tx.select({ id: parkingRechargeRule.id }).from(parkingRechargeRule).where(where(f)).orderBy(desc(parkingRechargeRule.create_time), desc(parkingRechargeRule.id)).limit(limit).offset(offset);
  return selectRules(tx, f.today).where(amongKeys(parkingRechargeRule.id, ids)).orderBy(desc(parkingRechargeRule.create_time), desc(parkingRechargeRule.id));
}

export const total = (tx: Tx, f: Filter) => exactTotal(tx, parkingRechargeRule, where(f));

export async function find(tx: Tx, id: number, today: string, options: { lock?: boolean } = {}) {
  const query = selectRules(tx, today).where(eq(parkingRechargeRule.id, id));
  const [row] = options.lock ? await query.for('update', { of: parkingRechargeRule }) : await query;
  return row;
}

export async function insert(tx: Tx, values: typeof parkingRechargeRule.$inferInsert) {
  const [row] = await tx.insert(parkingRechargeRule).values(values).returning({ id: parkingRechargeRule.id });
  return row!.id;
}

export const setStatus = (tx: Tx, id: number, status: number) => tx.update(parkingRechargeRule).set({ status, update_time: new Date() }).where(eq(parkingRechargeRule.id, id));

/** The enabled rules of a merchant's park in force on `today` (the park's own and the all-park ones). */
export const inForce = (tx: Tx, merchant: number, parkId: number, today: string) =>
  tx
    .select({ id: parkingRechargeRule.id, name: parkingRechargeRule.name, tiers: parkingRechargeRule.tiers })
    .from(parkingRechargeRule)
    .where(
      and(
        eq(parkingRechargeRule.merchant, merchant),
        eq(parkingRechargeRule.status, 1),
        or(isNull(parkingRechargeRule.park), eq(parkingRechargeRule.park, parkId)),
        lte(parkingRechargeRule.start_date, today),
        gte(parkingRechargeRule.end_date, today),
      ),
    )
    .orderBy(parkingRechargeRule.id);

export async function parkByCode(tx: Tx, parkCode: string) {
  const [row] = await tx.select({ id: park.id, merchant: park.merchant, park_name: park.park_name }).from(park).where(eq(park.park_code, parkCode));
  return row;
}


