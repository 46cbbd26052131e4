import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { createTestApp, newMerchantBody, ok, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
let merchant: string;
let staff: string;
let partner: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  merchant = await t.login('parking-merchant');
  staff = await t.login('parking-merchant-staff');
  partner = await t.login('parking-partner');
});
afterAll(async () => {
  await t?.close();
});

const code = (reply: { body: any }) => reply.body.code;
/** The rows of a list, empty (1002) or not. */
const rows = (reply: { body: any }) => {
  expect([1001, 1002]).toContain(reply.body.code);
  return reply.body.payload.row;
};

let serial = 300;
/** A fresh parking merchant with the coupon product under the parking partner, its main account signed in. */
async function couponMerchant() {
  const body = newMerchantBody(++serial, { parent: 100100, products: ['parking:merchant:platform', 'parking:mcoupon:platform'] });
  const { id } = ok(await t.call('POST', 'merchant/merchant', { token: admin, body }));
  return { id: id as number, token: await t.login(body.superuser.account) };
}

const amount = (overrides: Record<string, unknown> = {}) => ({ name: `测试金额券${++serial}`, type: 1, value: 300, validity_type: 1, valid_days: 15, stackable: true, ...overrides });
const batch = (coupon: number, overrides: Record<string, unknown> = {}) => ({ coupon, token_count: 3, name: `测试批次${++serial}`, day_limit: 20, total_limit: 200, start_date: '2026-01-01', end_date: '2099-12-31', ...overrides });

const auditOf = (type: string, id: number | string) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, type), eq(auditLog.target_id, String(id)))).orderBy(asc(auditLog.id)));

describe('coupons', () => {
  it('the merchant creates, reads, edits, blocks, enables and deletes a coupon, every change audited', async () => {
    const { id } = ok(await t.call('POST', 'parking/mcoupon/coupon', { token: merchant, body: amount({ name: '测试 6 元券', value: 600 }) }));
    const detail = ok(await t.call('GET', 'parking/mcoupon/coupon/detail', { token: merchant, query: { id } }));
    expect(detail).toMatchObject({ id, merchant: 100101, name: '测试 6 元券', type: 1, value: 600, value_text: '6.00 元', validity_type: 1, valid_days: 15, start_date: null, stackable: true, status: 1, batch_count: 0 });

    const list = ok(await t.call('GET', 'parking/mcoupon/coupon/list', { token: merchant, query: { keywords: '6 元', page_size: 20 } }));
    expect(list.row.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(list.paging_header.total_count).toBe(1);

    ok(await t.call('PUT', 'parking/mcoupon/coupon', { token: merchant, body: { id, name: '测试 8.8 折券', type: 6, value: 880, validity_type: 2, start_date: '2026-01-01', end_date: '2099-01-01', stackable: false } }));
    expect(ok(await t.call('GET', 'parking/mcoupon/coupon/detail', { token: merchant, query: { id } }))).toMatchObject({ type: 6, value: 880, value_text: '8.8 折', valid_days: null, start_date: '2026-01-01', end_date: '2099-01-01' });

    expect(ok(await t.call('PUT', 'parking/mcoupon/coupon/block', { token: merchant, body: { id } }))).toEqual({ id, status: 0 });
    expect(ok(await t.call('PUT', 'parking/mcoupon/coupon/enable', { token: merchant, body: { id } }))).toEqual({ id, status: 1 });
    ok(await t.call('DELETE', 'parking/mcoupon/coupon', { token: merchant, query: { id } }));
    expect(code(await t.call('GET', 'parking/mcoupon/coupon/detail', { token: merchant, query: { id } }))).toBe(1404);

    const entries = await auditOf('mcoupon_coupon', id);
    expect(entries.map((e) => e.call)).toEqual([
      'POST parking/mcoupon/coupon', 'PUT parking/mcoupon/coupon', 'PUT parking/mcoupon/coupon/block', 'PUT parking/mcoupon/coupon/enable', 'DELETE parking/mcoupon/coupon',
    ]);
    expect(entries[1]!.after).toMatchObject({ type: '折扣券', value: '8.8 折', stackable: '不可叠加' });
    expect(entries[2]!.after).toEqual({ status: '已屏蔽' });
  });

  it('checks the value by type and the validity, in Chinese', async () => {
    const refused = async (body: Record<string, unknown>, text: string) => {
      const reply = await t.call('POST', 'parking/mcoupon/coupon', { token: merchant, body: amount(body) });
      expect(code(reply), JSON.stringify(body)).toBe(1400);
      expect(reply.body.message).toContain(text);
      expect(reply.body.hint).toBeTruthy();
    };
    await refused({ value: undefined }, '金额券须填写面值（分）');
    await refused({ type: 6, value: 1000 }, '折扣券的折扣×100应在 1 到 999 之间');
    await refused({ type: 2, value: 50_000 }, '时长券的时长（分钟）应在 1 到 43200 之间');
    await refused({ type: 3, value: 100 }, '全免券不需要面值');
    await refused({ type: 7, value: undefined }, '时段免费券须填写免费时段');
    await refused({ type: 7, value: undefined, period_start: '08:00', period_end: '08:00' }, '开始和结束时间不能相同');
    await refused({ period_start: '22:00', period_end: '07:00' }, '只有时段免费券有免费时段');
    await refused({ valid_days: undefined }, '请填写领取后有效的天数');
    await refused({ validity_type: 2, valid_days: undefined, start_date: '2026-05-01', end_date: '2026-04-01' }, '不能早于开始日期');
    await refused({ validity_type: 2, valid_days: undefined, start_date: '2020-01-01', end_date: '2020-02-01' }, '不能早于今天');
    await refused({ name: '商户满减 5 元券' }, '已有名为「商户满减 5 元券」的优惠券');
    // Free period and no value: fine for type 7, and for the full-free coupon.
    const night = ok(await t.call('POST', 'parking/mcoupon/coupon', { token: merchant, body: amount({ type: 7, value: undefined, period_start: '22:00', period_end: '07:00' }) }));
    expect(ok(await t.call('GET', 'parking/mcoupon/coupon/detail', { token: merchant, query: { id: night.id } })).value_text).toBe('每日 22:00-07:00 免费');
  });

  it('answers permissions, another merchant’s coupons and illegal transitions', async () => {
    // The staff account lists only. The platform and a partner read a managed merchant's coupons (停车管理 › 优惠券,
    // parking-customers): without a merchant, their own (none); they create none.
    expect(code(await t.call('GET', 'parking/mcoupon/coupon/list', { token: staff }))).toBe(1001);
    expect(code(await t.call('POST', 'parking/mcoupon/coupon', { token: staff, body: amount() }))).toBe(1403);
    for (const token of [admin, partner]) {
      expect((await t.call('GET', 'parking/mcoupon/coupon/list', { token })).body).toMatchObject({ code: 1002, payload: { row: [] } });
      expect(code(await t.call('POST', 'parking/mcoupon/coupon', { token, body: amount() }))).toBe(1403);
    }

    const other = await couponMerchant();
    const { id } = ok(await t.call('POST', 'parking/mcoupon/coupon', { token: other.token, body: amount() }));
    expect(code(await t.call('GET', 'parking/mcoupon/coupon/detail', { token: merchant, query: { id } }))).toBe(1404);
    expect(code(await t.call('PUT', 'parking/mcoupon/coupon/block', { token: merchant, body: { id } }))).toBe(1404);
    expect(code(await t.call('DELETE', 'parking/mcoupon/coupon', { token: merchant, query: { id } }))).toBe(1404);
    expect(ok(await t.call('GET', 'parking/mcoupon/coupon/list', { token: merchant, query: { page_size: 100 } })).row.some((r: { id: number }) => r.id === id)).toBe(false);
    expect(ok(await t.call('GET', 'parking/mcoupon/coupon/list', { token: other.token })).row.map((r: { id: number }) => r.id)).toEqual([id]);

    const enabled = await t.call('PUT', 'parking/mcoupon/coupon/enable', { token: other.token, body: { id } });
    expect(enabled.body).toMatchObject({ code: 1409, message: '优惠券当前为「启用」，不能变更为「启用」' });
  });
});

describe('runtime rule', () => {
  it('defaults to fixed tokens off; only the platform sets it; the merchant reads its own; validate answers the caller’s', async () => {
    const m = await couponMerchant();
    expect(ok(await t.call('GET', 'parking/mcoupon/runtime/validate', { token: m.token, query: { merchant: m.id } }))).toEqual({ merchant: m.id, token_limit: 1 });
    expect(ok(await t.call('GET', 'parking/mcoupon/configuration/runtime', { token: m.token, query: { merchant: m.id } }))).toEqual({ merchant: m.id, token_limit: 1, grant_day_limit: 0, configured: false });
    expect(code(await t.call('GET', 'parking/mcoupon/configuration', { token: m.token, query: { merchant: m.id } }))).toBe(1404);
    // Another merchant's validate, rule or runtime: not found.
    expect(code(await t.call('GET', 'parking/mcoupon/runtime/validate', { token: m.token, query: { merchant: 100101 } }))).toBe(1404);
    expect(code(await t.call('GET', 'parking/mcoupon/configuration/runtime', { token: m.token, query: { merchant: 100101 } }))).toBe(1404);

    // The merchant may not set its own; the platform sets it.
    expect(code(await t.call('POST', 'parking/mcoupon/configuration', { token: m.token, body: { merchant: m.id, token_limit: 0, grant_day_limit: 0 } }))).toBe(1403);
    ok(await t.call('POST', 'parking/mcoupon/configuration', { token: admin, body: { merchant: m.id, token_limit: 0, grant_day_limit: 100, remark: '开通' } }));
    expect(code(await t.call('POST', 'parking/mcoupon/configuration', { token: admin, body: { merchant: m.id, token_limit: 0, grant_day_limit: 0 } }))).toBe(1400);
    expect(ok(await t.call('GET', 'parking/mcoupon/runtime/validate', { token: m.token, query: { merchant: m.id } })).token_limit).toBe(0);
    expect(ok(await t.call('GET', 'parking/mcoupon/configuration', { token: m.token, query: { merchant: m.id } }))).toMatchObject({ merchant: m.id, token_limit: 0, grant_day_limit: 100, remark: '开通', operator: '平台管理员' });
    expect(ok(await t.call('GET', 'parking/mcoupon/configuration/list', { token: m.token })).row.map((r: { merchant: number }) => r.merchant)).toEqual([m.id]);
    const all = ok(await t.call('GET', 'parking/mcoupon/configuration/list', { token: admin, query: { page_size: 100 } })).row.map((r: { merchant: number }) => r.merchant);
    expect(all).toEqual(expect.arrayContaining([m.id, 100101]));

    ok(await t.call('PUT', 'parking/mcoupon/configuration', { token: admin, body: { merchant: m.id, token_limit: 1, grant_day_limit: 100 } }));
    expect(ok(await t.call('GET', 'parking/mcoupon/runtime/validate', { token: m.token, query: { merchant: m.id } })).token_limit).toBe(1);
    ok(await t.call('DELETE', 'parking/mcoupon/configuration', { token: admin, query: { merchant: m.id } }));
    expect(code(await t.call('DELETE', 'parking/mcoupon/configuration', { token: admin, query: { merchant: m.id } }))).toBe(1404);
    const entries = await auditOf('mcoupon_configuration', m.id);
    expect(entries.map((e) => e.call)).toEqual(['POST parking/mcoupon/configuration', 'PUT parking/mcoupon/configuration', 'DELETE parking/mcoupon/configuration']);
    expect(entries[1]!.after).toMatchObject({ token_limit: '关闭固定码' });

    // Not for a merchant without the coupon product, nor for the platform itself.
    expect(code(await t.call('POST', 'parking/mcoupon/configuration', { token: admin, body: { merchant: 100102, token_limit: 0, grant_day_limit: 0 } }))).toBe(1400);
    expect(code(await t.call('POST', 'parking/mcoupon/configuration', { token: admin, body: { merchant: 100000, token_limit: 0, grant_day_limit: 0 } }))).toBe(1403);
  });
});

describe('fixed tokens', () => {
  it('a batch of one coupon with unique random tokens, 0 grants; add, edit, discard, enable, delete', async () => {
    const coupons = ok(await t.call('GET', 'parking/mcoupon/coupon/list', { token: merchant, query: { keywords: '2 小时停车券' } })).row;
    const coupon = coupons[0].id as number;
    const { id } = ok(await t.call('POST', 'parking/mcoupon/token/batch', { token: merchant, body: batch(coupon, { token_count: 5, name: '测试出口固定码' }) }));
    const got = ok(await t.call('GET', 'parking/mcoupon/token/batch', { token: merchant, query: { id } }));
    expect(got).toMatchObject({ id, merchant: 100101, name: '测试出口固定码', coupon, coupon_name: '2 小时停车券', coupon_type: 2, coupon_value_text: '2 小时', token_count: 5, grant_count: 0, status: 1, creator: '王芳' });

    const tokens = ok(await t.call('GET', 'parking/mcoupon/token/list', { token: merchant, query: { batch: id } }));
    expect(tokens.paging_header.total_count).toBe(5);
    for (const token of tokens.row) {
      expect(token.code).toMatch(/^[A-HJ-NP-Z2-9]{20}$/);
      expect(token).toMatchObject({ batch: id, grant_count: 0, today_grant_count: 0, last_grant_time: null });
    }
    expect(new Set(tokens.row.map((r: { code: string }) => r.code)).size).toBe(5);
    const byCode = ok(await t.call('GET', 'parking/mcoupon/token/list', { token: merchant, query: { code: tokens.row[2].code.toLowerCase() } }));
    expect(byCode.row.map((r: { id: number }) => r.id)).toEqual([tokens.row[2].id]);

    expect(ok(await t.call('POST', 'parking/mcoupon/token', { token: merchant, body: { batch: id, count: 2 } }))).toEqual({ batch: id, token_count: 7 });
    ok(await t.call('PUT', 'parking/mcoupon/token/batch', { token: merchant, body: { id, name: '测试出口固定码（新）', day_limit: 10, total_limit: 100, start_date: '2026-01-01', end_date: '2099-01-01' } }));
    expect(ok(await t.call('GET', 'parking/mcoupon/token/batch', { token: merchant, query: { id } }))).toMatchObject({ name: '测试出口固定码（新）', day_limit: 10, token_count: 7 });

    // A coupon in use is not deleted; an enabled batch is not deleted; discarded batches take no more tokens.
    const inUse = await t.call('DELETE', 'parking/mcoupon/coupon', { token: merchant, query: { id: coupon } });
    expect(inUse.body.code).toBe(1409);
    expect(inUse.body.message).toMatch(/^优惠券「2 小时停车券」正被 2 个固定码批次使用，不能删除$/);
    expect(code(await t.call('DELETE', 'parking/mcoupon/token/batch', { token: merchant, query: { id } }))).toBe(1409);
    expect(ok(await t.call('PUT', 'parking/mcoupon/token/batch/discard', { token: merchant, body: { id } }))).toEqual({ id, status: -1 });
    expect(code(await t.call('PUT', 'parking/mcoupon/token/batch/discard', { token: merchant, body: { id } }))).toBe(1409);
    expect(code(await t.call('POST', 'parking/mcoupon/token', { token: merchant, body: { batch: id, count: 1 } }))).toBe(1409);
    expect(ok(await t.call('PUT', 'parking/mcoupon/token/batch/enable', { token: merchant, body: { id } }))).toEqual({ id, status: 1 });
    ok(await t.call('PUT', 'parking/mcoupon/token/batch/discard', { token: merchant, body: { id } }));
    ok(await t.call('DELETE', 'parking/mcoupon/token/batch', { token: merchant, query: { id } }));
    expect(rows(await t.call('GET', 'parking/mcoupon/token/list', { token: merchant, query: { batch: id } }))).toEqual([]);

    const entries = await auditOf('mcoupon_token_batch', id);
    expect(entries.map((e) => e.call)).toEqual([
      'POST parking/mcoupon/token/batch', 'POST parking/mcoupon/token', 'PUT parking/mcoupon/token/batch', 'PUT parking/mcoupon/token/batch/discard',
      'PUT parking/mcoupon/token/batch/enable', 'PUT parking/mcoupon/token/batch/discard', 'DELETE parking/mcoupon/token/batch',
    ]);
  });

  it('checks limits, the coupon and the merchant’s daily cap', async () => {
    const coupons = ok(await t.call('GET', 'parking/mcoupon/coupon/list', { token: merchant, query: { page_size: 100 } })).row as { id: number; name: string; status: number }[];
    const blocked = coupons.find((c) => c.name === '夜间免费券')!;
    const enabled = coupons.find((c) => c.name === '会员 8.5 折券')!;
    const refused = async (body: Record<string, unknown>, status: number, text: string) => {
      const reply = await t.call('POST', 'parking/mcoupon/token/batch', { token: merchant, body });
      expect(code(reply), JSON.stringify(body)).toBe(status);
      expect(reply.body.message).toContain(text);
    };
    await refused(batch(blocked.id), 1400, '已屏蔽，不能用于固定码');
    await refused(batch(enabled.id, { day_limit: 30, total_limit: 10 }), 1400, '不能小于每日上限');
    await refused(batch(enabled.id, { day_limit: 600, total_limit: 1000 }), 1400, '不能超过商户的每日发券上限 500');
    await refused(batch(enabled.id, { start_date: '2026-06-01', end_date: '2026-05-01' }), 1400, '不能早于开始日期');
    await refused(batch(999_999), 1400, '优惠券 999999 不存在');
    const other = await couponMerchant();
    const foreign = ok(await t.call('POST', 'parking/mcoupon/coupon', { token: other.token, body: amount() }));
    await refused(batch(foreign.id), 1400, `优惠券 ${foreign.id} 不存在`);
  });

  it('refuses everything while token_limit is 1 (and by default); another merchant’s batch is not found; staff may not', async () => {
    const m = await couponMerchant();
    const { id: coupon } = ok(await t.call('POST', 'parking/mcoupon/coupon', { token: m.token, body: amount() }));
    const off = await t.call('POST', 'parking/mcoupon/token/batch', { token: m.token, body: batch(coupon) });
    expect(off.status).toBe(403);
    expect(off.body).toMatchObject({ code: 1406, message: '本商户未开通优惠券固定码' });
    expect(off.body.hint).toContain('平台');
    expect(code(await t.call('GET', 'parking/mcoupon/token/batch/list', { token: m.token }))).toBe(1406);
    expect(code(await t.call('GET', 'parking/mcoupon/token/list', { token: m.token }))).toBe(1406);

    ok(await t.call('POST', 'parking/mcoupon/configuration', { token: admin, body: { merchant: m.id, token_limit: 0, grant_day_limit: 0 } }));
    const { id } = ok(await t.call('POST', 'parking/mcoupon/token/batch', { token: m.token, body: batch(coupon) }));
    expect(ok(await t.call('GET', 'parking/mcoupon/token/batch/list', { token: m.token })).row.map((r: { id: number }) => r.id)).toEqual([id]);
    // 100101's batches do not include it, nor can it reach it.
    expect(ok(await t.call('GET', 'parking/mcoupon/token/batch/list', { token: merchant, query: { page_size: 100 } })).row.some((r: { id: number }) => r.id === id)).toBe(false);
    expect(code(await t.call('GET', 'parking/mcoupon/token/batch', { token: merchant, query: { id } }))).toBe(1404);
    expect(code(await t.call('PUT', 'parking/mcoupon/token/batch/discard', { token: merchant, body: { id } }))).toBe(1404);
    expect(rows(await t.call('GET', 'parking/mcoupon/token/list', { token: merchant, query: { batch: id } }))).toEqual([]);

    ok(await t.call('PUT', 'parking/mcoupon/configuration', { token: admin, body: { merchant: m.id, token_limit: 1, grant_day_limit: 0 } }));
    const refused = await t.call('PUT', 'parking/mcoupon/token/batch/discard', { token: m.token, body: { id } });
    expect(refused.body).toMatchObject({ code: 1406, message: '本商户未开通优惠券固定码' });
    expect(refused.body.hint).toContain('已在运行规则中关闭');
    expect(code(await t.call('GET', 'parking/mcoupon/token/batch', { token: m.token, query: { id } }))).toBe(1406);

    expect(code(await t.call('GET', 'parking/mcoupon/token/batch/list', { token: staff }))).toBe(1403);
    expect(code(await t.call('GET', 'parking/mcoupon/token/batch/list', { token: admin }))).toBe(1403);
  });

  it('the demo: 100101 has tokens on and one batch of ten tokens, none granted', async () => {
    expect(ok(await t.call('GET', 'parking/mcoupon/runtime/validate', { token: merchant, query: { merchant: 100101 } }))).toEqual({ merchant: 100101, token_limit: 0 });
    const batches = ok(await t.call('GET', 'parking/mcoupon/token/batch/list', { token: merchant, query: { keywords: '入口岗亭' } })).row;
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({ name: '入口岗亭固定码', coupon_name: '2 小时停车券', token_count: 10, grant_count: 0, status: 1 });
    // Superusers hold every coupon permission; staff the list only.
    const whoami = ok(await t.call('GET', 'merchant/manager/whoami', { token: merchant }));
    expect(whoami.permission).toEqual(expect.arrayContaining(['parking:mcoupon:coupon:create', 'parking:mcoupon:token:delete', 'parking:mcoupon:configuration:list']));
    expect(whoami.permission).not.toContain('parking:mcoupon:configuration:update');
    const staffWhoami = ok(await t.call('GET', 'merchant/manager/whoami', { token: staff }));
    expect(staffWhoami.permission.filter((p: string) => p.startsWith('parking:mcoupon:'))).toEqual(['parking:mcoupon:coupon:list', 'parking:mcoupon:grant:list', 'parking:mcoupon:purchase:list']);
  });
});
