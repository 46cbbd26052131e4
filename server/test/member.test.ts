import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser, auditLog, member } from '../src/db/schema/index.js';
import { createTestApp, ok, type TestApp } from './helpers.js';

// 会员 is the platform operator's: admin does everything, admin-staff (demo seed) only looks; a merchant and a partner
// have no product ALL and are refused whatever their permissions.
let t: TestApp;
let admin: string;
let staff: string;
let merchant: string;
let partner: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  staff = await t.login('admin-staff');
  merchant = await t.login('parking-merchant');
  partner = await t.login('parking-partner');
});
afterAll(async () => {
  await t?.close();
});

const code = (reply: { body: { code: number } }) => reply.body.code;
const auditOf = (type: string, id: number) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, type), eq(auditLog.target_id, String(id)))).orderBy(auditLog.id));

let serial = 0;
const createType = async (overrides: Record<string, unknown> = {}) =>
  ok(await t.call('POST', 'plus/member/type', { token: admin, body: { name: `测试会员${++serial}`, business: 1, description: '测试', ...overrides } })).id as number;
const createPackage = async (memberType: number, overrides: Record<string, unknown> = {}) =>
  ok(await t.call('POST', 'plus/member/type/model', { token: admin, body: { member_type: memberType, name: `套餐${++serial}`, status: 1, ...overrides } })) as { id: number; uuid: string };

describe('users', () => {
  it('lists users with masked mobiles, searches by mobile tail, plate and status; the detail shows the whole number', async () => {
    const list = ok(await t.call('GET', 'user/user/list', { token: staff, query: { page_size: 100 } }));
    expect(list.paging_header.total_count).toBe(24);
    expect(list.row.every((u: { mobile: string }) => /^1[0-9]{2}\*{4}[0-9]{4}$/.test(u.mobile))).toBe(true);
    const [first] = await t.db.tenant('all', (tx) => tx.select().from(appUser).where(eq(appUser.status, 1)).orderBy(asc(appUser.id)).limit(1));
    const byTail = ok(await t.call('GET', 'user/user/list', { token: admin, query: { mobile: first!.mobile.slice(-6) } }));
    expect(byTail.row.map((u: { id: number }) => u.id)).toContain(first!.id);
    const byPlate = ok(await t.call('GET', 'user/user/list', { token: admin, query: { plate: first!.plates[0]!.slice(2).toLowerCase() } }));
    expect(byPlate.row.map((u: { id: number }) => u.id)).toEqual([first!.id]);
    const blocked = ok(await t.call('GET', 'user/user/list', { token: admin, query: { status: 2 } }));
    expect(blocked.row.map((u: { status_name: string }) => u.status_name)).toEqual(['已封禁', '已封禁']);
    const detail = ok(await t.call('GET', 'user/user', { token: admin, query: { id: first!.id } }));
    expect(detail).toMatchObject({ id: first!.id, mobile: first!.mobile, status: 1, block_reason: '', block_time: null });
  });

  it('blocks with a reason and unblocks, once each (1409 again), audited; staff without user:user:update is refused', async () => {
    const [user] = await t.db.tenant('all', (tx) => tx.select().from(appUser).where(eq(appUser.status, 1)).orderBy(asc(appUser.id)).offset(3).limit(1));
    const id = user!.id;
    expect(code(await t.call('POST', 'user/user/block', { token: staff, body: { id, reason: '测试封禁' } }))).toBe(1403);
    expect(code(await t.call('POST', 'user/user/block', { token: admin, body: { id, reason: '' } }))).not.toBe(1001);
    ok(await t.call('POST', 'user/user/block', { token: admin, body: { id, reason: '恶意刷券' } }));
    let detail = ok(await t.call('GET', 'user/user', { token: admin, query: { id } }));
    expect(detail).toMatchObject({ status: 2, status_name: '已封禁', block_reason: '恶意刷券' });
    expect(detail.block_time).not.toBeNull();
    expect(code(await t.call('POST', 'user/user/block', { token: admin, body: { id, reason: '恶意刷券' } }))).toBe(1409);
    ok(await t.call('POST', 'user/user/unblock', { token: admin, body: { id, reason: '核实后解除' } }));
    detail = ok(await t.call('GET', 'user/user', { token: admin, query: { id } }));
    expect(detail).toMatchObject({ status: 1, block_reason: '', block_time: null });
    expect(code(await t.call('POST', 'user/user/unblock', { token: admin, body: { id, reason: '再次解封' } }))).toBe(1409);
    const log = await auditOf('app_user', id);
    expect(log.map((l) => (l.after as { status: string; reason: string }))).toEqual([{ status: '已封禁', reason: '恶意刷券' }, { status: '正常', reason: '核实后解除' }]);
  });

  it('refuses merchants and partners (no product ALL: 1405) and answers 1404 for an unknown user', async () => {
    for (const token of [merchant, partner]) {
      expect(code(await t.call('GET', 'user/user/list', { token }))).toBe(1405);
      expect(code(await t.call('GET', 'plus/member/list', { token }))).toBe(1405);
      expect(code(await t.call('GET', 'plus/member/type/list', { token }))).toBe(1405);
    }
    expect(code(await t.call('GET', 'user/user', { token: admin, query: { id: 999999 } }))).toBe(1404);
  });
});

describe('members', () => {
  it('lists members in every state, filters by state, type and keywords; a member is 已过期 once its end time passed', async () => {
    const all = ok(await t.call('GET', 'plus/member/list', { token: staff, query: { page_size: 100 } }));
    expect(all.paging_header.total_count).toBe(30);
    const states = new Set(all.row.map((m: { state_name: string }) => m.state_name));
    expect([...states].sort()).toEqual(['已停用', '已过期', '生效中'].sort());
    for (const state of [1, 2, 3]) {
      const rows = ok(await t.call('GET', 'plus/member/list', { token: admin, query: { state, page_size: 100 } })).row;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((m: { state: number }) => m.state === state)).toBe(true);
    }
    const one = all.row[0];
    expect(ok(await t.call('GET', 'plus/member/list', { token: admin, query: { keywords: one.member_no } })).row.map((m: { id: number }) => m.id)).toEqual([one.id]);
    const ofType = ok(await t.call('GET', 'plus/member/list', { token: admin, query: { member_type: one.member_type, page_size: 100 } })).row;
    expect(ofType.every((m: { type_name: string }) => m.type_name === one.type_name)).toBe(true);
    const detail = ok(await t.call('GET', 'plus/member', { token: admin, query: { id: one.id } }));
    expect(detail).toMatchObject({ id: one.id, member_no: one.member_no, package_uuid: one.package_uuid });
    // Moving the end into the past makes it 已过期 without any write of the state.
    await t.db.tenant('all', (tx) => tx.update(member).set({ end_time: new Date(Date.now() - 60_000), status: 1 }).where(eq(member.id, one.id)));
    expect(ok(await t.call('GET', 'plus/member', { token: admin, query: { id: one.id } }))).toMatchObject({ state: 2, state_name: '已过期' });
  });
});

describe('member types and packages', () => {
  it('creates a type and a package with every section, edits them and reads the package by uuid', async () => {
    const type = await createType({ name: '测试停车卡', business: 1 });
    expect(code(await t.call('POST', 'plus/member/type', { token: admin, body: { name: '测试停车卡', business: 2 } }))).toBe(1400);
    ok(await t.call('PUT', 'plus/member/type', { token: admin, body: { id: type, name: '测试停车卡 Plus', business: 3, description: '通用' } }));
    const pkg = await createPackage(type, { name: '标准版', description: '九折停车' });
    const uuid = pkg.uuid;
    const price = ok(await t.call('POST', 'plus/member/type/batch', { token: admin, body: { uuid, period: 1, amount: 2900, original_amount: 3900 } })).id;
    ok(await t.call('POST', 'plus/member/type/batch', { token: admin, body: { uuid, period: 12, amount: 29900 } }));
    // One price per period; the original price is not below the price.
    expect(code(await t.call('POST', 'plus/member/type/batch', { token: admin, body: { uuid, period: 1, amount: 1900 } }))).toBe(1400);
    expect(code(await t.call('PUT', 'plus/member/type/batch', { token: admin, body: { id: price, period: 1, amount: 2900, original_amount: 100 } }))).toBe(1400);
    expect(code(await t.call('POST', 'plus/member/type/batch', { token: admin, body: { uuid, period: 2, amount: 1900 } }))).toBe(1400);
    ok(await t.call('PUT', 'plus/member/type/batch', { token: admin, body: { id: price, period: 1, amount: 2500, original_amount: 3900 } }));
    ok(await t.call('POST', 'plus/member/type/privilege', { token: admin, body: { uuid, name: '停车 9 折', content: '合作车场' } }));
    const rights = ok(await t.call('POST', 'plus/member/type/rights', { token: admin, body: { uuid, name: '停车券', quantity: 2, unit: '张' } })).id;
    ok(await t.call('PUT', 'plus/member/type/rights', { token: admin, body: { id: rights, name: '停车券', quantity: 3, unit: '张', content: '每月发放' } }));
    const trigger = ok(await t.call('POST', 'plus/member/type/trigger', { token: admin, body: { uuid, event: 3, name: '发送续费提醒' } })).id;
    // A section's call does not reach another section's row.
    expect(code(await t.call('DELETE', 'plus/member/type/rights', { token: admin, query: { id: trigger } }))).toBe(1404);
    ok(await t.call('DELETE', 'plus/member/type/trigger', { token: admin, query: { id: trigger } }));

    const detail = ok(await t.call('GET', 'plus/member/type/model', { token: staff, query: { uuid } }));
    expect(detail).toMatchObject({ uuid, name: '标准版', type_name: '测试停车卡 Plus', lowest_amount: 2500, member_count: 0 });
    expect(detail.prices.map((p: { period: number; amount: number }) => [p.period, p.amount])).toEqual([[1, 2500], [12, 29900]]);
    expect(detail.privileges.map((p: { name: string }) => p.name)).toEqual(['停车 9 折']);
    expect(detail.rights[0]).toMatchObject({ name: '停车券', quantity: 3, unit: '张', content: '每月发放' });
    expect(detail.events).toEqual([]);
    const typeDetail = ok(await t.call('GET', 'plus/member/type', { token: admin, query: { id: type } }));
    expect(typeDetail).toMatchObject({ name: '测试停车卡 Plus', business_name: '通用', package_count: 1, status_name: '启用' });
    expect(typeDetail.packages.map((p: { uuid: string }) => p.uuid)).toEqual([uuid]);
    ok(await t.call('PUT', 'plus/member/type/model', { token: admin, body: { uuid, name: '标准版二代', status: 2 } }));
    expect(ok(await t.call('GET', 'plus/member/type/model', { token: admin, query: { uuid } }))).toMatchObject({ name: '标准版二代', status_name: '停用' });
    expect((await auditOf('member_package', pkg.id)).length).toBeGreaterThanOrEqual(8);
  });

  it('enables and disables once each; deletes only a disabled type with no members, and never a package with members', async () => {
    const type = await createType();
    expect(code(await t.call('DELETE', 'plus/member/type', { token: admin, query: { id: type } }))).toBe(1409);
    expect(code(await t.call('PUT', 'plus/member/type/enable', { token: admin, body: { id: type } }))).toBe(1409);
    ok(await t.call('PUT', 'plus/member/type/disable', { token: admin, body: { id: type } }));
    const pkg = await createPackage(type);
    ok(await t.call('DELETE', 'plus/member/type', { token: admin, query: { id: type } }));
    expect(code(await t.call('GET', 'plus/member/type/model', { token: admin, query: { uuid: pkg.uuid } }))).toBe(1404);

    const seeded = ok(await t.call('GET', 'plus/member/list', { token: admin, query: { page_size: 1 } })).row[0];
    expect(code(await t.call('DELETE', 'plus/member/type/model', { token: admin, query: { uuid: seeded.package_uuid } }))).toBe(1409);
    ok(await t.call('PUT', 'plus/member/type/disable', { token: admin, body: { id: seeded.member_type } }));
    expect(code(await t.call('DELETE', 'plus/member/type', { token: admin, query: { id: seeded.member_type } }))).toBe(1409);
    ok(await t.call('PUT', 'plus/member/type/enable', { token: admin, body: { id: seeded.member_type } }));
  });

  it('lets the staff look but not change, and filters types by status', async () => {
    expect(code(await t.call('POST', 'plus/member/type', { token: staff, body: { name: '员工新建', business: 1 } }))).toBe(1403);
    const disabled = ok(await t.call('GET', 'plus/member/type/list', { token: staff, query: { status: 2 } })).row;
    expect(disabled.map((r: { name: string }) => r.name)).toContain('畅行联名卡');
    expect(disabled.every((r: { status: number }) => r.status === 2)).toBe(true);
  });
});
