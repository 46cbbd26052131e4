import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, member, memberCode, memberRenewal, memberRightsGrant } from '../src/db/schema/index.js';
import { createTestApp, ok, type TestApp } from './helpers.js';

// 会员续费, 会员权益, 会员兑换码, 会员库存 and 会员统计: the platform operator's (product ALL). admin does everything,
// admin-staff (the three list codes) only looks; merchants and partners are refused (1405).
let t: TestApp;
let admin: string;
let staff: string;
let merchant: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  staff = await t.login('admin-staff');
  merchant = await t.login('parking-merchant');
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const code = (reply: { body: { code: number } }) => reply.body.code;
const auditOf = (type: string, id: number | string) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, type), eq(auditLog.target_id, String(id)))).orderBy(auditLog.id));
const inventories = async () => ok(await t.call('GET', 'plus/member/type/inventory/list', { token: admin, query: { page_size: 100 } })).row as {
  id: number | null; package_uuid: string; package_name: string; stock: number | null; sold: number; reserved: number; available: number | null; status: number; low: boolean; periods: number[];
}[];

describe('renewals and statistics', () => {
  it('lists the renewals newest first, filters by member number, and the statistics add up to the lists', async () => {
    const list = ok(await t.call('GET', 'plus/member/renewal/list', { token: staff, query: { page_size: 100 } }));
    const rows = await t.db.tenant('all', (tx) => tx.select().from(memberRenewal));
    expect(list.paging_header.total_count).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(3);
    const times = list.row.map((r: { pay_time: string }) => r.pay_time);
    expect([...times].sort().reverse()).toEqual(times);
    expect(list.row[0].mobile).toMatch(/^1[0-9]{2}\*{4}[0-9]{4}$/);
    const one = list.row[0];
    const byNo = ok(await t.call('GET', 'plus/member/renewal/list', { token: admin, query: { keywords: one.member_no } }));
    expect(byNo.row.every((r: { member_no: string }) => r.member_no === one.member_no)).toBe(true);
    expect(code(await t.call('GET', 'plus/member/renewal/list', { token: admin, query: { start_date: '2026-02-01', end_date: '2026-01-01' } }))).toBe(1400);

  });

  it('the statistics add up to the lists', async () => {
    const rows = await t.db.tenant('all', (tx) => tx.select().from(memberRenewal));
    const stats = ok(await t.call('GET', 'plus/member/analysis/statistics', { token: staff, query: {} }));
    expect(stats.points).toHaveLength(30);
    const sum = (k: string) => stats.points.reduce((s: number, p: Record<string, number>) => s + p[k]!, 0);
    for (const k of ['new_users', 'new_members', 'open_amount', 'renewals', 'renewal_amount']) expect(sum(k)).toBe(stats.totals[k]);
    expect(stats.now).toMatchObject({ users: 24, blocked_users: 2, members: 30 });
    const recent = rows.filter((r) => r.pay_time.getTime() >= new Date(`${stats.start_date}T00:00:00+08:00`).getTime());
    expect(stats.totals.renewals).toBe(recent.length);
    expect(stats.totals.renewal_amount).toBe(recent.reduce((s, r) => s + r.amount, 0));
    const typesTotal = stats.types.reduce((s: number, x: { amount: number }) => s + x.amount, 0);
    expect(typesTotal).toBe(stats.totals.open_amount + stats.totals.renewal_amount);
    expect(code(await t.call('GET', 'plus/member/analysis/statistics', { token: admin, query: { start_date: '2024-01-01', end_date: '2026-01-01' } }))).toBe(1400);
  });

  it('refuses merchants (1405)', async () => {
    for (const path of ['plus/member/renewal/list', 'plus/member/rights/list', 'plus/member/code/list', 'plus/member/type/inventory/list', 'plus/member/analysis/statistics']) {
      expect(code(await t.call('GET', path, { token: merchant }))).toBe(1405);
    }
  });
});

describe('rights', () => {
  it('redeems within what is left, once the period is on; audited; staff 1403; used up and unknown refused', async () => {
    const list = ok(await t.call('GET', 'plus/member/rights/list', { token: staff, query: { state: 1, page_size: 100 } }));
    expect(list.row.length).toBeGreaterThan(0);
    const g = list.row.find((r: { remaining: number }) => r.remaining >= 2)!;
    expect(code(await t.call('POST', 'plus/member/rights/redeem', { token: staff, body: { id: g.id, quantity: 1, remark: '停车场核销' } }))).toBe(1403);
    const bad = await t.call('POST', 'plus/member/rights/redeem', { token: admin, body: { id: g.id, quantity: 0, remark: '' } });
    expect(code(bad)).not.toBe(1001);
    expect(code(await t.call('POST', 'plus/member/rights/redeem', { token: admin, body: { id: g.id, quantity: g.remaining + 1, remark: '超出剩余' } }))).toBe(1409);
    const done = ok(await t.call('POST', 'plus/member/rights/redeem', { token: admin, body: { id: g.id, quantity: 1, remark: '福田停车场核销' } }));
    expect(done).toEqual({ id: g.id, used: g.used + 1, remaining: g.remaining - 1 });
    const [row] = await t.db.tenant('all', (tx) => tx.select().from(memberRightsGrant).where(eq(memberRightsGrant.id, g.id)));
    expect(row!.used).toBe(g.used + 1);
    expect(row!.last_use_time).not.toBeNull();
    const log = await auditOf('member_rights_grant', g.id);
    expect(log.at(-1)!.after).toMatchObject({ used: g.used + 1, remark: '福田停车场核销' });
    const usedUp = ok(await t.call('GET', 'plus/member/rights/list', { token: admin, query: { state: 2, page_size: 1 } })).row[0];
    expect(code(await t.call('POST', 'plus/member/rights/redeem', { token: admin, body: { id: usedUp.id, quantity: 1, remark: '再次核销' } }))).toBe(1409);
    expect(code(await t.call('POST', 'plus/member/rights/redeem', { token: admin, body: { id: 999999, quantity: 1, remark: '不存在' } }))).toBe(1404);
  });
});

describe('codes and inventory', () => {
  it('generates a batch against the stock, voids unused codes with a reason, and keeps the inventory in step', async () => {
    let inv = await inventories();
    const charging = inv.find((i) => i.package_name === '快充月卡')!;
    expect(charging).toMatchObject({ status: 1, stock: 25, sold: 10, reserved: 10, available: 5, low: true });
    const standard = inv.find((i) => i.package_name === '标准版')!;
    const body = { package_uuid: charging.package_uuid, period: 1, count: 3, expire_date: '2099-12-31' };
    expect(code(await t.call('POST', 'plus/member/code/batch', { token: staff, body }))).toBe(1403);
    // 1400: a period the package has no price for, a past last day; 1409: more than the stock left.
    expect(code(await t.call('POST', 'plus/member/code/batch', { token: admin, body: { ...body, period: 12 } }))).toBe(1400);
    expect(code(await t.call('POST', 'plus/member/code/batch', { token: admin, body: { ...body, expire_date: '2020-01-01' } }))).toBe(1400);
    expect(code(await t.call('POST', 'plus/member/code/batch', { token: admin, body: { ...body, count: 6 } }))).toBe(1409);
    const made = ok(await t.call('POST', 'plus/member/code/batch', { token: admin, body }));
    expect(made.count).toBe(3);
    const batch = ok(await t.call('GET', 'plus/member/code/list', { token: staff, query: { batch_no: made.batch_no } }));
    expect(batch.row).toHaveLength(3);
    expect(batch.row.every((c: { code: string; state_name: string }) => /^[A-HJ-NP-Z2-9]{12}$/.test(c.code) && c.state_name === '未使用')).toBe(true);
    expect((await auditOf('member_code_batch', made.batch_no))).toHaveLength(1);
    inv = await inventories();
    expect(inv.find((i) => i.package_name === '快充月卡')).toMatchObject({ reserved: 13, available: 2 });

    // Void: reason required, only unused codes (1409 for a used one), one audit entry per code; the stock is freed.
    const ids = batch.row.map((c: { id: number }) => c.id);
    expect(code(await t.call('POST', 'plus/member/code/void', { token: admin, body: { ids, reason: '' } }))).not.toBe(1001);
    const [used] = await t.db.tenant('all', (tx) => tx.select().from(memberCode).where(eq(memberCode.status, 2)).limit(1));
    expect(code(await t.call('POST', 'plus/member/code/void', { token: admin, body: { ids: [ids[0], used!.id], reason: '批次作废' } }))).toBe(1409);
    expect(code(await t.call('POST', 'plus/member/code/void', { token: admin, body: { ids: [999999], reason: '批次作废' } }))).toBe(1404);
    ok(await t.call('POST', 'plus/member/code/void', { token: admin, body: { ids, reason: '批次作废' } }));
    const voided = await t.db.tenant('all', (tx) => tx.select().from(memberCode).where(eq(memberCode.batch_no, made.batch_no)));
    expect(voided.every((c) => c.status === 3 && c.void_reason === '批次作废')).toBe(true);
    expect(await auditOf('member_code', ids[0])).toHaveLength(1);
    expect((await inventories()).find((i) => i.package_name === '快充月卡')).toMatchObject({ reserved: 10, available: 5 });
    // The prefix search, dashes ignored.
    const prefix = voided[0]!.code.slice(0, 4) + '-' + voided[0]!.code.slice(4, 6);
    expect(ok(await t.call('GET', 'plus/member/code/list', { token: admin, query: { code: prefix.toLowerCase() } })).row.map((c: { id: number }) => c.id)).toContain(voided[0]!.id);

    // Inventory: not below sold + reserved (1400), set once per package (1400), enable/disable once (1409), audited.
    expect(code(await t.call('PUT', 'plus/member/type/inventory', { token: admin, body: { id: charging.id, stock: 19, warn_threshold: 0 } }))).toBe(1400);
    ok(await t.call('PUT', 'plus/member/type/inventory', { token: admin, body: { id: charging.id, stock: 40, warn_threshold: 5 } }));
    expect((await inventories()).find((i) => i.package_name === '快充月卡')).toMatchObject({ stock: 40, available: 20, low: false });
    expect(code(await t.call('PUT', 'plus/member/type/inventory/enable', { token: admin, body: { id: standard.id } }))).toBe(1409);
    ok(await t.call('PUT', 'plus/member/type/inventory/disable', { token: admin, body: { id: charging.id } }));
    ok(await t.call('POST', 'plus/member/code/batch', { token: admin, body: { ...body, count: 30 } })); // no limit while disabled
    expect(code(await t.call('PUT', 'plus/member/type/inventory/enable', { token: staff, body: { id: charging.id } }))).toBe(1403);
    expect(code(await t.call('POST', 'plus/member/type/inventory', { token: admin, body: { package_uuid: charging.package_uuid, stock: 100, warn_threshold: 0 } }))).toBe(1400);
    const log = await auditOf('member_inventory', charging.id!);
    expect(log.map((l) => l.action)).toHaveLength(2);
    expect(code(await t.call('PUT', 'plus/member/type/inventory', { token: admin, body: { id: 999999, stock: 1, warn_threshold: 0 } }))).toBe(1404);
  });

  it('sets the stock of a package without one, and a package with codes cannot be deleted', async () => {
    const type = ok(await t.call('POST', 'plus/member/type', { token: admin, body: { name: '测试库存会员', business: 1, description: '' } })).id as number;
    const pkg = ok(await t.call('POST', 'plus/member/type/model', { token: admin, body: { member_type: type, name: '测试套餐', status: 1 } })) as { uuid: string };
    const unset = (await inventories()).find((i) => i.package_uuid === pkg.uuid)!;
    expect(unset).toMatchObject({ id: null, status: 0, status_name: '未设置', available: null, periods: [] });
    expect(code(await t.call('POST', 'plus/member/code/batch', { token: admin, body: { package_uuid: pkg.uuid, period: 1, count: 1, expire_date: '2099-01-01' } }))).toBe(1400);
    ok(await t.call('POST', 'plus/member/type/inventory', { token: admin, body: { package_uuid: pkg.uuid, stock: 1, warn_threshold: 0 } }));
    ok(await t.call('POST', 'plus/member/type/batch', { token: admin, body: { uuid: pkg.uuid, period: 1, amount: 990, original_amount: 0 } }));
    expect(code(await t.call('POST', 'plus/member/code/batch', { token: admin, body: { package_uuid: pkg.uuid, period: 1, count: 2, expire_date: '2099-01-01' } }))).toBe(1409);
    ok(await t.call('POST', 'plus/member/code/batch', { token: admin, body: { package_uuid: pkg.uuid, period: 1, count: 1, expire_date: '2099-01-01' } }));
    expect(code(await t.call('DELETE', 'plus/member/type/model', { token: admin, query: { uuid: pkg.uuid } }))).toBe(1409);
    const members = await t.db.tenant('all', (tx) => tx.select({ id: member.id }).from(member).orderBy(asc(member.id)).limit(1));
    expect(members).toHaveLength(1);
  });
});
