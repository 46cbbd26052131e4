import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ok, type TestApp } from './helpers.js';
import { auditOf, code, merchantsOf, rowsOf } from './list-helpers.js';

// 停车会员 and 会员设置 of the parking merchant (福田中心停车场 100101, `parking-merchant`), and the partner's (深圳泊联科技,
// `parking-partner`) and group's (华润置地, `parking-group`) 停车管理 › 客户, 会员, 优惠券 on one merchant. docs/decisions.md,
// "Parking members, member settings, reporting service; the 停车管理's 客户, 会员, 优惠券".

let t: TestApp;
let merchant: string;
let merchantStaff: string;
let partner: string;
let partnerStaff: string;
let group: string;
beforeAll(async () => {
  t = await createTestApp();
  [merchant, merchantStaff, partner, partnerStaff, group] = (await Promise.all(['parking-merchant', 'parking-merchant-staff', 'parking-partner', 'parking-partner-staff', 'parking-group'].map((a) => t.login(a)))) as [
    string, string, string, string, string,
  ];
}, 600_000);
afterAll(async () => {
  await t?.close();
});

const rows = (...args: Parameters<ReturnType<typeof rowsOf>>) => rowsOf(t)(...args);

describe('停车会员 (member/member/list, member/member/status)', () => {
  it('lists the merchant’s own members, masked, with their visits and the counts', async () => {
    const list = await rows(merchant, 'member/member/list');
    expect(list.paging_header.total_count).toBe(16);
    expect(merchantsOf(list)).toEqual([100101]);
    expect(list.row.every((r) => /^1\d{2}\*{4}\d{4}$/.test(r.mobile))).toBe(true);
    expect(list.row.some((r) => r.visits_30d > 0)).toBe(true);
    const reply = ok(await t.call('GET', 'member/member/list', { token: merchant, query: { status: 2 } }));
    expect(reply.row.length).toBe(2);
    expect(reply.counts).toMatchObject({ total: 16, normal: 14, stopped: 2 });
    const gold = await rows(merchant, 'member/member/list', { level: 3 });
    expect(gold.row.every((r) => r.level === 3)).toBe(true);
    const plate = list.row.find((r) => r.plates.length)!.plates[0] as string;
    expect((await rows(merchant, 'member/member/list', { plate: plate.slice(1) })).row.some((r) => r.plates.includes(plate))).toBe(true);
    const tail = (await rows(merchant, 'member/member/list', { keywords: list.row[0].mobile.slice(-4) })).row;
    expect(tail.map((r) => r.id)).toContain(list.row[0].id);
  });

  it('停用 needs a reason, twice answers 1409, 恢复 gives it back; each audited', async () => {
    const member = (await rows(merchant, 'member/member/list', { status: 1 })).row[0];
    expect(code(await t.call('PUT', 'member/member/status', { token: merchant, body: { id: member.id, status: 2 } }))).toBe(1400);
    ok(await t.call('PUT', 'member/member/status', { token: merchant, body: { id: member.id, status: 2, reason: '测试停用' } }));
    expect(code(await t.call('PUT', 'member/member/status', { token: merchant, body: { id: member.id, status: 2, reason: '再次停用' } }))).toBe(1409);
    const stopped = (await rows(merchant, 'member/member/list', { keywords: member.member_no })).row[0];
    expect(stopped).toMatchObject({ status: 2, stop_reason: '测试停用' });
    ok(await t.call('PUT', 'member/member/status', { token: merchant, body: { id: member.id, status: 1 } }));
    expect((await rows(merchant, 'member/member/list', { keywords: member.member_no })).row[0]).toMatchObject({ status: 1, stop_reason: '' });
    expect((await auditOf(t)('parking_member', member.id)).length).toBe(2);
  });

  it('another merchant’s member answers 1404; the partner and group only read', async () => {
    const foreign = (await rows(group, 'member/member/list', { merchant: 100103 })).row[0];
    expect(code(await t.call('PUT', 'member/member/status', { token: merchant, body: { id: foreign.id, status: 2, reason: '越权停用' } }))).toBe(1404);
    const own = (await rows(merchant, 'member/member/list')).row[0];
    expect(code(await t.call('PUT', 'member/member/status', { token: partner, body: { id: own.id, status: 2, reason: '服务商停用' } }))).toBe(1403);
  });
});

describe('会员设置 (member/member/plate/rt)', () => {
  it('reads the saved setting with the level counts, saves a valid one and refuses bad thresholds', async () => {
    const before = ok(await t.call('GET', 'member/member/plate/rt', { token: merchant }));
    expect(before).toMatchObject({ saved: true, plate_limit: 2, bind_audit: true, operator: '王芳' });
    expect(before.levels.map((l: { level: number }) => l.level)).toEqual([1, 2, 3]);
    expect(before.levels.reduce((s: number, l: { members: number }) => s + l.members, 0)).toBe(14);
    const body = { enabled: true, plate_limit: 3, bind_audit: false, points_per_yuan: 1, silver_points: 500, gold_points: 2000, silver_discount: 95, gold_discount: 90 };
    ok(await t.call('PUT', 'member/member/plate/rt', { token: merchant, body }));
    expect(ok(await t.call('GET', 'member/member/plate/rt', { token: merchant }))).toMatchObject({ ...body, saved: true });
    expect(code(await t.call('PUT', 'member/member/plate/rt', { token: merchant, body: { ...body, gold_points: 500 } }))).toBe(1400);
    expect(code(await t.call('PUT', 'member/member/plate/rt', { token: merchant, body: { ...body, gold_discount: 98 } }))).toBe(1400);
    expect(code(await t.call('PUT', 'member/member/plate/rt', { token: merchant, body: { ...body, plate_limit: 9 } }))).toBe(1400);
    expect(code(await t.call('PUT', 'member/member/plate/rt', { token: partner, body }))).toBe(1403);
    // The duty staff (值班员) reads the setting but may not change it.
    expect(ok(await t.call('GET', 'member/member/plate/rt', { token: merchantStaff })).plate_limit).toBe(3);
    expect(code(await t.call('PUT', 'member/member/plate/rt', { token: merchantStaff, body }))).toBe(1403);
  });
});

describe('停车管理 › 客户, 会员, 优惠券 of one merchant', () => {
  it('the partner reads its customer’s key customers (mobiles masked), members and coupons', async () => {
    const customers = await rows(partner, 'parking/key/customer/list', { merchant: 100101 });
    expect(customers.row.length).toBeGreaterThan(0);
    expect(merchantsOf(customers)).toEqual([100101]);
    expect(customers.row.every((r) => r.mobile.includes('****'))).toBe(true);
    expect(merchantsOf(await rows(partner, 'member/member/list', { merchant: 100101 }))).toEqual([100101]);
    const coupons = await rows(partner, 'parking/mcoupon/coupon/list', { merchant: 100101 });
    expect(coupons.row.map((r) => r.name)).toContain('2 小时停车券');
    // The merchant itself still sees its customers' mobiles whole.
    expect((await rows(merchant, 'parking/key/customer/list')).row.every((r) => !r.mobile.includes('*'))).toBe(true);
  });

  it('the group reads its members’ rows; a merchant outside the scope answers 1404', async () => {
    expect(merchantsOf(await rows(group, 'member/member/list', { merchant: 100103 }))).toEqual([100103]);
    const coupons = await rows(group, 'parking/mcoupon/coupon/list', { merchant: 100103 });
    expect(coupons.row.length).toBeGreaterThan(0);
    for (const path of ['parking/key/customer/list', 'member/member/list', 'parking/mcoupon/coupon/list']) {
      expect(code(await t.call('GET', path, { token: group, query: { merchant: 100101 } })), path).toBe(1404);
      expect(code(await t.call('GET', path, { token: partner, query: { merchant: 100103 } })), path).toBe(1404);
      expect(code(await t.call('GET', path, { token: partnerStaff, query: { merchant: 100101 } })), path).toBe(1403);
    }
    // A merchant asking for another merchant's coupons is refused too.
    expect(code(await t.call('GET', 'parking/mcoupon/coupon/list', { token: merchant, query: { merchant: 100103 } }))).toBe(1404);
  });
});

describe('上报服务 (parking/report/service)', () => {
  it('lists the merchant’s parks with their setting and counts; sets one, refuses a duplicate city number and another’s park', async () => {
    const reply = ok(await t.call('GET', 'parking/report/service/list', { token: merchant, query: { page_size: 100 } }));
    expect(reply.counts.enabled).toBe(1);
    expect(reply.row.filter((r: { configured: boolean }) => r.configured).length).toBe(2);
    const free = reply.row.find((r: { configured: boolean }) => !r.configured);
    const taken = reply.row.find((r: { enabled: boolean }) => r.enabled);
    const body = { park_code: free.park_code, city_park_code: '440304-p0099', items: [2, 1], enabled: true, remark: '测试接入' };
    ok(await t.call('PUT', 'parking/report/service', { token: merchant, body }));
    const after = ok(await t.call('GET', 'parking/report/service/list', { token: merchant, query: { keywords: free.park_code } })).row[0];
    expect(after).toMatchObject({ configured: true, city_park_code: '440304-P0099', items: [1, 2], enabled: true, operator: '王芳' });
    expect(code(await t.call('PUT', 'parking/report/service', { token: merchant, body: { ...body, city_park_code: taken.city_park_code } }))).toBe(1409);
    expect(code(await t.call('PUT', 'parking/report/service', { token: merchant, body: { ...body, items: [] } }))).toBe(1400);
    expect(code(await t.call('PUT', 'parking/report/service', { token: merchant, body: { ...body, city_park_code: 'ab' } }))).toBe(1400);
    const foreign = (await rows(group, 'parking/park/list', { merchant: 100103 })).row[0];
    expect(code(await t.call('PUT', 'parking/report/service', { token: merchant, body: { ...body, park_code: foreign.park_code } }))).toBe(1404);
    expect(code(await t.call('GET', 'parking/report/service/list', { token: merchantStaff }))).toBe(1403);
    expect(code(await t.call('GET', 'parking/report/service/list', { token: partner }))).toBe(1403);
  });
});
