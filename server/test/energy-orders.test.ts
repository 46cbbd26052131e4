import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, energyPort, energyDevice } from '../src/db/schema/index.js';
import { price } from '../src/modules/energy/replenish/tariff.js';
import { statisticsPeriod } from '../src/modules/energy/replenish/replenish.service.js';
import { createTestApp, ok, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
let partner: string;
let merchant: string;
let merchantStaff: string;
let group: string;
let parkingMerchant: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  partner = await t.login('energy-partner');
  merchant = await t.login('energy-merchant');
  merchantStaff = await t.login('energy-merchant-staff');
  group = await t.login('energy-group');
  parkingMerchant = await t.login('parking-merchant');
});
afterAll(async () => {
  await t?.close();
});

type Session = {
  order_no: string; merchant: number; station_code: string; device_code: string; port_no: number; state: number; review_state: number; start_time: string; energy_wh: number;
  elec_amount: number; service_amount: number; total_amount: number; pay_no: string; plate: string; card_no: string; vin: string; start_type: number;
};
type Payment = { pay_no: string; order_no: string; merchant: number; amount: number; state: number; settle_state: number; review_state: number; create_time: string };
const code = (reply: { body: any }) => reply.body.code;
const sessionsOf = async (token: string, query: Record<string, unknown> = {}) => ok(await t.call('GET', 'energy/replenish/list', { token, query: { page_size: 100, ...query } })) as { row: Session[]; paging_header: { total_count: number } };
const paymentsOf = async (token: string, query: Record<string, unknown> = {}) => ok(await t.call('GET', 'energy/payment/list', { token, query: { page_size: 100, ...query } })) as { row: Payment[]; paging_header: { total_count: number } };
const auditOf = (type: string, id: string) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, type), eq(auditLog.target_id, id))).orderBy(asc(auditLog.id)));
let keySerial = 0;
const key = () => ({ 'idempotency-key': `test-orders-${++keySerial}-${Date.now()}` });

describe('energy orders: charging records', () => {
  it('scopes the lists per platform and lists newest first with a capped total', async () => {
    const own = await sessionsOf(merchant);
    expect(new Set(own.row.map((s) => s.merchant))).toEqual(new Set([100201]));
    expect(new Set((await sessionsOf(partner)).row.map((s) => s.merchant))).toEqual(new Set([100201]));
    const both = await sessionsOf(group);
    expect(new Set(both.row.map((s) => s.merchant))).toEqual(new Set([100201, 100202]));
    const all = await sessionsOf(admin, { page_size: 20 });
    expect(all.paging_header.total_count).toBeGreaterThanOrEqual(200);
    const times = all.row.map((s) => s.start_time);
    expect([...times].sort().reverse()).toEqual(times);
    // Every state is in the demo; the charging ones sit on the ports the energy demo shows 充电中.
    const states = new Set((await sessionsOf(admin, { page_size: 100 })).row.map((s) => s.state));
    for (const state of [0, 1, 2, 3, 4, 5]) expect((await sessionsOf(admin, { state })).row.length, `state ${state}`).toBeGreaterThan(0);
    expect(states.size).toBeGreaterThan(2);
    const charging = (await sessionsOf(admin, { state: 1 })).row;
    const chargingPorts = await t.db.tenant('all', (tx) => tx.select({ code: energyDevice.device_code, port: energyPort.port_no }).from(energyPort).innerJoin(energyDevice, eq(energyDevice.id, energyPort.device)).where(eq(energyPort.state, 3)));
    expect(new Set(charging.map((s) => `${s.device_code}-${s.port_no}`))).toEqual(new Set(chargingPorts.map((p) => `${p.code}-${p.port}`)));
    // Another merchant's record is "not found" to the merchant and the partner in every call.
    const baoan = both.row.find((s) => s.merchant === 100202)!;
    for (const token of [merchant, partner]) {
      expect(code(await t.call('GET', 'energy/replenish', { token, query: { order_no: baoan.order_no } }))).toBe(1404);
      expect(code(await t.call('GET', 'energy/replenish/logs', { token, query: { order_no: baoan.order_no } }))).toBe(1404);
      expect(code(await t.call('POST', 'energy/replenish/stop', { token, body: { order_no: baoan.order_no } }))).toBe(1404);
      expect(code(await t.call('POST', 'energy/replenish/review', { token, body: { order_no: baoan.order_no, result: 2, reason: '核实无误' } }))).toBe(1404);
      expect((await t.call('GET', 'energy/replenish/list', { token, query: { merchant: 100202 } })).body).toMatchObject({ code: 1002, payload: { row: [] } });
    }
    expect(ok(await t.call('GET', 'energy/replenish', { token: group, query: { order_no: baoan.order_no } }))).toMatchObject({ merchant: 100202, merchant_name: '宝安充电站' });
  });

  it('filters by station, order number, start type, card/VIN/plate and day range; statistics sum the same rows', async () => {
    const stations = ok(await t.call('GET', 'energy/station/list', { token: merchant, query: { page_size: 100 } })).row as { station_code: string; name: string }[];
    const hh = stations.find((s) => s.name === '南山后海充电站')!;
    const atHh = (await sessionsOf(merchant, { station_code: hh.station_code })).row;
    expect(atHh.length).toBeGreaterThan(0);
    expect(atHh.every((s) => s.station_code === hh.station_code)).toBe(true);
    const one = atHh[0]!;
    expect((await sessionsOf(merchant, { order_no: one.order_no.slice(0, 12).toLowerCase() })).row.some((s) => s.order_no === one.order_no)).toBe(true);
    expect((await sessionsOf(merchant, { start_type: 2 })).row.every((s) => s.start_type === 2 && s.card_no !== '')).toBe(true);
    const withPlate = (await sessionsOf(merchant)).row.find((s) => s.plate)!;
    expect((await sessionsOf(merchant, { keywords: withPlate.plate })).row.every((s) => s.plate === withPlate.plate)).toBe(true);
    const vin = (await sessionsOf(merchant, { start_type: 3 })).row[0]!;
    expect((await sessionsOf(merchant, { keywords: vin.vin.slice(0, 8).toLowerCase() })).row.some((s) => s.order_no === vin.order_no)).toBe(true);
    // A day range of the last 7 days: the list and the statistics count the same sessions.
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() + 8 * 3_600_000 - 6 * 86_400_000).toISOString().slice(0, 10);
    const range = { start_date: weekAgo, end_date: today };
    const listed = await sessionsOf(group, range);
    const stats = ok(await t.call('GET', 'energy/replenish/statistics', { token: group, query: range }));
    expect(stats.count).toBe(listed.paging_header.total_count);
    expect(stats.energy_wh).toBe(listed.row.reduce((a, s) => a + s.energy_wh, 0));
    expect(stats.total_amount).toBe(listed.row.reduce((a, s) => a + s.total_amount, 0));
    expect(stats).toMatchObject({ start_date: weekAgo, end_date: today });
    // Without a range: the last 30 days; more than 92 days is refused.
    const month = ok(await t.call('GET', 'energy/replenish/statistics', { token: merchant }));
    expect(month.count).toBeGreaterThan(50);
    expect(month.end_date).toBe(today);
    const tooLong = await t.call('GET', 'energy/replenish/statistics', { token: merchant, query: { start_date: '2026-01-01', end_date: '2026-06-30' } });
    expect(tooLong.body).toMatchObject({ code: 1400, message: '统计的时间范围不能超过 92 天' });
    expect(code(await t.call('GET', 'energy/replenish/list', { token: merchant, query: { start_date: '2026-05-02', end_date: '2026-05-01' } }))).toBe(1400);
  });

  it('reads one session with its TOU buckets and its log', async () => {
    const settled = (await sessionsOf(merchant, { state: 3 })).row[0]!;
    const detail = ok(await t.call('GET', 'energy/replenish', { token: merchantStaff, query: { order_no: settled.order_no } }));
    expect(detail.buckets.length).toBeGreaterThan(0);
    expect(detail.buckets.reduce((a: number, b: { energy_wh: number }) => a + b.energy_wh, 0)).toBe(detail.energy_wh);
    expect(detail.elec_amount).toBe(detail.buckets.reduce((a: number, b: { elec_amount: number }) => a + b.elec_amount, 0));
    expect(detail.total_amount).toBe(detail.elec_amount + detail.service_amount + detail.park_amount);
    expect(detail.pay_no).toMatch(/^ZF\d+$/);
    const logs = ok(await t.call('GET', 'energy/replenish/logs', { token: merchantStaff, query: { order_no: settled.order_no } })) as { kind: string }[];
    expect(logs.map((l) => l.kind)[0]).toBe('start');
    expect(logs.map((l) => l.kind)).toContain('meter');
    expect(logs.map((l) => l.kind).slice(-2)).toEqual(['stop', 'settle']);
    expect(code(await t.call('GET', 'energy/replenish', { token: merchant, query: { order_no: 'CD20990101999999' } }))).toBe(1404);
  });

  it('prices by the time-of-use tariff', () => {
    // 07:00–09:00 UTC+8: one hour 谷, one hour 平, 20 kWh evenly.
    const r = price(new Date('2026-11-02T07:00:00+08:00'), new Date('2026-11-02T09:00:00+08:00'), 20_000);
    expect(r.buckets).toEqual([
      { bucket: 'flat', elec_price: 68, service_price: 80, energy_wh: 10_000, elec_amount: 680, service_amount: 800 },
      { bucket: 'valley', elec_price: 25, service_price: 60, energy_wh: 10_000, elec_amount: 250, service_amount: 600 },
    ]);
    expect(r.elec_amount).toBe(930);
    expect(statisticsPeriod({}, new Date('2026-11-25T00:00:00Z'))).toMatchObject({ start_date: '2026-10-27', end_date: '2026-11-25' });
  });

  it('stops a charging session remotely once, audited, opening its payment; staff and other products may not', async () => {
    const [charging] = (await sessionsOf(merchant, { state: 1 })).row;
    expect(charging).toBeDefined();
    expect(code(await t.call('POST', 'energy/replenish/stop', { token: merchantStaff, body: { order_no: charging!.order_no } }))).toBe(1403);
    expect(code(await t.call('GET', 'energy/replenish/list', { token: parkingMerchant }))).toBe(1403);
    const stopped = ok(await t.call('POST', 'energy/replenish/stop', { token: partner, body: { order_no: charging!.order_no } }));
    expect(stopped).toMatchObject({ order_no: charging!.order_no, state: 2 });
    expect(stopped.energy_wh).toBeGreaterThan(0);
    expect(stopped.pay_no).toMatch(/^ZF\d{14}$/);
    const detail = ok(await t.call('GET', 'energy/replenish', { token: merchant, query: { order_no: charging!.order_no } }));
    expect(detail).toMatchObject({ state: 2, stop_reason: 3, pay_no: stopped.pay_no, total_amount: stopped.total_amount });
    expect(detail.end_time).not.toBe('');
    // Its port leaves 充电中 (the connector still in: 占用).
    const [port] = await t.db.tenant('all', (tx) => tx.select({ state: energyPort.state }).from(energyPort).innerJoin(energyDevice, eq(energyDevice.id, energyPort.device)).where(and(eq(energyDevice.device_code, charging!.device_code), eq(energyPort.port_no, charging!.port_no))));
    expect(port!.state).toBe(2);
    const again = await t.call('POST', 'energy/replenish/stop', { token: merchant, body: { order_no: charging!.order_no } });
    expect(again.body).toMatchObject({ code: 1409, message: '充电记录当前为「已完成」，不能远程停止' });
    expect((await auditOf('energy_replenish', charging!.order_no)).map((a) => a.action)).toEqual(['远程停止充电']);
    const payment = ok(await t.call('GET', 'energy/payment', { token: merchant, query: { pay_no: stopped.pay_no } }));
    expect(payment).toMatchObject({ state: 0, amount: stopped.total_amount, order_no: charging!.order_no, settle_state: 0 });
    // 查询支付结果: the simulated channel reports it paid; the order is settled.
    const fetched = ok(await t.call('GET', 'energy/payment/fetch', { token: merchantStaff, query: { pay_no: stopped.pay_no } }));
    expect(fetched).toMatchObject({ state: 1, changed: true });
    expect(ok(await t.call('GET', 'energy/payment/fetch', { token: merchant, query: { pay_no: stopped.pay_no } }))).toMatchObject({ state: 1, changed: false });
    expect(ok(await t.call('GET', 'energy/replenish', { token: merchant, query: { order_no: charging!.order_no } })).state).toBe(3);
  });

  it('reviews a failed session once: approve, or adjust the amounts with a reason', async () => {
    const pending = (await sessionsOf(group, { review_state: 1 })).row;
    expect(pending.length).toBeGreaterThanOrEqual(2);
    expect(pending.every((s) => s.state === 4)).toBe(true);
    const [first, second] = pending;
    expect(code(await t.call('POST', 'energy/replenish/review', { token: merchantStaff, body: { order_no: first!.order_no, result: 2, reason: '核实无误' } }))).toBe(1403);
    const bad = await t.call('POST', 'energy/replenish/review', { token: group, body: { order_no: first!.order_no, result: 3, reason: '调整' } });
    expect(bad.body).toMatchObject({ code: 1400, message: '调整金额时须填写电费和服务费' });
    expect(code(await t.call('POST', 'energy/replenish/review', { token: group, body: { order_no: first!.order_no, result: 2, elec_amount: 1, reason: '核实无误' } }))).toBe(1400);
    expect(code(await t.call('POST', 'energy/replenish/review', { token: group, body: { order_no: first!.order_no, result: 2, reason: ' ' } }))).toBe(1400);
    ok(await t.call('POST', 'energy/replenish/review', { token: group, body: { order_no: first!.order_no, result: 2, reason: '按设备读数计费' } }));
    expect(code(await t.call('POST', 'energy/replenish/review', { token: group, body: { order_no: first!.order_no, result: 2, reason: '再审一次' } }))).toBe(1409);
    const adjusted = ok(await t.call('POST', 'energy/replenish/review', { token: group, body: { order_no: second!.order_no, result: 3, elec_amount: 500, service_amount: 0, reason: '断电中止，免收服务费' } }));
    expect(adjusted).toEqual({ order_no: second!.order_no, review_state: 3, total_amount: 500 });
    const detail = ok(await t.call('GET', 'energy/replenish', { token: group, query: { order_no: second!.order_no } }));
    expect(detail).toMatchObject({ review_state: 3, elec_amount: 500, service_amount: 0, total_amount: 500, reviewer: '周婷', review_note: '断电中止，免收服务费' });
    const logs = ok(await t.call('GET', 'energy/replenish/logs', { token: group, query: { order_no: second!.order_no } })) as { kind: string; operator: string }[];
    expect(logs.at(-1)).toMatchObject({ kind: 'review', operator: '周婷' });
    expect((await auditOf('energy_replenish', second!.order_no)).length).toBe(1);
    // A session that needs no review.
    const settled = (await sessionsOf(group, { state: 3 })).row[0]!;
    expect((await t.call('POST', 'energy/replenish/review', { token: group, body: { order_no: settled.order_no, result: 2, reason: '核实无误' } })).body).toMatchObject({ code: 1409, message: '该充电记录无需审核' });
  });
});

describe('energy orders: payments', () => {
  it('scopes payments and sums them over the same filters', async () => {
    expect(new Set((await paymentsOf(merchant)).row.map((p) => p.merchant))).toEqual(new Set([100201]));
    expect(new Set((await paymentsOf(partner)).row.map((p) => p.merchant))).toEqual(new Set([100201]));
    const groups = await paymentsOf(group);
    expect(new Set(groups.row.map((p) => p.merchant))).toEqual(new Set([100201, 100202]));
    const theirs = groups.row.find((p) => p.merchant === 100202)!;
    for (const token of [merchant, partner]) {
      expect(code(await t.call('GET', 'energy/payment', { token, query: { pay_no: theirs.pay_no } }))).toBe(1404);
      expect(code(await t.call('GET', 'energy/payment/fetch', { token, query: { pay_no: theirs.pay_no } }))).toBe(1404);
      expect(code(await t.call('POST', 'energy/payment/settle', { token, headers: key(), body: { pay_no: theirs.pay_no } }))).toBe(1404);
    }
    expect((await paymentsOf(admin, { state: 0 })).row.length).toBeGreaterThanOrEqual(1);
    expect((await paymentsOf(admin, { review_state: 1 })).row.length).toBeGreaterThanOrEqual(1);
    const unsettled = await paymentsOf(merchant, { state: 1, settle_state: 0 });
    expect(unsettled.row.length).toBeGreaterThan(0);
    const stats = ok(await t.call('GET', 'energy/payment/statistics', { token: merchant, query: { state: 1, settle_state: 0 } }));
    expect(stats.unsettled_amount).toBe(unsettled.row.reduce((a, p) => a + p.amount, 0));
    expect(stats.count).toBe(unsettled.paging_header.total_count);
    expect((await paymentsOf(merchant, { order_no: unsettled.row[0]!.order_no })).row.map((p) => p.pay_no)).toEqual([unsettled.row[0]!.pay_no]);
  });

  it('settles a paid payment once per key: a replay answers the first reply, another settle is 1409, staff 1403', async () => {
    const target = (await paymentsOf(merchant, { state: 1, settle_state: 0, review_state: 0 })).row[0]!;
    const headers = key();
    expect(code(await t.call('POST', 'energy/payment/settle', { token: merchantStaff, headers, body: { pay_no: target.pay_no } }))).toBe(1403);
    expect(code(await t.call('POST', 'energy/payment/settle', { token: merchant, body: { pay_no: target.pay_no } }))).toBe(1400);
    const first = ok(await t.call('POST', 'energy/payment/settle', { token: merchant, headers, body: { pay_no: target.pay_no } }));
    expect(first).toMatchObject({ pay_no: target.pay_no, settle_state: 1, amount: target.amount });
    expect(ok(await t.call('POST', 'energy/payment/settle', { token: merchant, headers, body: { pay_no: target.pay_no } }))).toEqual(first);
    const second = await t.call('POST', 'energy/payment/settle', { token: merchant, headers: key(), body: { pay_no: target.pay_no } });
    expect(second.body.code).toBe(1409);
    expect((await auditOf('energy_payment', target.pay_no)).filter((a) => a.action === '结算支付订单').length).toBe(1);
    // Not paid, or a refund waiting: refused.
    const paying = (await paymentsOf(admin, { state: 0 })).row[0]!;
    expect((await t.call('POST', 'energy/payment/settle', { token: admin, headers: key(), body: { pay_no: paying.pay_no } })).body).toMatchObject({ code: 1409, message: '支付订单当前为「支付中」，不能结算' });
    const refund = (await paymentsOf(admin, { review_state: 1 })).row[0]!;
    expect((await t.call('POST', 'energy/payment/settle', { token: admin, headers: key(), body: { pay_no: refund.pay_no } })).body).toMatchObject({ code: 1409, message: '该支付订单有待审核的退款申请，不能结算' });
  });

  it('reviews a refund request once: approve refunds, reject keeps it paid', async () => {
    const pending = (await paymentsOf(admin, { review_state: 1 })).row;
    expect(pending.length).toBeGreaterThanOrEqual(1);
    const first = pending[0]!;
    const headers = key();
    const approved = ok(await t.call('POST', 'energy/payment/review', { token: admin, headers, body: { pay_no: first.pay_no, result: 2, note: '核实属实，同意退款' } }));
    expect(approved).toEqual({ pay_no: first.pay_no, state: 3, review_state: 2 });
    expect(ok(await t.call('POST', 'energy/payment/review', { token: admin, headers, body: { pay_no: first.pay_no, result: 2, note: '核实属实，同意退款' } }))).toEqual(approved);
    expect(code(await t.call('POST', 'energy/payment/review', { token: admin, headers, body: { pay_no: first.pay_no, result: 3, note: '另一笔不同的操作' } }))).toBe(1409);
    expect(code(await t.call('POST', 'energy/payment/review', { token: admin, headers: key(), body: { pay_no: first.pay_no, result: 3, note: '再审一次' } }))).toBe(1409);
    expect(ok(await t.call('GET', 'energy/payment', { token: admin, query: { pay_no: first.pay_no } }))).toMatchObject({ state: 3, review_state: 2, review_note: '核实属实，同意退款', reviewer: '平台管理员' });
    // A payment without a request needs no review.
    const plain = (await paymentsOf(admin, { state: 1, review_state: 0 })).row[0]!;
    expect((await t.call('POST', 'energy/payment/review', { token: admin, headers: key(), body: { pay_no: plain.pay_no, result: 3, note: '驳回' } })).body).toMatchObject({ code: 1409, message: '该支付订单没有待审核的退款申请' });
  });

  it('answers 1400 with a Chinese message for malformed numbers', async () => {
    const reply = await t.call('GET', 'energy/payment', { token: merchant, query: { pay_no: 'not-a-number' } });
    expect(reply.body.code).toBe(1400);
    expect(reply.body.message).toContain('pay_no');
    expect(code(await t.call('POST', 'energy/replenish/stop', { token: merchant, body: { order_no: 'CD1' } }))).toBe(1400);
    expect(code(await t.call('GET', 'energy/replenish/list', { token: merchant, query: { state: 9 } }))).toBe(1400);
  });
});
