import { and, asc, count, eq, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { merchant, merchantProduct, permission, product } from '../../../db/schema/index.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';
import { merchantNameOf, qualified } from '../../../shared/names.js';

export interface Filter {
  keywords?: string;
  status?: number;
  platform?: boolean;
}

const where = (filter: Filter): SQL | undefined =>
  and(
    filter.keywords ? or(ilike(product.name, contains(filter.keywords)), ilike(product.code, contains(filter.keywords))) : undefined,
    filter.status === undefined ? undefined : eq(product.status, filter.status),
    filter.platform === undefined ? undefined : eq(product.platform, filter.platform),
  );

const columns = {
  code: product.code,
  name: product.name,
  description: product.description,
  platform: product.platform,
  builtin: product.builtin,
  sort: product.sort,
  status: product.status,
  create_time: product.create_time,
  update_time: product.update_time,
  merchant_count: sql<number>`(select count(*)::int from ${merchantProduct} where ${merchantProduct.product} = ${product.code})`,
  permission_count: sql<number>`(select count(*)::int from ${permission} where ${permission.product} = ${product.code})`,
};
export type ProductRow = Awaited<ReturnType<typeof page>>[number];

/** The catalogue is small (tens of rows): a plain offset page is fine. */
export function page(tx: Tx, filter: Filter, limit: number, offset: number) {
  return tx.select(columns).from(product).where(where(filter)).orderBy(asc(product.sort), asc(product.code)).limit(limit).offset(offset);
}

export async function total(tx: Tx, filter: Filter) {
  const [row] = await tx.select({ n: count() }).from(product).where(where(filter));
  return row?.n ?? 0;
}

export async function find(tx: Tx, code: string, options: { lock?: boolean } = {}) {
  const query = tx.select(columns).from(product).where(eq(product.code, code)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function all(tx: Tx) {
  return tx.select({ code: product.code, name: product.name, platform: product.platform, status: product.status }).from(product).orderBy(asc(product.sort), asc(product.code));
}

export const insert = (tx: Tx, values: typeof product.$inferInsert) => tx.insert(product).values(values);

export const update = (tx: Tx, code: string, values: Partial<typeof product.$inferInsert>) =>
  tx.update(product).set({ ...values, update_time: new Date() }).where(eq(product.code, code));

export const remove = (tx: Tx, code: string) => tx.delete(product).where(eq(product.code, code));

/** Holders of a product among the merchants in scope (for the grant list), newest grant first. */
export interface GrantFilter {
  product?: string;
  merchant?: number;
  /** Leave out the caller's own merchant: a grant list shows what the caller granted below it. */
  except?: number;
}

const grantWhere = (scope: Scope, filter: GrantFilter) =>
  and(
    withinScope(merchantProduct.merchant, scope),
    filter.product ? eq(merchantProduct.product, filter.product) : undefined,
    filter.merchant ? eq(merchantProduct.merchant, filter.merchant) : undefined,
    filter.except ? sql`${merchantProduct.merchant} <> ${filter.except}` : undefined,
  );

export function grantPage(tx: Tx, scope: Scope, filter: GrantFilter, limit: number, offset: number) {
  return tx
    .select({
      merchant: merchantProduct.merchant,
      merchant_name: merchant.name,
      product: merchantProduct.product,
      product_name: sql<string>`coalesce(${product.name}, ${merchantProduct.product})`,
      status: merchantProduct.status,
      expire_time: merchantProduct.expire_time,
      contract_no: merchantProduct.contract_no,
      create_time: merchantProduct.create_time,
    })
    .from(merchantProduct)
    .innerJoin(merchant, eq(merchant.id, merchantProduct.merchant))
    .leftJoin(product, eq(product.code, merchantProduct.product))
    .where(grantWhere(scope, filter))
    .orderBy(sql`${merchantProduct.create_time} desc`, merchantProduct.merchant, merchantProduct.product)
    .limit(limit)
    .offset(offset);
}

export async function grantTotal(tx: Tx, scope: Scope, filter: GrantFilter) {
  const [row] = await tx.select({ n: count() }).from(merchantProduct).where(grantWhere(scope, filter));
  return row?.n ?? 0;
}

/** One merchant's grants with the products' names and the grantor's name. */
export async function grantsOf(tx: Tx, merchantId: number) {
  const grantor = merchantNameOf(merchantProduct.grantor);
  return tx
    .select({
      product: merchantProduct.product,
      product_name: sql<string>`coalesce(${product.name}, ${merchantProduct.product})`,
      platform: sql<boolean>`coalesce(${product.platform}, false)`,
      product_status: product.status,
      status: merchantProduct.status,
      expire_time: merchantProduct.expire_time,
      contract_no: merchantProduct.contract_no,
      grantor_name: grantor,
      grantor: merchantProduct.grantor,
      create_time: merchantProduct.create_time,
    })
    .from(merchantProduct)
    .leftJoin(product, eq(product.code, merchantProduct.product))
    .where(eq(merchantProduct.merchant, merchantId))
    .orderBy(asc(product.sort), asc(merchantProduct.product));
}

export async function upsertGrants(tx: Tx, merchantId: number, codes: string[], values: { expire_time: Date | null; grantor: number }) {
  if (codes.length === 0) return;
  await tx
    .insert(merchantProduct)
    .values(codes.map((code) => ({ merchant: merchantId, product: code, status: 1, expire_time: values.expire_time, grantor: values.grantor })))
    .onConflictDoUpdate({
      target: [merchantProduct.merchant, merchantProduct.product],
      set: { status: 1, expire_time: values.expire_time, grantor: values.grantor, update_time: new Date() },
    });
}

export const removeGrants = (tx: Tx, merchantId: number, codes: string[]) =>
  tx.delete(merchantProduct).where(and(eq(merchantProduct.merchant, merchantId), inArray(merchantProduct.product, codes)));

export const updateGrant = (tx: Tx, merchantId: number, code: string, values: { contract_no: string; expire_time: Date | null }) =>
  tx
    .update(merchantProduct)
    .set({ ...values, update_time: new Date() })
    .where(and(eq(merchantProduct.merchant, merchantId), eq(merchantProduct.product, code)));

/** The grants of `merchantIds` that rest on a contract (a non-empty contract number), for the contract screens. */
export const contractGrantsOf = (tx: Tx, merchantIds: readonly number[]) =>
  merchantIds.length === 0
    ? Promise.resolve([])
    : tx
        .select({
          merchant: merchantProduct.merchant,
          contract_no: merchantProduct.contract_no,
          product: merchantProduct.product,
          product_name: sql<string>`coalesce(${product.name}, ${merchantProduct.product})`,
          status: merchantProduct.status,
          expire_time: merchantProduct.expire_time,
        })
        .from(merchantProduct)
        .leftJoin(product, eq(product.code, merchantProduct.product))
        .where(and(inArray(merchantProduct.merchant, [...merchantIds]), sql`${merchantProduct.contract_no} <> ''`))
        .orderBy(asc(product.sort), asc(merchantProduct.product));

/** Sets the contract number (and the expiry) of some of a merchant's grants. */
export const setContract = (tx: Tx, merchantId: number, codes: readonly string[], values: { contract_no: string; expire_time?: Date | null }) =>
  codes.length === 0
    ? Promise.resolve()
    : tx
        .update(merchantProduct)
        .set({ ...values, update_time: new Date() })
        .where(and(eq(merchantProduct.merchant, merchantId), inArray(merchantProduct.product, [...codes])));

/** Ends every grant of a merchant resting on `contractNo` at `at`. */
export const expireContract = (tx: Tx, merchantId: number, contractNo: string, at: Date) =>
  tx
    .update(merchantProduct)
    .set({ expire_time: at, update_time: new Date() })
    .where(and(eq(merchantProduct.merchant, merchantId), eq(merchantProduct.contract_no, contractNo)));

/** How many merchants of the scope hold one of these products now (granted, not expired). */
export async function holderCount(tx: Tx, scope: Scope, codes: readonly string[]) {
  const [row] = await tx
    .select({ n: sql<number>`count(distinct ${merchantProduct.merchant})::int` })
    .from(merchantProduct)
    .where(
      and(
        withinScope(merchantProduct.merchant, scope),
        inArray(merchantProduct.product, [...codes]),
        eq(merchantProduct.status, 1),
        sql`(${merchantProduct.expire_time} is null or ${merchantProduct.expire_time} > now())`,
      ),
    );
  return row?.n ?? 0;
}

/** A condition for other modules' lists: the merchant in `column` holds `code` now (granted, enabled, not expired). */
export const holdsProductSql = (column: AnyColumn, code: string) =>
  sql`exists (select 1 from ${merchantProduct} mp where mp.merchant = ${qualified(column)} and mp.product = ${code} and mp.status = 1 and (mp.expire_time is null or mp.expire_time > now()))`;
