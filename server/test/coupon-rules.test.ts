import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { createTestApp, newMerchantBody, ok, type TestApp } from './helpers.js';

// Grant rules, batch purchase and the group's view of its members' coupons (docs/decisions.md, "Coupon grant rules,
// batch purchase and the group's coupons").

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
let serial = 900;
const key = () => `rules-key-${++serial}-${Date.now()}`;

const buy = (token: string, body: Record<string, unknown>) => t.call('POST', 'parking/mcoupon/purchase', { token, body, headers: { 'idempotency-key': key() } });
const batch = (token: string, body: Record<string, unknown>, idempotencyKey = key()) =>
  t.call('POST', 'parking/mcoupon/purchase/batch', { token, body, headers: { 'idempotency-key': idempotencyKey } });
const grant = (token: string, coupon: number, plate: string) => t.call('POST', 'parking/mcoupon/grant', { token, body: { coupon, plate } });
const stockOf = async (token: string, coupon: number) => ok(await t.call('GET', 'parking/mcoupon/warehouse/detail', { token, query: { coupon } }));
const newRule = (token: string, body: Record<string, unknown>) => t.call('POST', 'parking/mcoupon/grant/rule', { token, body: { status: 1, plate_day_limit: 0, plate_total_limit: 0, ...body } });

async function newCoupon(token = merchant) {
  const { id } = ok(await t.call('POST', 'parking/mcoupon/coupon', { token, body: { name: `规则测试券${++serial}`, type: 1, value: 500, validity_type: 1, valid_days: 30, stackable: false } }));
  return id as number;
}

const auditOf = (type: string, id: number) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, type), eq(auditLog.target_id, String(id)))).orderBy(asc(auditLog.id)));

describe('batch purchase', () => {
  it('buys several coupons in one operation, once per key; the stock of each grows', async () => {
    const a = await newCoupon();
    const b = await newCoupon();
    const body = { items: [{ coupon: a, count: 10, unit_price: 200 }, { coupon: b, count: 5, unit_price: 350 }], amount: 3_750, remark: '月初补货' };
    const k = key();
    const first = ok(await batch(merchant, body, k));
    expect(first).toMatchObject({ count: 15, amount: 3_750 });
    expect(first.ids).toHaveLength(2);
    expect(ok(await batch(merchant, body, k))).toEqual(first);
    expect(code(await batch(merchant, { ...body, amount: 3_750, remark: '另一笔' }, k))).toBe(1409);
    expect(await stockOf(merchant, a)).toMatchObject({ purchased: 10, remaining: 10, amount: 2_000 });
    expect(await stockOf(merchant, b)).toMatchObject({ purchased: 5, remaining: 5, amount: 1_750 });
    const detail = ok(await t.call('GET', 'parking/mcoupon/purchase/detail', { token: merchant, query: { id: first.ids[1] } }));
    expect(detail).toMatchObject({ coupon: b, count: 5, unit_price: 350, remark: '月初补货' });
    expect((await auditOf('mcoupon_purchase', first.ids[0])).map((e) => e.call)).toEqual(['POST parking/mcoupon/purchase/batch']);
  });

  it('is all or nothing: a blocked coupon in the batch leaves every stock untouched', async () => {
    const a = await newCoupon();
    const blocked = await newCoupon();
    ok(await t.call('PUT', 'parking/mcoupon/coupon/block', { token: merchant, body: { id: blocked } }));
    const reply = await batch(merchant, { items: [{ coupon: a, count: 3, unit_price: 100 }, { coupon: blocked, count: 1, unit_price: 100 }], amount: 400 });
    expect(code(reply)).toBe(1400);
    expect(reply.body.message).toContain('已屏蔽');
    expect(code(await t.call('GET', 'parking/mcoupon/warehouse/detail', { token: merchant, query: { coupon: a } }))).toBe(1404);
  });

  it('answers bad input clearly: a wrong total, a coupon twice, no key, too many lines', async () => {
    const a = await newCoupon();
    const wrong = await batch(merchant, { items: [{ coupon: a, count: 2, unit_price: 100 }], amount: 300 });
    expect(code(wrong)).toBe(1400);
    expect(wrong.body.message).toContain('2.00');
    const twice = await batch(merchant, { items: [{ coupon: a, count: 1, unit_price: 100 }, { coupon: a, count: 1, unit_price: 100 }], amount: 200 });
    expect(code(twice)).toBe(1400);
    expect(twice.body.message).toContain('不止一次');
    expect(code(await t.call('POST', 'parking/mcoupon/purchase/batch', { token: merchant, body: { items: [{ coupon: a, count: 1, unit_price: 1 }], amount: 1 } }))).toBe(1400);
    expect(code(await batch(merchant, { items: Array.from({ length: 21 }, (_, i) => ({ coupon: i + 1, count: 1, unit_price: 0 })), amount: 0 }))).toBe(1400);
    expect(code(await batch(merchant, { items: [], amount: 0 }))).toBe(1400);
  });

  it('refuses callers without the permission (staff, the platform) and another merchant\'s coupon', async () => {
    const a = await newCoupon();
    expect(code(await batch(staff, { items: [{ coupon: a, count: 1, unit_price: 100 }], amount: 100 }))).toBe(1403);
    expect(code(await batch(admin, { items: [{ coupon: a, count: 1, unit_price: 100 }], amount: 100 }))).toBe(1403);
    const body = newMerchantBody(++serial, { parent: 100100, products: ['parking:merchant:platform', 'parking:mcoupon:platform'] });
    ok(await t.call('POST', 'merchant/merchant', { token: admin, body }));
    const other = await t.login(body.superuser.account);
    const reply = await batch(other, { items: [{ coupon: a, count: 1, unit_price: 100 }], amount: 100 });
    expect(code(reply)).toBe(1400);
    expect(reply.body.message).toContain('不存在');
  });
});

describe('grant rules', () => {
  it('creates, lists, updates and deletes a rule; every change is audited', async () => {
    const coupon = await newCoupon();
    const { id } = ok(await newRule(merchant, { name: `每车每天一张${++serial}`, coupon, plate_day_limit: 1, plate_total_limit: 5, remark: '防刷' }));
    const got = ok(await t.call('GET', 'parking/mcoupon/grant/rule', { token: merchant, query: { id } }));
    expect(got).toMatchObject({ id, merchant: 100101, coupon, coupon_name: expect.stringContaining('规则测试券'), plate_day_limit: 1, plate_total_limit: 5, status: 1, remark: '防刷' });
    const list = ok(await t.call('GET', 'parking/mcoupon/grant/rule/list', { token: merchant, query: { coupon } }));
    expect(list.row.map((r: { id: number }) => r.id)).toEqual([id]);
    ok(await t.call('PUT', 'parking/mcoupon/grant/rule', { token: merchant, body: { id, name: got.name, coupon, plate_day_limit: 2, plate_total_limit: 5, status: 0 } }));
    expect(ok(await t.call('GET', 'parking/mcoupon/grant/rule', { token: merchant, query: { id } }))).toMatchObject({ plate_day_limit: 2, status: 0 });
    ok(await t.call('DELETE', 'parking/mcoupon/grant/rule', { token: merchant, query: { id } }));
    expect(code(await t.call('GET', 'parking/mcoupon/grant/rule', { token: merchant, query: { id } }))).toBe(1404);
    expect((await auditOf('mcoupon_grant_rule', id)).map((e) => e.call)).toEqual(['POST parking/mcoupon/grant/rule', 'PUT parking/mcoupon/grant/rule', 'DELETE parking/mcoupon/grant/rule']);
  });

  it('limits what one plate receives a day and in total; a revoked grant gives the allowance back; a disabled rule limits nothing', async () => {
    const coupon = await newCoupon();
    ok(await buy(merchant, { coupon, count: 20, unit_price: 100, amount: 2_000 }));
    const { id } = ok(await newRule(merchant, { name: `限领${++serial}`, coupon, plate_day_limit: 2, plate_total_limit: 3 }));
    const first = ok(await grant(merchant, coupon, '粤B70001'));
    ok(await grant(merchant, coupon, '粤B70001'));
    const third = await grant(merchant, coupon, '粤b 70001');
    expect(code(third)).toBe(1409);
    expect(third.body.message).toContain('每日上限 2 张');
    ok(await grant(merchant, coupon, '粤B70002'));
    ok(await t.call('POST', 'parking/mcoupon/grant/revoke', { token: merchant, body: { id: first.id } }));
    ok(await grant(merchant, coupon, '粤B70001'));
    ok(await t.call('PUT', 'parking/mcoupon/grant/rule', { token: merchant, body: { id, name: `限领${serial}`, coupon, plate_day_limit: 0, plate_total_limit: 2, status: 1 } }));
    const total = await grant(merchant, coupon, '粤B70001');
    expect(code(total)).toBe(1409);
    expect(total.body.message).toContain('累计上限 2 张');
    ok(await t.call('PUT', 'parking/mcoupon/grant/rule', { token: merchant, body: { id, name: `限领${serial}`, coupon, plate_day_limit: 0, plate_total_limit: 2, status: 0 } }));
    ok(await grant(merchant, coupon, '粤B70001'));
    expect((await stockOf(merchant, coupon)).remaining).toBe(16);
  });

  it('caps what the merchant grants a day in all (运行规则 每日发券上限, set by the platform); a revoked grant gives one back', async () => {
    const body = newMerchantBody(++serial, { parent: 100100, products: ['parking:merchant:platform', 'parking:mcoupon:platform'] });
    const { id: merchantId } = ok(await t.call('POST', 'merchant/merchant', { token: admin, body }));
    const fresh = await t.login(body.superuser.account);
    ok(await t.call('POST', 'parking/mcoupon/configuration', { token: admin, body: { merchant: merchantId, token_limit: 1, grant_day_limit: 2 } }));
    const coupon = await newCoupon(fresh);
    ok(await buy(fresh, { coupon, count: 10, unit_price: 100, amount: 1_000 }));
    const first = ok(await grant(fresh, coupon, '粤B71001'));
    ok(await grant(fresh, coupon, '粤B71002'));
    const third = await grant(fresh, coupon, '粤B71003');
    expect(code(third)).toBe(1409);
    expect(third.body.message).toContain('每日发券上限 2 张');
    expect((await stockOf(fresh, coupon)).remaining).toBe(8);
    ok(await t.call('POST', 'parking/mcoupon/grant/revoke', { token: fresh, body: { id: first.id } }));
    ok(await grant(fresh, coupon, '粤B71003'));
    ok(await t.call('PUT', 'parking/mcoupon/configuration', { token: admin, body: { merchant: merchantId, token_limit: 1, grant_day_limit: 0 } }));
    ok(await grant(fresh, coupon, '粤B71004'));
  });

  it('answers bad input clearly', async () => {
    const none = await newRule(merchant, { name: `无上限${++serial}` });
    expect(code(none)).toBe(1400);
    expect(none.body.message).toContain('不能都为 0');
    const below = await newRule(merchant, { name: `反了${++serial}`, plate_day_limit: 5, plate_total_limit: 2 });
    expect(code(below)).toBe(1400);
    expect(below.body.message).toContain('累计上限');
    const name = `重名规则${++serial}`;
    ok(await newRule(merchant, { name, plate_day_limit: 1 }));
    expect(code(await newRule(merchant, { name: ` ${name.toUpperCase()} `, plate_day_limit: 1 }))).toBe(1400);
    expect(code(await newRule(merchant, { name: 'x', plate_day_limit: 1 }))).toBe(1400);
    expect(code(await newRule(merchant, { name: `负数${++serial}`, plate_day_limit: -1 }))).toBe(1400);
    expect(code(await newRule(merchant, { name: `别家券${++serial}`, coupon: 999_999_999, plate_day_limit: 1 }))).toBe(1400);
  });

  it('is the merchant\'s own: staff and the platform are refused, another merchant\'s rule is not found', async () => {
    const { id } = ok(await newRule(merchant, { name: `自有规则${++serial}`, plate_day_limit: 3 }));
    expect(code(await t.call('GET', 'parking/mcoupon/grant/rule/list', { token: staff }))).toBe(1403);
    expect(code(await newRule(admin, { name: `平台规则${++serial}`, plate_day_limit: 3 }))).toBe(1403);
    const body = newMerchantBody(++serial, { parent: 100100, products: ['parking:merchant:platform', 'parking:mcoupon:platform'] });
    ok(await t.call('POST', 'merchant/merchant', { token: admin, body }));
    const other = await t.login(body.superuser.account);
    expect(code(await t.call('GET', 'parking/mcoupon/grant/rule', { token: other, query: { id } }))).toBe(1404);
    expect(code(await t.call('DELETE', 'parking/mcoupon/grant/rule', { token: other, query: { id } }))).toBe(1404);
    const empty = await t.call('GET', 'parking/mcoupon/grant/rule/list', { token: other });
    expect(code(empty)).toBe(1002);
    expect(empty.body.payload.row).toEqual([]);
  });
});

describe("the group's view of its members' coupons", () => {
  it('reads its members\' purchases, stock and grants, and nobody else\'s; writes nothing', async () => {
    const body = newMerchantBody(++serial, { parent: 100300, products: ['parking:merchant:platform', 'parking:mcoupon:platform'] });
    ok(await t.call('POST', 'merchant/merchant', { token: admin, body }));
    const member = await t.login(body.superuser.account);
    const coupon = await newCoupon(member);
    const bought = ok(await buy(member, { coupon, count: 8, unit_price: 300, amount: 2_400 }));
    const granted = ok(await grant(member, coupon, '粤B80001'));
    const foreign = await newCoupon();
    ok(await buy(merchant, { coupon: foreign, count: 1, unit_price: 100, amount: 100 }));

    const group = await t.login('parking-group');
    const purchases = ok(await t.call('GET', 'parking/mcoupon/purchase/list', { token: group }));
    expect(purchases.row.map((r: { id: number }) => r.id)).toContain(bought.id);
    expect(purchases.row.every((r: { merchant: number }) => r.merchant !== 100101)).toBe(true);
    const stock = ok(await t.call('GET', 'parking/mcoupon/balance/list', { token: group }));
    expect(stock.row).toEqual(expect.arrayContaining([expect.objectContaining({ coupon, remaining: 7, merchant_name: body.name })]));
    expect(ok(await t.call('GET', 'parking/mcoupon/warehouse/detail', { token: group, query: { coupon } }))).toMatchObject({ coupon, purchased: 8, granted: 1 });
    expect(ok(await t.call('GET', 'parking/mcoupon/grant', { token: group, query: { id: granted.id } }))).toMatchObject({ plate: '粤B80001' });
    expect(code(await t.call('GET', 'parking/mcoupon/warehouse/detail', { token: group, query: { coupon: foreign } }))).toBe(1404);
    expect(code(await grant(group, coupon, '粤B80002'))).toBe(1403);
    expect(code(await buy(group, { coupon, count: 1, unit_price: 100, amount: 100 }))).toBe(1403);
    expect(code(await t.call('GET', 'parking/mcoupon/purchase/list', { token: await t.login('energy-group') }))).toBe(1403);
  });
});
