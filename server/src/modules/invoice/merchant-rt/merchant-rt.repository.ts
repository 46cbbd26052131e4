import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { invoiceMerchantRt, invoiceSoftware, merchant } from '../../../db/schema/index.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';
import { amongKeys } from '../../../shared/paging.js';

// Every query names the merchants it serves (the caller's scope); row-level security is the second line.

const columns = {
  merchant: merchant.id,
  merchant_name: merchant.name,
  software_id: invoiceSoftware.id,
  software_code: invoiceSoftware.software_code,
  software_name: invoiceSoftware.name,
  software_type: invoiceSoftware.type,
  software_status: invoiceSoftware.status,
  seller_name: invoiceMerchantRt.seller_name,
  tax_number: invoiceMerchantRt.tax_number,
  default_tax_rate: invoiceMerchantRt.default_tax_rate,
  single_limit: invoiceMerchantRt.single_limit,
  need_review: invoiceMerchantRt.need_review,
  remark: invoiceMerchantRt.remark,
  operator: invoiceMerchantRt.operator,
  update_time: invoiceMerchantRt.update_time,
  configured: sql<boolean>`(${invoiceMerchantRt.merchant} is not null)`,
};

const joined = (tx: Tx) =>
  tx
    .select(columns)
    .from(merchant)
    .leftJoin(invoiceMerchantRt, eq(invoiceMerchantRt.merchant, merchant.id))
    .leftJoin(invoiceSoftware, eq(invoiceSoftware.id, invoiceMerchantRt.software));

export type RtRow = Awaited<ReturnType<typeof find>> & {};

export interface Filter {
  merchants: Scope;
  /** The caller's own merchant: never listed (it is not an invoice merchant of its own). */
  own: number;
  /** "Holds the invoice merchant product now", from the product service. */
  holder: SQL;
  keywords?: string;
  software_code?: string;
}

const where = (filter: Filter) =>
  and(
    withinScope(merchant.id, filter.merchants),
    ne(merchant.id, filter.own),
    ne(merchant.status, -1),
    filter.holder,
    filter.keywords ? or(ilike(merchant.name, contains(filter.keywords)), sql`${merchant.id}::text = ${filter.keywords}`) : undefined,
    filter.software_code
      ? sql`exists (select 1 from ${invoiceMerchantRt} r join ${invoiceSoftware} s on s.id = r.software where r.merchant = ${merchant.id} and s.software_code = ${filter.software_code})`
      : undefined,
  );

/** Newest merchants first; the page's ids come from the merchant index, then only those rows are joined. */
export async function page(tx: Tx, filter: Filter, limit: number, offset: number) {
  const ids = tx.select({ id: merchant.id }).from(merchant).where(where(filter)).orderBy(desc(merchant.id)).limit(limit).offset(offset);
  return joined(tx).where(amongKeys(merchant.id, ids)).orderBy(desc(merchant.id));
}

export async function total(tx: Tx, filter: Filter) {
  const [row] = await tx.select({ n: count() }).from(merchant).where(where(filter));
  return row?.n ?? 0;
}

export async function find(tx: Tx, merchantId: number) {
  const [row] = await joined(tx).where(eq(merchant.id, merchantId));
  return row;
}

/** The runtime row itself, locked (a change, or an auditor call that must see the software it checks stay put). */
export async function lock(tx: Tx, merchantId: number) {
  const [row] = await tx.select().from(invoiceMerchantRt).where(eq(invoiceMerchantRt.merchant, merchantId)).for('update');
  return row;
}

type Values = Omit<typeof invoiceMerchantRt.$inferInsert, 'create_time' | 'update_time'>;

export const upsert = (tx: Tx, values: Values) =>
  tx
    .insert(invoiceMerchantRt)
    .values(values)
    .onConflictDoUpdate({ target: invoiceMerchantRt.merchant, set: { ...values, update_time: new Date() } });
