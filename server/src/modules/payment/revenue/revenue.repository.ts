import { and, desc, eq, gte, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { paymentShardingRecord, paymentTrade, paymentTransfer } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { amongKeys, cappedTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';
import { startsWith } from '../../../shared/text.js';

// Read-only aggregates over the trades, shares and withdrawals of the merchants in the caller's scope; every query
// leads with the tenant column's scope (the trade index is (merchant, trade_time)).

const t = paymentTrade;
/** What was taken: 支付成功 and 已全额退款 (the trade rank's rule). */
const TAKEN = [2, 3];
const day = (column: typeof t.trade_time) => sql<string>`to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;

export interface Range {
  merchants: Scope;
  merchant?: number;
  from: Date;
  before: Date;
}

const tradeWhere = (r: Range) =>
  and(withinScope(t.merchant, r.merchants), r.merchant !== undefined ? eq(t.merchant, r.merchant) : undefined, inArray(t.state, TAKEN), gte(t.trade_time, r.from), lt(t.trade_time, r.before));

const sums = {
  trade_count: sql<number>`count(*)::int`,
  trade_amount: sql<string>`coalesce(sum(${t.amount}), 0)`,
  fee: sql<string>`coalesce(sum(${t.fee}), 0)`,
  refunded: sql<string>`coalesce(sum(${t.refunded}), 0)`,
};

export const tradesByDay = (tx: Tx, r: Range) => tx.select({ date: day(t.trade_time), ...sums }).from(t).where(tradeWhere(r)).groupBy(day(t.trade_time));

export const tradesByMerchant = (tx: Tx, r: Range, limit: number) =>
  tx
    .select({ merchant: t.merchant, merchant_name: merchantNameOf(t.merchant), ...sums })
    .from(t)
    .where(tradeWhere(r))
    .groupBy(t.merchant)
    .orderBy(desc(sql`sum(${t.fee})`), t.merchant)
    .limit(limit);

const s = paymentShardingRecord;
/** The shares paid to `receiver` (已分账) by the merchants in scope, per settle date (UTC+8 trade days). */
export const sharesByDay = (tx: Tx, r: Range, receiver: number, start: string, end: string) =>
  tx
    .select({ date: s.settle_date, share: sql<string>`coalesce(sum(${s.amount}), 0)` })
    .from(s)
    .where(and(withinScope(s.merchant, r.merchants), r.merchant !== undefined ? eq(s.merchant, r.merchant) : undefined, eq(s.receiver, receiver), eq(s.state, 1), gte(s.settle_date, start), sql`${s.settle_date} <= ${end}`))
    .groupBy(s.settle_date);

const w = paymentTransfer;
export interface ReceiptFilter {
  merchants: Scope;
  merchant?: number;
  no?: string;
  from: Date;
  before: Date;
}
/** Receipts are those of paid-out withdrawals (已提现, with a receipt number). */
const receiptWhere = (f: ReceiptFilter): SQL | undefined =>
  and(
    withinScope(w.merchant, f.merchants),
    f.merchant !== undefined ? eq(w.merchant, f.merchant) : undefined,
    eq(w.state, 1),
    sql`${w.receipt_no} <> ''`,
    f.no ? or(like(w.receipt_no, startsWith(f.no)), like(w.transfer_no, startsWith(f.no))) : undefined,
    gte(w.finish_time, f.from),
    lt(w.finish_time, f.before),
  );
const receiptOrder = [desc(w.finish_time), desc(w.id)];

export function receiptPage(tx: Tx, f: ReceiptFilter, limit: number, offset: number) {
  const ids = tx.select({ id: w.id }).from(w).where(receiptWhere(f)).orderBy(...receiptOrder).limit(limit).offset(offset);
  return tx
    .select({
      receipt_no: w.receipt_no,
      transfer_no: w.transfer_no,
      merchant: w.merchant,
      merchant_name: merchantNameOf(w.merchant),
      amount: w.amount,
      payee_name: w.account_name,
      payee_account: w.account_no,
      payee_bank: w.bank_name,
      finish_time: w.finish_time,
    })
    .from(w)
    .where(amongKeys(w.id, ids))
    .orderBy(...receiptOrder);
}
export const receiptTotal = (tx: Tx, f: ReceiptFilter) => cappedTotal(tx, w, receiptWhere(f));
