import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/client.js';
import { adCategory, adSpace, targetingPackage, trafficProvider } from '../../../db/schema/index.js';
import { contains } from '../../../shared/text.js';

// Every query names the merchant it serves; row-level security (the transaction sees that merchant only) is the
// second line, and the ad space's composite foreign key to its provider the third.

const totalOf = async (tx: Tx, table: PgTable, where: SQL | undefined) => (await tx.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;
const lockable = async <T>(query: { for: (mode: 'update') => Promise<T[]> } & PromiseLike<T[]>, lock?: boolean) => (lock ? await query.for('update') : await query)[0];

/** Whether another row of the merchant has this name (case-insensitive), for the friendly message before the index. */
async function nameTaken(tx: Tx, table: typeof adCategory | typeof trafficProvider | typeof targetingPackage, merchantId: number, name: string, except?: number) {
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.merchant, merchantId), sql`lower(${table.name}) = lower(${name})`, except ? sql`${table.id} <> ${except}` : undefined))
    .limit(1);
  return Boolean(row);
}

// ---- 广告分类 ----------------------------------------------------------------------------------------------------

const categoryColumns = {
  id: adCategory.id,
  name: adCategory.name,
  sort: adCategory.sort,
  status: adCategory.status,
  remark: adCategory.remark,
  create_time: adCategory.create_time,
  update_time: adCategory.update_time,
};
export type CategoryRow = NonNullable<Awaited<ReturnType<typeof findCategory>>>;
export interface CategoryFilter {
  name?: string;
  status?: number;
}
const categoryWhere = (merchantId: number, f: CategoryFilter) =>
  and(eq(adCategory.merchant, merchantId), f.name ? ilike(adCategory.name, contains(f.name)) : undefined, f.status === undefined ? undefined : eq(adCategory.status, f.status));

export const findCategory = (tx: Tx, merchantId: number, id: number, lock?: boolean) =>
  lockable(tx.select(categoryColumns).from(adCategory).where(and(eq(adCategory.merchant, merchantId), eq(adCategory.id, id))).limit(1), lock);
/** By `sort`, then oldest first, on the (merchant, sort, id) index. */
export const categoryPage = (tx: Tx, merchantId: number, f: CategoryFilter, limit: number, offset: number) =>
  tx.select(categoryColumns).from(adCategory).where(categoryWhere(merchantId, f)).orderBy(asc(adCategory.sort), asc(adCategory.id)).limit(limit).offset(offset);
export const categoryTotal = (tx: Tx, merchantId: number, f: CategoryFilter) => totalOf(tx, adCategory, categoryWhere(merchantId, f));
export const categoryNameTaken = (tx: Tx, merchantId: number, name: string, except?: number) => nameTaken(tx, adCategory, merchantId, name, except);
export async function insertCategory(tx: Tx, values: typeof adCategory.$inferInsert) {
  const [row] = await tx.insert(adCategory).values(values).returning({ id: adCategory.id });
  return row!.id;
}
export const updateCategory = (tx: Tx, merchantId: number, id: number, values: Partial<typeof adCategory.$inferInsert>) =>
  tx.update(adCategory).set({ ...values, update_time: new Date() }).where(and(eq(adCategory.merchant, merchantId), eq(adCategory.id, id)));
export const deleteCategory = (tx: Tx, merchantId: number, id: number) => tx.delete(adCategory).where(and(eq(adCategory.merchant, merchantId), eq(adCategory.id, id)));

/** Option source: the merchant's enabled categories by name or id, in their order. */
export const categoryOptions = (tx: Tx, merchantId: number, keywords: string | undefined, limit: number) =>
  tx
    .select({ id: adCategory.id, name: adCategory.name })
    .from(adCategory)
    .where(
      and(
        eq(adCategory.merchant, merchantId),
        eq(adCategory.status, 1),
        keywords ? or(ilike(adCategory.name, contains(keywords)), /^\d+$/.test(keywords) ? eq(adCategory.id, Number(keywords)) : undefined) : undefined,
      ),
    )
    .orderBy(asc(adCategory.sort), asc(adCategory.id))
    .limit(limit);

// ---- 流量主 ------------------------------------------------------------------------------------------------------

const providerId = sql.raw('"traffic_provider"."id"');
const providerColumns = {
  id: trafficProvider.id,
  name: trafficProvider.name,
  type: trafficProvider.type,
  contact_name: trafficProvider.contact_name,
  contact_mobile: trafficProvider.contact_mobile,
  share_rate: trafficProvider.share_rate,
  status: trafficProvider.status,
  remark: trafficProvider.remark,
  space_count: sql<number>`(select count(*)::int from ${adSpace} s where s.merchant = "traffic_provider"."merchant" and s.provider = ${providerId})`,
  create_time: trafficProvider.create_time,
  update_time: trafficProvider.update_time,
};
export type ProviderRow = NonNullable<Awaited<ReturnType<typeof findProvider>>>;
export interface ProviderFilter {
  name?: string;
  type?: number;
  status?: number;
}
const providerWhere = (merchantId: number, f: ProviderFilter) =>
  and(
    eq(trafficProvider.merchant, merchantId),
    f.name ? ilike(trafficProvider.name, contains(f.name)) : undefined,
    f.type === undefined ? undefined : eq(trafficProvider.type, f.type),
    f.status === undefined ? undefined : eq(trafficProvider.status, f.status),
  );
export const findProvider = (tx: Tx, merchantId: number, id: number, lock?: boolean) =>
  lockable(tx.select(providerColumns).from(trafficProvider).where(and(eq(trafficProvider.merchant, merchantId), eq(trafficProvider.id, id))).limit(1), lock);
export const providerPage = (tx: Tx, merchantId: number, f: ProviderFilter, limit: number, offset: number) =>
  tx.select(providerColumns).from(trafficProvider).where(providerWhere(merchantId, f)).orderBy(desc(trafficProvider.id)).limit(limit).offset(offset);
export const providerTotal = (tx: Tx, merchantId: number, f: ProviderFilter) => totalOf(tx, trafficProvider, providerWhere(merchantId, f));
export const providerNameTaken = (tx: Tx, merchantId: number, name: string, except?: number) => nameTaken(tx, trafficProvider, merchantId, name, except);
export async function insertProvider(tx: Tx, values: typeof trafficProvider.$inferInsert) {
  const [row] = await tx.insert(trafficProvider).values(values).returning({ id: trafficProvider.id });
  return row!.id;
}
export const updateProvider = (tx: Tx, merchantId: number, id: number, values: Partial<typeof trafficProvider.$inferInsert>) =>
  tx.update(trafficProvider).set({ ...values, update_time: new Date() }).where(and(eq(trafficProvider.merchant, merchantId), eq(trafficProvider.id, id)));
/** Option source: the merchant's enabled providers by name or id. */
export const providerOptions = (tx: Tx, merchantId: number, keywords: string | undefined, limit: number) =>
  tx
    .select({ id: trafficProvider.id, name: trafficProvider.name })
    .from(trafficProvider)
    .where(
      and(
        eq(trafficProvider.merchant, merchantId),
        eq(trafficProvider.status, 1),
        keywords ? or(ilike(trafficProvider.name, contains(keywords)), /^\d+$/.test(keywords) ? eq(trafficProvider.id, Number(keywords)) : undefined) : undefined,
      ),
    )
    .orderBy(desc(trafficProvider.id))
    .limit(limit);

// ---- 广告位 ------------------------------------------------------------------------------------------------------

const spaceColumns = {
  id: adSpace.id,
  code: adSpace.code,
  name: adSpace.name,
  scene: adSpace.scene,
  material: adSpace.material,
  width: adSpace.width,
  height: adSpace.height,
  duration: adSpace.duration,
  billing: adSpace.billing,
  floor_price: adSpace.floor_price,
  daily_limit: adSpace.daily_limit,
  provider: sql<number>`coalesce(${adSpace.provider}, 0)::int`,
  provider_name: sql<string>`coalesce((select p.name from ${trafficProvider} p where p.merchant = "ad_space"."merchant" and p.id = "ad_space"."provider"), '')`,
  status: adSpace.status,
  remark: adSpace.remark,
  create_time: adSpace.create_time,
  update_time: adSpace.update_time,
};
export type SpaceRow = NonNullable<Awaited<ReturnType<typeof findSpace>>>;
export interface SpaceFilter {
  keywords?: string;
  scene?: number;
  provider?: number;
  status?: number;
}
const spaceWhere = (merchantId: number, f: SpaceFilter) =>
  and(
    eq(adSpace.merchant, merchantId),
    f.keywords ? or(ilike(adSpace.name, contains(f.keywords)), ilike(adSpace.code, contains(f.keywords))) : undefined,
    f.scene === undefined ? undefined : eq(adSpace.scene, f.scene),
    f.provider === undefined ? undefined : eq(adSpace.provider, f.provider),
    f.status === undefined ? undefined : eq(adSpace.status, f.status),
  );
export const findSpace = (tx: Tx, merchantId: number, id: number, lock?: boolean) =>
  lockable(tx.select(spaceColumns).from(adSpace).where(and(eq(adSpace.merchant, merchantId), eq(adSpace.id, id))).limit(1), lock);
export const spacePage = (tx: Tx, merchantId: number, f: SpaceFilter, limit: number, offset: number) =>
  tx.select(spaceColumns).from(adSpace).where(spaceWhere(merchantId, f)).orderBy(desc(adSpace.id)).limit(limit).offset(offset);
export const spaceTotal = (tx: Tx, merchantId: number, f: SpaceFilter) => totalOf(tx, adSpace, spaceWhere(merchantId, f));
/** The merchant's spaces of these ids (for a delivery plan), any status. */
export const spacesByIds = (tx: Tx, merchantId: number, ids: readonly number[]) =>
  ids.length ? tx.select(spaceColumns).from(adSpace).where(and(eq(adSpace.merchant, merchantId), inArray(adSpace.id, [...ids]))).orderBy(asc(adSpace.id)) : Promise.resolve([]);
/** Option source: the merchant's enabled spaces by name, code or id. */
export const spaceOptions = (tx: Tx, merchantId: number, keywords: string | undefined, limit: number) =>
  tx
    .select({ id: adSpace.id, code: adSpace.code, name: adSpace.name })
    .from(adSpace)
    .where(
      and(
        eq(adSpace.merchant, merchantId),
        eq(adSpace.status, 1),
        keywords
          ? or(ilike(adSpace.name, contains(keywords)), ilike(adSpace.code, contains(keywords)), /^\d+$/.test(keywords) ? eq(adSpace.id, Number(keywords)) : undefined)
          : undefined,
      ),
    )
    .orderBy(desc(adSpace.id))
    .limit(limit);
export async function spaceCodeHolder(tx: Tx, merchantId: number, code: string, except?: number) {
  const [row] = await tx
    .select({ name: adSpace.name })
    .from(adSpace)
    .where(and(eq(adSpace.merchant, merchantId), sql`lower(${adSpace.code}) = lower(${code})`, except ? sql`${adSpace.id} <> ${except}` : undefined))
    .limit(1);
  return row?.name;
}
export async function insertSpace(tx: Tx, values: typeof adSpace.$inferInsert) {
  const [row] = await tx.insert(adSpace).values(values).returning({ id: adSpace.id });
  return row!.id;
}
export const updateSpace = (tx: Tx, merchantId: number, id: number, values: Partial<typeof adSpace.$inferInsert>) =>
  tx.update(adSpace).set({ ...values, update_time: new Date() }).where(and(eq(adSpace.merchant, merchantId), eq(adSpace.id, id)));

// ---- 定向包 ------------------------------------------------------------------------------------------------------

const targetingColumns = {
  id: targetingPackage.id,
  name: targetingPackage.name,
  regions: targetingPackage.regions,
  gender: targetingPackage.gender,
  age_min: targetingPackage.age_min,
  age_max: targetingPackage.age_max,
  os: targetingPackage.os,
  hours: targetingPackage.hours,
  remark: targetingPackage.remark,
  create_time: targetingPackage.create_time,
  update_time: targetingPackage.update_time,
};
export type TargetingRow = NonNullable<Awaited<ReturnType<typeof findTargeting>>>;
export interface TargetingFilter {
  name?: string;
  /** A province or city code: packages naming it, or 不限 (no region), reach it. */
  region?: string;
}
const targetingWhere = (merchantId: number, f: TargetingFilter) =>
  and(
    eq(targetingPackage.merchant, merchantId),
    f.name ? ilike(targetingPackage.name, contains(f.name)) : undefined,
    f.region ? sql`${f.region} = any(${targetingPackage.regions})` : undefined,
  );
export const findTargeting = (tx: Tx, merchantId: number, id: number, lock?: boolean) =>
  lockable(tx.select(targetingColumns).from(targetingPackage).where(and(eq(targetingPackage.merchant, merchantId), eq(targetingPackage.id, id))).limit(1), lock);
export const targetingPage = (tx: Tx, merchantId: number, f: TargetingFilter, limit: number, offset: number) =>
  tx.select(targetingColumns).from(targetingPackage).where(targetingWhere(merchantId, f)).orderBy(desc(targetingPackage.id)).limit(limit).offset(offset);
export const targetingTotal = (tx: Tx, merchantId: number, f: TargetingFilter) => totalOf(tx, targetingPackage, targetingWhere(merchantId, f));
export const targetingNameTaken = (tx: Tx, merchantId: number, name: string, except?: number) => nameTaken(tx, targetingPackage, merchantId, name, except);
export async function insertTargeting(tx: Tx, values: typeof targetingPackage.$inferInsert) {
  const [row] = await tx.insert(targetingPackage).values(values).returning({ id: targetingPackage.id });
  return row!.id;
}
export const updateTargeting = (tx: Tx, merchantId: number, id: number, values: Partial<typeof targetingPackage.$inferInsert>) =>
  tx.update(targetingPackage).set({ ...values, update_time: new Date() }).where(and(eq(targetingPackage.merchant, merchantId), eq(targetingPackage.id, id)));
/** Option source: the merchant's targeting packages by name or id. */
export const targetingOptions = (tx: Tx, merchantId: number, keywords: string | undefined, limit: number) =>
  tx
    .select({ id: targetingPackage.id, name: targetingPackage.name })
    .from(targetingPackage)
    .where(
      and(
        eq(targetingPackage.merchant, merchantId),
        keywords ? or(ilike(targetingPackage.name, contains(keywords)), /^\d+$/.test(keywords) ? eq(targetingPackage.id, Number(keywords)) : undefined) : undefined,
      ),
    )
    .orderBy(desc(targetingPackage.id))
    .limit(limit);
export const deleteTargeting = (tx: Tx, merchantId: number, id: number) =>
  tx.delete(targetingPackage).where(and(eq(targetingPackage.merchant, merchantId), eq(targetingPackage.id, id)));
