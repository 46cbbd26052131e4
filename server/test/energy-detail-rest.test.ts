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
  // Copying the seeded database takes a while on a loaded machine.
}, 600_000);
afterAll(async () => {
  await t?.close();
});

type Loss = { id: number; merchant: number; station_code: string; order_no: string; energy_wh: number; loss_ratio: number; loss_wh: number; loss_amount: number; sync_state: number; sync_message: string };
type Policy = { kind: string; threshold: number; action: number; status: number; customised: boolean; operator: string };
type Card = { kind: number; card_no: string; merchant: number; acl_count: number };
const code = (reply: { body: any }) => reply.body.code;
/** A list's rows; an empty list answers 1002 (暂无数据) with no rows. */
const rows = async <R>(token: string, path: string, query: Record<string, unknown> = {}) => {
  const reply = await t.call('GET', path, { token, query: { page_size: 100, ...query } });
  if (reply.body.code === 1002) return [] as R[];
  return ok(reply).row as R[];
};
const stationCode = async (token: string, name: string) =>
  (ok(await t.call('GET', 'energy/station/apply/brief', { token, query: { keywords: name } })) as { station_code: string; name: string }[]).find((s) => s.name === name)!.station_code;
const auditOf = (type: string, id: string) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, type), eq(auditLog.target_id, id))).orderBy(asc(auditLog.id)));

describe('虚拟电损', () => {
  it('reads and saves a station setting (default off), audited; the staff may read but not save', async () => {
    const hh = await stationCode(merchant, '南山后海充电站');
    expect(ok(await t.call('GET', 'energy/quantity/rt', { token: merchant, query: { station_code: hh } }))).toMatchObject({ enabled: false, loss_ratio: 350 });
    const bao = await stationCode(group, '宝安中心充电站');
    expect(ok(await t.call('GET', 'energy/quantity/rt', { token: group, query: { station_code: bao } }))).toMatchObject({ enabled: true, loss_ratio: 250 });
    ok(await t.call('PUT', 'energy/quantity/rt', { token: merchant, body: { station_code: hh, enabled: true, loss_ratio: 420, notes: ' 改造完成 ' } }));
    const saved = ok(await t.call('GET', 'energy/quantity/rt', { token: merchant, query: { station_code: hh } }));
    expect(saved).toMatchObject({ enabled: true, loss_ratio: 420, notes: '改造完成' });
    expect(saved.update_time).not.toBeNull();
    const log = (await auditOf('energy_station', hh)).at(-1)!;
    expect(JSON.stringify(log)).toContain('4.20%');
    const refused = await t.call('PUT', 'energy/quantity/rt', { token: merchantStaff, body: { station_code: hh, enabled: false, loss_ratio: 100 } });
    expect([refused.status, code(refused)]).toEqual([403, 1403]);
    const tooHigh = await t.call('PUT', 'energy/quantity/rt', { token: merchant, body: { station_code: hh, enabled: true, loss_ratio: 2001 } });
    expect(code(tooHigh)).toBe(1400);
  });

  it("scopes the records: the merchant its own, the group both members, the partner its customer; another's station is absent", async () => {
    const own = await rows<Loss>(merchant, 'energy/quantity/list');
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((r) => r.merchant))).toEqual(new Set([100201]));
    expect(new Set((await rows<Loss>(group, 'energy/quantity/list')).map((r) => r.merchant))).toEqual(new Set([100201, 100202]));
    expect(new Set((await rows<Loss>(partner, 'energy/quantity/list')).map((r) => r.merchant))).toEqual(new Set([100201]));
    const bao = await stationCode(group, '宝安中心充电站');
    expect(await rows<Loss>(merchant, 'energy/quantity/list', { station_code: bao })).toEqual([]);
    const denied = await t.call('GET', 'energy/quantity/rt', { token: merchant, query: { station_code: bao } });
    expect(code(denied)).toBe(1404);
    const none = await t.call('GET', 'energy/quantity/list', { token: parkingMerchant, query: {} });
    expect(code(none)).toBe(1403);
    // Each record's loss is the ratio of its energy; the sums agree with the rows.
    for (const r of own) expect(r.loss_wh).toBe(Math.round((r.energy_wh * r.loss_ratio) / 10000));
    const sums = ok(await t.call('GET', 'energy/quantity/latest', { token: merchant, query: { start_date: '2000-01-01', end_date: '2000-03-01' } }));
    expect(sums.count).toBe(0);
    const recent = ok(await t.call('GET', 'energy/quantity/latest', { token: merchant, query: {} }));
    expect(recent.count).toBeGreaterThan(0);
    expect(recent.failed).toBe(own.filter((r) => r.sync_state === 2).length);
    const tooLong = await t.call('GET', 'energy/quantity/latest', { token: merchant, query: { start_date: '2025-01-01', end_date: '2025-12-31' } });
    expect(code(tooLong)).toBe(1400);
  });

  it('synchronises: settled sessions become 已同步, unsettled ones 同步失败 with the reason; synced ones are skipped', async () => {
    const ns = await stationCode(merchant, '南山科技园充电站');
    const open = await rows<Loss>(merchant, 'energy/quantity/list', { station_code: ns, sync_state: 0 });
    expect(open.length).toBeGreaterThan(0);
    const result = ok(await t.call('POST', 'energy/quantity/sync', { token: merchant, body: { station_code: ns } }));
    expect(result.synced + result.failed).toBeGreaterThanOrEqual(open.length);
    expect(await rows<Loss>(merchant, 'energy/quantity/list', { station_code: ns, sync_state: 0 })).toEqual([]);
    const failed = await rows<Loss>(merchant, 'energy/quantity/list', { station_code: ns, sync_state: 2 });
    expect(failed.every((r) => r.sync_message.includes('尚未结算'))).toBe(true);
    const synced = (await rows<Loss>(merchant, 'energy/quantity/list', { station_code: ns, sync_state: 1 }))[0]!;
    expect(ok(await t.call('POST', 'energy/quantity/sync', { token: merchant, body: { ids: [synced.id] } }))).toEqual({ synced: 0, failed: 0, skipped: 1 });
    // Another merchant's record: as if absent.
    const other = (await rows<Loss>(group, 'energy/quantity/list')).find((r) => r.merchant === 100202)!;
    const foreign = await t.call('POST', 'energy/quantity/sync', { token: merchant, body: { ids: [other.id] } });
    expect(code(foreign)).toBe(1400);
    const staff = await t.call('POST', 'energy/quantity/sync', { token: merchantStaff, body: { ids: [synced.id] } });
    expect(code(staff)).toBe(1403);
    const nothing = await t.call('POST', 'energy/quantity/sync', { token: merchant, body: {} });
    expect(code(nothing)).toBe(1400);
  });

  it('records the loss of a session stopped at a station with the loss on', async () => {
    const ns = await stationCode(merchant, '南山科技园充电站');
    const charging = (await rows<{ order_no: string }>(merchant, 'energy/replenish/list', { station_code: ns, state: 1 }))[0];
    expect(charging).toBeDefined();
    const stopped = ok(await t.call('POST', 'energy/replenish/stop', { token: merchant, body: { order_no: charging!.order_no } }));
    const records = await rows<Loss>(merchant, 'energy/quantity/list', { order_no: charging!.order_no });
    if (stopped.energy_wh > 0) {
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({ loss_ratio: 300, loss_wh: Math.round((stopped.energy_wh * 300) / 10000), sync_state: 0 });
    } else {
      expect(records).toEqual([]);
    }
  });
});

describe('设备安全策略', () => {
  it('lists every kind with defaults and saved values; edits within range, enables and disables, audited', async () => {
    const ns = await stationCode(merchant, '南山科技园充电站');
    const list = ok(await t.call('GET', 'energy/device/policy/list', { token: merchant, query: { station_code: ns } })) as Policy[];
    expect(list.map((p) => p.kind)).toContain('leakage');
    expect(list.find((p) => p.kind === 'over_temperature')).toMatchObject({ threshold: 80, customised: true, operator: '孙强' });
    expect(list.find((p) => p.kind === 'leakage')).toMatchObject({ threshold: 30, customised: false });
    ok(await t.call('PUT', 'energy/device/policy', { token: merchant, body: { station_code: ns, kind: 'leakage', threshold: 25, action: 1 } }));
    ok(await t.call('PUT', 'energy/device/policy/status', { token: merchant, body: { station_code: ns, kind: 'leakage', status: 0 } }));
    const after = (ok(await t.call('GET', 'energy/device/policy/list', { token: merchant, query: { station_code: ns } })) as Policy[]).find((p) => p.kind === 'leakage')!;
    expect(after).toMatchObject({ threshold: 25, action: 1, status: 0, customised: true });
    const twice = await t.call('PUT', 'energy/device/policy/status', { token: merchant, body: { station_code: ns, kind: 'leakage', status: 0 } });
    expect(code(twice)).toBe(1409);
    const outside = await t.call('PUT', 'energy/device/policy', { token: merchant, body: { station_code: ns, kind: 'leakage', threshold: 500, action: 2 } });
    expect(code(outside)).toBe(1400);
    expect(outside.body.message).toContain('6–100 mA');
    expect(JSON.stringify((await auditOf('energy_station', ns)).at(-1))).toContain('漏电保护');
    // The group changes its member's; the merchant does not see another's station.
    const bao = await stationCode(group, '宝安中心充电站');
    ok(await t.call('PUT', 'energy/device/policy', { token: group, body: { station_code: bao, kind: 'bms_timeout', threshold: 15, action: 2 } }));
    expect(code(await t.call('GET', 'energy/device/policy/list', { token: merchant, query: { station_code: bao } }))).toBe(1404);
    expect(code(await t.call('PUT', 'energy/device/policy', { token: merchantStaff, body: { station_code: ns, kind: 'leakage', threshold: 30, action: 2 } }))).toBe(1403);
    expect(code(await t.call('GET', 'energy/device/policy/list', { token: admin, query: { station_code: bao } }))).toBe(1001);
  });
});

describe('a station detail’s 卡', () => {
  it('lists the cards usable at the station: no station list, or the station on it; none of another merchant', async () => {
    const ns = await stationCode(merchant, '南山科技园充电站');
    const all = await rows<Card>(merchant, 'energy/card/list', { kind: 1 });
    const atNs = await rows<Card>(merchant, 'energy/card/list', { kind: 1, station_code: ns });
    expect(atNs.length).toBeGreaterThan(0);
    expect(atNs.length).toBeLessThanOrEqual(all.length);
    expect(atNs.every((c) => c.merchant === 100201)).toBe(true);
    // A card limited to other stations is left out.
    const limited = all.filter((c) => c.acl_count > 0);
    for (const c of limited) {
      const acl = ok(await t.call('GET', 'energy/card/acl/list', { token: merchant, query: { kind: 1, card_no: c.card_no } })) as { station_code: string }[];
      expect(atNs.some((x) => x.card_no === c.card_no)).toBe(acl.some((a) => a.station_code === ns));
    }
    const bao = await stationCode(group, '宝安中心充电站');
    expect(await rows<Card>(merchant, 'energy/card/list', { kind: 1, station_code: bao })).toEqual([]);
    expect((await rows<Card>(group, 'energy/card/list', { kind: 1, station_code: bao })).every((c) => c.merchant === 100202)).toBe(true);
  });
});

describe('机构钱包', () => {
  type Auth = { id: number; institution: number; institution_name: string; wallet_no: string; wallet_state: number; balance: number; daily_limit: number; status: number };
  type Wallet = { merchant: number; wallet_no: string; state: number; balance: number };
  it('lists the authorised wallets with their balances; authorises, edits, disables; refuses a wrong number, a stopped wallet and others', async () => {
    const wallets = await rows<Wallet>(admin, 'wallet/merchant/list');
    const own = await rows<Auth>(merchant, 'energy/wallet/auth/list');
    expect(own.map((a) => a.institution).sort()).toEqual([100101, 100102]);
    const futian = own.find((a) => a.institution === 100101)!;
    const futianWallet = wallets.find((w) => w.merchant === 100101)!;
    expect(futian).toMatchObject({ institution_name: '福田中心停车场', wallet_no: futianWallet.wallet_no, balance: futianWallet.balance, daily_limit: 50000, status: 1 });
    expect((await rows<Auth>(merchant, 'energy/wallet/auth/list', { keywords: '100102' })).map((a) => a.institution)).toEqual([100102]);
    expect(code(await t.call('GET', 'energy/wallet/auth/list', { token: merchantStaff, query: {} }))).toBe(1403);
    expect(code(await t.call('GET', 'energy/wallet/auth/list', { token: partner, query: {} }))).toBe(1403);
    // A wrong pairing of merchant and wallet number, a stopped wallet, the merchant's own.
    const baoan = wallets.find((w) => w.merchant === 100202)!;
    const wrong = await t.call('POST', 'energy/wallet/auth', { token: merchant, body: { institution: 100101, wallet_no: baoan.wallet_no, daily_limit: 0 } });
    expect(code(wrong)).toBe(1400);
    expect(wrong.body.message).toContain('没有编号为');
    expect(code(await t.call('POST', 'energy/wallet/auth', { token: merchant, body: { institution: 100202, wallet_no: baoan.wallet_no, daily_limit: 0 } }))).toBe(1409);
    const twice = await t.call('POST', 'energy/wallet/auth', { token: merchant, body: { institution: 100101, wallet_no: futianWallet.wallet_no, daily_limit: 0 } });
    expect(code(twice)).toBe(1400);
    expect(twice.body.message).toContain('已授权');
    ok(await t.call('PUT', 'energy/wallet/auth', { token: merchant, body: { id: futian.id, daily_limit: 80000, notes: '提高限额' } }));
    ok(await t.call('PUT', 'energy/wallet/auth/status', { token: merchant, body: { id: futian.id, status: 0 } }));
    expect(code(await t.call('PUT', 'energy/wallet/auth/status', { token: merchant, body: { id: futian.id, status: 0 } }))).toBe(1409);
    expect((await rows<Auth>(merchant, 'energy/wallet/auth/list')).find((a) => a.id === futian.id)).toMatchObject({ daily_limit: 80000, status: 0 });
    // Another energy merchant cannot touch it.
    const other = await t.call('PUT', 'energy/wallet/auth', { token: group, body: { id: futian.id, daily_limit: 1, notes: '' } });
    expect(code(other)).toBe(1403);
  });
});
