import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { invoiceMerchantRt, invoiceSoftware } from '../../../db/schema/index.js';
import { merchantNameOf, qualified } from '../../../shared/names.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';
import { amongKeys } from '../../../shared/paging.js';

// Every query names the owners it serves (a partner its own software, the platform every owner's); row-level security
// is the second line. The secret column is never selected for a reply.

const columns = {
  id: invoiceSoftware.id,
  software_code: invoiceSoftware.software_code,
  merchant: invoiceSoftware.merchant,
  merchant_name: merchantNameOf(invoiceSoftware.merchant),
  name: invoiceSoftware.name,
  type: invoiceSoftware.type,
  vendor: invoiceSoftware.vendor,
  app_id: invoiceSoftware.app_id,
  credential_configured: sql<boolean>`(${qualified(invoiceSoftware.app_secret)} <> '')`,
  remark: invoiceSoftware.remark,
  status: invoiceSoftware.status,
  merchant_count: sql<number>`(select count(*)::int from ${invoiceMerchantRt} r where r.software = ${qualified(invoiceSoftware.id)})`,
  create_time: invoiceSoftware.create_time,
  update_time: invoiceSoftware.update_time,
};

export type SoftwareRow = Awaited<ReturnType<typeof find>> & {};

export interface Filter {
  owners: Scope;
  keywords?: string;
  type?: number;
  status?: number;
}

const where = (filter: Filter) =>
  and(
    withinScope(invoiceSoftware.merchant, filter.owners),
    filter.keywords ? or(ilike(invoiceSoftware.software_code, contains(filter.keywords)), ilike(invoiceSoftware.name, contains(filter.keywords))) : undefined,
    filter.type !== undefined ? eq(invoiceSoftware.type, filter.type) : undefined,
    filter.status !== undefined ? eq(invoiceSoftware.status, filter.status) : undefined,
  );

/** Newest first; the page's ids come from the (merchant, id) index, then only those rows are read (deferred join). */
export async function page(tx: Tx, filter: Filter, limit: number, offset: number) {
  const ids = tx.select({ id: invoiceSoftware.id }).from(invoiceSoftware).where(where(filter)).orderBy(desc(invoiceSoftware.id)).limit(limit).offset(offset);
  return tx.select(columns).from(invoiceSoftware).where(amongKeys(invoiceSoftware.id, ids)).orderBy(desc(invoiceSoftware.id));
}

export async function total(tx: Tx, filter: Filter) {
  const [row] = await tx.select({ n: count() }).from(invoiceSoftware).where(where(filter));
  return row?.n ?? 0;
}

/** The pickers' options: enabled first, then by code. */
export const suggest = (tx: Tx, filter: Filter, limit: number) =>
  tx
    .select({ software_code: invoiceSoftware.software_code, name: invoiceSoftware.name, type: invoiceSoftware.type, status: invoiceSoftware.status })
    .from(invoiceSoftware)
    .where(where(filter))
    .orderBy(desc(invoiceSoftware.status), asc(invoiceSoftware.software_code))
    .limit(limit);

export async function find(tx: Tx, owners: Scope, code: string, options: { lock?: boolean } = {}) {
  const query = tx
    .select(columns)
    .from(invoiceSoftware)
    .where(and(eq(invoiceSoftware.software_code, code), withinScope(invoiceSoftware.merchant, owners)));
  const [row] = options.lock ? await query.for('update', { of: invoiceSoftware }) : await query;
  return row;
}

/** The owner's software named `name` (case-insensitive), other than `except`, if any. */
export async function byName(tx: Tx, owner: number, name: string, except?: number) {
  const [row] = await tx
    .select({ id: invoiceSoftware.id })
    .from(invoiceSoftware)
    .where(and(eq(invoiceSoftware.merchant, owner), sql`lower(${invoiceSoftware.name}) = lower(${name})`, except ? sql`${invoiceSoftware.id} <> ${except}` : undefined));
  return row;
}

type Values = Omit<typeof invoiceSoftware.$inferInsert, 'id' | 'create_time' | 'update_time'>;

export const insert = (tx: Tx, values: Values) => tx.insert(invoiceSoftware).values(values);

export const update = (tx: Tx, id: number, values: Partial<Values>) => tx.update(invoiceSoftware).set({ ...values, update_time: new Date() }).where(eq(invoiceSoftware.id, id));

export const remove = (tx: Tx, id: number) => tx.delete(invoiceSoftware).where(eq(invoiceSoftware.id, id));
