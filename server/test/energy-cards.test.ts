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

type Card = { kind: number; card_no: string; merchant: number; holder_name: string; holder_mobile: string; status: number; balance: number; acl_count: number };
const code = (reply: { body: any }) => reply.body.code;
const cardsOf = async (token: string, kind: number, query: Record<string, unknown> = {}) =>
  ok(await t.call('GET', 'energy/card/list', { token, query: { page_size: 100, kind, ...query } })).row as Card[];
const stationsOf = async (token: string) => ok(await t.call('GET', 'energy/station/list', { token, query: { page_size: 100 } })).row as { station_code: string; merchant: number; name: string }[];
const auditOf = (type: string, id: string) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, type), eq(auditLog.target_id, id))).orderBy(asc(auditLog.id)));

let serial = 0;
const physical = (overrides: Record<string, unknown> = {}) => {
  serial += 1;
  return { kind: 1, card_no: `7700000${String(serial).padStart(5, '0')}`, logical_no: `FF00${String(serial).padStart(4, '0')}`, holder_name: '测试人', holder_mobile: '13800138000', ...overrides };
};

describe('energy cards', () => {
  it('scopes the lists per platform: the merchant its own, the partner its customer, the group both members, the platform all', async () => {
    const own = await cardsOf(merchant, 1);
    expect(new Set(own.map((c) => c.merchant))).toEqual(new Set([100201]));
    expect(own.length).toBeGreaterThanOrEqual(12);
    expect((await cardsOf(merchant, 2)).length).toBeGreaterThanOrEqual(5);
    expect((await cardsOf(merchant, 3)).length).toBeGreaterThanOrEqual(4);
    expect(new Set((await cardsOf(partner, 1)).map((c) => c.merchant))).toEqual(new Set([100201]));
    expect(new Set((await cardsOf(group, 1)).map((c) => c.merchant))).toEqual(new Set([100201, 100202]));
    expect(new Set((await cardsOf(admin, 2)).map((c) => c.merchant))).toEqual(new Set([100201, 100202]));
    // Lists mask the holder; the detail shows it whole.
    const first = own.find((c) => c.card_no === '880020100001')!;
    expect(first.holder_mobile).toMatch(/^139\*{4}\d{4}$/);
    expect(first.holder_name).toMatch(/^.\*+$/);
    expect(ok(await t.call('GET', 'energy/card', { token: merchant, query: { kind: 1, card_no: '880020100001' } }))).toMatchObject({ holder_mobile: '13900200100', balance: 5000, status: 1 });
    // Another merchant's card answers "not found" to the merchant and the partner, in every call.
    const baoan = (await cardsOf(group, 1)).find((c) => c.merchant === 100202)!;
    for (const token of [merchant, partner]) {
      const key = { kind: 1, card_no: baoan.card_no };
      expect(code(await t.call('GET', 'energy/card', { token, query: key }))).toBe(1404);
      expect(code(await t.call('PUT', 'energy/card/status', { token, body: { ...key, status: 0 } }))).toBe(1404);
      expect(code(await t.call('GET', 'energy/card/runtime', { token, query: key }))).toBe(1404);
      expect(code(await t.call('GET', 'energy/card/acl/list', { token, query: key }))).toBe(1404);
    }
    expect(ok(await t.call('GET', 'energy/card', { token: group, query: { kind: 1, card_no: baoan.card_no } }))).toMatchObject({ merchant: 100202, merchant_name: '宝安充电站' });
    // Keywords: a number's beginning, a mobile or a name exactly.
    expect((await cardsOf(merchant, 1, { keywords: '88002010001' })).length).toBe(3);
    expect((await cardsOf(merchant, 1, { keywords: '13900200100' })).map((c) => c.card_no)).toEqual(['880020100001']);
    expect((await cardsOf(merchant, 1, { status: 2 })).every((c) => c.status === 2)).toBe(true);
  });

  it('checks permissions: staff list only, other products none, the merchant creates only for itself', async () => {
    expect((await cardsOf(merchantStaff, 1)).length).toBeGreaterThan(0);
    expect(code(await t.call('POST', 'energy/card', { token: merchantStaff, body: physical() }))).toBe(1403);
    expect(code(await t.call('PUT', 'energy/card/status', { token: merchantStaff, body: { kind: 1, card_no: '880020100001', status: 0 } }))).toBe(1403);
    expect(code(await t.call('GET', 'energy/card/list', { token: parkingMerchant, query: { kind: 1 } }))).toBe(1403);
    expect(code(await t.call('POST', 'energy/card', { token: merchant, body: physical({ merchant: 100202 }) }))).toBe(1403);
    // The partner names its customer; a merchant outside its scope is not found; without a merchant it is asked for one.
    expect(code(await t.call('POST', 'energy/card', { token: partner, body: physical() }))).toBe(1400);
    expect(code(await t.call('POST', 'energy/card', { token: partner, body: physical({ merchant: 100202 }) }))).toBe(1404);
    const made = ok(await t.call('POST', 'energy/card', { token: partner, body: physical({ merchant: 100201 }) }));
    expect((await cardsOf(merchant, 1)).some((c) => c.card_no === made.card_no)).toBe(true);
    const byGroup = ok(await t.call('POST', 'energy/card', { token: group, body: { kind: 3, merchant: 100202, holder_name: '集团用户', holder_mobile: '13700137000' } }));
    expect(byGroup.card_no).toMatch(/^VC\d{8,}$/);
    expect((await cardsOf(merchant, 3)).some((c) => c.card_no === byGroup.card_no)).toBe(false);
  });

  it('validates each kind: VIN alphabet, physical and logical numbers, unique numbers per kind, virtual numbers assigned', async () => {
    const vin = { kind: 2, card_no: 'lsvau2180n2183201', holder_name: '车主甲', holder_mobile: '13600136000', plate: '粤b 88888' };
    const created = ok(await t.call('POST', 'energy/card', { token: merchant, body: vin }));
    expect(created).toEqual({ kind: 2, card_no: 'LSVAU2180N2183201' });
    expect(ok(await t.call('GET', 'energy/card', { token: merchant, query: { kind: 2, card_no: 'LSVAU2180N2183201' } }))).toMatchObject({ plate: '粤B88888', logical_no: '' });
    expect((await t.call('POST', 'energy/card', { token: merchant, body: vin })).body).toMatchObject({ code: 1400, message: '该VIN已登记' });
    for (const bad of ['LSVAU2180N218320I', 'LSVAO2180N2183201', 'QSVAU2180N2183201', 'LSVAU2180N218320', 'LSVAU2180N21832011']) {
      expect(code(await t.call('POST', 'energy/card', { token: merchant, body: { ...vin, card_no: bad } })), bad).toBe(1400);
    }
    // Physical: digits, a hexadecimal logical number; both unique (also across merchants).
    const card = physical();
    ok(await t.call('POST', 'energy/card', { token: merchant, body: card }));
    expect((await t.call('POST', 'energy/card', { token: merchant, body: { ...card, logical_no: 'ABCDEF01' } })).body).toMatchObject({ code: 1400, message: '该实体卡号或逻辑卡号已登记' });
    expect(code(await t.call('POST', 'energy/card', { token: group, body: physical({ merchant: 100202, logical_no: card.logical_no }) }))).toBe(1400);
    expect(code(await t.call('POST', 'energy/card', { token: merchant, body: physical({ card_no: '12AB5678' }) }))).toBe(1400);
    expect(code(await t.call('POST', 'energy/card', { token: merchant, body: physical({ logical_no: undefined }) }))).toBe(1400);
    expect(code(await t.call('POST', 'energy/card', { token: merchant, body: physical({ logical_no: 'XYZ12345' }) }))).toBe(1400);
    expect(code(await t.call('POST', 'energy/card', { token: merchant, body: physical({ holder_mobile: '12345' }) }))).toBe(1400);
    // The same digits as a VIN-less number of another kind do not collide; a virtual card takes no number.
    expect(code(await t.call('POST', 'energy/card', { token: merchant, body: { kind: 3, card_no: 'VC12345678', holder_name: '虚拟', holder_mobile: '13600136001' } }))).toBe(1400);
    const v1 = ok(await t.call('POST', 'energy/card', { token: merchant, body: { kind: 3, holder_name: '虚拟用户', holder_mobile: '13600136001' } }));
    const v2 = ok(await t.call('POST', 'energy/card', { token: merchant, body: { kind: 3, holder_name: '虚拟用户', holder_mobile: '13600136001' } }));
    expect(v1.card_no).not.toBe(v2.card_no);
    // Editing changes the holder only; audited.
    ok(await t.call('PUT', 'energy/card', { token: merchant, body: { kind: 2, card_no: created.card_no, holder_name: '车主乙', holder_mobile: '13600136009', plate: '粤B66666' } }));
    expect(ok(await t.call('GET', 'energy/card', { token: merchant, query: { kind: 2, card_no: created.card_no } }))).toMatchObject({ holder_name: '车主乙', plate: '粤B66666' });
    expect((await auditOf('energy_vin', created.card_no)).map((a) => a.action)).toEqual(['新建充电卡、VIN、虚拟卡', '编辑卡的持卡人信息']);
  });

  it('moves states by the transition table: 启用 ⇄ 停用, either → 挂失, 挂失 → 启用', async () => {
    const { card_no } = ok(await t.call('POST', 'energy/card', { token: merchant, body: physical() }));
    const status = (s: number, token = merchant) => t.call('PUT', 'energy/card/status', { token, body: { kind: 1, card_no, status: s } });
    expect((await status(1)).body).toMatchObject({ code: 1409, message: '实体卡当前为「启用」，不能变更为「启用」' });
    expect(ok(await status(0))).toEqual({ kind: 1, card_no, status: 0 });
    ok(await status(2));
    expect(code(await status(0))).toBe(1409);
    ok(await status(1, partner));
    ok(await status(2, group));
    expect(ok(await t.call('GET', 'energy/card', { token: merchant, query: { kind: 1, card_no } })).status).toBe(2);
    expect((await auditOf('energy_card', card_no)).length).toBe(5);
  });

  it('keeps runtime limits per card and restricts it to stations of its owner only', async () => {
    const { card_no } = ok(await t.call('POST', 'energy/card', { token: merchant, body: physical() }));
    const key = { kind: 1, card_no };
    expect(ok(await t.call('GET', 'energy/card/runtime', { token: merchant, query: key }))).toEqual({ daily_max_amount: null, max_power: null, start_time: null, end_time: null });
    const limits = { daily_max_amount: 30_000, max_power: 7_000, start_time: '08:00', end_time: '22:00' };
    expect(ok(await t.call('POST', 'energy/card/runtime', { token: merchant, body: { ...key, ...limits } }))).toEqual(limits);
    expect(ok(await t.call('GET', 'energy/card/runtime', { token: merchantStaff, query: key }))).toEqual(limits);
    expect(code(await t.call('POST', 'energy/card/runtime', { token: merchant, body: { ...key, ...limits, start_time: '22:00', end_time: '08:00' } }))).toBe(1400);
    expect(code(await t.call('POST', 'energy/card/runtime', { token: merchant, body: { ...key, ...limits, end_time: null } }))).toBe(1400);
    expect(code(await t.call('POST', 'energy/card/runtime', { token: merchant, body: { ...key, ...limits, daily_max_amount: 0 } }))).toBe(1400);
    // Clearing every limit as the console sends it: its request layer drops the null values, so nothing but the key.
    const none = { daily_max_amount: null, max_power: null, start_time: null, end_time: null };
    expect(ok(await t.call('POST', 'energy/card/runtime', { token: merchant, body: key }))).toEqual(none);
    expect(ok(await t.call('GET', 'energy/card/runtime', { token: merchant, query: key }))).toEqual(none);
    ok(await t.call('POST', 'energy/card/runtime', { token: merchant, body: { ...key, ...limits } }));

    const own = await stationsOf(merchant);
    const baoan = (await stationsOf(group)).find((s) => s.merchant === 100202)!;
    expect(ok(await t.call('GET', 'energy/card/acl/list', { token: merchant, query: key }))).toEqual([]);
    ok(await t.call('POST', 'energy/card/acl', { token: merchant, body: { ...key, station_code: own[0]!.station_code } }));
    expect(code(await t.call('POST', 'energy/card/acl', { token: merchant, body: { ...key, station_code: own[0]!.station_code } }))).toBe(1400);
    // Another merchant's station: not found even to the group that reaches both.
    expect(code(await t.call('POST', 'energy/card/acl', { token: merchant, body: { ...key, station_code: baoan.station_code } }))).toBe(1404);
    expect(code(await t.call('POST', 'energy/card/acl', { token: group, body: { ...key, station_code: baoan.station_code } }))).toBe(1404);
    ok(await t.call('POST', 'energy/card/acl', { token: partner, body: { ...key, station_code: own[1]!.station_code } }));
    const acl = ok(await t.call('GET', 'energy/card/acl/list', { token: merchant, query: key }));
    expect(acl.map((a: { station_code: string }) => a.station_code)).toEqual([own[0]!.station_code, own[1]!.station_code]);
    expect((await cardsOf(merchant, 1, { keywords: card_no }))[0]!.acl_count).toBe(2);
    ok(await t.call('DELETE', 'energy/card/acl', { token: merchant, query: { ...key, station_code: own[0]!.station_code } }));
    expect(code(await t.call('DELETE', 'energy/card/acl', { token: merchant, query: { ...key, station_code: own[0]!.station_code } }))).toBe(1404);
    expect(code(await t.call('DELETE', 'energy/card/acl', { token: merchantStaff, query: { ...key, station_code: own[1]!.station_code } }))).toBe(1403);
    expect(ok(await t.call('GET', 'energy/card/acl/list', { token: merchant, query: key })).length).toBe(1);
  });
});
