import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, park, parkApply } from '../src/db/schema/index.js';
import { createTestApp, newMerchantBody, ok, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
let partner: string;
let partnerStaff: string;
let merchant: string;
let merchantStaff: string;
let group: string;
let energyPartner: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, partner, partnerStaff, merchant, merchantStaff, group, energyPartner] = await Promise.all([
    t.login('admin'),
    t.login('parking-partner'),
    t.login('parking-partner-staff'),
    t.login('parking-merchant'),
    t.login('parking-merchant-staff'),
    t.login('parking-group'),
    t.login('energy-partner'),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const code = (reply: { body: any }) => reply.body.code;
const codes = (rows: { park_code: string }[]) => rows.map((r) => r.park_code);
/** An empty list answers 1002 暂无数据 with no rows. */
const empty = (reply: { body: any }) => {
  expect(reply.body.code, JSON.stringify(reply.body)).toBe(1002);
  expect(reply.body.payload.row).toEqual([]);
};

let serial = 0;
/** An application body: a park in 福田区 with a map point. */
const application = (overrides: Record<string, unknown> = {}) => ({
  park_name: `测试停车场${++serial}号`,
  region: '440304',
  address: '广东省深圳市福田区益田路 5033 号',
  lat: 22.5401234567,
  lng: 114.0551234567,
  type: 2,
  total_space: 300,
  monthly_card_cap: 80,
  remark: '写字楼地下车库',
  ...overrides,
});

const auditsOf = (type: string, id: string | number) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, type), eq(auditLog.target_id, String(id)))).orderBy(auditLog.id));

describe('parks: reading', () => {
  it('a merchant sees its own parks, the partner its customers’, the platform all; the detail answers park_name', async () => {
    const own = ok(await t.call('GET', 'parking/park/list', { token: merchant }));
    expect(own.row.map((r: { merchant: number }) => r.merchant)).toEqual([100101, 100101, 100101]);
    expect(own.row[0]).toMatchObject({ merchant_name: '福田中心停车场', region_name: '广东省深圳市福田区', status: 1 });

    const ofPartner = ok(await t.call('GET', 'parking/park/list', { token: partner }));
    expect(new Set(ofPartner.row.map((r: { merchant: number }) => r.merchant))).toEqual(new Set([100101, 100102]));
    expect(ofPartner.paging_header.total_count).toBe(5);
    expect(ok(await t.call('GET', 'parking/park/list', { token: admin })).paging_header.total_count).toBeGreaterThanOrEqual(6);
    // The merchant's staff has no 停车场 page but lists with a park picker: the picker offers its merchant's parks.
    const ofStaff = ok(await t.call('GET', 'parking/park/list', { token: merchantStaff }));
    expect(ofStaff.row.map((r: { merchant: number }) => r.merchant)).toEqual([100101, 100101, 100101]);

    const wanxiang = ok(await t.call('GET', 'parking/park/list', { token: admin, query: { keywords: '万象城' } })).row[0];
    const detail = ok(await t.call('GET', 'parking/park', { token: admin, query: { park_code: wanxiang.park_code } }));
    expect(detail).toMatchObject({ park_name: '罗湖万象城停车场', merchant: 100103, type: 2, total_space: 1500, lat: 22.541336, lng: 114.113298 });
    expect(detail.park_uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('another merchant’s park is not found, in the detail and in the list', async () => {
    const wanxiang = ok(await t.call('GET', 'parking/park/list', { token: admin, query: { keywords: '万象城' } })).row[0];
    expect(code(await t.call('GET', 'parking/park', { token: partner, query: { park_code: wanxiang.park_code } }))).toBe(1404);
    expect(code(await t.call('GET', 'parking/park', { token: merchant, query: { park_code: wanxiang.park_code } }))).toBe(1404);
    empty(await t.call('GET', 'parking/park/list', { token: merchant, query: { park_code: wanxiang.park_code } }));
    // A merchant that is not the partner's customer, named as the filter, answers 1404 (docs/decisions.md, "The partner's and group's 停车管理").
    expect(code(await t.call('GET', 'parking/park/list', { token: partner, query: { merchant: 100103 } }))).toBe(1404);
  });

  it('filters: keywords on code or name (whitespace ignored), park_code, region prefix, type, status; the picker’s 20', async () => {
    const all = ok(await t.call('GET', 'parking/park/list', { token: partner })).row;
    const first = all.find((r: { park_name: string }) => r.park_name === '会展中心北广场停车场');
    expect(codes(ok(await t.call('GET', 'parking/park/list', { token: partner, query: { keywords: ' 会展 中心 ' } })).row)).toEqual([first.park_code]);
    expect(codes(ok(await t.call('GET', 'parking/park/list', { token: partner, query: { keywords: first.park_code.toLowerCase() } })).row)).toEqual([first.park_code]);
    expect(codes(ok(await t.call('GET', 'parking/park/list', { token: partner, query: { park_code: first.park_code } })).row)).toEqual([first.park_code]);
    const nanshan = ok(await t.call('GET', 'parking/park/list', { token: partner, query: { region: '440305' } })).row;
    expect(nanshan.map((r: { park_name: string }) => r.park_name).sort()).toEqual(['南山科技园停车场', '科技园南区地面停车场']);
    expect(ok(await t.call('GET', 'parking/park/list', { token: partner, query: { region: '440300' } })).paging_header.total_count).toBe(5);
    expect(ok(await t.call('GET', 'parking/park/list', { token: partner, query: { region: '44' } })).paging_header.total_count).toBe(5);
    empty(await t.call('GET', 'parking/park/list', { token: partner, query: { region: '110000' } }));
    expect(ok(await t.call('GET', 'parking/park/list', { token: partner, query: { type: 3 } })).row.map((r: { park_name: string }) => r.park_name)).toEqual(['金田路路侧停车位']);
    empty(await t.call('GET', 'parking/park/list', { token: partner, query: { status: 0 } }));
    const picker = ok(await t.call('GET', 'parking/park/list', { token: admin, query: { page_size: 20 } }));
    expect(picker.paging_header.page_size).toBe(20);
  });

  it('refuses bad input and callers without the permission or the product', async () => {
    const bad = await t.call('GET', 'parking/park/list', { token: partner, query: { region: '4403x' } });
    expect(bad.body).toMatchObject({ code: 1400 });
    expect(bad.body.message).toContain('所在地区');
    expect(code(await t.call('GET', 'parking/park', { token: partner, query: {} }))).toBe(1400);
    expect(code(await t.call('GET', 'parking/park', { token: partner, query: { park_code: '停车场' } }))).toBe(1400);
    // The partner's staff (channel applications only) and an energy partner: 1403; the parking group's pickers list its
    // members' parks (its vehicle codes; group-vehicles.test.ts), the merchant's staff its merchant's (above).
    expect(code(await t.call('GET', 'parking/park/list', { token: partnerStaff }))).toBe(1403);
    expect(code(await t.call('GET', 'parking/park/list', { token: group }))).toBe(1001);
    expect(code(await t.call('GET', 'parking/park/list', { token: energyPartner }))).toBe(1403);
    expect(code(await t.call('GET', 'parking/park/list'))).toBe(1401);
  });
});

describe('parks: editing', () => {
  const editBody = (p: Record<string, any>, overrides: Record<string, unknown> = {}) => ({
    park_code: p.park_code,
    park_name: p.park_name,
    region: p.region,
    address: p.address,
    lat: p.lat,
    lng: p.lng,
    type: p.type,
    total_space: p.total_space,
    monthly_card_cap: p.monthly_card_cap,
    ...overrides,
  });

  it('the partner edits its customer’s park and disables it; the change is audited with Chinese values', async () => {
    const p = ok(await t.call('GET', 'parking/park/list', { token: partner, query: { keywords: '科技园南区' } })).row[0];
    ok(await t.call('PUT', 'parking/park', { token: partner, body: editBody(p, { park_name: '科技园南区停车场', total_space: 200, monthly_card_cap: 50, lat: 22.5279, lng: 113.9446, region: '440305', status: 0 }) }));
    const after = ok(await t.call('GET', 'parking/park', { token: partner, query: { park_code: p.park_code } }));
    expect(after).toMatchObject({ park_name: '科技园南区停车场', total_space: 200, monthly_card_cap: 50, lat: 22.5279, lng: 113.9446, status: 0 });
    const [entry] = await auditsOf('park', p.park_code);
    expect(entry).toMatchObject({ call: 'PUT parking/park', merchant: 100102 });
    expect(entry!.before).toMatchObject({ park_name: '科技园南区地面停车场', status: '启用', total_space: 180 });
    expect(entry!.after).toMatchObject({ park_name: '科技园南区停车场', status: '停用', point: '22.5279, 113.9446', type: '地面停车场' });
    // …and enables it again.
    ok(await t.call('PUT', 'parking/park', { token: partner, body: editBody(after, { status: 1 }) }));
    expect(ok(await t.call('GET', 'parking/park', { token: partner, query: { park_code: p.park_code } })).status).toBe(1);
  });

  it('refuses a cap above the spaces, an unknown region, a name the merchant uses, another’s park and callers without the permission', async () => {
    const [a, b] = ok(await t.call('GET', 'parking/park/list', { token: merchant })).row;
    const refused = async (token: string, body: Record<string, unknown>, expected: number, words?: string) => {
      const reply = await t.call('PUT', 'parking/park', { token, body });
      expect(reply.body.code, JSON.stringify(reply.body)).toBe(expected);
      if (words) expect(reply.body.message).toContain(words);
    };
    await refused(partner, editBody(a, { monthly_card_cap: a.total_space + 1 }), 1400, '月卡上限不能超过总车位数');
    await refused(partner, editBody(a, { region: '999999' }), 1400, '行政区划代码 999999 不存在');
    await refused(partner, editBody(a, { park_name: b.park_name }), 1400, `已有名为「${b.park_name}」的停车场`);
    await refused(partner, editBody(a, { lat: 91 }), 1400, '纬度');
    await refused(partner, editBody(a, { type: 4 }), 1400, 'type');
    await refused(partner, editBody(a, { total_space: 0 }), 1400, '总车位数');
    await refused(merchant, editBody(a), 1403);
    await refused(partnerStaff, editBody(a), 1403);
    const wanxiang = ok(await t.call('GET', 'parking/park/list', { token: admin, query: { keywords: '万象城' } })).row[0];
    await refused(partner, editBody(wanxiang, { park_name: '改名' }), 1404);
    await refused(partner, editBody(a, { park_code: 'P9999999' }), 1404);
    // Nothing changed.
    expect(ok(await t.call('GET', 'parking/park', { token: admin, query: { park_code: wanxiang.park_code } })).park_name).toBe('罗湖万象城停车场');
    expect(ok(await t.call('GET', 'parking/park', { token: merchant, query: { park_code: a.park_code } }))).toMatchObject({ park_name: a.park_name, monthly_card_cap: a.monthly_card_cap });
  });
});

describe('park applications', () => {
  it('a parking merchant applies; its partner approves: the park is created in the same transaction, both audited', async () => {
    const body = application();
    const { id } = ok(await t.call('POST', 'parking/park/apply', { token: merchant, body }));
    const mine = ok(await t.call('GET', 'parking/park/apply', { token: merchant, query: { id } }));
    expect(mine).toMatchObject({
      merchant: 100101,
      merchant_name: '福田中心停车场',
      submitter_merchant: 100101,
      submitter: '王芳',
      park_name: body.park_name,
      region_name: '广东省深圳市福田区',
      lat: 22.540123,
      lng: 114.055123,
      status: 0,
      park_code: null,
    });
    // The partner sees it waiting among its customers'.
    const waiting = ok(await t.call('GET', 'parking/park/apply/list', { token: partner, query: { status: 0 } })).row;
    expect(waiting.map((r: { id: number }) => r.id)).toContain(id);

    const reviewed = ok(await t.call('PUT', 'parking/park/apply', { token: partner, body: { id, status: 1, remark: '资料齐全' } }));
    expect(reviewed.park_code).toMatch(/^P\d{7}$/);
    const created = ok(await t.call('GET', 'parking/park', { token: merchant, query: { park_code: reviewed.park_code } }));
    expect(created).toMatchObject({ park_name: body.park_name, merchant: 100101, lat: 22.540123, lng: 114.055123, type: 2, total_space: 300, monthly_card_cap: 80, status: 1, apply_id: id });
    expect(ok(await t.call('GET', 'parking/park/apply', { token: merchant, query: { id } }))).toMatchObject({
      status: 1,
      auditor: '陈立',
      auditor_merchant_name: '深圳泊联科技有限公司',
      audit_remark: '资料齐全',
      park_code: reviewed.park_code,
    });
    expect((await auditsOf('park_apply', id)).map((e) => e.call)).toEqual(['POST parking/park/apply', 'PUT parking/park/apply']);
    expect((await auditsOf('park', reviewed.park_code)).map((e) => [e.call, e.merchant])).toEqual([['PUT parking/park/apply', 100101]]);

    // Approving it again, or rejecting it now: 1409, nothing changed.
    const again = await t.call('PUT', 'parking/park/apply', { token: partner, body: { id, status: 1 } });
    expect(again.body).toMatchObject({ code: 1409, message: '停车场申请当前为「已通过」，不能变更为「已通过」' });
    expect(code(await t.call('PUT', 'parking/park/apply', { token: admin, body: { id, status: -1, remark: '重复' } }))).toBe(1409);
    const named = await t.db.tenant('all', (tx) => tx.select().from(park).where(eq(park.park_name, body.park_name)));
    expect(named).toHaveLength(1);
  });

  it('the partner applies on its customer’s behalf and the platform rejects it with a reason; a rejected one stays rejected', async () => {
    const body = application({ merchant: 100102, region: '440305', address: '广东省深圳市南山区科苑路 15 号' });
    const { id } = ok(await t.call('POST', 'parking/park/apply', { token: partner, body }));
    const seen = ok(await t.call('GET', 'parking/park/apply', { token: partner, query: { id } }));
    expect(seen).toMatchObject({ merchant: 100102, submitter_merchant: 100100, submitter_merchant_name: '深圳泊联科技有限公司', submitter: '陈立' });

    expect(code(await t.call('PUT', 'parking/park/apply', { token: admin, body: { id, status: -1 } }))).toBe(1400);
    ok(await t.call('PUT', 'parking/park/apply', { token: admin, body: { id, status: -1, remark: '缺少产权证明' } }));
    expect(ok(await t.call('GET', 'parking/park/apply', { token: partner, query: { id } }))).toMatchObject({ status: -1, audit_remark: '缺少产权证明', auditor_merchant_name: '智泊云平台运营中心', park_code: null });
    expect(code(await t.call('PUT', 'parking/park/apply', { token: partner, body: { id, status: 1 } }))).toBe(1409);
    empty(await t.call('GET', 'parking/park/list', { token: admin, query: { keywords: body.park_name } }));
    // The name is free again: a corrected application may be submitted.
    ok(await t.call('POST', 'parking/park/apply', { token: partner, body }));
  });

  it('who may read and review: the applicant its own, its partner, the platform; never another merchant or partner', async () => {
    // 罗湖万象 (no partner) waits for the platform.
    const luohu = ok(await t.call('GET', 'parking/park/apply/list', { token: admin, query: { merchant: 100103 } })).row[0];
    expect(luohu).toMatchObject({ park_name: '万象天地地下停车场', status: 0 });
    expect(code(await t.call('GET', 'parking/park/apply', { token: partner, query: { id: luohu.id } }))).toBe(1404);
    expect(code(await t.call('GET', 'parking/park/apply', { token: merchant, query: { id: luohu.id } }))).toBe(1404);
    expect(code(await t.call('PUT', 'parking/park/apply', { token: partner, body: { id: luohu.id, status: 1 } }))).toBe(1404);
    expect(ok(await t.call('GET', 'parking/park/apply/list', { token: merchant })).row.every((r: { merchant: number }) => r.merchant === 100101)).toBe(true);
    // The applicant cannot review (no permission), nor can staff without it.
    const { id } = ok(await t.call('POST', 'parking/park/apply', { token: merchant, body: application() }));
    expect(code(await t.call('PUT', 'parking/park/apply', { token: merchant, body: { id, status: 1 } }))).toBe(1403);
    expect(code(await t.call('PUT', 'parking/park/apply', { token: partnerStaff, body: { id, status: 1 } }))).toBe(1403);
    expect(code(await t.call('GET', 'parking/park/apply/list', { token: merchantStaff }))).toBe(1403);
    expect(code(await t.call('POST', 'parking/park/apply', { token: merchantStaff, body: application() }))).toBe(1403);
    expect(code(await t.call('GET', 'parking/park/apply/list', { token: energyPartner }))).toBe(1403);
    // The platform approves 罗湖万象's.
    const done = ok(await t.call('PUT', 'parking/park/apply', { token: admin, body: { id: luohu.id, status: 1 } }));
    expect(ok(await t.call('GET', 'parking/park/list', { token: admin, query: { park_code: done.park_code } })).row[0]).toMatchObject({ merchant: 100103, park_name: '万象天地地下停车场' });
  });

  it('refuses bad applications with a reason and records nothing', async () => {
    const refused = async (token: string, body: Record<string, unknown>, expected: number, words?: string) => {
      const reply = await t.call('POST', 'parking/park/apply', { token, body });
      expect(reply.body.code, JSON.stringify(reply.body)).toBe(expected);
      if (words) expect(reply.body.message).toContain(words);
      if (expected === 1400) expect(reply.body.hint).toBeTruthy();
    };
    const before = ok(await t.call('GET', 'parking/park/apply/list', { token: admin })).paging_header.total_count;
    await refused(merchant, application({ monthly_card_cap: 301 }), 1400, '月卡上限不能超过总车位数');
    await refused(merchant, application({ region: '440399' }), 1400, '行政区划代码 440399 不存在');
    await refused(merchant, application({ park_name: '会展中心北广场停车场' }), 1400, '已有名为「会展中心北广场停车场」的停车场');
    await refused(merchant, application({ park_name: ' ' }), 1400);
    await refused(merchant, application({ lat: undefined }), 1400, '纬度');
    await refused(merchant, application({ lng: 181 }), 1400, '经度');
    await refused(merchant, application({ region: '4403' }), 1400, '行政区划代码');
    await refused(merchant, application({ total_space: 1.5 }), 1400, '总车位数');
    // A pending one of the same name (南山's demo application) — applied for by the partner.
    await refused(partner, application({ merchant: 100102, park_name: '科技园二期地下停车场' }), 1400, '已有一份待审核的申请');
    // The partner must name a customer; another partner's or unknown merchant is not found; one without the parking merchant platform is refused.
    await refused(partner, application(), 1400, '请选择申请停车场的商户');
    await refused(partner, application({ merchant: 100103 }), 1404);
    await refused(partner, application({ merchant: 999999 }), 1404);
    const newcomer = newMerchantBody(880001, { parent: 100100, products: ['payment:merchant:platform'] });
    const { id: newId } = ok(await t.call('POST', 'merchant/merchant', { token: admin, body: newcomer }));
    await refused(partner, application({ merchant: newId }), 1400, '未开通停车商户平台');
    // A merchant may not apply for another merchant.
    await refused(merchant, application({ merchant: 100102 }), 1403);
    expect(ok(await t.call('GET', 'parking/park/apply/list', { token: admin })).paging_header.total_count).toBe(before);

    expect(code(await t.call('PUT', 'parking/park/apply', { token: partner, body: { id: 1, status: 0 } }))).toBe(1400);
    expect(code(await t.call('PUT', 'parking/park/apply', { token: partner, body: { id: 99999999, status: 1 } }))).toBe(1404);
    expect(code(await t.call('GET', 'parking/park/apply', { token: partner, query: { id: 'x' } }))).toBe(1400);
  });

  it('approval refuses when the merchant has meanwhile got a park of that name, and changes nothing', async () => {
    const body = application();
    const { id } = ok(await t.call('POST', 'parking/park/apply', { token: merchant, body }));
    const [p] = ok(await t.call('GET', 'parking/park/list', { token: merchant, query: { keywords: '金田路' } })).row;
    ok(await t.call('PUT', 'parking/park', { token: partner, body: { park_code: p.park_code, park_name: body.park_name, region: p.region, address: p.address, lat: p.lat, lng: p.lng, type: p.type, total_space: p.total_space, monthly_card_cap: p.monthly_card_cap } }));
    const reply = await t.call('PUT', 'parking/park/apply', { token: partner, body: { id, status: 1 } });
    expect(reply.body).toMatchObject({ code: 1400 });
    expect(ok(await t.call('GET', 'parking/park/apply', { token: merchant, query: { id } })).status).toBe(0);
  });
});

describe('park permissions', () => {
  it('the platform reviews and applies for a merchant, but holds no parking merchant’s own permissions', async () => {
    const whoami = ok(await t.call('GET', 'merchant/manager/whoami', { token: admin }));
    expect(whoami.permission).toEqual(expect.arrayContaining(['parking:partner:park:list', 'parking:partner:park:update', 'parking:partner:park:apply:audit']));
    expect(whoami.permission).not.toContain('parking:park:apply');
    expect(ok(await t.call('GET', 'merchant/manager/whoami', { token: merchant })).permission).toEqual(expect.arrayContaining(['parking:park:list', 'parking:park:apply']));
    const reply = await t.call('POST', 'parking/park/apply', { token: admin, body: application() });
    expect(reply.body).toMatchObject({ code: 1400, message: '请选择申请停车场的商户' });
    ok(await t.call('POST', 'parking/park/apply', { token: admin, body: application({ merchant: 100103, region: '440303' }) }));
  });
});

describe('park tenancy', () => {
  it('row-level security is the second line: a transaction for one merchant sees its parks and applications only', async () => {
    const { parks, applications } = await t.db.tenant([100103], async (tx) => ({ parks: await tx.select().from(park), applications: await tx.select().from(parkApply) }));
    expect(parks.length).toBeGreaterThan(0);
    expect(parks.every((p) => p.merchant === 100103)).toBe(true);
    expect(applications.every((a) => a.merchant === 100103)).toBe(true);
    // …and cannot write another merchant's.
    await expect(t.db.tenant([100103], (tx) => tx.insert(park).values({ merchant: 100101, park_name: '越权停车场', region: '440304', region_name: '', address: '某处', lat: 22.5, lng: 114, type: 1, total_space: 10 }))).rejects.toThrow();
  });
});

