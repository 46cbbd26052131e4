import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { invoiceApply, invoiceApplyStatus, invoiceApplyTrade, invoiceInvoice, invoiceTrade } from '../../../db/schema/index.js';
import { merchantNameOf, qualified } from '../../../shared/names.js';
import { amongKeys, cappedTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';

// Every query names the merchants it serves (the caller's scope); row-level security is the second line. Trades,
// applications and invoices grow without bound: pages come from the (merchant, …) indexes, totals are capped.

export interface Range {
  from?: Date;
  before?: Date;
}

// ---- trades -----------------------------------------------------------------------------------------------------

export interface TradeFilter extends Range {
  merchants: Scope;
  merchant?: number;
  state?: number;
  minAmount?: number;
  maxAmount?: number;
  tradeNo?: string;
  apply?: number;
}

const tradeWhere = (f: TradeFilter): SQL | undefined =>
  and(
    withinScope(invoiceTrade.merchant, f.merchants),
    f.merchant ? eq(invoiceTrade.merchant, f.merchant) : undefined,
    f.state !== undefined ? eq(invoiceTrade.invoice_state, f.state) : undefined,
    f.minAmount !== undefined ? gte(invoiceTrade.amount, f.minAmount) : undefined,
    f.maxAmount !== undefined ? lte(invoiceTrade.amount, f.maxAmount) : undefined,
    f.tradeNo ? ilike(invoiceTrade.trade_no, contains(f.tradeNo)) : undefined,
    f.from ? gte(invoiceTrade.trade_time, f.from) : undefined,
    f.before ? lt(invoiceTrade.trade_time, f.before) : undefined,
  );

const tradeColumns = {
  id: invoiceTrade.id,
  merchant: invoiceTrade.merchant,
  trade_no: invoiceTrade.trade_no,
  trade_time: invoiceTrade.trade_time,
  amount: invoiceTrade.amount,
  description: invoiceTrade.description,
  invoice_state: invoiceTrade.invoice_state,
  apply: invoiceTrade.apply,
  apply_no: sql<string>`coalesce((select a.apply_no from ${invoiceApply} a where a.id = ${qualified(invoiceTrade.apply)}), '')`,
};

export type TradeRow = Awaited<ReturnType<typeof lockTrades>>[number];

export function tradePage(tx: Tx, f: TradeFilter, limit: number, offset: number) {
  const ids = tx.select({ id: invoiceTrade.id }).from(invoiceTrade).where(tradeWhere(f)).orderBy(desc(invoiceTrade.trade_time), desc(invoiceTrade.id)).limit(limit).offset(offset);
  return tx
    .select({ ...tradeColumns, merchant_name: merchantNameOf(invoiceTrade.merchant) })
    .from(invoiceTrade)
    .where(amongKeys(invoiceTrade.id, ids))
    .orderBy(desc(invoiceTrade.trade_time), desc(invoiceTrade.id));
}

export const tradeTotal = (tx: Tx, f: TradeFilter) => cappedTotal(tx, invoiceTrade, tradeWhere(f));

/** The chosen trades, locked (two applications for one trade wait on each other, the second then sees it taken). */
export const lockTrades = (tx: Tx, merchantId: number, ids: number[]) =>
  tx.select(tradeColumns).from(invoiceTrade).where(and(eq(invoiceTrade.merchant, merchantId), inArray(invoiceTrade.id, ids))).orderBy(asc(invoiceTrade.id)).for('update', { of: invoiceTrade });

/** An application's merged trades (from the link table: still listed after they were released). */
export const tradesOfApply = (tx: Tx, merchantId: number, applyId: number) =>
  tx
    .select(tradeColumns)
    .from(invoiceApplyTrade)
    .innerJoin(invoiceTrade, eq(invoiceTrade.id, invoiceApplyTrade.trade))
    .where(and(eq(invoiceApplyTrade.merchant, merchantId), eq(invoiceApplyTrade.apply, applyId)))
    .orderBy(desc(invoiceTrade.trade_time), desc(invoiceTrade.id));

export const holdTrades = async (tx: Tx, merchantId: number, applyId: number, ids: number[]) => {
  await tx.update(invoiceTrade).set({ invoice_state: 1, apply: applyId }).where(and(eq(invoiceTrade.merchant, merchantId), inArray(invoiceTrade.id, ids)));
  await tx.insert(invoiceApplyTrade).values(ids.map((trade) => ({ merchant: merchantId, apply: applyId, trade })));
};

/** Forgets which trades an application merged (编辑 of one still 待开票 replaces them). */
export const unlinkTrades = (tx: Tx, merchantId: number, applyId: number) =>
  tx.delete(invoiceApplyTrade).where(and(eq(invoiceApplyTrade.merchant, merchantId), eq(invoiceApplyTrade.apply, applyId)));

/** The application's trades that it still holds: invoiced (state 2) or released (state 0, no application). */
export const settleTrades = (tx: Tx, merchantId: number, applyId: number, state: 0 | 2) =>
  tx
    .update(invoiceTrade)
    .set({ invoice_state: state, apply: state === 0 ? null : applyId })
    .where(and(eq(invoiceTrade.merchant, merchantId), eq(invoiceTrade.apply, applyId)));

// ---- applications -----------------------------------------------------------------------------------------------

export interface ApplyFilter extends Range {
  merchants: Scope;
  merchant?: number;
  status?: number;
  softwareCode?: string;
  keywords?: string;
}

const applyWhere = (f: ApplyFilter): SQL | undefined =>
  and(
    withinScope(invoiceApply.merchant, f.merchants),
    f.merchant ? eq(invoiceApply.merchant, f.merchant) : undefined,
    f.status !== undefined ? eq(invoiceApply.status, f.status) : undefined,
    f.softwareCode ? eq(invoiceApply.software_code, f.softwareCode) : undefined,
    f.keywords ? or(ilike(invoiceApply.apply_no, contains(f.keywords)), ilike(invoiceApply.buyer_name, contains(f.keywords))) : undefined,
    f.from ? gte(invoiceApply.create_time, f.from) : undefined,
    f.before ? lt(invoiceApply.create_time, f.before) : undefined,
  );

const applyColumns = {
  id: invoiceApply.id,
  apply_no: invoiceApply.apply_no,
  merchant: invoiceApply.merchant,
  merchant_name: merchantNameOf(invoiceApply.merchant),
  software_code: invoiceApply.software_code,
  seller_name: invoiceApply.seller_name,
  seller_tax_number: invoiceApply.seller_tax_number,
  buyer_type: invoiceApply.buyer_type,
  buyer_name: invoiceApply.buyer_name,
  buyer_tax_number: invoiceApply.buyer_tax_number,
  buyer_email: invoiceApply.buyer_email,
  amount: invoiceApply.amount,
  tax_amount: invoiceApply.tax_amount,
  tax_rate: invoiceApply.tax_rate,
  trade_count: invoiceApply.trade_count,
  items: invoiceApply.items,
  need_review: invoiceApply.need_review,
  status: invoiceApply.status,
  reason: invoiceApply.reason,
  applicant: invoiceApply.applicant,
  auditor_name: invoiceApply.auditor_name,
  remark: invoiceApply.remark,
  renew_of: invoiceApply.renew_of,
  renew_of_invoice_no: sql<string>`coalesce((select o.invoice_no from ${invoiceInvoice} o where o.id = ${qualified(invoiceApply.renew_of)}), '')`,
  invoice_no: sql<string>`coalesce((select i.invoice_no from ${invoiceInvoice} i where i.merchant = ${qualified(invoiceApply.merchant)} and i.apply = ${qualified(invoiceApply.id)} and i.kind = 1), '')`,
  create_time: invoiceApply.create_time,
  update_time: invoiceApply.update_time,
};

export type ApplyRow = Awaited<ReturnType<typeof applyPage>>[number];

export function applyPage(tx: Tx, f: ApplyFilter, limit: number, offset: number) {
  const ids = tx.select({ id: invoiceApply.id }).from(invoiceApply).where(applyWhere(f)).orderBy(desc(invoiceApply.id)).limit(limit).offset(offset);
  return tx.select(applyColumns).from(invoiceApply).where(amongKeys(invoiceApply.id, ids)).orderBy(desc(invoiceApply.id));
}

export const applyTotal = (tx: Tx, f: ApplyFilter) => cappedTotal(tx, invoiceApply, applyWhere(f));

/** By number alone: the caller's scope (row-level security and the service's check of the merchant) bounds it. */
export async function findApply(tx: Tx, applyNo: string, options: { lock?: boolean } = {}) {
  const query = tx.select(applyColumns).from(invoiceApply).where(eq(invoiceApply.apply_no, applyNo));
  const [row] = options.lock ? await query.for('update', { of: invoiceApply }) : await query;
  return row;
}

export async function findApplyById(tx: Tx, merchantId: number, id: number) {
  const [row] = await tx.select(applyColumns).from(invoiceApply).where(and(eq(invoiceApply.merchant, merchantId), eq(invoiceApply.id, id)));
  return row!;
}

type ApplyValues = Omit<typeof invoiceApply.$inferInsert, 'id' | 'apply_no' | 'update_time'>;

const nextId = async (tx: Tx, sequence: string) => {
  const result = await tx.execute(sql`select nextval(${sequence})::text as id`);
  return Number((result as unknown as { rows: { id: string }[] }).rows[0]!.id);
};

/** Inserts an application; its number is IA + the UTC+8 date + the id on 8 digits (unique and readable). */
export async function insertApply(tx: Tx, values: ApplyValues, today: string) {
  const id = await nextId(tx, 'invoice_apply_id_seq');
  const apply_no = `IA${today.replaceAll('-', '')}${String(id).padStart(8, '0')}`;
  await tx.insert(invoiceApply).values({ ...values, id, apply_no });
  return { id, apply_no };
}

export const updateApply = (tx: Tx, merchantId: number, id: number, values: Partial<ApplyValues>) =>
  tx.update(invoiceApply).set({ ...values, update_time: new Date() }).where(and(eq(invoiceApply.merchant, merchantId), eq(invoiceApply.id, id)));

export const insertStatus = (tx: Tx, values: typeof invoiceApplyStatus.$inferInsert) => tx.insert(invoiceApplyStatus).values(values);

export const historyOf = (tx: Tx, merchantId: number, applyId: number) =>
  tx
    .select({ status: invoiceApplyStatus.status, operator: invoiceApplyStatus.operator, remark: invoiceApplyStatus.remark, create_time: invoiceApplyStatus.create_time })
    .from(invoiceApplyStatus)
    .where(and(eq(invoiceApplyStatus.merchant, merchantId), eq(invoiceApplyStatus.apply, applyId)))
    .orderBy(asc(invoiceApplyStatus.id));

// ---- invoices ---------------------------------------------------------------------------------------------------

export interface InvoiceFilter extends Range {
  merchants: Scope;
  merchant?: number;
  disabled?: number;
  kind?: number;
  keywords?: string;
  apply?: number;
}

const invoiceWhere = (f: InvoiceFilter): SQL | undefined =>
  and(
    withinScope(invoiceInvoice.merchant, f.merchants),
    f.merchant ? eq(invoiceInvoice.merchant, f.merchant) : undefined,
    f.disabled !== undefined ? eq(invoiceInvoice.disabled, f.disabled) : undefined,
    f.kind !== undefined ? eq(invoiceInvoice.kind, f.kind) : undefined,
    f.apply ? eq(invoiceInvoice.apply, f.apply) : undefined,
    f.keywords
      ? or(
          ilike(invoiceInvoice.invoice_no, contains(f.keywords)),
          ilike(invoiceInvoice.buyer_name, contains(f.keywords)),
          sql`${invoiceInvoice.apply} = (select a.id from ${invoiceApply} a where a.apply_no = ${f.keywords})`,
        )
      : undefined,
    f.from ? gte(invoiceInvoice.create_time, f.from) : undefined,
    f.before ? lt(invoiceInvoice.create_time, f.before) : undefined,
  );

const invoiceColumns = {
  id: invoiceInvoice.id,
  merchant: invoiceInvoice.merchant,
  merchant_name: merchantNameOf(invoiceInvoice.merchant),
  apply: invoiceInvoice.apply,
  apply_no: sql<string>`(select a.apply_no from ${invoiceApply} a where a.id = ${qualified(invoiceInvoice.apply)})`,
  kind: invoiceInvoice.kind,
  software_code: invoiceInvoice.software_code,
  invoice_code: invoiceInvoice.invoice_code,
  invoice_no: invoiceInvoice.invoice_no,
  check_code: invoiceInvoice.check_code,
  issue_date: invoiceInvoice.issue_date,
  buyer_name: invoiceInvoice.buyer_name,
  seller_name: invoiceInvoice.seller_name,
  amount: invoiceInvoice.amount,
  tax_amount: invoiceInvoice.tax_amount,
  status: invoiceInvoice.status,
  disabled: invoiceInvoice.disabled,
  original: invoiceInvoice.original,
  original_invoice_no: sql<string>`coalesce((select o.invoice_no from ${invoiceInvoice} o where o.id = ${qualified(invoiceInvoice.original)}), '')`,
  reason: invoiceInvoice.reason,
  renew_apply_nos: sql<string[]>`array(select r.apply_no from ${invoiceApply} r where r.merchant = ${qualified(invoiceInvoice.merchant)} and r.renew_of = ${qualified(invoiceInvoice.id)} order by r.id)`,
  create_time: invoiceInvoice.create_time,
};

export type InvoiceRow = Awaited<ReturnType<typeof invoicePage>>[number];

export function invoicePage(tx: Tx, f: InvoiceFilter, limit: number, offset: number) {
  const ids = tx.select({ id: invoiceInvoice.id }).from(invoiceInvoice).where(invoiceWhere(f)).orderBy(desc(invoiceInvoice.id)).limit(limit).offset(offset);
  return tx.select(invoiceColumns).from(invoiceInvoice).where(amongKeys(invoiceInvoice.id, ids)).orderBy(desc(invoiceInvoice.id));
}

export const invoiceTotal = (tx: Tx, f: InvoiceFilter) => cappedTotal(tx, invoiceInvoice, invoiceWhere(f));

export async function findInvoice(tx: Tx, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select(invoiceColumns).from(invoiceInvoice).where(eq(invoiceInvoice.id, id));
  const [row] = options.lock ? await query.for('update', { of: invoiceInvoice }) : await query;
  return row;
}

type InvoiceValues = Omit<typeof invoiceInvoice.$inferInsert, 'id' | 'invoice_no' | 'check_code'>;

/**
 * Inserts an invoice with its simulated tax-bureau numbers (no tax bureau here): the number is the id on 8 digits, the
 * check code 20 digits derived from the code and the number — deterministic, and unique with the code.
 */
export async function insertInvoice(tx: Tx, values: InvoiceValues) {
  const id = await nextId(tx, 'invoice_invoice_id_seq');
  const invoice_no = String(id).padStart(8, '0');
  const digits = createHash('sha256').update(`${values.invoice_code}${invoice_no}`).digest().subarray(0, 20);
  const check_code = Array.from(digits, (b) => String(b % 10)).join('');
  await tx.insert(invoiceInvoice).values({ ...values, id, invoice_no, check_code });
  return { id, invoice_no };
}

export const disableInvoice = (tx: Tx, merchantId: number, id: number) =>
  tx.update(invoiceInvoice).set({ disabled: 1 }).where(and(eq(invoiceInvoice.merchant, merchantId), eq(invoiceInvoice.id, id), eq(invoiceInvoice.disabled, 0)));
