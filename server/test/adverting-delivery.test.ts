import { addDays, todayInChina } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adChannelApp, adMaterial, adPlan, adPlanSpace, adSpace, auditLog } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers.js';

// 100000 (admin) runs the demo's advertising (docs/decisions.md, "Advertising delivery (广告 › 投放管理)"); its staff
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
  t.call(method, `adverting/${path}`, { token, ...(method === 'GET' || method === 'DELETE' ? { query: input } : { body: input }) });
const auditOf = (type: string, id: number) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, type), eq(auditLog.target_id, String(id)))).orderBy(auditLog.id));
const today = todayInChina();
const link = (ext: string) => `/files/advertising/ab/${'ab'.repeat(32)}.${ext}`;

let spaces: Record<string, { id: number; floor_price: number }> = {};
let materials: Record<string, number> = {};
beforeAll(async () => {
  const rows = ok(await send(admin, 'GET', 'config/space/list', { page_size: 100 })).row as { id: number; code: string; floor_price: number }[];
  spaces = Object.fromEntries(rows.map((r) => [r.code, r]));
  const list = ok(await send(admin, 'GET', 'config/material/list', { page_size: 100 })).row as { id: number; name: string }[];
  materials = Object.fromEntries(list.map((m) => [m.name, m.id]));
});

const externalPlan = (overrides: Record<string, unknown> = {}) => ({
  kind: 2,
  name: '测试外部计划',
  advertiser_name: '测试广告主',
  spaces: [spaces.APP_SPLASH!.id],
  material: materials['新能源车试驾开屏'],
  start_date: addDays(today, 1),
  end_date: addDays(today, 10),
  hours: [9, 8],
  bidding: 1,
  bid_price: 3200,
  daily_budget: 10000,
  total_budget: 100000,
  landing_url: 'https://example.com/a',
  ...overrides,
});

describe('delivery plans', () => {
  it('lists the demo plans by kind, creates a draft, edits, submits, approves, pauses, resumes and ends, audited', async () => {
    const internal = ok(await send(admin, 'GET', 'operation/delivery/list', { kind: 1 }));
    expect(internal.row.map((r: { name: string }) => r.name)).toContain('智泊云月卡续费提醒');
    expect(internal.row.every((r: { kind: number }) => r.kind === 1)).toBe(true);
    const byd = ok(await send(admin, 'GET', 'operation/delivery/list', { kind: 2, name: '比亚迪' })).row[0];
    expect(byd).toMatchObject({ status: 3, bidding: 1, bid_price: 3500, targeting_name: '深圳车主', material_name: '新能源车试驾开屏', spaces: [{ code: 'APP_SPLASH' }] });

    const { id } = ok(await send(admin, 'POST', 'operation/delivery', externalPlan()));
    const created = ok(await send(admin, 'GET', 'operation/delivery', { id }));
    expect(created).toMatchObject({ status: 0, hours: [8, 9], advertiser_name: '测试广告主', creator_name: expect.any(String), submit_time: '', spaces: [{ id: spaces.APP_SPLASH!.id, name: 'APP 开屏' }] });
    // Search by space and advertiser.
    expect(ok(await send(admin, 'GET', 'operation/delivery/list', { kind: 2, space: spaces.APP_SPLASH!.id, advertiser_name: '测试广告' })).row.map((r: { id: number }) => r.id)).toEqual([id]);

    // Edit with submit: to the audit queue.
    ok(await send(admin, 'PUT', 'operation/delivery', { id, ...externalPlan({ kind: undefined, name: '测试外部计划改', bid_price: 4000, submit: true }) }));
    const queue = ok(await send(admin, 'GET', 'operation/delivery-audit/list', { name: '测试外部计划改' })).row;
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({ id, status: 1, bid_price: 4000 });
    // Pending: no edit, no status move around the audit.
    expect(code(await send(admin, 'PUT', 'operation/delivery', { id, ...externalPlan({ kind: undefined }) }))).toBe(1409);
    expect(code(await send(admin, 'PUT', 'operation/delivery/status', { id, status: 3 }))).toBe(1409);
    // A rejection needs its reason.
    expect(code(await send(admin, 'PUT', 'operation/delivery-audit', { id, pass: false, remark: '  ' }))).toBe(1400);
    ok(await send(admin, 'PUT', 'operation/delivery-audit', { id, pass: false, remark: '落地页打不开' }));
    expect(ok(await send(admin, 'GET', 'operation/delivery', { id }))).toMatchObject({ status: 2, audit_remark: '落地页打不开' });
    ok(await send(admin, 'PUT', 'operation/delivery/submit', { id }));
    ok(await send(admin, 'PUT', 'operation/delivery-audit', { id, pass: true }));
    expect(ok(await send(admin, 'GET', 'operation/delivery', { id }))).toMatchObject({ status: 3, audit_remark: '' });
    expect(ok(await send(admin, 'GET', 'operation/delivery-audit/list', { audit: 3, name: '测试外部计划改' })).row).toHaveLength(1);

    ok(await send(admin, 'PUT', 'operation/delivery/status', { id, status: 4 }));
    expect(code(await send(admin, 'PUT', 'operation/delivery/status', { id, status: 4 }))).toBe(1409);
    ok(await send(admin, 'PUT', 'operation/delivery/status', { id, status: 3 }));
    ok(await send(admin, 'PUT', 'operation/delivery/status', { id, status: 5 }));
    expect(code(await send(admin, 'PUT', 'operation/delivery/status', { id, status: 3 }))).toBe(1409);
    expect(code(await send(admin, 'DELETE', 'operation/delivery', { id }))).toBe(1409);

    const entries = await auditOf('ad_plan', id);
    expect(entries.map((e) => e.call)).toEqual([
      'POST adverting/operation/delivery',
      'PUT adverting/operation/delivery',
      'PUT adverting/operation/delivery-audit',
      'PUT adverting/operation/delivery/submit',
      'PUT adverting/operation/delivery-audit',
      'PUT adverting/operation/delivery/status',
      'PUT adverting/operation/delivery/status',
      'PUT adverting/operation/delivery/status',
    ]);
    expect(entries[0]!.after).toMatchObject({ plan_kind: '外部计划', spaces: 'APP 开屏', bid_price: '¥32.00 元/千次展示', daily_budget: '¥100.00', time_slots: '8时、9时', status: '草稿' });
    expect(entries[2]!.after).toMatchObject({ status: '已驳回', audit_remark: '落地页打不开' });
  });

  it('keeps an internal plan free of advertiser and bid; deletes a draft; copies are plain creates', async () => {
    const { id } = ok(await send(admin, 'POST', 'operation/delivery', externalPlan({ kind: 1, name: '内部测试', advertiser_name: '忽略', bidding: 2, bid_price: 1 })));
    expect(ok(await send(admin, 'GET', 'operation/delivery', { id }))).toMatchObject({ kind: 1, advertiser_name: '', bidding: 0, bid_price: 0, daily_budget: 0 });
    ok(await send(admin, 'DELETE', 'operation/delivery', { id }));
    expect(code(await send(admin, 'GET', 'operation/delivery', { id }))).toBe(1404);
  });

  it('refuses bids below the floor, other billing, past or reversed dates, a misfit material and bad input', async () => {
    const low = await send(admin, 'POST', 'operation/delivery', externalPlan({ bid_price: 100 }));
    expect(code(low)).toBe(1400);
    expect(low.body.message).toContain('底价');
    const billing = await send(admin, 'POST', 'operation/delivery', externalPlan({ spaces: [spaces.APP_SPLASH!.id, spaces.APP_HOME_BANNER!.id] }));
    expect(code(billing)).toBe(1400);
    expect(billing.body.message).toContain('首页轮播横幅');
    expect(code(await send(admin, 'POST', 'operation/delivery', externalPlan({ end_date: addDays(today, -1), start_date: addDays(today, -3) })))).toBe(1400);
    expect(code(await send(admin, 'POST', 'operation/delivery', externalPlan({ start_date: addDays(today, 5), end_date: addDays(today, 2) })))).toBe(1400);
    const video = await send(admin, 'POST', 'operation/delivery', externalPlan({ material: materials['出口屏 15 秒车险视频'] }));
    expect(code(video)).toBe(1400);
    expect(video.body.message).toContain('APP 开屏');
    expect(code(await send(admin, 'POST', 'operation/delivery', externalPlan({ advertiser_name: '' })))).toBe(1400);
    expect(code(await send(admin, 'POST', 'operation/delivery', externalPlan({ daily_budget: 200000, total_budget: 100000 })))).toBe(1400);
    expect(code(await send(admin, 'POST', 'operation/delivery', externalPlan({ spaces: [] })))).toBe(1400);
    expect(code(await send(admin, 'POST', 'operation/delivery', externalPlan({ landing_url: 'javascript:alert(1)' })))).toBe(1400);
    expect(code(await send(admin, 'POST', 'operation/delivery', externalPlan({ kind: 3 })))).toBe(1400);
    // A disabled space cannot be newly chosen; a disabled material neither.
    expect(code(await send(admin, 'POST', 'operation/delivery', externalPlan({ kind: 1, spaces: [spaces.MINI_FEED!.id], material: undefined })))).toBe(1409);
    expect(code(await send(admin, 'POST', 'operation/delivery', externalPlan({ kind: 1, material: materials['国庆促销开屏（已下线）'] })))).toBe(1409);
  });

  it('holds external bids to the bidding setting’s ceiling', async () => {
    expect(ok(await send(admin, 'GET', 'operation/bidding/setting'))).toMatchObject({ mode: 2, increment: 10, max_bid: 5_000_000, internal_first: true });
    const saved = ok(await send(admin, 'PUT', 'operation/bidding/setting', { mode: 1, increment: 5, max_bid: 3300, internal_first: false }));
    expect(saved).toMatchObject({ mode: 1, max_bid: 3300, internal_first: false, updater_name: expect.any(String) });
    const over = await send(admin, 'POST', 'operation/delivery', externalPlan({ bid_price: 3400 }));
    expect(code(over)).toBe(1400);
    expect(over.body.message).toContain('出价上限');
    ok(await send(admin, 'PUT', 'operation/bidding/setting', { mode: 2, increment: 10, max_bid: 0, internal_first: true }));
    expect(code(await send(admin, 'PUT', 'operation/bidding/setting', { mode: 3, increment: 10, max_bid: 0, internal_first: true }))).toBe(1400);
    const entries = await auditOf('ad_bidding_setting', 100000);
    expect(entries[0]!.after).toMatchObject({ bidding_mode: '第一价格（按出价扣费）', max_bid: '¥33.00', internal_first: '否' });
  });
});

describe('materials', () => {
  it('creates an image and a video, refuses misfit files, and keeps used materials, packages and categories', async () => {
    const image = ok(await send(admin, 'POST', 'config/material', { name: '测试图片', type: 1, link: link('png'), width: 750, height: 300, remark: ' 首发 ' }));
    const rows = ok(await send(admin, 'GET', 'config/material/list', { name: '测试图片' })).row;
    expect(rows[0]).toMatchObject({ id: image.id, type: 1, duration: 0, category: 0, category_name: '', plan_count: 0, remark: '首发' });
    expect(code(await send(admin, 'POST', 'config/material', { name: '视频缺时长', type: 2, link: link('mp4'), width: 1, height: 1 }))).toBe(1400);
    expect(code(await send(admin, 'POST', 'config/material', { name: '图片却是视频', type: 1, link: link('mp4'), width: 1, height: 1 }))).toBe(1400);
    expect(code(await send(admin, 'POST', 'config/material', { name: '外链', type: 1, link: 'https://evil.example.com/a.png', width: 1, height: 1 }))).toBe(1400);
    const categories = ok(await send(admin, 'GET', 'config/category/list', { page_size: 100 })).row as { id: number; name: string; status: number }[];
    const disabled = categories.find((c) => c.status === 0)!;
    expect(code(await send(admin, 'POST', 'config/material', { name: '停用分类', type: 1, link: link('png'), width: 1, height: 1, category: disabled.id }))).toBe(1409);
    const video = ok(await send(admin, 'POST', 'config/material', { name: '测试视频', type: 2, link: link('mp4'), width: 1920, height: 1080, duration: 15, category: categories[0]!.id }));

    // In use: the material, its category and the plan's package cannot be deleted.
    const category = ok(await send(admin, 'POST', 'config/category', { name: '测试素材分类' }));
    ok(await send(admin, 'PUT', 'config/material', { id: video.id, name: '测试视频', type: 2, link: link('mp4'), width: 1920, height: 1080, duration: 15, category: category.id }));
    const pkg = ok(await send(admin, 'POST', 'config/targeting-package', { name: '测试投放定向' }));
    ok(await send(admin, 'POST', 'operation/delivery', externalPlan({ kind: 1, name: '视频内部计划', spaces: [spaces.FT_EXIT_SCREEN!.id], material: video.id, targeting: pkg.id })));
    const used = await send(admin, 'DELETE', 'config/material', { id: video.id });
    expect(code(used)).toBe(1409);
    expect(used.body.message).toContain('测试视频');
    expect(code(await send(admin, 'DELETE', 'config/category', { id: category.id }))).toBe(1409);
    expect(code(await send(admin, 'DELETE', 'config/targeting-package', { id: pkg.id }))).toBe(1409);
    expect(ok(await send(admin, 'GET', 'config/material/list', { name: '测试视频' })).row[0]).toMatchObject({ plan_count: 1, category_name: '测试素材分类' });

    ok(await send(admin, 'PUT', 'config/material/status', { id: image.id, status: 0 }));
    expect(code(await send(admin, 'PUT', 'config/material/status', { id: image.id, status: 0 }))).toBe(1409);
    ok(await send(admin, 'DELETE', 'config/material', { id: image.id }));
    expect(code(await send(admin, 'PUT', 'config/material/status', { id: image.id, status: 1 }))).toBe(1404);
  });
});

describe('who may', () => {
  it('keeps each merchant to its own: another merchant’s plan, space and material answer 1404', async () => {
    const other = await t.db.tenant('all', async (tx) => {
      const [s] = await tx.insert(adSpace).values({ merchant: 100500, code: 'OTHER_PLAN_SPACE', name: '别家广告位', scene: 1, material: 1, width: 1, height: 1, billing: 1, floor_price: 0 }).returning({ id: adSpace.id });
      const [m] = await tx.insert(adMaterial).values({ merchant: 100500, name: '别家素材', type: 1, link: link('png'), width: 1, height: 1 }).returning({ id: adMaterial.id });
      const [p] = await tx.insert(adPlan).values({ merchant: 100500, kind: 2, name: '别家计划', start_date: today, end_date: addDays(today, 3), status: 1 }).returning({ id: adPlan.id });
      await tx.insert(adPlanSpace).values({ merchant: 100500, plan: p!.id, space: s!.id });
      return { space: s!.id, material: m!.id, plan: p!.id };
    });
    expect(code(await send(admin, 'GET', 'operation/delivery', { id: other.plan }))).toBe(1404);
    expect(code(await send(admin, 'PUT', 'operation/delivery-audit', { id: other.plan, pass: true }))).toBe(1404);
    expect(code(await send(admin, 'PUT', 'operation/delivery/status', { id: other.plan, status: 4 }))).toBe(1404);
    expect(code(await send(admin, 'POST', 'operation/delivery', externalPlan({ spaces: [other.space] })))).toBe(1404);
    expect(code(await send(admin, 'POST', 'operation/delivery', externalPlan({ material: other.material })))).toBe(1404);
    expect(code(await send(admin, 'PUT', 'config/material/status', { id: other.material, status: 0 }))).toBe(1404);
    const queue = ok(await send(admin, 'GET', 'operation/delivery-audit/list', { page_size: 100 })).row as { id: number }[];
    expect(queue.map((r) => r.id)).not.toContain(other.plan);
  });

  it('refuses accounts without the permission or the product', async () => {
    expect(code(await send(staff, 'GET', 'operation/delivery/list', { kind: 1 }))).toBe(1403);
    expect(code(await send(staff, 'PUT', 'operation/delivery-audit', { id: 1, pass: true }))).toBe(1403);
    expect(code(await send(staff, 'GET', 'config/material/list'))).toBe(1403);
    expect(code(await send(partner, 'GET', 'operation/bidding/setting'))).toBe(1405);
    expect(code(await send(advertiser, 'GET', 'operation/delivery-audit/list'))).toBe(1405);
    expect(code(await t.call('GET', 'session/option/list', { token: staff, query: { id: 'adverting-space' } }))).toBe(1403);
    const options = ok(await t.call('GET', 'session/option/list', { token: admin, query: { id: 'adverting-space', keywords: 'splash' } }));
    expect(options.row).toEqual([{ label: 'APP 开屏（APP_SPLASH）', value: spaces.APP_SPLASH!.id }]);
  });
});

describe('exposure strategies and channel apps', () => {
  it('creates, edits and disables a strategy; refuses a taken name and bad caps', async () => {
    expect(ok(await send(admin, 'GET', 'config/exposure-strategy/list')).row.map((r: { name: string }) => r.name)).toContain('默认频控');
    const { id } = ok(await send(admin, 'POST', 'config/exposure-strategy', { name: '测试频控', user_daily_cap: 4, interval_minutes: 15, rotation: 2 }));
    expect(ok(await send(admin, 'GET', 'config/exposure-strategy', { id }))).toMatchObject({ name: '测试频控', user_daily_cap: 4, interval_minutes: 15, rotation: 2, status: 1 });
    expect(code(await send(admin, 'POST', 'config/exposure-strategy', { name: '默认频控', user_daily_cap: 1, interval_minutes: 0, rotation: 1 }))).toBe(1400);
    expect(code(await send(admin, 'POST', 'config/exposure-strategy', { name: '超限', user_daily_cap: 1001, interval_minutes: 0, rotation: 1 }))).toBe(1400);
    ok(await send(admin, 'PUT', 'config/exposure-strategy', { id, name: '测试频控改', user_daily_cap: 0, interval_minutes: 0, rotation: 3 }));
    ok(await send(admin, 'PUT', 'config/exposure-strategy/status', { id, status: 0 }));
    expect(code(await send(admin, 'PUT', 'config/exposure-strategy/status', { id, status: 0 }))).toBe(1409);
    const entries = await auditOf('ad_exposure_strategy', id);
    expect(entries[1]!.after).toMatchObject({ user_daily_cap: '不限', rotation: '按剩余预算优先' });
  });

  it('creates an app with a generated key that edits keep; refuses a taken bundle, a disabled provider and another merchant’s app', async () => {
    const { id } = ok(await send(admin, 'POST', 'config/channel-app', { name: '测试应用', platform: 3, bundle: 'com.test.harmony' }));
    const created = ok(await send(admin, 'GET', 'config/channel-app', { id }));
    expect(created).toMatchObject({ platform: 3, provider: 0, provider_name: '', status: 1 });
    expect(created.app_key).toMatch(/^ak_[0-9a-f]{32}$/);
    ok(await send(admin, 'PUT', 'config/channel-app', { id, name: '测试应用改', platform: 3, bundle: 'com.test.harmony' }));
    expect(ok(await send(admin, 'GET', 'config/channel-app', { id })).app_key).toBe(created.app_key);
    const taken = await send(admin, 'POST', 'config/channel-app', { name: '重复', platform: 1, bundle: 'COM.ZHIBO.PARK' });
    expect(code(taken)).toBe(1400);
    expect(taken.body.message).toContain('智泊云停车');
    // The same bundle on another platform is another app.
    ok(await send(admin, 'POST', 'config/channel-app', { name: '鸿蒙版', platform: 3, bundle: 'com.zhibo.park' }));
    expect(code(await send(admin, 'POST', 'config/channel-app', { name: '坏包名', platform: 1, bundle: '-bad' }))).toBe(1400);
    const disabled = ok(await send(admin, 'GET', 'config/traffic-provider/list', { status: 0 })).row[0];
    expect(code(await send(admin, 'POST', 'config/channel-app', { name: '停用流量主', platform: 6, bundle: 'h5.example.cn', provider: disabled.id }))).toBe(1409);
    expect(ok(await send(admin, 'GET', 'config/channel-app/list', { keywords: 'zhibo', platform: 2 })).row).toHaveLength(1);
    const [other] = await t.db.tenant('all', (tx) => tx.insert(adChannelApp).values({ merchant: 100500, name: '别家应用', platform: 1, bundle: 'com.other', app_key: 'ak_other' }).returning({ id: adChannelApp.id }));
    expect(code(await send(admin, 'GET', 'config/channel-app', { id: other!.id }))).toBe(1404);
    expect(code(await send(admin, 'PUT', 'config/channel-app/status', { id: other!.id, status: 0 }))).toBe(1404);
    expect(code(await send(staff, 'GET', 'config/channel-app/list'))).toBe(1403);
    expect(code(await send(advertiser, 'GET', 'config/exposure-strategy/list'))).toBe(1405);
  });
});
