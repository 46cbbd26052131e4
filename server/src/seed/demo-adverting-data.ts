import { addDays, todayInChina } from '@console/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { adAdvertiser, adBill, adChannelApp, adPlan, adPlanSpace, adSpace, adStatDaily, trafficProvider } from '../db/schema/index.js';

/**
 * 广告 › 数据 of the platform's advertising business (100000, `admin`): the daily facts (`ad_stat_daily`) of the plans
 * that ran, up to yesterday. External plans are the advertisers' bills spread over their plans, spaces, channel apps
 * and cities — so that an advertiser's statistics equal its 账单 day by day; internal plans bring shows and clicks
 * without cost. Three plans that the bills need (one ended, two running) are added here and the delivery seed's
 * 比亚迪 plan is linked to its advertiser. docs/decisions.md, "Advertising data (广告 › 数据概览, 数据中心)".
 */
const merchant = 100000;

/** Integer parts of `total` in proportion to `weights`, summing exactly to it (largest remainder). */
export function split(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (!sum || !total) return weights.map(() => 0);
  const raw = weights.map((w) => (total * w) / sum);
  const parts = raw.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/** Cities of the traffic (深圳 the most); the screens at the lots and piles are in 深圳 only. */
const cities = [
  ['440300', 0.55],
  ['440100', 0.2],
  ['441900', 0.1],
  ['440600', 0.08],
  ['430100', 0.07],
] as const;

export async function seedDemoAdvertingData(tx: Tx) {
  const today = todayInChina();
  const day = (offset: number) => addDays(today, offset);
  const at = (offset: number, hour: number) => new Date(`${day(offset)}T${String(hour).padStart(2, '0')}:00:00+08:00`);

  const spaces = await tx.select({ id: adSpace.id, code: adSpace.code, provider: adSpace.provider, billing: adSpace.billing }).from(adSpace).where(eq(adSpace.merchant, merchant));
  const space = (code: string) => spaces.find((s) => s.code === code)!;
  const providers = await tx.select({ id: trafficProvider.id, share_rate: trafficProvider.share_rate }).from(trafficProvider).where(eq(trafficProvider.merchant, merchant));
  const shareOf = (provider: number | null) => (provider === null ? 0 : (providers.find((p) => p.id === provider)?.share_rate ?? 0));
  const apps = await tx.select({ id: adChannelApp.id, bundle: adChannelApp.bundle, platform: adChannelApp.platform }).from(adChannelApp).where(eq(adChannelApp.merchant, merchant));
  const app = (bundle: string, platform: number) => apps.find((a) => a.bundle === bundle && a.platform === platform)!.id;
  const advertisers = await tx.select({ id: adAdvertiser.id, short_name: adAdvertiser.short_name }).from(adAdvertiser).where(eq(adAdvertiser.merchant, merchant));
  const advertiser = (short: string) => advertisers.find((a) => a.short_name === short)!.id;

  // Which channel apps ask for each space, with their weights by day (-n days ago); none for the screens.
  const ios = app('com.zhibo.park', 1);
  const android = app('com.zhibo.park', 2);
  const weapp = app('wx8f3b2c1d0e9a7b6c', 4);
  const h5 = app('pay.futian-park.cn', 6);
  const pile = app('com.nanshan.charge.screen', 2);
  const channels = (code: string, ago: number): [number | null, number][] => {
    switch (code) {
      case 'APP_SPLASH':
        return [[ios, 0.42], [android, 0.58]];
      case 'APP_HOME_BANNER':
        return [[ios, 0.35], [android, 0.45], [weapp, 0.2]];
      // The H5 was replaced by the mini program 30 days ago (渠道应用's remark).
      case 'PAY_SUCCESS':
        return ago > 30 ? [[weapp, 0.5], [h5, 0.5]] : [[weapp, 1]];
      case 'NS_PILE_SCREEN':
        return [[pile, 1]];
      default:
        return [[null, 1]];
    }
  };
  const regionsOf = (code: string, ago: number): [string, number][] =>
    code === 'FT_EXIT_SCREEN' || code === 'NS_PILE_SCREEN' ? [['440300', 1]] : cities.map(([c, w], i) => [c, w * (0.85 + 0.3 * Math.abs(Math.sin(ago * 0.9 + i)))]);

  // The plans the bills need, and the delivery seed's 比亚迪 plan linked to 蓝海传媒.
  const lanhai = advertiser('蓝海传媒');
  const auto = advertiser('粤港汽车');
  const food = advertiser('味道湘村');
  await tx.update(adPlan).set({ advertiser_id: lanhai }).where(and(eq(adPlan.merchant, merchant), eq(adPlan.name, '比亚迪秋季试驾开屏')));
  const plan = async (p: { name: string; advertiser: number; advertiser_name: string; spaces: string[]; from: number; to: number; status: number; bidding: number; bid: number; budget: number; remark?: string }) => {
    const [row] = await tx
      .insert(adPlan)
      .values({
        merchant, kind: 2, name: p.name, advertiser_id: p.advertiser, advertiser_name: p.advertiser_name, start_date: day(p.from), end_date: day(p.to), bidding: p.bidding, bid_price: p.bid,
        daily_budget: p.budget, status: p.status, submit_time: at(p.from - 2, 10), audit_time: at(p.from - 2, 15), auditor_name: '平台管理员', audit_remark: '素材与资质齐全',
        creator_name: '平台管理员', remark: p.remark ?? '', create_time: at(p.from - 3, 11), update_time: at(p.from - 2, 15),
      })
      .returning({ id: adPlan.id });
    await tx.insert(adPlanSpace).values(p.spaces.map((code) => ({ merchant, plan: row!.id, space: space(code).id })));
    return row!.id;
  };
  const [byd] = await tx.select({ id: adPlan.id, start: adPlan.start_date }).from(adPlan).where(and(eq(adPlan.merchant, merchant), eq(adPlan.name, '比亚迪秋季试驾开屏')));
  const bydFrom = byd ? -Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${byd.start}T00:00:00Z`)) / 86_400_000) : 0;
  const lanhaiAutumn = await plan({ name: '蓝海·本地生活秋季推广', advertiser: lanhai, advertiser_name: '蓝海传媒广告有限公司', spaces: ['PAY_SUCCESS', 'NS_PILE_SCREEN'], from: -46, to: bydFrom - 1,
    status: 5, bidding: 1, bid: 4000, budget: 300_000, remark: '到期结束，续投为比亚迪开屏' });
  const autoPlan = await plan({ name: '粤港汽车·新能源到店礼', advertiser: auto, advertiser_name: '粤港汽车销售服务有限公司', spaces: ['APP_SPLASH', 'NS_PILE_SCREEN'], from: -46, to: 15, status: 3, bidding: 1, bid: 4200, budget: 500_000 });
  const foodPlan = await plan({ name: '味道湘村·午市套餐', advertiser: food, advertiser_name: '味道湘村餐饮管理有限公司', spaces: ['APP_HOME_BANNER'], from: -46, to: 10, status: 3, bidding: 2, bid: 60, budget: 100_000 });

  // Which plan × space pairs of an advertiser served on a day, with their weights.
  const pairsOf = (advertiserId: number, ago: number): [number, string, number][] => {
    if (advertiserId === lanhai) return byd && -ago >= bydFrom ? [[byd.id, 'APP_SPLASH', 1]] : [[lanhaiAutumn, 'PAY_SUCCESS', 0.7], [lanhaiAutumn, 'NS_PILE_SCREEN', 0.3]];
    if (advertiserId === auto) return [[autoPlan, 'APP_SPLASH', 0.65], [autoPlan, 'NS_PILE_SCREEN', 0.35]];
    if (advertiserId === food) return [[foodPlan, 'APP_HOME_BANNER', 1]];
    return [];
  };

  type Fact = typeof adStatDaily.$inferInsert;
  const facts: Fact[] = [];
  /** One day of one plan × space: its shows, clicks and cost spread over channels and cities. */
  const spread = (date: string, ago: number, planId: number, code: string, advertiserId: number | null, shows: number, clicks: number, cost: number) => {
    const s = space(code);
    const cells: { channel: number | null; region: string; w: number }[] = [];
    for (const [channel, cw] of channels(code, ago)) for (const [region, rw] of regionsOf(code, ago)) cells.push({ channel, region, w: cw * rw });
    const showParts = split(shows, cells.map((c) => c.w));
    const clickParts = split(clicks, showParts);
    // CPC spaces cost by the click, the others by the show.
    const costParts = split(cost, s.billing === 2 ? clickParts : showParts);
    const share = shareOf(s.provider);
    cells.forEach((c, i) => {
      if (!showParts[i]) return;
      const partCost = costParts[i]!;
      facts.push({
        merchant, stat_date: date, plan: planId, space: s.id, channel_app: c.channel, advertiser: advertiserId, provider: s.provider, region: c.region,
        shows: showParts[i]!, clicks: Math.min(clickParts[i]!, showParts[i]!), cost: partCost, provider_income: Math.floor((partCost * share) / 100), create_time: at(-ago + 1, 1),
      });
    });
  };

  // External plans: every bill of the advertisers, spread.
  const bills = await tx.select({ advertiser: adBill.advertiser, date: adBill.bill_date, shows: adBill.shows, clicks: adBill.clicks, amount: adBill.amount }).from(adBill)
    .where(eq(adBill.merchant, merchant)).orderBy(asc(adBill.bill_date));
  for (const b of bills) {
    const ago = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${b.date}T00:00:00Z`)) / 86_400_000);
    const pairs = pairsOf(b.advertiser, ago);
    if (!pairs.length) continue;
    const shows = split(b.shows, pairs.map((p) => p[2]));
    const clicks = split(b.clicks, shows);
    const cost = split(b.amount, shows);
    pairs.forEach(([planId, code], i) => spread(b.date, ago, planId, code, b.advertiser, shows[i]!, Math.min(clicks[i]!, shows[i]!), cost[i]!));
  }

  // Internal plans: the platform's own promotions (no cost) on the days they ran.
  const internal = await tx.select({ id: adPlan.id, name: adPlan.name, start: adPlan.start_date, end: adPlan.end_date }).from(adPlan).where(and(eq(adPlan.merchant, merchant), eq(adPlan.kind, 1)));
  const internalSpaces: Record<string, [string, number]> = { 智泊云月卡续费提醒: ['APP_SPLASH', 16_000], 国庆出行安全提示: ['FT_EXIT_SCREEN', 9_000] };
  for (const p of internal) {
    const what = internalSpaces[p.name];
    if (!what) continue;
    for (let ago = 60; ago >= 1; ago--) {
      const date = day(-ago);
      if (date < p.start || date > p.end) continue;
      const shows = Math.round(what[1] * (0.8 + 0.4 * Math.abs(Math.sin(ago * 1.3))));
      spread(date, ago, p.id, what[0], null, shows, Math.round(shows * (0.009 + (ago % 5) / 1000)), 0);
    }
  }

  for (let i = 0; i < facts.length; i += 500) await tx.insert(adStatDaily).values(facts.slice(i, i + 500));
}
