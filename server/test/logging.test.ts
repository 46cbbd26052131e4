import { sql } from 'drizzle-orm';
import { COUNT_CAP } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

const logOf = async (token: string, query: Record<string, unknown> = {}) => (await t.call('GET', 'merchant/logging/list', { token, query })).body;

describe('the audit log', () => {
  it('records who changed what, through which call, before and after, in the change\'s transaction', async () => {
    const created = await t.call('POST', 'message/announcement', { token: admin, body: { title: '审计测试公告', content: '正文' } });
    const id = created.body.payload.id;
    await t.call('PUT', 'message/announcement', { token: admin, body: { id, title: '审计测试公告（修订）', content: '新的正文' } });
    await t.call('PUT', 'message/announcement/status', { token: admin, body: { id, status: 0 } });
    // An illegal move changes nothing and records nothing.
    expect((await t.call('PUT', 'message/announcement/status', { token: admin, body: { id, status: 0 } })).body.code).toBe(1409);

    const log = await logOf(admin, { keywords: '审计测试公告' });
    expect(log.payload.row.map((r: { action: string }) => r.action)).toEqual(['撤回或重新发布平台公告', '编辑平台公告', '发布平台公告']);
    const [withdrawn, edited, first] = log.payload.row;
    expect(edited).toMatchObject({
      call: 'PUT message/announcement',
      target_type: 'announcement',
      target_id: String(id),
      target_name: '审计测试公告（修订）',
      before: { title: '审计测试公告', content_length: 2 },
      after: { title: '审计测试公告（修订）', content_length: 4 },
      seqno: expect.any(String),
    });
    expect(withdrawn).toMatchObject({ before: { status: '已发布' }, after: { status: '已撤回' } });
    expect(first.before).toBeNull();
    expect(first.manager_name).toBe(edited.manager_name);

    const timeline = (await t.call('GET', 'merchant/logging/timeline', { token: admin, query: { target_type: 'announcement', target_id: String(id) } })).body;
    expect(timeline.payload.row.map((r: { content: string }) => r.content)).toEqual([
      '撤回或重新发布平台公告（状态：已发布 → 已撤回）',
      '编辑平台公告（标题：审计测试公告 → 审计测试公告（修订）；正文字数：2 → 4）',
      expect.stringMatching(/^发布平台公告（标题：审计测试公告；状态：已发布；标签：\[\]；发布时间：.+；正文字数：2）$/),
    ]);
    expect(timeline.payload.row[0].operator.name).toBe(first.manager_name);
  });

  it('shows a pushed message in the recipient merchant\'s log, not in another merchant\'s', async () => {
    await t.call('POST', 'message/message', { token: admin, body: { user_ids: [100101], title: '审计推送' } });
    const recipient = await logOf(await t.login('parking-merchant'), { keywords: '审计推送' });
    expect(recipient.payload.row).toEqual([expect.objectContaining({ target_type: 'message', action: '向商户推送站内消息', after: { title: '审计推送' } })]);
    const other = await logOf(await t.login('energy-merchant'), { keywords: '审计推送' });
    expect(other.code).toBe(1002);
    const sender = await logOf(admin, { keywords: '审计推送', target_type: 'message-push' });
    expect(sender.payload.row[0].after).toMatchObject({ recipients: [100101] });
  });

  it('cannot be changed or removed by the application, and needs its permission to be read', async () => {
    await expect(t.db.tenant('all', (tx) => tx.execute(sql`update audit_log set action = 'x'`))).rejects.toThrow();
    await expect(t.db.tenant('all', (tx) => tx.execute(sql`delete from audit_log`))).rejects.toThrow();
    expect((await logOf(await t.login('admin-staff'))).code).toBe(1403);
    expect((await logOf(admin, { start_date: 'yesterday' })).code).toBe(1400);
  });

  it('counts a long log only up to COUNT_CAP and pages no further; a filter gets the exact total back', async () => {
    await t.db.tenant('all', (tx) =>
      tx.execute(sql`insert into audit_log (merchant, actor_merchant, manager, manager_name, call, action, target_type, target_id, seqno)
        select 100201, 100201, 1, '批量操作员', 'PUT test/bulk', '批量测试 ' || g, 'bulk', g::text, 'seq-' || g from generate_series(1, ${COUNT_CAP + 5}) g`),
    );
    const energy = await t.login('energy-merchant');
    const long = await logOf(energy, { page_size: 100 });
    expect(long.payload.paging_header).toEqual({ total_count: COUNT_CAP, page_index: 1, page_size: 100, total_capped: true });
    expect(long.payload.row).toHaveLength(100);
    const last = await logOf(energy, { page_size: 100, page_index: COUNT_CAP / 100 });
    expect(last.payload.row).toHaveLength(100);
    const beyond = await logOf(energy, { page_size: 100, page_index: COUNT_CAP / 100 + 1 });
    expect(beyond).toMatchObject({ code: 1400, message: `此列表最多翻阅前 ${COUNT_CAP} 条记录` });
    const narrowed = await logOf(energy, { keywords: '批量测试 1000' });
    expect(narrowed.payload.paging_header).toEqual({ total_count: 7, page_index: 1, page_size: 20 });
    // Another merchant's log is counted on its own.
    expect((await logOf(await t.login('parking-merchant'))).payload.paging_header.total_capped).toBeUndefined();
  });
});
