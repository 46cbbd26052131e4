import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { createTestApp, ok, type TestApp } from './helpers.js';

// A station's charging packages (with purchases and refunds) and events (with users and crowds) on the three energy
// platforms: docs/decisions.md, "Energy charging packages and events".

let t: TestApp;
let admin: string;
let partner: string;
let merchant: string;
let merchantStaff: string;
let group: string;
let parkingMerchant: string;
let own: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  partner = await t.login('energy-partner');
  merchant = await t.login('energy-merchant');
  merchantStaff = await t.login('energy-merchant-staff');
  group = await t.login('energy-group');
  parkingMerchant = await t.login('parking-merchant');
  const stations = await list('energy/station/list', group);
  own = stations.row.find((s) => s.name === '南山科技园充电站')!.station_code;
  other = stations.row.find((s) => s.merchant === 100202)!.station_code;
}, 180_000);
afterAll(async () => {
  await t?.close();
});

type Row = Record<string, any>;
const code = (reply: { body: any }) => reply.body.code;
const list = async (path: string, token: string, query: Record<string, unknown> = {}) => ok(await t.call('GET', path, { token, query: { page_size: 100, ...query } })) as { row: Row[]; paging_header: { total_count: number } };
const auditOf = (type: string, id: string) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, type), eq(auditLog.target_id, id))).orderBy(asc(auditLog.id)));
let keySerial = 0;
const key = () => ({ 'idempotency-key': `test-package-${++keySerial}-${Date.now()}` });
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

describe('charging packages', () => {
  it('lists a station\'s packages per platform; the other merchant\'s are not found', async () => {
    const mine = await list('energy/package/type/list', merchant, { station_code: own });
    expect(mine.row.length).toBe(4);
    expect(mine.row.every((r) => r.station_code === own && r.merchant === 100201)).toBe(true);
    expect(mine.row.some((r) => r.sold > 0)).toBe(true);
    expect(new Set((await list('energy/package/type/list', group)).row.map((r) => r.merchant))).toEqual(new Set([100201, 100202]));
    expect(new Set((await list('energy/package/type/list', partner)).row.map((r) => r.merchant))).toEqual(new Set([100201]));
    expect(code(await t.call('GET', 'energy/package/type/list', { token: merchant, query: { station_code: other } }))).toBe(1002);
    const theirs = (await list('energy/package/type/list', group, { station_code: other })).row[0]!;
    expect(code(await t.call('GET', 'energy/package/type', { token: merchant, query: { id: theirs.id } }))).toBe(1404);
    expect(ok(await t.call('GET', 'energy/package/type', { token: group, query: { id: theirs.id } }))).toMatchObject({ id: theirs.id, station_code: other });
    expect(code(await t.call('GET', 'energy/package/type/list', { token: parkingMerchant }))).toBe(1403);
    expect((await list('energy/package/type/list', merchant, { kind: 3 })).row.every((r) => r.kind === 3 && r.quota === 0)).toBe(true);
  });

  it('creates, edits and puts a package on sale; validates the quota, the prices and the name', async () => {
    const body = { station_code: own, name: '测试 50 度包', kind: 1, quota: 50, valid_days: 30, price: 4800, original_price: 6000 };
    const { id } = ok(await t.call('POST', 'energy/package/type', { token: merchant, body }));
    const created = ok(await t.call('GET', 'energy/package/type', { token: merchant, query: { id } }));
    expect(created).toMatchObject({ status: 0, sold: 0, merchant: 100201, active_count: 0, sales_amount: 0 });
    expect(code(await t.call('POST', 'energy/package/type', { token: merchant, body }))).toBe(1400);
    expect(code(await t.call('POST', 'energy/package/type', { token: merchant, body: { ...body, name: '另一个', quota: 0 } }))).toBe(1400);
    expect(code(await t.call('POST', 'energy/package/type', { token: merchant, body: { ...body, name: '另一个', original_price: 4000 } }))).toBe(1400);
    expect(code(await t.call('POST', 'energy/package/type', { token: merchant, body: { ...body, name: '另一个', station_code: other } }))).toBe(1404);
    expect(code(await t.call('POST', 'energy/package/type', { token: merchantStaff, body: { ...body, name: '另一个' } }))).toBe(1403);
    // A 时长卡 has no quota, whatever is sent.
    const period = ok(await t.call('POST', 'energy/package/type', { token: group, body: { ...body, station_code: other, name: '测试月卡', kind: 3, quota: 9 } }));
    expect(ok(await t.call('GET', 'energy/package/type', { token: group, query: { id: period.id } }))).toMatchObject({ quota: 0, merchant: 100202 });

    ok(await t.call('PUT', 'energy/package/type', { token: merchant, body: { id, ...body, name: '测试 60 度包', quota: 60 } }));
    expect(ok(await t.call('PUT', 'energy/package/type/status', { token: merchant, body: { id, status: 1 } }))).toEqual({ id, status: 1 });
    expect(code(await t.call('PUT', 'energy/package/type/status', { token: merchant, body: { id, status: 1 } }))).toBe(1409);
    expect((await list('energy/package/type/list', merchant, { keywords: '60 度', status: 1 })).row.map((r) => r.id)).toEqual([id]);
    expect((await auditOf('energy_package_type', String(id))).length).toBe(3);
  });

  it('refuses to change the kind of a sold package or to stock fewer than sold', async () => {
    const sold = (await list('energy/package/type/list', merchant, { station_code: own, kind: 1 })).row.find((r) => r.sold > 1)!;
    const body = { id: sold.id, name: sold.name, kind: 2, quota: 10, valid_days: sold.valid_days, price: sold.price };
    expect(code(await t.call('PUT', 'energy/package/type', { token: merchant, body }))).toBe(1400);
    expect(code(await t.call('PUT', 'energy/package/type', { token: merchant, body: { ...body, kind: 1, quota: sold.quota, stock: 1 } }))).toBe(1400);
  });
});

describe('package purchases', () => {
  it('lists, filters and sums the purchases; the other merchant\'s are not found', async () => {
    const mine = await list('energy/package/list', merchant);
    expect(mine.row.length).toBeGreaterThan(20);
    expect(new Set(mine.row.map((r) => r.merchant))).toEqual(new Set([100201]));
    expect(new Set(mine.row.map((r) => r.state))).toEqual(new Set([1, 2, 3, 4]));
    const times = mine.row.map((r) => r.pay_time);
    expect([...times].sort().reverse()).toEqual(times);
    for (const r of (await list('energy/package/list', merchant, { state: 4 })).row) expect(r.refund_amount).toBeGreaterThan(0);
    const stats = ok(await t.call('GET', 'energy/package/statistics', { token: merchant }));
    expect(stats.purchase_count).toBe(mine.paging_header.total_count);
    expect(stats.amount).toBe(mine.row.reduce((s, r) => s + r.amount, 0));
    expect(stats.net_amount).toBe(stats.amount - stats.refund_amount);
    // The list masks the buyer's mobile; the detail shows it whole, and a search by it finds the purchase.
    const first = mine.row[0]!;
    expect(first.mobile).toMatch(/^1\d{2}\*{4}\d{4}$/);
    const whole = ok(await t.call('GET', 'energy/package', { token: merchant, query: { package_no: first.package_no } })).mobile;
    expect(whole).toMatch(/^1\d{10}$/);
    expect(whole.slice(-4)).toBe(first.mobile.slice(-4));
    const found = (await list('energy/package/list', merchant, { keywords: whole })).row;
    expect(found.map((r) => r.package_no)).toContain(first.package_no);
    expect(found.every((r) => r.mobile === first.mobile)).toBe(true);
    expect(code(await t.call('GET', 'energy/package/list', { token: merchant, query: { start_date: '2026-11-02', end_date: '2026-11-01' } }))).toBe(1400);
    const theirs = (await list('energy/package/list', group, { station_code: other })).row[0]!;
    expect(code(await t.call('GET', 'energy/package', { token: merchant, query: { package_no: theirs.package_no } }))).toBe(1404);
    expect(code(await t.call('GET', 'energy/package', { token: partner, query: { package_no: theirs.package_no } }))).toBe(1404);
    expect(ok(await t.call('GET', 'energy/package', { token: group, query: { package_no: theirs.package_no } })).merchant).toBe(100202);
  });

  it('refunds a purchase once, at most what was paid, idempotently; the staff may not', async () => {
    const active = (await list('energy/package/list', merchant, { state: 1, kind: 1 })).row[0]!;
    const detail = ok(await t.call('GET', 'energy/package', { token: merchant, query: { package_no: active.package_no } }));
    expect(detail.refundable).toBe(Math.floor((active.amount * (active.quota - active.used)) / active.quota));
    const body = { package_no: active.package_no, amount: detail.refundable || 1, reason: '用户申请退款' };
    expect(code(await t.call('POST', 'energy/package/refund', { token: merchant, body }))).toBe(1400);
    expect(code(await t.call('POST', 'energy/package/refund', { token: merchantStaff, headers: key(), body }))).toBe(1403);
    expect(code(await t.call('POST', 'energy/package/refund', { token: merchant, headers: key(), body: { ...body, amount: active.amount + 1 } }))).toBe(1400);
    expect(code(await t.call('POST', 'energy/package/refund', { token: merchant, headers: key(), body: { ...body, reason: '退' } }))).toBe(1400);
    const headers = key();
    const first = ok(await t.call('POST', 'energy/package/refund', { token: merchant, headers, body }));
    expect(first).toEqual({ package_no: active.package_no, state: 4, refund_amount: body.amount });
    expect(ok(await t.call('POST', 'energy/package/refund', { token: merchant, headers, body }))).toEqual(first);
    expect(code(await t.call('POST', 'energy/package/refund', { token: merchant, headers, body: { ...body, amount: 1 } }))).toBe(1409);
    expect(code(await t.call('POST', 'energy/package/refund', { token: merchant, headers: key(), body }))).toBe(1409);
    const after = ok(await t.call('GET', 'energy/package', { token: merchant, query: { package_no: active.package_no } }));
    expect(after).toMatchObject({ state: 4, refund_amount: body.amount, refundable: 0, refund_reason: '用户申请退款' });
    expect((await auditOf('energy_package', active.package_no)).length).toBe(1);
    const theirs = (await list('energy/package/list', group, { station_code: other, state: 1 })).row[0]!;
    expect(code(await t.call('POST', 'energy/package/refund', { token: merchant, headers: key(), body: { package_no: theirs.package_no, amount: 1, reason: '越权退款' } }))).toBe(1404);
  });
});

describe('events', () => {
  it('lists a station\'s events with their state and usage; the other merchant\'s are not found', async () => {
    const mine = await list('energy/event/list', merchant, { station_code: own });
    expect(new Set(mine.row.map((r) => r.state))).toEqual(new Set([0, 2, 4]));
    const running = mine.row.find((r) => r.state === 2 && r.audience === 2)!;
    expect(running.crowd_count).toBe(3);
    expect(running.used_count).toBeGreaterThan(0);
    expect(running.discount_amount).toBeGreaterThan(0);
    expect((await list('energy/event/list', merchant, { state: 0 })).row.every((r) => r.status === 0)).toBe(true);
    const theirs = (await list('energy/event/list', group, { station_code: other })).row[0]!;
    expect(code(await t.call('GET', 'energy/event', { token: merchant, query: { event_id: theirs.event_id } }))).toBe(1404);
    expect(code(await t.call('GET', 'energy/event', { token: partner, query: { event_id: theirs.event_id } }))).toBe(1404);
    expect(code(await t.call('GET', 'energy/event/list', { token: merchantStaff }))).toBe(1403);
  });

  it('runs the lifecycle: draft, edit, publish (with its users), pause, resume, end', async () => {
    const body = { station_code: own, name: '测试周末满减', kind: 3, value: 300, threshold: 3000, audience: 3, start_time: hours(1), end_time: hours(72), per_user_limit: 2 };
    expect(code(await t.call('POST', 'energy/event', { token: merchant, body: { ...body, value: 3000 } }))).toBe(1400);
    expect(code(await t.call('POST', 'energy/event', { token: merchant, body: { ...body, end_time: hours(0.5), start_time: hours(2) } }))).toBe(1400);
    expect(code(await t.call('POST', 'energy/event', { token: merchant, body: { ...body, kind: 1, value: 5 } }))).toBe(1400);
    expect(code(await t.call('POST', 'energy/event', { token: merchant, body: { ...body, station_code: other } }))).toBe(1404);
    const { event_id } = ok(await t.call('POST', 'energy/event', { token: merchant, body }));
    ok(await t.call('PUT', 'energy/event', { token: merchant, body: { ...body, event_id, station_code: undefined, name: '测试周末满 30 减 3' } }));
    // 指定用户 needs a user before it is published.
    expect(code(await t.call('POST', 'energy/event/status', { token: merchant, body: { event_id, status: 1 } }))).toBe(1400);
    const user = ok(await t.call('POST', 'energy/event/user', { token: merchant, body: { event_id, mobile: '13912345678', user_name: '测试用户', plate: '粤B12345' } }));
    // The list masks the mobile; a search by the whole number finds the user.
    expect((await list('energy/event/user/list', merchant, { event_id, keywords: '13912345678' })).row.map((r) => r.mobile)).toEqual(['139****5678']);
    expect(code(await t.call('POST', 'energy/event/user', { token: merchant, body: { event_id, mobile: '13912345678' } }))).toBe(1400);
    expect(ok(await t.call('POST', 'energy/event/status', { token: merchant, body: { event_id, status: 1 } }))).toEqual({ event_id, status: 1, state: 1 });
    expect(code(await t.call('PUT', 'energy/event', { token: merchant, body: { ...body, event_id, station_code: undefined } }))).toBe(1409);
    // The last user of a published 指定用户 event stays.
    expect(code(await t.call('DELETE', 'energy/event/user', { token: merchant, query: { id: user.id } }))).toBe(1409);
    expect(ok(await t.call('POST', 'energy/event/status', { token: merchant, body: { event_id, status: 2 } })).state).toBe(3);
    expect(ok(await t.call('POST', 'energy/event/status', { token: merchant, body: { event_id, status: 1 } })).state).toBe(1);
    expect(ok(await t.call('POST', 'energy/event/status', { token: merchant, body: { event_id, status: 3 } })).state).toBe(4);
    expect(code(await t.call('POST', 'energy/event/status', { token: merchant, body: { event_id, status: 1 } }))).toBe(1409);
    expect(code(await t.call('POST', 'energy/event/user', { token: merchant, body: { event_id, mobile: '13912345679' } }))).toBe(1409);
    expect((await auditOf('energy_event', String(event_id))).length).toBe(6);
  });

  it('manages users and crowds; a user who had the discount stays; crowds count the station\'s users', async () => {
    const draft = (await list('energy/event/list', merchant, { station_code: own, state: 0 })).row[0]!;
    const crowds = await list('energy/event/crowd/list', merchant, { station_code: own });
    expect(crowds.row.length).toBe(4);
    const active = crowds.row.find((c) => c.rule === 2)!;
    expect(active).toMatchObject({ days: 30, times: 4 });
    expect(crowds.row.find((c) => c.rule === 4)!.matched).toBeGreaterThan(0);
    const created = ok(await t.call('POST', 'energy/event/crowd', { token: merchant, body: { event_id: draft.event_id, name: '近 7 天新用户', rule: 1, days: 7 } }));
    expect(code(await t.call('POST', 'energy/event/crowd', { token: merchant, body: { event_id: draft.event_id, name: '近 7 天新用户', rule: 1, days: 7 } }))).toBe(1400);
    expect(code(await t.call('POST', 'energy/event/crowd', { token: merchant, body: { event_id: draft.event_id, name: '活跃', rule: 2, days: 7 } }))).toBe(1400);
    ok(await t.call('PUT', 'energy/event/crowd', { token: merchant, body: { id: created.id, name: '近 7 天活跃', rule: 2, days: 7, times: 2 } }));
    const edited = (await list('energy/event/crowd/list', merchant, { event_id: draft.event_id, rule: 2 })).row[0]!;
    expect(edited).toMatchObject({ name: '近 7 天活跃', days: 7, times: 2 });
    ok(await t.call('DELETE', 'energy/event/crowd', { token: merchant, query: { id: created.id } }));

    const users = await list('energy/event/user/list', merchant, { station_code: own });
    expect(users.row.length).toBeGreaterThan(5);
    const usedOne = users.row.find((u) => u.used_count > 0 && u.event_id !== draft.event_id)!;
    expect(code(await t.call('DELETE', 'energy/event/user', { token: merchant, query: { id: usedOne.id } }))).toBe(1409);
    const theirUser = (await list('energy/event/user/list', group, { station_code: other })).row[0]!;
    expect(code(await t.call('PUT', 'energy/event/user', { token: merchant, body: { id: theirUser.id, notes: '越权' } }))).toBe(1404);
    expect(code(await t.call('DELETE', 'energy/event/crowd', { token: merchant, query: { id: (await list('energy/event/crowd/list', group, { station_code: other })).row[0]!.id } }))).toBe(1404);
    expect(new Set((await list('energy/event/user/list', merchant)).row.map((u) => u.merchant))).toEqual(new Set([100201]));
    const added = ok(await t.call('POST', 'energy/event/user', { token: group, body: { event_id: draft.event_id, mobile: '13700001111', plate: '粤b54321' } }));
    ok(await t.call('PUT', 'energy/event/user', { token: group, body: { id: added.id, user_name: '集团代加', plate: '粤B54321' } }));
    const found = (await list('energy/event/user/list', merchant, { keywords: '13700001111' })).row[0]!;
    expect(found).toMatchObject({ user_name: '集团代加', plate: '粤B54321', source: 1, merchant: 100201 });
    ok(await t.call('DELETE', 'energy/event/user', { token: merchant, query: { id: added.id } }));
    void admin;
  });
});
