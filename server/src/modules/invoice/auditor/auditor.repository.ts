import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { invoiceMerchantAuditor } from '../../../db/schema/index.js';
import { contains } from '../../../shared/text.js';
import { amongKeys } from '../../../shared/paging.js';

// Every query names the invoice merchant it serves; row-level security is the second line.

const columns = {
  id: invoiceMerchantAuditor.id,
  merchant: invoiceMerchantAuditor.merchant,
  name: invoiceMerchantAuditor.name,
  mobile: invoiceMerchantAuditor.mobile,
  remark: invoiceMerchantAuditor.remark,
  status: invoiceMerchantAuditor.status,
  create_time: invoiceMerchantAuditor.create_time,
  update_time: invoiceMerchantAuditor.update_time,
};

export type AuditorRow = Awaited<ReturnType<typeof find>> & {};

export interface Filter {
  keywords?: string;
  status?: number;
}

const where = (merchantId: number, filter: Filter) =>
  and(
    eq(invoiceMerchantAuditor.merchant, merchantId),
    filter.keywords ? or(ilike(invoiceMerchantAuditor.name, contains(filter.keywords)), ilike(invoiceMerchantAuditor.mobile, contains(filter.keywords))) : undefined,
    filter.status !== undefined ? eq(invoiceMerchantAuditor.status, filter.status) : undefined,
  );

/** Newest first; the page's ids come from the (merchant, id) index, then only those rows are read (deferred join). */
export async function page(tx: Tx, merchantId: number, filter: Filter, limit: number, offset: number) {
  const ids = tx.select({ id: invoiceMerchantAuditor.id }).from(invoiceMerchantAuditor).where(where(merchantId, filter)).orderBy(desc(invoiceMerchantAuditor.id)).limit(limit).offset(offset);
  return tx
    .select(columns)
    .from(invoiceMerchantAuditor)
    .where(and(eq(invoiceMerchantAuditor.merchant, merchantId), amongKeys(invoiceMerchantAuditor.id, ids)))
    .orderBy(desc(invoiceMerchantAuditor.id));
}

export async function total(tx: Tx, merchantId: number, filter: Filter) {
  const [row] = await tx.select({ n: count() }).from(invoiceMerchantAuditor).where(where(merchantId, filter));
  return row?.n ?? 0;
}

/** By id alone: the caller's scope (row-level security and the service's check of the merchant) bounds it. */
export async function find(tx: Tx, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select(columns).from(invoiceMerchantAuditor).where(eq(invoiceMerchantAuditor.id, id));
  const [row] = options.lock ? await query.for('update', { of: invoiceMerchantAuditor }) : await query;
  return row;
}

export async function mobileTaken(tx: Tx, merchantId: number, mobile: string, except?: number) {
  const [row] = await tx
    .select({ id: invoiceMerchantAuditor.id })
    .from(invoiceMerchantAuditor)
    .where(and(eq(invoiceMerchantAuditor.merchant, merchantId), eq(invoiceMerchantAuditor.mobile, mobile), except ? sql`${invoiceMerchantAuditor.id} <> ${except}` : undefined));
  return row;
}

type Values = Omit<typeof invoiceMerchantAuditor.$inferInsert, 'id' | 'create_time' | 'update_time'>;

export async function insert(tx: Tx, values: Values) {
  const [row] = await tx.insert(invoiceMerchantAuditor).values(values).returning({ id: invoiceMerchantAuditor.id });
  return row!.id;
}

export const update = (tx: Tx, merchantId: number, id: number, values: Partial<Values>) =>
  tx.update(invoiceMerchantAuditor).set({ ...values, update_time: new Date() }).where(and(eq(invoiceMerchantAuditor.merchant, merchantId), eq(invoiceMerchantAuditor.id, id)));
