import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let merchant: string;
let staff: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('parking-merchant');
  staff = await t.login('parking-merchant-staff');
  other = await t.login('energy-merchant');
});
afterAll(async () => {
  await t?.close();
});

const create = async (body: object, token = merchant) => {
  const reply = await t.call('POST', 'merchant/department', { token, body });
  expect(reply.body.code, JSON.stringify(reply.body)).toBe(1001);
  return reply.body.payload.id as number;
};

describe('departments', () => {
  it('creates a tree, answers it as branch and flat list, edits and moves within the merchant', async () => {
    const ops = await create({ name: '运营部', sort: 1 });
    const finance = await create({ name: '财务部', sort: 2 });
    const shift = await create({ name: '值班组', parent: ops });
    const night = await create({ name: '夜班', parent: shift });

    const branch = await t.call('GET', 'merchant/department/branch', { token: merchant });
    expect(branch.body.payload.row).toEqual([
      { label: '运营部', value: ops, sort: 1, children: [{ label: '值班组', value: shift, sort: 0, children: [{ label: '夜班', value: night, sort: 0 }] }] },
      { label: '财务部', value: finance, sort: 2 },
    ]);
    const list = await t.call('GET', 'merchant/department/list', { token: merchant, query: { parent: ops } });
    expect(list.body.payload.row).toMatchObject([{ id: shift, name: '值班组', parent: ops, manager_count: 0 }]);
    expect(list.body.payload.paging_header.total_count).toBe(1);
    expect((await t.call('GET', 'merchant/department/list', { token: merchant, query: { name: '财务' } })).body.payload.row.map((r: { id: number }) => r.id)).toEqual([finance]);

    const moved = await t.call('PUT', 'merchant/department', { token: merchant, body: { id: shift, name: '值班一组', parent: finance } });
    expect(moved.body.code).toBe(1001);
    expect((await t.call('GET', 'merchant/department', { token: merchant, query: { id: shift } })).body.payload).toMatchObject({ name: '值班一组', parent: finance });

    // The privilege tree of a superuser is the whole tree.
    const privilege = await t.call('GET', 'merchant/department/privilege', { token: merchant });
    expect(privilege.body.payload.row.map((n: { value: number }) => n.value)).toEqual([ops, finance]);

    // Audit entries of the creation and the move, in the merchant's own log.
    const entries = await t.db.tenant('all', (tx) =>
      tx.select().from(auditLog).where(and(eq(auditLog.target_type, 'department'), eq(auditLog.target_id, String(shift)))).orderBy(auditLog.id),
    );
    expect(entries.map((e) => e.call)).toEqual(['POST merchant/department', 'PUT merchant/department']);
    expect(entries[1]).toMatchObject({ merchant: 100101, before: { name: '值班组', parent: '运营部' }, after: { name: '值班一组', parent: '财务部' } });
  });

  it('refuses cycles, a parent of another merchant, too deep trees and twins (1400 in Chinese)', async () => {
    const a = await create({ name: '甲' });
    const b = await create({ name: '乙', parent: a });
    const cycle = await t.call('PUT', 'merchant/department', { token: merchant, body: { id: a, name: '甲', parent: b } });
    expect(cycle.body).toMatchObject({ code: 1400, message: '不能将部门移动到其自身或其下级部门之下' });
    const selfParent = await t.call('PUT', 'merchant/department', { token: merchant, body: { id: a, name: '甲', parent: a } });
    expect(selfParent.body.code).toBe(1400);

    const foreign = await create({ name: '外部门' }, other);
    const wrongParent = await t.call('POST', 'merchant/department', { token: merchant, body: { name: '丙', parent: foreign } });
    expect(wrongParent.body).toMatchObject({ code: 1400, message: '上级部门不存在' });

    let parent = b;
    for (const name of ['三级', '四级', '五级']) parent = await create({ name, parent });
    const tooDeep = await t.call('POST', 'merchant/department', { token: merchant, body: { name: '六级', parent } });
    expect(tooDeep.body).toMatchObject({ code: 1400, message: '部门最多 5 级' });

    const twin = await t.call('POST', 'merchant/department', { token: merchant, body: { name: '乙', parent: a } });
    expect(twin.body.code).toBe(1400);
    const empty = await t.call('POST', 'merchant/department', { token: merchant, body: { name: '' } });
    expect(empty.body.code).toBe(1400);
    expect(empty.body.message).toContain('部门名称');
  });

  it('refuses deleting a department with children or accounts (1409), then deletes it', async () => {
    const top = await create({ name: '待删除' });
    const child = await create({ name: '待删除下级', parent: top });
    const refused = await t.call('DELETE', 'merchant/department', { token: merchant, query: { id: top } });
    expect(refused.body).toMatchObject({ code: 1409, message: '该部门下还有下级部门，不能删除' });

    const account = await t.call('POST', 'merchant/manager', {
      token: merchant,
      body: { account: 'dept-holder', name: '部门成员', mobile: '13800138000', department: child, password: 'Member-2026' },
    });
    expect(account.body.code).toBe(1001);
    const withAccount = await t.call('DELETE', 'merchant/department', { token: merchant, query: { id: child } });
    expect(withAccount.body).toMatchObject({ code: 1409, message: '该部门下还有 1 个账号，不能删除' });

    await t.call('PUT', 'merchant/manager', { token: merchant, body: { id: account.body.payload.id, department: 0 } });
    expect((await t.call('DELETE', 'merchant/department', { token: merchant, query: { id: child } })).body.code).toBe(1001);
    expect((await t.call('DELETE', 'merchant/department', { token: merchant, query: { id: top } })).body.code).toBe(1001);
    expect((await t.call('GET', 'merchant/department', { token: merchant, query: { id: top } })).body.code).toBe(1404);
  });

  it("hides another merchant's departments (1404, absent from lists) and checks permissions (1403)", async () => {
    const foreign = await create({ name: '充电站运维部' }, other);
    for (const [method, path, caller] of [
      ['GET', 'merchant/department', { query: { id: foreign } }],
      ['PUT', 'merchant/department', { body: { id: foreign, name: '改名' } }],
      ['DELETE', 'merchant/department', { query: { id: foreign } }],
    ] as const) {
      const reply = await t.call(method, path, { token: merchant, ...caller });
      expect(reply.body.code, `${method} ${path}`).toBe(1404);
      expect(JSON.stringify(reply.body)).not.toContain('充电站运维部');
    }
    const mine = await t.call('GET', 'merchant/department/list', { token: merchant, query: { page_size: 100 } });
    expect(mine.body.payload.row.some((r: { id: number }) => r.id === foreign)).toBe(false);
    expect((await t.call('GET', 'merchant/department', { token: other, query: { id: foreign } })).body.payload.name).toBe('充电站运维部');

    const denied = await t.call('POST', 'merchant/department', { token: staff, body: { name: '越权' } });
    expect(denied.body).toMatchObject({ code: 1403 });
    expect(denied.body.message).toContain('merchant:department:create');
    expect((await t.call('GET', 'merchant/department/branch', { token: staff })).body.code).toBe(1403);
  });
});
