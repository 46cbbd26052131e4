import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInChina } from '../src/shared/time.js';
import { createTestApp, ok, type TestApp } from './helpers.js';
import { auditOf as auditsOf, code, merchantsOf, rowsOf } from './list-helpers.js';

// 固定车类型 (the merchant's monthly packages) and 虚拟车牌 of the parking merchant. docs/decisions.md, "Fixed-car types
// and virtual plates". 福田中心停车场 (100101, `parking-merchant`) owns 福田中心停车场 and 会展中心北广场停车场; 南山科技园
// (100102) is a member of 华润置地停车集团 (`parking-group`).

let t: TestApp;
let admin: string;
let merchant: string;
let staff: string;
let group: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, merchant, staff, group] = (await Promise.all(['admin', 'parking-merchant', 'parking-merchant-staff', 'parking-group'].map((a) => t.login(a)))) as [string, string, string, string];
});
afterAll(async () => {
  await t?.close();
});

const rows = (...args: Parameters<ReturnType<typeof rowsOf>>) => rowsOf(t)(...args);
const auditOf = (type: string, id: number) => auditsOf(t)(type, id);
const parkCode = async (name: string) => (ok(await t.call('GET', 'parking/park/list', { token: admin, query: { keywords: name } })).row as { park_code: string; park_name: string }[]).find((p) => p.park_name === name)!.park_code;
const today = todayInChina();

describe('固定车类型 (parking/parking/vip/value*)', () => {
  let created: number;
  it('lists the merchant’s own packages with their cards; the staff reads; the platform reads all; the group may not', async () => {
    const own = await rows(merchant, 'parking/parking/vip/value/list');
    expect(merchantsOf(own)).toEqual([100101]);
    expect(own.row.map((r) => r.name)).toEqual(expect.arrayContaining(['全天月卡', '夜间月卡', '地面半年卡']));
    expect(own.row.find((r) => r.name === '全天月卡' && r.park_name === '福田中心停车场')!.cards).toBeGreaterThan(0);
    expect((await rows(staff, 'parking/parking/vip/value/list')).paging_header.total_count).toBe(own.paging_header.total_count);
    expect(merchantsOf(await rows(admin, 'parking/parking/vip/value/list'))).toEqual([100101, 100102, 100103]);
    expect(code(await t.call('GET', 'parking/parking/vip/value/list', { token: group }))).toBe(1403);
  });

  it('creates, edits, disables, enables and deletes one of its own parks’; another’s park is not found; staff and admin may not write', async () => {
    const futian = await parkCode('福田中心停车场');
    const body = { park_code: futian, name: '白天月卡', period_months: 1, price: 35000, time_range: 2 };
    created = ok(await t.call('POST', 'parking/parking/vip/value', { token: merchant, body })).id;
    expect((ok(await t.call('GET', 'parking/parking/vip/values', { token: merchant, query: { park_code: futian } })) as { id: number }[]).map((v) => v.id)).toContain(created);
    expect(code(await t.call('POST', 'parking/parking/vip/value', { token: merchant, body }))).toBe(1400);
    expect(code(await t.call('POST', 'parking/parking/vip/value', { token: merchant, body: { ...body, name: '别人的', park_code: await parkCode('南山科技园停车场') } }))).toBe(1404);
    expect(code(await t.call('POST', 'parking/parking/vip/value', { token: staff, body: { ...body, name: '员工套餐' } }))).toBe(1403);
    expect(code(await t.call('POST', 'parking/parking/vip/value', { token: admin, body: { ...body, name: '平台套餐' } }))).toBe(1403);
    ok(await t.call('POST', 'parking/parking/vip/value', { token: merchant, body: { ...body, id: created, price: 36000 } }));
    expect((await rows(merchant, 'parking/parking/vip/value/list', { id: created })).row[0]).toMatchObject({ price: 36000, status: 1, cards: 0 });
    expect(code(await t.call('POST', 'parking/parking/vip/value', { token: merchant, body: { ...body, id: created, park_code: await parkCode('会展中心北广场停车场') } }))).toBe(1400);
    expect(ok(await t.call('PUT', 'parking/parking/vip/value/disable', { token: merchant, body: { id: created } })).status).toBe(0);
    expect(code(await t.call('PUT', 'parking/parking/vip/value/disable', { token: merchant, body: { id: created } }))).toBe(1409);
    expect(ok(await t.call('PUT', 'parking/parking/vip/value/enable', { token: merchant, body: { id: created } })).status).toBe(1);
    // A package a card uses stays; another merchant's is not found.
    const used = (await rows(merchant, 'parking/parking/vip/value/list', { keywords: '全天月卡' })).row[0];
    expect(code(await t.call('DELETE', 'parking/parking/vip/value', { token: merchant, query: { id: used.id } }))).toBe(1409);
    const foreign = (await rows(group, 'parking/group/vip/value/list')).row[0];
    expect(code(await t.call('DELETE', 'parking/parking/vip/value', { token: merchant, query: { id: foreign.id } }))).toBe(1404);
    expect(code(await t.call('PUT', 'parking/parking/vip/value/disable', { token: merchant, body: { id: foreign.id } }))).toBe(1404);
    expect(code(await t.call('DELETE', 'parking/parking/vip/value', { token: staff, query: { id: created } }))).toBe(1403);
    ok(await t.call('DELETE', 'parking/parking/vip/value', { token: merchant, query: { id: created } }));
    expect((await rows(merchant, 'parking/parking/vip/value/list', { id: created })).row).toEqual([]);
    expect((await auditOf('parking_vip_package', created)).map((a) => a.action)).toEqual(['新建固定车类型', '编辑固定车类型', '停用固定车类型', '启用固定车类型', '删除固定车类型（未被使用）']);
  });
});

describe('虚拟车牌 (parking/virtual/plate*)', () => {
  it('lists the merchant’s own with their validity; the staff reads; the platform reads all; the group its members’', async () => {
    const own = await rows(merchant, 'parking/virtual/plate/list');
    expect(merchantsOf(own)).toEqual([100101]);
    expect(own.row.map((r) => r.plate).sort()).toEqual(['临000315', '虚B00001', '虚B00002', '虚N00101']);
    expect((await rows(merchant, 'parking/virtual/plate/list', { validity: 3 })).row.map((r) => r.plate)).toEqual(['临000315']);
    expect((await rows(merchant, 'parking/virtual/plate/list', { validity: 2 })).row.map((r) => r.plate)).toEqual(['虚N00101']);
    expect((await rows(merchant, 'parking/virtual/plate/list', { plate: 'b0000' })).row).toHaveLength(2);
    expect((await rows(staff, 'parking/virtual/plate/list')).paging_header.total_count).toBe(4);
    expect(merchantsOf(await rows(admin, 'parking/virtual/plate/list'))).toEqual([100101, 100102]);
    // The group reads its members' (its 停车管理 of one member, docs/decisions.md "The partner's and group's 停车管理").
    expect(merchantsOf(await rows(group, 'parking/virtual/plate/list'))).toEqual([100102]);
    // The plate lists do not show virtual plates.
    expect((await rows(merchant, 'parking/park/whitelist/list')).row.some((r) => r.plate.startsWith('虚'))).toBe(false);
  });

  it('adds, edits and deletes one; a real plate, a bad one, a duplicate and another’s park are refused', async () => {
    const futian = await parkCode('福田中心停车场');
    const entry = { park_code: futian, plate: '虚b 00009', plate_color: 1, reason: '物业摆渡车', permanent: true };
    const id = ok(await t.call('PUT', 'parking/virtual/plate', { token: merchant, body: entry })).id as number;
    expect((await rows(merchant, 'parking/virtual/plate/list', { plate: '00009' })).row[0]).toMatchObject({ id, plate: '虚B00009', validity: 1, operator: '王芳' });
    expect((await t.call('PUT', 'parking/virtual/plate', { token: merchant, body: { ...entry, plate: '粤B12345' } })).body).toMatchObject({ code: 1400, message: '「粤B12345」是真实车牌的格式，不能作为虚拟车牌' });
    expect(code(await t.call('PUT', 'parking/virtual/plate', { token: merchant, body: { ...entry, plate: '虚-0001' } }))).toBe(1400);
    expect((await t.call('PUT', 'parking/virtual/plate', { token: merchant, body: entry })).body).toMatchObject({ code: 1400, message: '车牌号 虚B00009 已在福田中心停车场的虚拟车牌中' });
    expect(code(await t.call('PUT', 'parking/virtual/plate', { token: merchant, body: { ...entry, park_code: await parkCode('南山科技园停车场') } }))).toBe(1404);
    expect(code(await t.call('PUT', 'parking/virtual/plate', { token: merchant, body: { ...entry, permanent: false, start_date: today, end_date: addDays(today, -1) } }))).toBe(1400);
    expect(code(await t.call('PUT', 'parking/virtual/plate', { token: staff, body: { ...entry, plate: '虚B00010' } }))).toBe(1403);
    expect(code(await t.call('PUT', 'parking/virtual/plate', { token: admin, body: { ...entry, plate: '虚B00010' } }))).toBe(1403);
    // 编辑: the plate, colour, reason and validity; the park stays.
    ok(await t.call('PUT', 'parking/virtual/plate', { token: merchant, body: { ...entry, id, plate: '虚B00019', permanent: false, start_date: addDays(today, 1), end_date: addDays(today, 30) } }));
    expect((await rows(merchant, 'parking/virtual/plate/list', { plate: '00019' })).row[0]).toMatchObject({ id, validity: 2, permanent: false });
    expect(code(await t.call('PUT', 'parking/virtual/plate', { token: merchant, body: { ...entry, id, park_code: await parkCode('会展中心北广场停车场') } }))).toBe(1400);
    // A whitelist entry is not a virtual plate; another merchant's is not found.
    const white = (await rows(merchant, 'parking/park/whitelist/list')).row[0];
    expect(code(await t.call('PUT', 'parking/virtual/plate', { token: merchant, body: { ...entry, id: white.id, plate: '虚B00020' } }))).toBe(1404);
    expect(code(await t.call('DELETE', 'parking/virtual/plate', { token: merchant, query: { id: white.id } }))).toBe(1404);
    const foreign = (await rows(admin, 'parking/virtual/plate/list', { merchant: 100102 })).row[0];
    expect(code(await t.call('DELETE', 'parking/virtual/plate', { token: merchant, query: { id: foreign.id } }))).toBe(1404);
    expect(code(await t.call('DELETE', 'parking/virtual/plate', { token: staff, query: { id } }))).toBe(1403);
    ok(await t.call('DELETE', 'parking/virtual/plate', { token: merchant, query: { id } }));
    expect((await rows(merchant, 'parking/virtual/plate/list', { plate: '00019' })).row).toEqual([]);
    expect((await auditOf('parking_virtual_plate', id)).map((a) => a.action)).toEqual(['添加虚拟车牌', '编辑虚拟车牌', '删除虚拟车牌']);
  });
});
