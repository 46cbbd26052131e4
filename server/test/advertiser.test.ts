import { and, eq } from 'drizzle-orm';
import { addDays, creditCodeCheck, todayInChina } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adAdvertiser, adExpansionDemand, auditLog, merchant } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers.js';

// 100000 (admin) is the demo's advertising partner; 蓝海传媒 (100500, `advertiser`) is linked to one of its accounts
// (docs/decisions.md, "Advertisers (广告主)"). The advertiser's staff reads its platform but may not change its bids.
let t: TestApp;
let admin: string;
let adminStaff: string;
let advertiser: string;
let advertiserStaff: string;
let partner: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, adminStaff, advertiser, advertiserStaff, partner] = (await Promise.all(['admin', 'admin-staff', 'advertiser', 'advertiser-staff', 'parking-partner'].map((a) => t.login(a)))) as [string, string, string, string, string];
});
afterAll(async () => {
  await t?.close();
});

const ok = (reply: { body: any }) => {
  expect([1001, 1002], JSON.stringify(reply.body)).toContain(reply.body.code);
  return reply.body.payload;
};
const code = (reply: { body: { code: number } }) => reply.body.code;
const get = (token: string, path: string, query: Record<string, unknown> = {}) => t.call('GET', path, { token, query });
const write = (token: string, method: string, path: string, body: Record<string, unknown>, headers?: Record<string, string>) => t.call(method, path, { token, body, headers });
const creditCode = (seed: string) => `91440300${seed}${creditCodeCheck(`91440300${seed}`)}`;
let serial = 0;
const fields = (overrides: Record<string, unknown> = {}) => ({
  name: `测试广告主${++serial}有限公司`,
  credit_code: creditCode(`MA5TT${String(1000 + serial)}`),
  contact_name: '测试',
  contact_mobile: '13912345678',
  qualifications: [{ name: '营业执照.pdf', link: '/demo/licence.svg' }],
  ...overrides,
});
const wrongCheck = (code: string) => code.slice(0, 17) + (code.endsWith('0') ? '1' : '0');
const recharge = (token: string, body: Record<string, unknown>, key: string) => write(token, 'POST', 'adverting/advertiser/recharge', body, { 'idempotency-key': key });

describe('广告主 (the partner side)', () => {
  it('lists the demo accounts with balances that match their fund flow', async () => {
    const list = ok(await get(admin, 'adverting/advertiser/list', { page_size: 50 }));
    expect(list.paging_header.total_count).toBe(5);
    const lanhai = list.row.find((r: { name: string }) => r.name === '蓝海传媒广告有限公司');
    expect(lanhai).toMatchObject({ account_merchant: 100500, account_merchant_name: '蓝海传媒广告有限公司', partner: 100000, status: 1 });
    expect(lanhai.balance).toBe(lanhai.recharge_total - lanhai.spend_total);
    const flow = ok(await get(admin, 'adverting/advertiser/flow/list', { id: lanhai.id, page_size: 1 }));
    expect(flow.row[0].balance_after).toBe(lanhai.balance);
    expect(ok(await get(admin, 'adverting/advertiser/list', { keywords: '湘村' })).row.map((r: { short_name: string }) => r.short_name)).toEqual(['味道湘村']);
    expect(ok(await get(admin, 'adverting/advertiser/list', { status: 0 })).row.map((r: { short_name: string }) => r.short_name)).toEqual(['优品生活']);
  });

  it('creates, edits, links an advertiser merchant once, disables and audits', async () => {
    const { id } = ok(await write(admin, 'POST', 'adverting/advertiser', fields({ short_name: ' 测试 ', credit_code: creditCode('MA5TT0001') })));
    const created = ok(await get(admin, 'adverting/advertiser', { id }));
    expect(created).toMatchObject({ short_name: '测试', account_merchant: null, balance: 0, status: 1, qualifications: [{ name: '营业执照.pdf', link: '/demo/licence.svg' }] });
    // Same name (ignoring case) refused with a clear message.
    const dup = await write(admin, 'POST', 'adverting/advertiser', fields({ name: created.name }));
    expect(code(dup)).toBe(1400);
    expect(dup.body.message).toContain('已存在');
    // 100500 is linked already; a non-advertiser merchant cannot be linked.
    expect(code(await write(admin, 'PUT', 'adverting/advertiser', { id, ...fields({ name: created.name, account_merchant: 100500 }) }))).toBe(1409);
    expect(code(await write(admin, 'PUT', 'adverting/advertiser', { id, ...fields({ name: created.name, account_merchant: 100101 }) }))).toBe(1400);
    // A new advertiser merchant gets linked; then the link stays.
    const [m] = await t.db.tenant('all', (tx) => tx.insert(merchant).values({ id: 100599, name: '测试广告主商户', kind: 'advertiser', region: '440304', address: '' }).returning({ id: merchant.id }));
    const options = ok(await get(admin, 'session/option/list', { id: 'adverting-advertiser-merchant' })).row;
    expect(options.map((o: { value: number }) => o.value)).toEqual([m!.id]);
    ok(await write(admin, 'PUT', 'adverting/advertiser', { id, ...fields({ name: created.name, account_merchant: m!.id, industry: '汽车' }) }));
    expect(ok(await get(admin, 'adverting/advertiser', { id }))).toMatchObject({ account_merchant: 100599, industry: '汽车' });
    expect(code(await write(admin, 'PUT', 'adverting/advertiser', { id, ...fields({ name: created.name }) }))).toBe(1400);
    // 停用 ⇄ 恢复; twice is an illegal transition.
    ok(await write(admin, 'PUT', 'adverting/advertiser/status', { id, status: 0 }));
    expect(code(await write(admin, 'PUT', 'adverting/advertiser/status', { id, status: 0 }))).toBe(1409);
    const audits = await t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, 'ad_advertiser'), eq(auditLog.target_id, String(id)))));
    expect(audits.length).toBe(3);
  });

  it('recharges once per Idempotency-Key and books a payment serial number once', async () => {
    const { id } = ok(await write(admin, 'POST', 'adverting/advertiser', fields()));
    const body = { id, amount: 1_000_000, method: 1, serial_no: 'BT-TEST-0001' };
    const first = ok(await recharge(admin, body, 'recharge-test-0001'));
    expect(first.balance).toBe(1_000_000);
    // The same key and body: the first reply, nothing booked twice.
    expect(ok(await recharge(admin, body, 'recharge-test-0001'))).toEqual(first);
    // The same key, another body: refused.
    expect(code(await recharge(admin, { ...body, amount: 5 }, 'recharge-test-0001'))).toBe(1409);
    // Another key, the same serial number: refused (one payment, one booking).
    const again = await recharge(admin, body, 'recharge-test-0002');
    expect(code(again)).toBe(1409);
    expect(again.body.message).toContain('BT-TEST-0001');
    // No key at all: 1400 before anything happens.
    expect(code(await write(admin, 'POST', 'adverting/advertiser/recharge', { ...body, serial_no: 'BT-TEST-0002' }))).toBe(1400);
    ok(await recharge(admin, { ...body, amount: 2500, serial_no: 'BT-TEST-0002' }, 'recharge-test-0003'));
    expect(ok(await get(admin, 'adverting/advertiser', { id }))).toMatchObject({ balance: 1_002_500, recharge_total: 1_002_500 });
    const flow = ok(await get(admin, 'adverting/advertiser/flow/list', { id }));
    expect(flow.row.map((r: { amount: number; balance_after: number }) => [r.amount, r.balance_after])).toEqual([[2500, 1_002_500], [1_000_000, 1_000_000]]);
    // Zero, or a disabled advertiser: refused.
    expect(code(await recharge(admin, { ...body, amount: 0, serial_no: 'X1' }, 'recharge-test-0004'))).toBe(1400);
    ok(await write(admin, 'PUT', 'adverting/advertiser/status', { id, status: 0 }));
    expect(code(await recharge(admin, { ...body, serial_no: 'X2' }, 'recharge-test-0005'))).toBe(1409);
  });

  it('refuses callers without the permission or product, and answers another partner’s account as not found', async () => {
    expect(code(await get(adminStaff, 'adverting/advertiser/list'))).toBe(1403);
    expect(code(await get(partner, 'adverting/advertiser/list'))).toBe(1405);
    expect(code(await get(advertiser, 'adverting/advertiser/list'))).toBe(1405);
    // Another partner's account (a row of 100100's) is not found for the platform's partner console.
    const [other] = await t.db.tenant('all', (tx) =>
      tx.insert(adAdvertiser).values({ merchant: 100100, name: '别家广告主', credit_code: creditCode('MA5TT9999'), contact_name: '甲', contact_mobile: '13900000000' }).returning({ id: adAdvertiser.id }),
    );
    expect(code(await get(admin, 'adverting/advertiser', { id: other!.id }))).toBe(1404);
    expect(code(await write(admin, 'PUT', 'adverting/advertiser/status', { id: other!.id, status: 0 }))).toBe(1404);
    expect(code(await recharge(admin, { id: other!.id, amount: 100, method: 1, serial_no: 'Y' }, 'recharge-other-01'))).toBe(1404);
    expect(ok(await get(admin, 'adverting/advertiser/list', { keywords: '别家' })).row).toEqual([]);
  });

  it('answers bad input with 1400 and the field', async () => {
    const bad = await write(admin, 'POST', 'adverting/advertiser', fields({ contact_mobile: '12345' }));
    expect(code(bad)).toBe(1400);
    expect(bad.body.message).toContain('contact_mobile');
    expect(code(await write(admin, 'POST', 'adverting/advertiser', fields({ credit_code: wrongCheck(creditCode('MA5TT0002')) })))).toBe(1400);
    expect(code(await get(admin, 'adverting/advertiser/list', { start_date: '2026-11-02', end_date: '2026-11-01' }))).toBe(1400);
  });
});

describe('the advertiser platform', () => {
  it('shows the linked account, its deposits, bills, flow and statistics', async () => {
    const info = ok(await get(advertiser, 'advertiser/base/info'));
    expect(info).toMatchObject({ name: '蓝海传媒广告有限公司', partner: 100000, partner_name: '智泊云平台运营中心', account_merchant: 100500 });
    const deposits = ok(await get(advertiser, 'advertiser/deposit/list'));
    expect(deposits.paging_header.total_count).toBe(3);
    expect(deposits.row.every((r: { type: number; amount: number }) => r.type === 1 && r.amount > 0)).toBe(true);
    const serial = ok(await get(advertiser, 'advertiser/bill/serial', { page_size: 1 }));
    expect(serial.row[0].balance_after).toBe(info.balance);
    const bills = ok(await get(advertiser, 'advertiser/bill/list', { page_size: 100 }));
    expect(bills.paging_header.total_count).toBe(45);
    expect(bills.row[0]).toMatchObject({ bill_date: addDays(todayInChina(), -1), status: 0 });
    const deducted = bills.row.filter((b: { status: number }) => b.status === 1).reduce((n: number, b: { amount: number }) => n + b.amount, 0);
    expect(deducted).toBe(info.spend_total);
    // Statistics: every day present, sums equal the bills of the period.
    const stats = ok(await get(advertiser, 'advertiser/statistics', { start_date: addDays(todayInChina(), -9), end_date: todayInChina() }));
    expect(stats.points).toHaveLength(10);
    const inPeriod = bills.row.filter((b: { bill_date: string }) => b.bill_date >= addDays(todayInChina(), -9));
    expect(stats.totals.spend).toBe(inPeriod.reduce((n: number, b: { amount: number }) => n + b.amount, 0));
    expect(stats.totals.shows).toBe(stats.points.reduce((n: number, p: { shows: number }) => n + p.shows, 0));
    expect(stats.balance).toBe(info.balance);
    expect(code(await get(advertiser, 'advertiser/statistics', { start_date: '2024-01-01', end_date: '2026-01-01' }))).toBe(1400);
    // The staff reads too.
    expect(ok(await get(advertiserStaff, 'advertiser/bill/list')).paging_header.total_count).toBe(45);
  });

  it('sets the bids (the main account only), refusing two zero bids', async () => {
    const before = ok(await get(advertiser, 'advertiser/price'));
    expect(before).toEqual({ cpm_price: 3500, cpc_price: 80, daily_budget: 300_000 });
    expect(ok(await write(advertiser, 'PUT', 'advertiser/price', { cpm_price: 4000, cpc_price: 0, daily_budget: 0 }))).toEqual({ cpm_price: 4000, cpc_price: 0, daily_budget: 0 });
    expect(ok(await get(advertiser, 'advertiser/price')).cpm_price).toBe(4000);
    expect(code(await write(advertiser, 'PUT', 'advertiser/price', { cpm_price: 0, cpc_price: 0, daily_budget: 0 }))).toBe(1400);
    expect(code(await write(advertiser, 'PUT', 'advertiser/price', { cpm_price: -1, cpc_price: 0, daily_budget: 0 }))).toBe(1400);
    expect(code(await write(advertiserStaff, 'PUT', 'advertiser/price', { cpm_price: 1, cpc_price: 1, daily_budget: 0 }))).toBe(1403);
  });

  it('is the advertiser merchants’ only: the operator holds none of its codes, another merchant has no account', async () => {
    expect(code(await get(admin, 'advertiser/base/info'))).toBe(1403);
    expect(code(await get(partner, 'advertiser/deposit/list'))).toBe(1405);
    // An advertiser merchant without an account: 1404 with a hint.
    await t.db.tenant('all', (tx) => tx.update(adAdvertiser).set({ account_merchant: null }).where(eq(adAdvertiser.account_merchant, 100500)));
    const none = await get(advertiser, 'advertiser/base/info');
    expect(code(none)).toBe(1404);
    expect(none.body.message).toContain('广告主账户');
    await t.db.tenant('all', (tx) => tx.update(adAdvertiser).set({ account_merchant: 100500 }).where(eq(adAdvertiser.name, '蓝海传媒广告有限公司')));
  });
});

describe('拓量需求', () => {
  const demand = (advertiserId: number, overrides: Record<string, unknown> = {}) => ({
    title: '测试拓量',
    advertiser: advertiserId,
    regions: ['440300'],
    scenes: [5, 1],
    daily_shows: 10_000,
    budget: 500_000,
    start_date: todayInChina(),
    end_date: addDays(todayInChina(), 6),
    ...overrides,
  });
  const firstAdvertiser = async () => ok(await get(admin, 'session/option/list', { id: 'adverting-advertiser', keywords: '蓝海' })).row[0].value as number;

  it('lists the demo demands, creates, rejects, edits back to pending, approves and then refuses edits', async () => {
    const list = ok(await get(admin, 'adverting/operation/expansion-demand/list'));
    expect(list.paging_header.total_count).toBe(4);
    const lanhai = await firstAdvertiser();
    const { id } = ok(await write(admin, 'POST', 'adverting/operation/expansion-demand', demand(lanhai)));
    expect(ok(await get(admin, 'adverting/operation/expansion-demand', { id }))).toMatchObject({ status: 0, scenes: [1, 5], region_names: ['广东省深圳市'], advertiser_name: '蓝海传媒广告有限公司', creator: '平台管理员' });
    // Rejecting needs a reason.
    expect(code(await write(admin, 'PUT', 'adverting/operation/expansion-demand/audit', { id, status: 2 }))).toBe(1400);
    ok(await write(admin, 'PUT', 'adverting/operation/expansion-demand/audit', { id, status: 2, remark: '预算不足' }));
    expect(code(await write(admin, 'PUT', 'adverting/operation/expansion-demand/audit', { id, status: 1 }))).toBe(1409);
    ok(await write(admin, 'PUT', 'adverting/operation/expansion-demand', { id, ...demand(lanhai, { budget: 900_000 }) }));
    expect(ok(await get(admin, 'adverting/operation/expansion-demand', { id }))).toMatchObject({ status: 0, budget: 900_000 });
    ok(await write(admin, 'PUT', 'adverting/operation/expansion-demand/audit', { id, status: 1 }));
    expect(ok(await get(admin, 'adverting/operation/expansion-demand', { id }))).toMatchObject({ status: 1, auditor: '平台管理员' });
    expect(code(await write(admin, 'PUT', 'adverting/operation/expansion-demand', { id, ...demand(lanhai) }))).toBe(1409);
    expect(ok(await get(admin, 'adverting/operation/expansion-demand/list', { status: 1, advertiser: lanhai })).row.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('refuses bad input, disabled advertisers, strangers and another partner’s demand', async () => {
    const lanhai = await firstAdvertiser();
    const path = 'adverting/operation/expansion-demand';
    expect(code(await write(admin, 'POST', path, demand(lanhai, { end_date: addDays(todayInChina(), -1), start_date: addDays(todayInChina(), -3) })))).toBe(1400);
    expect(code(await write(admin, 'POST', path, demand(lanhai, { start_date: addDays(todayInChina(), 3), end_date: todayInChina() })))).toBe(1400);
    expect(code(await write(admin, 'POST', path, demand(lanhai, { scenes: [] })))).toBe(1400);
    expect(code(await write(admin, 'POST', path, demand(lanhai, { regions: ['440304'] })))).toBe(1400);
    const disabled = ok(await get(admin, 'adverting/advertiser/list', { status: 0 })).row[0].id;
    expect(code(await write(admin, 'POST', path, demand(disabled)))).toBe(1409);
    expect(code(await write(admin, 'POST', path, demand(999_999)))).toBe(1404);
    expect(code(await get(adminStaff, `${path}/list`))).toBe(1403);
    expect(code(await get(partner, `${path}/list`))).toBe(1405);
    const [other] = await t.db.tenant('all', async (tx) => {
      const [a] = await tx.insert(adAdvertiser).values({ merchant: 100100, name: '别家广告主二', credit_code: creditCode('MA5TT9998'), contact_name: '乙', contact_mobile: '13900000001' }).returning({ id: adAdvertiser.id });
      return tx.insert(adExpansionDemand).values({ merchant: 100100, advertiser: a!.id, title: '别家需求', daily_shows: 1, budget: 1, start_date: todayInChina(), end_date: todayInChina() }).returning({ id: adExpansionDemand.id });
    });
    expect(code(await get(admin, path, { id: other!.id }))).toBe(1404);
    expect(code(await write(admin, 'PUT', `${path}/audit`, { id: other!.id, status: 1 }))).toBe(1404);
  });
});
