import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { createTestApp, ok, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
let partner: string;
let merchant: string;
let merchantStaff: string;
let group: string;
let parkingMerchant: string;
let keji: string;
let houhai: string;
let baoan: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  partner = await t.login('energy-partner');
  merchant = await t.login('energy-merchant');
  merchantStaff = await t.login('energy-merchant-staff');
  group = await t.login('energy-group');
  parkingMerchant = await t.login('parking-merchant');
  const stations = ok(await t.call('GET', 'energy/station/list', { token: admin, query: { page_size: 100 } })).row as { station_code: string; name: string }[];
  const codeOf = (name: string) => stations.find((s) => s.name === name)!.station_code;
  keji = codeOf('南山科技园充电站');
  houhai = codeOf('南山后海充电站');
  baoan = codeOf('宝安中心充电站');
});
afterAll(async () => {
  await t?.close();
});

type Rule = { rule_id: number; station_code: string; merchant: number; name: string; type: number; status: number; prices: { bucket: string; elec_fee: number; service_fee: number }[]; periods: { start: string; end: string; bucket: string }[] };
const code = (reply: { body: any }) => reply.body.code;
const rulesOf = async (token: string, station_code: string) => ok(await t.call('GET', 'energy/charge/rule/list', { token, query: { station_code, page_size: 100 } })).row as Rule[];
const auditOf = (type: string, id: string) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, type), eq(auditLog.target_id, id))).orderBy(asc(auditLog.id)));

const flat = (name: string, elec_fee = 90, service_fee = 40) => ({ name, type: 1, prices: [{ bucket: 'flat', elec_fee, service_fee }], periods: [{ start: '00:00', end: '24:00', bucket: 'flat' }] });
const tou = (name: string, periods: { start: string; end: string; bucket: string }[]) => ({
  name,
  type: 2,
  prices: [{ bucket: 'peak', elec_fee: 120, service_fee: 80 }, { bucket: 'valley', elec_fee: 30, service_fee: 50 }],
  periods,
});

describe('energy station configuration: charge rules', () => {
  it('lists a station’s rules, the one in force first, scoped per platform', async () => {
    const own = await rulesOf(merchant, keji);
    expect(own.map((r) => r.name)).toEqual(['标准分时电价', '2027 年夏季分时电价', '夜间单一电价']);
    expect(own.map((r) => r.status)).toEqual([1, 0, 0]);
    expect(own[0]!.periods[0]).toEqual({ start: '00:00', end: '08:00', bucket: 'valley' });
    expect((await rulesOf(partner, houhai)).map((r) => r.name)).toEqual(['标准分时电价']);
    expect((await rulesOf(group, baoan)).length).toBe(1);
    // The merchant's staff (站点值守: alarms, cards, orders) holds no station permission.
    expect(code(await t.call('GET', 'energy/charge/rule/list', { token: merchantStaff, query: { station_code: keji } }))).toBe(1403);
    // Another merchant's station and rule are not found; other products are refused.
    for (const token of [merchant, partner]) {
      expect(code(await t.call('GET', 'energy/charge/rule/list', { token, query: { station_code: baoan } }))).toBe(1404);
      const [rule] = await rulesOf(group, baoan);
      expect(code(await t.call('GET', 'energy/charge/rule', { token, query: { rule_id: rule!.rule_id } }))).toBe(1404);
      expect(code(await t.call('PUT', 'energy/charge/rule', { token, body: { rule_id: rule!.rule_id, ...flat('越权') } }))).toBe(1404);
    }
    expect(code(await t.call('GET', 'energy/charge/rule/list', { token: parkingMerchant, query: { station_code: keji } }))).toBe(1403);
    expect(code(await t.call('POST', 'energy/charge/rule', { token: merchantStaff, body: { station_code: keji, ...flat('员工') } }))).toBe(1403);
  });

  it('refuses periods with a gap, an overlap, an unpriced or unused bucket, and a 单一电价 of two periods', async () => {
    const refused = async (body: object, message: RegExp) => {
      const reply = await t.call('POST', 'energy/charge/rule', { token: merchant, body: { station_code: houhai, ...body } });
      expect(code(reply)).toBe(1400);
      expect(reply.body.message).toMatch(message);
      expect(reply.body.hint).toBeTruthy();
    };
    await refused(tou('缺口', [{ start: '00:00', end: '08:00', bucket: 'valley' }, { start: '09:00', end: '24:00', bucket: 'peak' }]), /08:00-09:00 没有划入任何时段/);
    await refused(tou('重叠', [{ start: '00:00', end: '10:00', bucket: 'valley' }, { start: '08:00', end: '24:00', bucket: 'peak' }]), /08:00-24:00 与前一时段重叠/);
    await refused(tou('不满', [{ start: '00:00', end: '08:00', bucket: 'valley' }, { start: '08:00', end: '23:00', bucket: 'peak' }]), /23:00-24:00 没有划入任何时段/);
    await refused(tou('未定价', [{ start: '00:00', end: '08:00', bucket: 'valley' }, { start: '08:00', end: '24:00', bucket: 'sharp' }]), /「尖」没有填写单价/);
    await refused(tou('未使用', [{ start: '00:00', end: '24:00', bucket: 'valley' }]), /「峰」填了单价但没有划入任何时段/);
    await refused({ ...flat('两段'), periods: [{ start: '00:00', end: '12:00', bucket: 'flat' }, { start: '12:00', end: '24:00', bucket: 'flat' }] }, /单一电价只能有一个单价和一个全天时段/);
    await refused({ ...flat('超价', 6000) }, /.+/);
    await refused({ ...flat('标准分时电价') }, /已有名为「标准分时电价」/);
    expect((await rulesOf(merchant, houhai)).length).toBe(1);
  });

  it('keeps one rule in force: a new one waits unless activated, 设为生效 switches, the one in force is not deleted; audited', async () => {
    const before = await rulesOf(merchant, houhai);
    const standard = before[0]!;
    const waiting = ok(await t.call('POST', 'energy/charge/rule', { token: merchant, body: { station_code: houhai, ...flat('周末优惠') } }));
    expect(waiting.status).toBe(0);
    // Edited by the partner (out of order periods are stored in order).
    const edited = tou('周末分时', [{ start: '08:00', end: '24:00', bucket: 'peak' }, { start: '00:00', end: '08:00', bucket: 'valley' }]);
    expect(ok(await t.call('PUT', 'energy/charge/rule', { token: partner, body: { rule_id: waiting.rule_id, ...edited } }))).toEqual({ rule_id: waiting.rule_id, status: 0 });
    const got = ok(await t.call('GET', 'energy/charge/rule', { token: merchant, query: { rule_id: waiting.rule_id } })) as Rule;
    expect(got).toMatchObject({ name: '周末分时', type: 2, station_code: houhai, merchant: 100201 });
    expect(got.periods.map((p) => p.start)).toEqual(['00:00', '08:00']);
    // An edit must carry every field; status alone activates.
    expect(code(await t.call('PUT', 'energy/charge/rule', { token: merchant, body: { rule_id: waiting.rule_id, name: '只改名' } }))).toBe(1400);
    expect(ok(await t.call('PUT', 'energy/charge/rule', { token: group, body: { rule_id: waiting.rule_id, status: 1 } }))).toEqual({ rule_id: waiting.rule_id, status: 1 });
    const after = await rulesOf(merchant, houhai);
    expect(after.filter((r) => r.status === 1).map((r) => r.rule_id)).toEqual([waiting.rule_id]);
    expect(code(await t.call('PUT', 'energy/charge/rule', { token: merchant, body: { rule_id: waiting.rule_id, status: 1 } }))).toBe(1409);
    // The one in force is not deleted; the waiting one is.
    const refused = await t.call('DELETE', 'energy/charge/rule', { token: merchant, query: { rule_id: waiting.rule_id } });
    expect(code(refused)).toBe(1409);
    expect(refused.body.message).toMatch(/生效中/);
    // Created with activate: replaces the one in force.
    const direct = ok(await t.call('POST', 'energy/charge/rule', { token: merchant, body: { station_code: houhai, ...flat('立即生效'), activate: true } }));
    expect(direct.status).toBe(1);
    expect((await rulesOf(merchant, houhai)).filter((r) => r.status === 1).map((r) => r.rule_id)).toEqual([direct.rule_id]);
    ok(await t.call('DELETE', 'energy/charge/rule', { token: merchant, query: { rule_id: standard.rule_id } }));
    expect((await rulesOf(merchant, houhai)).map((r) => r.rule_id)).not.toContain(standard.rule_id);
    const log = await auditOf('energy_charge_rule', String(waiting.rule_id));
    expect(log.map((l) => (l.after as any)?.status)).toEqual(['未生效', undefined, '生效中', '未生效']);
  });

  it('prices a stopped session by its station’s rule in force', async () => {
    const charging = ok(await t.call('GET', 'energy/replenish/list', { token: merchant, query: { station_code: keji, state: 1, page_size: 10 } })).row as { order_no: string }[];
    expect(charging.length).toBeGreaterThan(0);
    ok(await t.call('POST', 'energy/charge/rule', { token: merchant, body: { station_code: keji, ...flat('测试单一电价', 100, 50), activate: true } }));
    const stopped = ok(await t.call('POST', 'energy/replenish/stop', { token: merchant, body: { order_no: charging[0]!.order_no } }));
    const detail = ok(await t.call('GET', 'energy/replenish', { token: merchant, query: { order_no: charging[0]!.order_no } }));
    expect(detail.buckets.map((b: any) => [b.bucket, b.elec_price, b.service_price])).toEqual([['flat', 100, 50]]);
    expect(detail.elec_amount).toBe(Math.round(stopped.energy_wh * 100 / 1000));
    expect(detail.service_amount).toBe(Math.round(stopped.energy_wh * 50 / 1000));
  });
});

describe('energy station configuration: runtime and payment amounts', () => {
  it('answers the defaults until saved, saves either part, audited; scoped and checked', async () => {
    const fresh = ok(await t.call('GET', 'energy/station/runtime', { token: group, query: { station_code: baoan } }));
    expect(fresh).toMatchObject({ update_time: null, runtime: { start_types: [1, 2, 3, 4], idle_timeout: 5 }, payment: { amounts: [2000, 5000, 10000, 20000] } });
    expect(ok(await t.call('GET', 'energy/station/runtime', { token: merchant, query: { station_code: keji } }))).toMatchObject({ runtime: { min_balance: 1000, offline_charge: true } });
    const runtime = { start_types: [2, 1], min_balance: 0, max_duration: 480, idle_timeout: 3, offline_charge: true };
    ok(await t.call('PUT', 'energy/station/runtime', { token: group, body: { station_code: baoan, runtime } }));
    let saved = ok(await t.call('GET', 'energy/station/runtime', { token: group, query: { station_code: baoan } }));
    expect(saved.runtime).toEqual({ ...runtime, start_types: [1, 2] });
    expect(saved.payment).toEqual(fresh.payment);
    expect(saved.update_time).toBeTruthy();
    const payment = { amounts: [10000, 3000], custom: false, custom_min: 500, custom_max: 20000 };
    ok(await t.call('PUT', 'energy/station/runtime', { token: group, body: { station_code: baoan, payment } }));
    saved = ok(await t.call('GET', 'energy/station/runtime', { token: group, query: { station_code: baoan } }));
    expect(saved).toMatchObject({ runtime: { ...runtime, start_types: [1, 2] }, payment: { ...payment, amounts: [3000, 10000] } });
    const log = await auditOf('energy_station', baoan);
    expect(log.at(-1)!.after).toMatchObject({ amounts: '30.00 元、100.00 元', custom: '不允许' });
    // Checks: nothing to save, min above max, a duplicate amount, too many amounts.
    const refused = async (body: object) => expect(code(await t.call('PUT', 'energy/station/runtime', { token: group, body: { station_code: baoan, ...body } }))).toBe(1400);
    await refused({});
    await refused({ payment: { ...payment, custom_min: 30000 } });
    await refused({ payment: { ...payment, amounts: [1000, 1000] } });
    await refused({ payment: { ...payment, amounts: [100, 200, 300, 400, 500, 600, 700] } });
    await refused({ runtime: { ...runtime, start_types: [] } });
    // Scope and permissions.
    expect(code(await t.call('GET', 'energy/station/runtime', { token: merchant, query: { station_code: baoan } }))).toBe(1404);
    expect(code(await t.call('PUT', 'energy/station/runtime', { token: partner, body: { station_code: baoan, runtime } }))).toBe(1404);
    expect(code(await t.call('GET', 'energy/station/runtime', { token: merchantStaff, query: { station_code: keji } }))).toBe(1403);
    expect(code(await t.call('PUT', 'energy/station/runtime', { token: merchantStaff, body: { station_code: keji, runtime } }))).toBe(1403);
    expect(code(await t.call('GET', 'energy/station/runtime', { token: parkingMerchant, query: { station_code: keji } }))).toBe(1403);
  });
});
