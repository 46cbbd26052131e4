import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { onEvent } from '../src/modules/mcoupon/event-rule/event-rule.service.js';
import { createTestApp, newMerchantBody, ok, type TestApp } from './helpers.js';

// Coupon event rules and event records (docs/decisions.md, "Coupon event rules and event records").

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
let serial = 600;
const buy = (token: string, body: Record<string, unknown>) => t.call('POST', 'parking/mcoupon/purchase', { token, body, headers: { 'idempotency-key': `event-key-${++serial}-${Date.now()}` } });
const stockOf = async (token: string, coupon: number) => ok(await t.call('GET', 'parking/mcoupon/warehouse/detail', { token, query: { coupon } }));
const rule = (over: Record<string, unknown>) => ({
  name: `事件规则${++serial}`, event_type: 1, grant_count: 1, min_amount: 0, plate_day_limit: 0, total_limit: 0, start_date: '2026-01-01', end_date: '2099-12-31', ...over,
});
const newRule = (token: string, body: Record<string, unknown>) => t.call('POST', 'parking/mcoupon/event/rt/rule', { token, body: rule(body) });

async function newCoupon(token = merchant) {
  const { id } = ok(await t.call('POST', 'parking/mcoupon/coupon', { token, body: { name: `事件测试券${++serial}`, type: 1, value: 500, validity_type: 1, valid_days: 30, stackable: false } }));
  return id as number;
}

const auditOf = (type: string, id: number) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, type), eq(auditLog.target_id, String(id)))).orderBy(asc(auditLog.id)));
const fire = (merchantId: number, event: { event_type: number; plate: string; source_no: string; amount?: number }) => t.db.tenant([merchantId], (tx) => onEvent(tx, { merchant: merchantId, ...event }));

describe('event rules', () => {
  it('creates, reads, edits, disables and deletes a rule, each change audited', async () => {
    const coupon = await newCoupon();
    const { id } = ok(await newRule(merchant, { name: '入场送券测试', coupon, plate_day_limit: 1, total_limit: 100, remark: '测试' }));
    const list = ok(await t.call('GET', 'parking/mcoupon/event/rt/rule/list', { token: merchant, query: { keywords: '入场送券测试' } }));
    expect(list.row).toEqual([expect.objectContaining({ id, event_type: 1, coupon, coupon_value_text: '5.00 元', status: 1, granted: 0, plate_day_limit: 1, total_limit: 100 })]);
    const item = ok(await t.call('GET', 'parking/mcoupon/event/rt/item', { token: merchant, query: { id } }));
    expect(item).toMatchObject({ id, name: '入场送券测试', event_count: 0, today_granted: 0, skipped_count: 0 });
    ok(await t.call('PUT', 'parking/mcoupon/event/rt/rule', { token: merchant, body: { id, ...rule({ name: '入场送券测试', coupon, event_type: 4, grant_count: 2, plate_day_limit: 2 }) } }));
    expect(ok(await t.call('GET', 'parking/mcoupon/event/rt/item', { token: merchant, query: { id } }))).toMatchObject({ event_type: 4, grant_count: 2 });
    const deleting = await t.call('DELETE', 'parking/mcoupon/event/rt/rule', { token: merchant, query: { id } });
    expect(code(deleting)).toBe(1409);
    expect(deleting.body.message).toContain('启用中，不能删除');
    expect(ok(await t.call('PUT', 'parking/mcoupon/event/rt/rule/disable', { token: merchant, body: { id } }))).toEqual({ id, status: 0 });
    expect(code(await t.call('PUT', 'parking/mcoupon/event/rt/rule/disable', { token: merchant, body: { id } }))).toBe(1409);
    ok(await t.call('DELETE', 'parking/mcoupon/event/rt/rule', { token: merchant, query: { id } }));
    expect(code(await t.call('GET', 'parking/mcoupon/event/rt/item', { token: merchant, query: { id } }))).toBe(1404);
    const trail = await auditOf('mcoupon_event_rule', id);
    expect(trail.map((a) => a.action)).toHaveLength(4);
    expect(trail[0]!.after).toMatchObject({ event_type: '车辆入场', plate_day_limit: '1 张', total_limit: '100 张' });
  });

  it('validates the fields with Chinese messages and hints', async () => {
    const coupon = await newCoupon();
    const cases: [Record<string, unknown>, string][] = [
      [{ coupon, start_date: '2026-12-31', end_date: '2026-12-01' }, '不能早于开始日期'],
      [{ coupon, min_amount: 1000, event_type: 1 }, '只适用于停车缴费事件'],
      [{ coupon, grant_count: 3, plate_day_limit: 2 }, '不能小于每次发放张数'],
      [{ coupon: 99_999_999 }, '不存在'],
    ];
    for (const [body, message] of cases) {
      const reply = await newRule(merchant, body);
      expect(code(reply)).toBe(1400);
      expect(reply.body.message).toContain(message);
      expect(reply.body.hint).toBeTruthy();
    }
    const bad = await newRule(merchant, { coupon, event_type: 9 });
    expect(code(bad)).not.toBe(1001);
    const { id } = ok(await newRule(merchant, { name: '重名规则', coupon }));
    expect((await newRule(merchant, { name: '重名规则', coupon })).body.message).toContain('已存在');
    ok(await t.call('PUT', 'parking/mcoupon/coupon/block', { token: merchant, body: { id: coupon } }));
    ok(await t.call('PUT', 'parking/mcoupon/event/rt/rule/disable', { token: merchant, body: { id } }));
    const enabling = await t.call('PUT', 'parking/mcoupon/event/rt/rule/enable', { token: merchant, body: { id } });
    expect(code(enabling)).toBe(1400);
    expect(enabling.body.message).toContain('已屏蔽');
  });

  it('needs the event codes (1403) and keeps another merchant\'s rules out of reach (1404)', async () => {
    expect(code(await t.call('GET', 'parking/mcoupon/event/rt/rule/list', { token: staff }))).toBe(1403);
    expect(code(await t.call('GET', 'parking/mcoupon/event/list', { token: staff }))).toBe(1403);
    expect(code(await t.call('GET', 'parking/mcoupon/event/rt/rule/list', { token: admin }))).toBe(1403);
    const body = newMerchantBody(++serial, { parent: 100100, products: ['parking:merchant:platform', 'parking:mcoupon:platform'] });
    ok(await t.call('POST', 'merchant/merchant', { token: admin, body }));
    const other = await t.login(body.superuser.account);
    const { id } = ok(await newRule(merchant, { coupon: await newCoupon() }));
    expect(code(await t.call('GET', 'parking/mcoupon/event/rt/item', { token: other, query: { id } }))).toBe(1404);
    expect(code(await t.call('PUT', 'parking/mcoupon/event/rt/rule/disable', { token: other, body: { id } }))).toBe(1404);
    expect(code(await t.call('DELETE', 'parking/mcoupon/event/rt/rule', { token: other, query: { id } }))).toBe(1404);
    expect(code(await t.call('GET', 'parking/mcoupon/event/rt/rule/list', { token: other }))).toBe(1002);
    expect(code(await t.call('GET', 'parking/mcoupon/event/list', { token: other }))).toBe(1002);
  });
});

describe('events', () => {
  it('grants through the rules from the stock, records each event, and refuses past the limits', async () => {
    const body = newMerchantBody(++serial, { parent: 100100, products: ['parking:merchant:platform', 'parking:mcoupon:platform'] });
    const { id: merchantId } = ok(await t.call('POST', 'merchant/merchant', { token: admin, body }));
    const fresh = await t.login(body.superuser.account);
    const coupon = await newCoupon(fresh);
    ok(await buy(fresh, { coupon, count: 3, unit_price: 100, amount: 300 }));
    const { id: entry } = ok(await newRule(fresh, { name: '入场送券', coupon, plate_day_limit: 1, total_limit: 0 }));
    const { id: pay } = ok(await newRule(fresh, { name: '缴费满 20 送 2 张', event_type: 2, coupon, grant_count: 2, min_amount: 2000 }));

    expect(await fire(merchantId, { event_type: 1, plate: '粤B61001', source_no: 'R1' })).toEqual([{ rule: entry, status: 1, reason: '' }]);
    const again = await fire(merchantId, { event_type: 1, plate: '粤B61001', source_no: 'R2' });
    expect(again[0]).toMatchObject({ status: -1, reason: expect.stringContaining('每车每日上限 1 张') });
    expect(await fire(merchantId, { event_type: 2, plate: '粤B61002', source_no: 'P1', amount: 1999 })).toEqual([]);
    // Two coupons wanted, two left: granted. Then one wanted... none left: the savepoint leaves the stock whole.
    expect((await fire(merchantId, { event_type: 2, plate: '粤B61002', source_no: 'P2', amount: 2000 }))[0]).toMatchObject({ status: 1 });
    const empty = await fire(merchantId, { event_type: 2, plate: '粤B61003', source_no: 'P3', amount: 5000 });
    expect(empty[0]).toMatchObject({ status: -1, reason: expect.stringContaining('库存不足') });
    expect(await stockOf(fresh, coupon)).toMatchObject({ purchased: 3, granted: 3, remaining: 0 });

    const records = ok(await t.call('GET', 'parking/mcoupon/event/list', { token: fresh }));
    expect(records.row.map((r: any) => [r.rule_name, r.plate, r.status, r.grant_count])).toEqual([
      ['缴费满 20 送 2 张', '粤B61003', -1, 0],
      ['缴费满 20 送 2 张', '粤B61002', 1, 2],
      ['入场送券', '粤B61001', -1, 0],
      ['入场送券', '粤B61001', 1, 1],
    ]);
    expect(ok(await t.call('GET', 'parking/mcoupon/event/list', { token: fresh, query: { rule: entry, status: 1 } })).row).toHaveLength(1);
    expect(ok(await t.call('GET', 'parking/mcoupon/event/list', { token: fresh, query: { plate: 'b61002' } })).row).toHaveLength(1);
    expect(ok(await t.call('GET', 'parking/mcoupon/event/rt/item', { token: fresh, query: { id: pay } }))).toMatchObject({ granted: 2, today_granted: 2, event_count: 2, skipped_count: 1 });
    const grants = ok(await t.call('GET', 'parking/mcoupon/grant/list', { token: fresh, query: { plate: '粤B61002' } }));
    expect(grants.row).toEqual([expect.objectContaining({ operator: '事件规则「缴费满 20 送 2 张」', status: 1 }), expect.objectContaining({ remark: '停车缴费 P2' })]);
  });

  it('stops at the rule\'s total; the demo has records made by the seed', async () => {
    const body = newMerchantBody(++serial, { parent: 100100, products: ['parking:merchant:platform', 'parking:mcoupon:platform'] });
    const { id: merchantId } = ok(await t.call('POST', 'merchant/merchant', { token: admin, body }));
    const fresh = await t.login(body.superuser.account);
    const coupon = await newCoupon(fresh);
    ok(await buy(fresh, { coupon, count: 10, unit_price: 100, amount: 1000 }));
    ok(await newRule(fresh, { coupon, event_type: 3, total_limit: 1 }));
    expect((await fire(merchantId, { event_type: 3, plate: '粤B62001', source_no: 'Y1' }))[0]!.status).toBe(1);
    expect((await fire(merchantId, { event_type: 3, plate: '粤B62002', source_no: 'Y2' }))[0]).toMatchObject({ status: -1, reason: expect.stringContaining('累计上限 1 张') });

    const demo = ok(await t.call('GET', 'parking/mcoupon/event/list', { token: merchant, query: { page_size: 100 } }));
    expect(demo.row.filter((r: any) => r.status === 1).length).toBeGreaterThanOrEqual(5);
    expect(demo.row.some((r: any) => r.reason.includes('累计上限 3 张'))).toBe(true);
    const rules = ok(await t.call('GET', 'parking/mcoupon/event/rt/rule/list', { token: merchant, query: { keywords: '缴费满 20 元' } }));
    expect(rules.row[0]).toMatchObject({ granted: 3, total_limit: 3, min_amount: 2000 });
  });
});
