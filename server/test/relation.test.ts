import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { createTestApp, ok, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
let partner: string;
let group: string;
let plain: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  partner = await t.login('parking-partner');
  group = await t.login('parking-group');
  plain = await t.login('parking-merchant');
});
afterAll(async () => {
  await t?.close();
});


describe('relations', () => {
  it('lists the relations below the caller, a merchant’s parents, the types and the tree', async () => {
    const mine = ok(await t.call('GET', 'merchant/relation/list', { token: partner }));
    expect(mine.row.map((r: { child: number }) => r.child).sort()).toEqual([100101, 100102]);
    expect(mine.row[0]).toMatchObject({ parent: 100100, parent_name: '深圳泊联科技有限公司', type: 'customer', type_name: '服务商客户' });
    expect(ok(await t.call('GET', 'merchant/relation/list', { token: admin, query: { type: 'member', page_size: 100 } })).row.every((r: { type: string }) => r.type === 'member')).toBe(true);

    // A merchant sees who serves it (names of merchants outside its scope, nothing more).
    const above = ok(await t.call('GET', 'merchant/relation/grants', { token: plain }));
    expect(above.row.map((r: { parent_name: string }) => r.parent_name).sort()).toEqual(['深圳泊联科技有限公司', '票通发票服务商'].sort());
    expect((await t.call('GET', 'merchant/relation/grants', { token: plain, query: { merchant: 100102 } })).body.code).toBe(1404);
    expect((await t.call('GET', 'merchant/relation/list', { token: plain })).body.code).toBe(1403);

    expect(ok(await t.call('GET', 'merchant/relation/type/matching', { token: admin, query: { parent: 100300 } })).row).toEqual([{ label: '集团成员', value: 'member' }]);
    const tree = ok(await t.call('GET', 'merchant/relation/branch', { token: group }));
    expect(tree.row.map((n: { value: number }) => n.value).sort()).toEqual([100102, 100103]);
    const all = ok(await t.call('GET', 'merchant/relation/branch', { token: admin }));
    expect(all.row.map((n: { value: number }) => n.value)).toEqual(expect.arrayContaining([100100, 100300, 100200, 100400, 100600]));
    expect(ok(await t.call('GET', 'merchant/relation/matching', { token: group, query: { keywords: '停车场' } })).row.map((o: { value: number }) => o.value).sort()).toEqual([100102, 100103]);
  });

  it('the platform binds and unbinds; wrong types, cycles and twins are refused; scopes follow at once', async () => {
    expect((await t.call('GET', 'merchant/merchant', { token: group, query: { id: 100101 } })).body.code).toBe(1404);
    ok(await t.call('PUT', 'merchant/relation', { token: admin, body: { parent: 100300, child: 100101, type: 'member', action: 'bind' } }));
    expect(ok(await t.call('GET', 'merchant/merchant', { token: group, query: { id: 100101 } })).name).toBe('福田中心停车场');
    expect((await t.call('PUT', 'merchant/relation', { token: admin, body: { parent: 100300, child: 100101, type: 'member', action: 'bind' } })).body.code).toBe(1409);
    expect((await t.call('PUT', 'merchant/relation', { token: admin, body: { parent: 100300, child: 100101, type: 'customer', action: 'bind' } })).body.code).toBe(1400);
    expect((await t.call('PUT', 'merchant/relation', { token: admin, body: { parent: 100101, child: 100300, type: 'member', action: 'bind' } })).body.code).toBe(1400);
    expect((await t.call('PUT', 'merchant/relation', { token: admin, body: { parent: 100300, child: 100300, type: 'member', action: 'bind' } })).body.code).toBe(1400);
    // A cycle: the partner's customer 100101 is now a member of 100300; 100300 cannot become 100100's… below 100101.
    ok(await t.call('PUT', 'merchant/relation', { token: admin, body: { parent: 100100, child: 100300, type: 'customer', action: 'bind' } }));
    expect((await t.call('PUT', 'merchant/relation', { token: admin, body: { parent: 100300, child: 100100, type: 'member', action: 'bind' } })).body.code).toBe(1400);
    ok(await t.call('PUT', 'merchant/relation', { token: admin, body: { parent: 100100, child: 100300, type: 'customer', action: 'unbind' } }));

    ok(await t.call('PUT', 'merchant/relation', { token: admin, body: { parent: 100300, child: 100101, type: 'member', action: 'unbind' } }));
    expect((await t.call('GET', 'merchant/merchant', { token: group, query: { id: 100101 } })).body.code).toBe(1404);
    expect((await t.call('PUT', 'merchant/relation', { token: admin, body: { parent: 100300, child: 100101, type: 'member', action: 'unbind' } })).body.code).toBe(1409);
    expect((await t.call('PUT', 'merchant/relation', { token: partner, body: { parent: 100100, child: 100103, type: 'customer', action: 'bind' } })).body.code).toBe(1403);

    const entries = await t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.call, 'PUT merchant/relation'), eq(auditLog.target_id, '100101'))).orderBy(auditLog.id));
    expect(entries.map((e) => [e.before, e.after])).toEqual([
      [null, { parent: '华润置地停车集团（100300）→ 福田中心停车场（100101）：集团成员' }],
      [{ parent: '华润置地停车集团（100300）→ 福田中心停车场（100101）：集团成员' }, null],
    ]);
  });
});
