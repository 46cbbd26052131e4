import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { adChannelApp, adExposureStrategy, trafficProvider } from '../../../db/schema/index.js';
import { contains } from '../../../shared/text.js';

// 曝光策略 and 渠道应用: every query names the merchant it serves; row-level security and the provider's composite key
// stand behind.

async function first<T>(query: { for: (mode: 'update') => Promise<T[]> } & PromiseLike<T[]>, lock?: boolean) {
  return (lock ? await query.for('update') : await query)[0];
}

// ---- 曝光策略 ----------------------------------------------------------------------------------------------------

const strategyColumns = {
  id: adExposureStrategy.id,
  name: adExposureStrategy.name,
  user_daily_cap: adExposureStrategy.user_daily_cap,
  interval_minutes: adExposureStrategy.interval_minutes,
  rotation: adExposureStrategy.rotation,
  status: adExposureStrategy.status,
  remark: adExposureStrategy.remark,
  create_time: adExposureStrategy.create_time,
  update_time: adExposureStrategy.update_time,
};
export type StrategyRow = NonNullable<Awaited<ReturnType<typeof findStrategy>>>;
const strategyWhere = (merchantId: number, f: { name?: string; status?: number }): SQL | undefined =>
  and(eq(adExposureStrategy.merchant, merchantId), f.name ? ilike(adExposureStrategy.name, contains(f.name)) : undefined, f.status === undefined ? undefined : eq(adExposureStrategy.status, f.status));
export const findStrategy = (tx: Tx, merchantId: number, id: number, lock?: boolean) =>
  first(tx.select(strategyColumns).from(adExposureStrategy).where(and(eq(adExposureStrategy.merchant, merchantId), eq(adExposureStrategy.id, id))).limit(1), lock);
export const strategyPage = (tx: Tx, merchantId: number, f: { name?: string; status?: number }, limit: number, offset: number) =>
  tx.select(strategyColumns).from(adExposureStrategy).where(strategyWhere(merchantId, f)).orderBy(desc(adExposureStrategy.id)).limit(limit).offset(offset);
export const strategyTotal = async (tx: Tx, merchantId: number, f: { name?: string; status?: number }) =>
  (await tx.select({ n: count() }).from(adExposureStrategy).where(strategyWhere(merchantId, f)))[0]?.n ?? 0;
export async function strategyNameTaken(tx: Tx, merchantId: number, name: string, except?: number) {
  const [row] = await tx
    .select({ id: adExposureStrategy.id })
    .from(adExposureStrategy)
    .where(and(eq(adExposureStrategy.merchant, merchantId), sql`lower(${adExposureStrategy.name}) = lower(${name})`, except ? sql`${adExposureStrategy.id} <> ${except}` : undefined))
    .limit(1);
  return Boolean(row);
}
export async function insertStrategy(tx: Tx, values: typeof adExposureStrategy.$inferInsert) {
  const [row] = await tx.insert(adExposureStrategy).values(values).returning({ id: adExposureStrategy.id });
  return row!.id;
}
export const updateStrategy = (tx: Tx, merchantId: number, id: number, values: Partial<typeof adExposureStrategy.$inferInsert>) =>
  tx.update(adExposureStrategy).set({ ...values, update_time: new Date() }).where(and(eq(adExposureStrategy.merchant, merchantId), eq(adExposureStrategy.id, id)));

// ---- 渠道应用 ----------------------------------------------------------------------------------------------------

const appColumns = {
  id: adChannelApp.id,
  name: adChannelApp.name,
  platform: adChannelApp.platform,
  bundle: adChannelApp.bundle,
  app_key: adChannelApp.app_key,
  provider: sql<number>`coalesce(${adChannelApp.provider}, 0)::int`,
  provider_name: sql<string>`coalesce((select p.name from ${trafficProvider} p where p.merchant = "ad_channel_app"."merchant" and p.id = "ad_channel_app"."provider"), '')`,
  status: adChannelApp.status,
  remark: adChannelApp.remark,
  create_time: adChannelApp.create_time,
  update_time: adChannelApp.update_time,
};
export type AppRow = NonNullable<Awaited<ReturnType<typeof findApp>>>;
export interface AppFilter {
  keywords?: string;
  platform?: number;
  status?: number;
}
const appWhere = (merchantId: number, f: AppFilter): SQL | undefined =>
  and(
    eq(adChannelApp.merchant, merchantId),
    f.keywords ? or(ilike(adChannelApp.name, contains(f.keywords)), ilike(adChannelApp.bundle, contains(f.keywords))) : undefined,
    f.platform === undefined ? undefined : eq(adChannelApp.platform, f.platform),
    f.status === undefined ? undefined : eq(adChannelApp.status, f.status),
  );
export const findApp = (tx: Tx, merchantId: number, id: number, lock?: boolean) =>
  first(tx.select(appColumns).from(adChannelApp).where(and(eq(adChannelApp.merchant, merchantId), eq(adChannelApp.id, id))).limit(1), lock);
export const appPage = (tx: Tx, merchantId: number, f: AppFilter, limit: number, offset: number) =>
  tx.select(appColumns).from(adChannelApp).where(appWhere(merchantId, f)).orderBy(desc(adChannelApp.id)).limit(limit).offset(offset);
export const appTotal = async (tx: Tx, merchantId: number, f: AppFilter) => (await tx.select({ n: count() }).from(adChannelApp).where(appWhere(merchantId, f)))[0]?.n ?? 0;
/** Another app of the merchant on the same platform with this bundle (case-insensitive). */
export async function bundleHolder(tx: Tx, merchantId: number, platform: number, bundle: string, except?: number) {
  const [row] = await tx
    .select({ name: adChannelApp.name })
    .from(adChannelApp)
    .where(and(eq(adChannelApp.merchant, merchantId), eq(adChannelApp.platform, platform), sql`lower(${adChannelApp.bundle}) = lower(${bundle})`, except ? sql`${adChannelApp.id} <> ${except}` : undefined))
    .limit(1);
  return row?.name;
}
export async function insertApp(tx: Tx, values: typeof adChannelApp.$inferInsert) {
  const [row] = await tx.insert(adChannelApp).values(values).returning({ id: adChannelApp.id });
  return row!.id;
}
export const updateApp = (tx: Tx, merchantId: number, id: number, values: Partial<typeof adChannelApp.$inferInsert>) =>
  tx.update(adChannelApp).set({ ...values, update_time: new Date() }).where(and(eq(adChannelApp.merchant, merchantId), eq(adChannelApp.id, id)));
