import { addDays, todayInChina } from '@console/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adAdvertiser, adBill, adPlan, adSpace, adStatDaily, trafficProvider } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers.js';

// 广告 › 数据概览 and 数据 over the demo's daily facts of 100000 (admin, the demo's advertising partner):
// docs/decisions.md, "Advertising data (广告 › 数据概览, 数据中心)".
let t: TestApp;
let admin: string;
let adminStaff: string;
let partner: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, adminStaff, partner] = (await Promise.all(['admin', 'admin-staff', 'parking-partner'].map((a) => t.login(a)))) as [string, string, string];
  // A loaded two-CPU machine once took over a minute to copy the seeded database.
}, 240_000);
afterAll(async () => {
  await t?.close();
});

const ok = (reply: { body: any }) => {
  expect([1001, 1002], JSON.stringify(reply.body)).toContain(reply.body.code);
  return reply.body.payload;
};
const code = (reply: { body: { code: number } }) => reply.body.code;
const get = (token: string, path: string, query: Record<string, unknown> = {}) => t.call('GET', path, { token, query });
const today = todayInChina();
const last30 = { start_date: addDays(today, -29), end_date: today };
type Row = { key: string; name: string; shows: number; clicks: number; cost: number; provider_income: number; income: number; days: number } & Record<string, any>;
const all = async (query: Record<string, unknown>) => ok(await get(admin, 'adverting/data/group', { page_size: 100, ...query })) as { row: Row[]; totals: Row; paging_header: { total_count: number } };
const sumOf = (rows: Row[], k: 'shows' | 'clicks' | 'cost' | 'provider_income' | 'income') => rows.reduce((a, r) => a + r[k], 0);

describe('广告数据 (summary, groups, board)', () => {
  it('sums the facts of the last 30 days by default, with every day a point and the previous period', async () => {
    const s = ok(await get(admin, 'adverting/data/summary'));
    expect(s).toMatchObject({ start_date: last30.start_date, end_date: today, previous_end_date: addDays(today, -30), previous_start_date: addDays(today, -59) });
    expect(s.points).toHaveLength(30);
    expect(s.totals.shows).toBeGreaterThan(100_000);
    expect(s.totals.cost).toBeGreaterThan(0);
    expect(s.totals.income).toBe(s.totals.cost - s.totals.provider_income);
    for (const k of ['shows', 'clicks', 'cost', 'provider_income'] as const) expect(sumOf(s.points, k)).toBe(s.totals[k]);
    // Today has no facts yet (they are written the next night).
    expect(s.points.at(-1)).toMatchObject({ x: today, shows: 0, cost: 0 });
    const [direct] = await t.db.tenant('all', (tx) =>
      tx.select({ shows: sql<string>`sum(${adStatDaily.shows})`, cost: sql<string>`sum(${adStatDaily.cost})` }).from(adStatDaily)
        .where(and(eq(adStatDaily.merchant, 100000), sql`${adStatDaily.stat_date} between ${last30.start_date} and ${today}`)));
    expect(s.totals.shows).toBe(Number(direct!.shows));
    expect(s.totals.cost).toBe(Number(direct!.cost));
    const previous = ok(await get(admin, 'adverting/data/summary', { start_date: s.previous_start_date, end_date: s.previous_end_date }));
    expect(previous.totals).toEqual(s.previous);
  });

  it('gives every grouping the same totals as the summary', async () => {
    const s = ok(await get(admin, 'adverting/data/summary', last30));
    for (const dimension of ['date', 'plan', 'space', 'channel_app', 'provider', 'region', 'province', 'scene', 'billing', 'platform', 'kind', 'month', 'settlement'] as const) {
      const g = await all({ dimension, ...last30 });
      expect(g.totals, dimension).toEqual(s.totals);
      expect(sumOf(g.row, 'cost'), dimension).toBe(s.totals.cost);
      expect(sumOf(g.row, 'shows'), dimension).toBe(s.totals.shows);
    }
    const days = await all({ dimension: 'date', ...last30 });
    expect(days.paging_header.total_count).toBe(30);
    expect(days.row[0]!.key).toBe(today);
    // Internal plans cost nothing; the external ones make all the cost.
    const kinds = await all({ dimension: 'kind', ...last30 });
    expect(kinds.row.find((r) => r.key === '1')).toMatchObject({ name: '内部计划', cost: 0 });
    expect(kinds.row.find((r) => r.key === '2')!.cost).toBe(s.totals.cost);
    // Names of the groups in Chinese.
    expect((await all({ dimension: 'region', ...last30 })).row.map((r) => r.name)).toContain('广东省深圳市');
    expect((await all({ dimension: 'platform', ...last30 })).row.map((r) => r.name)).toEqual(expect.arrayContaining(['iOS', 'Android', '微信小程序']));
  });

  it('equals each advertiser’s bills day by day (advertiser statistics and detail)', async () => {
    const [lanhai] = await t.db.tenant('all', (tx) => tx.select({ id: adAdvertiser.id }).from(adAdvertiser).where(eq(adAdvertiser.short_name, '蓝海传媒')));
    const bills = await t.db.tenant('all', (tx) => tx.select().from(adBill).where(and(eq(adBill.advertiser, lanhai!.id), sql`${adBill.bill_date} between ${last30.start_date} and ${today}`)));
    const byAdvertiser = await all({ dimension: 'advertiser', ...last30 });
    expect(byAdvertiser.row[0]!.name).toBe('蓝海传媒广告有限公司');
    const row = byAdvertiser.row.find((r) => r.key === String(lanhai!.id))!;
    expect(row.cost).toBe(bills.reduce((a, b) => a + b.amount, 0));
    expect(row.shows).toBe(bills.reduce((a, b) => a + b.shows, 0));
    // The four without bills are listed with zeros.
    expect(byAdvertiser.paging_header.total_count).toBe(5);
    const days = await all({ dimension: 'date', advertiser: lanhai!.id, ...last30 });
    for (const b of bills) expect(days.row.find((r) => r.key === b.bill_date), b.bill_date).toMatchObject({ shows: b.shows, clicks: b.clicks, cost: b.amount });
  });

  it('shares the cost with the providers at their rates (流量主计费, 结算报表)', async () => {
    const providers = await all({ dimension: 'provider', ...last30 });
    const own = providers.row.find((r) => r.key === '0')!;
    expect(own).toMatchObject({ name: '自有流量', provider_income: 0 });
    const futian = providers.row.find((r) => r.name === '福田中心停车场')!;
    expect(futian.share_rate).toBe(40);
    expect(futian.provider_income).toBeGreaterThan(0);
    expect(Math.abs(futian.provider_income - Math.floor(futian.cost * 0.4))).toBeLessThan(futian.days * 20);
    const settlement = await all({ dimension: 'settlement', provider: Number(futian.key), ...last30 });
    expect(settlement.row.every((r) => r.key.endsWith(`:${futian.key}`) && /^\d{4}-\d{2}$/.test(r.month))).toBe(true);
    expect(sumOf(settlement.row, 'provider_income')).toBe(futian.provider_income);
  });

  it('filters by space, plan, kind and region, and names a space’s own figures', async () => {
    const spaces = await all({ dimension: 'space', ...last30 });
    expect(spaces.paging_header.total_count).toBe(6);
    const splash = spaces.row.find((r) => r.code === 'APP_SPLASH')!;
    expect(splash).toMatchObject({ scene: 1, billing: 1, provider_name: '智泊云停车 APP' });
    expect(spaces.row.find((r) => r.code === 'MINI_FEED')).toMatchObject({ shows: 0, status: 0 });
    const one = ok(await get(admin, 'adverting/data/summary', { space: Number(splash.key), ...last30 }));
    expect(one.totals.shows).toBe(splash.shows);
    expect((await all({ dimension: 'space', keywords: '开屏', ...last30 })).row.map((r) => r.code)).toEqual(['APP_SPLASH']);
    const shenzhen = ok(await get(admin, 'adverting/data/summary', { region: '440300', ...last30 }));
    const guangdong = ok(await get(admin, 'adverting/data/summary', { region: '440000', ...last30 }));
    const all30 = ok(await get(admin, 'adverting/data/summary', last30));
    expect(shenzhen.totals.shows).toBeLessThan(guangdong.totals.shows);
    expect(guangdong.totals.shows).toBeLessThan(all30.totals.shows);
    const internal = await all({ dimension: 'plan', kind: 1, ...last30 });
    expect(internal.row.every((r) => r.kind === 1 && r.cost === 0)).toBe(true);
    expect(internal.row.map((r) => r.name)).toContain('智泊云月卡续费提醒');
  });

  it('counts the board', async () => {
    const b = ok(await get(admin, 'adverting/overview/board'));
    expect(b.latest_date).toBe(addDays(today, -1));
    expect(b.spaces).toEqual({ total: 6, enabled: 5 });
    expect(b.advertisers.total).toBe(5);
    expect(b.plans.running).toBeGreaterThanOrEqual(3);
    expect(b.providers).toEqual({ total: 4, enabled: 3 });
  });

  it('bounds the period and refuses bad input clearly', async () => {
    const long = await get(admin, 'adverting/data/summary', { start_date: addDays(today, -400), end_date: today });
    expect(code(long)).toBe(1400);
    expect(long.body.message).toContain('366');
    expect(code(await get(admin, 'adverting/data/group', { dimension: 'nothing' }))).toBe(1400);
    expect(code(await get(admin, 'adverting/data/group', { dimension: 'space', region: '44' }))).toBe(1400);
    expect(code(await get(admin, 'adverting/data/summary', { start_date: '2026-13-01' }))).toBe(1400);
    expect(code(await get(admin, 'adverting/data/summary', { start_date: '0001-01-01', end_date: '0001-01-02' }))).toBe(1400);
    expect(code(await get(admin, 'adverting/data/summary', { start_date: today, end_date: addDays(today, -1) }))).toBe(1400);
    // The earliest day has no previous period: zeros, not an error.
    expect(ok(await get(admin, 'adverting/data/summary', { start_date: '2000-01-01', end_date: '2000-01-31' })).previous.shows).toBe(0);
  });

  it('refuses callers without the code (1403) or the product (1405)', async () => {
    expect(code(await get(adminStaff, 'adverting/data/summary'))).toBe(1403);
    expect(code(await get(adminStaff, 'adverting/overview/board'))).toBe(1403);
    expect(code(await get(partner, 'adverting/data/group', { dimension: 'date' }))).toBe(1405);
  });

  it('keeps each partner to its own facts: another merchant’s space answers 1404 and sums nothing', async () => {
    const before = ok(await get(admin, 'adverting/data/summary', last30));
    const other = await t.db.tenant('all', async (tx) => {
      const [p] = await tx.insert(trafficProvider).values({ merchant: 100500, name: '别家数据流量主', type: 5, share_rate: 10 }).returning({ id: trafficProvider.id });
      const [s] = await tx.insert(adSpace).values({ merchant: 100500, code: 'OTHER_DATA', name: '别家数据广告位', scene: 1, material: 1, width: 1, height: 1, billing: 1, floor_price: 0, provider: p!.id }).returning({ id: adSpace.id });
      const [plan] = await tx.insert(adPlan).values({ merchant: 100500, kind: 1, name: '别家计划', start_date: today, end_date: today, status: 3 }).returning({ id: adPlan.id });
      await tx.insert(adStatDaily).values({ merchant: 100500, stat_date: addDays(today, -1), plan: plan!.id, space: s!.id, provider: p!.id, region: '440300', shows: 999_999, clicks: 9, cost: 100_000, provider_income: 10_000 });
      return { space: s!.id, plan: plan!.id };
    });
    expect(code(await get(admin, 'adverting/data/summary', { space: other.space }))).toBe(1404);
    expect(code(await get(admin, 'adverting/data/group', { dimension: 'date', plan: other.plan }))).toBe(1404);
    expect(ok(await get(admin, 'adverting/data/summary', last30)).totals).toEqual(before.totals);
    expect((await all({ dimension: 'space', ...last30 })).row.map((r) => r.key)).not.toContain(String(other.space));
  });
});
