import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, managerRole, role, rolePermission } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let merchant: string;
let staff: string;
let other: string;
let dutyRole: number;
let superuserId: number;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('parking-merchant');
  staff = await t.login('parking-merchant-staff');
  other = await t.login('energy-merchant');
  const [duty] = await t.db.tenant('all', (tx) => tx.select({ id: role.id }).from(role).where(and(eq(role.merchant, 100101), eq(role.name, '岗亭值班'))));
  dutyRole = duty!.id;
  superuserId = (await t.call('GET', 'merchant/manager/whoami', { token: merchant })).body.payload.manager_id;
});
afterAll(async () => {
  await t?.close();
});

const create = async (body: Record<string, unknown>, token = merchant) => {
  const reply = await t.call('POST', 'merchant/manager', { token, body: { name: '测试账号', mobile: '13912345678', ...body } });
  expect(reply.body.code, JSON.stringify(reply.body)).toBe(1001);
  return reply.body.payload as { id: number; initial_password?: string };
};

/** A role made directly in the database (the role calls are another module's). */
const makeRole = async (merchantId: number, name: string, permissions: string[]) =>
  t.db.tenant('all', async (tx) => {
    const [row] = await tx.insert(role).values({ merchant: merchantId, name }).returning({ id: role.id });
    await tx.insert(rolePermission).values(permissions.map((permission) => ({ merchant: merchantId, role: row!.id, permission })));
    return row!.id;
  });

const auditOf = (id: number) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, 'manager'), eq(auditLog.target_id, String(id)))).orderBy(auditLog.id));

describe('sub-accounts', () => {
  it('creates a sub-account that logs in with the given password and holds exactly its roles', async () => {
    const { id, initial_password } = await create({ account: 'Duty-Wang', name: '王值班', roles: [dutyRole], password: 'Duty-2026x' });
    expect(initial_password).toBeUndefined();
    const token = await t.login('duty-wang', 'Duty-2026x');
    const me = await t.call('GET', 'merchant/manager/whoami', { token });
    expect(me.body.payload).toMatchObject({ manager_id: id, name: '王值班', identity: 'manager', merchant: 100101 });
    expect(me.body.payload.permission).toEqual([
      'parking:key:customer:list',
      'parking:mcoupon:coupon:list',
      'parking:mcoupon:grant:list',
      'parking:mcoupon:purchase:list',
      'parking:member:list',
      'parking:online:log:list',
      'parking:park:whitelist:list',
      'parking:parking:blacklist:list',
      'parking:parking:record:list',
      'parking:parking:release:list',
      'parking:parking:reserve:list',
      'parking:parking:vip:apply:list',
      'parking:parking:vip:list',
      'parking:parking:vip:value:list',
      'parking:plateless:list',
      'parking:recharge:rule:list',
      'parking:stored:value:list',
      'parking:trade:list',
      'parking:virtual:plate:list',
      'universal:message:basic',
    ]);

    const detail = await t.call('GET', 'merchant/manager', { token: merchant, query: { id } });
    expect(detail.body.payload).toMatchObject({ account: 'Duty-Wang', mobile: '13912345678', status: 1, identity: 'manager', roles: [{ id: dutyRole, name: '岗亭值班' }] });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ call: 'POST merchant/manager', merchant: 100101, after: { name: '王值班', mobile: '139****5678', roles: ['岗亭值班'], password: '管理员设置' } });

    // The account is unique across merchants, without regard to case.
    const twin = await t.call('POST', 'merchant/manager', { token: other, body: { account: 'DUTY-wang', name: '重名', mobile: '13912345678' } });
    expect(twin.body).toMatchObject({ code: 1400, message: '账号「DUTY-wang」已被使用' });
  });

  it('generates an initial password when none is given and answers it once', async () => {
    const { initial_password } = await create({ account: 'generated-1' });
    expect(initial_password).toMatch(/^.{12}$/);
    const token = await t.login('generated-1', initial_password);
    expect((await t.call('GET', 'merchant/manager/whoami', { token })).body.code).toBe(1001);
    const [entry] = await auditOf((await t.call('GET', 'merchant/manager/whoami', { token })).body.payload.manager_id);
    expect(JSON.stringify(entry)).not.toContain(initial_password);
  });

  it('lists the merchant’s accounts with filters, and matching searches them for selects', async () => {
    const dept = (await t.call('POST', 'merchant/department', { token: merchant, body: { name: '收费部' } })).body.payload.id;
    const { id } = await create({ account: 'cashier-li', name: '李收费', mobile: '13700001111', department: dept, roles: [dutyRole] });
    const byName = await t.call('GET', 'merchant/manager/list', { token: merchant, query: { name: '李收' } });
    expect(byName.body.payload.row).toMatchObject([{ id, department: dept, department_name: '收费部', roles: [{ id: dutyRole }] }]);
    for (const query of [{ mobile: '0000111' }, { account: 'CASHIER' }, { department: dept }, { role: dutyRole, name: '李' }, { status: 1, name: '李收费' }]) {
      const reply = await t.call('GET', 'merchant/manager/list', { token: merchant, query });
      expect(reply.body.payload.row.map((r: { id: number }) => r.id), JSON.stringify(query)).toEqual([id]);
    }
    expect((await t.call('GET', 'merchant/manager/list', { token: merchant, query: { status: 0, name: '李收费' } })).body.code).toBe(1002);
    const all = await t.call('GET', 'merchant/manager/list', { token: merchant, query: { page_size: 100 } });
    expect(all.body.payload.row.every((r: { account: string }) => !r.account.startsWith('energy'))).toBe(true);
    expect(all.body.payload.row[0].identity).toBe('superuser');

    const matching = await t.call('GET', 'merchant/manager/matching', { token: merchant, query: { keywords: '李收' } });
    expect(matching.body.payload.row).toEqual([{ label: '李收费（cashier-li）', value: id }]);
    expect((await t.call('GET', 'merchant/manager/matching', { token: other, query: { keywords: '李收' } })).body.payload.row).toEqual([]);
  });

  it('refuses bad input with Chinese messages (1400)', async () => {
    const badMobile = await t.call('POST', 'merchant/manager', { token: merchant, body: { account: 'bad-mobile', name: '甲', mobile: '12345' } });
    expect(badMobile.body.code).toBe(1400);
    expect(badMobile.body.message).toContain('请输入正确的手机号');
    const badPassword = await t.call('POST', 'merchant/manager', { token: merchant, body: { account: 'bad-pass', name: '甲', mobile: '13912345678', password: '12345678' } });
    expect(badPassword.body.code).toBe(1400);
    expect(badPassword.body.message).toContain('密码须为 8-20 位');
    const foreignRole = await makeRole(100201, '外商户角色', ['universal:message:basic']);
    const wrongRole = await t.call('POST', 'merchant/manager', { token: merchant, body: { account: 'wrong-role', name: '甲', mobile: '13912345678', roles: [foreignRole] } });
    expect(wrongRole.body).toMatchObject({ code: 1400, message: `角色不存在或已停用：${foreignRole}` });
    const disabledRole = await makeRole(100101, '已停用角色', ['universal:message:basic']);
    await t.db.tenant('all', (tx) => tx.update(role).set({ status: 0 }).where(eq(role.id, disabledRole)));
    expect((await t.call('POST', 'merchant/manager', { token: merchant, body: { account: 'off-role', name: '甲', mobile: '13912345678', roles: [disabledRole] } })).body.code).toBe(1400);
    const foreignDept = (await t.call('POST', 'merchant/department', { token: other, body: { name: '外部门' } })).body.payload.id;
    expect((await t.call('POST', 'merchant/manager', { token: merchant, body: { account: 'wrong-dept', name: '甲', mobile: '13912345678', department: foreignDept } })).body)
      .toMatchObject({ code: 1400, message: '部门不存在' });
    expect((await t.call('PUT', 'merchant/manager', { token: merchant, body: { id: superuserId, mobile: '1391234567' } })).body.code).toBe(1400);
  });

  it('refuses a caller without the permission (1403) and hides another merchant’s accounts (1404)', async () => {
    const denied = await t.call('GET', 'merchant/manager/list', { token: staff });
    expect(denied.body.code).toBe(1403);
    expect(denied.body.message).toContain('merchant:manager:list');
    expect((await t.call('POST', 'merchant/manager', { token: staff, body: { account: 'x-staff', name: '甲', mobile: '13912345678' } })).body.code).toBe(1403);

    const { id } = await create({ account: 'energy-duty', name: '充电值守' }, other);
    for (const [method, path, caller] of [
      ['GET', 'merchant/manager', { query: { id } }],
      ['PUT', 'merchant/manager', { body: { id, name: '改名' } }],
      ['PUT', 'merchant/manager/disable', { body: { id } }],
      ['DELETE', 'merchant/manager', { query: { id } }],
    ] as const) {
      const reply = await t.call(method, path, { token: merchant, ...caller });
      expect(reply.body.code, `${method} ${path}`).toBe(1404);
      expect(JSON.stringify(reply.body)).not.toContain('充电值守');
    }
  });

  it('ends the sessions of a disabled account at once; enabling lets it log in again', async () => {
    const { id } = await create({ account: 'to-disable', roles: [dutyRole], password: 'Disable-2026' });
    const token = await t.login('to-disable', 'Disable-2026');
    expect((await t.call('GET', 'merchant/manager/whoami', { token })).body.code).toBe(1001);
    const disabled = await t.call('PUT', 'merchant/manager/disable', { token: merchant, body: { id } });
    expect(disabled.body.payload).toEqual({ id, status: 0 });
    expect((await t.call('GET', 'merchant/manager/whoami', { token })).status).toBe(401);
    await expect(t.login('to-disable', 'Disable-2026')).rejects.toThrow(/1422/);

    const again = await t.call('PUT', 'merchant/manager/disable', { token: merchant, body: { id } });
    expect(again.body).toMatchObject({ code: 1409, message: '账号当前为「停用」，不能变更为「停用」' });
    expect((await t.call('PUT', 'merchant/manager/enable', { token: merchant, body: { id } })).body.code).toBe(1001);
    expect(await t.login('to-disable', 'Disable-2026')).toBeTruthy();
    const entries = await auditOf(id);
    expect(entries.map((e) => e.call)).toEqual(['POST merchant/manager', 'PUT merchant/manager/disable', 'PUT merchant/manager/enable']);
    expect(entries[1]).toMatchObject({ before: { status: '启用' }, after: { status: '停用' } });
  });

  it('ends the sessions when an administrator resets the password or changes the roles', async () => {
    const { id } = await create({ account: 'to-reset', roles: [dutyRole], password: 'Reset-2026a' });
    const token = await t.login('to-reset', 'Reset-2026a');
    expect((await t.call('PUT', 'merchant/manager', { token: merchant, body: { id, password: 'Reset-2026b' } })).body.code).toBe(1001);
    expect((await t.call('GET', 'merchant/manager/whoami', { token })).status).toBe(401);
    await expect(t.login('to-reset', 'Reset-2026a')).rejects.toThrow();
    const fresh = await t.login('to-reset', 'Reset-2026b');

    // Editing name or mobile keeps the session and shows at once.
    expect((await t.call('PUT', 'merchant/manager', { token: merchant, body: { id, name: '新名字', mobile: '13600000000' } })).body.code).toBe(1001);
    expect((await t.call('GET', 'merchant/manager/whoami', { token: fresh })).body.payload).toMatchObject({ name: '新名字', mobile: '13600000000' });
    // Changing the roles ends it.
    expect((await t.call('PUT', 'merchant/manager', { token: merchant, body: { id, roles: [] } })).body.code).toBe(1001);
    expect((await t.call('GET', 'merchant/manager/whoami', { token: fresh })).status).toBe(401);
    const [, , , last] = await auditOf(id);
    expect(last).toMatchObject({ before: { roles: ['岗亭值班'] }, after: { roles: [] } });
  });

  it('keeps the last superuser and refuses disabling or deleting oneself (1409)', async () => {
    const self = await t.call('PUT', 'merchant/manager/disable', { token: merchant, body: { id: superuserId } });
    expect(self.body).toMatchObject({ code: 1409, message: '不能停用自己的账号' });
    expect((await t.call('DELETE', 'merchant/manager', { token: merchant, query: { id: superuserId } })).body).toMatchObject({ code: 1409, message: '不能删除自己的账号' });

    // A second superuser (as after a transfer) may disable the first, which ends the first's sessions.
    const { id: second } = await create({ account: 'second-super', password: 'Second-2026' });
    const setManager = (id: number, values: { superuser?: boolean; status?: number }) =>
      t.db.tenant('all', async (tx) => {
        const { manager } = await import('../src/db/schema/index.js');
        await tx.update(manager).set(values).where(eq(manager.id, id));
      });
    await setManager(second, { superuser: true });
    const secondToken = await t.login('second-super', 'Second-2026');
    expect((await t.call('PUT', 'merchant/manager/disable', { token: secondToken, body: { id: superuserId } })).body.code).toBe(1001);
    expect((await t.call('GET', 'merchant/manager/whoami', { token: merchant })).status).toBe(401);
    expect((await t.call('PUT', 'merchant/manager/enable', { token: secondToken, body: { id: superuserId } })).body.code).toBe(1001);

    // The second is disabled elsewhere while its access is still cached here: the first is now the last
    // enabled superuser, and the rule holds on its own (besides "not yourself" and "superusers by superusers").
    // On PostgreSQL the enable above also tells every instance through NOTIFY, which arrives a moment later
    // and drops the cache: let it arrive before caching the second's access again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await t.call('GET', 'merchant/manager/whoami', { token: secondToken })).body.code).toBe(1001); // cached again
    await setManager(second, { status: 0 });
    const last = await t.call('PUT', 'merchant/manager/disable', { token: secondToken, body: { id: superuserId } });
    expect(last.body).toMatchObject({ code: 1409, message: '不能停用商户的最后一个主账号' });
    expect((await t.call('DELETE', 'merchant/manager', { token: secondToken, query: { id: superuserId } })).body).toMatchObject({ code: 1409, message: '不能删除商户的最后一个主账号' });
    expect((await auditOf(superuserId)).map((e) => e.call)).toEqual(['PUT merchant/manager/disable', 'PUT merchant/manager/enable']);
    await setManager(second, { status: 1, superuser: false });
    merchant = await t.login('parking-merchant');
  });

  it('refuses every way of raising rights', async () => {
    // Nobody changes its own roles or department.
    const own = await t.call('PUT', 'merchant/manager', { token: merchant, body: { id: superuserId, roles: [dutyRole] } });
    expect(own.body).toMatchObject({ code: 1403, message: '不能修改自己的角色' });
    const dept = (await t.call('POST', 'merchant/department', { token: merchant, body: { name: '行政部' } })).body.payload.id;
    expect((await t.call('PUT', 'merchant/manager', { token: merchant, body: { id: superuserId, department: dept } })).body)
      .toMatchObject({ code: 1403, message: '不能修改自己的部门' });

    // A sub-account administrator holds the account permissions but not parking's.
    const adminRole = await makeRole(100101, '账号管理员', ['universal:message:basic', 'merchant:manager:list', 'merchant:manager:create', 'merchant:manager:update']);
    const { id: subAdmin } = await create({ account: 'sub-admin', roles: [adminRole], password: 'SubAdmin-2026' });
    const token = await t.login('sub-admin', 'SubAdmin-2026');
    const grant = await t.call('POST', 'merchant/manager', { token, body: { account: 'via-sub', name: '甲', mobile: '13912345678', roles: [dutyRole] } });
    expect(grant.body.code).toBe(1403);
    expect(grant.body.message).toContain('不能分配超出自己权限的角色「岗亭值班」');
    expect((await t.call('PUT', 'merchant/manager', { token, body: { id: subAdmin, roles: [adminRole, dutyRole] } })).body.message).toBe('不能修改自己的角色');
    // It may hand out what it holds.
    expect((await t.call('POST', 'merchant/manager', { token, body: { account: 'via-sub-ok', name: '乙', mobile: '13912345678', roles: [adminRole] } })).body.code).toBe(1001);
    // It cannot touch the superuser, nor an account holding more than it does (e.g. by resetting its password).
    expect((await t.call('PUT', 'merchant/manager/disable', { token, body: { id: superuserId } })).body).toMatchObject({ code: 1403, message: '只有主账号可以修改主账号' });
    expect((await t.call('PUT', 'merchant/manager', { token, body: { id: superuserId, password: 'Takeover-2026' } })).body.code).toBe(1403);
    const { id: duty } = await create({ account: 'duty-strong', roles: [dutyRole] });
    const takeover = await t.call('PUT', 'merchant/manager', { token, body: { id: duty, password: 'Takeover-2026' } });
    expect(takeover.body.code).toBe(1403);
    expect(await t.db.tenant('all', (tx) => tx.select().from(managerRole).where(eq(managerRole.manager, subAdmin)))).toHaveLength(1);
  });

  it('deletes an account (its sessions end) and changes one’s own mobile after the password', async () => {
    const { id } = await create({ account: 'to-delete', password: 'Delete-2026' });
    const token = await t.login('to-delete', 'Delete-2026');
    expect((await t.call('DELETE', 'merchant/manager', { token: merchant, query: { id } })).body.code).toBe(1001);
    expect((await t.call('GET', 'merchant/manager/whoami', { token })).status).toBe(401);
    expect((await t.call('GET', 'merchant/manager', { token: merchant, query: { id } })).body.code).toBe(1404);
    expect((await auditOf(id)).map((e) => e.call)).toEqual(['POST merchant/manager', 'DELETE merchant/manager']);

    const wrong = await t.call('PUT', 'merchant/manager/mobile', { token: staff, body: { mobile: '13511112222', password: 'wrong-pass-1' } });
    expect(wrong.body.code).toBe(1412);
    const bad = await t.call('PUT', 'merchant/manager/mobile', { token: staff, body: { mobile: '23511112222', password: 'x' } });
    expect(bad.body.message).toContain('请输入正确的手机号');
    const { PASSWORD } = await import('./helpers.js');
    expect((await t.call('PUT', 'merchant/manager/mobile', { token: staff, body: { mobile: '13511112222', password: PASSWORD } })).body.code).toBe(1001);
    expect((await t.call('GET', 'merchant/manager/whoami', { token: staff })).body.payload.mobile).toBe('13511112222');
  });
});
