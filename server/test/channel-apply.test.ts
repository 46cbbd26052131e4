import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { createTestApp, ok, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
let partner: string;
let partnerStaff: string;
let parkingMerchant: string;
let energyMerchant: string;
let energyPartner: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  partner = await t.login('parking-partner');
  partnerStaff = await t.login('parking-partner-staff');
  parkingMerchant = await t.login('parking-merchant');
  energyMerchant = await t.login('energy-merchant');
  energyPartner = await t.login('energy-partner');
});
afterAll(async () => {
  await t?.close();
});

const code = (reply: { body: any }) => reply.body.code;
const auditOf = (applyNo: string) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, 'payment_channel_apply'), eq(auditLog.target_id, applyNo))).orderBy(asc(auditLog.id)));
const fields = (overrides: Record<string, unknown> = {}) => ({
  account_type: 1, account_name: '南山科技园停车场', account_no: '6222020200112233445', bank: 'ICBC', branch_name: '工商银行深圳南山支行', contact_name: '李明', contact_telephone: '13800000102', ...overrides,
});
const list = async (token: string, query: Record<string, unknown> = {}) => ok(await t.call('GET', 'payment/channel/apply/list', { token, query: { query_mode: 1, page_size: 100, ...query } }));
const statusOf = async (applyNo: string) => ok(await t.call('GET', 'payment/channel/apply/detail', { token: admin, query: { apply_no: applyNo } })).channel_apply.status;

describe('payment channels', () => {
  it('answers the categories, the channels and what a category needs', async () => {
    expect(ok(await t.call('GET', 'payment/channel/type', { token: partner })).row.map((r: { category_id: number }) => r.category_id)).toEqual([1, 2, 3]);
    const channels = ok(await t.call('GET', 'payment/channel/list', { token: partner, query: { category_id: 3 } })).row;
    expect(channels.map((c: { code: string }) => c.code)).toEqual(['CHINAUMS', 'LAKALA']);
    expect(channels[0]).toMatchObject({ name: '银联商务', category_id: 3, contract_type: 1 });
    expect(ok(await t.call('GET', 'payment/channel/category/runtime', { token: partner, query: { category_id: 3 } }))).toMatchObject({ contract_type: 1 });
    expect(ok(await t.call('GET', 'payment/channel/category/runtime', { token: partner, query: { category_id: 1 } }))).toMatchObject({ contract_type: 2 });
  });
});

describe('channel applications', () => {
  it('scopes: the partner sees its customers’, a merchant its own, the platform all; rows in payload.row with merchant.name and a masked account', async () => {
    const mine = await list(partner);
    expect(new Set(mine.row.map((r: any) => r.merchant.id))).toEqual(new Set([100101, 100102]));
    expect(mine.row[0]).toMatchObject({ merchant: { name: expect.any(String) } });
    expect(mine.row.every((r: any) => r.account_no.includes('****'))).toBe(true);
    const merchant = await list(parkingMerchant);
    expect(new Set(merchant.row.map((r: any) => r.merchant.id))).toEqual(new Set([100101]));
    const energy = await list(energyMerchant);
    expect(energy.row).toHaveLength(1);
    expect(energy.row[0]).toMatchObject({ status: 4, contract_type: 1, category_id: 3, apply_sign_url: expect.stringContaining('https://'), contract_no: expect.any(String) });
    // Without query_mode: only the caller's own merchant's (the partner files none for itself).
    expect((await t.call('GET', 'payment/channel/apply/list', { token: partner })).body).toMatchObject({ code: 1002, payload: { row: [] } });
    const all = await list(admin);
    expect(all.paging_header.total_count).toBeGreaterThanOrEqual(9);
    // Another merchant's application answers "not found"; a partner without payment is refused.
    expect(code(await t.call('GET', 'payment/channel/apply/detail', { token: parkingMerchant, query: { apply_no: energy.row[0].apply_no } }))).toBe(1404);
    expect(code(await t.call('GET', 'payment/channel/apply/list', { token: energyPartner, query: { query_mode: 1 } }))).not.toBe(1001);
  });

  it('the detail has channel_apply and the extra pairs', async () => {
    const d = ok(await t.call('GET', 'payment/channel/apply/detail', { token: partner, query: { apply_no: 'CA20260901000004' } }));
    expect(d.channel_apply).toMatchObject({ apply_no: 'CA20260901000004', status: -1, account_no: '62220202001100101', channel_name: '拉卡拉' });
    expect(d.extra.map((e: { key: string }) => e.key)).toEqual(['account_type', 'account_name', 'contact_name', 'contact_telephone']);
    expect(d.extra[0].value).toBe('对公账户');
  });

  it('counts by status equal the list; the to-do equals the abnormal list total', async () => {
    const counts = ok(await t.call('GET', 'payment/channel/apply/count', { token: partner, query: { query_mode: 1 } }));
    const all = await list(partner);
    expect(counts.total).toBe(all.paging_header.total_count);
    for (const c of counts.row) {
      expect((await list(partner, { status: c.status })).paging_header.total_count).toBe(c.count);
    }
    const abnormal = await list(partner, { abnormal: 1 });
    expect(abnormal.row.every((r: any) => r.status === -1)).toBe(true);
    for (const token of [partner, partnerStaff]) {
      const todo = ok(await t.call('GET', 'payment/todo/statistics', { token }));
      expect(todo.data.rows[0]).toMatchObject({ dimension: 'account:abnormal:statistics', count: abnormal.paging_header.total_count });
    }
  });

  it('validates input and permissions in Chinese', async () => {
    const bad = await t.call('POST', 'payment/channel/apply/create', { token: partner, body: { merchant: 100102, channel: 'LAKALA', ...fields({ account_no: '12ab' }) } });
    expect(code(bad)).not.toBe(1001);
    expect(bad.body.message).toMatch(/[\u4e00-\u9fa5]/);
    const unknownBank = await t.call('POST', 'payment/channel/apply/create', { token: partner, body: { merchant: 100102, channel: 'LAKALA', ...fields({ bank: 'NOPE' }) } });
    expect(unknownBank.body.message).toContain('开户银行');
    const unknownChannel = await t.call('POST', 'payment/channel/apply/create', { token: partner, body: { merchant: 100102, channel: 'NOPE', ...fields() } });
    expect(unknownChannel.body.message).toContain('支付通道');
    const duplicate = await t.call('POST', 'payment/channel/apply/create', { token: partner, body: { merchant: 100102, channel: 'WXPAY', ...fields() } });
    expect(duplicate.body.message).toBe('该商户已有此通道的进件申请');
    // Not below the partner; the staff holds no create permission; the merchant may not audit.
    expect(code(await t.call('POST', 'payment/channel/apply/create', { token: partner, body: { merchant: 100201, channel: 'LAKALA', ...fields() } }))).toBe(1404);
    expect(code(await t.call('POST', 'payment/channel/apply/create', { token: partnerStaff, body: { merchant: 100102, channel: 'LAKALA', ...fields() } }))).not.toBe(1001);
    expect(code(await t.call('PUT', 'payment/channel/apply/audit/pass', { token: parkingMerchant, body: { apply_no: 'CA20260901000005' } }))).not.toBe(1001);
    expect(code(await t.call('PUT', 'payment/channel/apply/audit/pass/new', { token: partner, body: { apply_no: 'CA20260901000002', result: 1 } }))).not.toBe(1001);
  });

  it('walks every allowed transition and refuses the others (1409), each with its audit entry', async () => {
    // Create (待审核) → reject (已驳回) → edit (待审核) → pass (渠道审核中) → abnormal (异常) → edit → pass → 待签约 → 已开通.
    const created = ok(await t.call('POST', 'payment/channel/apply/create', { token: partner, body: { merchant: 100102, channel: 'LAKALA', ...fields() } }));
    expect(created).toMatchObject({ apply_no: expect.stringMatching(/^CA[0-9]{14}$/), status: 1 });
    const no = created.apply_no;
    const detail = ok(await t.call('GET', 'payment/channel/apply/detail', { token: partner, query: { apply_no: no } })).channel_apply;
    expect(detail).toMatchObject({ subject_name: '南山科技园停车场', category_id: 3, contract_type: 1, partner: { id: 100100 } });

    expect(code(await t.call('PUT', 'payment/channel/apply/update', { token: partner, body: { apply_no: no, ...fields() } }))).toBe(1409);
    expect(code(await t.call('PUT', 'payment/channel/apply/audit/pass/new', { token: admin, body: { apply_no: no, result: 1 } }))).toBe(1409);
    expect(code(await t.call('PUT', 'payment/channel/apply/audit/reject/new', { token: partner, body: { apply_no: no, reason: '  ' } }))).not.toBe(1001);
    ok(await t.call('PUT', 'payment/channel/apply/audit/reject/new', { token: partner, body: { apply_no: no, reason: '开户许可证缺失' } }));
    const again = await t.call('PUT', 'payment/channel/apply/audit/reject/new', { token: partner, body: { apply_no: no, reason: '再驳回' } });
    expect(again.body).toMatchObject({ code: 1409, message: '进件申请当前为「已驳回」，不能驳回' });
    expect(code(await t.call('PUT', 'payment/channel/apply/audit/pass', { token: partner, body: { apply_no: no } }))).toBe(1409);

    expect(ok(await t.call('PUT', 'payment/channel/apply/update', { token: partner, body: { apply_no: no, ...fields({ bank: 'CMB', branch_name: '招商银行深圳分行' }) } }))).toEqual({ apply_no: no, status: 1 });
    expect(ok(await t.call('PUT', 'payment/channel/apply/audit/pass', { token: partner, body: { apply_no: no, remark: '资料齐全' } }))).toEqual({ apply_no: no, status: 2 });
    expect((await t.call('PUT', 'payment/channel/apply/audit/pass', { token: partner, body: { apply_no: no } })).body).toMatchObject({ code: 1409, message: '进件申请当前为「渠道审核中」，不能审核通过' });
    // At the channel: only the platform records a refusal.
    expect(code(await t.call('PUT', 'payment/channel/apply/audit/reject/new', { token: partner, body: { apply_no: no, reason: '渠道拒绝' } }))).toBe(1409);
    expect(code(await t.call('PUT', 'payment/channel/apply/audit/pass/new', { token: admin, body: { apply_no: no, result: -1 } }))).not.toBe(1001);
    expect(ok(await t.call('PUT', 'payment/channel/apply/audit/pass/new', { token: admin, body: { apply_no: no, result: -1, reason: '渠道反馈：法人身份证过期' } }))).toEqual({ apply_no: no, status: -1 });
    expect(code(await t.call('PUT', 'payment/channel/apply/audit/pass/new', { token: admin, body: { apply_no: no, result: 1 } }))).toBe(1409);

    ok(await t.call('PUT', 'payment/channel/apply/update', { token: partner, body: { apply_no: no, ...fields() } }));
    ok(await t.call('PUT', 'payment/channel/apply/audit/pass', { token: partner, body: { apply_no: no } }));
    // An electronic-contract channel needs the sign url.
    expect((await t.call('PUT', 'payment/channel/apply/audit/pass/new', { token: admin, body: { apply_no: no, result: 1 } })).body.message).toBe('请填写签约地址');
    ok(await t.call('PUT', 'payment/channel/apply/audit/pass/new', { token: admin, body: { apply_no: no, result: 1, apply_sign_url: 'https://sign.lakala.example/c/1' } }));
    const signing = ok(await t.call('GET', 'payment/channel/apply/detail', { token: partner, query: { apply_no: no } })).channel_apply;
    expect(signing).toMatchObject({ status: 4, apply_sign_url: 'https://sign.lakala.example/c/1', contract_no: `HT${no.slice(2)}` });
    expect(ok(await t.call('PUT', 'payment/channel/apply/audit/pass/new', { token: admin, body: { apply_no: no, result: 1 } }))).toEqual({ apply_no: no, status: 5 });
    expect(code(await t.call('PUT', 'payment/channel/apply/audit/pass/new', { token: admin, body: { apply_no: no, result: 1 } }))).toBe(1409);
    expect(code(await t.call('PUT', 'payment/channel/apply/update', { token: partner, body: { apply_no: no, ...fields() } }))).toBe(1409);

    const entries = await auditOf(no);
    expect(entries.map((e) => e.call)).toEqual([
      'POST payment/channel/apply/create', 'PUT payment/channel/apply/audit/reject/new', 'PUT payment/channel/apply/update', 'PUT payment/channel/apply/audit/pass',
      'PUT payment/channel/apply/audit/pass/new', 'PUT payment/channel/apply/update', 'PUT payment/channel/apply/audit/pass', 'PUT payment/channel/apply/audit/pass/new',
      'PUT payment/channel/apply/audit/pass/new',
    ]);
    expect(entries[1]!.after).toMatchObject({ status: '已驳回', reason: '开户许可证缺失' });
  });

  it('a channel without a contract opens at once; the to-do drops when an abnormal one is resubmitted', async () => {
    const before = ok(await t.call('GET', 'payment/todo/statistics', { token: partner })).data.total_count;
    ok(await t.call('PUT', 'payment/channel/apply/update', { token: partner, body: { apply_no: 'CA20260901000007', ...fields() } }));
    expect(ok(await t.call('GET', 'payment/todo/statistics', { token: partner })).data.total_count).toBe(before - 1);
    ok(await t.call('PUT', 'payment/channel/apply/audit/pass', { token: partner, body: { apply_no: 'CA20260901000007' } }));
    ok(await t.call('PUT', 'payment/channel/apply/audit/pass/new', { token: admin, body: { apply_no: 'CA20260901000007', result: 1 } }));
    expect(await statusOf('CA20260901000007')).toBe(5);
  });

  it('refuses an application for a merchant whose subject is not certified', async () => {
    const reply = await t.call('POST', 'payment/channel/apply/create', { token: admin, body: { merchant: 100202, channel: 'WXPAY', ...fields() } });
    expect(reply.body.message).toBe('「宝安充电站」的主体信息尚未认证');
  });
});
