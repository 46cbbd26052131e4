import { formatMoney } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, periodEnd, todayInChina } from '../src/shared/time.js';
import { createTestApp, ok, type TestApp } from './helpers.js';
import { auditOf as auditsOf, code, merchantsOf, rowsOf } from './list-helpers.js';

let t: TestApp;
let admin: string;
let merchant: string;
let staff: string;
let partner: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, merchant, staff, partner] = (await Promise.all(['admin', 'parking-merchant', 'parking-merchant-staff', 'parking-partner'].map((a) => t.login(a)))) as [string, string, string, string];
});
afterAll(async () => {
  await t?.close();
});

const rows = (...args: Parameters<ReturnType<typeof rowsOf>>) => rowsOf(t)(...args);
const auditOf = (type: string, id: number) => auditsOf(t)(type, id);
let key = 0;
const renew = (token: string, body: Record<string, unknown>, idempotencyKey = `renewal-test-${++key}`) =>
  t.call('POST', 'parking/parking/vip/renewal', { token, body, headers: { 'idempotency-key': idempotencyKey } });
const parkCode = async (name: string) => (ok(await t.call('GET', 'parking/park/list', { token: admin, query: { keywords: name } })).row as { park_code: string; park_name: string }[]).find((p) => p.park_name === name)!.park_code;
const packageOf = async (park: string, name: string) =>
  (ok(await t.call('GET', 'parking/parking/vip/values', { token: merchant, query: { park_code: await parkCode(park) } })) as { id: number; name: string; price: number; period_months: number }[]).find((p) => p.name === name)!;
const today = todayInChina();

describe('monthly cards', () => {
  it('lists each caller its scope with masked mobiles; states computed from the end date; staff and partner read', async () => {
    const own = await rows(merchant, 'parking/parking/vip/list');
    expect(merchantsOf(own)).toEqual([100101]);
    expect(own.paging_header.total_count).toBe(10);
    expect(own.row.every((r) => /^1[0-9]{2}\*{4}[0-9]{4}$/.test(r.mobile))).toBe(true);
    expect(merchantsOf(await rows(admin, 'parking/parking/vip/list'))).toEqual([100101, 100102]);
    expect((await rows(staff, 'parking/parking/vip/list')).paging_header.total_count).toBe(10);
    // The partner reads its customers' (停车管理 of one merchant) and changes nothing (新增月卡 below).
    expect(merchantsOf(await rows(partner, 'parking/parking/vip/list'))).toEqual([100101, 100102]);
    // Ends first first; the states as shown.
    expect(own.row.map((r) => r.end_date)).toEqual([...own.row.map((r) => r.end_date)].sort());
    expect((await rows(merchant, 'parking/parking/vip/list', { state: 3 })).row.map((r) => r.holder_name).sort()).toEqual(['刘洋', '周婷']);
    expect((await rows(merchant, 'parking/parking/vip/list', { state: 2 })).row.map((r) => r.holder_name)).toEqual(['吴磊']);
    expect((await rows(merchant, 'parking/parking/vip/list', { state: 1 })).paging_header.total_count).toBe(7);
    // A plate matches any of a card's plates, typed with a dot and in lower case.
    expect((await rows(merchant, 'parking/parking/vip/list', { plate: '粤b·7q8' })).row.map((r) => r.holder_name)).toEqual(['李晓燕']);
    expect((await rows(merchant, 'parking/parking/vip/list', { keywords: 'B2-108' })).row.map((r) => r.holder_name)).toEqual(['王建国']);
    expect((await rows(merchant, 'parking/parking/vip/list', { start_date: today, end_date: addDays(today, 7) })).row.map((r) => r.holder_name).sort()).toEqual(['赵敏', '黄海涛']);
    expect(code(await t.call('GET', 'parking/parking/vip/list', { token: merchant, query: { state: 4 } }))).toBe(1400);
    expect(code(await t.call('GET', 'parking/parking/vip/list', { token: merchant, query: { start_date: '2026-10-02', end_date: '2026-10-01' } }))).toBe(1400);
    // The detail has the whole mobile and the renewals, newest first; another merchant's card is not found.
    const card = own.row.find((r) => r.holder_name === '李晓燕')!;
    const detail = ok(await t.call('GET', 'parking/parking/vip', { token: merchant, query: { id: card.id } }));
    expect(detail).toMatchObject({ mobile: '13902345672', plates: ['粤BD31520', '粤B7Q8N2'], state: 1, package_name: '全天月卡' });
    expect(detail.renewals).toHaveLength(2);
    expect(detail.renewals[0].end_date).toBe(detail.end_date);
    const other = (await rows(admin, 'parking/parking/vip/list', { merchant: 100102 })).row[0]!;
    expect(code(await t.call('GET', 'parking/parking/vip', { token: merchant, query: { id: other.id } }))).toBe(1404);
    expect(code(await t.call('PUT', 'parking/parking/vip/pause', { token: merchant, body: { id: other.id, reason: '车主申请暂停' } }))).toBe(1404);
  });

  it('creates a card with valid plates, a package of its park, within the cap; one card per plate and park', async () => {
    const parkCodeOf = await parkCode('福田中心停车场');
    const pkg = await packageOf('福田中心停车场', '全天月卡');
    const body = { park_code: parkCodeOf, plates: ['粤b·12345'], plate_color: 1, holder_name: '张三丰', mobile: '13800138000', package: pkg.id, space_no: 'B1-200', start_date: today, end_date: periodEnd(today, 1) };
    expect(code(await t.call('POST', 'parking/parking/vip', { token: staff, body }))).toBe(1403);
    expect(code(await t.call('POST', 'parking/parking/vip', { token: admin, body }))).toBe(1403);
    expect(code(await t.call('POST', 'parking/parking/vip', { token: partner, body }))).toBe(1403);
    expect(code(await t.call('POST', 'parking/parking/vip', { token: merchant, body: { ...body, plates: ['粤B1234'] } }))).toBe(1400);
    expect(code(await t.call('POST', 'parking/parking/vip', { token: merchant, body: { ...body, plates: [] } }))).toBe(1400);
    expect(code(await t.call('POST', 'parking/parking/vip', { token: merchant, body: { ...body, plates: ['粤B11111', '粤B22222', '粤B33333', '粤B44444'] } }))).toBe(1400);
    expect(code(await t.call('POST', 'parking/parking/vip', { token: merchant, body: { ...body, plates: ['粤B12345', '粤b12345'] } }))).toBe(1400);
    expect(code(await t.call('POST', 'parking/parking/vip', { token: merchant, body: { ...body, mobile: '12345' } }))).toBe(1400);
    expect(code(await t.call('POST', 'parking/parking/vip', { token: merchant, body: { ...body, end_date: addDays(today, -1) } }))).toBe(1400);
    const otherPark = await packageOf('会展中心北广场停车场', '地面月卡');
    expect((await t.call('POST', 'parking/parking/vip', { token: merchant, body: { ...body, package: otherPark.id } })).body).toMatchObject({ code: 1400, message: '所选套餐不属于该停车场或已停用' });
    expect((await t.call('POST', 'parking/parking/vip', { token: merchant, body: { ...body, park_code: await parkCode('金田路路侧停车位') } })).body).toMatchObject({ code: 1400 });
    expect(code(await t.call('POST', 'parking/parking/vip', { token: merchant, body: { ...body, park_code: await parkCode('南山科技园停车场') } }))).toBe(1404);

    const created = ok(await t.call('POST', 'parking/parking/vip', { token: merchant, body }));
    const card = ok(await t.call('GET', 'parking/parking/vip', { token: merchant, query: { id: created.id } }));
    expect(card).toMatchObject({ plates: ['粤B12345'], state: 1, start_date: today, end_date: periodEnd(today, 1), space_no: 'B1-200', mobile: '13800138000' });
    const refused = await t.call('POST', 'parking/parking/vip', { token: merchant, body: { ...body, plates: ['粤B54321', '粤B12345'] } });
    expect(refused.body).toMatchObject({ code: 1400, message: '车牌号 粤B12345 在福田中心停车场已有月卡（车主 张三丰）' });
    const [entry] = await auditOf('parking_vip', created.id);
    expect(entry).toMatchObject({ action: '新增月卡', target_name: '粤B12345' });
    expect((entry!.after as Record<string, unknown>).mobile).toBe('138****8000');

    // Editing keeps its dates; a plate of another card in use is refused.
    const edited = { id: created.id, plates: ['粤B12345', '粤BD99887'], plate_color: 1, holder_name: '张三丰', mobile: '13800138001', package: pkg.id, space_no: 'B1-201' };
    expect(code(await t.call('PUT', 'parking/parking/vip', { token: merchant, body: { ...edited, plates: ['粤B6K2M8'] } }))).toBe(1400);
    ok(await t.call('PUT', 'parking/parking/vip', { token: merchant, body: edited }));
    expect(ok(await t.call('GET', 'parking/parking/vip', { token: merchant, query: { id: created.id } }))).toMatchObject({ plates: ['粤B12345', '粤BD99887'], end_date: periodEnd(today, 1), space_no: 'B1-201' });
  });

  it('pauses and restores with a reason; deletes only a paused or expired card', async () => {
    const card = (await rows(merchant, 'parking/parking/vip/list', { keywords: '王建国' })).row[0]!;
    expect(code(await t.call('PUT', 'parking/parking/vip/pause', { token: staff, body: { id: card.id, reason: '车主申请暂停' } }))).toBe(1403);
    expect(code(await t.call('PUT', 'parking/parking/vip/pause', { token: merchant, body: { id: card.id, reason: ' ' } }))).toBe(1400);
    expect((await t.call('DELETE', 'parking/parking/vip', { token: merchant, query: { id: card.id } })).body).toMatchObject({ code: 1409, message: '月卡 粤B2H5T9 生效中，不能删除' });
    expect(ok(await t.call('PUT', 'parking/parking/vip/pause', { token: merchant, body: { id: card.id, reason: '车主申请暂停' } }))).toMatchObject({ state: 2 });
    expect((await t.call('PUT', 'parking/parking/vip/pause', { token: merchant, body: { id: card.id, reason: '车主申请暂停' } })).body).toMatchObject({ code: 1409, message: '月卡当前为「已暂停」，不能变更为「已暂停」' });
    expect(code(await renew(merchant, { id: card.id, periods: 1, pay_type: 1, amount: card.price }))).toBe(1409);
    expect(ok(await t.call('PUT', 'parking/parking/vip/restore', { token: merchant, body: { id: card.id, reason: '车主回来了' } }))).toMatchObject({ state: 1 });
    const expired = (await rows(merchant, 'parking/parking/vip/list', { state: 3 })).row.find((r) => r.holder_name === '刘洋')!;
    expect(code(await t.call('PUT', 'parking/parking/vip/pause', { token: merchant, body: { id: expired.id, reason: '车主申请暂停' } }))).toBe(1409);
    expect(code(await t.call('DELETE', 'parking/parking/vip', { token: staff, query: { id: expired.id } }))).toBe(1403);
    ok(await t.call('DELETE', 'parking/parking/vip', { token: merchant, query: { id: expired.id } }));
    expect(code(await t.call('GET', 'parking/parking/vip', { token: merchant, query: { id: expired.id } }))).toBe(1404);
    expect((await auditOf('parking_vip', card.id)).map((a) => [a.action, (a.after as any)?.state])).toEqual([['暂停月卡', '已暂停'], ['恢复月卡', '生效中']]);
    expect((await auditOf('parking_vip', expired.id)).map((a) => a.action)).toEqual(['删除月卡（已暂停或已过期）']);
  });

  it('renews N periods once per Idempotency-Key: from the day after the end, or from today once expired', async () => {
    const card = (await rows(merchant, 'parking/parking/vip/list', { keywords: '赵敏' })).row[0]!;
    const body = { id: card.id, periods: 3, pay_type: 2, amount: card.price * 3 };
    expect(code(await renew(staff, body))).toBe(1403);
    expect(code(await t.call('POST', 'parking/parking/vip/renewal', { token: merchant, body }))).toBe(1400);
    expect((await renew(merchant, { ...body, amount: card.price })).body).toMatchObject({ code: 1400, message: `应收金额应为 ${formatMoney(card.price * 3)} 元（全天月卡 ${formatMoney(card.price)} 元 × 3）` });
    const first = await renew(merchant, body, 'renewal-zhaomin-1');
    const done = ok(first);
    expect(done).toMatchObject({ amount: card.price * 3, end_date: periodEnd(addDays(card.end_date, 1), 3) });
    // The same key and body: the first reply, nothing done twice; another body with it: refused.
    expect(ok(await renew(merchant, body, 'renewal-zhaomin-1'))).toEqual(done);
    expect(code(await renew(merchant, { ...body, periods: 1, amount: card.price }, 'renewal-zhaomin-1'))).toBe(1409);
    const detail = ok(await t.call('GET', 'parking/parking/vip', { token: merchant, query: { id: card.id } }));
    expect(detail.renewals).toHaveLength(1);
    expect(detail.renewals[0]).toMatchObject({ periods: 3, months: 3, amount: card.price * 3, pay_type: 2, start_date: addDays(card.end_date, 1), end_date: done.end_date, operator: '王芳' });
    expect((await auditOf('parking_vip', card.id)).map((a) => a.action)).toEqual(['月卡续费']);

    const expired = (await rows(merchant, 'parking/parking/vip/list', { state: 3 })).row.find((r) => r.holder_name === '周婷')!;
    const back = ok(await renew(merchant, { id: expired.id, periods: 1, pay_type: 1, amount: expired.price }));
    expect(back.end_date).toBe(periodEnd(today, 1));
    expect(ok(await t.call('GET', 'parking/parking/vip', { token: merchant, query: { id: expired.id } })).state).toBe(1);
  });
});

describe('fixed-car applications', () => {
  it('lists the pending ones; 通过 opens the monthly card in the same transaction; reviewed once', async () => {
    const pending = await rows(merchant, 'parking/parking/vip/apply/list', { status: 0 });
    expect(pending.paging_header.total_count).toBe(3);
    expect(merchantsOf(await rows(admin, 'parking/parking/vip/apply/list', { status: 0 }))).toEqual([100101, 100102]);
    expect((await rows(staff, 'parking/parking/vip/apply/list', { status: 0 })).paging_header.total_count).toBe(3);
    const apply = pending.row.find((r) => r.holder_name === '杨帆')!;
    expect(apply).toMatchObject({ plates: ['粤BD20517', '粤B1G4H7'], mobile: '137****2222', package_name: '全天季卡' });
    expect(code(await t.call('PUT', 'parking/parking/vip/apply/approve', { token: staff, body: { id: apply.id } }))).toBe(1403);
    const other = (await rows(admin, 'parking/parking/vip/apply/list', { merchant: 100102 })).row[0]!;
    expect(code(await t.call('PUT', 'parking/parking/vip/apply/approve', { token: merchant, body: { id: other.id } }))).toBe(1404);
    expect(code(await t.call('GET', 'parking/parking/vip/apply', { token: merchant, query: { id: other.id } }))).toBe(1404);

    const approved = ok(await t.call('PUT', 'parking/parking/vip/apply/approve', { token: merchant, body: { id: apply.id, space_no: 'B2-067' } }));
    const card = ok(await t.call('GET', 'parking/parking/vip', { token: merchant, query: { id: approved.vip } }));
    expect(card).toMatchObject({ plates: ['粤BD20517', '粤B1G4H7'], holder_name: '杨帆', mobile: '13760002222', space_no: 'B2-067', start_date: today, end_date: periodEnd(today, 3), state: 1 });
    expect(ok(await t.call('GET', 'parking/parking/vip/apply', { token: merchant, query: { id: apply.id } }))).toMatchObject({ status: 1, reviewer: '王芳', vip: approved.vip });
    expect((await t.call('PUT', 'parking/parking/vip/apply/reject', { token: merchant, body: { id: apply.id, reason: '重复申请' } })).body).toMatchObject({ code: 1409, message: '固定车申请当前为「已通过」，不能变更为「已驳回」' });
    expect((await auditOf('parking_vip_apply', apply.id)).map((a) => a.action)).toEqual(['通过固定车申请（开通月卡）']);
    expect((await auditOf('parking_vip', approved.vip)).map((a) => a.action)).toEqual(['通过固定车申请（开通月卡）']);
  });

  it('驳回 needs a reason; an approval whose plate already has a card changes nothing', async () => {
    const pending = (await rows(merchant, 'parking/parking/vip/apply/list', { status: 0 })).row;
    const first = pending.find((r) => r.holder_name === '许文')!;
    expect(code(await t.call('PUT', 'parking/parking/vip/apply/reject', { token: merchant, body: { id: first.id, reason: ' ' } }))).toBe(1400);
    ok(await t.call('PUT', 'parking/parking/vip/apply/reject', { token: merchant, body: { id: first.id, reason: '北广场月卡车位已满' } }));
    expect(ok(await t.call('GET', 'parking/parking/vip/apply', { token: merchant, query: { id: first.id } }))).toMatchObject({ status: 2, reject_reason: '北广场月卡车位已满', vip: null });
    // 林小雨's plate gets a card first: approving her application is refused and it stays pending.
    const second = pending.find((r) => r.holder_name === '林小雨')!;
    const pkg = await packageOf('福田中心停车场', '全天月卡');
    ok(await t.call('POST', 'parking/parking/vip', { token: merchant, body: { park_code: second.park_code, plates: ['粤B7D2F8'], plate_color: 1, holder_name: '林小雨', mobile: '13760001111', package: pkg.id, start_date: today, end_date: periodEnd(today, 1) } }));
    expect(code(await t.call('PUT', 'parking/parking/vip/apply/approve', { token: merchant, body: { id: second.id } }))).toBe(1400);
    expect(ok(await t.call('GET', 'parking/parking/vip/apply', { token: merchant, query: { id: second.id } })).status).toBe(0);
  });
});

describe('blacklist and whitelist', () => {
  it('lists each list of the caller\'s parks with its validity; staff reads only', async () => {
    const black = await rows(merchant, 'parking/parking/blacklist/list');
    expect(black.paging_header.total_count).toBe(4);
    expect(black.row.find((r) => r.plate === '粤B3X8Z1')).toMatchObject({ permanent: true, start_date: null, validity: 1, operator: '王芳' });
    expect((await rows(merchant, 'parking/parking/blacklist/list', { validity: 3 })).row.map((r) => r.plate)).toEqual(['粤B5E6R4']);
    expect((await rows(merchant, 'parking/park/whitelist/list', { validity: 2 })).row.map((r) => r.plate)).toEqual(['粤B9Y5C2']);
    expect(merchantsOf(await rows(admin, 'parking/park/whitelist/list'))).toEqual([100101, 100102]);
    expect((await rows(staff, 'parking/park/whitelist/list')).paging_header.total_count).toBe(4);
    expect(code(await t.call('POST', 'parking/parking/blacklist', { token: staff, body: { park_code: 'P1', plate: '粤B11111', plate_color: 1, reason: '逃费', permanent: true } }))).toBe(1403);
  });

  it('adds, edits and removes; a plate is on one list of a park at a time, the error names the other list', async () => {
    const park = await parkCode('福田中心停车场');
    const entry = { park_code: park, plate: '粤b·55667', plate_color: 1, reason: '多次逃费', permanent: true };
    expect(code(await t.call('POST', 'parking/parking/blacklist', { token: merchant, body: { ...entry, plate: 'ABC123' } }))).toBe(1400);
    expect(code(await t.call('POST', 'parking/parking/blacklist', { token: merchant, body: { ...entry, permanent: false } }))).toBe(1400);
    expect(code(await t.call('POST', 'parking/parking/blacklist', { token: merchant, body: { ...entry, permanent: false, start_date: '2026-12-02', end_date: '2026-12-01' } }))).toBe(1400);
    expect(code(await t.call('POST', 'parking/parking/blacklist', { token: merchant, body: { ...entry, park_code: await parkCode('南山科技园停车场') } }))).toBe(1404);
    const added = ok(await t.call('POST', 'parking/parking/blacklist', { token: merchant, body: entry }));
    expect((await t.call('POST', 'parking/parking/blacklist', { token: merchant, body: entry })).body).toMatchObject({ code: 1400, message: '车牌号 粤B55667 已在福田中心停车场的黑名单中' });
    expect((await t.call('POST', 'parking/park/whitelist', { token: merchant, body: entry })).body).toMatchObject({ code: 1400, message: '车牌号 粤B55667 已在福田中心停车场的黑名单中，不能同时加入白名单', hint: '请先将它移出黑名单' });
    // Another park of the merchant takes it.
    ok(await t.call('POST', 'parking/park/whitelist', { token: merchant, body: { ...entry, park_code: await parkCode('会展中心北广场停车场') } }));
    const white = (await rows(merchant, 'parking/park/whitelist/list', { park_code: park })).row.find((r) => r.plate === '粤B00110')!;
    expect((await t.call('PUT', 'parking/park/whitelist', { token: merchant, body: { id: white.id, ...entry } })).body).toMatchObject({ code: 1400, message: '车牌号 粤B55667 已在福田中心停车场的黑名单中，不能同时加入白名单' });
    ok(await t.call('PUT', 'parking/park/whitelist', { token: merchant, body: { id: white.id, plate: '粤B00110', plate_color: 1, reason: '物业管理处公务车（更换）', permanent: false, start_date: today, end_date: addDays(today, 30) } }));
    expect((await rows(merchant, 'parking/park/whitelist/list', { plate: '00110' })).row[0]).toMatchObject({ permanent: false, start_date: today, validity: 1 });
    // A blacklist id is not a whitelist entry.
    expect(code(await t.call('DELETE', 'parking/park/whitelist', { token: merchant, query: { id: added.id } }))).toBe(1404);
    ok(await t.call('DELETE', 'parking/parking/blacklist', { token: merchant, query: { id: added.id } }));
    ok(await t.call('POST', 'parking/park/whitelist', { token: merchant, body: entry }));
    expect((await auditOf('parking_blacklist', added.id)).map((a) => a.action)).toEqual(['添加黑名单', '移出黑名单']);
    expect((await auditOf('parking_whitelist', white.id)).map((a) => [a.action, (a.after as any).validity])).toEqual([['编辑白名单', `${today} 至 ${addDays(today, 30)}`]]);
  });
});
