import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bonusEvent, bonusValue } from '../src/db/schema/index.js';
import { createTestApp, ok, type TestApp } from './helpers.js';

// admin (platform, runs activities and audits partners' rewards); admin-staff holds no bonus permission;
// parking-merchant (100101) has no 通用服务商 product but may trigger activities for itself; energy-merchant (100201) too.
let t: TestApp;
let admin: string;
let adminStaff: string;
let merchant: string;
let energy: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  adminStaff = await t.login('admin-staff');
  merchant = await t.login('parking-merchant');
  energy = await t.login('energy-merchant');
});
afterAll(async () => {
  await t?.close();
});

const code = (reply: { body: { code: number } }) => reply.body.code;
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const key = (n: string) => ({ 'idempotency-key': `marketing-${n}-${Math.random().toString(36).slice(2, 10)}` });

let serial = 0;
const createEvent = async (overrides: Record<string, unknown> = {}) => {
  const body = { type: 1, issuer: 'park:apply:create', name: `测试活动${++serial}`, start_time: future(-1), end_time: future(30), player_limit: 1, rules: '测试规则', ...overrides };
  return ok(await t.call('POST', 'bonus/event', { token: admin, body })).id as number;
};
const addValue = async (event: number, overrides: Record<string, unknown> = {}) =>
  ok(await t.call('POST', 'bonus/event/value', { token: admin, body: { event, kind: 1, name: '停车券', amount: 1000, valid_days: 30, stock: 2, ...overrides } })).id as number;
const publish = (id: number) => t.call('PUT', 'bonus/event/status', { token: admin, body: { id, status: 1 } });
const getValue = async (id: number) => ok(await t.call('GET', 'bonus/event/value/detail', { token: admin, query: { id } }));

describe('activities', () => {
  it('lists the demo activities with their rewards and stock', async () => {
    const list = ok(await t.call('GET', 'bonus/event/list', { token: admin }));
    const welcome = list.row.find((r: any) => r.name === '新商户入驻有礼');
    expect(welcome).toMatchObject({ type: 1, type_name: '事件奖励', status: 1, status_name: '进行中', reward_count: 2, granted: 4, issuer_name: '停车场入驻开通' });
    expect(list.row.find((r: any) => r.name === '国庆停车节').status_name).toBe('已结束');
    const running = ok(await t.call('GET', 'bonus/event/list', { token: admin, query: { status: 1, type: 2 } }));
    expect(running.row.map((r: any) => r.name)).toEqual(['双十一兑换码活动']);
  });

  it('creates a draft, refuses to publish it without rewards, publishes, stops, resumes and ends it (audited)', async () => {
    const id = await createEvent();
    expect(ok(await t.call('GET', 'bonus/event', { token: admin, query: { id } }))).toMatchObject({ status: 0, status_name: '草稿', creator: '平台管理员' });
    const refused = await publish(id);
    expect(code(refused)).toBe(1409);
    expect(refused.body.message).toContain('还没有奖品');
    await addValue(id);
    ok(await publish(id));
    ok(await t.call('PUT', 'bonus/event/status', { token: admin, body: { id, status: -1 } }));
    ok(await t.call('PUT', 'bonus/event/status', { token: admin, body: { id, status: 1 } }));
    ok(await t.call('PUT', 'bonus/event/status', { token: admin, body: { id, status: 2 } }));
    expect(code(await t.call('PUT', 'bonus/event/status', { token: admin, body: { id, status: 1 } }))).toBe(1409);
    const edit = await t.call('PUT', 'bonus/event', { token: admin, body: { id, name: '改名', start_time: future(-1), end_time: future(3), player_limit: 1 } });
    expect(code(edit)).toBe(1409);
    const lines = await t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, 'bonus_event'), eq(auditLog.target_id, String(id)))));
    expect(lines.length).toBe(5);
  });

  it('checks the input: an event activity needs its business event, the end after the start', async () => {
    expect(code(await t.call('POST', 'bonus/event', { token: admin, body: { type: 1, name: '无事件', start_time: future(0), end_time: future(3), player_limit: 1 } }))).toBe(1400);
    const backwards = await t.call('POST', 'bonus/event', { token: admin, body: { type: 2, name: '倒序', start_time: future(3), end_time: future(1), player_limit: 1 } });
    expect(code(backwards)).toBe(1400);
    expect(backwards.body.message).toContain('结束时间应晚于开始时间');
  });

  it('refuses callers without the product or the permission, and another merchant’s activity', async () => {
    expect(code(await t.call('GET', 'bonus/event/list', { token: merchant }))).toBe(1405);
    expect(code(await t.call('GET', 'bonus/event/list', { token: adminStaff }))).toBe(1403);
    expect(code(await t.call('PUT', 'bonus/partner/value/audit', { token: merchant, body: { id: 1, pass: true } }))).toBe(1405);
    // The partner's activity is the partner's to change: the platform reads it but cannot edit it.
    const [partner] = await t.db.tenant('all', (tx) => tx.select().from(bonusEvent).where(eq(bonusEvent.merchant, 100100)));
    expect(ok(await t.call('GET', 'bonus/event', { token: admin, query: { id: partner!.id } })).merchant_name).toBe('深圳泊联科技有限公司');
    expect(code(await t.call('PUT', 'bonus/event/status', { token: admin, body: { id: partner!.id, status: 1 } }))).toBe(1404);
  });
});

describe('rewards and stock', () => {
  it('repairs stock once per idempotency key, and the stock never goes below zero', async () => {
    const event = await createEvent();
    const id = await addValue(event, { stock: 5 });
    const headers = key('repair');
    const first = ok(await t.call('PUT', 'bonus/event/value/stock', { token: admin, headers, body: { id, count: 10, remark: '补货' } }));
    const again = ok(await t.call('PUT', 'bonus/event/value/stock', { token: admin, headers, body: { id, count: 10, remark: '补货' } }));
    expect(first).toEqual({ id, stock: 15, remaining: 15 });
    expect(again).toEqual(first);
    expect(code(await t.call('PUT', 'bonus/event/value/stock', { token: admin, headers, body: { id, count: 11 } }))).toBe(1409);
    expect(code(await t.call('PUT', 'bonus/event/value/stock', { token: admin, body: { id, count: 1 } }))).toBe(1400);
    const detail = await getValue(id);
    expect(detail).toMatchObject({ stock: 15, remaining: 15, audit_status: 1, value_text: '10.00 元优惠券' });
    expect(detail.stock_logs.map((l: any) => l.count)).toEqual([10, 5]);
    // The table itself refuses a negative remainder.
    await expect(t.db.tenant('all', (tx) => tx.update(bonusValue).set({ remaining: -1, granted: 16 }).where(eq(bonusValue.id, id)))).rejects.toThrow();
  });

  it('edits, disables and enables a reward', async () => {
    const event = await createEvent();
    const id = await addValue(event);
    ok(await t.call('PUT', 'bonus/event/value', { token: admin, body: { id, name: '改后的停车券', amount: 1500, valid_days: 15 } }));
    ok(await t.call('PUT', 'bonus/event/value/status', { token: admin, body: { id, status: 0 } }));
    expect(code(await t.call('PUT', 'bonus/event/value/status', { token: admin, body: { id, status: 0 } }))).toBe(1409);
    expect(await getValue(id)).toMatchObject({ name: '改后的停车券', value_text: '15.00 元优惠券', status: 0 });
  });
});

describe('the event trigger and grants', () => {
  it('grants the first reward with stock once per merchant, then the next, then answers 1003 with the reason', async () => {
    const event = await createEvent({ player_limit: 1 });
    const first = await addValue(event, { stock: 1, name: '一张停车券' });
    const second = await addValue(event, { stock: 1, kind: 2, amount: 300, name: '积分' });
    ok(await publish(event));
    const won = ok(await t.call('POST', 'bonus/event/trigger', { token: merchant, body: { event_id: event, issuer: 'park:apply:create', merchant: 100101 } }));
    expect(won).toMatchObject({ event, value_name: '一张停车券', message: '恭喜，获得「一张停车券」（10.00 元优惠券）' });
    const repeat = await t.call('POST', 'bonus/event/trigger', { token: merchant, body: { event_id: event, issuer: 'park:apply:create' } });
    expect(code(repeat)).toBe(1003);
    expect(repeat.body.message).toContain('限领 1 次');
    const next = ok(await t.call('POST', 'bonus/event/trigger', { token: energy, body: { event_id: event } }));
    expect(next.value_name).toBe('积分');
    expect(await getValue(first)).toMatchObject({ granted: 1, remaining: 0 });
    expect(await getValue(second)).toMatchObject({ granted: 1, remaining: 0 });
    const grants = ok(await t.call('GET', 'bonus/bonus/list', { token: admin, query: { event } }));
    expect(grants.row.map((g: any) => g.player_name)).toEqual(['南山快充站', '福田中心停车场']);
    const players = ok(await t.call('GET', 'bonus/apply/list', { token: admin, query: { event, granted: 0 } }));
    expect(players.row.map((p: any) => p.reason)).toEqual(['每个商户限领 1 次，已领完']);
  });

  it('refuses a wrong business event, a draft, and triggering for another merchant', async () => {
    const event = await createEvent();
    await addValue(event);
    const draft = await t.call('POST', 'bonus/event/trigger', { token: merchant, body: { event_id: event } });
    expect([code(draft), draft.body.message]).toEqual([1003, '未领取到奖励：活动尚未发布']);
    ok(await publish(event));
    expect(code(await t.call('POST', 'bonus/event/trigger', { token: merchant, body: { event_id: event, issuer: 'station:apply:create' } }))).toBe(1003);
    expect(code(await t.call('POST', 'bonus/event/trigger', { token: merchant, body: { event_id: event, merchant: 100102 } }))).toBe(1400);
  });

  it('grants concurrent triggers only as far as the stock goes', async () => {
    const event = await createEvent({ player_limit: 5 });
    const id = await addValue(event, { stock: 2 });
    ok(await publish(event));
    const replies = await Promise.all([merchant, merchant, energy, energy].map((token) => t.call('POST', 'bonus/event/trigger', { token, body: { event_id: event } })));
    expect(replies.map(code).sort()).toEqual([1001, 1001, 1003, 1003]);
    expect(await getValue(id)).toMatchObject({ granted: 2, remaining: 0, stock: 2 });
  });
});

describe('redeem codes', () => {
  it('reserves codes from the stock, redeems each once, and refuses more codes than the stock', async () => {
    const event = await createEvent({ type: 2, issuer: undefined, player_limit: 2 });
    const value = await addValue(event, { stock: 3, kind: 3, amount: 5000 });
    ok(await publish(event));
    expect(code(await t.call('POST', 'bonus/token/batch', { token: admin, body: { value, name: '太多', count: 4, expire_date: future(10).slice(0, 10) } }))).toBe(1409);
    const batch = ok(await t.call('POST', 'bonus/token/batch', { token: admin, body: { value, name: '第一批', count: 2, expire_date: future(10).slice(0, 10) } }));
    expect(batch.remaining).toBe(1);
    const detail = ok(await t.call('GET', 'bonus/token/detail', { token: admin, query: { id: batch.id } }));
    expect(detail.tokens).toHaveLength(2);
    const [a, b] = detail.tokens.map((x: any) => x.code as string);
    expect(a).toMatch(/^[A-Z2-9]{12}$/);
    ok(await t.call('POST', 'bonus/event/trigger', { token: merchant, body: { voucher: a!.toLowerCase() } }));
    const used = await t.call('POST', 'bonus/event/trigger', { token: energy, body: { voucher: a } });
    expect([code(used), used.body.message]).toEqual([1003, '未领取到奖励：兑换码已被使用']);
    expect(code(await t.call('POST', 'bonus/event/trigger', { token: energy, body: { voucher: 'ABCDEFGHJKLM' } }))).toBe(1003);
    ok(await t.call('POST', 'bonus/event/trigger', { token: energy, body: { voucher: b } }));
    expect(await getValue(value)).toMatchObject({ stock: 3, granted: 2, reserved: 0, remaining: 1 });
    const after = ok(await t.call('GET', 'bonus/token/detail', { token: admin, query: { id: batch.id } }));
    expect(after.redeemed).toBe(2);
    expect(after.tokens.map((x: any) => x.player_name).sort()).toEqual(['南山快充站', '福田中心停车场']);
    const batches = ok(await t.call('GET', 'bonus/token/batch', { token: admin, query: { event } }));
    expect(batches.row).toHaveLength(1);
  });

  it('makes codes only for a redeem-code activity', async () => {
    const event = await createEvent();
    const value = await addValue(event);
    const refused = await t.call('POST', 'bonus/token/batch', { token: admin, body: { value, name: '事件活动', count: 1, expire_date: future(10).slice(0, 10) } });
    expect(code(refused)).toBe(1409);
  });
});

describe('partner rewards audit and the board', () => {
  it('lists the partner’s rewards waiting, passes one, rejects one with a reason (asked for), never twice', async () => {
    const waiting = ok(await t.call('GET', 'bonus/partner/value/list', { token: admin, query: { audit_status: 0 } }));
    expect(waiting.row.map((r: any) => r.name).sort()).toEqual(['泊联 15 元停车券', '泊联 200 积分']);
    const [one, two] = waiting.row;
    ok(await t.call('PUT', 'bonus/partner/value/audit', { token: admin, body: { id: one.id, pass: true } }));
    expect(code(await t.call('PUT', 'bonus/partner/value/audit', { token: admin, body: { id: one.id, pass: false, reason: '再驳回' } }))).toBe(1409);
    expect(code(await t.call('PUT', 'bonus/partner/value/audit', { token: admin, body: { id: two.id, pass: false } }))).toBe(1400);
    ok(await t.call('PUT', 'bonus/partner/value/audit', { token: admin, body: { id: two.id, pass: false, reason: '积分面值不符合规则' } }));
    const rejected = ok(await t.call('GET', 'bonus/partner/value/list', { token: admin, query: { audit_status: 2 } }));
    expect(rejected.row.find((r: any) => r.id === two.id)).toMatchObject({ audit_status_name: '已驳回', audit_reason: '积分面值不符合规则', auditor: '平台管理员' });
    const byEvent = ok(await t.call('GET', 'bonus/partner/value/list', { token: admin, query: { keywords: '泊联客户回馈' } }));
    expect(byEvent.row).toHaveLength(3);
    const batches = ok(await t.call('GET', 'bonus/token/batch', { token: admin, query: { keywords: '双十一' } }));
    expect(batches.row.map((b: any) => b.name)).toEqual(['第一批兑换码']);
    // The platform's own rewards are not in the queue.
    const own = await addValue(await createEvent());
    const all = ok(await t.call('GET', 'bonus/partner/value/list', { token: admin, query: { page_size: 100 } }));
    expect(all.row.some((r: any) => r.id === own)).toBe(false);
  });

  it('counts real data on the board', async () => {
    const s = ok(await t.call('GET', 'bonus/analysis/statistics', { token: admin }));
    expect(s.running).toBeGreaterThanOrEqual(2);
    expect(s.granted_today).toBeGreaterThanOrEqual(1);
    expect(s.granted_30_days).toBeGreaterThanOrEqual(7);
    expect(s.days).toHaveLength(30);
    expect(s.days.reduce((n: number, d: any) => n + d.granted, 0)).toBe(s.granted_30_days);
    expect(s.stock_remaining).toBeGreaterThan(0);
  });
});
