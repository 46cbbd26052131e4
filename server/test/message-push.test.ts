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

describe('message push records', () => {
  it('lists what the platform pushed, with the merchant and the sender, filtered', async () => {
    const pushed = await t.call('POST', 'message/message', { token: admin, body: { user_ids: [100101, 100201], title: '推送记录测试_1%', body: '内容', link: '/home/index' } });
    expect(pushed.body.payload).toEqual({ created: 2 });
    const all = await t.call('GET', 'message/message/push/list', { token: admin, query: { title: '推送记录测试_1%' } });
    expect(all.body.payload.paging_header.total_count).toBe(2);
    expect(all.body.payload.row.map((r: { merchant: number }) => r.merchant).sort()).toEqual([100101, 100201]);
    expect(all.body.payload.row[0]).toMatchObject({ title: '推送记录测试_1%', read_status: 0, sender_name: expect.any(String), merchant_name: expect.any(String) });
    const one = await t.call('GET', 'message/message/push/list', { token: admin, query: { title: '推送记录测试', user_id: 100201 } });
    expect(one.body.payload.row.map((r: { merchant: number }) => r.merchant)).toEqual([100201]);

    // Read by the merchant: the record says so.
    const merchant = await t.login('parking-merchant');
    const inbox = await t.call('GET', 'message/message/list', { token: merchant });
    const mine = inbox.body.payload.row.find((m: { title: string }) => m.title === '推送记录测试_1%');
    await t.call('PUT', 'message/message/read', { token: merchant, body: { ids: [mine.id] } });
    const read = await t.call('GET', 'message/message/push/list', { token: admin, query: { title: '推送记录测试', read_status: 1 } });
    expect(read.body.payload.row.map((r: { merchant: number }) => r.merchant)).toEqual([100101]);
  });

  it('leaves out the messages nobody pushed (seeded inbox messages have no sender) and days outside the range', async () => {
    // The demo merchants' inboxes hold seeded messages; only the two pushed above are pushes.
    const all = await t.call('GET', 'message/message/push/list', { token: admin });
    expect(all.body.payload.paging_header.total_count).toBe(2);
    const future = await t.call('GET', 'message/message/push/list', { token: admin, query: { start_date: '2099-01-01' } });
    expect(future.body.code).toBe(1002);
  });

  it('is the platform operator\'s: a merchant is refused (product), a sub-account without the permission too', async () => {
    expect((await t.call('GET', 'message/message/push/list', { token: await t.login('parking-merchant') })).body.code).toBe(1405);
    expect((await t.call('GET', 'message/message/push/list', { token: await t.login('admin-staff') })).body.code).toBe(1403);
    expect((await t.call('GET', 'message/message/push/list', { token: admin, query: { read_status: 3 } })).body.code).toBe(1400);
  });
});
