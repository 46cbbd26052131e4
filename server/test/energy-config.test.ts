import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, energyDevice } from '../src/db/schema/index.js';
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

type Entry = { id: number; kind: number; merchant: number; station_code: string | null; identity_type: number; identity: string; state: number; status: number; reason: string; expire_date: string | null };
type Sim = { id: number; merchant: number; iccid: string; device_code: string | null; station_code: string | null; days_left: number; status: number };
const code = (reply: { body: any }) => reply.body.code;
const rows = async <R>(token: string, path: string, query: Record<string, unknown> = {}) => ok(await t.call('GET', path, { token, query: { page_size: 100, ...query } })).row as R[];
const auditOf = (type: string, id: number) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, type), eq(auditLog.target_id, String(id)))).orderBy(asc(auditLog.id)));
const stationCode = async (token: string, name: string) =>
  (ok(await t.call('GET', 'energy/station/apply/brief', { token, query: { keywords: name } })) as { station_code: string; name: string }[]).find((s) => s.name === name)!.station_code;

describe('energy blacklist and whitelist', () => {
  it('scopes the lists: the merchant its own, the partner its customer, the group both members; a station sees its own and the merchant-wide entries', async () => {
    const own = await rows<Entry>(merchant, 'energy/user/acl/list');
    expect(new Set(own.map((e) => e.merchant))).toEqual(new Set([100201]));
    expect(own.length).toBe(5);
    expect(new Set((await rows<Entry>(partner, 'energy/user/acl/list')).map((e) => e.merchant))).toEqual(new Set([100201]));
    expect(new Set((await rows<Entry>(group, 'energy/whitelist/list')).map((e) => e.merchant))).toEqual(new Set([100201, 100202]));
    expect(new Set((await rows<Entry>(admin, 'energy/user/acl/list')).map((e) => e.merchant))).toEqual(new Set([100201, 100202]));
    const hh = await stationCode(merchant, '南山后海充电站');
    const atHh = await rows<Entry>(merchant, 'energy/user/acl/list', { station_code: hh });
    expect(atHh.every((e) => e.station_code === hh || e.station_code === null)).toBe(true);
    expect(atHh.some((e) => e.station_code === null) && atHh.some((e) => e.station_code === hh)).toBe(true);
    // States: in force, expired (last day passed), removed.
    expect((await rows<Entry>(merchant, 'energy/user/acl/list', { state: 2 })).map((e) => e.identity)).toEqual(['13698765432']);
    expect((await rows<Entry>(merchant, 'energy/user/acl/list', { state: 0 })).map((e) => e.identity)).toEqual(['15011112222']);
    expect((await rows<Entry>(merchant, 'energy/user/acl/list', { keywords: '1391234' })).map((e) => e.identity)).toEqual(['13912340001']);
  });

  it('adds, edits, removes and restores an entry, audited; a user is not on both lists where stations meet', async () => {
    const ns = await stationCode(merchant, '南山科技园充电站');
    const created = ok(await t.call('POST', 'energy/user/acl', { token: merchant, body: { station_code: ns, identity_type: 3, identity: 'lgbh52e05ky123456', reason: '占用车位', permanent: true } })) as { id: number };
    const entry = (await rows<Entry>(merchant, 'energy/user/acl/list', { keywords: 'LGBH52' }))[0]!;
    expect(entry).toMatchObject({ id: created.id, identity: 'LGBH52E05KY123456', station_code: ns, state: 1, expire_date: null });
    // Twice on the same list and station: refused with a clear message.
    const twice = await t.call('POST', 'energy/user/acl', { token: merchant, body: { station_code: ns, identity_type: 3, identity: 'LGBH52E05KY123456', reason: '重复', permanent: true } });
    expect([twice.status, code(twice)]).toEqual([400, 1400]);
    expect(twice.body.message).toContain('已在黑名单中');
    // The whitelist refuses a merchant-wide entry for the same user.
    const clash = await t.call('POST', 'energy/whitelist', { token: merchant, body: { identity_type: 3, identity: 'LGBH52E05KY123456', reason: '车队', permanent: true } });
    expect(code(clash)).toBe(1400);
    expect(clash.body.message).toContain('已在黑名单中');
    ok(await t.call('PUT', 'energy/user/acl', { token: merchant, body: { id: created.id, reason: '多次占用车位', permanent: false, expire_date: '2099-12-31' } }));
    ok(await t.call('PUT', 'energy/user/acl/status', { token: merchant, body: { id: created.id, status: 0 } }));
    const again = await t.call('PUT', 'energy/user/acl/status', { token: merchant, body: { id: created.id, status: 0 } });
    expect([again.status, code(again)]).toEqual([409, 1409]);
    // Removed: now the whitelist takes the user; restoring the blacklist entry is then refused.
    const white = ok(await t.call('POST', 'energy/whitelist', { token: merchant, body: { identity_type: 3, identity: 'LGBH52E05KY123456', reason: '车队', permanent: true } })) as { id: number };
    expect(code(await t.call('PUT', 'energy/user/acl/status', { token: merchant, body: { id: created.id, status: 1 } }))).toBe(1400);
    ok(await t.call('PUT', 'energy/whitelist/status', { token: merchant, body: { id: white.id, status: 0 } }));
    ok(await t.call('PUT', 'energy/user/acl/status', { token: merchant, body: { id: created.id, status: 1 } }));
    expect((await auditOf('energy_blacklist', created.id)).map((a) => a.action).length).toBe(4);
  });

  it('refuses bad input, missing permissions and other merchants’ rows', async () => {
    const bad = await t.call('POST', 'energy/user/acl', { token: merchant, body: { identity_type: 1, identity: '12345678901', reason: '测试', permanent: true } });
    expect([bad.status, code(bad)]).toEqual([400, 1400]);
    expect(bad.body.message).toBe('请输入正确的手机号');
    const noDay = await t.call('POST', 'energy/whitelist', { token: merchant, body: { identity_type: 1, identity: '13700001111', reason: '测试', permanent: false } });
    expect(code(noDay)).toBe(1400);
    const past = await t.call('POST', 'energy/whitelist', { token: merchant, body: { identity_type: 1, identity: '13700001111', reason: '测试', permanent: false, expire_date: '2020-01-01' } });
    expect(past.body.message).toBe('有效期至不能早于今天');
    // The merchant's staff holds no acl code; a parking merchant neither (and lacks the product).
    expect(code(await t.call('GET', 'energy/user/acl/list', { token: merchantStaff }))).toBe(1403);
    expect([1403, 1405]).toContain(code(await t.call('GET', 'energy/whitelist/list', { token: parkingMerchant })));
    // 宝安中心充电站 (100202) is the group's member, not the merchant's: its station and entries are "not found".
    const ba = await stationCode(group, '宝安中心充电站');
    expect(code(await t.call('POST', 'energy/user/acl', { token: merchant, body: { station_code: ba, identity_type: 1, identity: '13700002222', reason: '测试', permanent: true } }))).toBe(1404);
    const other = (await rows<Entry>(group, 'energy/user/acl/list', { merchant: 100202 }))[0]!;
    expect(code(await t.call('PUT', 'energy/user/acl/status', { token: merchant, body: { id: other.id, status: 0 } }))).toBe(1404);
    expect(code(await t.call('PUT', 'energy/user/acl/status', { token: partner, body: { id: other.id, status: 0 } }))).toBe(1404);
    // A partner adding a merchant-wide entry names the merchant.
    expect(code(await t.call('POST', 'energy/user/acl', { token: partner, body: { identity_type: 1, identity: '13700003333', reason: '测试', permanent: true } }))).toBe(1400);
    ok(await t.call('POST', 'energy/user/acl', { token: partner, body: { merchant: 100201, identity_type: 1, identity: '13700003333', reason: '服务商代加', permanent: true } }));
  });
});

describe('energy SIM cards', () => {
  it('lists SIMs bound to the chargers, by station and expiry, scoped', async () => {
    const own = await rows<Sim>(merchant, 'energy/sim/list');
    expect(new Set(own.map((s) => s.merchant))).toEqual(new Set([100201]));
    expect(own.filter((s) => s.device_code).length).toBe(6);
    expect(new Set((await rows<Sim>(group, 'energy/sim/list')).map((s) => s.merchant))).toEqual(new Set([100201, 100202]));
    const hh = await stationCode(merchant, '南山后海充电站');
    expect((await rows<Sim>(merchant, 'energy/sim/list', { station_code: hh })).map((s) => s.device_code).sort()).toEqual(['HH-AC-0102', 'HH-DC-0101']);
    expect((await rows<Sim>(group, 'energy/sim/list', { expiry: 2 })).every((s) => s.days_left < 0)).toBe(true);
    expect((await rows<Sim>(group, 'energy/sim/list', { expiry: 1 })).every((s) => s.days_left >= 0 && s.days_left <= 30)).toBe(true);
  });

  it('binds, moves and unbinds a device with its ICCID in one go; deletes; refuses others and bad input', async () => {
    const iccid = '8986001234567890123A';
    const created = ok(await t.call('POST', 'energy/sim', { token: merchant, body: { iccid: iccid.toLowerCase(), operator: 2, plan_mb: 300, expire_date: '2099-01-01' } })) as { id: number };
    const spareOf = async () => (await rows<Sim>(merchant, 'energy/sim/list', { keywords: iccid }))[0]!;
    expect(await spareOf()).toMatchObject({ iccid, device_code: null });
    // NS-DC-0001 already has a SIM: binding it to a second one is refused.
    const taken = await t.call('PUT', 'energy/sim', { token: merchant, body: { id: created.id, operator: 2, plan_mb: 300, expire_date: '2099-01-01', device_code: 'NS-DC-0001' } });
    expect(code(taken)).toBe(1400);
    // Free NS-AC-0004 by deleting its SIM, then bind the new one: the device takes the ICCID.
    const old = (await rows<Sim>(merchant, 'energy/sim/list', { keywords: 'NS-AC-0004' }))[0]!;
    ok(await t.call('DELETE', 'energy/sim', { token: merchant, query: { id: old.id } }));
    const iccidOf = async (c: string) => (await t.db.tenant('all', (tx) => tx.select({ iccid: energyDevice.iccid }).from(energyDevice).where(eq(energyDevice.device_code, c))))[0]!.iccid;
    expect(await iccidOf('NS-AC-0004')).toBe('');
    ok(await t.call('PUT', 'energy/sim', { token: merchant, body: { id: created.id, operator: 2, plan_mb: 300, expire_date: '2099-01-01', device_code: 'NS-AC-0004' } }));
    expect(await iccidOf('NS-AC-0004')).toBe(iccid);
    ok(await t.call('PUT', 'energy/sim', { token: merchant, body: { id: created.id, operator: 2, plan_mb: 300, expire_date: '2099-01-01' } }));
    expect(await iccidOf('NS-AC-0004')).toBe('');
    ok(await t.call('PUT', 'energy/sim/status', { token: merchant, body: { id: created.id, status: 0 } }));
    expect(code(await t.call('PUT', 'energy/sim/status', { token: merchant, body: { id: created.id, status: 0 } }))).toBe(1409);
    // Another merchant's device, another merchant's SIM, a bad ICCID, a duplicate ICCID.
    expect(code(await t.call('PUT', 'energy/sim', { token: merchant, body: { id: created.id, operator: 2, plan_mb: 300, expire_date: '2099-01-01', device_code: 'BA-DC-0201' } }))).toBe(1400);
    const baSim = (await rows<Sim>(group, 'energy/sim/list', { merchant: 100202 }))[0]!;
    expect(code(await t.call('DELETE', 'energy/sim', { token: merchant, query: { id: baSim.id } }))).toBe(1404);
    const badIccid = await t.call('POST', 'energy/sim', { token: merchant, body: { iccid: '1234', operator: 1, plan_mb: 10, expire_date: '2099-01-01' } });
    expect([badIccid.status, code(badIccid)]).toEqual([400, 1400]);
    expect(code(await t.call('POST', 'energy/sim', { token: merchant, body: { iccid, operator: 1, plan_mb: 10, expire_date: '2099-01-01' } }))).toBe(1400);
    expect(code(await t.call('GET', 'energy/sim/list', { token: merchantStaff }))).toBe(1403);
  });
});

describe('energy device logs', () => {
  it('pages the online and message logs newest first, filtered and scoped', async () => {
    const online = await rows<{ merchant: number; device_code: string; event: number; event_time: string }>(merchant, 'energy/station/device/online/list');
    expect(online.length).toBeGreaterThan(10);
    expect(new Set(online.map((r) => r.merchant))).toEqual(new Set([100201]));
    const times = online.map((r) => r.event_time);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await rows<{ event: number }>(merchant, 'energy/station/device/online/list', { event: 2 })).every((r) => r.event === 2)).toBe(true);
    const page2 = ok(await t.call('GET', 'energy/station/device/message/list', { token: group, query: { page_size: 20, page_index: 2 } }));
    expect(page2.row.length).toBe(20);
    expect(page2.paging_header.total_count).toBeGreaterThan(100);
    const beats = await rows<{ device_code: string; action: string; direction: number }>(group, 'energy/station/device/message/list', { device_code: 'BA-DC-0201', direction: 1 });
    expect(beats.every((r) => r.device_code === 'BA-DC-0201' && r.direction === 1)).toBe(true);
    expect(code(await t.call('GET', 'energy/station/device/message/list', { token: merchant, query: { device_code: 'BA-DC-0201' } }))).toBe(1002);
    expect(code(await t.call('GET', 'energy/station/device/online/list', { token: merchant, query: { start_time: '2026-13-01' } }))).toBe(1400);
    expect(code(await t.call('GET', 'energy/station/device/online/list', { token: merchantStaff }))).toBe(1403);
  });
});

describe('energy map referrals and apps', () => {
  type Apply = { id: number; merchant: number; status: number; platform: string; audit_note: string; auditor: string };
  it('lets the partner approve or reject a pending application once; the merchant only reads its own', async () => {
    const own = await rows<Apply>(merchant, 'energy/emap/apply/list');
    expect(new Set(own.map((a) => a.merchant))).toEqual(new Set([100201]));
    const pending = own.filter((a) => a.status === 0);
    expect(pending.length).toBe(2);
    expect(code(await t.call('PUT', 'energy/emap/apply/audit', { token: merchant, body: { id: pending[0]!.id, status: 1 } }))).toBe(1403);
    const noReason = await t.call('PUT', 'energy/emap/apply/audit', { token: partner, body: { id: pending[0]!.id, status: 2 } });
    expect(noReason.body.message).toContain('驳回时请填写原因');
    ok(await t.call('PUT', 'energy/emap/apply/audit', { token: partner, body: { id: pending[0]!.id, status: 2, note: '门头照片不清晰' } }));
    expect(code(await t.call('PUT', 'energy/emap/apply/audit', { token: partner, body: { id: pending[0]!.id, status: 1 } }))).toBe(1409);
    const after = (await rows<Apply>(merchant, 'energy/emap/apply/list', { status: 2 })).find((a) => a.id === pending[0]!.id)!;
    expect(after).toMatchObject({ audit_note: '门头照片不清晰', auditor: '赵敏' });
    // 宝安 (100202) is not the partner's customer: not found; the group audits it.
    const ba = (await rows<Apply>(group, 'energy/emap/apply/list', { merchant: 100202 }))[0]!;
    expect(code(await t.call('PUT', 'energy/emap/apply/audit', { token: partner, body: { id: ba.id, status: 1 } }))).toBe(1404);
    ok(await t.call('PUT', 'energy/emap/apply/audit', { token: group, body: { id: ba.id, status: 1 } }));
    expect((await auditOf('energy_emap_apply', ba.id)).length).toBe(1);
    expect(code(await t.call('GET', 'energy/emap/apply/list', { token: merchant, query: { platform: 'google' } }))).toBe(1400);
  });

  it('lists the charging apps of the scope', async () => {
    expect(new Set((await rows<{ merchant: number }>(merchant, 'energy/app/rt/list')).map((a) => a.merchant))).toEqual(new Set([100201]));
    expect(new Set((await rows<{ merchant: number }>(partner, 'energy/app/rt/list')).map((a) => a.merchant))).toEqual(new Set([100200, 100201]));
    expect((await rows<{ kind: number }>(group, 'energy/app/rt/list', { kind: 1 })).length).toBe(2);
    expect(code(await t.call('GET', 'energy/app/rt/list', { token: merchantStaff }))).toBe(1403);
  });
});
