import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, energyPort } from '../src/db/schema/index.js';
import { createTestApp, ok, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
let partner: string;
let merchant: string;
let merchantStaff: string;
let group: string;
let parkingMerchant: string;
beforeAll(async () => {
  t = await createTestApp(process.env.ENERGY_DEBUG ? { logger: (await import('pino')).default({ level: 'error' }) } : {});
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

const code = (reply: { body: any }) => reply.body.code;
const auditOf = (type: string, id: string) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, type), eq(auditLog.target_id, id))).orderBy(asc(auditLog.id)));
const stationsOf = async (token: string, query: Record<string, unknown> = {}) =>
  ok(await t.call('GET', 'energy/station/list', { token, query: { page_size: 100, ...query } })).row as { station_code: string; merchant: number; name: string; device_count: number }[];

let serial = 0;
const station = (overrides: Record<string, unknown> = {}) => ({
  name: `测试电站${++serial}`, region: '440305', address: '南山大道 1 号', lat: 22.5, lng: 113.9, open_time: '00:00', close_time: '24:00',
  contact_name: '测试人', contact_mobile: '13800138000', ...overrides,
});
const device = (stationCode: string, overrides: Record<string, unknown> = {}) => ({
  station_code: stationCode, device_code: `T-DEV-${++serial}`, vendor: '测试厂商', model: 'T-1', protocol: 'OCPP16', port_count: 3, port_type: 2, max_power: 60_000, ...overrides,
});

describe('energy stations', () => {
  it('scopes the lists: the merchant its own, the partner its customer, the group its members, the platform all', async () => {
    const own = await stationsOf(merchant);
    expect(new Set(own.map((s) => s.merchant))).toEqual(new Set([100201]));
    expect(own.map((s) => s.name).sort()).toEqual(['南山后海充电站', '南山科技园充电站']);
    expect(new Set((await stationsOf(partner)).map((s) => s.merchant))).toEqual(new Set([100201]));
    expect(new Set((await stationsOf(group)).map((s) => s.merchant))).toEqual(new Set([100201, 100202]));
    expect((await stationsOf(admin)).length).toBeGreaterThanOrEqual(3);
    const baoan = (await stationsOf(group)).find((s) => s.merchant === 100202)!;
    // Another merchant's station answers "not found" to the merchant and the partner, in every call.
    for (const token of [merchant, partner]) {
      expect(code(await t.call('GET', 'energy/station', { token, query: { station_code: baoan.station_code } }))).toBe(1404);
      expect(code(await t.call('PUT', 'energy/station/apply', { token, body: { station_code: baoan.station_code, status: 0 } }))).toBe(1404);
      expect(code(await t.call('DELETE', 'energy/station/apply', { token, query: { station_code: baoan.station_code } }))).toBe(1404);
      expect(code(await t.call('POST', 'energy/station/device', { token, body: device(baoan.station_code) }))).toBe(1404);
    }
    expect(ok(await t.call('GET', 'energy/station', { token: group, query: { station_code: baoan.station_code } }))).toMatchObject({ merchant: 100202, merchant_name: '宝安充电站', device_count: 3 });
    // The picker: code and name, at most 20, within the scope.
    const brief = ok(await t.call('GET', 'energy/station/apply/brief', { token: merchant, query: { keywords: '南山' } }));
    expect(brief.map((b: { merchant: number }) => b.merchant)).toEqual([100201, 100201]);
    expect(ok(await t.call('GET', 'energy/station/apply/brief', { token: merchant, query: { keywords: '宝安' } }))).toEqual([]);
  });

  it('creates, edits, disables, enables and deletes a station; every change audited; delete refused while it has devices', async () => {
    const body = station();
    const { station_code } = ok(await t.call('POST', 'energy/station/apply', { token: merchant, body }));
    expect(station_code).toMatch(/^ES\d+$/);
    expect(ok(await t.call('GET', 'energy/station', { token: merchant, query: { station_code } }))).toMatchObject({ merchant: 100201, name: body.name, region_name: '广东省深圳市南山区', status: 1, device_count: 0 });
    // Names are unique per merchant; the hours must make sense.
    expect((await t.call('POST', 'energy/station/apply', { token: merchant, body: { ...body } })).body).toMatchObject({ code: 1400, message: `该商户已有名为「${body.name}」的电站` });
    expect(code(await t.call('POST', 'energy/station/apply', { token: merchant, body: station({ open_time: '22:00', close_time: '08:00' }) }))).toBe(1400);
    expect(code(await t.call('POST', 'energy/station/apply', { token: merchant, body: station({ contact_mobile: '123' }) }))).toBe(1400);
    expect(code(await t.call('POST', 'energy/station/apply', { token: merchant, body: station({ region: '999999' }) }))).toBe(1400);

    ok(await t.call('PUT', 'energy/station/apply', { token: merchant, body: { station_code, ...body, name: `${body.name}改` } }));
    expect(code(await t.call('PUT', 'energy/station/apply', { token: merchant, body: { station_code, name: '只改名' } }))).toBe(1400);
    expect(ok(await t.call('PUT', 'energy/station/apply', { token: merchant, body: { station_code, status: 0 } }))).toEqual({ station_code, status: 0 });
    expect((await t.call('PUT', 'energy/station/apply', { token: merchant, body: { station_code, status: 0 } })).body).toMatchObject({ code: 1409 });
    ok(await t.call('PUT', 'energy/station/apply', { token: partner, body: { station_code, status: 1 } }));

    const { device_code } = ok(await t.call('POST', 'energy/station/device', { token: merchant, body: device(station_code) }));
    expect((await t.call('DELETE', 'energy/station/apply', { token: merchant, query: { station_code } })).body).toMatchObject({ code: 1409, message: `电站「${body.name}改」还有 1 台设备，不能删除` });
    ok(await t.call('DELETE', 'energy/station/device', { token: merchant, query: { device_code } }));
    ok(await t.call('DELETE', 'energy/station/apply', { token: merchant, query: { station_code } }));
    expect(code(await t.call('GET', 'energy/station', { token: merchant, query: { station_code } }))).toBe(1404);
    expect((await auditOf('energy_station', station_code)).length).toBe(5);
  });

  it('the partner and the group create for a merchant in their scope only; the merchant cannot name another', async () => {
    const mine = ok(await t.call('POST', 'energy/station/apply', { token: partner, body: station({ merchant: 100201 }) }));
    expect(ok(await t.call('GET', 'energy/station', { token: merchant, query: mine })).merchant).toBe(100201);
    expect(code(await t.call('POST', 'energy/station/apply', { token: partner, body: station({ merchant: 100202 }) }))).toBe(1404);
    expect(code(await t.call('POST', 'energy/station/apply', { token: partner, body: station() }))).toBe(1400);
    const members = ok(await t.call('POST', 'energy/station/apply', { token: group, body: station({ merchant: 100202 }) }));
    expect(ok(await t.call('GET', 'energy/station', { token: admin, query: members })).merchant).toBe(100202);
    expect(code(await t.call('POST', 'energy/station/apply', { token: merchant, body: station({ merchant: 100202 }) }))).toBe(1403);
    // Without the energy products: refused by permission.
    expect(code(await t.call('GET', 'energy/station/list', { token: parkingMerchant }))).toBe(1403);
    expect(code(await t.call('POST', 'energy/station/apply', { token: merchantStaff, body: station() }))).toBe(1403);
  });

  it('queues the station export in the report centre', async () => {
    const job = ok(await t.call('GET', 'energy/station/apply/export', { token: merchant, query: { status: 1 } }));
    expect(job).toMatchObject({ name: '电站列表' });
  });
});

describe('energy devices and ports', () => {
  it('creates a device with its ports in one transaction; edits, disables it; the serial is unique across merchants', async () => {
    const [mine] = await stationsOf(merchant, { keywords: '南山科技园' });
    const body = device(mine!.station_code, { port_count: 4, port_type: 1, max_power: 7_000, iccid: '89860112345678901234' });
    expect(ok(await t.call('POST', 'energy/station/device', { token: merchant, body }))).toEqual({ device_code: body.device_code, port_count: 4 });
    const detail = ok(await t.call('GET', 'energy/station/device', { token: merchant, query: { device_code: body.device_code } }));
    expect(detail).toMatchObject({ station_code: mine!.station_code, merchant: 100201, online: false, last_heartbeat_time: null, status: 1, port_count: 4 });
    expect(detail.ports.map((p: { port_no: number; type: number; state: number }) => [p.port_no, p.type, p.state])).toEqual([[1, 1, 0], [2, 1, 0], [3, 1, 0], [4, 1, 0]]);
    // The group's other member uses the same serial: refused without saying whose.
    const baoan = (await stationsOf(group, { merchant: 100202 }))[0]!;
    expect((await t.call('POST', 'energy/station/device', { token: group, body: { ...device(baoan.station_code), device_code: body.device_code } })).body).toMatchObject({ code: 1400, message: `设备编号 ${body.device_code} 已被使用` });
    expect(code(await t.call('POST', 'energy/station/device', { token: merchant, body: { ...body, device_code: 'x' } }))).toBe(1400);
    expect(code(await t.call('POST', 'energy/station/device', { token: merchant, body: { ...body, device_code: 'T-NEW-1', protocol: 'MODBUS' } }))).toBe(1400);

    ok(await t.call('PUT', 'energy/station/device', { token: merchant, body: { device_code: body.device_code, vendor: '新厂商', model: 'T-2', protocol: 'YKC', firmware_version: 'V1' } }));
    expect(ok(await t.call('PUT', 'energy/station/device/status', { token: partner, body: { device_code: body.device_code, status: 0 } }))).toEqual({ device_code: body.device_code, status: 0 });
    const list = ok(await t.call('GET', 'energy/station/device/list', { token: merchant, query: { station_code: mine!.station_code, status: 0 } }));
    expect(list.row.map((d: { device_code: string; vendor: string }) => [d.device_code, d.vendor])).toEqual([[body.device_code, '新厂商']]);
    expect((await auditOf('energy_device', body.device_code)).length).toBe(3);
    // Filters: online and the station; the merchant never sees 100202's devices.
    const online = ok(await t.call('GET', 'energy/station/device/list', { token: merchant, query: { online: 1, page_size: 100 } }));
    expect(online.row.every((d: { online: boolean; merchant: number }) => d.online && d.merchant === 100201)).toBe(true);
    expect(code(await t.call('GET', 'energy/station/device', { token: merchant, query: { device_code: 'BA-DC-0201' } }))).toBe(1404);
    expect(ok(await t.call('GET', 'energy/station/device/list', { token: group, query: { keywords: 'BA-', page_size: 100 } })).paging_header.total_count).toBe(3);
  });

  it('ports: enable/disable for service, delete refused while charging; a device with a charging port is not deleted', async () => {
    const charging = ok(await t.call('GET', 'energy/port/list', { token: merchant, query: { device_code: 'NS-DC-0001' } })).row as { id: number; port_no: number; state: number }[];
    expect(charging.map((p) => [p.port_no, p.state])).toEqual([[1, 3], [2, 1]]);
    expect((await t.call('PUT', 'energy/port/delete', { token: merchant, body: { id: charging[0]!.id } })).body).toMatchObject({ code: 1409, message: 'NS-DC-0001 的 1 号端口正在充电，不能删除' });
    expect((await t.call('DELETE', 'energy/station/device', { token: merchant, query: { device_code: 'NS-DC-0001' } })).body).toMatchObject({ code: 1409 });
    ok(await t.call('PUT', 'energy/port/status', { token: merchant, body: { id: charging[1]!.id, status: 0 } }));
    expect(code(await t.call('PUT', 'energy/port/status', { token: merchant, body: { id: charging[1]!.id, status: 0 } }))).toBe(1409);
    ok(await t.call('PUT', 'energy/port/status', { token: merchant, body: { id: charging[1]!.id, status: 1 } }));
    // Another merchant's port: not found.
    const baoan = ok(await t.call('GET', 'energy/port/list', { token: group, query: { device_code: 'BA-AC-0202' } })).row as { id: number }[];
    expect(code(await t.call('PUT', 'energy/port/status', { token: merchant, body: { id: baoan[0]!.id, status: 0 } }))).toBe(1404);
    expect(code(await t.call('PUT', 'energy/port/delete', { token: partner, body: { id: baoan[0]!.id } }))).toBe(1404);
    ok(await t.call('PUT', 'energy/port/delete', { token: group, body: { id: baoan[1]!.id } }));
    const left = await t.db.tenant('all', (tx) => tx.select({ id: energyPort.id }).from(energyPort).where(eq(energyPort.id, baoan[1]!.id)));
    expect(left).toEqual([]);
    // States filter.
    const faults = ok(await t.call('GET', 'energy/port/list', { token: group, query: { state: 4, page_size: 100 } })).row as { state: number; merchant: number }[];
    expect(faults.length).toBeGreaterThan(0);
    expect(faults.every((p) => p.state === 4)).toBe(true);
  });
});

describe('energy alarms and the to-do', () => {
  const todo = async (token: string) => ok(await t.call('GET', 'energy/todo/statistics', { token })).data;

  it('the to-do count equals the console alarm list total for the same window, per platform', async () => {
    for (const [token, expected] of [[merchant, 8], [partner, 8], [group, 13]] as const) {
      const data = await todo(token);
      const row = data.rows[0];
      expect(row.count).toBe(expected);
      const list = ok(await t.call('GET', 'energy/station/device/alarm/list', { token, query: { process: 0, start_time: row.start_time, end_time: row.end_time } }));
      expect(list.paging_header.total_count).toBe(row.count);
    }
    expect((await todo(merchantStaff)).rows[0].count).toBe(8);
    // All alarms, days as dates (the date-range filter).
    const all = ok(await t.call('GET', 'energy/station/device/alarm/list', { token: group, query: { page_size: 100 } }));
    expect(all.paging_header.total_count).toBe(40);
    expect(code(await t.call('GET', 'energy/station/device/alarm/list', { token: merchant, query: { start_time: 'yesterday' } }))).toBe(1400);
    const today = ok(await t.call('GET', 'energy/station/device/alarm/list', { token: group, query: { start_time: '2020-01-01', end_time: '2099-12-31', level: 1 } }));
    expect(today.row.every((a: { level: number }) => a.level === 1)).toBe(true);
  });

  it('processes an alarm once, with the note and the processor; the count drops; another merchant\'s alarm is not found', async () => {
    const before = (await todo(merchant)).rows[0];
    const [alarm] = ok(await t.call('GET', 'energy/station/device/alarm/list', { token: merchant, query: { process: 0, start_time: before.start_time, end_time: before.end_time } })).row;
    expect(code(await t.call('POST', 'energy/station/device/alarm', { token: merchant, body: { id: alarm.id, note: ' ' } }))).toBe(1400);
    // The demo staff's role reads alarms (energy:alarm:basic) but may not process them.
    expect(code(await t.call('POST', 'energy/station/device/alarm', { token: merchantStaff, body: { id: alarm.id, note: '已现场复位' } }))).toBe(1403);
    expect(ok(await t.call('POST', 'energy/station/device/alarm', { token: merchant, body: { id: alarm.id, note: '已现场复位' } }))).toMatchObject({ process: 1, processor: '孙强' });
    expect(ok(await t.call('GET', 'energy/station/device/alarm', { token: merchant, query: { id: alarm.id } }))).toMatchObject({ process: 1, note: '已现场复位' });
    expect((await t.call('POST', 'energy/station/device/alarm', { token: merchant, body: { id: alarm.id, note: '再次处理' } })).body).toMatchObject({ code: 1409 });
    expect((await todo(merchant)).rows[0].count).toBe(before.count - 1);
    expect((await todo(group)).rows[0].count).toBe(12);
    const baoan = ok(await t.call('GET', 'energy/station/device/alarm/list', { token: group, query: { merchant: 100202, process: 0 } })).row[0];
    expect(code(await t.call('GET', 'energy/station/device/alarm', { token: merchant, query: { id: baoan.id } }))).toBe(1404);
    expect(code(await t.call('POST', 'energy/station/device/alarm', { token: partner, body: { id: baoan.id, note: '越权处理' } }))).toBe(1404);
    expect((await auditOf('energy_alarm', String(alarm.id))).length).toBe(1);
  });
});

describe('energy statistics (the energy merchant home)', () => {
  const statistics = async (token: string) => ok(await t.call('GET', 'energy/analysis/statistics', { token }));
  const total = async (token: string, path: string, query: Record<string, unknown> = {}) =>
    ok(await t.call('GET', path, { token, query: { page_size: 1, ...query } })).paging_header.total_count as number;

  it('counts what the lists show, per platform; its pending alarms are the to-do count of the same period', async () => {
    for (const token of [merchant, partner, group, admin]) {
      const s = await statistics(token);
      expect(s.stations).toEqual({ total: await total(token, 'energy/station/list'), enabled: await total(token, 'energy/station/list', { status: 1 }) });
      expect(s.devices).toEqual({ total: await total(token, 'energy/station/device/list'), online: await total(token, 'energy/station/device/list', { online: 1 }) });
      expect(s.ports.total).toBe(await total(token, 'energy/port/list'));
      for (const [state, key] of [[0, 'offline'], [1, 'idle'], [2, 'occupied'], [3, 'charging'], [4, 'fault']] as const) {
        expect(s.ports[key]).toBe(await total(token, 'energy/port/list', { state }));
      }
      const alarms = await total(token, 'energy/station/device/alarm/list', { process: 0, start_time: s.alarms.start_time, end_time: s.alarms.end_time });
      expect(s.alarms.pending).toBe(alarms);
    }
    expect((await statistics(group)).stations.total).toBeGreaterThan((await statistics(merchant)).stations.total);
  });

  it('counts nothing the caller may not read; refuses a caller without energy codes', async () => {
    // The demo staff reads alarms only: no station figures.
    const staff = await statistics(merchantStaff);
    expect(staff.stations).toEqual({ total: 0, enabled: 0 });
    expect(staff.alarms.pending).toBe((await statistics(merchant)).alarms.pending);
    expect(code(await t.call('GET', 'energy/analysis/statistics', { token: parkingMerchant }))).toBe(1403);
  });
});
