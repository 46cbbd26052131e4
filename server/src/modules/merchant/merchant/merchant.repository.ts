import { and, count, desc, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { manager, merchant, merchantProduct, merchantRelation, product, subject } from '../../../db/schema/index.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';

/** Every query here is limited to the caller's scope. */
const within = (scope: Scope): SQL | undefined => withinScope(merchant.id, scope);

export async function findInScope(tx: Tx, scope: Scope, id: number) {
  const [row] = await tx
    .select({ id: merchant.id, name: merchant.name, kind: merchant.kind, logo_icon: merchant.logo_icon, status: merchant.status })
    .from(merchant)
    .where(and(eq(merchant.id, id), within(scope)));
  return row;
}

export async function optionsInScope(tx: Tx, scope: Scope, keywords: string | undefined, limit: number, kinds?: string[]) {
  const pattern = keywords ? contains(keywords) : undefined;
  return tx
    .select({ label: merchant.name, value: merchant.id })
    .from(merchant)
    .where(and(within(scope), ne(merchant.status, -1), kinds ? inArray(merchant.kind, kinds) : undefined, pattern ? or(ilike(merchant.name, pattern), sql`${merchant.id}::text like ${pattern}`) : undefined))
    .orderBy(merchant.id)
    .limit(limit);
}

export async function existingInScope(tx: Tx, scope: Scope, ids: number[]) {
  const rows = await tx.select({ id: merchant.id }).from(merchant).where(and(inArray(merchant.id, ids), within(scope)));
  return rows.map((r) => r.id);
}

const columns = {
  id: merchant.id,
  name: merchant.name,
  short_name: merchant.short_name,
  kind: merchant.kind,
  status: merchant.status,
  service_level: merchant.service_level,
  contact_name: merchant.contact_name,
  contact_mobile: merchant.contact_mobile,
  region: merchant.region,
  address: merchant.address,
  remark: merchant.remark,
  logo_icon: merchant.logo_icon,
  create_time: merchant.create_time,
  update_time: merchant.update_time,
};
export type MerchantRow = Awaited<ReturnType<typeof findFull>> & {};

export async function findFull(tx: Tx, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select(columns).from(merchant).where(eq(merchant.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export interface Filter {
  keywords?: string;
  kind?: string;
  status?: number;
  product?: string;
  parent?: number;
  from?: Date;
  before?: Date;
}

/** Merchants in scope but the caller's own, never closed ones, with the list's filters. */
export const listWhere = (scope: Scope, own: number, filter: Filter): SQL | undefined =>
  and(
    within(scope),
    ne(merchant.id, own),
    ne(merchant.status, -1),
    filter.keywords
      ? or(ilike(merchant.name, contains(filter.keywords)), ilike(merchant.short_name, contains(filter.keywords)), sql`${merchant.id}::text = ${filter.keywords}`)
      : undefined,
    filter.kind ? eq(merchant.kind, filter.kind) : undefined,
    filter.status === undefined ? undefined : eq(merchant.status, filter.status),
    filter.product
      ? sql`exists (select 1 from ${merchantProduct} mp where mp.merchant = ${merchant.id} and mp.product = ${filter.product})`
      : undefined,
    filter.parent ? sql`exists (select 1 from ${merchantRelation} r where r.child = ${merchant.id} and r.parent = ${filter.parent})` : undefined,
    filter.from ? gte(merchant.create_time, filter.from) : undefined,
    filter.before ? lt(merchant.create_time, filter.before) : undefined,
  );

export function page(tx: Tx, where: SQL | undefined, limit: number, options: { offset?: number; afterId?: number } = {}) {
  return tx
    .select(columns)
    .from(merchant)
    .where(and(where, options.afterId ? lt(merchant.id, options.afterId) : undefined))
    .orderBy(desc(merchant.id))
    .limit(limit)
    .offset(options.offset ?? 0);
}

export async function total(tx: Tx, where: SQL | undefined) {
  const [row] = await tx.select({ n: count() }).from(merchant).where(where);
  return row?.n ?? 0;
}

/** Counts by status and kind, and the merchants created since `since`. */
export async function summary(tx: Tx, where: SQL | undefined, since: Date) {
  return tx
    .select({ kind: merchant.kind, status: merchant.status, n: count(), recent: sql<number>`count(*) filter (where ${merchant.create_time} >= ${since.toISOString()}::timestamptz)::int` })
    .from(merchant)
    .where(where)
    .groupBy(merchant.kind, merchant.status);
}

/** The relation above each merchant (a customer's partner, a member's group) with the parent's name. */
export async function parentsOf(tx: Tx, ids: number[]) {
  if (ids.length === 0) return new Map<number, { id: number; name: string; type: string }>();
  const rows = await tx
    .select({ child: merchantRelation.child, id: merchantRelation.parent, type: merchantRelation.type, name: sql<string>`coalesce((select p.name from ${merchant} p where p.id = ${merchantRelation.parent}), '')` })
    .from(merchantRelation)
    .where(inArray(merchantRelation.child, ids))
    .orderBy(merchantRelation.create_time);
  const out = new Map<number, { id: number; name: string; type: string }>();
  for (const r of rows) if (!out.has(r.child)) out.set(r.child, { id: r.id, name: r.name, type: r.type });
  return out;
}

export async function productsOf(tx: Tx, ids: number[]) {
  const out = new Map<number, { code: string; name: string }[]>();
  if (ids.length === 0) return out;
  const rows = await tx
    .select({ merchant: merchantProduct.merchant, code: merchantProduct.product, name: sql<string>`coalesce(${product.name}, ${merchantProduct.product})` })
    .from(merchantProduct)
    .leftJoin(product, eq(product.code, merchantProduct.product))
    .where(inArray(merchantProduct.merchant, ids))
    .orderBy(sql`${product.sort} nulls last`, merchantProduct.product);
  for (const r of rows) out.set(r.merchant, [...(out.get(r.merchant) ?? []), { code: r.code, name: r.name }]);
  return out;
}

export async function subjectStatusOf(tx: Tx, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await tx.select({ merchant: subject.merchant, status: subject.status }).from(subject).where(inArray(subject.merchant, ids));
  return new Map(rows.map((r) => [r.merchant, r.status]));
}

export async function superusersOf(tx: Tx, ids: number[]) {
  const out = new Map<number, { id: number; account: string; name: string; mobile: string }>();
  if (ids.length === 0) return out;
  const rows = await tx
    .select({ merchant: manager.merchant, id: manager.id, account: manager.account, name: manager.name, mobile: manager.mobile })
    .from(manager)
    .where(and(inArray(manager.merchant, ids), eq(manager.superuser, true)))
    .orderBy(manager.id);
  for (const r of rows) if (!out.has(r.merchant)) out.set(r.merchant, { id: r.id, account: r.account, name: r.name, mobile: r.mobile });
  return out;
}

export async function nextNumber(tx: Tx): Promise<number> {
  const result = await tx.execute<{ id: string }>(sql`select nextval('merchant_number_seq')::text as id`);
  return Number((result as unknown as { rows: { id: string }[] }).rows[0]!.id);
}

export const insert = (tx: Tx, values: typeof merchant.$inferInsert) => tx.insert(merchant).values(values);

export const update = (tx: Tx, id: number, values: Partial<typeof merchant.$inferInsert>) =>
  tx.update(merchant).set({ ...values, update_time: new Date() }).where(eq(merchant.id, id));

export const insertRelation = (tx: Tx, values: { parent: number; child: number; type: string }) => tx.insert(merchantRelation).values(values);

export async function nameTaken(tx: Tx, name: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: merchant.id })
    .from(merchant)
    .where(and(sql`lower(${merchant.name}) = lower(${name})`, ne(merchant.status, -1), exceptId ? ne(merchant.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

/** Names (and kinds) of merchants by number, in one query; read with the platform's scope where a merchant may see its own parent's and grantor's name. */
export async function namesOf(tx: Tx, ids: number[]) {
  return new Map([...(await identitiesOf(tx, ids))].map(([id, m]) => [id, m.name]));
}

export async function identitiesOf(tx: Tx, ids: number[]) {
  if (ids.length === 0) return new Map<number, { name: string; kind: string }>();
  const rows = await tx.select({ id: merchant.id, name: merchant.name, kind: merchant.kind }).from(merchant).where(inArray(merchant.id, ids));
  return new Map(rows.map((r) => [r.id, { name: r.name, kind: r.kind }]));
}
