import { and, asc, count, desc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { adChannelBill, adChannelBillLine, adProviderSetting, adProviderTraffic, adSpace, trafficProvider } from '../../../db/schema/index.js';

// Every query names the merchant it serves; row-level security is the second line.

// ---- 计费规则 and 分润设置 --------------------------------------------------------------------------------------------

export const findSetting = async (tx: Tx, merchantId: number) => (await tx.select().from(adProviderSetting).where(eq(adProviderSetting.merchant, merchantId)).limit(1))[0];

export async function saveSetting(tx: Tx, merchantId: number, changes: Partial<typeof adProviderSetting.$inferInsert>) {
  await tx.insert(adProviderSetting).values({ merchant: merchantId, ...changes }).onConflictDoUpdate({ target: adProviderSetting.merchant, set: changes });
}

/** Every provider of the merchant with its share rate and how many spaces it carries. */
export const providerRates = (tx: Tx, merchantId: number) =>
  tx
    .select({
      id: trafficProvider.id,
      name: trafficProvider.name,
      type: trafficProvider.type,
      share_rate: trafficProvider.share_rate,
      status: trafficProvider.status,
      // Qualified by hand: inside the subquery a bare "merchant" would be the space's.
      space_count: sql<number>`(select count(*)::int from ${adSpace} s where s.merchant = "traffic_provider"."merchant" and s.provider = "traffic_provider"."id")`,
    })
    .from(trafficProvider)
    .where(eq(trafficProvider.merchant, merchantId))
    .orderBy(desc(trafficProvider.status), asc(trafficProvider.id));

// ---- 广告数据 ----------------------------------------------------------------------------------------------------

const sums = {
  exposures: sql<number>`coalesce(sum(${adProviderTraffic.exposures}), 0)::bigint`.mapWith(Number),
  clicks: sql<number>`coalesce(sum(${adProviderTraffic.clicks}), 0)::bigint`.mapWith(Number),
  internal_exposures: sql<number>`coalesce(sum(${adProviderTraffic.internal_exposures}), 0)::bigint`.mapWith(Number),
  revenue: sql<number>`coalesce(sum(${adProviderTraffic.revenue}), 0)::bigint`.mapWith(Number),
};
export interface DataFilter {
  start: string;
  end: string;
  provider?: number;
}
const dataWhere = (merchantId: number, f: DataFilter) =>
  and(
    eq(adProviderTraffic.merchant, merchantId),
    gte(adProviderTraffic.day, f.start),
    lte(adProviderTraffic.day, f.end),
    f.provider ? eq(adProviderTraffic.provider, f.provider) : isNotNull(adProviderTraffic.provider),
  );

/** One row per day and provider, the latest day first. */
export const dataPage = (tx: Tx, merchantId: number, f: DataFilter, limit: number, offset: number) =>
  tx
    .select({
      day: adProviderTraffic.day,
      provider: sql<number>`${adProviderTraffic.provider}`.mapWith(Number),
      provider_name: sql<string>`coalesce((select p.name from ${trafficProvider} p where p.merchant = "ad_provider_traffic"."merchant" and p.id = "ad_provider_traffic"."provider"), '')`,
      space_count: sql<number>`count(distinct ${adProviderTraffic.space})::int`,
      ...sums,
    })
    .from(adProviderTraffic)
    .where(dataWhere(merchantId, f))
    .groupBy(adProviderTraffic.merchant, adProviderTraffic.day, adProviderTraffic.provider)
    .orderBy(desc(adProviderTraffic.day), asc(adProviderTraffic.provider))
    .limit(limit)
    .offset(offset);

export async function dataTotals(tx: Tx, merchantId: number, f: DataFilter) {
  const [row] = await tx
    .select({ groups: sql<number>`count(distinct (${adProviderTraffic.day}, ${adProviderTraffic.provider}))::int`, ...sums })
    .from(adProviderTraffic)
    .where(dataWhere(merchantId, f));
  return row!;
}

// ---- 广告位分析 --------------------------------------------------------------------------------------------------

/** Each day of the range (no data: zeros), optionally of one space. */
type Sums = { exposures: string; clicks: string; internal_exposures: string; revenue: string };
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
export const analysisDays = async (tx: Tx, merchantId: number, start: string, end: string, space?: number) =>
  rowsOf<Sums & { day: string }>(await tx.execute(sql`
    select to_char(d, 'YYYY-MM-DD') as day,
      coalesce(sum(t.exposures), 0) as exposures, coalesce(sum(t.clicks), 0) as clicks,
      coalesce(sum(t.internal_exposures), 0) as internal_exposures, coalesce(sum(t.revenue), 0) as revenue
    from generate_series(${start}::date, ${end}::date, interval '1 day') d
    left join ${adProviderTraffic} t on t.merchant = ${merchantId} and t.day = d::date ${space ? sql`and t.space = ${space}` : sql``}
    group by d order by d`));

/** Every space of the merchant (or the one) with its range's sums, the highest revenue first. */
export const analysisSpaces = async (tx: Tx, merchantId: number, start: string, end: string, space?: number) =>
  rowsOf<Sums & { id: string; code: string; name: string; scene: number; provider_name: string }>(await tx.execute(sql`
    select s.id, s.code, s.name, s.scene,
      coalesce((select p.name from ${trafficProvider} p where p.merchant = s.merchant and p.id = s.provider), '') as provider_name,
      coalesce(sum(t.exposures), 0) as exposures, coalesce(sum(t.clicks), 0) as clicks,
      coalesce(sum(t.internal_exposures), 0) as internal_exposures, coalesce(sum(t.revenue), 0) as revenue
    from ${adSpace} s
    left join ${adProviderTraffic} t on t.merchant = s.merchant and t.space = s.id and t.day between ${start}::date and ${end}::date
    where s.merchant = ${merchantId} ${space ? sql`and s.id = ${space}` : sql``}
    group by s.id order by coalesce(sum(t.revenue), 0) desc, coalesce(sum(t.exposures), 0) desc, s.id`));

export const spaceExists = async (tx: Tx, merchantId: number, id: number) =>
  Boolean((await tx.select({ id: adSpace.id }).from(adSpace).where(and(eq(adSpace.merchant, merchantId), eq(adSpace.id, id))).limit(1))[0]);

// ---- 渠道账单 ----------------------------------------------------------------------------------------------------

/** A month's traffic per provider and space (the provider of each day; the partner's own traffic is not billed). */
export const monthTraffic = (tx: Tx, merchantId: number, start: string, end: string) =>
  tx
    .select({
      provider: sql<number>`${adProviderTraffic.provider}`.mapWith(Number),
      provider_name: trafficProvider.name,
      share_rate: trafficProvider.share_rate,
      space: adProviderTraffic.space,
      space_code: adSpace.code,
      space_name: adSpace.name,
      ...sums,
    })
    .from(adProviderTraffic)
    .innerJoin(trafficProvider, and(eq(trafficProvider.merchant, adProviderTraffic.merchant), eq(trafficProvider.id, adProviderTraffic.provider)))
    .innerJoin(adSpace, and(eq(adSpace.merchant, adProviderTraffic.merchant), eq(adSpace.id, adProviderTraffic.space)))
    .where(and(eq(adProviderTraffic.merchant, merchantId), gte(adProviderTraffic.day, start), lte(adProviderTraffic.day, end)))
    .groupBy(adProviderTraffic.provider, trafficProvider.name, trafficProvider.share_rate, adProviderTraffic.space, adSpace.code, adSpace.name)
    .orderBy(asc(adProviderTraffic.provider), asc(adProviderTraffic.space));

export type BillRow = typeof adChannelBill.$inferSelect;
export interface BillFilter {
  provider?: number;
  period?: string;
  status?: number;
}
const billWhere = (merchantId: number, f: BillFilter) =>
  and(
    eq(adChannelBill.merchant, merchantId),
    f.provider ? eq(adChannelBill.provider, f.provider) : undefined,
    f.period ? eq(adChannelBill.period, f.period) : undefined,
    f.status === undefined ? undefined : eq(adChannelBill.status, f.status),
  );
export const billPage = (tx: Tx, merchantId: number, f: BillFilter, limit: number, offset: number) =>
  tx.select().from(adChannelBill).where(billWhere(merchantId, f)).orderBy(desc(adChannelBill.period), desc(adChannelBill.id)).limit(limit).offset(offset);
export const billTotal = async (tx: Tx, merchantId: number, f: BillFilter) => (await tx.select({ n: count() }).from(adChannelBill).where(billWhere(merchantId, f)))[0]?.n ?? 0;

export async function findBill(tx: Tx, merchantId: number, id: number, lock?: boolean) {
  const query = tx.select().from(adChannelBill).where(and(eq(adChannelBill.merchant, merchantId), eq(adChannelBill.id, id))).limit(1);
  return (lock ? await query.for('update') : await query)[0];
}
export const findBillOf = async (tx: Tx, merchantId: number, provider: number, period: string) =>
  (
    await tx
      .select()
      .from(adChannelBill)
      .where(and(eq(adChannelBill.merchant, merchantId), eq(adChannelBill.provider, provider), eq(adChannelBill.period, period)))
      .limit(1)
      .for('update')
  )[0];
export const billLines = (tx: Tx, merchantId: number, bill: number) =>
  tx.select().from(adChannelBillLine).where(and(eq(adChannelBillLine.merchant, merchantId), eq(adChannelBillLine.bill, bill))).orderBy(desc(adChannelBillLine.amount), asc(adChannelBillLine.space));

export async function insertBill(tx: Tx, values: typeof adChannelBill.$inferInsert) {
  const [row] = await tx.insert(adChannelBill).values(values).returning({ id: adChannelBill.id });
  return row!.id;
}
export const updateBill = (tx: Tx, merchantId: number, id: number, values: Partial<typeof adChannelBill.$inferInsert>) =>
  tx.update(adChannelBill).set({ ...values, update_time: new Date() }).where(and(eq(adChannelBill.merchant, merchantId), eq(adChannelBill.id, id)));
export async function replaceLines(tx: Tx, merchantId: number, bill: number, lines: Omit<typeof adChannelBillLine.$inferInsert, 'merchant' | 'bill'>[]) {
  await tx.delete(adChannelBillLine).where(and(eq(adChannelBillLine.merchant, merchantId), eq(adChannelBillLine.bill, bill)));
  if (lines.length) await tx.insert(adChannelBillLine).values(lines.map((l) => ({ ...l, merchant: merchantId, bill })));
}
