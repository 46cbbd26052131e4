import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
let staff: string;
let merchant: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  staff = await t.login('admin-staff');
  merchant = await t.login('parking-merchant');
});
afterAll(async () => {
  await t?.close();
});

const create = async (body: object) => {
  const reply = await t.call('POST', 'message/announcement', { token: admin, body });
  expect(reply.body.code).toBe(1001);
  return reply.body.payload.id as number;
};

describe('announcement management', () => {
  it('lists every announcement with filters: title, status and UTC+8 publish days', async () => {
    const id = await create({ title: '春节停车场_通知 100%', publish_time: '2026-02-10T16:30:00Z', tags: [{ name: '运营', color: 1 }] });
    // 2026-02-10T16:30Z is 2026-02-11 00:30 in UTC+8.
    const onDay = await t.call('GET', 'message/announcement/manage/list', { token: admin, query: { start_date: '2026-02-11', end_date: '2026-02-11' } });
    expect(onDay.body.payload.row.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(onDay.body.payload.row[0]).toMatchObject({ status: 1, publisher_name: expect.any(String), tags: [{ id: 1, name: '运营', color: 1 }] });
    const dayBefore = await t.call('GET', 'message/announcement/manage/list', { token: admin, query: { start_date: '2026-02-10', end_date: '2026-02-10' } });
    expect(dayBefore.body.code).toBe(1002);
    // `%` and `_` are matched literally.
    const byTitle = await t.call('GET', 'message/announcement/manage/list', { token: admin, query: { title: '_通知 100%' } });
    expect(byTitle.body.payload.row.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await t.call('GET', 'message/announcement/manage/list', { token: admin, query: { title: '%' } })).body.payload.paging_header.total_count).toBe(1);
  });

  it('includes scheduled announcements the merchants do not see yet, and the public page refuses them', async () => {
    const id = await create({ title: '下周系统升级', publish_time: new Date(Date.now() + 7 * 86_400_000).toISOString() });
    const list = await t.call('GET', 'message/announcement/manage/list', { token: admin, query: { title: '系统升级' } });
    expect(list.body.payload.row[0].id).toBe(id);
    expect((await t.call('GET', 'message/announcement', { query: { id } })).body.code).toBe(1404);
    expect((await t.call('GET', 'message/announcement/manage', { token: admin, query: { id } })).body.payload).toMatchObject({ id, title: '下周系统升级', status: 1 });
  });

  it('shows a published announcement on the public page without a token, its HTML sanitised when stored', async () => {
    const id = await create({ title: '公开公告', content: '<p onclick="x()">内容</p><script>alert(1)</script>' });
    const reply = await t.call('GET', 'message/announcement', { query: { id } });
    expect(reply.body.payload).toMatchObject({ id, title: '公开公告', content: '<p>内容</p>' });
  });

  it('edits, withdraws, publishes again and deletes; an illegal move answers 1409 and changes nothing', async () => {
    const id = await create({ title: '初稿' });
    const edited = await t.call('PUT', 'message/announcement', { token: admin, body: { id, title: '终稿', content: '正文', tags: [{ name: '重要', color: 1 }] } });
    expect(edited.body.code).toBe(1001);
    expect((await t.call('GET', 'message/announcement/manage', { token: admin, query: { id } })).body.payload).toMatchObject({ title: '终稿', content: '正文', tags: [{ id: 1, name: '重要', color: 1 }] });

    expect((await t.call('PUT', 'message/announcement/status', { token: admin, body: { id, status: 0 } })).body.code).toBe(1001);
    expect((await t.call('GET', 'message/announcement', { query: { id } })).body.code).toBe(1404);
    const again = await t.call('PUT', 'message/announcement/status', { token: admin, body: { id, status: 0 } });
    expect(again.body).toMatchObject({ code: 1409, message: '公告当前为「已撤回」，不能变更为「已撤回」' });
    expect((await t.call('PUT', 'message/announcement/status', { token: admin, body: { id, status: 1 } })).body.code).toBe(1001);
    expect((await t.call('GET', 'message/announcement', { query: { id } })).body.code).toBe(1001);

    expect((await t.call('DELETE', 'message/announcement', { token: admin, query: { id } })).body.code).toBe(1001);
    expect((await t.call('GET', 'message/announcement/manage', { token: admin, query: { id } })).body.code).toBe(1404);
    expect((await t.call('DELETE', 'message/announcement', { token: admin, query: { id } })).body.code).toBe(1404);
  });

  it('refuses a sub-account without the update permission and every merchant outside the platform', async () => {
    const id = await create({ title: '权限测试' });
    const denied = await t.call('PUT', 'message/announcement', { token: staff, body: { id, title: '改' } });
    expect(denied.body.code).toBe(1403);
    expect(denied.body.message).toContain('base:announcement:update');
    expect((await t.call('DELETE', 'message/announcement', { token: staff, query: { id } })).body.code).toBe(1403);
    expect((await t.call('GET', 'message/announcement/manage/list', { token: staff })).body.code).toBe(1001);
    expect((await t.call('GET', 'message/announcement/manage/list', { token: merchant })).body.code).toBe(1405);
    expect((await t.call('PUT', 'message/announcement/status', { token: merchant, body: { id, status: 0 } })).body.code).toBe(1405);
    expect((await t.call('GET', 'message/announcement/manage', { token: admin, query: { id } })).body.payload.title).toBe('权限测试');
  });

  it('answers bad input with 1400 naming the field', async () => {
    const reply = await t.call('GET', 'message/announcement/manage/list', { token: admin, query: { start_date: '2026-13-40' } });
    expect(reply.body.code).toBe(1400);
    expect(reply.body.message).toContain('发布开始日期');
    expect((await t.call('PUT', 'message/announcement/status', { token: admin, body: { id: 1, status: 5 } })).body.code).toBe(1400);
    expect((await t.call('GET', 'message/announcement', { query: { id: 'abc' } })).body.code).toBe(1400);
  });
});

describe('announcement export', () => {
  it('exports the management list with its filters through the report centre', async () => {
    await create({ title: '导出专用公告 A' });
    await create({ title: '导出专用公告 B' });
    const queued = await t.call('POST', 'report/report', { token: admin, body: { report_id: 'announcement', format: 'csv', params: { title: '导出专用' } } });
    expect(queued.body).toMatchObject({ code: 1001, payload: { name: '平台公告', status: 'queued' } });
    let row: { status: string; link: string; total: number } | undefined;
    for (let i = 0; i < 100 && row?.status !== 'succeeded'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      row = (await t.call('GET', 'report/report/list', { token: admin })).body.payload.row.find((r: { id: string }) => r.id === queued.body.payload.id);
    }
    expect(row).toMatchObject({ status: 'succeeded', total: 2 });
    const file = await t.app.inject({ url: row!.link });
    const lines = file.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('公告编号,标题,标签,状态,发布时间,发布人');
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['导出专用公告 B', '导出专用公告 A']);
  });

  it('refuses the export to a merchant outside the platform and to a filter it does not know', async () => {
    const merchantReport = await t.login('parking-merchant');
    expect((await t.call('POST', 'report/report', { token: merchantReport, body: { report_id: 'announcement' } })).body.code).toBeGreaterThanOrEqual(1403);
    const bad = await t.call('POST', 'report/report', { token: admin, body: { report_id: 'announcement', params: { start_date: '2026-02-30x' } } });
    expect(bad.body.code).toBe(1400);
  });
});
