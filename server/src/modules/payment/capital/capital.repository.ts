import { and, desc, eq, gte, inArray, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Scope, Tx } from '../../../db/client.js';
import { paymentSettlement, paymentShardingRecord, paymentTransfer } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { amongKeys, cappedTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';
import { startsWith } from '../../../shared/text.js';

// Every query names the merchants it serves; row-level security is the second line.

export interface RecordFilter {
  merchants: Scope;
  merchant?: number;
  receiver?: number;
  business?: string;
  state?: number;
  no?: string;
  start: string;
  end: string;
}

const r = paymentShardingRecord;
const recordWhere = (f: RecordFilter): SQL | undefined =>
  and(
    withinScope(r.merchant, f.merchants),
    f.merchant ? eq(r.merchant, f.merchant) : undefined,
    f.receiver ? eq(r.receiver, f.receiver) : undefined,
    f.business ? eq(r.business, f.business) : undefined,
    f.state !== undefined ? eq(r.state, f.state) : undefined,
    f.no ? or(like(r.record_no, startsWith(f.no)), like(r.trade_no, startsWith(f.no))) : undefined,
    gte(r.settle_date, f.start),
    lte(r.settle_date, f.end),
  );

const recordColumns = {
  id: r.id,
  record_no: r.record_no,
  merchant: r.merchant,
  merchant_name: merchantNameOf(r.merchant),
  receiver: r.receiver,
  trade_no: r.trade_no,
  business: r.business,
  rule_name: r.rule_name,
  settle_date: r.settle_date,
  trade_amount: r.trade_amount,
  ratio: r.ratio,
  amount: r.amount,
  state: r.state,
  reason: r.reason,
  finish_time: r.finish_time,
  create_time: r.create_time,
};
export type RecordRow = Awaited<ReturnType<typeof recordPage>>[number];

/** Newest settle day first: the page's ids on `(merchant, settle_date desc, id desc)`, then those rows. */
export function recordPage(tx: Tx, filter: RecordFilter, limit: number, offset: number) {
  const order = [desc(r.settle_date), desc(r.id)];
  const ids = tx.select({ id: r.id }).from(r).where(recordWhere(filter)).orderBy(...order).limit(limit).offset(offset);
  return tx.select(recordColumns).from(r).where(amongKeys(r.id, ids)).orderBy(...order);
}
export const recordTotal = (tx: Tx, filter: RecordFilter) => cappedTotal(tx, r, recordWhere(filter));

export async function findRecord(tx: Tx, merchants: Scope, id: number) {
  const [row] = await tx.select(recordColumns).from(r).where(and(withinScope(r.merchant, merchants), eq(r.id, id)));
  return row;
}

export type RecordValues = Omit<typeof paymentShardingRecord.$inferInsert, 'id' | 'update_time'>;
export const insertRecords = (tx: Tx, rows: RecordValues[]) => (rows.length ? tx.insert(r).values(rows).onConflictDoNothing() : Promise.resolve());

/** A wholly refunded trade's shares not yet paid out are returned (已退回). */
export const returnRecords = (tx: Tx, merchant: number, trade: number, reason: string) =>
  tx.update(r).set({ state: -2, reason, update_time: new Date() }).where(and(eq(r.merchant, merchant), eq(r.trade, trade), eq(r.state, 0)));

export interface TransferFilter {
  merchants: Scope;
  merchant?: number;
  state?: number;
  transferNo?: string;
  from: Date;
  before: Date;
}

const t = paymentTransfer;
const transferWhere = (f: TransferFilter): SQL | undefined =>
  and(
    withinScope(t.merchant, f.merchants),
    f.merchant ? eq(t.merchant, f.merchant) : undefined,
    f.state !== undefined ? eq(t.state, f.state) : undefined,
    f.transferNo ? like(t.transfer_no, startsWith(f.transferNo)) : undefined,
    gte(t.create_time, f.from),
    sql`${t.create_time} < ${f.before.toISOString()}`,
  );

const transferColumns = {
  id: t.id,
  transfer_no: t.transfer_no,
  merchant: t.merchant,
  merchant_name: merchantNameOf(t.merchant),
  amount: t.amount,
  account_name: t.account_name,
  account_no: t.account_no,
  bank_name: t.bank_name,
  branch_name: t.branch_name,
  remark: t.remark,
  state: t.state,
  reason: t.reason,
  applicant: t.applicant,
  reviewer: t.reviewer,
  review_time: t.review_time,
  receipt_no: t.receipt_no,
  finish_time: t.finish_time,
  create_time: t.create_time,
};
export type TransferRow = Awaited<ReturnType<typeof transferPage>>[number];

export function transferPage(tx: Tx, filter: TransferFilter, limit: number, offset: number) {
  const order = [desc(t.create_time), desc(t.id)];
  const ids = tx.select({ id: t.id }).from(t).where(transferWhere(filter)).orderBy(...order).limit(limit).offset(offset);
  return tx.select(transferColumns).from(t).where(amongKeys(t.id, ids)).orderBy(...order);
}
export const transferTotal = (tx: Tx, filter: TransferFilter) => cappedTotal(tx, t, transferWhere(filter));

export async function findTransfer(tx: Tx, merchants: Scope, transferNo: string, options: { lock?: boolean } = {}) {
  const query = tx.select(transferColumns).from(t).where(and(withinScope(t.merchant, merchants), eq(t.transfer_no, transferNo)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export type TransferValues = Omit<typeof paymentTransfer.$inferInsert, 'id' | 'transfer_no' | 'create_time' | 'update_time'>;

/** The bank's receipt number of a withdrawal that arrived (the simulated bank: `HD` + the withdrawal's number). */
export const receiptNoOf = (transferNo: string) => `HD${transferNo.slice(1)}`;

/** Inserts a withdrawal numbered `T` + UTC+8 day of its creation + its id (10 digits). */
export async function insertTransfer(tx: Tx, values: TransferValues & { create_time?: Date; update_time?: Date }, options: { receipt?: boolean } = {}) {
  const result = await tx.execute(sql`select nextval('payment_transfer_id_seq')::text as id`);
  const id = Number((result as unknown as { rows: { id: string }[] }).rows[0]!.id);
  const at = values.create_time ?? new Date();
  const day = new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
  const transferNo = `T${day}${String(id).padStart(10, '0')}`;
  await tx.insert(t).values({ id, transfer_no: transferNo, ...values, ...(options.receipt ? { receipt_no: receiptNoOf(transferNo) } : {}) });
  return transferNo;
}

export const updateTransfer = (tx: Tx, merchant: number, id: number, values: Partial<TransferValues>) =>
  tx.update(t).set({ ...values, update_time: new Date() }).where(and(eq(t.merchant, merchant), eq(t.id, id)));

/**
 * The money of the merchants in `merchants` (or of one): settled net (已结算 settlements), shares paid out (已分账),
 * withdrawn (已提现) and held by withdrawals under way (待审核, 提现中).
 */
export async function money(tx: Tx, merchants: Scope, merchant?: number) {
  const one = (column: PgColumn) => and(withinScope(column, merchants), merchant ? eq(column, merchant) : undefined);
  const [settled] = await tx.select({ sum: sql<string>`coalesce(sum(${paymentSettlement.net}), 0)::bigint` }).from(paymentSettlement).where(and(one(paymentSettlement.merchant), eq(paymentSettlement.state, 2)));
  const [shared] = await tx.select({ sum: sql<string>`coalesce(sum(${r.amount}), 0)::bigint` }).from(r).where(and(one(r.merchant), eq(r.state, 1)));
  const [transfers] = await tx
    .select({
      withdrawn: sql<string>`coalesce(sum(${t.amount}) filter (where ${t.state} = 1), 0)::bigint`,
      withdrawn_count: sql<number>`(count(*) filter (where ${t.state} = 1))::int`,
      in_progress: sql<string>`coalesce(sum(${t.amount}) filter (where ${t.state} in (0, 2)), 0)::bigint`,
      in_progress_count: sql<number>`(count(*) filter (where ${t.state} in (0, 2)))::int`,
    })
    .from(t)
    .where(and(one(t.merchant), inArray(t.state, [0, 1, 2])));
  return {
    settled: Number(settled!.sum),
    shared: Number(shared!.sum),
    withdrawn: Number(transfers!.withdrawn),
    withdrawn_count: transfers!.withdrawn_count,
    in_progress: Number(transfers!.in_progress),
    in_progress_count: transfers!.in_progress_count,
  };
}
