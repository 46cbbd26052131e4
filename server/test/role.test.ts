import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manager, managerRole } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let owner: string; // parking-merchant's superuser
let energy: string; // another merchant's superuser
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('parking-merchant');
  energy = await t.login('energy-merchant');
});
afterAll(async () => {
  await t?.close();
});

const createRole = async (token: string, body: object) => (await t.call('POST', 'merchant/role', { token, body })).body;
const roleIdByName = async (token: string, name: string) => {
  const list = await t.call('GET', 'merchant/role/list', { token, query: { name } });
  return list.body.payload.row.find((r: { name: string }) => r.name === name).id as number;
};
/** Gives a demo account a role (accounts are another module's; the test writes the row and drops the cache). */
const assign = async (account: string, role: number) => {
  await t.db.tenant('all', async (tx) => {
    const [m] = await tx.select({ id: manager.id, merchant: manager.merchant }).from(manager).where(eq(manager.account, account));
    await tx.insert(managerRole).values({ merchant: m!.merchant, manager: m!.id, role });
    await t.sessions.refreshManagers(tx, [m!.id]);
  });
};
const logOf = async (token: string, query: Record<string, unknown>) => (await t.call('GET', 'merchant/logging/list', { token, query })).body.payload.row;

describe('the permission tree of the role editor', () => {
  it('offers only the enabled permissions of the products the merchant owns, by product and area', async () => {
    const reply = await t.call('GET', 'merchant/permission/branch', { token: owner });
    expect(reply.body.code).toBe(1001);
    const tree = reply.body.payload.row as { product: string; product_label: string; children: { area: string; area_label: string; children: { code: string; label: string; grantable: boolean }[] }[] }[];
    expect(tree[0]).toMatchObject({ product: '', product_label: '通用' });
    const productsOffered = tree.map((b) => b.product);
    expect(productsOffered).toEqual(expect.arrayContaining(['parking:merchant:platform', 'invoice:merchant:platform', 'parking:mcoupon:platform']));
    expect(productsOffered).not.toContain('energy:merchant:platform');
    expect(productsOffered).not.toContain('ALL');
    const parking = tree.find((b) => b.product === 'parking:merchant:platform')!;
    expect(parking.children.find((a) => a.area === 'parking')).toMatchObject({ area_label: '停车场' });
    expect(parking.children.find((a) => a.area === 'parking')!.children).toEqual(
      expect.arrayContaining([{ code: 'parking:parking:release:list', label: '异常放行', grantable: true }, { code: 'parking:parking:release:audit', label: '审核异常放行（通过、驳回）', grantable: true }]),
    );
    const roleArea = tree[0]!.children.find((a) => a.area === 'role')!;
    expect(roleArea.children.map((p) => p.code)).toEqual(expect.arrayContaining(['merchant:role:list', 'merchant:role:create', 'merchant:role:update']));
  });

  it('is refused to an account without any role permission', async () => {
    const staff = await t.login('parking-merchant-staff');
    const reply = await t.call('GET', 'merchant/permission/branch', { token: staff });
    expect(reply.body.code).toBe(1403);
  });
});

describe('roles', () => {
  it('creates, reads, lists, edits and deletes a role of the caller\'s merchant, each change audited', async () => {
    const created = await createRole(owner, { name: '夜班收费员', description: '夜间岗亭', permissions: ['parking:trade:list', 'universal:message:basic'] });
    expect(created.code).toBe(1001);
    const id = created.payload.id;
    const detail = await t.call('GET', 'merchant/role', { token: owner, query: { id } });
    expect(detail.body.payload).toMatchObject({ id, name: '夜班收费员', description: '夜间岗亭', status: 1, permission_count: 2, manager_count: 0, permissions: ['parking:trade:list', 'universal:message:basic'] });

    const list = await t.call('GET', 'merchant/role/list', { token: owner, query: { name: '夜班' } });
    expect(list.body.payload.row.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await t.call('GET', 'merchant/role/list', { token: owner, query: { name: '夜班', status: 0 } })).body.code).toBe(1002);

    const edited = await t.call('PUT', 'merchant/role', { token: owner, body: { id, name: '夜班收费员（新）', permissions: ['parking:trade:list', 'parking:parking:release:list'] } });
    expect(edited.body.code).toBe(1001);
    expect((await t.call('GET', 'merchant/role', { token: owner, query: { id } })).body.payload).toMatchObject({ name: '夜班收费员（新）', description: '', permissions: ['parking:parking:release:list', 'parking:trade:list'] });

    const removed = await t.call('DELETE', 'merchant/role', { token: owner, query: { id } });
    expect(removed.body).toMatchObject({ code: 1001, payload: { id, detached_managers: 0 } });
    expect((await t.call('GET', 'merchant/role', { token: owner, query: { id } })).body.code).toBe(1404);

    const log = await logOf(owner, { target_type: 'role', keywords: '夜班收费员' });
    const mine = log.filter((e: { target_id: string }) => e.target_id === String(id));
    expect(mine.map((e: { action: string }) => e.action)).toEqual(['删除角色', '编辑角色', '新建角色']);
    expect(mine[1]).toMatchObject({
      call: 'PUT merchant/role',
      before: { name: '夜班收费员', permissions: ['parking:trade:list', 'universal:message:basic'] },
      after: { name: '夜班收费员（新）', permissions: ['parking:parking:release:list', 'parking:trade:list'] },
    });
    expect(mine[0].after).toBeNull();
  });

  it('starts a role from a preset role the merchant may see', async () => {
    const presets = await t.call('GET', 'merchant/preset/role/list', { token: owner });
    const cashier = presets.body.payload.row.find((p: { name: string }) => p.name === '停车场收费员');
    const created = await createRole(owner, { name: '收费员', preset_role: cashier.id });
    expect(created.code).toBe(1001);
    const preset = await t.call('GET', 'merchant/preset/role', { token: owner, query: { id: cashier.id } });
    expect((await t.call('GET', 'merchant/role', { token: owner, query: { id: created.payload.id } })).body.payload.permissions).toEqual(preset.body.payload.permissions);
    // A preset of products the merchant lacks is not found.
    const energyPresets = await t.call('GET', 'merchant/preset/role/list', { token: energy });
    const station = energyPresets.body.payload.row.find((p: { name: string }) => p.name === '充电站运维');
    expect((await createRole(owner, { name: '运维', preset_role: station.id })).code).toBe(1404);
  });

  it('answers bad input with 1400 and a Chinese message', async () => {
    const blank = await createRole(owner, { name: '', permissions: ['universal:message:basic'] });
    expect(blank.code).toBe(1400);
    expect(blank.message).toMatch(/角色名称/);
    const unknown = await createRole(owner, { name: '未知权限', permissions: ['parking:unknown:list'] });
    expect(unknown).toMatchObject({ code: 1400, message: '权限不存在：parking:unknown:list' });
    const malformed = await createRole(owner, { name: '格式', permissions: ['不是权限'] });
    expect(malformed.code).toBe(1400);
    expect(malformed.message).toMatch(/权限/);
    expect((await createRole(owner, { name: '空' })).message).toBe('请选择权限或预设角色');
    await createRole(owner, { name: '重名角色', permissions: ['universal:message:basic'] });
    expect(await createRole(owner, { name: '重名角色', permissions: ['universal:message:basic'] })).toMatchObject({ code: 1400, message: '角色名称「重名角色」已存在' });
    expect((await t.call('GET', 'merchant/role', { token: owner, query: { id: 'x' } })).body.code).toBe(1400);
  });

  it('refuses a permission outside the merchant\'s products (1403, naming it)', async () => {
    const energyPermission = await createRole(owner, { name: '越权一', permissions: ['universal:message:basic', 'energy:alarm:basic'] });
    expect(energyPermission).toMatchObject({ code: 1403, message: '不能授予本商户未开通产品的权限：energy:alarm:basic' });
    const platformPermission = await createRole(owner, { name: '越权二', permissions: ['base:announcement:create'] });
    expect(platformPermission.code).toBe(1403);
    expect(platformPermission.message).toContain('base:announcement:create');
    const id = await roleIdByName(owner, '重名角色');
    const edit = await t.call('PUT', 'merchant/role', { token: owner, body: { id, name: '重名角色', permissions: ['universal:message:basic', 'energy:alarm:basic'] } });
    expect(edit.body.code).toBe(1403);
    expect((await t.call('GET', 'merchant/role', { token: owner, query: { id } })).body.payload.permissions).toEqual(['universal:message:basic']);
    expect(await logOf(owner, { keywords: '越权' })).toEqual([]);
  });

  it('hides another merchant\'s role (1404) and never changes it', async () => {
    const id = await roleIdByName(owner, '重名角色');
    for (const reply of [
      await t.call('GET', 'merchant/role', { token: energy, query: { id } }),
      await t.call('PUT', 'merchant/role', { token: energy, body: { id, name: '被改', permissions: ['universal:message:basic'] } }),
      await t.call('DELETE', 'merchant/role', { token: energy, query: { id } }),
    ]) {
      expect(reply.body.code).toBe(1404);
      expect(JSON.stringify(reply.body)).not.toContain('重名角色');
    }
    expect((await t.call('GET', 'merchant/role/list', { token: energy, query: { name: '重名角色' } })).body.code).toBe(1002);
    // A partner does not manage its customers' roles either.
    const partner = await t.login('parking-partner');
    expect((await t.call('GET', 'merchant/role', { token: partner, query: { id } })).body.code).toBe(1404);
    expect((await t.call('GET', 'merchant/role', { token: owner, query: { id } })).body.payload.name).toBe('重名角色');
  });

  it('refuses a sub-account without the role permissions (1403)', async () => {
    const staff = await t.login('parking-merchant-staff');
    const reply = await t.call('POST', 'merchant/role', { token: staff, body: { name: '自建', permissions: ['universal:message:basic'] } });
    expect(reply.body.code).toBe(1403);
    expect(reply.body.message).toContain('merchant:role:create');
    expect((await t.call('GET', 'merchant/role/list', { token: staff })).body.code).toBe(1403);
  });

  it('lets a sub-account grant only what it holds, and never change a role it holds', async () => {
    const adminRole = await createRole(owner, {
      name: '角色管理员',
      permissions: ['universal:message:basic', 'merchant:role:list', 'merchant:role:create', 'merchant:role:update'],
    });
    await assign('parking-merchant-staff', adminRole.payload.id);
    const staff = await t.login('parking-merchant-staff');

    // It holds parking:parking:release:list (its demo role) but not parking:trade:collate.
    const lacking = await createRole(staff, { name: '交易查询', permissions: ['parking:trade:collate'] });
    expect(lacking).toMatchObject({ code: 1403, message: '不能授予您自己没有的权限：parking:trade:collate' });
    const held = await createRole(staff, { name: '放行审核', permissions: ['parking:parking:release:list'] });
    expect(held.code).toBe(1001);
    // Adding what it lacks to an existing role is refused as well; keeping what the role had is not.
    const grown = await t.call('PUT', 'merchant/role', { token: staff, body: { id: held.payload.id, name: '放行审核', permissions: ['parking:parking:release:list', 'parking:trade:collate'] } });
    expect(grown.body.code).toBe(1403);
    const superRole = await createRole(owner, { name: '交易与放行', permissions: ['parking:trade:collate', 'parking:parking:release:list'] });
    const renamed = await t.call('PUT', 'merchant/role', { token: staff, body: { id: superRole.payload.id, name: '交易与放行（改名）', permissions: ['parking:trade:collate'] } });
    expect(renamed.body.code).toBe(1001);

    // Its own roles: neither the role that lets it manage roles nor its demo role.
    const own = await t.call('PUT', 'merchant/role', { token: staff, body: { id: adminRole.payload.id, name: '角色管理员', permissions: ['universal:message:basic', 'merchant:role:list', 'merchant:role:create', 'merchant:role:update', 'parking:parking:release:list'] } });
    expect(own.body).toMatchObject({ code: 1403, message: '不能修改或删除自己所属的角色' });
    const demoRole = await roleIdByName(owner, '岗亭值班');
    expect((await t.call('PUT', 'merchant/role', { token: staff, body: { id: demoRole, name: '岗亭值班', permissions: ['universal:message:basic', 'parking:parking:release:list', 'parking:trade:list'] } })).body.code).toBe(1403);
    expect((await t.call('DELETE', 'merchant/role', { token: staff, query: { id: adminRole.payload.id } })).body.code).toBe(1403);
    // The superuser, holding neither, may change both.
    expect((await t.call('DELETE', 'merchant/role', { token: owner, query: { id: adminRole.payload.id } })).body.payload.detached_managers).toBe(1);
  });

  it('takes a removed permission away on the holder\'s next call, without a new login', async () => {
    const staff = await t.login('parking-merchant-staff');
    expect((await t.call('GET', 'parking/parking/todo/statistics', { token: staff })).body.code).toBe(1001);
    const id = await roleIdByName(owner, '岗亭值班');
    const edited = await t.call('PUT', 'merchant/role', { token: owner, body: { id, name: '岗亭值班', description: '演示角色：岗亭值班', permissions: ['universal:message:basic'] } });
    expect(edited.body.code).toBe(1001);
    const denied = await t.call('GET', 'parking/parking/todo/statistics', { token: staff });
    expect(denied.body).toMatchObject({ code: 1403, message: '没有操作权限：缺少 parking:parking:release:list' });
    // Its session is still open: other calls work.
    expect((await t.call('GET', 'message/message/list', { token: staff })).body.code).not.toBe(1401);

    // Given back, it works again at once; deleting the role detaches it and takes it away again.
    await t.call('PUT', 'merchant/role', { token: owner, body: { id, name: '岗亭值班', permissions: ['universal:message:basic', 'parking:parking:release:list'] } });
    expect((await t.call('GET', 'parking/parking/todo/statistics', { token: staff })).body.code).toBe(1001);
    const removed = await t.call('DELETE', 'merchant/role', { token: owner, query: { id } });
    expect(removed.body.payload.detached_managers).toBe(1);
    expect((await t.call('GET', 'parking/parking/todo/statistics', { token: staff })).body.code).toBe(1403);
    const [entry] = await logOf(owner, { target_type: 'role', keywords: '岗亭值班' });
    expect(entry).toMatchObject({ action: '删除角色', before: { name: '岗亭值班', permissions: ['parking:parking:release:list', 'universal:message:basic'], managers: [expect.any(Number)] } });
  });
});

describe('preset roles as merchants see them', () => {
  it('lists the enabled presets of owned products; the operator sees all', async () => {
    const names = async (token: string) => (await t.call('GET', 'merchant/preset/role/list', { token })).body.payload.row.map((r: { name: string }) => r.name).sort();
    // 支付对账员 is a payment merchant's (both hold the product); 支付运营专员 the payment partner's.
    expect(await names(owner)).toEqual(['停车场收费员', '停车场财务', '停车场运营', '支付对账员', '客服', '账号管理员'].sort());
    expect(await names(energy)).toEqual(['充电站运维', '支付对账员', '客服', '账号管理员'].sort());
    const admin = await t.login('admin');
    // The operator sees all nine (发票服务专员 is the invoice partner's, 支付运营专员 the payment partner's).
    expect((await names(admin)).length).toBe(9);
    const finance = (await t.call('GET', 'merchant/preset/role/list', { token: owner, query: { name: '财务' } })).body.payload.row[0];
    expect(finance).toMatchObject({ name: '停车场财务', products: ['invoice:merchant:platform', 'parking:merchant:platform'], permission_count: 5 });
    const station = (await t.call('GET', 'merchant/preset/role/list', { token: energy, query: { name: '充电站' } })).body.payload.row[0];
    expect((await t.call('GET', 'merchant/preset/role', { token: owner, query: { id: station.id } })).body.code).toBe(1404);
  });
});
