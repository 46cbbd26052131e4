import { createHash } from 'node:crypto';
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

type Version = { id: number; kind: number; merchant: number; name: string; model: string; version: string; status: number; device_count: number; current_count: number; upgrading_count: number; file: { name: string; link: string }; file_sha256: string };
type Device = { device_code: string; current_version: string; on_version: boolean; online: boolean; upgrade: { status: number; from_version: string; operator: string } | null };
const code = (reply: { body: any }) => reply.body.code;
const versionsOf = async (token: string, resource: 'software' | 'firmware', query: Record<string, unknown> = {}) =>
  ok(await t.call('GET', `energy/${resource}/list`, { token, query: { page_size: 100, ...query } })).row as Version[];
const devicesOf = async (token: string, resource: 'software' | 'firmware', id: number, query: Record<string, unknown> = {}) =>
  ok(await t.call('GET', `energy/${resource}/device/list`, { token, query: { page_size: 100, id, ...query } })).row as Device[];
const auditOf = (type: string, id: number) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, type), eq(auditLog.target_id, String(id)))).orderBy(asc(auditLog.id)));

let serial = 0;
const file = (name = 'pkg.zip') => {
  serial += 1;
  const sha = createHash('sha256').update(`test-${serial}`).digest('hex');
  return { name, link: `/files/firmware/${sha.slice(0, 2)}/${sha}.zip?name=${name}` };
};
const newVersion = (overrides: Record<string, unknown> = {}) => ({ name: '测试固件', model: 'TELD-DC120', version: `V9.${serial}.0`, file: file(), notes: '测试', ...overrides });

describe('energy software and firmware', () => {
  it('scopes the lists per platform: the merchant its own, the partner its customer, the group both members, the platform all', async () => {
    const own = await versionsOf(merchant, 'firmware');
    expect(new Set(own.map((v) => v.merchant))).toEqual(new Set([100201]));
    expect(own.length).toBe(4);
    expect((await versionsOf(merchant, 'software')).length).toBe(3);
    expect(new Set((await versionsOf(partner, 'firmware')).map((v) => v.merchant))).toEqual(new Set([100201]));
    expect(new Set((await versionsOf(group, 'firmware')).map((v) => v.merchant))).toEqual(new Set([100201, 100202]));
    expect(new Set((await versionsOf(admin, 'software')).map((v) => v.merchant))).toEqual(new Set([100201, 100202]));
    // The counts: TELD-DC120 has two chargers; one is on V2.4.0, the other's upgrade failed.
    const v240 = own.find((v) => v.version === 'V2.4.0')!;
    expect(v240).toMatchObject({ device_count: 2, current_count: 1, upgrading_count: 0, model: 'TELD-DC120' });
    expect(v240.file_sha256).toMatch(/^[0-9a-f]{64}$/);
    const dev = await devicesOf(merchant, 'firmware', v240.id);
    expect(dev.map((d) => [d.device_code, d.on_version, d.upgrade?.status])).toEqual([['NS-DC-0001', true, 4], ['NS-DC-0002', false, 5]]);
    expect((await devicesOf(merchant, 'firmware', v240.id, { on_version: 0 })).map((d) => d.device_code)).toEqual(['NS-DC-0002']);
    // Software and firmware are separate: a firmware id is not a software version.
    expect(code(await t.call('GET', 'energy/software', { token: merchant, query: { id: v240.id } }))).toBe(1404);
    // Another merchant's version is "not found" to the merchant and the partner, in every call.
    const baoan = (await versionsOf(group, 'firmware')).find((v) => v.merchant === 100202)!;
    for (const token of [merchant, partner]) {
      expect(code(await t.call('GET', 'energy/firmware', { token, query: { id: baoan.id } }))).toBe(1404);
      expect(code(await t.call('GET', 'energy/firmware/device/list', { token, query: { id: baoan.id } }))).toBe(1404);
      expect(code(await t.call('PUT', 'energy/firmware', { token, body: { id: baoan.id, name: '改名', file: file() } }))).toBe(1404);
      expect(code(await t.call('DELETE', 'energy/firmware', { token, query: { id: baoan.id } }))).toBe(1404);
      expect(code(await t.call('POST', 'energy/station/device/upgrades', { token, body: { kind: 2, id: baoan.id, device_codes: ['BA-AC-0203'] } }))).toBe(1404);
    }
    expect(ok(await t.call('GET', 'energy/firmware', { token: group, query: { id: baoan.id } }))).toMatchObject({ merchant: 100202, merchant_name: '宝安充电站', model: 'YKR-AC7' });
    expect((await versionsOf(merchant, 'firmware', { keywords: 'xx-ac' })).map((v) => v.version)).toEqual(['V3.1.0']);
    expect((await versionsOf(merchant, 'firmware', { status: 0 })).map((v) => v.version)).toEqual(['V1.2.0']);
  });

  it('checks permissions: staff none, other products none, the merchant creates only for itself', async () => {
    expect(code(await t.call('GET', 'energy/software/list', { token: merchantStaff }))).toBe(1403);
    expect(code(await t.call('GET', 'energy/firmware/list', { token: parkingMerchant }))).toBe(1403);
    expect(code(await t.call('POST', 'energy/firmware', { token: merchantStaff, body: newVersion() }))).toBe(1403);
    expect(code(await t.call('POST', 'energy/firmware', { token: merchant, body: newVersion({ merchant: 100202 }) }))).toBe(1403);
    expect(code(await t.call('POST', 'energy/firmware', { token: partner, body: newVersion() }))).toBe(1400);
    expect(code(await t.call('POST', 'energy/firmware', { token: partner, body: newVersion({ merchant: 100202 }) }))).toBe(1404);
    const made = ok(await t.call('POST', 'energy/software', { token: partner, body: newVersion({ merchant: 100201, name: '服务商发布' }) }));
    expect((await versionsOf(merchant, 'software')).some((v) => v.id === made.id)).toBe(true);
    const byGroup = ok(await t.call('POST', 'energy/firmware', { token: group, body: newVersion({ merchant: 100202, model: 'YKR-AC7' }) }));
    expect((await versionsOf(merchant, 'firmware')).some((v) => v.id === byGroup.id)).toBe(false);
  });

  it('validates the file, the version and its uniqueness; edits keep the model and version; audited', async () => {
    const bad = [
      { file: { name: 'a.zip', link: '/files/default/ab/abc.zip' } },
      { file: { name: 'a.pdf', link: `/files/firmware/aa/${'a'.repeat(64)}.pdf` } },
      { version: 'V 1.0' },
      { version: '' },
      { name: '甲' },
    ];
    for (const b of bad) expect(code(await t.call('POST', 'energy/firmware', { token: merchant, body: newVersion(b) })), JSON.stringify(b)).toBe(1400);
    const body = newVersion({ version: 'V7.0.0' });
    const { id } = ok(await t.call('POST', 'energy/firmware', { token: merchant, body }));
    expect((await t.call('POST', 'energy/firmware', { token: merchant, body: { ...body, model: 'teld-dc120', version: 'v7.0.0', file: file() } })).body).toMatchObject({
      code: 1400,
      message: '型号「teld-dc120」已有固件版本「v7.0.0」',
    });
    // The same version number as software is another row.
    ok(await t.call('POST', 'energy/software', { token: merchant, body: { ...body, file: file() } }));
    const next = file('new.zip');
    ok(await t.call('PUT', 'energy/firmware', { token: merchant, body: { id, name: '新名称', file: next, notes: '改说明', status: 0 } }));
    const got = ok(await t.call('GET', 'energy/firmware', { token: merchant, query: { id } }));
    expect(got).toMatchObject({ name: '新名称', file: next, notes: '改说明', status: 0, version: 'V7.0.0', model: 'TELD-DC120' });
    expect(got.file_sha256).toBe(next.link.split('/')[4]!.slice(0, 64));
    expect((await auditOf('energy_firmware', id)).map((a) => a.action)).toEqual(['新建固件版本', '编辑固件版本']);
    ok(await t.call('DELETE', 'energy/firmware', { token: merchant, query: { id } }));
    expect(code(await t.call('GET', 'energy/firmware', { token: merchant, query: { id } }))).toBe(1404);
  });

  it('upgrades devices: one job each, all or none, refusing offline, other models, busy and current devices', async () => {
    const software = await versionsOf(merchant, 'software');
    const v190 = software.find((v) => v.model === 'TELD-DC120' && v.version === 'V1.9.0')!;
    const upgrade = (device_codes: string[], id = v190.id, kind = 1, token = merchant) => t.call('POST', 'energy/station/device/upgrades', { token, body: { kind, id, device_codes } });
    expect(code(await upgrade(['NS-DC-0001'], v190.id, 1, merchantStaff))).toBe(1403);
    expect((await upgrade(['NS-DC-0001', 'NS-AC-0003'])).body).toMatchObject({ code: 1400, message: '设备型号不是 TELD-DC120：NS-AC-0003' });
    expect((await upgrade(['NS-DC-0001', 'BA-DC-0201'])).body).toMatchObject({ code: 1400 });
    // The XX-AC7 firmware: NS-AC-0004 is offline, NS-AC-0003 is downloading already.
    const v310 = (await versionsOf(merchant, 'firmware')).find((v) => v.version === 'V3.1.0')!;
    expect(v310.upgrading_count).toBe(1);
    expect((await upgrade(['NS-AC-0004'], v310.id, 2)).body).toMatchObject({ code: 1400, message: '设备离线，无法升级：NS-AC-0004' });
    expect((await upgrade(['NS-AC-0003'], v310.id, 2)).body).toMatchObject({ code: 1409, message: '所选设备中有设备正在升级' });
    expect((await t.call('DELETE', 'energy/firmware', { token: merchant, query: { id: v310.id } })).body).toMatchObject({ code: 1409 });
    // Already on the version; a disabled version.
    const v240 = (await versionsOf(merchant, 'firmware')).find((v) => v.version === 'V2.4.0')!;
    expect((await upgrade(['NS-DC-0001'], v240.id, 2)).body).toMatchObject({ code: 1400, message: '设备已是版本 V2.4.0：NS-DC-0001' });
    const v120 = (await versionsOf(merchant, 'firmware')).find((v) => v.version === 'V1.2.0')!;
    expect(code(await upgrade(['HH-DC-0101'], v120.id, 2))).toBe(1400);
    // The partner starts both TELD-DC120 chargers' software upgrade: two jobs, 下载中, its operator named.
    expect(ok(await upgrade(['NS-DC-0001', 'NS-DC-0002', 'NS-DC-0001'], v190.id, 1, partner))).toEqual({ count: 2 });
    const devices = await devicesOf(merchant, 'software', v190.id);
    expect(devices.map((d) => [d.device_code, d.current_version, d.upgrade?.status, d.upgrade?.from_version])).toEqual([
      ['NS-DC-0001', 'V1.8.0', 1, 'V1.8.0'],
      ['NS-DC-0002', 'V1.8.0', 1, 'V1.8.0'],
    ]);
    expect(devices[0]!.upgrade!.operator).toBeTruthy();
    expect(ok(await t.call('GET', 'energy/software', { token: merchant, query: { id: v190.id } })).upgrading_count).toBe(2);
    // A second request while they run; the firmware of the same chargers too (one job in progress per device).
    expect(code(await upgrade(['NS-DC-0002']))).toBe(1409);
    expect(code(await upgrade(['NS-DC-0002'], v240.id, 2))).toBe(1409);
    // Replacing the package of a version being installed is refused; the name may change.
    expect(code(await t.call('PUT', 'energy/software', { token: merchant, body: { id: v190.id, name: '改名', file: file() } }))).toBe(1409);
    const same = ok(await t.call('GET', 'energy/software', { token: merchant, query: { id: v190.id } }));
    ok(await t.call('PUT', 'energy/software', { token: merchant, body: { id: v190.id, name: '充电控制程序（新）', file: same.file } }));
    // A device moved to another model drops out of the version's devices.
    await t.db.tenant('all', (tx) => tx.update(energyDevice).set({ model: 'TELD-DC120S' }).where(eq(energyDevice.device_code, 'NS-DC-0002')));
    expect((await devicesOf(merchant, 'software', v190.id)).map((d) => d.device_code)).toEqual(['NS-DC-0001']);
  });
});
