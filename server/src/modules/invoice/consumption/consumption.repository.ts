import { WalletRecordKind } from '@console/contract';
import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { accountInvoice, accountInvoiceRecord, accountInvoiceTitle, walletRecord } from '../../../db/schema/index.js';
import { contains } from '../../../shared/text.js';

/**
 * SQL of 账户中心 › 发票管理. Every query names the merchant (its tenant) first. The consumption records are the merchant's
 * wallet payments (`wallet_record` kind 2, read only: the wallet module owns them) joined with the invoice that holds
 * them, if any.
 */

// ---- titles ----
const t = accountInvoiceTitle;
export type TitleRow = typeof t.$inferSelect;

const titleWhere = (merchant: number, f: { keywords?: string; type?: number }) =>
  and(eq(t.merchant, merchant), f.type ? eq(t.type, f.type) : undefined, f.keywords ? or(ilike(t.name, contains(f.keywords)), eq(t.tax_number, f.keywords.toUpperCase())) : undefined);

/** The default title first, then the newest. A merchant has at most 20 titles (service rule). */
export const titlePage = (tx: Tx, merchant: number, f: { keywords?: string; type?: number }, limit: number, offset: number) =>
  tx.select().from(t).where(titleWhere(merchant, f)).orderBy(desc(t.is_default), desc(t.id)).limit(limit).offset(offset);
export const titleTotal = async (tx: Tx, merchant: number, f: { keywords?: string; type?: number }) => (await tx.select({ n: count() }).from(t).where(titleWhere(merchant, f)))[0]?.n ?? 0;

export async function findTitle(tx: Tx, merchant: number, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select().from(t).where(and(eq(t.merchant, merchant), eq(t.id, id))).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}
export const insertTitle = async (tx: Tx, values: typeof t.$inferInsert) => (await tx.insert(t).values(values).returning({ id: t.id }))[0]!.id;
export const updateTitle = (tx: Tx, merchant: number, id: number, set: Partial<typeof t.$inferInsert>) =>
  tx.update(t).set({ ...set, update_time: sql`now()` }).where(and(eq(t.merchant, merchant), eq(t.id, id)));
export const deleteTitle = (tx: Tx, merchant: number, id: number) => tx.delete(t).where(and(eq(t.merchant, merchant), eq(t.id, id)));
/** Clears the merchant's default (before another becomes it: the partial unique index allows one). */
export const clearDefault = (tx: Tx, merchant: number) => tx.update(t).set({ is_default: false }).where(and(eq(t.merchant, merchant), eq(t.is_default, true)));

// ---- consumption records ----
const r = walletRecord;
const l = accountInvoiceRecord;
const i = accountInvoice;
/** 0 可开票, 1 开票中, 2 已开票: from the active invoice holding the payment. */
const state = sql<number>`(case when ${i.status} = 2 then 2 when ${i.status} = 0 then 1 else 0 end)::int`;

export interface ConsumptionFilter {
  merchant: number;
  state?: number;
  business?: string;
  from?: Date;
  before?: Date;
}

const consumptionWhere = (f: ConsumptionFilter): SQL | undefined =>
  and(
    eq(r.merchant, f.merchant),
    eq(r.kind, WalletRecordKind.payment),
    sql`${r.amount} > ${r.refunded}`,
    f.business ? eq(r.business, f.business) : undefined,
    f.from ? gte(r.create_time, f.from) : undefined,
    f.before ? lt(r.create_time, f.before) : undefined,
    f.state === undefined ? undefined : f.state === 0 ? sql`${i.id} is null` : eq(state, f.state),
  );

const consumptionFrom = (tx: Tx, columns: Parameters<Tx['select']>[0]) =>
  tx.select(columns).from(r)
    .leftJoin(l, and(eq(l.merchant, r.merchant), eq(l.wallet_record, r.id), eq(l.active, true)))
    .leftJoin(i, eq(i.id, l.invoice));

const consumptionColumns = {
  id: r.id, record_no: r.record_no, business: r.business, subject: r.subject, amount: r.amount, refunded: r.refunded,
  invoice_state: state, invoice_no: sql<string>`coalesce(${i.invoice_no}, '')`, create_time: r.create_time,
};
export type ConsumptionRow = { id: number; record_no: string; business: string | null; subject: string; amount: number; refunded: number; invoice_state: number; invoice_no: string; create_time: Date };

/** Newest first, from the wallet record index (merchant, kind, create_time, id). */
export const consumptionPage = (tx: Tx, f: ConsumptionFilter, limit: number, offset: number) =>
  consumptionFrom(tx, consumptionColumns).where(consumptionWhere(f)).orderBy(desc(r.create_time), desc(r.id)).limit(limit).offset(offset) as unknown as Promise<ConsumptionRow[]>;
export const consumptionTotal = async (tx: Tx, f: ConsumptionFilter) =>
  ((await consumptionFrom(tx, { n: count() }).where(consumptionWhere(f))) as unknown as { n: number }[])[0]?.n ?? 0;

/** The chosen payments, locked (with their holder if any): the application checks each. */
export const lockConsumptions = (tx: Tx, merchant: number, ids: number[]) =>
  tx.select({ id: r.id, record_no: r.record_no, kind: r.kind, amount: r.amount, refunded: r.refunded, wallet: r.wallet,
    // Qualified by hand: drizzle leaves a one-table select's columns unqualified, which the subquery would take as its own.
    held: sql<number | null>`(select x.invoice from account_invoice_record x where x.merchant = wallet_record.merchant and x.wallet_record = wallet_record.id and x.active limit 1)` })
    .from(r).where(and(eq(r.merchant, merchant), inArray(r.id, ids))).for('update', { of: r });

// ---- invoices ----
export type InvoiceRow = typeof i.$inferSelect;
export interface InvoiceFilter { merchant: number; status?: number; keywords?: string; from?: Date; before?: Date }
const invoiceWhere = (f: InvoiceFilter) =>
  and(
    eq(i.merchant, f.merchant),
    f.status === undefined ? undefined : eq(i.status, f.status),
    f.keywords ? or(eq(i.invoice_no, f.keywords.toUpperCase()), eq(i.invoice_number, f.keywords)) : undefined,
    f.from ? gte(i.create_time, f.from) : undefined,
    f.before ? lt(i.create_time, f.before) : undefined,
  );
export const invoicePage = (tx: Tx, f: InvoiceFilter, limit: number, offset: number) => tx.select().from(i).where(invoiceWhere(f)).orderBy(desc(i.id)).limit(limit).offset(offset);
export const invoiceTotal = async (tx: Tx, f: InvoiceFilter) => (await tx.select({ n: count() }).from(i).where(invoiceWhere(f)))[0]?.n ?? 0;

export async function findInvoice(tx: Tx, merchant: number, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select().from(i).where(and(eq(i.merchant, merchant), eq(i.id, id))).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The payments an invoice holds (or held), oldest first; an invoice holds at most 100. */
export const recordsOf = (tx: Tx, merchant: number, invoice: number) =>
  tx.select({ id: r.id, record_no: r.record_no, business: r.business, subject: r.subject, amount: l.amount, create_time: r.create_time })
    .from(l).innerJoin(r, eq(r.id, l.wallet_record)).where(and(eq(l.merchant, merchant), eq(l.invoice, invoice))).orderBy(r.create_time, r.id).limit(100);

export async function insertInvoice(tx: Tx, values: Omit<typeof i.$inferInsert, 'id' | 'invoice_no'>, day: string) {
  const result = await tx.execute(sql`select nextval('account_invoice_id_seq')::text as id`);
  const id = Number((result as unknown as { rows: { id: string }[] }).rows[0]!.id);
  const invoice_no = `PI${day.replaceAll('-', '')}${String(id).padStart(8, '0')}`;
  await tx.insert(i).values({ ...values, id, invoice_no });
  return { id, invoice_no };
}
export const linkRecords = (tx: Tx, rows: (typeof l.$inferInsert)[]) => tx.insert(l).values(rows);
export const releaseRecords = (tx: Tx, merchant: number, invoice: number) => tx.update(l).set({ active: false }).where(and(eq(l.merchant, merchant), eq(l.invoice, invoice)));
export const updateInvoice = (tx: Tx, merchant: number, id: number, set: Partial<typeof i.$inferInsert>) =>
  tx.update(i).set({ ...set, update_time: sql`now()` }).where(and(eq(i.merchant, merchant), eq(i.id, id)));
