import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { merchantProduct, paymentTrade } from '../src/db/schema/index.js';
import { addDays, todayInChina } from '../src/shared/time.js';
import { createTestApp, ok, type TestApp } from './helpers.js';
import { auditOf as auditsOf, code, merchantsOf, rowsOf } from './list-helpers.js';

// The payment service provider's pages (docs/decisions.md, "Payment service provider: merchants, routing, rank and
// lookup"): 深圳泊联科技 (100100, `parking-partner`) serves 100101 (a payment merchant) and 100102 (not yet); the
// platform opened 南山快充站 (100201) — another provider's customer, out of 100100's sight.

let t: TestApp;
let partner: string;
let partnerStaff: string;
let admin: string;
let merchant: string;
let energyPartner: string;
beforeAll(async () => {
  t = await createTestApp();
  [partner, partnerStaff, admin, merchant, energyPartner] = (await Promise.all(
    ['parking-partner', 'parking-partner-staff', 'admin', 'parking-merchant', 'energy-partner'].map((a) => t.login(a)),
  )) as [string, string, string, string, string];
});
afterAll(async () => {
  await t?.close();
});

const rows = (...args: Parameters<ReturnType<typeof rowsOf>>) => rowsOf(t)(...args);
const auditOf = (type: string, id: number) => auditsOf(t)(type, id);
const profile = {
  short_name: '南山科技园', industry: 'parking', fee_rate: 30, settle_cycle: 'D1', contact_name: '李雷', contact_telephone: '13912345678', service_phone: '0755-26000000',
};

describe('payment merchants', () => {
  it('the provider lists its own sub-merchants only; the platform all; the filters narrow them', async () => {
    const mine = await rows(partner, 'payment/merchant/list');
    expect(merchantsOf(mine)).toEqual([100101]);
    expect(mine.row[0]).toMatchObject({ merchant_name: '福田中心停车场', partner: 100100, fee_rate: 38, channel_count: 1, route_count: 1 });
    expect(merchantsOf(await rows(admin, 'payment/merchant/list'))).toEqual([100101, 100201]);
    expect((await rows(admin, 'payment/merchant/list', { keywords: '快充' })).row.map((r) => r.merchant)).toEqual([100201]);
    expect((await rows(admin, 'payment/merchant/list', { keywords: '100101' })).row.map((r) => r.merchant)).toEqual([100101]);
    expect((await rows(admin, 'payment/merchant/list', { industry: 'charging', status: 1 })).paging_header.total_count).toBe(1);
    expect((await rows(partnerStaff, 'payment/merchant/list')).row.length).toBe(1);
  });

  it('the summary: profile, open channels and 30 days of trades; another provider’s merchant is not found', async () => {
    const s = ok(await t.call('GET', 'payment/merchant/summary', { token: partner, query: { merchant: 100101 } }));
    expect(s.channels).toEqual([expect.objectContaining({ channel: 'wxpay', name: '微信支付' })]);
    expect(s.trade.count).toBeGreaterThan(0);
    expect(s.trade.end_date).toBe(todayInChina());
    expect(code(await t.call('GET', 'payment/merchant/summary', { token: partner, query: { merchant: 100201 } }))).toBe(1404);
    expect(code(await t.call('GET', 'payment/merchant/summary', { token: partner, query: { merchant: 100102 } }))).toBe(1404);
    // Its own merchant is nobody's sub-merchant.
    expect(code(await t.call('GET', 'payment/merchant/summary', { token: partner, query: { merchant: 100100 } }))).toBe(1403);
  });

  it('opens 100102: the profile and the payment merchant product in one transaction, audited; once only', async () => {
    const products = () => t.db.tenant('all', async (tx) => (await tx.select().from(merchantProduct).where(eq(merchantProduct.merchant, 100102))).map((g) => g.product));
    expect(await products()).not.toContain('payment:merchant:platform');
    expect(ok(await t.call('POST', 'payment/merchant', { token: partner, body: { merchant: 100102, ...profile } }))).toEqual({ merchant: 100102 });
    expect(await products()).toContain('payment:merchant:platform');
    expect(merchantsOf(await rows(partner, 'payment/merchant/list'))).toEqual([100101, 100102]);
    const [entry] = await auditOf('payment_merchant', 100102);
    expect(entry!.after).toMatchObject({ fee_rate: '0.3%', settle_cycle: 'D+1', product: '开通支付商户平台' });
    const again = await t.call('POST', 'payment/merchant', { token: partner, body: { merchant: 100102, ...profile } });
    expect(code(again)).toBe(1400);
    expect(again.body.message).toContain('已开通支付');
  });

  it('edits the profile and stops payments; refuses others’ merchants, its own, staff and bad input', async () => {
    ok(await t.call('PUT', 'payment/merchant', { token: partner, body: { merchant: 100102, ...profile, fee_rate: 45, status: 0 } }));
    const s = ok(await t.call('GET', 'payment/merchant/summary', { token: partner, query: { merchant: 100102 } }));
    expect(s).toMatchObject({ fee_rate: 45, status: 0 });
    expect(code(await t.call('PUT', 'payment/merchant', { token: partner, body: { merchant: 100201, ...profile, status: 1 } }))).toBe(1404);
    expect(code(await t.call('POST', 'payment/merchant', { token: partner, body: { merchant: 100100, ...profile } }))).toBe(1403);
    expect(code(await t.call('POST', 'payment/merchant', { token: partnerStaff, body: { merchant: 100103, ...profile } }))).toBe(1403);
    expect(code(await t.call('GET', 'payment/merchant/list', { token: merchant }))).toBe(1403);
    expect(code(await t.call('GET', 'payment/merchant/list', { token: energyPartner }))).toBe(1403);
    const bad = await t.call('POST', 'payment/merchant', { token: partner, body: { ...profile, merchant: 100103, fee_rate: 301, contact_telephone: '123' } });
    expect(code(bad)).toBe(1400);
  });
});

describe('payment routing', () => {
  it('lists routes by pay method and the channels a method may take, with their 进件 state', async () => {
    const list = ok(await t.call('GET', 'payment/payment/rt/list', { token: partner, query: { merchant: 100101 } }));
    expect(list.row.map((r: { pay_mode: number; channel: string; status: number }) => [r.pay_mode, r.channel, r.status])).toEqual([[3, 'wxpay', 1], [4, 'alipay', 0]]);
    const channels = ok(await t.call('GET', 'payment/payment/rt/channel/list', { token: partner, query: { merchant: 100101, pay_mode: 4 } }));
    expect(channels.row.map((c: { channel: string }) => c.channel)).toEqual(['alipay', 'cmb', 'chinaums', 'lakala']);
    expect(channels.row.find((c: { channel: string }) => c.channel === 'alipay')).toMatchObject({ apply_status: 2, opened: false });
    expect(code(await t.call('GET', 'payment/payment/rt/list', { token: partner, query: { merchant: 100201 } }))).toBe(1404);
  });

  it('a route needs a channel that carries the method and is open; one per method; enable checks again; delete only disabled', async () => {
    const refused = await t.call('PUT', 'payment/payment/rt', { token: partner, body: { id: 2, channel: 'alipay', status: 1 } });
    expect(code(refused)).toBe(1400);
    expect(refused.body.message).toBe('商户尚未开通支付宝通道');
    const unsupported = await t.call('POST', 'payment/payment/rt', { token: partner, body: { merchant: 100101, pay_mode: 5, channel: 'wxpay' } });
    expect(code(unsupported)).toBe(1400);
    expect(unsupported.body.message).toBe('微信支付不支持银联云闪付');
    const twice = await t.call('POST', 'payment/payment/rt', { token: partner, body: { merchant: 100101, pay_mode: 3, channel: 'wxpay' } });
    expect(code(twice)).toBe(1400);
    expect(twice.body.message).toContain('已设置路由');
    // Open 100101's 银联商务 (the seed has it 待签约) and route 银联云闪付 through it.
    await t.db.tenant('all', (tx) => tx.execute(`update payment_channel_apply set status = 5 where merchant = 100101 and channel = 'CHINAUMS'`));
    const { id } = ok(await t.call('POST', 'payment/payment/rt', { token: partner, body: { merchant: 100101, pay_mode: 5, channel: 'chinaums', remark: '云闪付走银联商务' } }));
    expect(ok(await t.call('GET', 'payment/payment/rt', { token: partner, query: { id } }))).toMatchObject({ pay_mode: 5, channel: 'chinaums', status: 1, operator: expect.any(String) });
    expect(code(await t.call('DELETE', 'payment/payment/rt', { token: partner, query: { id } }))).toBe(1409);
    ok(await t.call('PUT', 'payment/payment/rt', { token: partner, body: { id, channel: 'chinaums', status: 0 } }));
    ok(await t.call('DELETE', 'payment/payment/rt', { token: partner, query: { id } }));
    expect(code(await t.call('GET', 'payment/payment/rt', { token: partner, query: { id } }))).toBe(1404);
    const audits = await auditOf('payment_route', id);
    expect(audits.map((a) => a.action)).toHaveLength(3);
  });

  it('another provider’s route is not found; staff may read but not change', async () => {
    await t.db.tenant('all', (tx) => tx.execute(`update payment_channel_apply set status = 5 where merchant = 100201 and channel = 'CHINAUMS'`));
    const { id } = ok(await t.call('POST', 'payment/payment/rt', { token: admin, body: { merchant: 100201, pay_mode: 3, channel: 'chinaums' } }));
    expect(code(await t.call('GET', 'payment/payment/rt', { token: partner, query: { id } }))).toBe(1404);
    expect(code(await t.call('PUT', 'payment/payment/rt', { token: partner, body: { id, channel: 'chinaums', status: 0 } }))).toBe(1404);
    expect(ok(await t.call('GET', 'payment/payment/rt/list', { token: partnerStaff, query: { merchant: 100101 } })).row.length).toBe(2);
    expect(code(await t.call('PUT', 'payment/payment/rt', { token: partnerStaff, body: { id: 1, channel: 'wxpay', status: 0 } }))).toBe(1403);
    expect(code(await t.call('POST', 'payment/payment/rt', { token: partner, body: { merchant: 100101, pay_mode: 2, channel: 'wxpay' } }))).toBe(1400);
  });
});

describe('trade rank and order lookup', () => {
  const today = todayInChina();
  it('ranks the merchants in scope by amount or count; shares add up; the range is bounded', async () => {
    const month = { start_date: addDays(today, -29), end_date: today };
    const mine = ok(await t.call('GET', 'payment/trade/rank', { token: partner, query: month }));
    expect(mine.row.map((r: { merchant: number }) => r.merchant)).toEqual([100101]);
    expect(mine.row[0]).toMatchObject({ rank: 1, merchant_name: '福田中心停车场', share: 10_000 });
    expect(mine.total.merchants).toBe(1);
    const all = ok(await t.call('GET', 'payment/trade/rank', { token: admin, query: month }));
    expect(all.row.map((r: { merchant: number }) => r.merchant)).toEqual([100101, 100201]);
    expect(all.row[0].amount).toBeGreaterThanOrEqual(all.row[1].amount);
    expect(all.row.reduce((sum: number, r: { amount: number }) => sum + r.amount, 0)).toBe(all.total.amount);
    const sum = all.row.reduce((n: number, r: { share: number }) => n + r.share, 0);
    expect(Math.abs(sum - 10_000)).toBeLessThanOrEqual(1);
    const [first] = all.row;
    expect(first.average).toBe(Math.round(first.amount / first.count));
    const byCount = ok(await t.call('GET', 'payment/trade/rank', { token: admin, query: { ...month, order_by: 'count', size: 10 } }));
    expect(byCount.row[0].count).toBeGreaterThanOrEqual(byCount.row[1].count);
    const stats = ok(await t.call('GET', 'payment/trade/statistics', { token: partner, query: { ...month, state: 2 } }));
    expect(mine.row[0].count).toBeGreaterThanOrEqual(stats.count);
    expect(code(await t.call('GET', 'payment/trade/rank', { token: admin, query: { start_date: addDays(today, -120), end_date: today } }))).toBe(1400);
    expect(code(await t.call('GET', 'payment/trade/rank', { token: admin, query: { size: 7 } }))).toBe(1400);
    expect(code(await t.call('GET', 'payment/trade/rank', { token: energyPartner }))).toBe(1403);
  });

  it('finds an order by trade number or merchant order number whatever its day; only in scope', async () => {
    const old = new Date(Date.now() - 200 * 86_400_000);
    await t.db.tenant('all', (tx) =>
      tx.insert(paymentTrade).values([
        { trade_no: 'PLOOKUP0001', out_trade_no: 'ORDER-LOOKUP-1', merchant: 100101, business: 'car:parking:cashier', channel: 'wxpay', pay_mode: 3, amount: 500, state: 2, trade_time: old, success_time: old },
        { trade_no: 'PLOOKUP0002', out_trade_no: 'ORDER-LOOKUP-1', merchant: 100201, business: 'car:parking:cashier', channel: 'wxpay', pay_mode: 3, amount: 700, state: 2, trade_time: old, success_time: old },
      ]),
    );
    const byOrder = ok(await t.call('GET', 'payment/trade/lookup', { token: partner, query: { no: 'ORDER-LOOKUP-1' } }));
    expect(byOrder.row.map((r: { trade_no: string }) => r.trade_no)).toEqual(['PLOOKUP0001']);
    expect(byOrder.row[0]).toMatchObject({ merchant_name: '福田中心停车场', refundable: 500 });
    expect(ok(await t.call('GET', 'payment/trade/lookup', { token: partner, query: { no: 'PLOOKUP0001' } })).row).toHaveLength(1);
    expect(ok(await t.call('GET', 'payment/trade/lookup', { token: partner, query: { no: 'PLOOKUP0002' } })).row).toHaveLength(0);
    expect(ok(await t.call('GET', 'payment/trade/lookup', { token: partner, query: { no: 'ORDER-LOOKUP-1', merchant: 100201 } })).row).toHaveLength(0);
    // The platform: trade numbers anywhere, merchant order numbers within a named merchant.
    expect(ok(await t.call('GET', 'payment/trade/lookup', { token: admin, query: { no: 'PLOOKUP0002' } })).row).toHaveLength(1);
    expect(ok(await t.call('GET', 'payment/trade/lookup', { token: admin, query: { no: 'ORDER-LOOKUP-1' } })).row).toHaveLength(0);
    expect(ok(await t.call('GET', 'payment/trade/lookup', { token: admin, query: { no: 'ORDER-LOOKUP-1', merchant: 100201 } })).row.map((r: { merchant: number }) => r.merchant)).toEqual([100201]);
    expect(code(await t.call('GET', 'payment/trade/lookup', { token: partner, query: { no: '含中文' } }))).toBe(1400);
    expect(code(await t.call('GET', 'payment/trade/lookup', { token: partner, query: {} }))).toBe(1400);
  });
});
