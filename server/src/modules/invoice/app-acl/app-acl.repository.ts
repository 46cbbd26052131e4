import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { app, invoiceAppAcl } from '../../../db/schema/index.js';
import { amongKeys } from '../../../shared/paging.js';
import { qualified } from '../../../shared/names.js';

// Every query names the invoice merchant it serves; row-level security is the second line.

const columns = {
  id: invoiceAppAcl.id,
  merchant: invoiceAppAcl.merchant,
  app_id: invoiceAppAcl.app_id,
  app_name: sql<string>`coalesce((select a.name from ${app} a where a.app_id = ${qualified(invoiceAppAcl.app_id)}), '')`,
  scopes: invoiceAppAcl.scopes,
  remark: invoiceAppAcl.remark,
  status: invoiceAppAcl.status,
  operator: invoiceAppAcl.operator,
  create_time: invoiceAppAcl.create_time,
  update_time: invoiceAppAcl.update_time,
};

export type AclRow = Awaited<ReturnType<typeof find>> & {};

const where = (merchantId: number, status?: number) =>
  and(eq(invoiceAppAcl.merchant, merchantId), status !== undefined ? eq(invoiceAppAcl.status, status) : undefined);

/** Newest first; the page's ids from the (merchant, id) index, then those rows (deferred join). */
export async function page(tx: Tx, merchantId: number, status: number | undefined, limit: number, offset: number) {
  const ids = tx.select({ id: invoiceAppAcl.id }).from(invoiceAppAcl).where(where(merchantId, status)).orderBy(desc(invoiceAppAcl.id)).limit(limit).offset(offset);
  return tx.select(columns).from(invoiceAppAcl).where(and(eq(invoiceAppAcl.merchant, merchantId), amongKeys(invoiceAppAcl.id, ids))).orderBy(desc(invoiceAppAcl.id));
}

export async function total(tx: Tx, merchantId: number, status?: number) {
  const [row] = await tx.select({ n: count() }).from(invoiceAppAcl).where(where(merchantId, status));
  return row?.n ?? 0;
}

export async function find(tx: Tx, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select(columns).from(invoiceAppAcl).where(eq(invoiceAppAcl.id, id));
  const [row] = options.lock ? await query.for('update', { of: invoiceAppAcl }) : await query;
  return row;
}

export async function byApp(tx: Tx, merchantId: number, appId: string) {
  const [row] = await tx.select({ id: invoiceAppAcl.id }).from(invoiceAppAcl).where(and(eq(invoiceAppAcl.merchant, merchantId), eq(invoiceAppAcl.app_id, appId)));
  return row;
}

type Values = Omit<typeof invoiceAppAcl.$inferInsert, 'id' | 'create_time' | 'update_time'>;

export async function insert(tx: Tx, values: Values) {
  const [row] = await tx.insert(invoiceAppAcl).values(values).returning({ id: invoiceAppAcl.id });
  return row!.id;
}

export const update = (tx: Tx, merchantId: number, id: number, values: Partial<Values>) =>
  tx.update(invoiceAppAcl).set({ ...values, update_time: new Date() }).where(and(eq(invoiceAppAcl.merchant, merchantId), eq(invoiceAppAcl.id, id)));

export const remove = (tx: Tx, merchantId: number, id: number) => tx.delete(invoiceAppAcl).where(and(eq(invoiceAppAcl.merchant, merchantId), eq(invoiceAppAcl.id, id)));
