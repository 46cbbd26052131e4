import { and, asc, desc, eq, gte, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Scope, Tx } from '../../db/client.js';
import { accountInvoice, accountInvoiceRecord, merchant, wallet, walletRecord } from '../../db/schema/index.js';
import { merchantNameOf } from '../../shared/names.js';
import { amongKeys, cappedTotal, exactTotal } from '../../shared/paging.js';
import { withinScope } from '../../shared/scope.js';

// Every query names the merchants it serves (the owner's column) and, for a carrier other than the platform, the
// carrier; row-level security is the second line.

/** Whose wallets a caller reads: the merchants in its scope, and (unless it is the platform) only those it carries. */
export interface WalletScope {
  merchants: Scope;
  /** The carrier's merchant; undefined for the platform operator (every carrier's wallets). */
  carrier?: number;
}

const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const walletScoped = (s: WalletScope) => and(withinScope(wallet.merchant, s.merchants), s.carrier ? eq(wallet.carrier, s.carrier) : undefined);

export interface WalletFilter extends WalletScope {
  merchant?: number;
  walletNo?: string;
  state?: number;
  low?: boolean;
}

const walletWhere = (f: WalletFilter): SQL | undefined =>
  and(
    walletScoped(f),
    f.merchant ? eq(wallet.merchant, f.merchant) : undefined,
    f.walletNo ? like(wallet.wallet_no, startsWith(f.walletNo)) : undefined,
    f.state !== undefined ? eq(wallet.state, f.state) : undefined,
    f.low ? and(sql`${wallet.alert_balance} > 0`, lt(wallet.balance, wallet.alert_balance)) : undefined,
  );

const walletColumns = {
  id: wallet.id,
  wallet_no: wallet.wallet_no,
  merchant: wallet.merchant,
  merchant_name: merchantNameOf(wallet.merchant),
  carrier: wallet.carrier,
  carrier_name: merchantNameOf(wallet.carrier),
  state: wallet.state,
  balance: wallet.balance,
  alert_balance: wallet.alert_balance,
  recharged: wallet.recharged,
  paid: wallet.paid,
  refunded: wallet.refunded,
  contact_name: wallet.contact_name,
  contact_mobile: wallet.contact_mobile,
  remark: wallet.remark,
  create_time: wallet.create_time,
  update_time: wallet.update_time,
};

export type WalletRow = Awaited<ReturnType<typeof findWallet>> & {};

/** Newest first; wallets are one per merchant, so the list stays as small as the carrier's merchants. */
export function walletPage(tx: Tx, filter: WalletFilter, limit: number, offset: number) {
  return tx.select(walletColumns).from(wallet).where(walletWhere(filter)).orderBy(desc(wallet.create_time), desc(wallet.id)).limit(limit).offset(offset);
}

export const walletTotal = (tx: Tx, filter: WalletFilter) => exactTotal(tx, wallet, walletWhere(filter));

export async function walletStatistics(tx: Tx, filter: WalletFilter) {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      enabled: sql<number>`count(*) filter (where ${wallet.state} = 1)::int`,
      disabled: sql<number>`count(*) filter (where ${wallet.state} = 0)::int`,
      balance: sql<string>`coalesce(sum(${wallet.balance}), 0)::bigint`,
      low: sql<number>`count(*) filter (where ${wallet.alert_balance} > 0 and ${wallet.balance} < ${wallet.alert_balance})::int`,
    })
    .from(wallet)
    .where(walletWhere(filter));
  return row!;
}

export async function findWallet(tx: Tx, scope: WalletScope, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select(walletColumns).from(wallet).where(and(walletScoped(scope), eq(wallet.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The merchant's own wallet (whoever carries it). */
export async function walletOf(tx: Tx, merchant: number) {
  const [row] = await tx.select(walletColumns).from(wallet).where(eq(wallet.merchant, merchant));
  return row;
}

export async function insertWallet(tx: Tx, values: { merchant: number; carrier: number; contact_name: string; contact_mobile: string; alert_balance: number; remark: string }) {
  const result = await tx.execute(sql`select nextval('wallet_id_seq')::text as id`);
  const id = Number((result as unknown as { rows: { id: string }[] }).rows[0]!.id);
  await tx.insert(wallet).values({ id, wallet_no: `W${String(values.merchant)}${String(id).padStart(6, '0')}`, ...values });
  return id;
}

export async function updateWallet(tx: Tx, id: number, values: Partial<{ state: number; contact_name: string; contact_mobile: string; alert_balance: number; remark: string; balance: number; recharged: number; paid: number; refunded: number }>) {
  await tx.update(wallet).set({ ...values, update_time: new Date() }).where(eq(wallet.id, id));
}

export async function merchantName(tx: Tx, id: number) {
  const [row] = await tx.select({ name: merchant.name }).from(merchant).where(eq(merchant.id, id));
  return row?.name ?? '';
}

/** Top by balance, or those below their alert line (the carrier's overview). */
export function walletsBy(tx: Tx, scope: WalletScope, which: 'top' | 'low') {
  const where = which === 'low' ? and(walletScoped(scope), sql`${wallet.alert_balance} > 0 and ${wallet.balance} < ${wallet.alert_balance}`) : walletScoped(scope);
  return tx
    .select(walletColumns)
    .from(wallet)
    .where(where)
    .orderBy(which === 'top' ? desc(wallet.balance) : asc(wallet.balance), asc(wallet.id))
    .limit(which === 'top' ? 5 : 20);
}

// ---- records ----

export interface RecordFilter extends WalletScope {
  kind?: number;
  merchant?: number;
  wallet?: number;
  recordNo?: string;
  channel?: number;
  business?: string;
  /** Payments: 0 未退款, 1 部分退款, 2 已全额退款. */
  refundState?: number;
  from: Date;
  before: Date;
}

const recordScoped = (s: WalletScope) =>
  and(withinScope(walletRecord.merchant, s.merchants), s.carrier ? sql`${walletRecord.wallet} in (select w.id from ${wallet} w where w.carrier = ${s.carrier})` : undefined);

const refundStateWhere = (state: number | undefined) =>
  state === 0 ? eq(walletRecord.refunded, 0) : state === 1 ? and(sql`${walletRecord.refunded} > 0`, lt(walletRecord.refunded, walletRecord.amount)) : state === 2 ? eq(walletRecord.refunded, walletRecord.amount) : undefined;

const recordWhere = (f: RecordFilter): SQL | undefined =>
  and(
    recordScoped(f),
    f.kind ? eq(walletRecord.kind, f.kind) : undefined,
    f.merchant ? eq(walletRecord.merchant, f.merchant) : undefined,
    f.wallet ? eq(walletRecord.wallet, f.wallet) : undefined,
    f.recordNo ? or(like(walletRecord.record_no, startsWith(f.recordNo)), like(walletRecord.out_no, startsWith(f.recordNo))) : undefined,
    f.channel !== undefined ? eq(walletRecord.channel, f.channel) : undefined,
    f.business ? eq(walletRecord.business, f.business) : undefined,
    refundStateWhere(f.refundState),
    gte(walletRecord.create_time, f.from),
    lt(walletRecord.create_time, f.before),
  );

const paymentOf = alias(walletRecord, 'payment_of');
const recordColumns = {
  id: walletRecord.id,
  record_no: walletRecord.record_no,
  kind: walletRecord.kind,
  wallet: walletRecord.wallet,
  wallet_no: sql<string>`(select w.wallet_no from ${wallet} w where w.id = ${walletRecord.wallet})`,
  merchant: walletRecord.merchant,
  merchant_name: merchantNameOf(walletRecord.merchant),
  amount: walletRecord.amount,
  balance_after: walletRecord.balance_after,
  channel: walletRecord.channel,
  business: walletRecord.business,
  subject: walletRecord.subject,
  out_no: walletRecord.out_no,
  refunded: walletRecord.refunded,
  payment_no: paymentOf.record_no,
  payment_id: walletRecord.payment,
  operator: walletRecord.operator,
  create_time: walletRecord.create_time,
};

export type RecordRow = Awaited<ReturnType<typeof findRecord>> & {};

const selectRecords = (tx: Tx) => tx.select(recordColumns).from(walletRecord).leftJoin(paymentOf, eq(paymentOf.id, walletRecord.payment));

/** One page, newest first: the ids on `(merchant, kind, create_time desc, id desc)`, then those rows. */
export function recordPage(tx: Tx, filter: RecordFilter, limit: number, offset: number) {
  const order = [desc(walletRecord.create_time), desc(walletRecord.id)];
  const ids = tx.select({ id: walletRecord.id }).from(walletRecord).where(recordWhere(filter)).orderBy(...order).limit(limit).offset(offset);
  return selectRecords(tx).where(amongKeys(walletRecord.id, ids)).orderBy(...order);
}

export const recordTotal = (tx: Tx, filter: RecordFilter) => cappedTotal(tx, walletRecord, recordWhere(filter));

export async function recordStatistics(tx: Tx, filter: RecordFilter) {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${walletRecord.amount}), 0)::bigint`,
      refunded: sql<string>`coalesce(sum(${walletRecord.refunded}), 0)::bigint`,
    })
    .from(walletRecord)
    .where(recordWhere(filter));
  return row!;
}

/** Per UTC+8 day and kind, the sums of a range (the carrier's overview). */
export async function dailySums(tx: Tx, scope: WalletScope, from: Date, before: Date) {
  const day = sql<string>`to_char(${walletRecord.create_time} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  return tx
    .select({ day, kind: walletRecord.kind, amount: sql<string>`sum(${walletRecord.amount})::bigint` })
    .from(walletRecord)
    .where(and(recordScoped(scope), gte(walletRecord.create_time, from), lt(walletRecord.create_time, before)))
    .groupBy(day, walletRecord.kind);
}

export async function findRecord(tx: Tx, scope: WalletScope, recordNo: string, options: { lock?: boolean } = {}) {
  const query = selectRecords(tx).where(and(recordScoped(scope), eq(walletRecord.record_no, recordNo)));
  const [row] = options.lock ? await query.for('update', { of: walletRecord }) : await query;
  return row;
}

export function refundsOf(tx: Tx, merchant: number, payment: number) {
  return selectRecords(tx).where(and(eq(walletRecord.merchant, merchant), eq(walletRecord.payment, payment))).orderBy(desc(walletRecord.id));
}

const prefixes: Record<number, string> = { 1: 'WC', 2: 'WP', 3: 'WR' };

/** A new record numbered by kind (WC 充值, WP 支付, WR 退款) + UTC+8 day + its id on 10 digits. */
export async function insertRecord(
  tx: Tx,
  values: { merchant: number; wallet: number; kind: number; amount: number; balance_after: number; channel?: number; business?: string; subject: string; out_no?: string; payment?: number; operator: string; create_time?: Date },
) {
  const result = await tx.execute(sql`select nextval('wallet_record_id_seq')::text as id`);
  const id = Number((result as unknown as { rows: { id: string }[] }).rows[0]!.id);
  const at = values.create_time ?? new Date();
  const day = new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
  const recordNo = `${prefixes[values.kind]}${day}${String(id).padStart(10, '0')}`;
  await tx.insert(walletRecord).values({ id, record_no: recordNo, ...values, create_time: at, update_time: at });
  return recordNo;
}

export async function setRecordRefunded(tx: Tx, id: number, refunded: number) {
  await tx.update(walletRecord).set({ refunded, update_time: new Date() }).where(eq(walletRecord.id, id));
}

/**
 * The 开票记录 number of the merchant's invoice application that holds this payment (待开票 or 开票成功), if any: such a
 * payment is not refunded (account invoices, docs/decisions.md). The application locks its payments as the refund does.
 */
export async function invoiceHolding(tx: Tx, owner: number, payment: number) {
  const [row] = await tx
    .select({ invoice_no: accountInvoice.invoice_no })
    .from(accountInvoiceRecord)
    .innerJoin(accountInvoice, eq(accountInvoice.id, accountInvoiceRecord.invoice))
    .where(and(eq(accountInvoiceRecord.merchant, owner), eq(accountInvoiceRecord.wallet_record, payment), eq(accountInvoiceRecord.active, true)))
    .limit(1);
  return row?.invoice_no;
}
