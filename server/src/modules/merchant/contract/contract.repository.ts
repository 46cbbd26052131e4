import { CONTRACT_EXPIRING_DAYS, type ContractState } from '@console/contract';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { merchant, merchantContract } from '../../../db/schema/index.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';
import { merchantNameOf } from '../../../shared/names.js';

// Every query names the merchants it serves; row-level security is the second line.

/** Today in the console's calendar (UTC+8). */
const today = sql`(now() at time zone 'Asia/Shanghai')::date`;

/** What the contract is today (contractStates in the contract). */
const state = sql<ContractState>`case
  when ${merchantContract.status} = 0 then 'terminated'
  when ${merchantContract.start_date} > ${today} then 'pending'
  when ${merchantContract.end_date} is not null and ${merchantContract.end_date} < ${today} then 'expired'
  when ${merchantContract.end_date} is not null and ${merchantContract.end_date} < ${today} + ${CONTRACT_EXPIRING_DAYS}::int then 'expiring'
  else 'active' end`;

const nameOf = (column: typeof merchantContract.merchant | typeof merchantContract.grantor) =>
  merchantNameOf(column);

const columns = {
  id: merchantContract.id,
  merchant: merchantContract.merchant,
  merchant_name: nameOf(merchantContract.merchant),
  grantor: merchantContract.grantor,
  grantor_name: nameOf(merchantContract.grantor),
  contract_no: merchantContract.contract_no,
  name: merchantContract.name,
  sign_date: merchantContract.sign_date,
  start_date: merchantContract.start_date,
  end_date: merchantContract.end_date,
  amount: merchantContract.amount,
  attachments: merchantContract.attachments,
  remark: merchantContract.remark,
  status: merchantContract.status,
  state,
  terminate_reason: merchantContract.terminate_reason,
  terminate_time: merchantContract.terminate_time,
  create_time: merchantContract.create_time,
  update_time: merchantContract.update_time,
};

export type ContractRow = Awaited<ReturnType<typeof find>> & {};

export interface Filter {
  /** The merchants whose contracts are listed (the caller's own, or its scope). */
  merchants: Scope;
  merchant?: number;
  keywords?: string;
  state?: ContractState;
}

const where = (filter: Filter) =>
  and(
    withinScope(merchantContract.merchant, filter.merchants),
    filter.merchant ? eq(merchantContract.merchant, filter.merchant) : undefined,
    filter.keywords ? or(ilike(merchantContract.contract_no, contains(filter.keywords)), ilike(merchantContract.name, contains(filter.keywords))) : undefined,
    filter.state ? sql`${state} = ${filter.state}` : undefined,
  );

/** Newest first. */
export const page = (tx: Tx, filter: Filter, limit: number, offset: number) =>
  tx.select(columns).from(merchantContract).where(where(filter)).orderBy(desc(merchantContract.create_time), desc(merchantContract.id)).limit(limit).offset(offset);

export async function total(tx: Tx, filter: Filter) {
  const [row] = await tx.select({ n: count() }).from(merchantContract).where(where(filter));
  return row?.n ?? 0;
}

export async function find(tx: Tx, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select(columns).from(merchantContract).where(eq(merchantContract.id, id));
  const [row] = options.lock ? await query.for('update', { of: merchantContract }) : await query;
  return row;
}

/** The contract of `merchantId` numbered `contractNo` (other than `except`), if any. */
export async function byNumber(tx: Tx, merchantId: number, contractNo: string, except?: number) {
  const [row] = await tx
    .select({ id: merchantContract.id, name: merchantContract.name, status: merchantContract.status })
    .from(merchantContract)
    .where(and(eq(merchantContract.merchant, merchantId), eq(merchantContract.contract_no, contractNo), except ? sql`${merchantContract.id} <> ${except}` : undefined));
  return row;
}

type Values = Omit<typeof merchantContract.$inferInsert, 'id' | 'create_time' | 'update_time'>;

export async function insert(tx: Tx, values: Values) {
  const [row] = await tx.insert(merchantContract).values(values).returning({ id: merchantContract.id });
  return row!.id;
}

export const update = (tx: Tx, id: number, values: Partial<Values>) =>
  tx.update(merchantContract).set({ ...values, update_time: new Date() }).where(eq(merchantContract.id, id));

// ---- 合同客户 ----------------------------------------------------------------------------------------------------

export interface CustomerFilter {
  /** The merchants below the caller (its scope without itself). */
  merchants: Scope;
  except: number;
  keywords?: string;
  expiring?: boolean;
}

const inForce = sql`${state} in ('active', 'expiring')`;
const customerWhere = (f: CustomerFilter) =>
  and(
    withinScope(merchantContract.merchant, f.merchants),
    sql`${merchantContract.merchant} <> ${f.except}`,
    f.keywords
      ? /^[0-9]+$/.test(f.keywords)
        ? eq(merchantContract.merchant, Number(f.keywords))
        : sql`exists (select 1 from ${merchant} m where m.id = ${merchantContract.merchant} and m.name ilike ${contains(f.keywords)})`
      : undefined,
  );

/** One row per merchant with contracts (grouped on the (merchant, …) index), latest signing first. */
export function customerPage(tx: Tx, f: CustomerFilter, limit: number, offset: number) {
  const expiringCount = sql<number>`count(*) filter (where ${state} = 'expiring')::int`;
  return tx
    .select({
      merchant: merchantContract.merchant,
      merchant_name: nameOf(merchantContract.merchant),
      merchant_kind: sql<string>`coalesce((select m.kind from ${merchant} m where m.id = ${merchantContract.merchant}), '')`,
      contract_count: sql<number>`count(*)::int`,
      active_count: sql<number>`count(*) filter (where ${inForce})::int`,
      expiring_count: expiringCount,
      next_end_date: sql<string | null>`min(${merchantContract.end_date}) filter (where ${inForce})::text`,
      last_sign_date: sql<string>`max(${merchantContract.sign_date})::text`,
    })
    .from(merchantContract)
    .where(customerWhere(f))
    .groupBy(merchantContract.merchant)
    .having(f.expiring ? sql`${expiringCount} > 0` : undefined)
    .orderBy(sql`max(${merchantContract.sign_date}) desc`, merchantContract.merchant)
    .limit(limit)
    .offset(offset);
}
export async function customerTotal(tx: Tx, f: CustomerFilter) {
  const grouped = tx
    .select({ merchant: merchantContract.merchant })
    .from(merchantContract)
    .where(customerWhere(f))
    .groupBy(merchantContract.merchant)
    .having(f.expiring ? sql`count(*) filter (where ${state} = 'expiring') > 0` : undefined)
    .as('grouped');
  const [row] = await tx.select({ n: count() }).from(grouped);
  return row?.n ?? 0;
}
