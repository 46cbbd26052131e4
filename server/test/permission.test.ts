import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permission, role, rolePermission } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
let adminStaff: string;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  adminStaff = await t.login('admin-staff');
  owner = await t.login('parking-merchant');
});
afterAll(async () => {
  await t?.close();
});

const logOf = async (query: Record<string, unknown>) => (await t.call('GET', 'merchant/logging/list', { token: admin, query })).body.payload.row;
const branchCodes = async (token: string) =>
  ((await t.call('GET', 'merchant/permission/branch', { token })).body.payload.row as { children: { children: { code: string; label: string }[] }[] }[])
    .flatMap((b) => b.children.flatMap((a) => a.children));

describe('the permission catalogue (platform operator)', () => {
  it('lists with filters and answers one permission', async () => {
    const list = await t.call('GET', 'merchant/permission/list', { token: admin, query: { code: 'merchant:role' } });
    expect(list.body.payload.row.map((r: { code: string }) => r.code)).toEqual(['merchant:role:create', 'merchant:role:list', 'merchant:role:update']);
    expect(list.body.payload.row[0]).toMatchObject({ label: '新建角色', product: '', product_label: '通用', status: 1, defined: true, role_count: 0 });
    const parking = await t.call('GET', 'merchant/permission/list', { token: admin, query: { product: 'parking:merchant:platform' } });
    expect(parking.body.payload.row.every((r: { product: string }) => r.product === 'parking:merchant:platform')).toBe(true);
    const universal = await t.call('GET', 'merchant/permission/list', { token: admin, query: { product: 'null', page_size: 100 } });
    expect(universal.body.payload.row.every((r: { product: string }) => r.product === '')).toBe(true);
    const one = await t.call('GET', 'merchant/permission', { token: admin, query: { code: 'parking:parking:release:list' } });
    expect(one.body.payload).toMatchObject({ code: 'parking:parking:release:list', label: '异常放行', product_label: '停车商户平台', role_count: 1 });
    expect((await t.call('GET', 'merchant/permission', { token: admin, query: { code: 'parking:none:list' } })).body.code).toBe(1404);
  });

  it('is the operator\'s: a merchant answers 1405, an operator account without the permission 1403', async () => {
    expect((await t.call('GET', 'merchant/permission/list', { token: owner })).body.code).toBe(1405);
    expect((await t.call('PUT', 'merchant/permission/disable', { token: owner, body: { code: 'parking:trade:list' } })).body.code).toBe(1405);
    const denied = await t.call('GET', 'merchant/permission/list', { token: adminStaff });
    expect(denied.body).toMatchObject({ code: 1403, message: '没有操作权限：缺少 merchant:permission:list' });
    expect((await t.call('PUT', 'merchant/permission', { token: adminStaff, body: { code: 'parking:trade:list', label: '改' } })).body.code).toBe(1403);
  });

  it('edits the label (kept across restarts), not the code; the role editor shows it', async () => {
    const edited = await t.call('PUT', 'merchant/permission', { token: admin, body: { code: 'parking:trade:list', label: '停车交易记录' } });
    expect(edited.body.code).toBe(1001);
    expect((await branchCodes(owner)).find((p) => p.code === 'parking:trade:list')!.label).toBe('停车交易记录');
    const { bootstrap } = await import('../src/seed/bootstrap.js');
    await bootstrap(t.db);
    expect((await t.call('GET', 'merchant/permission', { token: admin, query: { code: 'parking:trade:list' } })).body.payload.label).toBe('停车交易记录');
    expect((await t.call('PUT', 'merchant/permission', { token: admin, body: { code: 'parking:trade:list', label: '' } })).body.code).toBe(1400);
    const [entry] = await logOf({ target_type: 'permission' });
    expect(entry).toMatchObject({ action: '编辑权限名称', target_id: 'parking:trade:list', before: { label: '停车交易' }, after: { label: '停车交易记录' } });
  });

  it('registers only codes the program defines and lacks; deletes only leftovers the program no longer defines', async () => {
    const undefinedCode = await t.call('POST', 'merchant/permission', { token: admin, body: { code: 'parking:gate:list', label: '道闸' } });
    expect(undefinedCode.body).toMatchObject({ code: 1400, message: '权限编码 parking:gate:list 未在程序中定义，不能登记' });
    const existing = await t.call('POST', 'merchant/permission', { token: admin, body: { code: 'parking:trade:list' } });
    expect(existing.body).toMatchObject({ code: 1400, message: '权限 parking:trade:list 已存在' });
    expect((await t.call('POST', 'merchant/permission', { token: admin, body: { code: 'Bad Code' } })).body.code).toBe(1400);
    const defined = await t.call('DELETE', 'merchant/permission', { token: admin, query: { code: 'parking:trade:list' } });
    expect(defined.body).toMatchObject({ code: 1400, message: '权限 parking:trade:list 由程序定义，不能删除' });

    // A leftover of an older version, still held by a role.
    await t.db.tenant('all', async (tx) => {
      await tx.insert(permission).values({ code: 'parking:legacy:list', label: '旧版功能', product: 'parking:merchant:platform' });
      const [r] = await tx.select({ id: role.id, merchant: role.merchant }).from(role).where(eq(role.merchant, 100101)).limit(1);
      await tx.insert(rolePermission).values({ merchant: r!.merchant, role: r!.id, permission: 'parking:legacy:list' });
    });
    const leftover = await t.call('GET', 'merchant/permission', { token: admin, query: { code: 'parking:legacy:list' } });
    expect(leftover.body.payload).toMatchObject({ defined: false, role_count: 1 });
    expect((await branchCodes(owner)).some((p) => p.code === 'parking:legacy:list')).toBe(false);
    expect((await t.call('DELETE', 'merchant/permission', { token: admin, query: { code: 'parking:legacy:list' } })).body.code).toBe(1001);
    const held = await t.db.tenant('all', (tx) => tx.select().from(rolePermission).where(eq(rolePermission.permission, 'parking:legacy:list')));
    expect(held).toEqual([]);
    const [entry] = await logOf({ target_type: 'permission', keywords: '旧版功能' });
    expect(entry).toMatchObject({ action: '删除权限（仅限程序已不再定义的遗留权限）', before: { role_count: 1 }, after: null });
  });

  it('disables a permission for everyone at their next call (superusers too), and enables it again', async () => {
    const staff = await t.login('parking-merchant-staff');
    const todo = (token: string) => t.call('GET', 'parking/parking/todo/statistics', { token });
    expect((await todo(staff)).body.code).toBe(1001);
    expect((await todo(owner)).body.code).toBe(1001);

    expect((await t.call('PUT', 'merchant/permission/disable', { token: admin, body: { code: 'parking:parking:release:list' } })).body).toMatchObject({ code: 1001, payload: { status: 0 } });
    expect((await todo(staff)).body.code).toBe(1403);
    expect((await todo(owner)).body.code).toBe(1403);
    expect((await branchCodes(owner)).some((p) => p.code === 'parking:parking:release:list')).toBe(false);
    const grant = await t.call('POST', 'merchant/role', { token: owner, body: { name: '放行', permissions: ['parking:parking:release:list'] } });
    expect(grant.body).toMatchObject({ code: 1400, message: '权限已被平台禁用，不能授予：parking:parking:release:list' });

    const again = await t.call('PUT', 'merchant/permission/disable', { token: admin, body: { code: 'parking:parking:release:list' } });
    expect(again.body).toMatchObject({ code: 1409, message: '权限当前为「已禁用」，不能变更为「已禁用」' });
    expect((await t.call('PUT', 'merchant/permission/enable', { token: admin, body: { code: 'parking:parking:release:list' } })).body.code).toBe(1001);
    expect((await todo(staff)).body.code).toBe(1001);
    expect((await t.call('PUT', 'merchant/permission/enable', { token: admin, body: { code: 'parking:parking:release:list' } })).body.code).toBe(1409);

    const lockout = await t.call('PUT', 'merchant/permission/disable', { token: admin, body: { code: 'merchant:permission:update' } });
    expect(lockout.body.code).toBe(1400);
    const log = await logOf({ target_type: 'permission', keywords: '异常放行' });
    expect(log.map((e: { before: unknown; after: unknown }) => [e.before, e.after])).toEqual([
      [{ status: '已禁用' }, { status: '已启用' }],
      [{ status: '已启用' }, { status: '已禁用' }],
    ]);
  });
});

describe('preset roles (platform operator)', () => {
  it('creates, edits and deletes a preset; its products are its permissions\'; merchants see it by them', async () => {
    const created = await t.call('POST', 'merchant/preset/role', {
      token: admin,
      body: { name: '充电站客服', description: '处理告警与消息', permissions: ['universal:message:basic', 'energy:alarm:basic'] },
    });
    expect(created.body.code).toBe(1001);
    const id = created.body.payload.id;
    const detail = await t.call('GET', 'merchant/preset/role', { token: admin, query: { id } });
    expect(detail.body.payload).toMatchObject({ name: '充电站客服', products: ['energy:merchant:platform'], permissions: ['energy:alarm:basic', 'universal:message:basic'], permission_count: 2 });
    expect((await t.call('GET', 'merchant/preset/role', { token: owner, query: { id } })).body.code).toBe(1404);

    const edited = await t.call('PUT', 'merchant/preset/role', { token: admin, body: { id, name: '通用客服', permissions: ['universal:message:basic'] } });
    expect(edited.body.code).toBe(1001);
    expect((await t.call('GET', 'merchant/preset/role', { token: owner, query: { id } })).body.payload).toMatchObject({ name: '通用客服', products: [], description: '' });

    // A role made from it is a copy: deleting the preset leaves the role.
    const copy = await t.call('POST', 'merchant/role', { token: owner, body: { name: '客服副本', preset_role: id } });
    expect(copy.body.code).toBe(1001);
    expect((await t.call('DELETE', 'merchant/preset/role', { token: admin, query: { id } })).body.code).toBe(1001);
    expect((await t.call('GET', 'merchant/preset/role', { token: admin, query: { id } })).body.code).toBe(1404);
    expect((await t.call('GET', 'merchant/role', { token: owner, query: { id: copy.body.payload.id } })).body.payload.permissions).toEqual(['universal:message:basic']);

    const log = await logOf({ target_type: 'preset_role' });
    expect(log.map((e: { action: string }) => e.action)).toEqual(['删除预设角色', '编辑预设角色', '新建预设角色']);
    expect(log[1]).toMatchObject({ before: { name: '充电站客服', products: ['energy:merchant:platform'] }, after: { name: '通用客服', products: [] } });
  });

  it('refuses bad input (1400), merchants (1405) and operator accounts without the permission (1403)', async () => {
    const empty = await t.call('POST', 'merchant/preset/role', { token: admin, body: { name: '空', permissions: [] } });
    expect(empty.body.code).toBe(1400);
    const unknown = await t.call('POST', 'merchant/preset/role', { token: admin, body: { name: '未知', permissions: ['parking:none:list'] } });
    expect(unknown.body).toMatchObject({ code: 1400, message: '权限不存在：parking:none:list' });
    expect((await t.call('POST', 'merchant/preset/role', { token: admin, body: { permissions: ['universal:message:basic'] } })).body.code).toBe(1400);
    expect((await t.call('POST', 'merchant/preset/role', { token: owner, body: { name: '商户自建', permissions: ['universal:message:basic'] } })).body.code).toBe(1405);
    expect((await t.call('POST', 'merchant/preset/role', { token: adminStaff, body: { name: '无权', permissions: ['universal:message:basic'] } })).body.code).toBe(1403);
    expect((await t.call('PUT', 'merchant/preset/role', { token: admin, body: { id: 999999, name: '不存在', permissions: ['universal:message:basic'] } })).body.code).toBe(1404);
  });
});
