import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, role, rolePermission } from '../src/db/schema/index.js';
import { createTestApp, ok, type TestApp } from './helpers.js';

// The group's 支付通道配置 (energy/station/channel) and 充电配置 (energy/station/charge) of a member station.
let t: TestApp;
let admin: string;
let group: string;
let groupStaff: string;
let merchant: string;
let partner: string;
let parkingGroup: string;
beforeAll(async () => {
  t = await createTestApp();
  // The group's staff may look (the station list code) but not change.
  await t.db.tenant('all', async (tx) => {
    const [staffRole] = await tx.select({ id: role.id }).from(role).where(and(eq(role.merchant, 100400), eq(role.name, '集团运营')));
    await tx.insert(rolePermission).values({ merchant: 100400, role: staffRole!.id, permission: 'energy:group:station:list' });
  });
  admin = await t.login('admin');
  group = await t.login('energy-group');
  groupStaff = await t.login('energy-group-staff');
  merchant = await t.login('energy-merchant');
  partner = await t.login('energy-partner');
  parkingGroup = await t.login('parking-group');
}, 600_000);
afterAll(async () => {
  await t?.close();
});

const code = (reply: { body: any }) => reply.body.code;
const stationCode = async (token: string, name: string) =>
  (ok(await t.call('GET', 'energy/station/apply/brief', { token, query: { keywords: name } })) as { station_code: string; name: string }[]).find((s) => s.name === name)!.station_code;
const auditOf = (id: string) => t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, 'energy_station'), eq(auditLog.target_id, id))).orderBy(asc(auditLog.id)));

describe('支付通道配置', () => {
  it('reads the seeded configs and the default of a station never saved', async () => {
    const ns = await stationCode(group, '南山科技园充电站');
    const c = ok(await t.call('GET', 'energy/station/channel', { token: group, query: { station_code: ns } }));
    expect(c).toMatchObject({ mode: 2, payee: 2, payee_name: '深能充电集团', channel: 'CHINAUMS', channel_name: '银联商务', mch_no: '898440358120031', operator: '周婷', group_name: '深能充电集团', station_merchant_name: '南山快充站' });
    expect(c.channels.map((x: { code: string }) => x.code)).toContain('WXPAY');
    const hh = await stationCode(group, '南山后海充电站');
    expect(ok(await t.call('GET', 'energy/station/channel', { token: group, query: { station_code: hh } }))).toMatchObject({ mode: 1, payee: null, payee_name: '南山快充站', channel: '', update_time: null });
    // The platform holds the group's codes: it reads every station, with the station's group named.
    const ba = await stationCode(admin, '宝安中心充电站');
    expect(ok(await t.call('GET', 'energy/station/channel', { token: admin, query: { station_code: ba } }))).toMatchObject({ mode: 2, payee: 1, payee_name: '宝安充电站', group_name: '深能充电集团' });
  });

  it('saves an assigned channel after validating it, audited on the station; back to the default', async () => {
    const hh = await stationCode(group, '南山后海充电站');
    const bad = await t.call('PUT', 'energy/station/channel', { token: group, body: { station_code: hh, mode: 2, payee: 2, channel: 'CHINAUMS', mch_no: '12-34' } });
    expect([code(bad), bad.body.message]).toEqual([1400, '渠道商户号须为 6–32 位字母或数字']);
    const noPayee = await t.call('PUT', 'energy/station/channel', { token: group, body: { station_code: hh, mode: 2, channel: 'CHINAUMS', mch_no: '898440358120099' } });
    expect([code(noPayee), noPayee.body.message]).toEqual([1400, '请选择收款方']);
    const unknown = await t.call('PUT', 'energy/station/channel', { token: group, body: { station_code: hh, mode: 2, payee: 1, channel: 'NOPE', mch_no: '898440358120099' } });
    expect([code(unknown), unknown.body.message]).toEqual([1400, '支付通道「NOPE」不存在']);
    const badMode = await t.call('PUT', 'energy/station/channel', { token: group, body: { station_code: hh, mode: 3 } });
    expect(code(badMode)).toBe(1400);

    ok(await t.call('PUT', 'energy/station/channel', { token: group, body: { station_code: hh, mode: 2, payee: 2, channel: 'LAKALA', mch_no: ' 822584058120011 ', remark: ' 集团统一收款 ' } }));
    const saved = ok(await t.call('GET', 'energy/station/channel', { token: group, query: { station_code: hh } }));
    expect(saved).toMatchObject({ mode: 2, payee: 2, payee_name: '深能充电集团', channel: 'LAKALA', channel_name: '拉卡拉', mch_no: '822584058120011', remark: '集团统一收款', operator: '周婷' });
    expect(saved.update_time).not.toBeNull();
    const log = (await auditOf(hh)).at(-1)!;
    expect(log.merchant).toBe(100201);
    expect(JSON.stringify(log.before)).toContain('跟随商户默认');
    expect(JSON.stringify(log.after)).toContain('集团统一收款（深能充电集团）');

    ok(await t.call('PUT', 'energy/station/channel', { token: group, body: { station_code: hh, mode: 1, payee: 2, channel: 'LAKALA', mch_no: 'x' } }));
    expect(ok(await t.call('GET', 'energy/station/channel', { token: group, query: { station_code: hh } }))).toMatchObject({ mode: 1, payee: null, channel: '', mch_no: '' });
  });

  it('lets only the group look and change: staff read only, others refused, a non-member station absent', async () => {
    const ns = await stationCode(group, '南山科技园充电站');
    expect(ok(await t.call('GET', 'energy/station/channel', { token: groupStaff, query: { station_code: ns } })).mode).toBe(2);
    const staffSave = await t.call('PUT', 'energy/station/channel', { token: groupStaff, body: { station_code: ns, mode: 1 } });
    expect([staffSave.status, code(staffSave)]).toEqual([403, 1403]);
    for (const token of [merchant, partner]) {
      const refused = await t.call('GET', 'energy/station/channel', { token, query: { station_code: ns } });
      expect(code(refused)).toBe(1403);
    }
    expect(code(await t.call('GET', 'energy/station/channel', { token: parkingGroup, query: { station_code: ns } }))).toBe(1403);
    // A station of a merchant outside the group (the platform creates one for 100101's partner customer chain).
    const outside = await t.call('GET', 'energy/station/channel', { token: group, query: { station_code: 'ES999999' } });
    expect(code(outside)).toBe(1404);
  });
});

describe('充电配置', () => {
  it('reads saved and default settings; validates; saves audited', async () => {
    const ns = await stationCode(group, '南山科技园充电站');
    expect(ok(await t.call('GET', 'energy/station/charge', { token: group, query: { station_code: ns } }))).toMatchObject({ max_power: 120, max_amount: 30000, full_stop: true, trickle_power: 30, operator: '周婷' });
    const hh = await stationCode(group, '南山后海充电站');
    const defaults = ok(await t.call('GET', 'energy/station/charge', { token: group, query: { station_code: hh } }));
    expect(defaults).toMatchObject({ max_power: 0, stop_balance: 100, full_stop: true, user_sessions: 1, update_time: null });

    const body = { station_code: hh, max_power: 7, max_energy: 60, max_amount: 20000, stop_balance: 300, full_stop: true, trickle_power: 10, trickle_minutes: 15, user_sessions: 2 };
    const tooMany = await t.call('PUT', 'energy/station/charge', { token: group, body: { ...body, user_sessions: 9 } });
    expect(code(tooMany)).toBe(1400);
    const trickle = await t.call('PUT', 'energy/station/charge', { token: group, body: { ...body, trickle_power: 70 } });
    expect([code(trickle), trickle.body.message]).toEqual([1400, '涓流功率须低于单枪功率上限（7 kW）']);
    const cents = await t.call('PUT', 'energy/station/charge', { token: group, body: { ...body, max_amount: 50 } });
    expect([code(cents), cents.body.message]).toEqual([1400, '单次消费上限至少 1.00 元（0 为不限）']);

    ok(await t.call('PUT', 'energy/station/charge', { token: group, body }));
    const saved = ok(await t.call('GET', 'energy/station/charge', { token: group, query: { station_code: hh } }));
    expect(saved).toMatchObject({ ...body, operator: '周婷' });
    const log = (await auditOf(hh)).at(-1)!;
    expect(JSON.stringify(log.after)).toContain('开启（低于 1.0 kW 持续 15 分钟）');
    expect(JSON.stringify(log.after)).toContain('200.00 元');
    // The station's 操作记录 names the fields in Chinese.
    const timeline = ok(await t.call('GET', 'merchant/logging/timeline', { token: group, query: { target_type: 'energy_station', target_id: hh } }));
    expect(timeline.row[0].content).toContain('充满自停：');
    expect(timeline.row[0].content).toContain('单次消费上限：');
    expect(timeline.row[0].content).not.toMatch(/max_|full_stop|user_sessions/);

    const staffSave = await t.call('PUT', 'energy/station/charge', { token: groupStaff, body });
    expect(code(staffSave)).toBe(1403);
    expect(ok(await t.call('GET', 'energy/station/charge', { token: groupStaff, query: { station_code: hh } })).max_power).toBe(7);
    expect(code(await t.call('PUT', 'energy/station/charge', { token: merchant, body }))).toBe(1403);
    expect(code(await t.call('GET', 'energy/station/charge', { token: group, query: { station_code: 'ES999999' } }))).toBe(1404);
  });
});
