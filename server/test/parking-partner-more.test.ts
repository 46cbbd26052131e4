import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ok, type TestApp } from './helpers.js';
import { auditOf, code, merchantsOf, rowsOf } from './list-helpers.js';

// The parking partner's tools: 进出记录, 数据采集 and 其他停车场, 软件列表 / 软件统计, 车辆模拟工具, and the group's 通行证.
// 深圳泊联科技 (`parking-partner`, 100100) serves 福田中心 (100101) and 南山科技园 (100102); 华润置地 (`parking-group`, 100300)
// has 南山科技园 (100102) and 罗湖万象 (100103). docs/decisions.md, "Parking partner: records, data collection, other parks,
// software, vehicle mock, passports".

let t: TestApp;
let admin: string;
let partner: string;
let partnerStaff: string;
let group: string;
let groupStaff: string;
let merchant: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, partner, partnerStaff, group, groupStaff, merchant] = (await Promise.all(
    ['admin', 'parking-partner', 'parking-partner-staff', 'parking-group', 'parking-group-staff', 'parking-merchant'].map((a) => t.login(a)),
  )) as [string, string, string, string, string, string];
});
afterAll(async () => {
  await t?.close();
});

const rows = (...args: Parameters<ReturnType<typeof rowsOf>>) => rowsOf(t)(...args);

describe('进出记录 (/parking/record)', () => {
  it('the partner reads its customers’ records, not another merchant’s', async () => {
    const list = await rows(partner, 'parking/parking/record/list');
    expect(merchantsOf(list)).toEqual([100101, 100102]);
    expect(code(await t.call('GET', 'parking/parking/record/list', { token: partner, query: { merchant: 100103 } }))).toBe(1404);
  });
});

describe('数据采集 and 其他停车场', () => {
  it('lists the partner’s collections with the status counts, newest first', async () => {
    const reply = ok(await t.call('GET', 'parking/collection/list', { token: partner, query: { page_size: 100 } }));
    expect(reply.row.length).toBe(9);
    expect(reply.counts).toEqual({ pending: 4, approved: 4, rejected: 1 });
    expect(merchantsOf(reply)).toEqual([100100]);
    const times = reply.row.map((r: any) => r.collect_time);
    expect([...times].sort().reverse()).toEqual(times);
    const pending = ok(await t.call('GET', 'parking/collection/list', { token: partner, query: { status: 0 } }));
    expect(pending.row.every((r: any) => r.status === 0)).toBe(true);
    expect(pending.counts.approved).toBe(4);
    const found = ok(await t.call('GET', 'parking/collection/list', { token: partner, query: { keywords: '海岸城' } }));
    expect(found.row.length).toBe(2);
  });

  it('通过 creates an other park (or updates the one of that name), 驳回 needs a reason; once', async () => {
    const before = ok(await t.call('GET', 'parking/other/list', { token: partner })).paging_header.total_count;
    const pending = ok(await t.call('GET', 'parking/collection/list', { token: partner, query: { status: 0, keywords: '前海嘉里' } })).row[0];
    const passed = ok(await t.call('PUT', 'parking/collection/audit', { token: partner, body: { id: pending.id, status: 1, remark: '核实无误' } }));
    expect(passed.other_park).toBeGreaterThan(0);
    const other = ok(await t.call('GET', 'parking/other', { token: partner, query: { id: passed.other_park } }));
    expect(other.park_name).toBe('前海嘉里中心停车场');
    expect(other.collections.map((c: any) => c.id)).toEqual([pending.id]);
    expect(ok(await t.call('GET', 'parking/other/list', { token: partner })).paging_header.total_count).toBe(before + 1);
    const detail = ok(await t.call('GET', 'parking/collection', { token: partner, query: { id: pending.id } }));
    expect(detail).toMatchObject({ status: 1, auditor: '陈立', other_park_name: '前海嘉里中心停车场' });
    expect(code(await t.call('PUT', 'parking/collection/audit', { token: partner, body: { id: pending.id, status: 2, remark: '重复审核' } }))).toBe(1409);
    const audits = await auditOf(t)('parking_collection', pending.id);
    expect(audits.length).toBe(1);

    const haian = ok(await t.call('GET', 'parking/other/list', { token: partner, query: { keywords: '海岸城' } })).row[0];
    expect(haian.collection_count).toBe(2);
    expect(haian.total_space).toBe(1200);

    const next = ok(await t.call('GET', 'parking/collection/list', { token: partner, query: { status: 0 } })).row[0];
    const noReason = await t.call('PUT', 'parking/collection/audit', { token: partner, body: { id: next.id, status: 2 } });
    expect(code(noReason)).toBe(1400);
    expect(noReason.body.message).toContain('驳回原因');
    ok(await t.call('PUT', 'parking/collection/audit', { token: partner, body: { id: next.id, status: 2, remark: '车位数与现场不符' } }));
    expect(ok(await t.call('GET', 'parking/collection', { token: partner, query: { id: next.id } })).other_park).toBeNull();
  });

  it('another merchant’s collection is not found; staff without the code and a merchant are refused', async () => {
    const row = ok(await t.call('GET', 'parking/collection/list', { token: partner })).row[0];
    expect(code(await t.call('GET', 'parking/collection', { token: merchant, query: { id: row.id } }))).toBe(1403);
    expect(code(await t.call('GET', 'parking/collection/list', { token: partnerStaff }))).toBe(1403);
    expect(code(await t.call('GET', 'parking/collection', { token: group, query: { id: row.id } }))).toBe(1403);
    expect(code(await t.call('GET', 'parking/collection/list', { token: partner, query: { merchant: 100103 } }))).toBe(1404);
    expect(ok(await t.call('GET', 'parking/collection', { token: admin, query: { id: row.id } })).merchant).toBe(100100);
  });
});

describe('软件列表 and 软件统计', () => {
  it('lists the customers’ parking software with their parks; the statistics add up', async () => {
    const list = await rows(partner, 'parking/park/software/list');
    expect(merchantsOf(list)).toEqual([100101, 100102]);
    const futian = list.row.find((r: any) => r.merchant === 100101);
    const futianParks = ok(await t.call('GET', 'parking/park/list', { token: partner, query: { merchant: 100101 } })).paging_header.total_count;
    expect(futian).toMatchObject({ software: 'zhiboyun', software_name: '智泊云停车', park_count: futianParks });
    expect(futian.today_entries).toBeGreaterThanOrEqual(0);
    expect((await rows(partner, 'parking/park/software/list', { state: 'expired' })).row.map((r: any) => r.merchant)).toEqual([100102]);
    expect((await rows(partner, 'parking/park/software/list', { software: 'keytop' })).row.length).toBe(1);

    const stats = ok(await t.call('GET', 'parking/park/software/statistics', { token: partner }));
    expect(stats.summary).toMatchObject({ customers: 2, active: 1, expired: 1, parks: futian.park_count + list.row.find((r: any) => r.merchant === 100102).park_count });
    expect(stats.by_software.map((s: any) => s.software).slice(0, 2)).toEqual(['zhiboyun', 'jieshun']);
    expect(stats.by_software.reduce((n: number, s: any) => n + s.customers, 0)).toBe(2);
    expect(code(await t.call('GET', 'parking/park/software/list', { token: partner, query: { merchant: 100103 } }))).toBe(1404);
    expect(code(await t.call('GET', 'parking/park/software/statistics', { token: partnerStaff }))).toBe(1403);
  });
});

describe('车辆模拟工具', () => {
  const futianPark = async () => {
    const parks = ok(await t.call('GET', 'parking/park/list', { token: partner, query: { merchant: 100101, keywords: '福田中心' } })).row;
    const park = parks[0];
    const gates = ok(await t.call('GET', 'parking/park/gate/list', { token: partner, query: { park_code: park.park_code, page_size: 50 } })).row;
    return { park, entry: gates.find((g: any) => g.direction === 1), exit: gates.find((g: any) => g.direction === 2) };
  };

  it('入场 opens a parking record, 出场 closes it; both are kept as messages', async () => {
    const { park, entry, exit } = await futianPark();
    const came = ok(await t.call('PUT', 'parking/vehicle/message', { token: partner, body: { park_code: park.park_code, gate: entry.id, direction: 1, plate: '粤B·M0CK1', car_type: 2 } }));
    expect(came).toMatchObject({ plate: '粤BM0CK1', direction: 1, car_type: 2, merchant: 100101 });
    const record = ok(await t.call('GET', 'parking/parking/record', { token: merchant, query: { id: came.record } }));
    expect(record).toMatchObject({ plate: '粤BM0CK1', status: 1, car_type: 2, entry_gate: entry.name });

    const again = await t.call('PUT', 'parking/vehicle/message', { token: partner, body: { park_code: park.park_code, gate: entry.id, direction: 1, plate: '粤BM0CK1' } });
    expect(code(again)).toBe(1409);

    const left = ok(await t.call('PUT', 'parking/vehicle/message', { token: partner, body: { park_code: park.park_code, gate: exit.id, direction: 2, plate: '粤BM0CK1' } }));
    expect(left.record).toBe(came.record);
    expect(left.car_type).toBe(2);
    const closed = ok(await t.call('GET', 'parking/parking/record', { token: merchant, query: { id: came.record } }));
    expect(closed).toMatchObject({ status: 0, exit_gate: exit.name });
    const messages = await rows(partner, 'parking/vehicle/message/list', { plate: 'M0CK1' });
    expect(messages.row.map((m: any) => m.direction)).toEqual([2, 1]);
  });

  it('refuses a lane of the wrong way, a car not in the lot, a bad plate, a future time and a park outside the scope', async () => {
    const { park, entry, exit } = await futianPark();
    const wrongWay = await t.call('PUT', 'parking/vehicle/message', { token: partner, body: { park_code: park.park_code, gate: exit.id, direction: 1, plate: '粤B12345' } });
    expect(code(wrongWay)).toBe(1400);
    expect(wrongWay.body.message).toContain('出口');
    expect(code(await t.call('PUT', 'parking/vehicle/message', { token: partner, body: { park_code: park.park_code, gate: exit.id, direction: 2, plate: '粤B99999' } }))).toBe(1409);
    expect(code(await t.call('PUT', 'parking/vehicle/message', { token: partner, body: { park_code: park.park_code, gate: entry.id, direction: 1, plate: 'ABC' } }))).toBe(1400);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(code(await t.call('PUT', 'parking/vehicle/message', { token: partner, body: { park_code: park.park_code, gate: entry.id, direction: 1, plate: '粤B12345', pass_time: future } }))).toBe(1400);
    const foreign = ok(await t.call('GET', 'parking/park/list', { token: group, query: { merchant: 100103 } })).row[0];
    expect(code(await t.call('PUT', 'parking/vehicle/message', { token: partner, body: { park_code: foreign.park_code, gate: entry.id, direction: 1, plate: '粤B12345' } }))).toBe(1404);
    expect(code(await t.call('PUT', 'parking/vehicle/message', { token: merchant, body: { park_code: park.park_code, gate: entry.id, direction: 1, plate: '粤B12345' } }))).toBe(1403);
  });
});

describe('通行证 (/group/parking/passport)', () => {
  it('the group reads its members’ passports with their state; one merchant at a time', async () => {
    const list = await rows(group, 'parking/passport/list');
    expect(merchantsOf(list)).toEqual([100102, 100103]);
    expect(new Set(list.row.map((r: any) => r.state))).toEqual(new Set([0, 1, 2]));
    const member = await rows(group, 'parking/passport/list', { merchant: 100103 });
    expect(merchantsOf(member)).toEqual([100103]);
    expect((await rows(group, 'parking/passport/list', { state: 2 })).row.every((r: any) => r.state === 2)).toBe(true);
    expect(code(await t.call('GET', 'parking/passport/list', { token: group, query: { merchant: 100101 } }))).toBe(1404);
    const staffList = await rows(groupStaff, 'parking/passport/list');
    expect(staffList.row.length).toBe(list.row.length);
  });

  it('撤销 a valid passport once, with a reason; another merchant’s is not found; staff may not', async () => {
    const valid = (await rows(group, 'parking/passport/list', { state: 1 })).row[0];
    expect(code(await t.call('POST', 'parking/passport/revoke', { token: groupStaff, body: { id: valid.id, reason: '访客已离开' } }))).toBe(1403);
    const revoked = ok(await t.call('POST', 'parking/passport/revoke', { token: group, body: { id: valid.id, reason: '访客已离开' } }));
    expect(revoked).toMatchObject({ state: 0, revoke_reason: '访客已离开' });
    expect(code(await t.call('POST', 'parking/passport/revoke', { token: group, body: { id: valid.id, reason: '再次撤销' } }))).toBe(1409);
    expect((await auditOf(t)('parking_passport', valid.id)).length).toBe(1);
    const expired = (await rows(group, 'parking/passport/list', { state: 2 })).row[0];
    expect(code(await t.call('POST', 'parking/passport/revoke', { token: group, body: { id: expired.id, reason: '已过期' } }))).toBe(1409);
    const futian = (await rows(admin, 'parking/passport/list', { merchant: 100101 })).row[0];
    expect(code(await t.call('GET', 'parking/passport', { token: group, query: { id: futian.id } }))).toBe(1404);
    expect(code(await t.call('POST', 'parking/passport/revoke', { token: group, body: { id: futian.id, reason: '越权撤销' } }))).toBe(1404);
  });
});
