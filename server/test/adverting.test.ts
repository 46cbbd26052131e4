import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adSpace, auditLog, trafficProvider } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers.js';

// 100000 (admin) runs the demo's ad configuration (docs/decisions.md, "Advertising configuration (广告)"); its staff
// holds none of the advertising codes; the parking partner and the advertiser own no advertising partner product.
let t: TestApp;
let admin: string;
let staff: string;
let partner: string;
let advertiser: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  staff = await t.login('admin-staff');
  partner = await t.login('parking-partner');
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
  t.call(method, `adverting/config/${path}`, { token, ...(method === 'GET' || method === 'DELETE' ? { query: input } : { body: input }) });
const auditOf = (type: string, id: number) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, type), eq(auditLog.target_id, String(id)))).orderBy(auditLog.id));

let serial = 0;
const space = (overrides: Record<string, unknown> = {}) => ({
  code: `T_SPACE_${++serial}`,
  name: `测试广告位${serial}`,
  scene: 2,
  material: 1,
  width: 750,
  height: 300,
  billing: 1,
  floor_price: 1234,
  ...overrides,
});

describe('ad spaces', () => {
  it('lists the demo spaces, creates, shows, edits, disables and audits', async () => {
    const demo = ok(await send(admin, 'GET', 'space/list', { page_size: 100 }));
    expect(demo.row.map((r: { code: string }) => r.code)).toContain('APP_SPLASH');
    expect(demo.row.find((r: { code: string }) => r.code === 'FT_EXIT_SCREEN')).toMatchObject({ material: 2, duration: 15, provider_name: '福田中心停车场' });

    const providers = ok(await send(admin, 'GET', 'traffic-provider/list', { name: '福田' })).row;
    const provider = providers[0].id as number;
    const { id } = ok(await send(admin, 'POST', 'space', space({ provider, daily_limit: 1000, remark: ' 首发 ' })));
    const created = ok(await send(admin, 'GET', 'space', { id }));
    expect(created).toMatchObject({ name: `测试广告位${serial}`, floor_price: 1234, daily_limit: 1000, provider, provider_name: '福田中心停车场', status: 1, remark: '首发', duration: 0 });
    // Search by part of the code, by scene and provider.
    expect(ok(await send(admin, 'GET', 'space/list', { keywords: created.code.toLowerCase() })).row.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(ok(await send(admin, 'GET', 'space/list', { provider, scene: 2 })).row.map((r: { id: number }) => r.id)).toEqual([id]);

    // Edit: a video needs its length; the provider may be dropped (own traffic); the code stays.
    expect(code(await send(admin, 'PUT', 'space', { id, ...space({ code: created.code, material: 2 }) }))).toBe(1400);
    ok(await send(admin, 'PUT', 'space', { id, ...space({ code: created.code, name: '改名广告位', material: 2, duration: 20 }) }));
    expect(ok(await send(admin, 'GET', 'space', { id }))).toMatchObject({ name: '改名广告位', duration: 20, provider: 0, provider_name: '' });
    const renamed = await send(admin, 'PUT', 'space', { id, ...space({ code: 'OTHER_CODE' }) });
    expect(code(renamed)).toBe(1400);
    expect(renamed.body.message).toContain('不能修改');

    ok(await send(admin, 'PUT', 'space/status', { id, status: 0 }));
    expect(code(await send(admin, 'PUT', 'space/status', { id, status: 0 }))).toBe(1409);
    expect(ok(await send(admin, 'GET', 'space/list', { keywords: created.code, status: 0 })).row).toHaveLength(1);

    const entries = await auditOf('ad_space', id);
    expect(entries.map((e) => e.call)).toEqual(['POST adverting/config/space', 'PUT adverting/config/space', 'PUT adverting/config/space/status']);
    expect(entries[0]!.after).toMatchObject({ floor_price: '¥12.34 元/千次展示', provider: '福田中心停车场', size: '750×300', daily_limit: '1000' });
    expect(entries[1]!.after).toMatchObject({ material: '视频', duration: '20 秒', provider: '自有流量' });
  });

  it('refuses a taken code (case-insensitive), a disabled provider and bad input', async () => {
    const taken = await send(admin, 'POST', 'space', space({ code: 'app_splash' }));
    expect(code(taken)).toBe(1400);
    expect(taken.body.message).toContain('APP 开屏');
    const disabled = ok(await send(admin, 'GET', 'traffic-provider/list', { status: 0 })).row[0];
    expect(code(await send(admin, 'POST', 'space', space({ provider: disabled.id })))).toBe(1409);
    expect(code(await send(admin, 'POST', 'space', space({ code: '1bad' })))).toBe(1400);
    expect(code(await send(admin, 'POST', 'space', space({ floor_price: -1 })))).toBe(1400);
    expect(code(await send(admin, 'POST', 'space', space({ scene: 9 })))).toBe(1400);
  });

  it('keeps each merchant to its own: another merchant’s space and provider answer 1404', async () => {
    const [other] = await t.db.tenant('all', async (tx) => {
      const [p] = await tx.insert(trafficProvider).values({ merchant: 100500, name: '别家流量主', type: 5, share_rate: 10 }).returning({ id: trafficProvider.id });
      return tx.insert(adSpace).values({ merchant: 100500, code: 'OTHER', name: '别家广告位', scene: 1, material: 1, width: 1, height: 1, billing: 1, floor_price: 0, provider: p!.id }).returning({ id: adSpace.id, provider: adSpace.provider });
    });
    expect(code(await send(admin, 'GET', 'space', { id: other!.id }))).toBe(1404);
    expect(code(await send(admin, 'PUT', 'space/status', { id: other!.id, status: 0 }))).toBe(1404);
    expect(code(await send(admin, 'POST', 'space', space({ provider: other!.provider })))).toBe(1404);
    expect(ok(await send(admin, 'GET', 'space/list', { keywords: 'OTHER', page_size: 100 })).row.map((r: { id: number }) => r.id)).not.toContain(other!.id);
  });
});

describe('targeting packages', () => {
  it('creates with defaults, names the regions, edits, searches by region and deletes', async () => {
    const { id } = ok(await send(admin, 'POST', 'targeting-package', { name: '测试定向包', regions: ['440000', '110100'], hours: [20, 8], os: [2, 1] }));
    expect(ok(await send(admin, 'GET', 'targeting-package', { id }))).toMatchObject({
      regions: ['440000', '110100'], gender: 0, age_min: 0, age_max: 100, os: [1, 2], hours: [8, 20],
    });
    const row = ok(await send(admin, 'GET', 'targeting-package/list', { region: '110100' })).row;
    expect(row.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(row[0].region_names[0]).toContain('广东');
    ok(await send(admin, 'PUT', 'targeting-package', { id, name: '测试定向包', gender: 1, age_min: 18, age_max: 30 }));
    expect(ok(await send(admin, 'GET', 'targeting-package', { id }))).toMatchObject({ regions: [], gender: 1, age_min: 18, age_max: 30, os: [], hours: [] });
    // Districts, unknown codes, reversed ages and a taken name are refused.
    expect(code(await send(admin, 'POST', 'targeting-package', { name: '区县定向', regions: ['440305'] }))).toBe(1400);
    expect(code(await send(admin, 'POST', 'targeting-package', { name: '未知地域', regions: ['990000'] }))).toBe(1400);
    expect(code(await send(admin, 'POST', 'targeting-package', { name: '年龄反了', age_min: 40, age_max: 20 }))).toBe(1400);
    expect(code(await send(admin, 'POST', 'targeting-package', { name: '深圳车主' }))).toBe(1400);
    ok(await send(admin, 'DELETE', 'targeting-package', { id }));
    expect(code(await send(admin, 'GET', 'targeting-package', { id }))).toBe(1404);
    const entries = await auditOf('targeting_package', id);
    expect(entries[0]!.after).toMatchObject({ regions: expect.stringContaining('北京'), time_slots: '8时、20时', os: 'iOS、Android', ages: '不限' });
    expect(entries.at(-1)!.after).toBeNull();
  });
});

describe('traffic providers and categories', () => {
  it('creates, edits and disables a provider; counts its spaces', async () => {
    const { id } = ok(await send(admin, 'POST', 'traffic-provider', { name: '测试流量主', type: 4, contact_mobile: '13700000001', share_rate: 25 }));
    ok(await send(admin, 'POST', 'space', space({ provider: id })));
    expect(ok(await send(admin, 'GET', 'traffic-provider/list', { name: '测试流量主' })).row[0]).toMatchObject({ id, space_count: 1, share_rate: 25, status: 1 });
    expect(code(await send(admin, 'PUT', 'traffic-provider', { id, name: '测试流量主', type: 4, share_rate: 101 }))).toBe(1400);
    ok(await send(admin, 'PUT', 'traffic-provider', { id, name: '测试流量主改', type: 1, share_rate: 30 }));
    ok(await send(admin, 'PUT', 'traffic-provider/status', { id, status: 0 }));
    // A disabled provider leaves the picker.
    const options = ok(await t.call('GET', 'session/option/list', { token: admin, query: { id: 'adverting-provider', keywords: '测试流量主' } }));
    expect(options.row).toEqual([]);
    expect(code(await send(admin, 'POST', 'traffic-provider', { name: '福田中心停车场', type: 1, share_rate: 1 }))).toBe(1400);
  });

  it('lists categories by sort, creates, renames, disables and deletes one', async () => {
    const names = ok(await send(admin, 'GET', 'category/list')).row.map((r: { name: string }) => r.name);
    expect(names.slice(0, 2)).toEqual(['汽车', '餐饮美食']);
    const { id } = ok(await send(admin, 'POST', 'category', { name: '测试分类', sort: 1 }));
    expect(ok(await send(admin, 'GET', 'category/list')).row[0]).toMatchObject({ id, name: '测试分类', status: 1 });
    expect(code(await send(admin, 'POST', 'category', { name: '汽车' }))).toBe(1400);
    ok(await send(admin, 'PUT', 'category', { id, name: '测试分类二', sort: 5 }));
    ok(await send(admin, 'PUT', 'category/status', { id, status: 0 }));
    ok(await send(admin, 'DELETE', 'category', { id }));
    expect(code(await send(admin, 'PUT', 'category', { id, name: 'x' }))).toBe(1404);
  });
});

describe('who may', () => {
  it('refuses accounts without the permission or the product', async () => {
    expect(code(await send(staff, 'GET', 'space/list'))).toBe(1403);
    expect(code(await send(staff, 'POST', 'category', { name: '越权' }))).toBe(1403);
    expect(code(await send(partner, 'GET', 'space/list'))).toBe(1405);
    expect(code(await send(advertiser, 'GET', 'targeting-package/list'))).toBe(1405);
    expect(code(await t.call('GET', 'session/option/list', { token: staff, query: { id: 'adverting-provider' } }))).toBe(1403);
  });
});
