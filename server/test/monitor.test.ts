import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, monitorContact, monitorContactGroupMember } from '../src/db/schema/index.js';
import { alarmRecipients } from '../src/modules/merchant/monitor/monitor.service.js';
import { createTestApp, type TestApp } from './helpers.js';

// 100200 鹏城充电服务商 (energy-partner) has the demo contacts and groups; its staff holds the two list strings.
// 100101 福田中心停车场 (parking-merchant) is another merchant; advertisers may not hold these permissions at all.
let t: TestApp;
let owner: string;
let staff: string;
let other: string;
let otherStaff: string;
let advertiser: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('energy-partner');
  staff = await t.login('energy-partner-staff');
  other = await t.login('parking-merchant');
  otherStaff = await t.login('parking-merchant-staff');
  advertiser = await t.login('advertiser');
});
afterAll(async () => {
  await t?.close();
});

const ok = (reply: { body: any }) => {
  expect([1001, 1002], JSON.stringify(reply.body)).toContain(reply.body.code);
  return reply.body.payload;
};
const code = (reply: { body: { code: number } }) => reply.body.code;
const send = (token: string, method: string, path: string, input: Record<string, unknown> = {}) =>
  t.call(method, path, { token, ...(method === 'GET' || method === 'DELETE' ? { query: input } : { body: input }) });
const auditOf = (type: string, id: number) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, type), eq(auditLog.target_id, String(id)))).orderBy(auditLog.id));

let serial = 0;
/** A fresh mobile per test contact: 137 + 8 digits. */
const mobile = () => `137${String(10_000_000 + ++serial).slice(-8)}`;
const newContact = (overrides: Record<string, unknown> = {}) => ({ name: `测试联系人${++serial}`, mobile: mobile(), email: `ops${serial}@example.com`, remark: '测试', ...overrides });
const createContact = async (token: string, overrides: Record<string, unknown> = {}) => {
  const body = newContact(overrides);
  const { id } = ok(await send(token, 'POST', 'merchant/monitor/contact', body));
  return { id: id as number, ...body };
};
const createGroup = async (token: string, contacts: number[] = [], overrides: Record<string, unknown> = {}) => {
  const body = { name: `测试组${++serial}`, remark: '测试组', contacts, ...overrides };
  const { id } = ok(await send(token, 'POST', 'merchant/monitor/contact/group', body));
  return { id: id as number, ...body };
};
const getContact = (token: string, id: number) => send(token, 'GET', 'merchant/monitor/contact', { id });
const getGroup = (token: string, id: number) => send(token, 'GET', 'merchant/monitor/contact/group', { id });
const memberIds = async (token: string, group: number) => ok(await getGroup(token, group)).members.map((m: { id: number }) => m.id);

describe('monitor contacts', () => {
  it('creates, lists, shows and edits a contact, and audits each change with the mobile masked', async () => {
    const c = await createContact(owner, { mobile: '13712345678' });
    expect(ok(await getContact(owner, c.id))).toMatchObject({ id: c.id, name: c.name, mobile: '13712345678', email: c.email, remark: '测试', status: 1, groups: [] });
    // Search by name, by part of the mobile, by status.
    expect(ok(await send(owner, 'GET', 'merchant/monitor/contact/list', { name: c.name })).row.map((r: { id: number }) => r.id)).toEqual([c.id]);
    expect(ok(await send(owner, 'GET', 'merchant/monitor/contact/list', { mobile: '2345678' })).row.map((r: { id: number }) => r.id)).toEqual([c.id]);
    expect(code(await send(owner, 'GET', 'merchant/monitor/contact/list', { name: c.name, status: 0 }))).toBe(1002);
    // Newest first.
    const page = ok(await send(owner, 'GET', 'merchant/monitor/contact/list', { page_size: 100 }));
    expect(page.row[0].id).toBe(c.id);
    expect(page.paging_header.total_count).toBe(page.row.length);

    // Edit replaces the whole record: the e-mail and remark left out are cleared.
    ok(await send(owner, 'PUT', 'merchant/monitor/contact', { id: c.id, name: '改名的联系人', mobile: '13712345679' }));
    expect(ok(await getContact(owner, c.id))).toMatchObject({ name: '改名的联系人', mobile: '13712345679', email: '', remark: '' });

    const entries = await auditOf('monitor_contact', c.id);
    expect(entries.map((e) => e.call)).toEqual(['POST merchant/monitor/contact', 'PUT merchant/monitor/contact']);
    expect(entries[0]).toMatchObject({ merchant: 100200, actor_merchant: 100200 });
    expect(entries[0]!.after).toEqual({ name: c.name, mobile: '137****5678', email: c.email, remark: '测试', status: '启用' });
    expect(entries[1]!.before).toMatchObject({ mobile: '137****5678', email: c.email });
    expect(entries[1]!.after).toMatchObject({ name: '改名的联系人', mobile: '137****5679', email: '', remark: '' });
    // The operation log names the fields in Chinese.
    const timeline = ok(await send(owner, 'GET', 'merchant/logging/timeline', { target_type: 'monitor_contact', target_id: String(c.id) }));
    expect(timeline.row.map((r: { content: string }) => r.content).join('\n')).toContain('邮箱：');
  });

  it('refuses bad input with 1400 and a Chinese message, and a mobile already used in the merchant', async () => {
    const bad = async (overrides: Record<string, unknown>) => (await send(owner, 'POST', 'merchant/monitor/contact', newContact(overrides))).body;
    expect(await bad({ mobile: '12345678901' })).toMatchObject({ code: 1400, message: expect.stringContaining('请输入正确的手机号') });
    expect(await bad({ email: 'not-an-email' })).toMatchObject({ code: 1400, message: expect.stringContaining('请输入正确的邮箱地址') });
    expect(await bad({ name: '   ' })).toMatchObject({ code: 1400, message: expect.stringContaining('姓名') });
    expect(await bad({ name: '名'.repeat(21) })).toMatchObject({ code: 1400, message: expect.stringContaining('姓名') });
    expect(await bad({ remark: '备'.repeat(201) })).toMatchObject({ code: 1400 });
    const { mobile: _omitted, ...noMobile } = newContact();
    expect((await send(owner, 'POST', 'merchant/monitor/contact', noMobile)).body).toMatchObject({ code: 1400, message: expect.stringContaining('mobile') });

    const first = await createContact(owner);
    expect(await bad({ mobile: first.mobile })).toMatchObject({ code: 1400, message: `该手机号已是告警联系人「${first.name}」的手机号` });
    const second = await createContact(owner);
    expect((await send(owner, 'PUT', 'merchant/monitor/contact', { id: second.id, name: second.name, mobile: first.mobile })).body).toMatchObject({ code: 1400, message: expect.stringContaining(first.name) });
    // Keeping one's own mobile is no conflict; another merchant may have the same number.
    ok(await send(owner, 'PUT', 'merchant/monitor/contact', { id: first.id, name: first.name, mobile: first.mobile }));
    await createContact(other, { mobile: first.mobile });
  });

  it('enables and disables a contact through its lifecycle; a disabled one stays in its groups and receives nothing', async () => {
    const a = await createContact(owner);
    const b = await createContact(owner);
    const group = await createGroup(owner, [a.id, b.id]);
    expect(ok(await send(owner, 'PUT', 'merchant/monitor/contact/disable', { id: a.id }))).toEqual({ id: a.id, status: 0 });
    expect((await send(owner, 'PUT', 'merchant/monitor/contact/disable', { id: a.id })).body).toMatchObject({ code: 1409, message: '告警联系人当前为「停用」，不能变更为「停用」' });
    expect(await memberIds(owner, group.id)).toEqual([a.id, b.id]);
    expect(ok(await getGroup(owner, group.id))).toMatchObject({ member_count: 2, enabled_count: 1 });
    expect((await alarmRecipients(t.db, 100200, [group.id])).map((r) => r.id)).toEqual([b.id]);
    expect(ok(await send(owner, 'GET', 'merchant/monitor/contact/group/member/list', { group: group.id, status: 0 })).row.map((r: { id: number }) => r.id)).toEqual([a.id]);

    ok(await send(owner, 'PUT', 'merchant/monitor/contact/enable', { id: a.id }));
    expect(code(await send(owner, 'PUT', 'merchant/monitor/contact/enable', { id: a.id }))).toBe(1409);
    expect((await alarmRecipients(t.db, 100200, [group.id])).map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
    expect((await auditOf('monitor_contact', a.id)).slice(1).map((e) => [e.before, e.after])).toEqual([
      [{ status: '启用' }, { status: '停用' }],
      [{ status: '停用' }, { status: '启用' }],
    ]);
  });

  it('deletes a contact in groups only when told it leaves them (1409 naming the groups otherwise)', async () => {
    const c = await createContact(owner);
    const stay = await createContact(owner);
    const g1 = await createGroup(owner, [c.id, stay.id], { name: `甲组${serial}` });
    const g2 = await createGroup(owner, [c.id], { name: `乙组${serial}` });
    expect(ok(await getContact(owner, c.id)).groups.map((g: { name: string }) => g.name)).toEqual([g1.name, g2.name]);

    const refused = (await send(owner, 'DELETE', 'merchant/monitor/contact', { id: c.id })).body;
    expect(refused).toMatchObject({ code: 1409, message: `告警联系人「${c.name}」在联系人组「${g1.name}」、「${g2.name}」中，删除后将移出这些组`, hint: '请确认将其移出所在的联系人组后再删除' });
    expect(code(await getContact(owner, c.id))).toBe(1001);

    expect(ok(await send(owner, 'DELETE', 'merchant/monitor/contact', { id: c.id, leave_groups: 1 }))).toEqual({ id: c.id, left_groups: [g1.name, g2.name] });
    expect(code(await getContact(owner, c.id))).toBe(1404);
    expect(await memberIds(owner, g1.id)).toEqual([stay.id]);
    expect(await memberIds(owner, g2.id)).toEqual([]);
    const [deleted] = (await auditOf('monitor_contact', c.id)).slice(-1);
    expect(deleted).toMatchObject({ call: 'DELETE merchant/monitor/contact', after: null });
    expect(deleted!.before).toMatchObject({ name: c.name, groups: `${g1.name}、${g2.name}` });
    // Each group it left tells it in its own record.
    expect((await auditOf('monitor_contact_group', g1.id)).at(-1)).toMatchObject({ before: { members: `${c.name}、${stay.name}` }, after: { members: stay.name } });
    expect((await auditOf('monitor_contact_group', g2.id)).at(-1)).toMatchObject({ before: { members: c.name }, after: { members: '（无）' } });

    // A contact in no group needs no confirmation.
    const alone = await createContact(owner);
    expect(ok(await send(owner, 'DELETE', 'merchant/monitor/contact', { id: alone.id }))).toEqual({ id: alone.id, left_groups: [] });
  });

  it('offers the merchant’s contacts to pickers (option source monitor-contact) by name, mobile or id, the mobile masked', async () => {
    const c = await createContact(owner, { name: '选择器联系人', mobile: '13755550001' });
    const options = (token: string, keywords: string) => send(token, 'GET', 'session/option/list', { id: 'monitor-contact', keywords });
    expect(ok(await options(owner, '55550001')).row).toEqual([{ label: '选择器联系人 137****0001', value: c.id }]);
    expect(ok(await options(owner, String(c.id))).row).toEqual([{ label: '选择器联系人 137****0001', value: c.id }]);
    ok(await send(owner, 'PUT', 'merchant/monitor/contact/disable', { id: c.id }));
    expect(ok(await options(owner, '选择器')).row[0].label).toBe('选择器联系人 137****0001（已停用）');
    // Another merchant's picker does not offer it; an account without the permissions may not ask.
    expect(ok(await options(other, '55550001')).row).toEqual([]);
    expect((await options(otherStaff, '55550001')).body).toMatchObject({ code: 1403, message: expect.stringContaining('merchant:monitor:contact:list') });
    expect(code(await options(advertiser, '55550001'))).toBe(1403);
  });
});

describe('monitor contact groups', () => {
  it('creates a group with members, lists and shows them in joining order, edits and replaces members, audits it all', async () => {
    const [a, b, c] = [await createContact(owner, { name: `成员甲${serial}` }), await createContact(owner, { name: `成员乙${serial}` }), await createContact(owner, { name: `成员丙${serial}` })];
    const group = await createGroup(owner, [b.id, a.id]);
    const shown = ok(await getGroup(owner, group.id));
    expect(shown).toMatchObject({ name: group.name, remark: '测试组', member_count: 2, enabled_count: 2 });
    expect(shown.members.map((m: { id: number }) => m.id).sort()).toEqual([a.id, b.id].sort());
    const listed = ok(await send(owner, 'GET', 'merchant/monitor/contact/group/list', { name: group.name }));
    expect(listed.row).toHaveLength(1);
    expect(listed.row[0]).toMatchObject({ id: group.id, member_count: 2 });
    // Groups of a contact; contacts of a group.
    expect(ok(await send(owner, 'GET', 'merchant/monitor/contact/group/list', { contact: a.id })).row.map((r: { id: number }) => r.id)).toEqual([group.id]);
    expect(ok(await send(owner, 'GET', 'merchant/monitor/contact/list', { group: group.id })).row.map((r: { id: number }) => r.id).sort()).toEqual([a.id, b.id].sort());

    // Without contacts the members stay; with them they are replaced (a kept member keeps its place).
    ok(await send(owner, 'PUT', 'merchant/monitor/contact/group', { id: group.id, name: `${group.name}（改）` }));
    expect(ok(await getGroup(owner, group.id))).toMatchObject({ name: `${group.name}（改）`, remark: '', member_count: 2 });
    ok(await send(owner, 'PUT', 'merchant/monitor/contact/group', { id: group.id, name: `${group.name}（改）`, contacts: [c.id, a.id] }));
    const members = ok(await send(owner, 'GET', 'merchant/monitor/contact/group/member/list', { group: group.id }));
    expect(members.row.map((r: { id: number }) => r.id)).toEqual([a.id, c.id]);
    expect(members.row[0]).toMatchObject({ name: a.name, mobile: a.mobile, email: a.email, status: 1 });
    expect(ok(await getGroup(owner, group.id)).members).toEqual([
      { id: a.id, name: a.name, mobile: a.mobile, status: 1 },
      { id: c.id, name: c.name, mobile: c.mobile, status: 1 },
    ]);

    const entries = await auditOf('monitor_contact_group', group.id);
    expect(entries.map((e) => e.call)).toEqual(['POST merchant/monitor/contact/group', 'PUT merchant/monitor/contact/group', 'PUT merchant/monitor/contact/group']);
    expect((entries[0]!.after as { members: string }).members.split('、').sort()).toEqual([a.name, b.name].sort());
    expect(entries[2]!.after).toMatchObject({ members: `${a.name}、${c.name}` });
  });

  it('sets a group’s members through the member call, auditing only a real change', async () => {
    const [a, b] = [await createContact(owner), await createContact(owner)];
    const group = await createGroup(owner);
    expect(ok(await send(owner, 'PUT', 'merchant/monitor/contact/group/member', { group: group.id, contacts: [a.id, b.id] }))).toEqual({ group: group.id, member_count: 2, added: 2, removed: 0 });
    expect(ok(await send(owner, 'PUT', 'merchant/monitor/contact/group/member', { group: group.id, contacts: [b.id] }))).toEqual({ group: group.id, member_count: 1, added: 0, removed: 1 });
    expect(ok(await send(owner, 'PUT', 'merchant/monitor/contact/group/member', { group: group.id, contacts: [b.id] }))).toEqual({ group: group.id, member_count: 1, added: 0, removed: 0 });
    const entries = await auditOf('monitor_contact_group', group.id);
    expect(entries.map((e) => e.call)).toEqual(['POST merchant/monitor/contact/group', 'PUT merchant/monitor/contact/group/member', 'PUT merchant/monitor/contact/group/member']);
    expect(entries[2]).toMatchObject({ before: { members: `${a.name}、${b.name}` }, after: { members: b.name } });
    expect(ok(await send(owner, 'PUT', 'merchant/monitor/contact/group/member', { group: group.id, contacts: [] }))).toMatchObject({ member_count: 0, removed: 1 });
  });

  it('refuses a duplicate group name in the merchant regardless of case, and bad members', async () => {
    const group = await createGroup(owner, [], { name: `Night Shift ${serial}` });
    const duplicate = (await send(owner, 'POST', 'merchant/monitor/contact/group', { name: group.name.toUpperCase() })).body;
    expect(duplicate).toMatchObject({ code: 1400, message: `联系人组「${group.name.toUpperCase()}」已存在` });
    const second = await createGroup(owner);
    expect(code(await send(owner, 'PUT', 'merchant/monitor/contact/group', { id: second.id, name: group.name }))).toBe(1400);
    // Another merchant may use the name.
    await createGroup(other, [], { name: group.name });

    expect(code(await send(owner, 'POST', 'merchant/monitor/contact/group', { name: '  ' }))).toBe(1400);
    expect(code(await send(owner, 'POST', 'merchant/monitor/contact/group', { name: '组'.repeat(31) }))).toBe(1400);
    const c = await createContact(owner);
    expect((await send(owner, 'POST', 'merchant/monitor/contact/group', { name: `重复成员${serial}`, contacts: [c.id, c.id] })).body).toMatchObject({ code: 1400 });
    expect((await send(owner, 'PUT', 'merchant/monitor/contact/group/member', { group: second.id, contacts: Array.from({ length: 101 }, (_, i) => i + 1) })).body).toMatchObject({ code: 1400 });
    expect((await send(owner, 'PUT', 'merchant/monitor/contact/group/member', { group: second.id, contacts: [999_999] })).body).toMatchObject({ code: 1404, message: '告警联系人 999999 不存在' });
  });

  it('deletes a group without deleting its contacts', async () => {
    const c = await createContact(owner);
    const group = await createGroup(owner, [c.id]);
    expect(ok(await send(owner, 'DELETE', 'merchant/monitor/contact/group', { id: group.id }))).toEqual({ id: group.id, member_count: 1 });
    expect(code(await getGroup(owner, group.id))).toBe(1404);
    expect(ok(await getContact(owner, c.id))).toMatchObject({ id: c.id, groups: [] });
    expect((await auditOf('monitor_contact_group', group.id)).at(-1)).toMatchObject({ call: 'DELETE merchant/monitor/contact/group', before: { name: group.name, members: c.name }, after: null });
  });

  it('offers groups to pickers (option source monitor-contact-group) with how many members receive alarms', async () => {
    const [a, b] = [await createContact(owner), await createContact(owner)];
    const group = await createGroup(owner, [a.id, b.id], { name: `选择器组${serial}` });
    ok(await send(owner, 'PUT', 'merchant/monitor/contact/disable', { id: b.id }));
    const options = (token: string, keywords: string) => send(token, 'GET', 'session/option/list', { id: 'monitor-contact-group', keywords });
    expect(ok(await options(owner, group.name)).row).toEqual([{ label: `${group.name}（1 人接收）`, value: group.id }]);
    expect(ok(await options(staff, String(group.id))).row).toEqual([{ label: `${group.name}（1 人接收）`, value: group.id }]);
    expect(ok(await options(other, group.name)).row).toEqual([]);
  });

  it('seeds the demo contacts and groups of 鹏城充电服务商', async () => {
    const groups = ok(await send(staff, 'GET', 'merchant/monitor/contact/group/list', { name: '充电站运维值班组' }));
    expect(groups.row[0]).toMatchObject({ member_count: 3, enabled_count: 2 });
    expect(groups.row[0].members.map((m: { name: string }) => m.name)).toEqual(['王磊', '陈静', '黄涛']);
    expect(ok(await send(staff, 'GET', 'merchant/monitor/contact/list', { name: '黄涛' })).row[0]).toMatchObject({ status: 0, groups: [{ name: '充电站运维值班组' }] });
  });
});

describe('monitor access', () => {
  it('refuses callers without the permissions: staff may only read, advertisers hold none, no token is 401', async () => {
    ok(await send(staff, 'GET', 'merchant/monitor/contact/list'));
    ok(await send(staff, 'GET', 'merchant/monitor/contact/group/list'));
    ok(await send(staff, 'GET', 'session/option/list', { id: 'monitor-contact' }));
    const c = await createContact(owner);
    const g = await createGroup(owner);
    const writes: [string, string, Record<string, unknown>][] = [
      ['POST', 'merchant/monitor/contact', newContact()],
      ['PUT', 'merchant/monitor/contact', { id: c.id, name: 'x', mobile: mobile() }],
      ['PUT', 'merchant/monitor/contact/disable', { id: c.id }],
      ['PUT', 'merchant/monitor/contact/enable', { id: c.id }],
      ['DELETE', 'merchant/monitor/contact', { id: c.id }],
      ['POST', 'merchant/monitor/contact/group', { name: '无权新建' }],
      ['PUT', 'merchant/monitor/contact/group', { id: g.id, name: '无权编辑' }],
      ['PUT', 'merchant/monitor/contact/group/member', { group: g.id, contacts: [c.id] }],
      ['DELETE', 'merchant/monitor/contact/group', { id: g.id }],
    ];
    for (const [method, path, input] of writes) {
      const reply = (await send(staff, method, path, input)).body;
      expect(reply.code, `${method} ${path}`).toBe(1403);
      expect(reply.message).toMatch(/^没有操作权限：缺少 merchant:monitor:/);
    }
    expect(ok(await getContact(owner, c.id))).toMatchObject({ name: c.name, status: 1 });
    // Not holdable by an advertiser's main account, nor given to a staff account without them.
    expect(code(await send(advertiser, 'GET', 'merchant/monitor/contact/list'))).toBe(1403);
    expect(code(await send(advertiser, 'POST', 'merchant/monitor/contact/group', { name: '广告组' }))).toBe(1403);
    expect(code(await send(otherStaff, 'GET', 'merchant/monitor/contact/group/list'))).toBe(1403);
    expect((await t.call('GET', 'merchant/monitor/contact/list')).status).toBe(401);
    const whoami = ok(await t.call('GET', 'merchant/manager/whoami', { token: advertiser }));
    expect(whoami.permission.filter((p: string) => p.startsWith('merchant:monitor:'))).toEqual([]);
  });

  it('answers another merchant’s contacts and groups with 1404 on every call, and changes nothing', async () => {
    const theirs = await createContact(other);
    const theirGroup = await createGroup(other, [theirs.id]);
    const mine = await createContact(owner);
    const myGroup = await createGroup(owner, [mine.id]);
    const attempts: [string, string, Record<string, unknown>][] = [
      ['GET', 'merchant/monitor/contact', { id: theirs.id }],
      ['PUT', 'merchant/monitor/contact', { id: theirs.id, name: '越权', mobile: mobile() }],
      ['PUT', 'merchant/monitor/contact/disable', { id: theirs.id }],
      ['DELETE', 'merchant/monitor/contact', { id: theirs.id, leave_groups: 1 }],
      ['GET', 'merchant/monitor/contact/group', { id: theirGroup.id }],
      ['PUT', 'merchant/monitor/contact/group', { id: theirGroup.id, name: '越权' }],
      ['DELETE', 'merchant/monitor/contact/group', { id: theirGroup.id }],
      ['GET', 'merchant/monitor/contact/group/member/list', { group: theirGroup.id }],
      ['PUT', 'merchant/monitor/contact/group/member', { group: theirGroup.id, contacts: [mine.id] }],
      // Another merchant's contact cannot join one's own group, by any call.
      ['PUT', 'merchant/monitor/contact/group/member', { group: myGroup.id, contacts: [mine.id, theirs.id] }],
      ['PUT', 'merchant/monitor/contact/group', { id: myGroup.id, name: myGroup.name, contacts: [theirs.id] }],
      ['POST', 'merchant/monitor/contact/group', { name: `越权组${serial}`, contacts: [theirs.id] }],
    ];
    for (const [method, path, input] of attempts) {
      const reply = (await send(owner, method, path, input)).body;
      expect(reply.code, `${method} ${path}`).toBe(1404);
      expect(JSON.stringify(reply)).not.toContain(theirs.name);
    }
    expect(ok(await getContact(other, theirs.id))).toMatchObject({ name: theirs.name, status: 1, groups: [{ id: theirGroup.id }] });
    expect(ok(await getGroup(other, theirGroup.id))).toMatchObject({ name: theirGroup.name, member_count: 1 });
    expect(await memberIds(owner, myGroup.id)).toEqual([mine.id]);
    expect(code(await send(owner, 'GET', 'merchant/monitor/contact/group/list', { name: `越权组${serial}` }))).toBe(1002);
    // Lists, filters and pickers show only one's own.
    expect(code(await send(owner, 'GET', 'merchant/monitor/contact/list', { name: theirs.name }))).toBe(1002);
    expect(code(await send(owner, 'GET', 'merchant/monitor/contact/list', { group: theirGroup.id }))).toBe(1002);
    // (The id's digits may occur in one's own contacts' mobiles: only the other merchant's record must be absent.)
    const offered = async (source: string, keywords: string) => ok(await send(owner, 'GET', 'session/option/list', { id: source, keywords })).row.map((r: { value: number }) => r.value);
    expect(await offered('monitor-contact', String(theirs.id))).not.toContain(theirs.id);
    expect(await offered('monitor-contact-group', String(theirGroup.id))).not.toContain(theirGroup.id);
    expect(await alarmRecipients(t.db, 100200, [theirGroup.id])).toEqual([]);
  });

  it('keeps members to their group’s merchant in the database as well (second line: RLS, third: the keys)', async () => {
    const theirs = await createContact(other);
    const myGroup = await createGroup(owner);
    // Row-level security: a transaction for 100200 does not see 100101's contacts.
    const seen = await t.db.tenant([100200], (tx) => tx.select({ id: monitorContact.id }).from(monitorContact).where(eq(monitorContact.id, theirs.id)));
    expect(seen).toEqual([]);
    // Even with every merchant visible, a membership naming another merchant's contact is refused by the keys.
    await expect(
      t.db.tenant('all', (tx) => tx.insert(monitorContactGroupMember).values({ merchant: 100200, contact_group: myGroup.id, contact: theirs.id })),
    ).rejects.toThrow();
    await expect(
      t.db.tenant('all', (tx) => tx.insert(monitorContactGroupMember).values({ merchant: 100101, contact_group: myGroup.id, contact: theirs.id })),
    ).rejects.toThrow();
    const rows = await t.db.tenant('all', (tx) => tx.select().from(monitorContactGroupMember).where(inArray(monitorContactGroupMember.contact_group, [myGroup.id])));
    expect(rows).toEqual([]);
  });
});
