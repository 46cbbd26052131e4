import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { article } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
let staff: string;
let parkingMerchant: string;
let parkingPartner: string;
let energyMerchant: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, staff, parkingMerchant, parkingPartner, energyMerchant] = (await Promise.all(
    ['admin', 'admin-staff', 'parking-merchant', 'parking-partner', 'energy-merchant'].map((account) => t.login(account)),
  )) as [string, string, string, string, string];
});
afterAll(async () => {
  await t?.close();
});

const titles = (reply: { body: { payload: { row: { title: string }[] } } }) => reply.body.payload.row.map((r) => r.title);
const list = (token: string | undefined, query: Record<string, unknown> = {}) => t.call('GET', 'article/article/list', { token, query: { page_size: 100, ...query } });
const create = async (body: object) => {
  const reply = await t.call('POST', 'article/article', { token: admin, body });
  expect(reply.body.code, JSON.stringify(reply.body)).toBe(1001);
  return reply.body.payload.id as number;
};

describe('reading help articles', () => {
  it('shows a visitor without a login the published articles for everyone only', async () => {
    const reply = await list(undefined);
    expect(reply.body.code).toBe(1001);
    expect(titles(reply).sort()).toEqual(
      ['如何导出报表', '如何批量导入站内消息', '忘记密码或需要重置密码怎么办', '登录时提示需要验证码或账号被锁定', '如何新建子账号并分配权限', '在哪里查看平台公告和站内消息'].sort(),
    );
    const row = reply.body.payload.row.find((r: { title: string }) => r.title === '如何导出报表');
    expect(row).toMatchObject({ key: 'report-export', category_name: '报表与导入导出', crowds: [], merchant: 0, status: 1, link: `/help/article/detail?id=${row.id}` });
    expect(row.tags.map((tag: { name: string }) => tag.name)).toEqual(['报表', '导出']);
    // Newest first.
    const times = reply.body.payload.row.map((r: { publish_time: string }) => r.publish_time);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('adds the articles of the merchant’s crowds (its products) for a signed-in user', async () => {
    const parking = titles(await list(parkingMerchant));
    expect(parking).toContain('如何添加停车场');
    expect(parking).toContain('如何申请开具电子发票'); // invoice:merchant:platform
    expect(parking).toContain('支付通道开通后多久结算到账'); // payment:merchant:platform
    expect(parking).not.toContain('充电桩告警如何查看和处理');
    expect(parking).not.toContain('停车优惠券使用说明'); // a draft
    const energy = titles(await list(energyMerchant));
    expect(energy).toContain('充电桩告警如何查看和处理');
    expect(energy).not.toContain('如何添加停车场');
    // An invalid token is read as no login, never as 401 (a public page must not log anybody out).
    const stale = await t.call('GET', 'article/article/list', { headers: { authorization: 'Bearer xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' } });
    expect(stale.status).toBe(200);
    expect(stale.body.payload.paging_header.total_count).toBe(6);
  });

  it('shows the operator with base:article:list drafts too, filterable by status; its staff without it only published ones', async () => {
    const all = await list(admin);
    expect(all.body.payload.paging_header.total_count).toBe(15);
    expect(titles(await list(admin, { status: 0 }))).toEqual(['停车优惠券使用说明']);
    const staffList = await list(staff);
    expect(staffList.body.payload.paging_header.total_count).toBe(14);
    expect((await list(parkingMerchant, { status: 0 })).body.code).toBe(1002);
  });

  it('filters by keywords, category, tag and crowd', async () => {
    expect(titles(await list(parkingMerchant, { keywords: '  人脸认证 ' }))).toEqual(['开票时提示需要人脸认证怎么办']);
    // Full-width letters and upper case are folded like the stored text.
    expect(titles(await list(parkingMerchant, { keywords: 'ＰＤＦ' })).sort()).toEqual(['如何申请开具电子发票'].sort());
    const categories = (await t.call('GET', 'article/category/list', { token: parkingMerchant })).body.payload.row;
    const account = categories.find((c: { name: string }) => c.name === '账号与权限');
    expect(account.article_count).toBe(3);
    expect(titles(await list(parkingMerchant, { category: account.id })).sort()).toEqual(['忘记密码或需要重置密码怎么办', '登录时提示需要验证码或账号被锁定', '如何新建子账号并分配权限'].sort());
    const tags = (await t.call('GET', 'article/tag/list', { token: parkingMerchant })).body.payload.row;
    const invoiceTag = tags.find((tag: { name: string }) => tag.name === '发票');
    expect(invoiceTag.article_count).toBe(2);
    expect(titles(await list(parkingMerchant, { tag: invoiceTag.id })).length).toBe(2);
    expect(titles(await list(admin, { crowd: 'energy-merchant' })).sort()).toEqual(['充电桩告警如何查看和处理', '充电桩显示离线怎么办'].sort());
    const crowds = (await t.call('GET', 'article/crowd/list', { token: energyMerchant })).body.payload.row;
    expect(crowds.find((c: { code: string }) => c.code === 'energy-merchant')).toEqual({ code: 'energy-merchant', name: '充电站商户', products: ['energy:merchant:platform'] });
  });

  it('answers one article, with its content, to those who may read it; 1404 to the others', async () => {
    const { id } = (await list(admin, { keywords: '如何添加停车场' })).body.payload.row[0];
    const reply = await t.call('GET', 'article/article', { token: parkingMerchant, query: { id } });
    expect(reply.body.payload).toMatchObject({ id, title: '如何添加停车场', key: 'parking-lot-create' });
    expect(reply.body.payload.content).toContain('<ol><li>进入「停车场管理 → 车场列表」');
    expect((await t.call('GET', 'article/article', { query: { id } })).body.code).toBe(1404);
    expect((await t.call('GET', 'article/article', { token: energyMerchant, query: { id } })).body.code).toBe(1404);
    const draft = (await list(admin, { status: 0 })).body.payload.row[0].id;
    expect((await t.call('GET', 'article/article', { token: parkingMerchant, query: { id: draft } })).body.code).toBe(1404);
    expect((await t.call('GET', 'article/article', { token: admin, query: { id: draft } })).body.payload.status).toBe(0);
  });

  it('fetches several articles by id in the order asked (unreadable ones left out) or one by key', async () => {
    const rows = (await list(admin, { page_size: 100 })).body.payload.row as { id: number; title: string; crowds: unknown[]; status: number }[];
    const open = rows.filter((r) => r.crowds.length === 0 && r.status === 1).map((r) => r.id);
    const energy = rows.find((r) => r.title === '充电桩显示离线怎么办')!.id;
    const fetched = await t.call('GET', 'article/article/fetch', { query: { id: [open[2], energy, open[0], 99999] } });
    expect(fetched.body.payload.row.map((r: { id: number }) => r.id)).toEqual([open[2], open[0]]);
    expect(fetched.body.payload.row[0].content).toBeTruthy();
    const byKey = await t.call('GET', 'article/article/fetch', { token: parkingMerchant, query: { key: 'parking-lot-create' } });
    expect(byKey.body.payload.row.map((r: { title: string }) => r.title)).toEqual(['如何添加停车场']);
    const nothing = await t.call('GET', 'article/article/fetch', {});
    expect(nothing.body).toMatchObject({ code: 1400, message: '请提供文章 ID（id）或文章标识（key）' });
    expect((await t.call('GET', 'article/article/fetch', { query: { key: 'Bad Key' } })).body.code).toBe(1400);
  });
});

describe('writing help articles', () => {
  it('creates a draft with new tags and sanitised content, publishes it, takes it back to draft and deletes it', async () => {
    const categories = (await t.call('GET', 'article/category/list', { token: admin })).body.payload.row;
    const id = await create({
      title: '  车牌识别不准怎么办 ',
      key: 'plate-recognition',
      summary: '调整相机角度并清洁镜头。',
      content: '<p onclick="steal()">调整 <b>相机</b> 角度</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
      category: categories.find((c: { name: string }) => c.name === '停车场管理').id,
      tags: ['车牌识别', '车场', '车牌识别'],
      crowds: ['parking-merchant'],
    });
    const draft = await t.call('GET', 'article/article', { token: admin, query: { id } });
    expect(draft.body.payload).toMatchObject({ title: '车牌识别不准怎么办', status: 0, publish_time: '', crowds: [{ code: 'parking-merchant', name: '停车场商户' }] });
    expect(draft.body.payload.content).toBe('<p>调整 <b>相机</b> 角度</p><a target="_blank" rel="noopener noreferrer">x</a>');
    expect(draft.body.payload.tags.map((tag: { name: string }) => tag.name)).toEqual(['车牌识别', '车场']);
    expect((await t.call('GET', 'article/article', { token: parkingMerchant, query: { id } })).body.code).toBe(1404);

    const published = await t.call('PUT', 'article/article', { token: admin, body: { id, title: '车牌识别不准怎么办', key: 'plate-recognition', crowds: ['parking-merchant'], status: 1 } });
    expect(published.body.payload).toEqual({ id, status: 1 });
    const seen = await t.call('GET', 'article/article', { token: parkingMerchant, query: { id } });
    expect(seen.body.code).toBe(1001);
    expect(Date.now() - Date.parse(seen.body.payload.publish_time)).toBeLessThan(60_000);
    // PUT replaces the article: the summary and tags it did not send are gone.
    expect(seen.body.payload).toMatchObject({ summary: '', tags: [] });

    expect((await t.call('PUT', 'article/article', { token: admin, body: { id, title: '车牌识别不准怎么办', status: 0 } })).body.payload.status).toBe(0);
    expect((await t.call('GET', 'article/article', { token: parkingMerchant, query: { id } })).body.code).toBe(1404);
    expect((await t.call('DELETE', 'article/article', { token: admin, query: { id } })).body.code).toBe(1001);
    expect((await t.call('GET', 'article/article', { token: admin, query: { id } })).body.code).toBe(1404);
    expect((await t.call('DELETE', 'article/article', { token: admin, query: { id } })).body.code).toBe(1404);
  });

  it('schedules an article by its publish time', async () => {
    const id = await create({ title: '下月上线的新功能', status: 1, publish_time: new Date(Date.now() + 86_400_000).toISOString() });
    expect((await t.call('GET', 'article/article', { query: { id } })).body.code).toBe(1404);
    expect((await t.call('GET', 'article/article', { token: admin, query: { id } })).body.payload.status).toBe(1);
    await t.call('DELETE', 'article/article', { token: admin, query: { id } });
  });

  it('refuses a taken key, an unknown category, crowd or merchant with 1400 in Chinese', async () => {
    const taken = await t.call('POST', 'article/article', { token: admin, body: { title: 'x', key: 'report-export' } });
    expect(taken.body).toMatchObject({ code: 1400, message: '文章标识 report-export 已被其他文章使用' });
    expect((await t.call('POST', 'article/article', { token: admin, body: { title: 'x', category: 99999 } })).body.message).toBe('分类不存在');
    expect((await t.call('POST', 'article/article', { token: admin, body: { title: 'x', crowds: ['martians'] } })).body.message).toBe('适用人群不存在：martians');
    expect((await t.call('POST', 'article/article', { token: admin, body: { title: 'x', merchant: 999999 } })).body.message).toBe('商户 999999 不存在');
    expect((await t.call('POST', 'article/article', { token: admin, body: { title: '   ' } })).body.code).toBe(1400);
    const bad = await t.call('POST', 'article/article', { token: admin, body: { title: 'x', status: 2 } });
    expect(bad.body).toMatchObject({ code: 1400, message: '参数 status（状态）不能大于 1' });
  });

  it('refuses a sub-account without the permission (1403) and a merchant outside the platform (1405)', async () => {
    const denied = await t.call('POST', 'article/article', { token: staff, body: { title: '无权限' } });
    expect(denied.body.code).toBe(1403);
    expect(denied.body.message).toContain('base:article:create');
    expect((await t.call('DELETE', 'article/article', { token: staff, query: { id: 1 } })).body.message).toContain('base:article:update');
    expect((await t.call('POST', 'article/article', { token: parkingMerchant, body: { title: '越权' } })).body.code).toBe(1405);
    expect((await t.call('POST', 'article/article', { body: { title: '未登录' } })).body.code).toBe(1401);
  });

  it('keeps a merchant’s own article within its tenants, by the service and by row-level security', async () => {
    const id = await create({ title: '福田中心停车场夜间收费说明', merchant: 100101, status: 1 });
    expect((await t.call('GET', 'article/article', { token: parkingMerchant, query: { id } })).body.code).toBe(1001);
    expect((await t.call('GET', 'article/article', { token: parkingPartner, query: { id } })).body.code).toBe(1001); // 100101 is its customer
    expect((await t.call('GET', 'article/article', { token: energyMerchant, query: { id } })).body.code).toBe(1404);
    expect((await t.call('GET', 'article/article', { query: { id } })).body.code).toBe(1404);
    // Below the service: the energy merchant's transaction does not see the row at all, but sees platform-wide ones.
    const seen = await t.db.tenant([100201], (tx) => tx.select({ id: article.id, merchant: article.merchant }).from(article));
    expect(seen.some((r) => r.id === id)).toBe(false);
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.every((r) => r.merchant === null)).toBe(true);
    // …and a transaction without a tenant setting sees nothing and cannot write.
    const unset = sql`select set_config('app.all_merchants', '', true), set_config('app.merchants', '', true)`;
    const none = await t.db.tenant('all', async (tx) => {
      await tx.execute(unset);
      return tx.select({ id: article.id }).from(article);
    });
    expect(none).toEqual([]);
    await expect(t.db.tenant([100201], (tx) => tx.update(article).set({ title: '改' }).where(sql`${article.id} = ${id} or ${article.merchant} is null`).returning({ id: article.id }))).resolves.toEqual([]);
    await t.call('DELETE', 'article/article', { token: admin, query: { id } });
  });
});
