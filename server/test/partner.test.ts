import { and, eq, gte, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, merchantProduct, paymentTrade } from '../src/db/schema/index.js';
import { addDays, dayStart, todayInChina } from '../src/shared/time.js';
import { createTestApp, ok, type TestApp } from './helpers.js';

// The demo: 深圳泊联科技 (100100, parking-partner) has the customers 100101 (智泊云停车) and 100102 (科拓, expired);
// 鹏城充电服务商 (100200, energy-partner) has 100201 (云快充). The platform (admin) reads every partner's customers.
let t: TestApp;
let admin: string;
let partner: string;
let partnerStaff: string;
let energyPartner: string;
let invoicePartner: string;
let merchant: string;
beforeAll(async () => {
  t = await createTestApp();
  // 鹏城充电服务商 is given the parking partner product too: it may then register parking software (below).
  await t.db.tenant('all', (tx) => tx.insert(merchantProduct).values({ merchant: 100200, product: 'parking:partner:platform' }));
  [admin, partner, partnerStaff, energyPartner, invoicePartner, merchant] = (await Promise.all(
    ['admin', 'parking-partner', 'parking-partner-staff', 'energy-partner', 'invoice-partner', 'parking-merchant'].map((a) => t.login(a)),
  )) as [string, string, string, string, string, string];
});
afterAll(async () => {
  await t?.close();
});

const code = (reply: { body: { code: number } }) => reply.body.code;
const ids = (list: { row: { id: number }[] }) => list.row.map((r) => r.id).sort();

describe('partner customers', () => {
  it('lists a partner’s own customers only, with software and trades; the platform reads every partner’s', async () => {
    const mine = ok(await t.call('GET', 'partner/customer/list', { token: partner }));
    expect(ids(mine)).toEqual([100101, 100102]);
    const first = mine.row.find((r: { id: number }) => r.id === 100101);
    expect(first).toMatchObject({ name: '福田中心停车场', partner: 100100, partner_name: '深圳泊联科技有限公司', parking_software: '智泊云停车', energy_software: null, kind: 'merchant' });
    expect(first.contact_mobile).toMatch(/\*{4}/);
    expect(first.trade_amount).toBeGreaterThan(0);
    expect(ids(ok(await t.call('GET', 'partner/customer/list', { token: energyPartner })))).toEqual([100201]);
    const all = ok(await t.call('GET', 'partner/customer/list', { token: admin }));
    expect(ids(all)).toEqual(expect.arrayContaining([100101, 100102, 100201]));
    expect(ids(ok(await t.call('GET', 'partner/customer/list', { token: admin, query: { partner: 100200 } })))).toEqual([100201]);
    // A partner's `partner` filter cannot widen its scope.
    expect(ids(ok(await t.call('GET', 'partner/customer/list', { token: partner, query: { partner: 100200 } })))).toEqual([100101, 100102]);
    expect(ids(ok(await t.call('GET', 'partner/customer/list', { token: partner, query: { keywords: '福田' } })))).toEqual([100101]);
    expect(ids(ok(await t.call('GET', 'partner/customer/list', { token: partner, query: { keywords: '100102' } })))).toEqual([100102]);
    expect(code(await t.call('GET', 'partner/customer/list', { token: partner, query: { software: 'energy' } }))).toBe(1002);
    // No group customer in the demo: an empty list answers 1002 (暂无数据).
    expect(code(await t.call('GET', 'partner/group/list', { token: partner }))).toBe(1002);
  });

  it('refuses callers without the permission or the partner product', async () => {
    expect(code(await t.call('GET', 'partner/customer/list', { token: partnerStaff }))).toBe(1403);
    expect(code(await t.call('GET', 'partner/order/daily', { token: partnerStaff }))).toBe(1403);
    expect(code(await t.call('GET', 'partner/customer/list', { token: merchant }))).toBe(1405);
    expect(code(await t.call('GET', 'partner/customer/list', { token: invoicePartner }))).toBe(1405);
    expect(code(await t.call('GET', 'partner/customer/list'))).toBe(1401);
  });

  it('answers the detail of its own customer only (name and product list)', async () => {
    const detail = ok(await t.call('GET', 'partner/merchant/detail', { token: partner, query: { code: 100101 } }));
    expect(detail).toMatchObject({ id: 100101, name: '福田中心停车场', superuser: { account: 'parking-merchant' } });
    expect(detail.product).toContain('parking:merchant:platform');
    expect(detail.parent_products).toContain('parking:partner:platform');
    expect(code(await t.call('GET', 'partner/merchant/detail', { token: partner, query: { code: 100201 } }))).toBe(1404);
    expect(code(await t.call('GET', 'partner/merchant/detail', { token: partner, query: { code: 100103 } }))).toBe(1404);
    expect(code(await t.call('GET', 'partner/software/list', { token: energyPartner, query: { merchant: 100101 } }))).toBe(1404);
  });

  it('counts customers, software, new customers per month, products and the top customers by trades', async () => {
    const stats = ok(await t.call('GET', 'partner/customer/statistics', { token: partner }));
    expect(stats).toMatchObject({ customers: 2, groups: 0, enabled: 2, disabled: 0, parking_software: 2, energy_software: 0 });
    expect(stats.months).toHaveLength(12);
    expect(stats.months[11].month).toBe(todayInChina().slice(0, 7));
    expect(stats.products.find((p: { code: string }) => p.code === 'parking:merchant:platform').count).toBe(2);
    expect(stats.top[0].merchant).toBe(100101);
    expect(stats.trade_amount).toBe(stats.top.reduce((n: number, r: { amount: number }) => n + r.amount, 0));
  });
});

describe('partner software', () => {
  it('registers, refuses a second one of a type and a type the partner lacks, edits, disables with the audit', async () => {
    const body = { merchant: 100102, type: 'energy', software: 'ykc', start_date: '2026-01-01', annual_fee: 100_000, install_fee: 0 };
    const refused = await t.call('POST', 'partner/software', { token: partner, body });
    expect(code(refused)).toBe(1405);
    expect(refused.body.message).toContain('充电服务商平台');
    expect(code(await t.call('POST', 'partner/software', { token: partner, body: { ...body, type: 'parking', software: 'keytop' } }))).toBe(1409);
    expect(code(await t.call('POST', 'partner/software', { token: partner, body: { ...body, merchant: 100201 } }))).toBe(1404);
    expect(code(await t.call('POST', 'partner/software', { token: partnerStaff, body }))).toBe(1403);

    const list = ok(await t.call('GET', 'partner/software/list', { token: partner, query: { merchant: 100102 } }));
    const keytop = list.row[0];
    expect(keytop).toMatchObject({ type: 'parking', software: 'keytop', software_name: '科拓', partner: 100100 });
    const update = { id: keytop.id, software: 'jieshun', version: 'V6', start_date: todayInChina(), end_date: addDays(todayInChina(), 365), annual_fee: 960_000, install_fee: 200_000, remark: '更换系统' };
    expect(code(await t.call('PUT', 'partner/software', { token: partner, body: { ...update, software: 'ykc' } }))).toBe(1400);
    expect(code(await t.call('PUT', 'partner/software', { token: partner, body: { ...update, end_date: '2020-01-01' } }))).toBe(1400);
    const edited = ok(await t.call('PUT', 'partner/software', { token: partner, body: update }));
    expect(edited).toMatchObject({ software_name: '捷顺 JSST', annual_fee: 960_000, install_fee: 200_000, version: 'V6' });
    expect(ok(await t.call('PUT', 'partner/software/status', { token: partner, body: { id: keytop.id, status: 0 } })).status).toBe(0);
    expect(code(await t.call('PUT', 'partner/software/status', { token: partner, body: { id: keytop.id, status: 0 } }))).toBe(1409);
    expect(code(await t.call('PUT', 'partner/software/status', { token: energyPartner, body: { id: keytop.id, status: 1 } }))).toBe(1404);
    const audits = await t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, 'partner_software'), eq(auditLog.target_id, String(keytop.id)))));
    expect(audits).toHaveLength(2);

    // The rule is the customer's partner's product, for the platform too; a partner holding it registers a new one.
    expect(code(await t.call('POST', 'partner/software', { token: admin, body: { ...body, merchant: 100101 } }))).toBe(1405);
    const created = ok(await t.call('POST', 'partner/software', { token: energyPartner, body: { ...body, merchant: 100201, type: 'parking', software: 'keytop', end_date: '2026-12-31' } }));
    expect(created).toMatchObject({ merchant: 100201, partner: 100200, type: 'parking', software_name: '科拓', status: 1, end_date: '2026-12-31' });
    expect(ok(await t.call('GET', 'partner/customer/list', { token: energyPartner })).row[0]).toMatchObject({ parking_software: '科拓', energy_software: '云快充（YKC 协议）' });
  });
});

describe('partner orders', () => {
  it('sums the customers’ paid trades per day and month, with the summary of every row', async () => {
    const daily = ok(await t.call('GET', 'partner/order/daily', { token: partner, query: { page_size: 100 } }));
    expect(daily.row.length).toBeGreaterThan(0);
    expect(new Set(daily.row.map((r: { merchant: number }) => r.merchant))).toEqual(new Set([100101]));
    const from = dayStart(addDays(todayInChina(), -29));
    const trades = await t.db.tenant('all', (tx) =>
      tx.select().from(paymentTrade).where(and(inArray(paymentTrade.merchant, [100101, 100102]), inArray(paymentTrade.state, [2, 3]), gte(paymentTrade.success_time, from))),
    );
    const amount = trades.reduce((n, r) => n + r.amount, 0);
    expect(daily.summary.amount).toBe(amount);
    expect(daily.summary.count).toBe(trades.length);
    expect(daily.summary.net).toBe(daily.summary.amount - daily.summary.fee - daily.summary.refunded);
    expect(daily.row.reduce((n: number, r: { amount: number }) => n + r.amount, 0)).toBe(amount);
    expect(daily.row[0].period >= daily.row[daily.row.length - 1].period).toBe(true);
    expect(daily.paging_header.total_count).toBe(daily.row.length);

    const monthly = ok(await t.call('GET', 'partner/order/monthly', { token: partner }));
    expect(monthly.row[0]).toMatchObject({ period: todayInChina().slice(0, 7), merchant: 100101, merchant_name: '福田中心停车场' });
    expect(code(await t.call('GET', 'partner/order/monthly', { token: partner, query: { start_month: '2024-01', end_month: '2026-12' } }))).toBe(1400);
    expect(code(await t.call('GET', 'partner/order/daily', { token: partner, query: { start_date: '2026-01-01', end_date: '2026-06-01' } }))).toBe(1400);
    expect(code(await t.call('GET', 'partner/order/daily', { token: partner, query: { merchant: 100201 } }))).toBe(1404);
    expect(code(await t.call('GET', 'partner/order/daily', { token: partner, query: { merchant: 100102 } }))).toBe(1002);
    const energy = ok(await t.call('GET', 'partner/order/daily', { token: energyPartner }));
    expect(new Set(energy.row.map((r: { merchant: number }) => r.merchant))).toEqual(new Set([100201]));
  });
});
