import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantProduct } from '../src/db/schema/index.js';
import { createTestApp, ok, type TestApp } from './helpers.js';

// 营销中心 › 合作商户: admin (platform, scope all); parking-partner (100100) is given 通用服务商 here so that its scope
// (its customers 100101, 100102) is tested; admin-staff holds no bonus permission; parking-merchant lacks the product.
let t: TestApp;
let admin: string;
let partner: string;
let adminStaff: string;
let merchant: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.tenant('all', (tx) => tx.insert(merchantProduct).values({ merchant: 100100, product: 'generic:partner:platform' }));
  [admin, partner, adminStaff, merchant] = (await Promise.all(['admin', 'parking-partner', 'admin-staff', 'parking-merchant'].map((a) => t.login(a)))) as [string, string, string, string];
}, 240_000);
afterAll(async () => {
  await t?.close();
});

const code = (reply: { body: { code: number } }) => reply.body.code;
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const shift = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const eventId = async (name: string) => ok(await t.call('GET', 'bonus/event/list', { token: admin, query: { keywords: name } })).row[0].id as number;

describe('partner customers list and detail', () => {
  it('lists the merchants in scope with their marketing counts, masked mobiles, filters', async () => {
    const list = ok(await t.call('GET', 'bonus/partner/customer/list', { token: admin, query: { page_size: 100 } }));
    const ids = list.row.map((r: any) => r.id);
    expect(ids).not.toContain(100000);
    const futian = list.row.find((r: any) => r.id === 100101);
    expect(futian).toMatchObject({ name: '福田中心停车场', kind: 'merchant', events: 2, grants: 2, batches: 1, redeemed: 1, plans: 2, apps: 2 });
    expect(futian.contact_mobile).toMatch(/\*{4}/);
    expect(futian.last_grant_time).not.toBeNull();
    const joined = ok(await t.call('GET', 'bonus/partner/customer/list', { token: admin, query: { joined: 1 } }));
    expect(joined.row.map((r: any) => r.id).sort()).toEqual([100101, 100102, 100103, 100201]);
    const byName = ok(await t.call('GET', 'bonus/partner/customer/list', { token: admin, query: { keywords: '南山快充' } }));
    expect(byName.row.map((r: any) => r.id)).toContain(100201);
    const partners = ok(await t.call('GET', 'bonus/partner/customer/list', { token: admin, query: { kind: 'partner' } }));
    expect(partners.row.every((r: any) => r.kind === 'partner')).toBe(true);
    const bad = await t.call('GET', 'bonus/partner/customer/list', { token: admin, query: { kind: 'platform' } });
    expect(code(bad)).toBe(1400);
    expect(bad.body.message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('answers the detail with the whole mobile, products and the overview', async () => {
    const d = ok(await t.call('GET', 'bonus/partner/customer', { token: admin, query: { id: 100101 } }));
    expect(d.contact_mobile).not.toMatch(/\*/);
    expect(d.parent_name).toBe('深圳泊联科技有限公司');
    expect(d.products.length).toBeGreaterThan(0);
    expect(d.overview).toMatchObject({ events: 2, grants: 2, refused: 1, coupon_amount: 7000, redeemed: 1, batches: 1, plans: 2, running_plans: 2, apps: 2 });
    expect(d.overview.events_top[0].grants).toBe(1);
    const batches = ok(await t.call('GET', 'bonus/partner/customer/batch', { token: admin, query: { customer: 100101 } }));
    expect(batches.row).toHaveLength(1);
    expect(batches.row[0]).toMatchObject({ name: '第一批兑换码', event_name: '双十一兑换码活动', value_name: '50 元代金券', count: 20, redeemed: 1 });
  });

  it('keeps the caller to its scope: 1404 outside it (and for itself), 1403 without the permission, 1405 without the product', async () => {
    const mine = ok(await t.call('GET', 'bonus/partner/customer/list', { token: partner }));
    expect(mine.row.map((r: any) => r.id).sort()).toEqual([100101, 100102]);
    // The platform's grants are not in the partner's scope.
    expect(mine.row.find((r: any) => r.id === 100101)).toMatchObject({ grants: 0, plans: 0, apps: 0 });
    expect(code(await t.call('GET', 'bonus/partner/customer', { token: partner, query: { id: 100201 } }))).toBe(1404);
    expect(code(await t.call('GET', 'bonus/partner/plan/list', { token: partner, query: { customer: 100201 } }))).toBe(1404);
    expect(code(await t.call('GET', 'bonus/partner/customer', { token: admin, query: { id: 100000 } }))).toBe(1404);
    expect(code(await t.call('GET', 'bonus/partner/customer', { token: admin, query: { id: 999999 } }))).toBe(1404);
    expect(code(await t.call('GET', 'bonus/partner/customer/list', { token: adminStaff }))).toBe(1403);
    expect(code(await t.call('GET', 'bonus/partner/customer/list', { token: merchant }))).toBe(1405);
    // The partner cannot read or change the platform's plan of its own customer.
    const plans = ok(await t.call('GET', 'bonus/partner/plan/list', { token: admin, query: { customer: 100101 } }));
    expect(code(await t.call('DELETE', 'bonus/partner/plan', { token: partner, query: { id: plans.row[0].id } }))).toBe(1404);
  });
});

describe('plans', () => {
  it('creates, edits and deletes a plan; validates dates and the activity', async () => {
    const welcome = await eventId('新商户入驻有礼');
    const body = { customer: 100103, name: '罗湖季度方案', event: welcome, quota: 5, start_date: shift(-10), end_date: shift(30), remark: '测试' };
    const { id } = ok(await t.call('POST', 'bonus/partner/plan', { token: admin, body }));
    const got = ok(await t.call('GET', 'bonus/partner/plan', { token: admin, query: { id } }));
    expect(got).toMatchObject({ name: '罗湖季度方案', event_name: '新商户入驻有礼', state: 1, used: 1, quota: 5, operator: '平台管理员' });
    ok(await t.call('PUT', 'bonus/partner/plan', { token: admin, body: { ...body, id, customer: undefined, name: '罗湖下季度方案', start_date: shift(10) } }));
    expect(ok(await t.call('GET', 'bonus/partner/plan', { token: admin, query: { id } }))).toMatchObject({ name: '罗湖下季度方案', state: 0, used: 0 });
    const backwards = await t.call('POST', 'bonus/partner/plan', { token: admin, body: { ...body, start_date: today(), end_date: shift(-1) } });
    expect(code(backwards)).toBe(1400);
    expect(backwards.body.message).toBe('结束日期不能早于开始日期');
    const short = await t.call('POST', 'bonus/partner/plan', { token: admin, body: { ...body, name: 'a' } });
    expect(code(short)).toBe(1400);
    const ended = await t.call('POST', 'bonus/partner/plan', { token: admin, body: { ...body, event: await eventId('国庆停车节') } });
    expect(code(ended)).toBe(1409);
    // Another merchant's activity is not the caller's: 1404.
    const partnerEvent = await eventId('泊联客户回馈');
    expect(code(await t.call('POST', 'bonus/partner/plan', { token: admin, body: { ...body, event: partnerEvent } }))).toBe(1404);
    expect(code(await t.call('POST', 'bonus/partner/plan', { token: adminStaff, body }))).toBe(1403);
    ok(await t.call('DELETE', 'bonus/partner/plan', { token: admin, query: { id } }));
    expect(code(await t.call('GET', 'bonus/partner/plan', { token: admin, query: { id } }))).toBe(1404);
  });
});

describe('apps', () => {
  it('authorises an app once, stops and resumes it', async () => {
    const before = ok(await t.call('GET', 'bonus/partner/app/acl/list', { token: admin, query: { customer: 100103 } }));
    expect(before.row).toHaveLength(0);
    expect(before.apps.map((a: any) => a.app_id)).toContain('parking-console');
    const { id } = ok(await t.call('POST', 'bonus/partner/app/acl', { token: admin, body: { customer: 100103, app_id: 'parking-console', remark: '罗湖' } }));
    expect(code(await t.call('POST', 'bonus/partner/app/acl', { token: admin, body: { customer: 100103, app_id: 'parking-console' } }))).toBe(1409);
    expect(code(await t.call('POST', 'bonus/partner/app/acl', { token: admin, body: { customer: 100103, app_id: 'console-staging' } }))).toBe(1404);
    ok(await t.call('PUT', 'bonus/partner/app/acl/status', { token: admin, body: { id, status: 0 } }));
    expect(code(await t.call('PUT', 'bonus/partner/app/acl/status', { token: admin, body: { id, status: 0 } }))).toBe(1409);
    ok(await t.call('PUT', 'bonus/partner/app/acl/status', { token: admin, body: { id, status: 1 } }));
    const after = ok(await t.call('GET', 'bonus/partner/app/acl/list', { token: admin, query: { customer: 100103 } }));
    expect(after.row[0]).toMatchObject({ app_id: 'parking-console', app_name: '智泊停车商户控制台', status: 1, remark: '罗湖' });
  });
});
