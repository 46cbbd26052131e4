import { parkingFee } from '@console/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { createTestApp, ok, type TestApp } from './helpers.js';

// Parking fees (records, fee orders with revoke, the station's setting and spaces) and charging reservations on the
// three energy platforms: docs/decisions.md, "Energy parking fees and appointments".

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
const key = () => ({ 'idempotency-key': `test-parking-${++keySerial}-${Date.now()}` });

describe('parking fee rule', () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 0, minutes));
  it('waives the charging time and the grace after it, counts started units and caps per day', () => {
    const setting = { mode: 1, free_minutes: 30, unit_minutes: 60, unit_price: 500, day_cap: 3000 } as const;
    // In 0, charging 10–100, out 200: free 0–130 (130 min), 70 charged → 2 started units.
    expect(parkingFee(setting, at(0), at(200), { start: at(10), end: at(100) })).toEqual({ park_minutes: 200, free_minutes: 130, fee_minutes: 70, fee: 1000 });
    expect(parkingFee(setting, at(0), at(140), { start: at(10), end: at(100) }).fee).toBe(500);
    expect(parkingFee(setting, at(0), at(200)).fee).toBe(1500);
    expect(parkingFee(setting, at(0), at(125), { start: at(5), end: at(100) }).fee).toBe(0);
    expect(parkingFee({ ...setting, mode: 0 }, at(0), at(2000)).fee).toBe(0);
    expect(parkingFee({ ...setting, mode: 2 }, at(0), at(2000), { start: at(10), end: at(100) }).fee).toBe(6000);
    expect(parkingFee({ ...setting, mode: 2, day_cap: 0 }, at(0), at(135)).fee).toBe(1000);
  });
});

describe('parking records and fee orders', () => {
  it('scopes the lists per platform, newest first; the other merchant is not found', async () => {
    const own = await list('energy/parking/record/list', merchant);
    expect(own.row.length).toBeGreaterThan(5);
    expect(new Set(own.row.map((r) => r.merchant))).toEqual(new Set([100201]));
    expect(new Set((await list('energy/parking/record/list', partner)).row.map((r) => r.merchant))).toEqual(new Set([100201]));
    const both = await list('energy/parking/record/list', group);
    expect(new Set(both.row.map((r) => r.merchant))).toEqual(new Set([100201, 100202]));
    const times = own.row.map((r) => r.entry_time);
    expect([...times].sort().reverse()).toEqual(times);
    // The cars charging now are parked; the free station's stays cost nothing; priced ones have their order.
    expect((await list('energy/parking/record/list', admin, { state: 1 })).row.length).toBeGreaterThan(0);
    for (const r of (await list('energy/parking/record/list', admin, { charged: 1 })).row) {
      expect(r.fee).toBeGreaterThan(0);
      expect(r.pay_no).toMatch(/^TF/);
      expect(r.park_minutes).toBe(r.free_minutes + r.fee_minutes);
    }
    for (const r of (await list('energy/parking/record/list', admin, { fee_mode: 0, state: 0 })).row) expect(r.fee).toBe(0);
    const baoan = both.row.find((r) => r.merchant === 100202)!;
    expect(ok(await t.call('GET', 'energy/parking/record', { token: group, query: { record_no: baoan.record_no } }))).toMatchObject({ record_no: baoan.record_no, station_code: baoan.station_code });
    expect(code(await t.call('GET', 'energy/parking/record', { token: merchant, query: { record_no: baoan.record_no } }))).toBe(1404);
    expect(code(await t.call('GET', 'energy/parking/record', { token: partner, query: { record_no: baoan.record_no } }))).toBe(1404);

    const orders = await list('energy/parking/payment/list', group);
    expect(new Set(orders.row.map((p) => p.state))).toEqual(new Set([0, 1, 2]));
    const other = orders.row.find((p) => p.merchant === 100202)!;
    expect(code(await t.call('GET', 'energy/parking/payment', { token: merchant, query: { pay_no: other.pay_no } }))).toBe(1404);
    const filtered = await list('energy/parking/payment/list', admin, { plate: other.plate.toLowerCase(), state: other.state });
    expect(filtered.row.every((p) => p.plate === other.plate && p.state === other.state)).toBe(true);
    expect(filtered.row.some((p) => p.pay_no === other.pay_no)).toBe(true);
  });

  it('revokes an order once: unpaid is waived, paid refunded; the staff and the other merchant may not', async () => {
    const orders = (await list('energy/parking/payment/list', merchant)).row;
    const unpaid = orders.find((p) => p.state === 0)!;
    const paid = orders.find((p) => p.state === 1)!;
    expect(unpaid && paid).toBeTruthy();
    const staff = await t.call('POST', 'energy/parking/payment/revoke', { token: merchantStaff, headers: key(), body: { pay_no: unpaid.pay_no, reason: '测试撤销' } });
    expect(staff.body).toMatchObject({ code: 1403 });
    expect(code(await t.call('POST', 'energy/parking/payment/revoke', { token: merchant, body: { pay_no: unpaid.pay_no, reason: '测试撤销' } }))).toBe(1400);
    expect(code(await t.call('POST', 'energy/parking/payment/revoke', { token: merchant, headers: key(), body: { pay_no: unpaid.pay_no, reason: '短' } }))).toBe(1400);
    expect(code(await t.call('POST', 'energy/parking/payment/revoke', { token: merchant, headers: key(), body: { pay_no: 'XX1', reason: '充电桩故障' } }))).toBe(1400);
    const baoan = (await list('energy/parking/payment/list', group, { merchant: 100202, state: 1 })).row[0]!;
    expect(code(await t.call('POST', 'energy/parking/payment/revoke', { token: merchant, headers: key(), body: { pay_no: baoan.pay_no, reason: '充电桩故障' } }))).toBe(1404);

    const headers = key();
    const first = ok(await t.call('POST', 'energy/parking/payment/revoke', { token: merchant, headers, body: { pay_no: unpaid.pay_no, reason: '充电桩故障导致超时占位' } }));
    expect(first).toEqual({ pay_no: unpaid.pay_no, state: 2, refunded: false });
    // The same key answers the first reply; a new key is refused: once.
    expect(ok(await t.call('POST', 'energy/parking/payment/revoke', { token: merchant, headers, body: { pay_no: unpaid.pay_no, reason: '充电桩故障导致超时占位' } }))).toEqual(first);
    expect((await t.call('POST', 'energy/parking/payment/revoke', { token: merchant, headers: key(), body: { pay_no: unpaid.pay_no, reason: '再撤一次' } })).body).toMatchObject({ code: 1409 });
    expect(ok(await t.call('POST', 'energy/parking/payment/revoke', { token: partner, headers: key(), body: { pay_no: paid.pay_no, reason: '道闸故障，核实后退款' } }))).toEqual({ pay_no: paid.pay_no, state: 2, refunded: true });
    const detail = ok(await t.call('GET', 'energy/parking/payment', { token: merchant, query: { pay_no: paid.pay_no } })) as Row;
    expect(detail).toMatchObject({ state: 2, refunded: true, revoke_reason: '道闸故障，核实后退款', revoker: expect.any(String) });
    expect((await auditOf('energy_parking_payment', unpaid.pay_no)).length).toBe(1);
  });
});

describe('parking setting and spaces', () => {
  it('reads and saves the setting by the station codes; checks it; scoped', async () => {
    const stations = (await list('energy/station/list', merchant)).row;
    const free = stations.find((s) => s.name === '南山后海充电站')!;
    const reply = ok(await t.call('GET', 'energy/park/space/runtime', { token: merchant, query: { station_code: free.station_code } })) as Row;
    expect(reply).toMatchObject({ setting: { mode: 0 }, update_time: null });
    const setting = { mode: 2, free_minutes: 20, unit_minutes: 30, unit_price: 400, day_cap: 3500 };
    expect(code(await t.call('PUT', 'energy/park/space/runtime', { token: merchantStaff, body: { station_code: free.station_code, ...setting } }))).toBe(1403);
    expect((await t.call('PUT', 'energy/park/space/runtime', { token: merchant, body: { station_code: free.station_code, ...setting, unit_minutes: 45 } })).body.code).toBe(1400);
    expect((await t.call('PUT', 'energy/park/space/runtime', { token: merchant, body: { station_code: free.station_code, ...setting, unit_price: 0 } })).body).toMatchObject({ code: 1400, message: '收费时单价不能为 0' });
    ok(await t.call('PUT', 'energy/park/space/runtime', { token: merchant, body: { station_code: free.station_code, ...setting } }));
    expect(ok(await t.call('GET', 'energy/park/space/runtime', { token: partner, query: { station_code: free.station_code } }))).toMatchObject({ setting });
    const baoan = (await list('energy/station/list', group)).row.find((s) => s.merchant === 100202)!;
    expect(code(await t.call('GET', 'energy/park/space/runtime', { token: merchant, query: { station_code: baoan.station_code } }))).toBe(1404);
    expect(code(await t.call('PUT', 'energy/park/space/runtime', { token: partner, body: { station_code: baoan.station_code, ...setting } }))).toBe(1404);
    ok(await t.call('PUT', 'energy/park/space/runtime', { token: group, body: { station_code: baoan.station_code, ...setting, mode: 1 } }));
  });

  it('lists, adds, edits and removes spaces; a gun binds one space; an occupied space stays', async () => {
    const station = (await list('energy/station/list', merchant)).row.find((s) => s.name === '南山科技园充电站')!;
    const spaces = (await list('energy/park/space/list', merchant, { station_code: station.station_code })).row;
    expect(spaces.length).toBeGreaterThan(2);
    expect(spaces[0]).toMatchObject({ space_no: 'A-01', device_code: expect.any(String), port_no: 1 });
    const bound = spaces[0]!;
    const occupied = spaces.find((s) => s.occupied);
    expect(occupied?.plate).toBeTruthy();
    expect((await list('energy/park/space/list', merchant, { station_code: station.station_code, occupied: 1 })).row.every((s) => s.occupied)).toBe(true);

    expect(code(await t.call('POST', 'energy/park/space', { token: merchantStaff, body: { station_code: station.station_code, space_no: 'B-01' } }))).toBe(1403);
    expect((await t.call('POST', 'energy/park/space', { token: merchant, body: { station_code: station.station_code, space_no: 'B 01' } })).body.code).toBe(1400);
    expect((await t.call('POST', 'energy/park/space', { token: merchant, body: { station_code: station.station_code, space_no: 'a-01' } })).body).toMatchObject({ code: 1400, message: '该电站已有车位「A-01」' });
    expect((await t.call('POST', 'energy/park/space', { token: merchant, body: { station_code: station.station_code, space_no: 'B-01', device_code: bound.device_code } })).body).toMatchObject({ code: 1400, message: '对应充电桩和枪号须同时填写' });
    expect((await t.call('POST', 'energy/park/space', { token: merchant, body: { station_code: station.station_code, space_no: 'B-01', device_code: bound.device_code, port_no: bound.port_no } })).body.message).toContain('已绑定车位「A-01」');
    expect((await t.call('POST', 'energy/park/space', { token: merchant, body: { station_code: station.station_code, space_no: 'B-01', device_code: 'NOPE', port_no: 1 } })).body.code).toBe(1400);
    const created = ok(await t.call('POST', 'energy/park/space', { token: merchant, body: { station_code: station.station_code, space_no: 'b-01', remark: '访客车位' } })) as { space_id: number };
    ok(await t.call('PUT', 'energy/park/space', { token: partner, body: { space_id: created.space_id, space_no: 'B-02', remark: '' } }));
    const after = (await list('energy/park/space/list', merchant, { station_code: station.station_code, space_no: 'B' })).row;
    expect(after).toEqual([expect.objectContaining({ space_id: created.space_id, space_no: 'B-02', remark: '', device_code: '', port_no: null, occupied: false })]);
    const baoanSpace = (await list('energy/park/space/list', group, { station_code: (await list('energy/station/list', group)).row.find((s) => s.merchant === 100202)!.station_code })).row[0]!;
    expect(code(await t.call('DELETE', 'energy/park/space', { token: merchant, query: { space_id: baoanSpace.space_id } }))).toBe(1404);
    expect((await t.call('DELETE', 'energy/park/space', { token: merchant, query: { space_id: occupied!.space_id } })).body).toMatchObject({ code: 1409 });
    ok(await t.call('DELETE', 'energy/park/space', { token: merchant, query: { space_id: created.space_id } }));
  });
});

describe('appointments', () => {
  it('lists per platform with every state; cancels a waiting one once; refuses the staff, another merchant and bad input', async () => {
    const own = await list('energy/appointment/list', merchant);
    expect(new Set(own.row.map((a) => a.merchant))).toEqual(new Set([100201]));
    const all = await list('energy/appointment/list', group);
    expect(new Set(all.row.map((a) => a.state))).toEqual(new Set([0, 1, 2, 3]));
    for (const a of all.row.filter((r) => r.state === 1)) expect(a.order_no).toMatch(/^CD/);
    const waiting = own.row.find((a) => a.state === 0)!;
    expect(code(await t.call('POST', 'energy/appointment/cancel', { token: merchantStaff, body: { appointment_no: waiting.appointment_no, reason: '设备检修' } }))).toBe(1403);
    expect(code(await t.call('POST', 'energy/appointment/cancel', { token: merchant, body: { appointment_no: 'YY1', reason: '设备检修' } }))).toBe(1400);
    expect(code(await t.call('POST', 'energy/appointment/cancel', { token: merchant, body: { appointment_no: waiting.appointment_no } }))).toBe(1400);
    const baoan = all.row.find((a) => a.merchant === 100202)!;
    expect(code(await t.call('GET', 'energy/appointment', { token: merchant, query: { appointment_no: baoan.appointment_no } }))).toBe(1404);
    expect(code(await t.call('POST', 'energy/appointment/cancel', { token: partner, body: { appointment_no: baoan.appointment_no, reason: '设备检修' } }))).toBe(1404);
    expect(ok(await t.call('POST', 'energy/appointment/cancel', { token: merchant, body: { appointment_no: waiting.appointment_no, reason: '充电桩临时检修' } }))).toEqual({ appointment_no: waiting.appointment_no, state: 2 });
    expect((await t.call('POST', 'energy/appointment/cancel', { token: merchant, body: { appointment_no: waiting.appointment_no, reason: '再取消' } })).body).toMatchObject({ code: 1409, message: '预约当前为「已取消」，不能取消' });
    expect(ok(await t.call('GET', 'energy/appointment', { token: partner, query: { appointment_no: waiting.appointment_no } }))).toMatchObject({ state: 2, cancel_by: 2, cancel_reason: '充电桩临时检修' });
    const expired = all.row.find((a) => a.state === 3 && a.merchant === 100202)!;
    expect(code(await t.call('POST', 'energy/appointment/cancel', { token: group, body: { appointment_no: expired.appointment_no, reason: '过期' } }))).toBe(1409);
  });

  it('refuses a merchant without the energy order codes', async () => {
    expect(code(await t.call('GET', 'energy/appointment/list', { token: parkingMerchant }))).toBe(1403);
    expect(code(await t.call('GET', 'energy/parking/payment/list', { token: parkingMerchant }))).toBe(1403);
    expect(code(await t.call('GET', 'energy/park/space/list', { token: parkingMerchant, query: { station_code: 'ES100001' } }))).toBe(1403);
  });
});
