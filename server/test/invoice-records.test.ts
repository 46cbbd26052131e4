import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoiceTrade } from '../src/db/schema/index.js';
import { createTestApp, ok, type TestApp } from './helpers.js';

let t: TestApp;
let merchant: string;
let merchantStaff: string;
let partner: string;
let energyMerchant: string;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('parking-merchant');
  merchantStaff = await t.login('parking-merchant-staff');
  partner = await t.login('invoice-partner');
  energyMerchant = await t.login('energy-merchant');
});
afterAll(async () => {
  await t?.close();
});

let keySerial = 0;
const key = () => ({ 'idempotency-key': `invoice-test-${String(++keySerial).padStart(4, '0')}` });
const openTrades = async (token = merchant, size = 100) =>
  ok(await t.call('GET', 'invoice/buyer/trade/list', { token, query: { invoice_state: 0, page_size: size } })).row as { id: number; amount: number; trade_no: string }[];
const buyer = { buyer_type: 2, buyer_name: '深圳市测试科技有限公司', buyer_tax_number: '91440300MA5TEST01X', buyer_email: 'finance@test.example.com' };
const applyWith = (ids: number[], headers: Record<string, string> = key(), body: Record<string, unknown> = {}) =>
  t.call('POST', 'invoice/buyer/invoice', { token: merchant, headers, body: { trades: ids, ...buyer, ...body } });
const detail = async (applyNo: string, token = merchant) => ok(await t.call('GET', 'invoice/apply', { token, query: { apply_no: applyNo } }));
const lin = async (applyNo: string) => ((await detail(applyNo)).auditors as { id: number; name: string }[]).find((a) => a.name === '林晓')!.id;

describe('tradable records', () => {
  it('the merchant lists its 60 demo trades, filters by state, amount and time; the partner reads its customer\'s; others see none', async () => {
    const all = ok(await t.call('GET', 'invoice/buyer/trade/list', { token: merchant, query: { page_size: 100 } }));
    expect(all.paging_header.total_count).toBe(60);
    const open = await openTrades();
    expect(open.length).toBeGreaterThan(40);
    const cheap = ok(await t.call('GET', 'invoice/buyer/trade/list', { token: merchant, query: { max_amount: 1000, page_size: 100 } }));
    expect(cheap.row.every((r: { amount: number }) => r.amount <= 1000)).toBe(true);
    const bad = await t.call('GET', 'invoice/buyer/trade/list', { token: merchant, query: { min_amount: 2000, max_amount: 1000 } });
    expect(bad.body).toMatchObject({ code: 1400, message: '最小金额不能大于最大金额' });
    expect(ok(await t.call('GET', 'invoice/buyer/trade/list', { token: partner, query: { merchant: 100101 } })).paging_header.total_count).toBe(60);
    expect((await t.call('GET', 'invoice/buyer/trade/list', { token: energyMerchant })).body.code).toBe(1403);
    expect((await t.call('GET', 'invoice/buyer/trade/list', { token: merchantStaff })).body.code).toBe(1403);
  });
});

describe('invoice applications', () => {
  it('lists the demo applications of every state, one awaiting face verification through IN31542', async () => {
    const list = ok(await t.call('GET', 'invoice/apply/list', { token: merchant }));
    expect(new Set(list.row.map((r: { status: number }) => r.status))).toEqual(new Set([0, 2, 3, -1, -2]));
    const face = ok(await t.call('GET', 'invoice/apply/list', { token: merchant, query: { status: 3, software_code: 'IN31542', page_size: 1 } }));
    expect(face.row).toHaveLength(1);
    expect(ok(await t.call('GET', 'invoice/apply/list', { token: partner, query: { merchant: 100101 } })).paging_header.total_count).toBe(list.paging_header.total_count);
  });

  it('applies for chosen trades: amount is their sum with the 6% tax item, awaits review; the same key answers the first reply', async () => {
    const [a, b] = await openTrades();
    const headers = key();
    const first = ok(await applyWith([a!.id, b!.id], headers));
    expect(first).toMatchObject({ status: 0 });
    expect(ok(await applyWith([b!.id, a!.id].reverse(), headers))).toEqual(first);
    const other = await applyWith([a!.id], headers);
    expect(other.body.code).toBe(1409);
    const d = await detail(first.apply_no);
    const amount = a!.amount + b!.amount;
    expect(d).toMatchObject({ amount, tax_amount: Math.round((amount * 6) / 106), trade_count: 2, need_review: true, software_code: 'IN31542', buyer_name: buyer.buyer_name, applicant: '王芳' });
    expect(d.items).toEqual([{ name: '*经营租赁*停车费', tax_code: '3040502020200000000', amount, rate: 6, tax: Math.round((amount * 6) / 106) }]);
    expect(d.trades.map((r: { invoice_state: number }) => r.invoice_state)).toEqual([1, 1]);
    expect(d.auditors.map((r: { name: string }) => r.name)).toEqual(['林晓']);
    // Taken trades cannot be applied for again.
    const twice = await applyWith([a!.id]);
    expect(twice.body).toMatchObject({ code: 1409, message: `交易 ${a!.trade_no} 已开票或正在开票` });
    // Audited: approved, issued at once with its numbers; trades invoiced.
    const audited = ok(await t.call('PUT', 'invoice/apply/audit', { token: merchant, body: { apply_no: first.apply_no, pass: true, auditor: await lin(first.apply_no) } }));
    expect(audited).toEqual({ apply_no: first.apply_no, status: 2 });
    const issued = await detail(first.apply_no);
    expect(issued).toMatchObject({ status: 2, auditor_name: '林晓' });
    // 提交, 审核通过, 开票中, 开票成功, then the delivery by mail (电子发票设置's default) recorded.
    expect(issued.history.map((h: { status: number }) => h.status)).toEqual([0, 0, 1, 2, 2]);
    expect(issued.history.at(-1)).toMatchObject({ operator: '税控系统', remark: `发票已发送至 ${buyer.buyer_email}` });
    expect(issued.invoices[0]).toMatchObject({ kind: 1, amount, disabled: 0 });
    expect(issued.invoices[0].invoice_code).toMatch(/^[0-9]{12}$/);
    expect(issued.invoices[0].invoice_no).toMatch(/^[0-9]{8}$/);
    expect(issued.invoices[0].check_code).toMatch(/^[0-9]{20}$/);
    expect(issued.trades.map((r: { invoice_state: number }) => r.invoice_state)).toEqual([2, 2]);
    // Only once: 开票成功 cannot be audited again nor withdrawn.
    expect((await t.call('PUT', 'invoice/apply/audit', { token: merchant, body: { apply_no: first.apply_no, pass: true, auditor: 1 } })).body.code).toBe(1409);
    expect((await t.call('POST', 'invoice/buyer/invoice/revoke', { token: merchant, body: { apply_no: first.apply_no } })).body).toMatchObject({ code: 1409, message: '开票申请当前为「开票成功」，不能变更为「已撤回」' });
    const logged = await t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, 'invoice_apply'), eq(auditLog.target_id, first.apply_no))).orderBy(asc(auditLog.id)));
    expect(logged.map((l) => l.call)).toEqual(['POST invoice/buyer/invoice', 'PUT invoice/apply/audit']);
  });

  it('rejects with a reason (开票失败) or withdraws (已撤回): the trades become invoiceable again', async () => {
    const [a, b] = await openTrades();
    const one = ok(await applyWith([a!.id]));
    expect((await t.call('PUT', 'invoice/apply/audit', { token: merchant, body: { apply_no: one.apply_no, pass: false, auditor: await lin(one.apply_no) } })).body).toMatchObject({ code: 1400, message: '驳回须填写原因（至少 2 个字）' });
    ok(await t.call('PUT', 'invoice/apply/audit', { token: merchant, body: { apply_no: one.apply_no, pass: false, auditor: await lin(one.apply_no), reason: '抬头有误' } }));
    expect(await detail(one.apply_no)).toMatchObject({ status: -1, reason: '审核驳回：抬头有误' });
    const two = ok(await applyWith([b!.id]));
    ok(await t.call('POST', 'invoice/buyer/invoice/revoke', { token: merchant, body: { apply_no: two.apply_no } }));
    expect(await detail(two.apply_no)).toMatchObject({ status: -2 });
    const open = (await openTrades()).map((r) => r.id);
    expect(open).toEqual(expect.arrayContaining([a!.id, b!.id]));
  });

  it('validates: company tax number, unknown trades, the single-invoice limit, the header, permissions and scope', async () => {
    const [a] = await openTrades();
    expect((await applyWith([a!.id], key(), { buyer_tax_number: '' })).body).toMatchObject({ code: 1400, message: '企业抬头须填写购方税号' });
    expect((await applyWith([a!.id], key(), { buyer_email: 'not-an-email' })).body.code).toBe(1400);
    expect((await applyWith([a!.id], {})).body).toMatchObject({ code: 1400, message: '缺少请求头 Idempotency-Key' });
    expect((await applyWith([999_999_999])).body).toMatchObject({ code: 1404, message: '交易不存在' });
    const [big] = await t.db.tenant('all', (tx) =>
      tx.insert(invoiceTrade).values({ merchant: 100101, trade_no: 'PTBIG0001', trade_time: new Date(), amount: 990_000, description: '月租车位' }).returning({ id: invoiceTrade.id }),
    );
    const over = await applyWith([big!.id, a!.id]);
    expect(over.body.code).toBe(1400);
    expect(over.body.message).toMatch(/^开票金额 .* 元超过单张开票限额 10,000.00 元$/);
    // Personal titles need no tax number; another merchant's trades are not found; the partner cannot apply.
    ok(await applyWith([big!.id], key(), { buyer_type: 1, buyer_name: '张三', buyer_tax_number: undefined }));
    expect((await t.call('POST', 'invoice/buyer/invoice', { token: partner, headers: key(), body: { trades: [a!.id], ...buyer } })).body.code).toBe(1403);
    expect((await t.call('GET', 'invoice/apply/list', { token: energyMerchant })).body.code).toBe(1403);
    const face = ok(await t.call('GET', 'invoice/apply/list', { token: merchant, query: { status: 3 } })).row[0];
    expect((await t.call('GET', 'invoice/apply', { token: partner, query: { apply_no: face.apply_no } })).body.code).toBe(1001);
    // 待人脸认证 is not awaiting review; a partner cannot withdraw.
    expect((await t.call('PUT', 'invoice/apply/audit', { token: merchant, body: { apply_no: face.apply_no, pass: true, auditor: 1 } })).body.code).toBe(1409);
  });
});

describe('invoices and red reversal', () => {
  it('lists blue and red invoices; reverses an issued invoice once, its trades invoiceable again, the same key answers the first reply', async () => {
    const list = ok(await t.call('GET', 'invoice/invoice/list', { token: merchant, query: { merchant: 100101, disabled: 0, page_index: 1, page_size: 20 } }));
    expect(list.row.every((r: { disabled: number }) => r.disabled === 0)).toBe(true);
    const red = ok(await t.call('GET', 'invoice/invoice/list', { token: merchant, query: { kind: 2 } }));
    expect(red.row[0]).toMatchObject({ kind: 2, reason: '抬头开错' });
    expect(red.row[0].amount).toBeLessThan(0);
    const blue = list.row.find((r: { kind: number }) => r.kind === 1);
    const before = await detail(blue.apply_no);
    const headers = key();
    const reversed = ok(await t.call('PUT', 'invoice/invoice', { token: merchant, headers, body: { id: blue.id, reason: '金额有误' } }));
    expect(ok(await t.call('PUT', 'invoice/invoice', { token: merchant, headers, body: { id: blue.id, reason: '金额有误' } }))).toEqual(reversed);
    expect((await t.call('PUT', 'invoice/invoice', { token: merchant, headers: key(), body: { id: blue.id, reason: '金额有误' } })).body).toMatchObject({ code: 1409, message: `发票 ${blue.invoice_no} 已红冲` });
    const after = await detail(blue.apply_no);
    expect(after.invoices.map((i: { kind: number; amount: number; disabled: number }) => [i.kind, i.amount, i.disabled])).toEqual([[2, -blue.amount, 0], [1, blue.amount, 1]]);
    const open = (await openTrades()).map((r) => r.id);
    expect(open).toEqual(expect.arrayContaining(before.trades.map((r: { id: number }) => r.id)));
    expect((await t.call('PUT', 'invoice/invoice', { token: partner, headers: key(), body: { id: blue.id, reason: '金额有误' } })).body.code).toBe(1403);
  });
});

describe('electronic authorisation status (the invoice tip)', () => {
  it('answers 1000 with a fresh link for 100101 (IN31542, an application awaiting face verification); 1001 without one otherwise', async () => {
    const first = await t.call('GET', 'invoice/merchant/rt/authorize', { token: merchant, query: { merchant: 100101 } });
    expect(first.body.code).toBe(1000);
    expect(first.body.payload.link).toMatch(/^https:\/\//);
    const again = await t.call('GET', 'invoice/merchant/rt/authorize', { token: merchant, query: { merchant: 100101 } });
    expect(again.body.payload.link).not.toBe(first.body.payload.link);
    expect((await t.call('GET', 'invoice/merchant/rt/authorize', { token: merchant, query: { merchant: 100102 } })).body.code).toBe(1404);
    const admin = await t.login('admin');
    const none = await t.call('GET', 'invoice/merchant/rt/authorize', { token: admin, query: { merchant: 100000 } });
    expect(none.body).toMatchObject({ code: 1001, payload: { link: '' } });
  });
});
