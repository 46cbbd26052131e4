import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { parkingReserveAppeal } from '../src/db/schema/index.js';
import { addDays, dayStart, todayInChina } from '../src/shared/time.js';
import { createTestApp, ok, type TestApp } from './helpers.js';
import { auditOf as auditsOf, code, merchantsOf, rowsOf } from './list-helpers.js';

let t: TestApp;
let admin: string;
let merchant: string;
let staff: string;
let partner: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, merchant, staff, partner] = (await Promise.all(['admin', 'parking-merchant', 'parking-merchant-staff', 'parking-partner'].map((a) => t.login(a)))) as [string, string, string, string];
});
afterAll(async () => {
  await t?.close();
});

const rows = (...args: Parameters<ReturnType<typeof rowsOf>>) => rowsOf(t)(...args);
const auditOf = (type: string, id: number) => auditsOf(t)(type, id);
let key = 0;
const withKey = (method: string, path: string, token: string, body: Record<string, unknown>, idempotencyKey = `reserve-test-${++key}`) =>
  t.call(method, path, { token, body, headers: { 'idempotency-key': idempotencyKey } });
const oversee = (token: string, body: Record<string, unknown>, k?: string) => withKey('PUT', 'parking/reserve/oversee', token, body, k);
const apply = (token: string, body: Record<string, unknown>, k?: string) => withKey('POST', 'parking/reserve/apply', token, body, k);
const appealReview = (token: string, body: Record<string, unknown>, k?: string) => withKey('PUT', 'parking/reserve/audit', token, body, k);
const parkCode = async (name: string) => (ok(await t.call('GET', 'parking/park/list', { token: admin, query: { keywords: name } })).row as { park_code: string; park_name: string }[]).find((p) => p.park_name === name)!.park_code;
const today = todayInChina();
/** Tomorrow (UTC+8) at `hhmm`, as an instant. */
const tomorrowAt = (hour: number, minute = 0) => new Date(dayStart(addDays(today, 1)).getTime() + (hour * 60 + minute) * 60_000).toISOString();

describe('reservations', () => {
  it('lists each caller its scope with masked phones and shown states; filters; the detail has the record and appeals', async () => {
    const own = await rows(merchant, 'parking/reserve/list');
    expect(merchantsOf(own)).toEqual([100101]);
    expect(own.paging_header.total_count).toBe(39);
    expect(own.row.every((r) => /^1[0-9]{2}\*{4}[0-9]{4}$/.test(r.phone))).toBe(true);
    expect(merchantsOf(await rows(admin, 'parking/reserve/list'))).toEqual([100101, 100102]);
    expect((await rows(staff, 'parking/reserve/list')).paging_header.total_count).toBe(39);
    // The partner reads its customers' (停车管理 of one merchant, docs/decisions.md "The partner's and group's 停车管理").
    expect(merchantsOf(await rows(partner, 'parking/reserve/list'))).toEqual([100101, 100102]);
    // Latest reserved time first; 已超时 is computed.
    expect(own.row.map((r) => r.reserve_time)).toEqual([...own.row.map((r) => r.reserve_time)].sort().reverse());
    expect((await rows(merchant, 'parking/reserve/list', { state: 5 })).row.map((r) => r.plate).sort()).toEqual(['粤B4W6Y9', '粤L8C3J5']);
    expect((await rows(merchant, 'parking/reserve/list', { state: 4 })).paging_header.total_count).toBe(6);
    expect((await rows(merchant, 'parking/reserve/list', { state: 1 })).paging_header.total_count).toBe(4);
    expect((await rows(merchant, 'parking/reserve/list', { plate: '粤b8k3' })).paging_header.total_count).toBe(3);
    expect((await rows(merchant, 'parking/reserve/list', { phone: '13760008888' })).row.map((r) => r.plate)).toEqual(['粤B2T7X4']);
    expect((await rows(merchant, 'parking/reserve/list', { start_date: addDays(today, 1), end_date: addDays(today, 1) })).row.every((r) => r.state === 1)).toBe(true);
    expect(code(await t.call('GET', 'parking/reserve/list', { token: merchant, query: { state: 6 } }))).toBe(1400);
    expect(code(await t.call('GET', 'parking/reserve/list', { token: merchant, query: { phone: '12' } }))).toBe(1400);
    expect((await t.call('GET', 'parking/reserve/list', { token: merchant, query: { start_date: '2026-10-02', end_date: '2026-10-01' } })).body).toMatchObject({ code: 1400, message: '开始日期不能晚于结束日期' });

    const arrived = (await rows(merchant, 'parking/reserve/list', { state: 2 })).row[0]!;
    const detail = ok(await t.call('GET', 'parking/reserve', { token: merchant, query: { id: arrived.id } }));
    expect(detail.phone).toMatch(/^1[3-9][0-9]{9}$/);
    expect(detail.record).toMatchObject({ entry_time: detail.arrive_time });
    expect(detail.reserve_no).toMatch(/^R[0-9]{14}$/);
    const appealed = (await rows(merchant, 'parking/reserve/list', { plate: '粤B6T1Q8' })).row[0]!;
    expect(ok(await t.call('GET', 'parking/reserve', { token: merchant, query: { id: appealed.id } })).appeals).toMatchObject([{ status: 2, plate: '粤B6T1Q8' }]);
    const other = (await rows(admin, 'parking/reserve/list', { merchant: 100102 })).row[0]!;
    expect(code(await t.call('GET', 'parking/reserve', { token: merchant, query: { id: other.id } }))).toBe(1404);
    expect(code(await oversee(merchant, { id: other.id, state: 3, reason: '车主来电取消' }))).toBe(1404);
  });

  it('counts by state over a bounded range', async () => {
    const stats = ok(await t.call('GET', 'parking/reserve/analysis/statistics', { token: staff, query: { start_date: addDays(today, -20), end_date: addDays(today, 7) } }));
    expect(stats).toMatchObject({ total: 39, arrived: 22, cancelled: 5, no_show: 6, overdue: 2, pending: 4 });
    expect(stats.refund).toBe(3 * 500 + 2 * 1000);
    const week = ok(await t.call('GET', 'parking/reserve/analysis/statistics', { token: merchant, query: {} }));
    expect(week).toMatchObject({ end_date: addDays(today, 7), start_date: addDays(today, -29), total: 39 });
    const bad = await t.call('GET', 'parking/reserve/analysis/statistics', { token: merchant, query: { start_date: addDays(today, -100), end_date: today } });
    expect(bad.body).toMatchObject({ code: 1400, message: '统计范围最长 92 天' });
    expect(ok(await t.call('GET', 'parking/reserve/analysis/statistics', { token: admin, query: { merchant: 100102, start_date: addDays(today, -10), end_date: addDays(today, 1) } }))).toMatchObject({ total: 3 });
  });

  it('cancels (refunding) and marks no-shows once per key; no-show only past the latest arrival; illegal moves answer 1409', async () => {
    const pending = (await rows(merchant, 'parking/reserve/list', { plate: '粤B1R8E5' })).row[0]!;
    expect(code(await oversee(staff, { id: pending.id, state: 3, reason: '车主来电取消' }))).toBe(1403);
    expect(code(await oversee(admin, { id: pending.id, state: 3, reason: '车主来电取消' }))).toBe(1403);
    expect(code(await t.call('PUT', 'parking/reserve/oversee', { token: merchant, body: { id: pending.id, state: 3, reason: '车主来电取消' } }))).toBe(1400);
    expect((await oversee(merchant, { id: pending.id, state: 3, reason: '   ' })).body).toMatchObject({ code: 1400, message: '取消原因至少 2 个字' });
    expect(code(await oversee(merchant, { id: pending.id, state: 3, reason: '车主来电取消', blacklist: true }))).toBe(1400);
    const early = await oversee(merchant, { id: pending.id, state: 4, reason: '未到场' });
    expect(early.body.code).toBe(1409);
    expect(early.body.message).toMatch(/还未到最晚到场时间/);
    const first = await oversee(merchant, { id: pending.id, state: 3, reason: '车主来电取消' }, 'cancel-r8e5');
    expect(ok(first)).toEqual({ id: pending.id, state: 3, refund: 500, blacklisted: false });
    expect((await oversee(merchant, { id: pending.id, state: 3, reason: '车主来电取消' }, 'cancel-r8e5')).body).toEqual(first.body);
    expect((await oversee(merchant, { id: pending.id, state: 3, reason: '另一个原因' }, 'cancel-r8e5')).body.code).toBe(1409);
    expect((await oversee(merchant, { id: pending.id, state: 3, reason: '车主来电取消' })).body).toMatchObject({ code: 1409, message: '预约当前为「已取消」，不能变更为「已取消」' });
    expect(ok(await t.call('GET', 'parking/reserve', { token: merchant, query: { id: pending.id } }))).toMatchObject({ state: 3, refund: 500, reason: '车主来电取消', handler: '王芳' });
    expect((await auditOf('parking_reserve', pending.id)).map((a) => (a.after as any).state)).toEqual(['已取消']);

    // An overdue one: no-show, kept prepaid; one no-show is under the limit of 3.
    const [late, later] = (await rows(merchant, 'parking/reserve/list', { state: 5 })).row;
    expect(ok(await oversee(merchant, { id: late!.id, state: 4, reason: '超过最晚到场时间未到场' }))).toEqual({ id: late!.id, state: 4, refund: 0, blacklisted: false });
    expect(code(await oversee(merchant, { id: late!.id, state: 3, reason: '改为取消' }))).toBe(1409);
    // By hand: on the reservation blacklist whatever the count.
    expect(ok(await oversee(merchant, { id: later!.id, state: 4, reason: '未到场且联系不上', blacklist: true }))).toMatchObject({ state: 4, blacklisted: true });
    const entry = (await rows(merchant, 'parking/blacklist/list', { plate: later!.plate })).row[0]!;
    expect(entry).toMatchObject({ source: 2, reserve: later!.id, operator: '王芳' });
  });

  it('blacklists automatically at the park’s no-show limit', async () => {
    const fukuda = await parkCode('福田中心停车场');
    const rt = ok(await t.call('GET', 'parking/reserve/rt', { token: merchant, query: { park_code: fukuda } }));
    const { rules: _rules, configured: _c, operator: _o, update_time: _u, total_space: _t, merchant: _m, merchant_name: _n, park_name: _p, ...settings } = rt;
    ok(await t.call('PUT', 'parking/reserve/rt', { token: merchant, body: { ...settings, no_show_limit: 1, no_show_days: 7 } }));
    const booked = ok(await apply(merchant, { park_code: fukuda, plate: '粤B7A1B2', plate_color: 1, phone: '13800001111', reserve_time: tomorrowAt(10) }));
    // Make it overdue (the clock cannot be moved): its times are set in the past directly.
    await t.db.tenant('all', (tx) => tx.execute(sql`update parking_reserve set reserve_time = now() - interval '2 hours', latest_arrival = now() - interval '90 minutes' where id = ${booked.reserve}`));
    expect(ok(await oversee(merchant, { id: booked.reserve, state: 4, reason: '未到场' }))).toMatchObject({ blacklisted: true });
    expect((await rows(merchant, 'parking/blacklist/list', { plate: '粤B7A1B2' })).row[0]).toMatchObject({ source: 1, operator: '系统', reason: '7 天内违约 1 次（上限 1 次）' });
    expect((await apply(merchant, { park_code: fukuda, plate: '粤B7A1B2', plate_color: 1, phone: '13800001111', reserve_time: tomorrowAt(11) })).body).toMatchObject({ code: 1409, message: '车牌 粤B7A1B2 在福田中心停车场的预约黑名单中，不能预约' });
    ok(await t.call('PUT', 'parking/reserve/rt', { token: merchant, body: settings }));
  });
});

describe('booking and applications', () => {
  it('books straight away where the park needs no review, once per key; refuses what the terms do not allow', async () => {
    const fukuda = await parkCode('福田中心停车场');
    const body = { park_code: fukuda, plate: '粤b·66h88', plate_color: 1, phone: '13811112222', reserve_time: tomorrowAt(10, 30) };
    expect(code(await apply(staff, body))).toBe(1403);
    expect(code(await t.call('POST', 'parking/reserve/apply', { token: merchant, body }))).toBe(1400);
    expect((await apply(merchant, { ...body, plate: '粤B1234' })).body).toMatchObject({ code: 1400, message: '车牌号「粤B1234」格式不正确' });
    expect(code(await apply(merchant, { ...body, phone: '1234' }))).toBe(1400);
    expect((await apply(merchant, { ...body, reserve_time: tomorrowAt(23, 30) })).body).toMatchObject({ code: 1400 });
    expect((await apply(merchant, { ...body, reserve_time: new Date(Date.now() + 9 * 86_400_000).toISOString() })).body).toMatchObject({ code: 1400, message: '最多提前 7 天预约' });
    expect(code(await apply(merchant, { ...body, reserve_time: new Date(Date.now() - 3_600_000).toISOString() }))).toBe(1409);
    expect(code(await apply(merchant, { ...body, park_code: await parkCode('南山科技园停车场') }))).toBe(1404);
    expect((await apply(merchant, { ...body, park_code: await parkCode('金田路路侧停车位') })).body).toMatchObject({ code: 1409, message: '金田路路侧停车位暂未开放预约' });
    const first = await apply(merchant, body, 'book-66h88');
    const made = ok(first);
    expect(made).toMatchObject({ apply: null, reserve_no: expect.stringMatching(/^R[0-9]{14}$/) });
    expect((await apply(merchant, body, 'book-66h88')).body).toEqual(first.body);
    expect((await rows(merchant, 'parking/reserve/list', { plate: '粤B66H88' })).row).toMatchObject([{ state: 1, prepaid: 500, source: 1, plate: '粤B66H88' }]);
    expect((await apply(merchant, body)).body.message).toMatch(/^车牌 粤B66H88 在福田中心停车场已有待到场的预约/);
    expect(code(await apply(merchant, { ...body, plate: '粤B8K3N6' }))).toBe(1409);
  });

  it('queues an application where the park reviews; 通过 makes the reservation, 驳回 needs a reason; reviewed once', async () => {
    const expo = await parkCode('会展中心北广场停车场');
    const made = ok(await apply(merchant, { park_code: expo, plate: '粤B3C5D7', plate_color: 1, phone: '13822223344', reserve_time: tomorrowAt(15), remark: '送货' }));
    expect(made).toMatchObject({ reserve: null, reserve_no: null });
    const list = await rows(merchant, 'parking/reserve/apply/list', { status: 0 });
    expect(list.row.map((r) => r.plate)).toContain('粤B3C5D7');
    expect(list.paging_header.total_count).toBe(4);
    expect(merchantsOf(await rows(staff, 'parking/reserve/apply/list'))).toEqual([100101]);
    expect(code(await t.call('POST', 'parking/reserve/audit', { token: staff, body: { id: made.apply, status: 1 } }))).toBe(1403);
    expect(code(await apply(merchant, { park_code: expo, plate: '粤B3C5D7', plate_color: 1, phone: '13822223344', reserve_time: tomorrowAt(16) }))).toBe(1409);
    const approved = ok(await t.call('POST', 'parking/reserve/audit', { token: merchant, body: { id: made.apply, status: 1, space_no: 'N-03' } }));
    expect(approved).toMatchObject({ id: made.apply, status: 1, reserve: expect.any(Number) });
    expect(ok(await t.call('GET', 'parking/reserve', { token: merchant, query: { id: approved.reserve } }))).toMatchObject({ state: 1, source: 2, prepaid: 1000, space_no: 'N-03', plate: '粤B3C5D7' });
    expect((await t.call('POST', 'parking/reserve/audit', { token: merchant, body: { id: made.apply, status: 2, reason: '重复申请' } })).body).toMatchObject({ code: 1409, message: '预约申请当前为「已通过」，不能变更为「已驳回」' });
    const pending = list.row.find((r) => r.plate === '桂A3M9P2')!;
    expect((await t.call('POST', 'parking/reserve/audit', { token: merchant, body: { id: pending.id, status: 2 } })).body).toMatchObject({ code: 1400, message: '驳回原因至少 2 个字' });
    ok(await t.call('POST', 'parking/reserve/audit', { token: merchant, body: { id: pending.id, status: 2, reason: '当天展馆闭馆' } }));
    expect((await rows(merchant, 'parking/reserve/apply/list', { plate: '桂A3M9P2' })).row[0]).toMatchObject({ status: 2, reject_reason: '当天展馆闭馆', reviewer: '王芳' });
    expect((await auditOf('parking_reserve_apply', pending.id)).map((a) => (a.after as any).status)).toEqual(['已驳回']);
  });
});

describe('appeals and the reservation blacklist', () => {
  it('accepting an appeal cancels the no-show, refunds it and takes the plate off the blacklist it caused; once per key', async () => {
    const appeals = await rows(merchant, 'parking/reserve/appeal/list', { status: 0 });
    expect(appeals.row.map((r) => r.plate).sort()).toEqual(['粤B2M7P4', '粤B8K3N6']);
    expect(merchantsOf(await rows(admin, 'parking/reserve/appeal/list'))).toEqual([100101, 100102]);
    const appeal = appeals.row.find((r) => r.plate === '粤B8K3N6')!;
    expect((await rows(merchant, 'parking/blacklist/list', { plate: '粤B8K3N6' })).row).toMatchObject([{ source: 1, reserve: appeal.reserve }]);
    expect(code(await appealReview(staff, { id: appeal.id, status: 1, reason: '核实已入场' }))).toBe(1403);
    expect(code(await appealReview(merchant, { id: appeal.id, status: 1, reason: '' }))).toBe(1400);
    const first = await appealReview(merchant, { id: appeal.id, status: 1, reason: '核实车辆当日 18:40 已入场' }, 'appeal-8k3n6');
    expect(ok(first)).toEqual({ id: appeal.id, status: 1, refund: 500, unblocked: true });
    expect((await appealReview(merchant, { id: appeal.id, status: 1, reason: '核实车辆当日 18:40 已入场' }, 'appeal-8k3n6')).body).toEqual(first.body);
    expect((await rows(merchant, 'parking/blacklist/list', { plate: '粤B8K3N6' })).row).toEqual([]);
    expect(ok(await t.call('GET', 'parking/reserve', { token: merchant, query: { id: appeal.reserve } }))).toMatchObject({ state: 3, refund: 500, reason: '申诉采纳：核实车辆当日 18:40 已入场' });
    expect((await appealReview(merchant, { id: appeal.id, status: 2, reason: '再次处理' })).body).toMatchObject({ code: 1409, message: '预约申诉当前为「已采纳」，不能变更为「已驳回」' });

    const other = appeals.row.find((r) => r.plate === '粤B2M7P4')!;
    expect(ok(await appealReview(merchant, { id: other.id, status: 2, reason: '未提供封路证明' }))).toEqual({ id: other.id, status: 2, refund: 0, unblocked: false });
    expect(ok(await t.call('GET', 'parking/reserve', { token: merchant, query: { id: other.reserve } })).state).toBe(4);
    const theirs = (await rows(admin, 'parking/reserve/appeal/list', { merchant: 100102 })).row[0]!;
    expect(code(await appealReview(merchant, { id: theirs.id, status: 1, reason: '核实已入场' }))).toBe(1404);
    expect((await auditOf('parking_reserve_appeal', appeal.id)).map((a) => (a.after as any).status)).toEqual(['已采纳']);

    // An appeal against a reservation no longer a no-show (the owners' app files them; here straight into the table) is refused.
    const [stale] = await t.db.tenant('all', (tx) =>
      tx.insert(parkingReserveAppeal).values({ merchant: 100101, park: sql`(select park from parking_reserve where id = ${appeal.reserve})`, reserve: appeal.reserve, content: '再申诉一次，请退款' }).returning({ id: parkingReserveAppeal.id }),
    );
    expect((await appealReview(merchant, { id: stale!.id, status: 1, reason: '核实已入场' })).body).toMatchObject({ code: 1409, message: expect.stringMatching(/当前为「已取消」，不是违约，不能采纳申诉$/) });
  });

  it('lists the reservation blacklist (not the park’s entry blacklist) and removes an entry', async () => {
    const list = await rows(merchant, 'parking/blacklist/list');
    expect(merchantsOf(list)).toEqual([100101]);
    expect(list.row.map((r) => r.plate)).toContain('粤BD70931');
    expect((await rows(merchant, 'parking/parking/blacklist/list')).row.map((r) => r.plate)).not.toContain('粤BD70931');
    const entry = list.row.find((r) => r.plate === '粤BD70931')!;
    expect(entry).toMatchObject({ source: 2, park_name: '会展中心北广场停车场', reserve_no: expect.stringMatching(/^R/) });
    expect(code(await t.call('DELETE', 'parking/blacklist', { token: staff, query: { id: entry.id } }))).toBe(1403);
    const theirs = (await rows(admin, 'parking/blacklist/list', { merchant: 100102 })).row[0]!;
    expect(code(await t.call('DELETE', 'parking/blacklist', { token: merchant, query: { id: theirs.id } }))).toBe(1404);
    ok(await t.call('DELETE', 'parking/blacklist', { token: merchant, query: { id: entry.id } }));
    expect(code(await t.call('DELETE', 'parking/blacklist', { token: merchant, query: { id: entry.id } }))).toBe(1404);
    expect((await auditOf('parking_reserve_blacklist', entry.id)).map((a) => a.action)).toEqual(['移出预约黑名单']);
  });
});

describe('reservation settings', () => {
  it('lists the parks with their settings; saves within the park’s spaces; time windows; clears', async () => {
    const list = await rows(merchant, 'parking/reserve/rt/list');
    expect(list.row.map((r) => [r.park_name, r.configured, r.enabled])).toEqual([['福田中心停车场', true, true], ['会展中心北广场停车场', true, true], ['金田路路侧停车位', false, false]]);
    expect(list.row[0].rules.map((r: { start_time: string; end_time: string }) => `${r.start_time}-${r.end_time}`)).toEqual(['07:00-22:00', '08:00-23:00']);
    expect((await rows(merchant, 'parking/reserve/rt/list', { enabled: 0 })).row.map((r) => r.park_name)).toEqual(['金田路路侧停车位']);
    expect(merchantsOf(await rows(admin, 'parking/reserve/rt/list'))).toEqual([100101, 100102, 100103]);
    const road = await parkCode('金田路路侧停车位');
    const body = { park_code: road, enabled: true, spaces: 10, hold_minutes: 15, prepaid: 300, need_audit: false, no_show_limit: 2, no_show_days: 30 };
    expect(code(await t.call('PUT', 'parking/reserve/rt', { token: staff, body }))).toBe(1403);
    expect(code(await t.call('PUT', 'parking/reserve/rt', { token: admin, body }))).toBe(1403);
    expect((await t.call('PUT', 'parking/reserve/rt', { token: merchant, body: { ...body, spaces: 37 } })).body).toMatchObject({ code: 1400, message: '可预约车位数不能超过停车场总车位数 36' });
    expect(code(await t.call('PUT', 'parking/reserve/rt', { token: merchant, body: { ...body, hold_minutes: 1 } }))).toBe(1400);
    expect(code(await t.call('PUT', 'parking/reserve/rt', { token: merchant, body: { ...body, park_code: await parkCode('南山科技园停车场') } }))).toBe(1404);
    ok(await t.call('PUT', 'parking/reserve/rt', { token: merchant, body }));
    expect(ok(await t.call('GET', 'parking/reserve/rt', { token: staff, query: { park_code: road } }))).toMatchObject({ configured: true, enabled: true, spaces: 10, prepaid: 300, operator: '王芳', rules: [] });

    const rule = { park_code: road, weekdays: [1, 2, 3, 4, 5], start_time: '09:00', end_time: '18:00' };
    expect((await t.call('POST', 'parking/reserve/rule', { token: merchant, body: { ...rule, end_time: '09:00' } })).body).toMatchObject({ code: 1400, message: '结束时间必须晚于开始时间' });
    expect(code(await t.call('POST', 'parking/reserve/rule', { token: merchant, body: { ...rule, start_time: '9:00' } }))).toBe(1400);
    expect(code(await t.call('POST', 'parking/reserve/rule', { token: merchant, body: { ...rule, weekdays: [8] } }))).toBe(1400);
    expect(code(await t.call('POST', 'parking/reserve/rule', { token: staff, body: rule }))).toBe(1403);
    const { id } = ok(await t.call('POST', 'parking/reserve/rule', { token: merchant, body: rule }));
    ok(await t.call('POST', 'parking/reserve/rule', { token: merchant, body: { ...rule, weekdays: [6, 7], start_time: '10:00', end_time: '24:00' } }));
    expect(ok(await t.call('GET', 'parking/reserve/rt', { token: merchant, query: { park_code: road } })).rules).toMatchObject([{ id, weekdays: [1, 2, 3, 4, 5], start_time: '09:00', end_time: '18:00' }, { start_time: '10:00', end_time: '24:00' }]);
    ok(await t.call('DELETE', 'parking/reserve/rule', { token: merchant, query: { id } }));
    expect(code(await t.call('DELETE', 'parking/reserve/rule', { token: merchant, query: { id } }))).toBe(1404);
    ok(await t.call('DELETE', 'parking/reserve/rt', { token: merchant, query: { park_code: road } }));
    expect(ok(await t.call('GET', 'parking/reserve/rt', { token: merchant, query: { park_code: road } }))).toMatchObject({ configured: false, enabled: false, rules: [] });
    expect(code(await t.call('DELETE', 'parking/reserve/rt', { token: merchant, query: { park_code: road } }))).toBe(1404);
    expect((await auditOf('parking_reserve_rt', road as unknown as number)).map((a) => a.action)).toEqual(['保存预约规则', '添加可预约时段', '添加可预约时段', '删除可预约时段', '清除预约规则（停止预约）']);
  });
});
