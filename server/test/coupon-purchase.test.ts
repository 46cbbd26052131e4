import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { createTestApp, newMerchantBody, ok, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
let merchant: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  merchant = await t.login('parking-merchant');
  staff = await t.login('parking-merchant-staff');
});
afterAll(async () => {
  await t?.close();
});

const code = (reply: { body: any }) => reply.body.code;
let serial = 700;
const key = () => `test-key-${++serial}-${Date.now()}`;

const buy = (token: string, body: Record<string, unknown>, idempotencyKey = key()) =>
  t.call('POST', 'parking/mcoupon/purchase', { token, body, headers: { 'idempotency-key': idempotencyKey } });
const revokePurchase = (token: string, id: number, idempotencyKey = key()) =>
  t.call('POST', 'parking/mcoupon/purchase/revoke', { token, body: { id }, headers: { 'idempotency-key': idempotencyKey } });
const grant = (token: string, coupon: number, plate: string) => t.call('POST', 'parking/mcoupon/grant', { token, body: { coupon, plate } });
const stockOf = async (token: string, coupon: number) => ok(await t.call('GET', 'parking/mcoupon/warehouse/detail', { token, query: { coupon } }));

/** A fresh enabled coupon of the demo parking merchant. */
async function newCoupon(token = merchant) {
  const { id } = ok(await t.call('POST', 'parking/mcoupon/coupon', { token, body: { name: `采购测试券${++serial}`, type: 1, value: 300, validity_type: 1, valid_days: 15, stackable: false } }));
  return id as number;
}

/** Another parking merchant with the coupon product, signed in, with a coupon and stock of its own. */
async function otherMerchant() {
  const body = newMerchantBody(++serial, { parent: 100100, products: ['parking:merchant:platform', 'parking:mcoupon:platform'] });
  ok(await t.call('POST', 'merchant/merchant', { token: admin, body }));
  const token = await t.login(body.superuser.account);
  const coupon = await newCoupon(token);
  const purchase = ok(await buy(token, { coupon, count: 5, unit_price: 100, amount: 500 }));
  const granted = ok(await grant(token, coupon, '京A12345'));
  return { token, coupon, purchase: purchase.id as number, grant: granted.id as number };
}

const auditOf = (type: string, id: number) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, type), eq(auditLog.target_id, String(id)))).orderBy(asc(auditLog.id)));

describe('purchases and stock', () => {
  it('buys coupons once per key: the stock grows, a replay answers the first reply, another body is refused', async () => {
    const coupon = await newCoupon();
    const k = key();
    const first = ok(await buy(merchant, { coupon, count: 100, unit_price: 250, amount: 25_000, remark: '首批' }, k));
    expect(first).toMatchObject({ amount: 25_000, remaining: 100 });
    expect(ok(await buy(merchant, { coupon, count: 100, unit_price: 250, amount: 25_000, remark: '首批' }, k))).toEqual(first);
    expect(code(await buy(merchant, { coupon, count: 10, unit_price: 250, amount: 2_500 }, k))).toBe(1409);
    const stock = await stockOf(merchant, coupon);
    expect(stock).toMatchObject({ merchant: 100101, coupon, purchased: 100, revoked: 0, granted: 0, remaining: 100, amount: 25_000, coupon_value_text: '3.00 元' });
    expect(stock.purchases.map((p: { id: number }) => p.id)).toEqual([first.id]);

    const detail = ok(await t.call('GET', 'parking/mcoupon/purchase/detail', { token: merchant, query: { id: first.id } }));
    expect(detail).toMatchObject({ id: first.id, count: 100, unit_price: 250, amount: 25_000, status: 1, remark: '首批', operator: expect.any(String), stock: { remaining: 100 } });
    const list = ok(await t.call('GET', 'parking/mcoupon/purchase/list', { token: merchant, query: { coupon } }));
    expect(list.row.map((r: { id: number }) => r.id)).toEqual([first.id]);
    const balance = ok(await t.call('GET', 'parking/mcoupon/balance/list', { token: merchant, query: { coupon } }));
    expect(balance.row).toEqual([expect.objectContaining({ coupon, remaining: 100 })]);
    expect((await auditOf('mcoupon_purchase', first.id)).map((e) => e.call)).toEqual(['POST parking/mcoupon/purchase']);
  });

  it('keeps the arithmetic: purchased − revoked − granted = remaining; revoke refused (1409) when granted beyond the stock', async () => {
    const coupon = await newCoupon();
    const a = ok(await buy(merchant, { coupon, count: 3, unit_price: 100, amount: 300 }));
    const b = ok(await buy(merchant, { coupon, count: 2, unit_price: 100, amount: 200 }));
    expect(b.remaining).toBe(5);
    const g1 = ok(await grant(merchant, coupon, '粤B11111'));
    expect(g1.remaining).toBe(4);
    ok(await grant(merchant, coupon, '粤b 22222'));
    ok(await grant(merchant, coupon, '粤B33333'));
    expect(await stockOf(merchant, coupon)).toMatchObject({ purchased: 5, granted: 3, revoked: 0, remaining: 2 });

    // 2 left: purchase a (3) cannot go back, b (2) can.
    const refused = await revokePurchase(merchant, a.id);
    expect(code(refused)).toBe(1409);
    expect(refused.body.message).toContain('剩余库存 2 张，少于本次采购的 3 张');
    const k = key();
    const revoked = ok(await revokePurchase(merchant, b.id, k));
    expect(revoked).toEqual({ id: b.id, status: -1, remaining: 0 });
    expect(ok(await revokePurchase(merchant, b.id, k))).toEqual(revoked); // replay
    expect(code(await revokePurchase(merchant, b.id))).toBe(1409); // already revoked
    expect(await stockOf(merchant, coupon)).toMatchObject({ purchased: 5, revoked: 2, granted: 3, remaining: 0, amount: 300 });

    // Empty stock: no grant.
    const empty = await grant(merchant, coupon, '粤B44444');
    expect(code(empty)).toBe(1409);
    expect(empty.body.message).toContain('库存不足');

    // Revoking a grant puts the coupon back; a second revoke is 1409.
    expect(ok(await t.call('POST', 'parking/mcoupon/grant/revoke', { token: merchant, body: { id: g1.id } }))).toEqual({ id: g1.id, status: 0, remaining: 1 });
    expect(code(await t.call('POST', 'parking/mcoupon/grant/revoke', { token: merchant, body: { id: g1.id } }))).toBe(1409);
    expect(await stockOf(merchant, coupon)).toMatchObject({ granted: 2, remaining: 1 });
    const got = ok(await t.call('GET', 'parking/mcoupon/grant', { token: merchant, query: { id: g1.id } }));
    expect(got).toMatchObject({ plate: '粤B11111', status: 0, revoker: expect.any(String) });
    const grants = ok(await t.call('GET', 'parking/mcoupon/grant/list', { token: merchant, query: { coupon, plate: '22222' } }));
    expect(grants.row.map((r: { plate: string }) => r.plate)).toEqual(['粤B22222']);
    // A coupon with purchases and grants is not deleted (1409, in Chinese).
    const removed = await t.call('DELETE', 'parking/mcoupon/coupon', { token: merchant, query: { id: coupon } });
    expect(code(removed)).toBe(1409);
    expect(removed.body.message).toContain('已有采购或发放记录');
    expect((await auditOf('mcoupon_grant', g1.id)).map((e) => e.call)).toEqual(['POST parking/mcoupon/grant', 'POST parking/mcoupon/grant/revoke']);
  });

  it('a used grant (demo: with an order) is not revoked; the demo stock adds up', async () => {
    const used = ok(await t.call('GET', 'parking/mcoupon/grant/list', { token: merchant, query: { plate: '粤B12345', status: 1 } })).row[0];
    expect(used.used_order).toMatch(/^P2026/);
    const refused = await t.call('POST', 'parking/mcoupon/grant/revoke', { token: merchant, body: { id: used.id } });
    expect(code(refused)).toBe(1409);
    expect(refused.body.message).toContain('已在订单');
    const stock = ok(await t.call('GET', 'parking/mcoupon/balance/list', { token: merchant, query: { keywords: '2 小时' } })).row[0];
    expect(stock).toMatchObject({ coupon_name: '2 小时停车券', purchased: 1500, revoked: 0 });
    expect(stock.remaining).toBe(stock.purchased - stock.revoked - stock.granted);
  });

  it('refuses a blocked coupon, a wrong amount and bad input in Chinese (1400)', async () => {
    const coupon = await newCoupon();
    ok(await t.call('PUT', 'parking/mcoupon/coupon/block', { token: merchant, body: { id: coupon } }));
    const blocked = await buy(merchant, { coupon, count: 1, unit_price: 100, amount: 100 });
    expect(code(blocked)).toBe(1400);
    expect(blocked.body.message).toContain('已屏蔽，不能采购');
    const wrong = await buy(merchant, { coupon, count: 2, unit_price: 100, amount: 100 });
    expect(code(wrong)).toBe(1400);
    expect(wrong.body.message).toContain('应为 2.00 元');
    for (const body of [{ coupon, count: 0, unit_price: 1, amount: 0 }, { coupon, count: 1, unit_price: -1, amount: -1 }, { count: 1, unit_price: 1, amount: 1 }]) {
      const reply = await buy(merchant, body);
      expect(code(reply), JSON.stringify(body)).toBe(1400);
      expect(reply.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    const noKey = await t.call('POST', 'parking/mcoupon/purchase', { token: merchant, body: { coupon, count: 1, unit_price: 1, amount: 1 } });
    expect(code(noKey)).toBe(1400);
    const plate = await grant(merchant, coupon, 'ABC1234');
    expect(code(plate)).toBe(1400);
    expect(plate.body.message).toContain('车牌号');
    expect(code(await t.call('GET', 'parking/mcoupon/grant/list', { token: merchant, query: { start_date: '2026-10-10', end_date: '2026-10-01' } }))).toBe(1400);
  });
});

describe('who may', () => {
  it('scopes by merchant: another merchant’s rows answer 1404 and never list; the platform reads all', async () => {
    const other = await otherMerchant();
    expect(code(await t.call('GET', 'parking/mcoupon/purchase/detail', { token: merchant, query: { id: other.purchase } }))).toBe(1404);
    expect(code(await t.call('GET', 'parking/mcoupon/grant', { token: merchant, query: { id: other.grant } }))).toBe(1404);
    expect(code(await t.call('GET', 'parking/mcoupon/warehouse/detail', { token: merchant, query: { coupon: other.coupon } }))).toBe(1404);
    expect(code(await revokePurchase(merchant, other.purchase))).toBe(1404);
    expect(code(await t.call('POST', 'parking/mcoupon/grant/revoke', { token: merchant, body: { id: other.grant } }))).toBe(1404);
    const bought = await buy(merchant, { coupon: other.coupon, count: 1, unit_price: 1, amount: 1 });
    expect(code(bought)).toBe(1400); // not one of its coupons
    const mine = ok(await t.call('GET', 'parking/mcoupon/purchase/list', { token: merchant, query: { page_size: 100 } }));
    expect(mine.row.every((r: { merchant: number }) => r.merchant === 100101)).toBe(true);
    const grants = ok(await t.call('GET', 'parking/mcoupon/grant/list', { token: merchant, query: { page_size: 100 } }));
    expect(grants.row.some((r: { id: number }) => r.id === other.grant)).toBe(false);

    // The platform operator reads every merchant's, and writes none.
    const all = ok(await t.call('GET', 'parking/mcoupon/purchase/list', { token: admin, query: { page_size: 100 } }));
    expect(all.row.some((r: { id: number }) => r.id === other.purchase)).toBe(true);
    expect(ok(await t.call('GET', 'parking/mcoupon/grant', { token: admin, query: { id: other.grant } }))).toMatchObject({ plate: '京A12345' });
    expect(code(await buy(admin, { coupon: other.coupon, count: 1, unit_price: 1, amount: 1 }))).toBe(1403);
    expect(code(await grant(admin, other.coupon, '京A54321'))).toBe(1403);
  });

  it('staff only looks (1403 on every write)', async () => {
    ok(await t.call('GET', 'parking/mcoupon/purchase/list', { token: staff }));
    ok(await t.call('GET', 'parking/mcoupon/balance/list', { token: staff }));
    ok(await t.call('GET', 'parking/mcoupon/grant/list', { token: staff }));
    const coupon = await newCoupon();
    expect(code(await buy(staff, { coupon, count: 1, unit_price: 1, amount: 1 }))).toBe(1403);
    expect(code(await revokePurchase(staff, 1))).toBe(1403);
    expect(code(await grant(staff, coupon, '粤B12345'))).toBe(1403);
    expect(code(await t.call('POST', 'parking/mcoupon/grant/revoke', { token: staff, body: { id: 1 } }))).toBe(1403);
  });
});
