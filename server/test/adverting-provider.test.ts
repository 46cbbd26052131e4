import { addDays, ChannelBillStatus, todayInChina } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adChannelBill, adProviderTraffic, adSpace, auditLog, trafficProvider } from '../src/db/schema/index.js';
import { shareOf } from '../src/modules/adverting/provider/provider.service.js';
import { createTestApp, type TestApp } from './helpers.js';

// 100000 (admin) is the demo's advertising partner with 100 days of traffic and three months of channel bills
// (docs/decisions.md, "Traffic providers' bills (广告 › 流量主)"). admin-staff holds none of these permissions.
let t: TestApp;
let admin: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, staff] = (await Promise.all(['admin', 'admin-staff'].map((a) => t.login(a)))) as [string, string];
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
const write = (token: string, method: string, path: string, body: Record<string, unknown>) => t.call(method, path, { token, body });
const today = todayInChina();
const month = (back: number) => {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

describe('shareOf', () => {
  it('deducts invalid traffic, then the service fee, shares, and adds the internal shows, rounding down each step', () => {
    expect(shareOf({ revenue: 100_000, internal_exposures: 12_345 }, { invalid_rate: 20, service_rate: 50, basis: 2, internal_cpm_price: 800, share_rate: 40 })).toEqual({
      valid_revenue: 98_000, share_base: 93_100, share_amount: 37_240, internal_amount: 9_876, amount: 47_116,
    });
    // Basis 1 ignores the fee.
    expect(shareOf({ revenue: 999, internal_exposures: 0 }, { invalid_rate: 0, service_rate: 300, basis: 1, internal_cpm_price: 0, share_rate: 33 }).amount).toBe(329);
  });
});

describe('计费规则 and 分润设置', () => {
  it('reads the seeded rule, saves a new one with its author and audits it', async () => {
    expect(ok(await get(admin, 'adverting/provider/billing-rule'))).toMatchObject({ invalid_rate: 20, internal_cpm_price: 800, bill_day: 5, updater_name: '平台管理员' });
    const saved = ok(await write(admin, 'PUT', 'adverting/provider/billing-rule', { invalid_rate: 30, internal_cpm_price: 1000, bill_day: 8, remark: ' 按季度复核 ' }));
    expect(saved).toMatchObject({ invalid_rate: 30, internal_cpm_price: 1000, bill_day: 8, remark: '按季度复核' });
    expect(saved.update_time).not.toBe('');
    expect(code(await write(admin, 'PUT', 'adverting/provider/billing-rule', { invalid_rate: 501, internal_cpm_price: 0, bill_day: 5 }))).toBe(1400);
    expect(code(await write(admin, 'PUT', 'adverting/provider/billing-rule', { invalid_rate: 0, internal_cpm_price: 0, bill_day: 29 }))).toBe(1400);
    const audits = await t.db.tenant('all', (tx) => tx.select().from(auditLog).where(eq(auditLog.target_type, 'ad_provider_setting')));
    expect(audits.length).toBeGreaterThanOrEqual(1);
  });

  it('shows each provider with its share rate and saves the basis', async () => {
    const setting = ok(await get(admin, 'adverting/provider/profit-setting'));
    expect(setting).toMatchObject({ basis: 2, service_rate: 50 });
    expect(setting.providers.find((p: { name: string }) => p.name === '福田中心停车场')).toMatchObject({ share_rate: 40, space_count: 2, status: 1 });
    expect(ok(await write(admin, 'PUT', 'adverting/provider/profit-setting', { basis: 1, service_rate: 60 }))).toMatchObject({ basis: 1, service_rate: 60 });
    expect(code(await write(admin, 'PUT', 'adverting/provider/profit-setting', { basis: 3, service_rate: 0 }))).toBe(1400);
    // Back to the seeded setting for the bills below.
    ok(await write(admin, 'PUT', 'adverting/provider/profit-setting', { basis: 2, service_rate: 50 }));
    ok(await write(admin, 'PUT', 'adverting/provider/billing-rule', { invalid_rate: 20, internal_cpm_price: 800, bill_day: 5 }));
  });

  it('refuses the staff without the permissions', async () => {
    expect(code(await get(staff, 'adverting/provider/billing-rule'))).toBe(1403);
    expect(code(await write(staff, 'PUT', 'adverting/provider/profit-setting', { basis: 1, service_rate: 0 }))).toBe(1403);
    expect(code(await get(staff, 'adverting/provider/channel-bill/list'))).toBe(1403);
    expect(code(await get(staff, 'adverting/config/space/analysis'))).toBe(1403);
  });
});

describe('广告数据 and 广告位分析', () => {
  it('sums the providers per day and answers the range totals', async () => {
    const start = addDays(today, -7);
    const end = addDays(today, -1);
    const data = ok(await get(admin, 'adverting/provider/ad-data/list', { start_date: start, end_date: end, page_size: 100 }));
    // Three providers carry enabled spaces (the app, 福田, 南山): 7 days each.
    expect(data.paging_header.total_count).toBe(21);
    expect(data.row[0].day).toBe(end);
    expect(data.summary.revenue).toBe(data.row.reduce((n: number, r: { revenue: number }) => n + r.revenue, 0));
    const futian = data.row.filter((r: { provider_name: string }) => r.provider_name === '福田中心停车场');
    expect(futian.every((r: { space_count: number }) => r.space_count === 2)).toBe(true);
    const [provider] = await t.db.tenant('all', (tx) => tx.select({ id: trafficProvider.id }).from(trafficProvider).where(eq(trafficProvider.name, '南山快充站')));
    const one = ok(await get(admin, 'adverting/provider/ad-data/list', { start_date: start, end_date: end, provider: provider!.id }));
    expect(one.paging_header.total_count).toBe(7);
    expect(code(await get(admin, 'adverting/provider/ad-data/list', { start_date: end, end_date: start }))).toBe(1400);
    expect(code(await get(admin, 'adverting/provider/ad-data/list', { start_date: addDays(today, -400), end_date: today }))).toBe(1400);
  });

  it('analyses the spaces: every day of the range, the spaces by revenue, one space alone', async () => {
    const start = addDays(today, -13);
    const analysis = ok(await get(admin, 'adverting/config/space/analysis', { start_date: start, end_date: today }));
    expect(analysis.days).toHaveLength(14);
    expect(analysis.days.at(-1)).toMatchObject({ day: today, exposures: 0, revenue: 0 });
    expect(analysis.total.revenue).toBe(analysis.spaces.reduce((n: number, s: { revenue: number }) => n + s.revenue, 0));
    const revenues = analysis.spaces.map((s: { revenue: number }) => s.revenue);
    expect(revenues).toEqual([...revenues].sort((a: number, b: number) => b - a));
    // The disabled space has no traffic but is listed.
    expect(analysis.spaces.find((s: { code: string }) => s.code === 'MINI_FEED')).toMatchObject({ exposures: 0, provider_name: '' });
    const splash = analysis.spaces.find((s: { code: string }) => s.code === 'APP_SPLASH');
    const one = ok(await get(admin, 'adverting/config/space/analysis', { start_date: start, end_date: today, space: splash.id }));
    expect(one.spaces).toHaveLength(1);
    expect(one.total.exposures).toBe(splash.exposures);
  });
});

describe('渠道账单', () => {
  it('lists the seeded bills by period, with lines that add up', async () => {
    const list = ok(await get(admin, 'adverting/provider/channel-bill/list', { page_size: 50 }));
    expect(list.row[0].period).toBe(month(1));
    expect(ok(await get(admin, 'adverting/provider/channel-bill/list', { period: month(3), status: ChannelBillStatus.settled })).paging_header.total_count).toBe(3);
    const bill = ok(await get(admin, 'adverting/provider/channel-bill', { id: list.row[0].id }));
    expect(bill.lines.length).toBeGreaterThan(0);
    expect(bill.amount).toBe(bill.lines.reduce((n: number, l: { amount: number }) => n + l.amount, 0));
    expect(bill.amount).toBe(bill.share_amount + bill.internal_amount);
    expect(bill.revenue).toBe(bill.lines.reduce((n: number, l: { revenue: number }) => n + l.revenue, 0));
  });

  it('generates idempotently: waiting bills recomputed, confirmed ones kept; the running month refused', async () => {
    const before = ok(await get(admin, 'adverting/provider/channel-bill/list', { period: month(1) }));
    const again = ok(await write(admin, 'POST', 'adverting/provider/channel-bill/generate', { period: month(1) }));
    expect(again).toEqual({ period: month(1), created: 0, updated: 3, kept: 0 });
    const after = ok(await get(admin, 'adverting/provider/channel-bill/list', { period: month(1) }));
    expect(after.row.map((r: { bill_no: string; amount: number }) => [r.bill_no, r.amount])).toEqual(before.row.map((r: { bill_no: string; amount: number }) => [r.bill_no, r.amount]));
    expect(ok(await write(admin, 'POST', 'adverting/provider/channel-bill/generate', { period: month(2) }))).toMatchObject({ created: 0, updated: 0, kept: 3 });
    const running = await write(admin, 'POST', 'adverting/provider/channel-bill/generate', { period: today.slice(0, 7) });
    expect(code(running)).toBe(1400);
    expect(running.body.message).toContain('尚未结束');
    // A month with no traffic writes nothing.
    expect(ok(await write(admin, 'POST', 'adverting/provider/channel-bill/generate', { period: '2020-01' }))).toEqual({ period: '2020-01', created: 0, updated: 0, kept: 0 });
    // A change of rule shows in a recomputed waiting bill.
    ok(await write(admin, 'PUT', 'adverting/provider/billing-rule', { invalid_rate: 20, internal_cpm_price: 0, bill_day: 5 }));
    ok(await write(admin, 'POST', 'adverting/provider/channel-bill/generate', { period: month(1) }));
    const zero = ok(await get(admin, 'adverting/provider/channel-bill/list', { period: month(1) }));
    expect(zero.row.every((r: { internal_amount: number; internal_cpm_price: number }) => r.internal_amount === 0 && r.internal_cpm_price === 0)).toBe(true);
    ok(await write(admin, 'PUT', 'adverting/provider/billing-rule', { invalid_rate: 20, internal_cpm_price: 800, bill_day: 5 }));
  });

  it('confirms, then settles once (the same payment number again answers the same)', async () => {
    const [waiting] = ok(await get(admin, 'adverting/provider/channel-bill/list', { period: month(1), page_size: 1 })).row;
    const settleEarly = await write(admin, 'PUT', 'adverting/provider/channel-bill/settle', { id: waiting.id, settle_no: 'TRF0001' });
    expect(code(settleEarly)).toBe(1409);
    expect(ok(await write(admin, 'PUT', 'adverting/provider/channel-bill/confirm', { id: waiting.id }))).toEqual({ id: waiting.id, status: 1 });
    expect(code(await write(admin, 'PUT', 'adverting/provider/channel-bill/confirm', { id: waiting.id }))).toBe(1409);
    // Confirmed: generation keeps it.
    expect(ok(await write(admin, 'POST', 'adverting/provider/channel-bill/generate', { period: month(1) }))).toMatchObject({ updated: 2, kept: 1 });
    expect(ok(await write(admin, 'PUT', 'adverting/provider/channel-bill/settle', { id: waiting.id, settle_no: 'TRF0001' }))).toEqual({ id: waiting.id, status: 2, settle_no: 'TRF0001' });
    expect(ok(await write(admin, 'PUT', 'adverting/provider/channel-bill/settle', { id: waiting.id, settle_no: 'TRF0001' }))).toEqual({ id: waiting.id, status: 2, settle_no: 'TRF0001' });
    expect(code(await write(admin, 'PUT', 'adverting/provider/channel-bill/settle', { id: waiting.id, settle_no: 'TRF0002' }))).toBe(1409);
    expect(code(await write(admin, 'PUT', 'adverting/provider/channel-bill/settle', { id: waiting.id, settle_no: 'x' }))).toBe(1400);
    const settled = ok(await get(admin, 'adverting/provider/channel-bill', { id: waiting.id }));
    expect(settled).toMatchObject({ status: 2, settle_no: 'TRF0001', operator_name: '平台管理员' });
    const audits = await t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, 'ad_channel_bill'), eq(auditLog.target_id, String(waiting.id)))));
    expect(audits.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps another merchant\'s bills and traffic out of reach', async () => {
    // A provider, space, traffic and bill of 鹏城充电服务商 (100200).
    const other = 100200;
    const ids = await t.db.tenant('all', async (tx) => {
      const [p] = await tx.insert(trafficProvider).values({ merchant: other, name: '他人流量主', type: 2, share_rate: 50 }).returning({ id: trafficProvider.id });
      const [s] = await tx
        .insert(adSpace)
        .values({ merchant: other, code: 'OTHER_SCREEN', name: '他人屏幕', scene: 7, material: 1, width: 100, height: 100, billing: 1, floor_price: 100, provider: p!.id })
        .returning({ id: adSpace.id });
      await tx.insert(adProviderTraffic).values({ merchant: other, day: addDays(today, -3), space: s!.id, provider: p!.id, exposures: 999_999, clicks: 1, revenue: 77_777_777 });
      const [b] = await tx
        .insert(adChannelBill)
        .values({
          merchant: other, bill_no: 'CBOTHER0001', period: month(1), provider: p!.id, provider_name: '他人流量主', exposures: 1, clicks: 0, internal_exposures: 0, revenue: 100,
          valid_revenue: 100, share_base: 100, share_rate: 50, share_amount: 50, internal_amount: 0, amount: 50, invalid_rate: 0, service_rate: 0, internal_cpm_price: 0, basis: 1,
        })
        .returning({ id: adChannelBill.id });
      return { space: s!.id, bill: b!.id, provider: p!.id };
    });
    expect(code(await get(admin, 'adverting/provider/channel-bill', { id: ids.bill }))).toBe(1404);
    expect(code(await write(admin, 'PUT', 'adverting/provider/channel-bill/confirm', { id: ids.bill }))).toBe(1404);
    expect(code(await get(admin, 'adverting/config/space/analysis', { space: ids.space }))).toBe(1404);
    const list = ok(await get(admin, 'adverting/provider/channel-bill/list', { page_size: 100 }));
    expect(list.row.some((r: { bill_no: string }) => r.bill_no === 'CBOTHER0001')).toBe(false);
    const data = ok(await get(admin, 'adverting/provider/ad-data/list', { provider: ids.provider }));
    expect(data.paging_header.total_count).toBe(0);
    const analysis = ok(await get(admin, 'adverting/config/space/analysis', {}));
    expect(analysis.spaces.some((s: { code: string }) => s.code === 'OTHER_SCREEN')).toBe(false);
  });
});
