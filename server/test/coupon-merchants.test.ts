import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { createTestApp, newMerchantBody, ok, type TestApp } from './helpers.js';

// The coupon platform's 商户管理 and 商户规则, and the group's 优惠券活动 (docs/decisions.md, "Coupon merchants").

let t: TestApp;
let admin: string;
let merchant: string;
let staff: string;
let group: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  merchant = await t.login('parking-merchant');
  staff = await t.login('parking-merchant-staff');
  group = await t.login('parking-group');
});
afterAll(async () => {
  await t?.close();
});

const code = (reply: { body: any }) => reply.body.code;
let serial = 6800;
const key = () => `coupon-merchants-${++serial}-${Date.now()}`;

const profile = { contact_name: '张伟', contact_phone: '13912345678', address: '深圳市南山区科苑路 8 号', remark: '新登记' };

/** A new merchant below the partner 100100 holding the coupon product (or not), with its own login. */
async function newCouponMerchant(products = ['parking:merchant:platform', 'parking:mcoupon:platform']) {
  const body = newMerchantBody(++serial, { parent: 100100, products });
  const { id } = ok(await t.call('POST', 'merchant/merchant', { token: admin, body }));
  return { id: id as number, token: await t.login(body.superuser.account), name: body.name as string };
}

const auditOf = (id: number) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, 'mcoupon_merchant'), eq(auditLog.target_id, String(id)))).orderBy(asc(auditLog.id)));

describe('coupon merchants (商户管理)', () => {
  it('lists the demo coupon merchants with their figures', async () => {
    const list = ok(await t.call('GET', 'parking/mcoupon/merchant/list', { token: admin, query: { page_index: 1, page_size: 20 } }));
    const futian = list.row.find((r: any) => r.merchant === 100101);
    expect(futian).toMatchObject({ merchant_name: '福田中心停车场', contact_name: '王芳', status: 1, token_limit: 0, grant_day_limit: 500, coupon_count: 5 });
    expect(futian.purchased).toBeGreaterThan(0);
    expect(futian.remaining).toBe(futian.purchased - futian.granted);
    expect(list.row.find((r: any) => r.merchant === 100103)).toMatchObject({ merchant_name: '罗湖万象停车场', coupon_count: 3, token_limit: 1 });
    const searched = ok(await t.call('GET', 'parking/mcoupon/merchant/list', { token: admin, query: { keywords: '罗湖' } }));
    expect(searched.row.map((r: any) => r.merchant)).toEqual([100103]);
    expect(ok(await t.call('GET', 'parking/mcoupon/merchant/list', { token: admin, query: { keywords: '100101' } })).row.map((r: any) => r.merchant)).toEqual([100101]);
  });

  it('registers, edits, stops and restarts a coupon merchant; every change is audited', async () => {
    const shop = await newCouponMerchant();
    ok(await t.call('POST', 'parking/mcoupon/merchant', { token: admin, body: { merchant: shop.id, ...profile } }));
    const got = ok(await t.call('GET', 'parking/mcoupon/merchant', { token: admin, query: { merchant: shop.id } }));
    expect(got).toMatchObject({ merchant: shop.id, merchant_name: shop.name, ...profile, status: 1, coupon_count: 0, purchased: 0, remaining: 0, token_limit: 1, grant_day_limit: 0 });
    const again = await t.call('POST', 'parking/mcoupon/merchant', { token: admin, body: { merchant: shop.id, ...profile } });
    expect(code(again)).toBe(1400);
    expect(again.body.message).toContain('已是优惠券商户');

    ok(await t.call('PUT', 'parking/mcoupon/merchant', { token: admin, body: { merchant: shop.id, contact_name: '王五', contact_phone: '13812345678' } }));
    expect(ok(await t.call('GET', 'parking/mcoupon/merchant', { token: admin, query: { merchant: shop.id } }))).toMatchObject({ contact_name: '王五', address: '', remark: '' });

    // 停用: the merchant buys and grants nothing; 启用 again.
    const { id: coupon } = ok(await t.call('POST', 'parking/mcoupon/coupon', { token: shop.token, body: { name: '测试商户券', type: 1, value: 500, validity_type: 1, valid_days: 30, stackable: false } }));
    ok(await t.call('POST', 'parking/mcoupon/purchase', { token: shop.token, body: { coupon, count: 10, unit_price: 100, amount: 1000 }, headers: { 'idempotency-key': key() } }));
    ok(await t.call('PUT', 'parking/mcoupon/merchant/disable', { token: admin, body: { merchant: shop.id } }));
    expect(code(await t.call('PUT', 'parking/mcoupon/merchant/disable', { token: admin, body: { merchant: shop.id } }))).toBe(1409);
    const buy = await t.call('POST', 'parking/mcoupon/purchase', { token: shop.token, body: { coupon, count: 1, unit_price: 100, amount: 100 }, headers: { 'idempotency-key': key() } });
    expect(code(buy)).toBe(1409);
    expect(buy.body.message).toContain('已被平台停用');
    expect(code(await t.call('POST', 'parking/mcoupon/grant', { token: shop.token, body: { coupon, plate: '粤B12345' } }))).toBe(1409);
    ok(await t.call('PUT', 'parking/mcoupon/merchant/enable', { token: admin, body: { merchant: shop.id } }));
    ok(await t.call('POST', 'parking/mcoupon/grant', { token: shop.token, body: { coupon, plate: '粤B12345' } }));
    expect(ok(await t.call('GET', 'parking/mcoupon/merchant', { token: admin, query: { merchant: shop.id } }))).toMatchObject({ status: 1, coupon_count: 1, purchased: 10, granted: 1, remaining: 9, purchase_amount: 1000 });

    const entries = await auditOf(shop.id);
    expect(entries.map((e) => e.call)).toEqual([
      'POST parking/mcoupon/merchant', 'PUT parking/mcoupon/merchant', 'PUT parking/mcoupon/merchant/disable', 'PUT parking/mcoupon/merchant/enable',
    ]);
    expect(entries[1]!.after).toMatchObject({ 联系人: '王五' });
  });

  it('validates: the coupon product, the phone, the contact', async () => {
    const plain = await newCouponMerchant(['parking:merchant:platform']);
    const refused = await t.call('POST', 'parking/mcoupon/merchant', { token: admin, body: { merchant: plain.id, ...profile } });
    expect(code(refused)).toBe(1400);
    expect(refused.body.message).toContain('未开通停车优惠券产品');
    expect(code(await t.call('POST', 'parking/mcoupon/merchant', { token: admin, body: { merchant: plain.id, ...profile, contact_phone: '12345' } }))).toBe(1400);
    expect(code(await t.call('POST', 'parking/mcoupon/merchant', { token: admin, body: { merchant: plain.id, ...profile, contact_name: '张' } }))).toBe(1400);
    expect(code(await t.call('PUT', 'parking/mcoupon/merchant', { token: admin, body: { merchant: plain.id, ...profile } }))).toBe(1404);
  });

  it('is the platform\'s: merchants, their staff and the group hold none of it', async () => {
    for (const token of [merchant, staff, group]) {
      expect(code(await t.call('GET', 'parking/mcoupon/merchant/list', { token }))).toBe(1403);
      expect(code(await t.call('GET', 'parking/mcoupon/merchant/rule/list', { token }))).toBe(1403);
      expect(code(await t.call('PUT', 'parking/mcoupon/merchant/disable', { token, body: { merchant: 100101 } }))).toBe(1403);
    }
    expect(code(await t.call('GET', 'parking/mcoupon/merchant', { token: admin, query: { merchant: 100102 } }))).toBe(1404);
  });
});

describe('the detail tabs read the merchant\'s own records', () => {
  it('filters purchases, grants and stock by merchant for the platform, and refuses a merchant outside the scope', async () => {
    const purchases = ok(await t.call('GET', 'parking/mcoupon/purchase/list', { token: admin, query: { merchant: 100103 } }));
    expect(purchases.row.length).toBeGreaterThan(0);
    expect(new Set(purchases.row.map((r: any) => r.merchant))).toEqual(new Set([100103]));
    const grants = ok(await t.call('GET', 'parking/mcoupon/grant/list', { token: admin, query: { merchant: 100101 } }));
    expect(new Set(grants.row.map((r: any) => r.merchant))).toEqual(new Set([100101]));
    const stock = ok(await t.call('GET', 'parking/mcoupon/balance/list', { token: admin, query: { merchant: 100103 } }));
    expect(stock.row).toHaveLength(3);
    // 余额: the merchant's wallet on the wallet module's list.
    const wallets = ok(await t.call('GET', 'wallet/merchant/list', { token: admin, query: { merchant: 100101 } }));
    expect(wallets.row.map((w: any) => w.merchant)).toEqual([100101]);
    // A merchant asking for another's answers 1404, not an empty list.
    expect(code(await t.call('GET', 'parking/mcoupon/purchase/list', { token: merchant, query: { merchant: 100103 } }))).toBe(1404);
    expect(code(await t.call('GET', 'parking/mcoupon/grant/list', { token: merchant, query: { merchant: 100103 } }))).toBe(1404);
  });
});

describe('merchant rules (商户规则)', () => {
  it('shows the platform every coupon merchant\'s grant rules, one merchant\'s on request', async () => {
    const all = ok(await t.call('GET', 'parking/mcoupon/merchant/rule/list', { token: admin }));
    expect(all.row.map((r: any) => r.name)).toEqual(expect.arrayContaining(['2 小时券每车每日限领 2 张', '访客全免券限领', '全场每车每日上限']));
    const enabled = ok(await t.call('GET', 'parking/mcoupon/merchant/rule/list', { token: admin, query: { merchant: 100101, status: 1 } }));
    expect(enabled.row.every((r: any) => r.merchant === 100101 && r.status === 1)).toBe(true);
    expect(enabled.row.length).toBeGreaterThanOrEqual(2);
  });
});

describe('the group\'s coupon events (优惠券活动)', () => {
  it('reads its members\' event records; the merchant still reads its own', async () => {
    const own = ok(await t.call('GET', 'parking/mcoupon/event/list', { token: merchant }));
    expect(own.row.length).toBeGreaterThan(0);
    expect(new Set(own.row.map((r: any) => r.merchant))).toEqual(new Set([100101]));
    // 100101 is not a member of the group 100300: the group sees its members' records only (100103's entries).
    const members = ok(await t.call('GET', 'parking/mcoupon/event/list', { token: group }));
    expect(members.row.length).toBe(4);
    expect(new Set(members.row.map((r: any) => r.merchant))).toEqual(new Set([100103]));
    expect(members.row.filter((r: any) => r.status === -1)).toHaveLength(1);
  });
});

describe('the group\'s settlement account (结算账户)', () => {
  it('reads and submits its own withdrawal settings on the 提现设置 calls', async () => {
    expect(ok(await t.call('GET', 'payment/transfer/rt', { token: group, query: { merchant: 100300 } }))).toMatchObject({ merchant: 100300 });
    expect(code(await t.call('GET', 'payment/transfer/rt', { token: group, query: { merchant: 100101 } }))).toBe(1404);
  });
});
