import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser, appUserComplaint, appUserMessage, auditLog, member, memberCode } from '../src/db/schema/index.js';
import { createTestApp, ok, type TestApp } from './helpers.js';

// 会员 › 投诉, 站内消息, 用户合并 (user-ops slice): admin does everything, admin-staff only reads complaints and messages
// (no merge, no send, no reply); a merchant and a partner have no product ALL (1405).
let t: TestApp;
let admin: string;
let staff: string;
let merchant: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  staff = await t.login('admin-staff');
  merchant = await t.login('parking-merchant');
}, 600_000);
afterAll(async () => {
  await t?.close();
});

const code = (reply: { body: { code: number } }) => reply.body.code;
const auditOf = (type: string, id: number) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, type), eq(auditLog.target_id, String(id)))).orderBy(auditLog.id));
const normalUsers = () => t.db.tenant('all', (tx) => tx.select().from(appUser).where(eq(appUser.status, 1)).orderBy(asc(appUser.id)));

describe('complaints', () => {
  it('lists the seeded complaints with masked mobiles and filters by state, category and words', async () => {
    const all = ok(await t.call('GET', 'user/complaint/list', { token: staff, query: { page_size: 100 } }));
    expect(all.paging_header.total_count).toBe(12);
    expect(all.row.every((c: { mobile: string }) => /\*{4}/.test(c.mobile))).toBe(true);
    const open = ok(await t.call('GET', 'user/complaint/list', { token: admin, query: { status: 1 } }));
    expect(open.row.length).toBe(4);
    expect(open.row.every((c: { status_name: string }) => c.status_name === '待处理')).toBe(true);
    const charging = ok(await t.call('GET', 'user/complaint/list', { token: admin, query: { category: 2, page_size: 100 } }));
    expect(charging.row.every((c: { category_name: string }) => c.category_name === '充电服务')).toBe(true);
    const words = ok(await t.call('GET', 'user/complaint/list', { token: admin, query: { keywords: '闪退' } }));
    expect(words.row.map((c: { title: string }) => c.title)).toEqual(['APP 闪退']);
    const byNo = ok(await t.call('GET', 'user/complaint/list', { token: admin, query: { keywords: all.row[0].complaint_no.toLowerCase() } }));
    expect(byNo.row.map((c: { id: number }) => c.id)).toEqual([all.row[0].id]);
    const bad = await t.call('GET', 'user/complaint/list', { token: admin, query: { start_date: '2026-02-01', end_date: '2026-01-01' } });
    expect(code(bad)).not.toBe(1001);
    expect(bad.body.message).toMatch(/开始日期/);
  });

  it('受理, 回复 and 关闭 in order with the history and audit; a closed complaint is 1409; staff 1403; merchant 1405', async () => {
    const open = ok(await t.call('GET', 'user/complaint/list', { token: admin, query: { status: 1 } }));
    const id = open.row[0].id as number;
    expect(code(await t.call('POST', 'user/complaint/handle', { token: staff, body: { id } }))).toBe(1403);
    expect(code(await t.call('GET', 'user/complaint/list', { token: merchant }))).toBe(1405);
    ok(await t.call('POST', 'user/complaint/handle', { token: admin, body: { id } }));
    expect(code(await t.call('POST', 'user/complaint/handle', { token: admin, body: { id } }))).toBe(1409);
    const blank = await t.call('POST', 'user/complaint/reply', { token: admin, body: { id, content: '' } });
    expect(code(blank)).not.toBe(1001);
    ok(await t.call('POST', 'user/complaint/reply', { token: admin, body: { id, content: '您好，已为您核实处理。' } }));
    ok(await t.call('POST', 'user/complaint/close', { token: admin, body: { id, result: '已退款并致歉' } }));
    const detail = ok(await t.call('GET', 'user/complaint', { token: staff, query: { id } }));
    expect(detail).toMatchObject({ status: 3, status_name: '已关闭', result: '已退款并致歉' });
    expect(detail.close_time).not.toBeNull();
    expect(detail.mobile).toMatch(/^1[0-9]{10}$/);
    expect(detail.records.map((r: { kind_name: string }) => r.kind_name)).toEqual(['用户提交', '受理', '客服回复', '关闭']);
    expect(code(await t.call('POST', 'user/complaint/reply', { token: admin, body: { id, content: '再次回复' } }))).toBe(1409);
    expect(code(await t.call('POST', 'user/complaint/close', { token: admin, body: { id, result: '再次关闭' } }))).toBe(1409);
    const log = await auditOf('app_user_complaint', id);
    expect(log.map((l) => (l.after as { status: string }).status)).toEqual(['处理中', '处理中', '已关闭']);
    expect(code(await t.call('GET', 'user/complaint', { token: admin, query: { id: 999999 } }))).toBe(1404);
  });
});

describe('messages', () => {
  it('sends to one user, to every normal user and to a type’s live members, recorded with recipients and audited', async () => {
    const users = await normalUsers();
    expect(code(await t.call('POST', 'user/message', { token: staff, body: { title: '测试', content: '测试内容', target: 2 } }))).toBe(1403);
    const missing = await t.call('POST', 'user/message', { token: admin, body: { title: '测试', content: '测试内容', target: 1 } });
    expect(code(missing)).toBe(1400);
    expect(missing.body.message).toMatch(/接收用户/);
    const one = ok(await t.call('POST', 'user/message', { token: admin, body: { title: '单发测试', content: '您好', target: 1, user: users[0]!.id } }));
    expect(one.recipient_count).toBe(1);
    const all = ok(await t.call('POST', 'user/message', { token: admin, body: { title: '群发测试', content: '大家好', target: 2 } }));
    expect(all.recipient_count).toBe(users.length);
    const types = ok(await t.call('GET', 'plus/member/type/list', { token: admin, query: { page_size: 100 } }));
    const live = types.row.find((x: { member_count: number }) => x.member_count > 0);
    const byType = ok(await t.call('POST', 'user/message', { token: admin, body: { title: '会员通知', content: '会员您好', target: 3, member_type: live.id } }));
    expect(byType.recipient_count).toBeGreaterThan(0);
    const unused = types.row.find((x: { member_count: number }) => x.member_count === 0);
    expect(code(await t.call('POST', 'user/message', { token: admin, body: { title: '无人', content: '无人接收', target: 3, member_type: unused.id } }))).toBe(1409);
    const list = ok(await t.call('GET', 'user/message/list', { token: staff, query: { page_size: 100 } }));
    expect(list.row[0]).toMatchObject({ id: byType.id, title: '会员通知', read_count: 0, delivery_name: expect.stringMatching(/站内信/) });
    expect(list.row.some((r: { title: string }) => r.title === '无人')).toBe(false);
    const recipients = ok(await t.call('GET', 'user/message/recipient/list', { token: staff, query: { id: all.id, page_size: 100 } }));
    expect(recipients.paging_header.total_count).toBe(users.length);
    expect(recipients.row.every((r: { read_time: unknown; mobile: string }) => r.read_time === null && /\*{4}/.test(r.mobile))).toBe(true);
    const mine = ok(await t.call('GET', 'user/message/list', { token: admin, query: { user: users[0]!.id, page_size: 100 } }));
    expect(mine.row.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([one.id, all.id]));
    expect((await auditOf('app_user_message_send', all.id))[0]!.after).toMatchObject({ recipient_count: users.length });
    expect(code(await t.call('GET', 'user/message/recipient/list', { token: admin, query: { id: 999999 } }))).toBe(1404);
    expect(code(await t.call('GET', 'user/message/list', { token: merchant }))).toBe(1405);
  });
});

describe('merge', () => {
  it('previews, then moves members, complaints, messages and plates in one go; the source is 已合并; audited on both', async () => {
    const users = await normalUsers();
    // A source with members, complaints and messages.
    const counts = await t.db.tenant('all', async (tx) => Promise.all(users.map(async (u) => ({ u, m: (await tx.select().from(member).where(eq(member.user, u.id))).length, c: (await tx.select().from(appUserComplaint).where(eq(appUserComplaint.user, u.id))).length }))));
    const source = counts.find((x) => x.m > 0 && x.c > 0)!.u;
    const target = users.find((u) => u.id !== source.id && !u.plates.some((p) => source.plates.includes(p)))!;
    expect(code(await t.call('GET', 'user/user/migrate/preview', { token: staff, query: { source: source.id, target: target.id } }))).toBe(1403);
    const self = await t.call('GET', 'user/user/migrate/preview', { token: admin, query: { source: source.id, target: source.id } });
    expect(code(self)).toBe(1400);
    expect(self.body.message).toMatch(/合并到自己/);
    expect(code(await t.call('GET', 'user/user/migrate/preview', { token: admin, query: { source: source.id, target: 999999 } }))).toBe(1404);
    // Another tenant's user (a row of merchant 100101) cannot be named: 1404, nothing moves.
    const [foreign] = await t.db.tenant('all', (tx) => tx.insert(appUser).values({ merchant: 100101, mobile: '13900000001', nickname: '他租户' }).returning());
    expect(code(await t.call('POST', 'user/user/migrate', { token: admin, body: { source: foreign!.id, target: target.id, reason: '跨租户合并' } }))).toBe(1404);
    // A member code the source redeemed (an unused one, marked used by one of its members).
    const redeemed = await t.db.tenant('all', async (tx) => {
      const [mine] = await tx.select().from(member).where(eq(member.user, source.id)).limit(1);
      const [unused] = await tx.select().from(memberCode).where(and(eq(memberCode.merchant, source.merchant), eq(memberCode.status, 1))).limit(1);
      return tx.update(memberCode).set({ status: 2, used_user: source.id, used_member: mine!.id, used_time: new Date() }).where(eq(memberCode.id, unused!.id)).returning({ id: memberCode.id });
    });
    const preview = ok(await t.call('GET', 'user/user/migrate/preview', { token: admin, query: { source: source.id, target: target.id } }));
    expect(preview.source).toMatchObject({ id: source.id, mobile: source.mobile });
    expect(preview.plates_after).toEqual([...target.plates, ...source.plates]);
    expect(code(await t.call('POST', 'user/user/migrate', { token: admin, body: { source: source.id, target: target.id, reason: '' } }))).not.toBe(1001);
    const done = ok(await t.call('POST', 'user/user/migrate', { token: admin, body: { source: source.id, target: target.id, reason: '同一人换号注册' } }));
    expect(done).toMatchObject({ members: preview.source.member_count, complaints: preview.source.complaint_count, messages: preview.source.message_count });
    const after = await t.db.tenant('all', async (tx) => ({
      members: await tx.select().from(member).where(eq(member.user, source.id)),
      complaints: await tx.select().from(appUserComplaint).where(eq(appUserComplaint.user, source.id)),
      messages: await tx.select().from(appUserMessage).where(eq(appUserMessage.user, source.id)),
    }));
    expect([after.members.length, after.complaints.length, after.messages.length]).toEqual([0, 0, 0]);
    const [movedCode] = await t.db.tenant('all', (tx) => tx.select().from(memberCode).where(eq(memberCode.id, redeemed[0]!.id)));
    expect(movedCode!.used_user).toBe(target.id);
    const s = ok(await t.call('GET', 'user/user', { token: admin, query: { id: source.id } }));
    expect(s).toMatchObject({ status: 3, status_name: '已合并', merged_into: target.id, plates: [] });
    const k = ok(await t.call('GET', 'user/user', { token: admin, query: { id: target.id } }));
    expect(k.plates).toEqual(preview.plates_after);
    expect((await auditOf('app_user', source.id)).at(-1)!.after).toMatchObject({ status: '已合并', reason: '同一人换号注册' });
    expect((await auditOf('app_user', target.id)).at(-1)!.after).toMatchObject({ memberships: done.members, codes: redeemed.length });
    // Merged once: no second merge, no block, no message.
    expect(code(await t.call('POST', 'user/user/migrate', { token: admin, body: { source: source.id, target: target.id, reason: '再次合并' } }))).toBe(1409);
    expect(code(await t.call('POST', 'user/user/migrate', { token: admin, body: { source: target.id, target: source.id, reason: '反向合并' } }))).toBe(1409);
    expect(code(await t.call('POST', 'user/user/block', { token: admin, body: { id: source.id, reason: '测试' } }))).toBe(1409);
    expect(code(await t.call('POST', 'user/message', { token: admin, body: { title: '测试', content: '测试', target: 1, user: source.id } }))).toBe(1409);
    expect(code(await t.call('POST', 'user/user/migrate', { token: merchant, body: { source: source.id, target: target.id, reason: '跨租户' } }))).toBe(1405);
  });
});
