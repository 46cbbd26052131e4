import { and, asc, desc, eq, gte, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { merchant, paymentRefund, paymentTrade } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { amongKeys, cappedTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';

// Every query names the merchants it serves; row-level security is the second line.

export interface TradeFilter {
  merchants: Scope;
  merchant?: number;
  /** The beginning of the trade number or of the merchant's order number. */
  tradeNo?: string;
  business?: string;
  channel?: string;
  payMode?: number;
  state?: number;
  from: Date;
  before: Date;
}

const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const tradeWhere = (f: TradeFilter): SQL | undefined =>
  and(
    withinScope(paymentTrade.merchant, f.merchants),
    f.merchant ? eq(paymentTrade.merchant, f.merchant) : undefined,
    f.tradeNo ? or(like(paymentTrade.trade_no, startsWith(f.tradeNo)), like(paymentTrade.out_trade_no, startsWith(f.tradeNo))) : undefined,
    f.business ? eq(paymentTrade.business, f.business) : undefined,
    f.channel ? eq(paymentTrade.channel, f.channel) : undefined,
    f.payMode !== undefined ? eq(paymentTrade.pay_mode, f.payMode) : undefined,
    f.state !== undefined ? eq(paymentTrade.state, f.state) : undefined,
    gte(paymentTrade.trade_time, f.from),
    lt(paymentTrade.trade_time, f.before),
  );

const tradeColumns = {
  id: paymentTrade.id,
  trade_no: paymentTrade.trade_no,
  out_trade_no: paymentTrade.out_trade_no,
  merchant: paymentTrade.merchant,
  merchant_name: merchantNameOf(paymentTrade.merchant),
  app_name: paymentTrade.app_name,
  business: paymentTrade.business,
  channel: paymentTrade.channel,
  pay_mode: paymentTrade.pay_mode,
  subject: paymentTrade.subject,
  payer: paymentTrade.payer,
  amount: paymentTrade.amount,
  fee: paymentTrade.fee,
  refunded: paymentTrade.refunded,
  state: paymentTrade.state,
  trade_time: paymentTrade.trade_time,
  success_time: paymentTrade.success_time,
  create_time: paymentTrade.create_time,
};

export type TradeRow = Awaited<ReturnType<typeof tradePage>>[number];

/** One page, newest first: the ids on `(merchant, trade_time desc, id desc)`, then those rows (deferred join). */
export function tradePage(tx: Tx, filter: TradeFilter, limit: number, offset: number) {
  const order = [desc(paymentTrade.trade_time), desc(paymentTrade.id)];
  const ids = tx.select({ id: paymentTrade.id }).from(paymentTrade).where(tradeWhere(filter)).orderBy(...order).limit(limit).offset(offset);
  return tx.select(tradeColumns).from(paymentTrade).where(amongKeys(paymentTrade.id, ids)).orderBy(...order);
}

export const tradeTotal = (tx: Tx, filter: TradeFilter) => cappedTotal(tx, paymentTrade, tradeWhere(filter));

/** Count and sums of the filter (its range is bounded, so this reads at most 92 days of the merchants' trades). */
export async function tradeStatistics(tx: Tx, filter: TradeFilter) {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${paymentTrade.amount}), 0)::bigint`,
      fee: sql<string>`coalesce(sum(${paymentTrade.fee}), 0)::bigint`,
      refunded: sql<string>`coalesce(sum(${paymentTrade.refunded}), 0)::bigint`,
    })
    .from(paymentTrade)
    .where(tradeWhere(filter));
  return row!;
}

export interface RankFilter {
  merchants: Scope;
  business?: string;
  channel?: string;
  from: Date;
  before: Date;
}

/** Successful trades (支付成功, 已全额退款) of the range: what was taken, refunds aside. */
const rankWhere = (f: RankFilter): SQL | undefined =>
  and(
    withinScope(paymentTrade.merchant, f.merchants),
    inArray(paymentTrade.state, [2, 3]),
    f.business ? eq(paymentTrade.business, f.business) : undefined,
    f.channel ? eq(paymentTrade.channel, f.channel) : undefined,
    gte(paymentTrade.trade_time, f.from),
    lt(paymentTrade.trade_time, f.before),
  );

const sums = {
  count: sql<number>`count(*)::int`,
  amount: sql<string>`coalesce(sum(${paymentTrade.amount}), 0)::bigint`,
  fee: sql<string>`coalesce(sum(${paymentTrade.fee}), 0)::bigint`,
  refunded: sql<string>`coalesce(sum(${paymentTrade.refunded}), 0)::bigint`,
};

/** The top merchants of the range, by amount or count (ties: the merchant number). */
export async function rankPage(tx: Tx, filter: RankFilter, orderBy: 'amount' | 'count', limit: number) {
  const grouped = tx
    .select({
      merchant: paymentTrade.merchant,
      count: sums.count.as('count'),
      amount: sums.amount.as('amount'),
      fee: sums.fee.as('fee'),
      refunded: sums.refunded.as('refunded'),
    })
    .from(paymentTrade)
    .where(rankWhere(filter))
    .groupBy(paymentTrade.merchant)
    .as('grouped');
  const first = orderBy === 'count' ? [desc(grouped.count), desc(grouped.amount)] : [desc(grouped.amount), desc(grouped.count)];
  return tx
    .select({
      merchant: grouped.merchant,
      merchant_name: sql<string>`coalesce((select m.name from ${merchant} m where m.id = ${grouped.merchant}), '')`,
      count: grouped.count,
      amount: grouped.amount,
      fee: grouped.fee,
      refunded: grouped.refunded,
    })
    .from(grouped)
    .orderBy(...first, asc(grouped.merchant))
    .limit(limit);
}

export async function rankTotal(tx: Tx, filter: RankFilter) {
  const [row] = await tx.select({ merchants: sql<number>`count(distinct ${paymentTrade.merchant})::int`, count: sums.count, amount: sums.amount }).from(paymentTrade).where(rankWhere(filter));
  return row!;
}

/** Trades numbered exactly `no` (the trade number: unique index; the merchant's order number: `(merchant, out_trade_no)`). */
export function lookup(tx: Tx, merchants: Scope, no: string, limit: number) {
  const byOrder = merchants === 'all' ? undefined : eq(paymentTrade.out_trade_no, no);
  return tx
    .select(tradeColumns)
    .from(paymentTrade)
    .where(and(withinScope(paymentTrade.merchant, merchants), or(eq(paymentTrade.trade_no, no), byOrder)))
    .orderBy(desc(paymentTrade.trade_time), desc(paymentTrade.id))
    .limit(limit);
}

export async function findTrade(tx: Tx, merchants: Scope, tradeNo: string, options: { lock?: boolean } = {}) {
  const query = tx.select(tradeColumns).from(paymentTrade).where(and(withinScope(paymentTrade.merchant, merchants), eq(paymentTrade.trade_no, tradeNo)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function setRefunded(tx: Tx, id: number, refunded: number, state: number) {
  await tx.update(paymentTrade).set({ refunded, state, update_time: new Date() }).where(eq(paymentTrade.id, id));
}

// ---- refunds ----

export interface RefundFilter {
  merchants: Scope;
  merchant?: number;
  refundNo?: string;
  business?: string;
  channel?: string;
  state?: number;
  from?: Date;
  before?: Date;
}

const refundWhere = (f: RefundFilter): SQL | undefined =>
  and(
    withinScope(paymentRefund.merchant, f.merchants),
    f.merchant ? eq(paymentRefund.merchant, f.merchant) : undefined,
    f.refundNo ? or(like(paymentRefund.refund_no, startsWith(f.refundNo)), like(paymentTrade.trade_no, startsWith(f.refundNo))) : undefined,
    f.business ? eq(paymentTrade.business, f.business) : undefined,
    f.channel ? eq(paymentTrade.channel, f.channel) : undefined,
    f.state !== undefined ? eq(paymentRefund.state, f.state) : undefined,
    f.from ? gte(paymentRefund.create_time, f.from) : undefined,
    f.before ? lt(paymentRefund.create_time, f.before) : undefined,
  );

const refundColumns = {
  id: paymentRefund.id,
  refund_no: paymentRefund.refund_no,
  trade_no: paymentTrade.trade_no,
  out_trade_no: paymentTrade.out_trade_no,
  merchant: paymentRefund.merchant,
  merchant_name: merchantNameOf(paymentRefund.merchant),
  business: paymentTrade.business,
  channel: paymentTrade.channel,
  pay_mode: paymentTrade.pay_mode,
  trade_amount: paymentTrade.amount,
  amount: paymentRefund.amount,
  reason: paymentRefund.reason,
  state: paymentRefund.state,
  operator: paymentRefund.operator,
  create_time: paymentRefund.create_time,
  success_time: paymentRefund.success_time,
  trade_state: paymentTrade.state,
  trade_refunded: paymentTrade.refunded,
};

export type RefundRow = Awaited<ReturnType<typeof findRefund>> & {};

const selectRefunds = (tx: Tx) => tx.select(refundColumns).from(paymentRefund).innerJoin(paymentTrade, eq(paymentTrade.id, paymentRefund.trade));

/** Newest first; the ids on `(merchant, create_time desc, id desc)` (joined to the trade for its filters), then the rows. */
export function refundPage(tx: Tx, filter: RefundFilter, limit: number, offset: number) {
  const order = [desc(paymentRefund.create_time), desc(paymentRefund.id)];
  const ids = tx.select({ id: paymentRefund.id }).from(paymentRefund).innerJoin(paymentTrade, eq(paymentTrade.id, paymentRefund.trade)).where(refundWhere(filter)).orderBy(...order).limit(limit).offset(offset);
  return selectRefunds(tx).where(amongKeys(paymentRefund.id, ids)).orderBy(...order);
}

export async function refundTotal(tx: Tx, filter: RefundFilter) {
  const matching = tx.select({ one: sql`1`.as('one') }).from(paymentRefund).innerJoin(paymentTrade, eq(paymentTrade.id, paymentRefund.trade)).where(refundWhere(filter)).limit(10_001).as('matching');
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(matching);
  const n = row?.n ?? 0;
  return n > 10_000 ? { count: 10_000, capped: true } : { count: n, capped: false };
}

export async function findRefund(tx: Tx, merchants: Scope, refundNo: string) {
  const [row] = await selectRefunds(tx).where(and(withinScope(paymentRefund.merchant, merchants), eq(paymentRefund.refund_no, refundNo)));
  return row;
}

export async function refundsOf(tx: Tx, merchant: number, trade: number) {
  return tx
    .select({ refund_no: paymentRefund.refund_no, amount: paymentRefund.amount, reason: paymentRefund.reason, state: paymentRefund.state, operator: paymentRefund.operator, create_time: paymentRefund.create_time, success_time: paymentRefund.success_time })
    .from(paymentRefund)
    .where(and(eq(paymentRefund.merchant, merchant), eq(paymentRefund.trade, trade)))
    .orderBy(desc(paymentRefund.id));
}

/** A new refund numbered `R` + UTC+8 day + its id on 10 digits. */
export async function insertRefund(tx: Tx, values: { merchant: number; trade: number; amount: number; reason: string; state: number; operator: string; success_time: Date | null }) {
  const result = await tx.execute(sql`select nextval('payment_refund_id_seq')::text as id`);
  const id = Number((result as unknown as { rows: { id: string }[] }).rows[0]!.id);
  const now = new Date();
  const day = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
  const refundNo = `R${day}${String(id).padStart(10, '0')}`;
  await tx.insert(paymentRefund).values({ id, refund_no: refundNo, ...values });
  return refundNo;
}
