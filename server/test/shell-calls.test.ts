import { Writable } from 'node:stream';
import { count, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manager, merchant, message, role } from '../src/db/schema/index.js';
import { seedDemo } from '../src/seed/demo.js';
import { createTestApp, PASSWORD, type TestApp } from './helpers.js';

const logLines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let t: TestApp;
let merchantToken: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ logger: pino({ level: 'info' }, sink) });
  merchantToken = await t.login('parking-merchant');
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

describe('domain summary and app key', () => {
  it('answers the theme of a domain without a token, falling back to the default app', async () => {
    const reply = await t.call('GET', 'merchant/app/rt/summary', { query: { domain: 'console.example.com', profile: 'prod' } });
    expect(reply.body.code).toBe(1001);
    expect(reply.body.payload).toMatchObject({ app_id: 'console', system: 'merchant' });
    expect(reply.body.payload.metadata).toMatchObject({ TEXT_SITENAME: '商户管理平台', STYLE_PRIMARY_COLOR: '#409EFF', ENABLE_AI_SUPPORT: '1' }); // the demo seed switches the AI support chat on
  });

  it('answers the app key and the codec switch', async () => {
    const reply = await t.call('GET', 'session/app/key', { token: merchantToken, query: { app_id: 'console' } });
    expect(reply.body.payload).toEqual({ app_id: 'console', app_key: 'ak_console_default', payload_codec: true });
    expect((await t.call('GET', 'session/app/key', { token: merchantToken, query: { app_id: 'nope' } })).body.code).toBe(1404);
  });
});

describe('messages', () => {
  it('lists the caller merchant\'s messages newest first, 10 a page by default', async () => {
    const reply = await t.call('GET', 'message/message/list', { token: merchantToken, query: { page_index: 1, user_type: 2, app_id: 'console' } });
    expect(reply.body.code).toBe(1001);
    const { row, paging_header } = reply.body.payload;
    expect(paging_header).toEqual({ total_count: 4, page_index: 1, page_size: 10 });
    expect(row.map((m: { id: number }) => m.id)).toEqual([...row.map((m: { id: number }) => m.id)].sort((a, b) => b - a));
    expect(row[0]).toHaveProperty('create_time');
    expect(new Date(row[0].create_time).toISOString()).toBe(row[0].create_time);
  });

  it('filters unread messages, marks them read and then answers 1002 for the unread list', async () => {
    const unread = await t.call('GET', 'message/message/list', { token: merchantToken, query: { read_status: 0 } });
    expect(unread.body.payload.paging_header.total_count).toBe(2);
    const ids = unread.body.payload.row.map((m: { id: number }) => m.id);
    expect((await t.call('PUT', 'message/message/read', { token: merchantToken, body: { ids } })).body.payload).toEqual({ updated: 2 });
    expect((await t.call('PUT', 'message/message/read', { token: merchantToken, body: { ids } })).body.payload).toEqual({ updated: 0 });
    const after = await t.call('GET', 'message/message/list', { token: merchantToken, query: { read_status: 0 } });
    expect(after.body.code).toBe(1002);
    expect(after.body.message).toBe('暂无数据');
  });

  it('pages through many messages', async () => {
    await t.db.tenant('all', (tx) => tx.insert(message).values(Array.from({ length: 45 }, (_, i) => ({ merchant: 100103, title: `消息 ${i + 1}` }))));
    const group = await t.login('parking-group');
    const page3 = await t.call('GET', 'message/message/list', { token: group, query: { user_id: 100103, page_index: 3, page_size: 20 } });
    expect(page3.body.payload.paging_header.total_count).toBe(49);
    expect(page3.body.payload.row).toHaveLength(9);
    expect(page3.body.payload.row[0].title).toBe('消息 5');
  });

  it('keeps the per-merchant counters equal to the rows through inserts, reads and deletes', async () => {
    const invariant = () =>
      t.db.tenant('all', async (tx) => {
        const result = await tx.execute(sql`
          select coalesce(c.merchant, m.merchant) as merchant, coalesce(c.app_id, m.app_id) as app_id,
                 coalesce(c.total, 0)::int as counted_total, coalesce(m.total, 0)::int as real_total,
                 coalesce(c.unread, 0)::int as counted_unread, coalesce(m.unread, 0)::int as real_unread
          from message_counter c
          full join (select merchant, app_id, count(*) as total, count(*) filter (where read_status = 0) as unread
                     from message group by merchant, app_id) m on m.merchant = c.merchant and m.app_id = c.app_id`);
        return (result as unknown as { rows: { counted_total: number; real_total: number; counted_unread: number; real_unread: number }[] }).rows;
      });
    const check = async () => {
      for (const row of await invariant()) {
        expect(row.counted_total, JSON.stringify(row)).toBe(row.real_total);
        expect(row.counted_unread, JSON.stringify(row)).toBe(row.real_unread);
      }
    };
    await check();
    await t.db.tenant('all', (tx) => tx.insert(message).values([{ merchant: 100500, app_id: 'console', title: 'a' }, { merchant: 100500, title: 'b', read_status: 1 }]));
    await check();
    await t.db.tenant('all', (tx) => tx.update(message).set({ read_status: 1 }).where(sql`${message.merchant} = 100500`));
    await check();
    await t.db.tenant('all', (tx) => tx.delete(message).where(sql`${message.merchant} = 100500 and ${message.title} = 'a'`));
    await check();
  });

  it('lets the platform push a message that the merchant then sees', async () => {
    const pushed = await t.call('POST', 'message/message', { token: admin, body: { user_ids: [100101, 100201], title: '平台推送', body: '请及时处理', link: '/account/report/list' } });
    expect(pushed.body.payload).toEqual({ created: 2 });
    const list = await t.call('GET', 'message/message/list', { token: merchantToken });
    expect(list.body.payload.row[0]).toMatchObject({ title: '平台推送', link: '/account/report/list', read_status: 0 });
    const unknown = await t.call('POST', 'message/message', { token: admin, body: { user_ids: [100101, 999999], title: 'x', body: '' } });
    expect(unknown.body.code).toBe(1404);
    const badLink = await t.call('POST', 'message/message', { token: admin, body: { user_ids: [100101], title: 'x', body: '', link: 'javascript:alert(1)' } });
    expect(badLink.body.code).toBe(1400);
  });
});

describe('announcements', () => {
  it('lists published announcements newest first with their tags', async () => {
    const reply = await t.call('GET', 'message/announcement/list', { token: merchantToken, query: { page_index: 1, page_size: 10 } });
    const { row, paging_header } = reply.body.payload;
    expect(paging_header.total_count).toBe(7);
    expect(row[0]).toMatchObject({ title: '关于春节期间停车费结算安排的通知', tags: [{ id: 1, name: '重要', color: 1 }] });
    const times = row.map((a: { publish_time: string }) => Date.parse(a.publish_time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('publishes an announcement (operator sub-account with the permission); a future one stays hidden', async () => {
    const ops = await t.login('admin-staff');
    const now = await t.call('POST', 'message/announcement', { token: ops, body: { title: '新功能上线', content: '<p>正文</p>', tags: [{ name: '产品更新', color: 0 }] } });
    expect(now.body.code).toBe(1001);
    const later = await t.call('POST', 'message/announcement', { token: ops, body: { title: '明天的公告', content: '', publish_time: new Date(Date.now() + 86_400_000).toISOString() } });
    expect(later.body.code).toBe(1001);
    const list = await t.call('GET', 'message/announcement/list', { token: merchantToken });
    expect(list.body.payload.row[0].title).toBe('新功能上线');
    expect(list.body.payload.row.some((a: { title: string }) => a.title === '明天的公告')).toBe(false);
    expect((await t.call('POST', 'message/announcement', { token: merchantToken, body: { title: 'x', content: '' } })).body.code).toBe(1405);
  });
});

describe('merchant info and options', () => {
  it('answers the merchant logo by code, cacheable for 600 s', async () => {
    const reply = await t.app.inject({ url: '/api/merchant/merchant/info?code=100101', headers: { authorization: `Bearer ${merchantToken}` } });
    expect(reply.json().payload).toEqual({ code: 100101, name: '福田中心停车场', kind: 'merchant', logo_icon: '' });
    expect(reply.headers['cache-control']).toBe('private, max-age=600');
  });

  it('answers product options, at most `limit`, and refuses an unknown option source', async () => {
    const reply = await t.call('GET', 'session/option/list', { token: merchantToken, query: { id: 'product', keywords: '停车', limit: 2 } });
    expect(reply.body.payload.row).toEqual([
      { label: '停车服务商平台', value: 'parking:partner:platform' },
      { label: '停车集团平台', value: 'parking:group:platform' },
    ]);
    const unknown = await t.call('GET', 'session/option/list', { token: merchantToken, query: { id: 'planet' } });
    expect(unknown.body).toMatchObject({ code: 1400, message: '未知的选项类型：planet' });
  });
});

describe('logs', () => {
  it('write one JSON line per call with seqno, caller and duration, and never a password or token', async () => {
    const failed = await t.call('GET', 'merchant/merchant/info', { token: merchantToken, query: { code: 100500 } });
    const lines = logLines.map((line) => JSON.parse(line));
    const line = lines.find((l) => l.seqno === failed.body.seqno);
    expect(line).toMatchObject({ path: '/api/merchant/merchant/info', status: 404, code: 1404, caller: { merchant: 100101 } });
    expect(line.duration_ms).toBeGreaterThanOrEqual(0);
    const all = logLines.join('\n');
    expect(all).not.toContain(PASSWORD);
    expect(all).not.toContain(merchantToken);
    expect(all).not.toContain(admin);
  });
});

describe('demo data', () => {
  it('is seeded once: a second run changes nothing', async () => {
    const counts = () =>
      t.db.tenant('all', async (tx) => [
        (await tx.select({ n: count() }).from(merchant))[0]!.n,
        (await tx.select({ n: count() }).from(manager))[0]!.n,
        (await tx.select({ n: count() }).from(role))[0]!.n,
      ]);
    const before = await counts();
    expect(before).toEqual([12, 18, 9]);
    expect(await seedDemo(t.db, 'Other-pass-1', 'fast')).toBe(false);
    expect(await counts()).toEqual(before);
  });
});
