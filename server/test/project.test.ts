import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, role, rolePermission } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers.js';

// 100101 福田中心停车场 (parking-merchant) is a customer of 100100 (parking-partner) and 100600 (invoice-partner);
// 100300 (parking-group) has the members 100102 and 100103 and no relation to 100101.
let t: TestApp;
let merchant: string;
let staff: string;
let partner: string;
let group: string;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('parking-merchant');
  staff = await t.login('parking-merchant-staff');
  partner = await t.login('parking-partner');
  group = await t.login('parking-group');
});
afterAll(async () => {
  await t?.close();
});

const ok = (reply: { body: any }) => {
  expect([1001, 1002], JSON.stringify(reply.body)).toContain(reply.body.code);
  return reply.body.payload;
};
const code = (reply: { body: { code: number } }) => reply.body.code;
const auditOf = (id: number) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, 'project'), eq(auditLog.target_id, String(id)))).orderBy(auditLog.id));

let serial = 0;
const newProject = (overrides: Record<string, unknown> = {}) => {
  serial++;
  return {
    name: `测试项目${serial}号`,
    code: `T-${serial}`,
    type: 'parking',
    region: '440304',
    address: `福华路 ${serial} 号`,
    contact_name: '王芳',
    contact_mobile: '13800001234',
    start_date: '2026-01-01',
    end_date: '2028-12-31',
    remark: '测试',
    ...overrides,
  };
};
const create = async (token: string, overrides: Record<string, unknown> = {}) => {
  const body = newProject(overrides);
  const { id } = ok(await t.call('POST', 'merchant/project', { token, body }));
  return { id: id as number, ...body };
};

describe('projects', () => {
  it('creates a project with its area and period, lists and shows it, and audits it', async () => {
    const p = await create(merchant);
    const detail = ok(await t.call('GET', 'merchant/project', { token: merchant, query: { id: p.id } }));
    expect(detail).toMatchObject({
      id: p.id,
      merchant: 100101,
      merchant_name: '福田中心停车场',
      owned: true,
      name: p.name,
      code: p.code,
      type_name: '停车场',
      region_name: '广东省深圳市福田区',
      start_date: '2026-01-01',
      end_date: '2028-12-31',
      status: 1,
      grant_count: 0,
      acl_count: 0,
    });
    const list = ok(await t.call('GET', 'merchant/project/list', { token: merchant, query: { keywords: p.code } }));
    expect(list.row.map((r: { id: number }) => r.id)).toEqual([p.id]);
    // Region filter by city (4403…) and by another province.
    expect(ok(await t.call('GET', 'merchant/project/list', { token: merchant, query: { region: '440300', keywords: p.code } })).row).toHaveLength(1);
    expect(code(await t.call('GET', 'merchant/project/list', { token: merchant, query: { region: '110000', keywords: p.code } }))).toBe(1002);

    const entries = await auditOf(p.id);
    expect(entries[0]).toMatchObject({ call: 'POST merchant/project', merchant: 100101, actor_merchant: 100101 });
    expect(entries[0]!.after).toMatchObject({ name: p.name, type: '停车场', region: '广东省深圳市福田区', contact_mobile: '138****1234' });

    // Edit replaces the whole record: the remark left out is cleared, the sort is kept.
    const { remark: _remark, ...rest } = newProject({ name: '改名后的项目', code: p.code });
    ok(await t.call('PUT', 'merchant/project', { token: merchant, body: { id: p.id, ...rest } }));
    const edited = ok(await t.call('GET', 'merchant/project', { token: merchant, query: { id: p.id } }));
    expect(edited).toMatchObject({ name: '改名后的项目', remark: '', sort: detail.sort });
    expect((await auditOf(p.id))[1]!.before).toMatchObject({ name: p.name, remark: '测试' });
  });

  it('refuses bad input with 1400 and a Chinese message', async () => {
    const bad = async (overrides: Record<string, unknown>) => (await t.call('POST', 'merchant/project', { token: merchant, body: newProject(overrides) })).body;
    expect(await bad({ region: '999999' })).toMatchObject({ code: 1400, message: expect.stringContaining('行政区划') });
    expect(await bad({ start_date: '2027-01-01', end_date: '2026-01-01' })).toMatchObject({ code: 1400, message: '结束日期不能早于开始日期' });
    expect(await bad({ type: 'spaceport' })).toMatchObject({ code: 1400 });
    expect(await bad({ code: '中文编码' })).toMatchObject({ code: 1400 });
    expect(await bad({ contact_mobile: '123' })).toMatchObject({ code: 1400 });
    const first = await create(merchant, { code: 'DUP-1' });
    // Codes are unique per merchant regardless of case; another merchant may use the same code.
    expect(await bad({ code: 'dup-1' })).toMatchObject({ code: 1400, message: `项目编码「dup-1」已被项目「${first.name}」使用` });
    await create(group, { code: 'DUP-1' });
    expect(code(await t.call('PUT', 'merchant/project', { token: merchant, body: { id: first.id, ...newProject({ region: '12' }) } }))).toBe(1400);
  });

  it('refuses a caller without the permission (1403)', async () => {
    expect(code(await t.call('GET', 'merchant/project/list', { token: staff }))).toBe(1403);
    expect(code(await t.call('POST', 'merchant/project', { token: staff, body: newProject() }))).toBe(1403);
    expect(code(await t.call('POST', 'merchant/project/grant', { token: staff, body: { project: 1, grantee: 100100 } }))).toBe(1403);
    expect(code(await t.call('POST', 'merchant/project/acl', { token: staff, body: { project: 1, subject_type: 'role', subject_ids: [1] } }))).toBe(1403);
    expect(code(await t.call('GET', 'merchant/cooperate/project', { token: staff, query: { merchant: 100100 } }))).toBe(1403);
    expect(code(await t.call('GET', 'merchant/project/list'))).toBe(1401);
  });

  it('answers another merchant’s project with 1404 on every call, and changes nothing', async () => {
    const theirs = await create(group);
    const asMerchant = (method: string, path: string, input: Record<string, unknown>) =>
      t.call(method, path, { token: merchant, ...(method === 'GET' || method === 'DELETE' ? { query: input } : { body: input }) });
    expect(code(await asMerchant('GET', 'merchant/project', { id: theirs.id }))).toBe(1404);
    expect(code(await asMerchant('PUT', 'merchant/project', { id: theirs.id, ...newProject() }))).toBe(1404);
    expect(code(await asMerchant('DELETE', 'merchant/project', { id: theirs.id }))).toBe(1404);
    expect(code(await asMerchant('PUT', 'merchant/project/disable', { id: theirs.id }))).toBe(1404);
    expect(code(await asMerchant('PUT', 'merchant/project/sort', { ids: [theirs.id] }))).toBe(1404);
    expect(code(await asMerchant('GET', 'merchant/project/acl/list', { project: theirs.id }))).toBe(1404);
    expect(code(await asMerchant('POST', 'merchant/project/acl', { project: theirs.id, subject_type: 'role', subject_ids: [1] }))).toBe(1404);
    expect(code(await asMerchant('GET', 'merchant/project/grant/list', { project: theirs.id }))).toBe(1404);
    expect(code(await asMerchant('POST', 'merchant/project/grant', { project: theirs.id, grantee: 100100 }))).toBe(1404);
    expect(ok(await t.call('GET', 'merchant/project', { token: group, query: { id: theirs.id } }))).toMatchObject({ status: 1, name: theirs.name });
    expect(await auditOf(theirs.id)).toHaveLength(1);
    // The partner above 100101 has it in its session scope, but projects are each merchant's own.
    const mine = await create(merchant);
    expect(code(await t.call('GET', 'merchant/project', { token: partner, query: { id: mine.id } }))).toBe(1404);
    expect(ok(await t.call('GET', 'merchant/project/list', { token: partner, query: { keywords: mine.code } }))?.row ?? []).toEqual([]);
  });

  it('enables and disables by the transition table (1409 otherwise)', async () => {
    const p = await create(merchant);
    expect(code(await t.call('PUT', 'merchant/project/enable', { token: merchant, body: { id: p.id } }))).toBe(1409);
    expect(ok(await t.call('PUT', 'merchant/project/disable', { token: merchant, body: { id: p.id } }))).toEqual({ id: p.id, status: 0 });
    const again = await t.call('PUT', 'merchant/project/disable', { token: merchant, body: { id: p.id } });
    expect(again.body).toMatchObject({ code: 1409, message: '项目当前为「停用」，不能变更为「停用」' });
    // A disabled project is not granted, and not offered in selects.
    expect(code(await t.call('POST', 'merchant/project/grant', { token: merchant, body: { project: p.id, grantee: 100100 } }))).toBe(1409);
    const options = ok(await t.call('GET', 'merchant/project/matching', { token: merchant, query: { keywords: p.code } }));
    expect(options.row).toEqual([]);
    expect(ok(await t.call('PUT', 'merchant/project/enable', { token: merchant, body: { id: p.id } }))).toEqual({ id: p.id, status: 1 });
    const entries = await auditOf(p.id);
    expect(entries.map((e) => [e.call, (e.after as { status?: string }).status])).toEqual([
      ['POST merchant/project', '启用'],
      ['PUT merchant/project/disable', '停用'],
      ['PUT merchant/project/enable', '启用'],
    ]);
  });

  it('reorders in one call and lists in that order', async () => {
    const a = await create(group, { name: '排序A' });
    const b = await create(group, { name: '排序B' });
    const c = await create(group, { name: '排序C' });
    const names = async () =>
      ok(await t.call('GET', 'merchant/project/list', { token: group, query: { keywords: '排序', page_size: 100 } })).row.map((r: { name: string }) => r.name);
    expect(await names()).toEqual(['排序A', '排序B', '排序C']);
    const all = ok(await t.call('GET', 'merchant/project/list', { token: group, query: { page_size: 100 } })).row.map((r: { id: number }) => r.id);
    const reordered = [c.id, ...all.filter((id: number) => id !== c.id)];
    expect(ok(await t.call('PUT', 'merchant/project/sort', { token: group, body: { ids: reordered } })).changed).toBeGreaterThan(0);
    expect(await names()).toEqual(['排序C', '排序A', '排序B']);
    expect((await auditOf(c.id)).at(-1)).toMatchObject({ call: 'PUT merchant/project/sort', after: { sort: 10 } });
    expect(code(await t.call('PUT', 'merchant/project/sort', { token: group, body: { ids: [a.id, a.id] } }))).toBe(1400);
    expect(code(await t.call('PUT', 'merchant/project/sort', { token: group, body: { ids: [b.id, 99999999] } }))).toBe(1404);
    expect(await names()).toEqual(['排序C', '排序A', '排序B']);
  });
});

describe('grants and cooperating groups', () => {
  it('grants a project to a related merchant, which sees it read-only; unrelated merchants are refused', async () => {
    const p = await create(merchant, { name: '授权项目', code: 'GRANT-1' });
    const { id: grantId } = ok(await t.call('POST', 'merchant/project/grant', { token: merchant, body: { project: p.id, grantee: 100100, remark: '委托运营' } }));

    const grants = ok(await t.call('GET', 'merchant/project/grant/list', { token: merchant, query: { project: p.id } }));
    expect(grants.row).toEqual([
      expect.objectContaining({ id: grantId, grantee: 100100, grantee_name: '深圳泊联科技有限公司', grantee_kind: 'partner', relation: 'partner', remark: '委托运营', creator: '王芳' }),
    ]);
    // Twice, to itself, to an unrelated merchant and to an unknown number: refused alike, nothing written.
    expect((await t.call('POST', 'merchant/project/grant', { token: merchant, body: { project: p.id, grantee: 100100 } })).body).toMatchObject({ code: 1400, message: expect.stringContaining('已授权给') });
    expect(code(await t.call('POST', 'merchant/project/grant', { token: merchant, body: { project: p.id, grantee: 100101 } }))).toBe(1400);
    const unrelated = await t.call('POST', 'merchant/project/grant', { token: merchant, body: { project: p.id, grantee: 100300 } });
    expect(unrelated.body).toMatchObject({ code: 1400, message: '商户 100300 不存在或与本商户没有合作关系' });
    expect((await t.call('POST', 'merchant/project/grant', { token: merchant, body: { project: p.id, grantee: 999999 } })).body.message).toBe('商户 999999 不存在或与本商户没有合作关系');
    expect(ok(await t.call('GET', 'merchant/project/grant/list', { token: merchant, query: { project: p.id } })).paging_header.total_count).toBe(1);

    // The grantee: in its grants, its detail (not owned), its selects with granted=1; never writable.
    const theirs = ok(await t.call('GET', 'merchant/project/grants', { token: partner, query: { keywords: '授权项目' } }));
    expect(theirs.row).toEqual([expect.objectContaining({ id: p.id, merchant: 100101, merchant_name: '福田中心停车场', owned: false, grant_id: grantId })]);
    expect(ok(await t.call('GET', 'merchant/project', { token: partner, query: { id: p.id } }))).toMatchObject({ owned: false, name: '授权项目' });
    expect(ok(await t.call('GET', 'merchant/project/matching', { token: partner, query: { granted: 1, keywords: '授权项目' } })).row).toEqual([
      expect.objectContaining({ value: p.id, owned: false, label: '授权项目（福田中心停车场）' }),
    ]);
    expect(ok(await t.call('GET', 'merchant/project/matching', { token: partner })).row).toEqual([]);
    expect(code(await t.call('PUT', 'merchant/project', { token: partner, body: { id: p.id, ...newProject() } }))).toBe(1404);
    expect(code(await t.call('PUT', 'merchant/project/disable', { token: partner, body: { id: p.id } }))).toBe(1404);
    expect(code(await t.call('DELETE', 'merchant/project/grant', { token: partner, query: { id: grantId } }))).toBe(1404);
    expect(code(await t.call('GET', 'merchant/project/grant/list', { token: partner, query: { project: p.id } }))).toBe(1404);
    // Another merchant granted nothing: not found.
    expect(code(await t.call('GET', 'merchant/project', { token: group, query: { id: p.id } }))).toBe(1404);

    // Cooperating groups, both ways, with their counts.
    const mine = ok(await t.call('GET', 'merchant/cooperate/list', { token: merchant }));
    expect(mine.row).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ merchant: 100100, name: '深圳泊联科技有限公司', relation: 'partner', kind_name: '服务商', granted_out: 2, granted_in: 0 }),
        expect.objectContaining({ merchant: 100600, relation: 'partner', granted_out: 0, granted_in: 0, last_grant_time: null }),
      ]),
    );
    expect(ok(await t.call('GET', 'merchant/cooperate/list', { token: merchant, query: { granted: 1 } })).row.map((r: { merchant: number }) => r.merchant)).toEqual([100100]);
    const partnerSide = ok(await t.call('GET', 'merchant/cooperate/list', { token: partner, query: { keywords: '福田' } }));
    expect(partnerSide.row).toEqual([expect.objectContaining({ merchant: 100101, relation: 'customer', granted_out: 0, granted_in: 2 })]);
    const projects = ok(await t.call('GET', 'merchant/cooperate/project', { token: partner, query: { merchant: 100101 } }));
    // Its own demo grant (FT-B, 委托运营) and this one, newest first.
    expect(projects.row.map((r: { name: string }) => r.name)).toEqual(['授权项目', '福田中心停车场 B 区充电站']);
    expect(projects.row[0]).toMatchObject({ id: p.id, direction: 'in', owned: false, grant_id: grantId });
    expect(ok(await t.call('GET', 'merchant/cooperate/project', { token: merchant, query: { merchant: 100100, direction: 'out' } })).row[0]).toMatchObject({ id: p.id, direction: 'out', owned: true });
    expect(code(await t.call('GET', 'merchant/cooperate/project', { token: merchant, query: { merchant: 100600 } }))).toBe(1002);
    expect(code(await t.call('GET', 'merchant/cooperate/project', { token: merchant, query: { merchant: 100300 } }))).toBe(1404);

    // A granted project is not deleted (1409); once the grant is cancelled, it is.
    const refused = await t.call('DELETE', 'merchant/project', { token: merchant, query: { id: p.id } });
    expect(refused.body).toMatchObject({ code: 1409, message: '项目「授权项目」已授权给 1 个合作商户，不能删除' });
    ok(await t.call('DELETE', 'merchant/project/grant', { token: merchant, query: { id: grantId } }));
    expect(code(await t.call('GET', 'merchant/project', { token: partner, query: { id: p.id } }))).toBe(1404);
    ok(await t.call('DELETE', 'merchant/project', { token: merchant, query: { id: p.id } }));
    expect(code(await t.call('GET', 'merchant/project', { token: merchant, query: { id: p.id } }))).toBe(1404);

    const entries = await auditOf(p.id);
    expect(entries.map((e) => e.call)).toEqual(['POST merchant/project', 'POST merchant/project/grant', 'DELETE merchant/project/grant', 'DELETE merchant/project']);
    expect(entries[1]!.after).toMatchObject({ grant: '深圳泊联科技有限公司（100100，所属服务商）', remark: '委托运营' });
    expect(entries[2]!.before).toMatchObject({ grant: expect.stringContaining('深圳泊联科技有限公司') });
    expect(entries[3]!.after).toBeNull();
  });

  it('a group grants to its members, who lie below it; the member reads the group’s name', async () => {
    const p = await create(group, { name: '集团统管项目' });
    ok(await t.call('POST', 'merchant/project/grant', { token: group, body: { project: p.id, grantee: 100102 } }));
    const grants = ok(await t.call('GET', 'merchant/project/grant/list', { token: group, query: { project: p.id } }));
    expect(grants.row[0]).toMatchObject({ grantee: 100102, grantee_name: '南山科技园停车场', relation: 'member' });
    const list = ok(await t.call('GET', 'merchant/project/list', { token: group, query: { keywords: '集团统管' } }));
    expect(list.row[0]).toMatchObject({ grant_count: 1 });
    // Not to the partner's other customer (100101 is not the group's member).
    expect(code(await t.call('POST', 'merchant/project/grant', { token: group, body: { project: p.id, grantee: 100101 } }))).toBe(1400);
  });
});

describe('project access control', () => {
  it('limits the project to listed accounts and roles; the main account sees every project', async () => {
    // The duty role of 100101 learns to list projects; its holder logs in anew.
    const [duty] = await t.db.tenant('all', (tx) => tx.select({ id: role.id }).from(role).where(and(eq(role.merchant, 100101), eq(role.name, '岗亭值班'))));
    await t.db.tenant('all', (tx) => tx.insert(rolePermission).values({ merchant: 100101, role: duty!.id, permission: 'merchant:project:list' }));
    const dutyToken = await t.login('parking-merchant-staff');
    const accounts = ok(await t.call('GET', 'merchant/manager/list', { token: merchant, query: { page_size: 100 } })).row as { id: number; account: string }[];
    const owner = accounts.find((a) => a.account === 'parking-merchant')!;
    const dutyAccount = accounts.find((a) => a.account === 'parking-merchant-staff')!;

    const p = await create(merchant, { name: '受控项目' });
    const visible = async () => ok(await t.call('GET', 'merchant/project/list', { token: dutyToken, query: { keywords: '受控项目' } }))?.row.length ?? 0;
    expect(await visible()).toBe(1);

    ok(await t.call('POST', 'merchant/project/acl', { token: merchant, body: { project: p.id, subject_type: 'manager', subject_ids: [owner.id] } }));
    expect(await visible()).toBe(0);
    expect(code(await t.call('GET', 'merchant/project', { token: dutyToken, query: { id: p.id } }))).toBe(1404);
    expect(ok(await t.call('GET', 'merchant/project/list', { token: merchant, query: { keywords: '受控项目' } })).row).toHaveLength(1);

    const added = ok(await t.call('POST', 'merchant/project/acl', { token: merchant, body: { project: p.id, subject_type: 'role', subject_ids: [duty!.id] } }));
    expect(added).toEqual({ added: 1 });
    expect(ok(await t.call('POST', 'merchant/project/acl', { token: merchant, body: { project: p.id, subject_type: 'role', subject_ids: [duty!.id] } }))).toEqual({ added: 0 });
    expect(await visible()).toBe(1);

    const acl = ok(await t.call('GET', 'merchant/project/acl/list', { token: merchant, query: { project: p.id } }));
    expect(acl.row).toEqual([
      expect.objectContaining({ subject_type: 'manager', subject_id: owner.id, subject_name: '王芳', subject_detail: 'parking-merchant', creator: '王芳' }),
      expect.objectContaining({ subject_type: 'role', subject_id: duty!.id, subject_name: '岗亭值班' }),
    ]);
    expect(ok(await t.call('GET', 'merchant/project', { token: merchant, query: { id: p.id } })).acl_count).toBe(2);

    // Another merchant's account or role is not found; the duty account cannot change the list.
    const groupAccounts = ok(await t.call('GET', 'merchant/manager/list', { token: group })).row as { id: number }[];
    expect(code(await t.call('POST', 'merchant/project/acl', { token: merchant, body: { project: p.id, subject_type: 'manager', subject_ids: [groupAccounts[0]!.id] } }))).toBe(1404);
    expect(code(await t.call('POST', 'merchant/project/acl', { token: dutyToken, body: { project: p.id, subject_type: 'manager', subject_ids: [dutyAccount.id] } }))).toBe(1403);
    expect(code(await t.call('DELETE', 'merchant/project/acl', { token: group, query: { id: acl.row[1].id } }))).toBe(1404);

    ok(await t.call('DELETE', 'merchant/project/acl', { token: merchant, query: { id: acl.row[1].id } }));
    expect(await visible()).toBe(0);

    const entries = await auditOf(p.id);
    expect(entries.map((e) => e.call)).toEqual(['POST merchant/project', 'POST merchant/project/acl', 'POST merchant/project/acl', 'DELETE merchant/project/acl']);
    expect(entries[2]!.after).toMatchObject({ access_control: '角色「岗亭值班」' });
    expect(entries[3]!.before).toMatchObject({ access_control: '角色「岗亭值班」' });
  });
});
