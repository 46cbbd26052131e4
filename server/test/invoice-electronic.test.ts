import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ok, type TestApp } from './helpers.js';

// 电子发票 重开, 编辑 and 设置 (docs/decisions.md, "Electronic invoice renew, edit and setting").
let t: TestApp;
let merchant: string;
let staff: string;
let group: string;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('parking-merchant');
  staff = await t.login('parking-merchant-staff');
  group = await t.login('parking-group');
}, 600_000);
afterAll(async () => {
  await t?.close();
});

let keySerial = 0;
const key = () => ({ 'idempotency-key': `invoice-electronic-${String(++keySerial).padStart(4, '0')}` });
const buyer = { buyer_type: 2, buyer_name: '深圳市重开科技有限公司', buyer_tax_number: '91440300MA5RENEW1X', buyer_email: 'finance@renew.example.com' };
const detail = async (applyNo: string) => ok(await t.call('GET', 'invoice/apply', { token: merchant, query: { apply_no: applyNo } }));
const openTrades = async () => ok(await t.call('GET', 'invoice/buyer/trade/list', { token: merchant, query: { invoice_state: 0, page_size: 100 } })).row as { id: number; amount: number }[];
const lin = async (applyNo: string) => ((await detail(applyNo)).auditors as { id: number; name: string }[]).find((a) => a.name === '林晓')!.id;
/** A fresh issued invoice of 100101 (applied and approved) over `count` open trades. */
async function issued(count: number) {
  const trades = (await openTrades()).slice(0, count);
  const applied = ok(await t.call('POST', 'invoice/buyer/invoice', { token: merchant, headers: key(), body: { trades: trades.map((r) => r.id), ...buyer, buyer_name: '错误抬头有限公司' } }));
  ok(await t.call('PUT', 'invoice/apply/audit', { token: merchant, body: { apply_no: applied.apply_no, pass: true, auditor: await lin(applied.apply_no) } }));
  const d = await detail(applied.apply_no);
  return { applyNo: applied.apply_no as string, invoice: d.invoices[0] as { id: number; invoice_no: string; amount: number }, trades };
}

describe('电子发票设置', () => {
  it('shows the demo setting with the base rule; only the merchant reads and saves; validated with Chinese messages; audited', async () => {
    const s = ok(await t.call('GET', 'invoice/setting', { token: merchant }));
    expect(s).toMatchObject({ merchant: 100101, saved: true, item_name: '*经营租赁*停车费', tax_rate: null, rule_tax_rate: 6, need_review: true, seller_name: '深圳市福田中心停车场管理有限公司', email_delivery: true });
    expect((await t.call('GET', 'invoice/setting', { token: staff })).body.code).toBe(1403); // no 电子发票 at all
    const body = {
      seller_address: '深圳市福田区福华三路 88 号', seller_phone: '0755-83001234', seller_bank: '招商银行', seller_account: '755912345610101', item_name: '*经营租赁*停车费',
      tax_code: '3040502020200000000', tax_rate: 6, auto_issue: true, email_delivery: true, sms_delivery: false, remark_template: '共 {交易笔数} 笔',
    };
    expect((await t.call('PUT', 'invoice/setting', { token: staff, body })).body.code).toBe(1403);
    expect((await t.call('PUT', 'invoice/setting', { token: group, body })).body.code).toBe(1403);
    expect((await t.call('PUT', 'invoice/setting', { token: merchant, body: { ...body, tax_code: '123' } })).body.code).toBe(1400);
    expect((await t.call('PUT', 'invoice/setting', { token: merchant, body: { ...body, tax_rate: 7 } })).body.code).toBe(1400);
    expect((await t.call('PUT', 'invoice/setting', { token: merchant, body: { ...body, remark_template: '{车牌}' } })).body).toMatchObject({ code: 1400, message: '备注模板中的 {车牌} 无法识别' });
    expect((await t.call('PUT', 'invoice/setting', { token: merchant, body: { ...body, email_delivery: false, sms_delivery: true } })).body).toMatchObject({ code: 1400, message: '开启短信发送须同时开启邮件发送' });
    ok(await t.call('PUT', 'invoice/setting', { token: merchant, body }));
    expect(ok(await t.call('GET', 'invoice/setting', { token: merchant }))).toMatchObject({ tax_rate: 6, remark_template: '共 {交易笔数} 笔', operator: expect.any(String) });
    // Cleared fields arrive as the console sends them (empty and null dropped): back to 按基础规则 and no bank details.
    ok(await t.call('PUT', 'invoice/setting', { token: merchant, body: { ...body, tax_rate: null, seller_bank: '', seller_account: '' } }));
    expect(ok(await t.call('GET', 'invoice/setting', { token: merchant }))).toMatchObject({ tax_rate: null, seller_bank: '', seller_account: '', remark_template: '共 {交易笔数} 笔' });
    ok(await t.call('PUT', 'invoice/setting', { token: merchant, body }));
    const log = ok(await t.call('GET', 'merchant/logging/timeline', { token: merchant, query: { target_type: 'invoice_setting', target_id: '100101' } }));
    expect(log.row.length).toBeGreaterThan(0);
  });

  it('the remark template fills an empty remark', async () => {
    const [a] = await openTrades();
    const applied = ok(await t.call('POST', 'invoice/buyer/invoice', { token: merchant, headers: key(), body: { trades: [a!.id], ...buyer } }));
    expect((await detail(applied.apply_no)).remark).toBe('共 1 笔');
  });
});

describe('编辑', () => {
  it('edits an application still waiting: trades and title replaced, the old trades released; idempotent', async () => {
    const [a, b, c] = await openTrades();
    const applied = ok(await t.call('POST', 'invoice/buyer/invoice', { token: merchant, headers: key(), body: { trades: [a!.id, b!.id], ...buyer } }));
    const headers = key();
    const body = { apply_no: applied.apply_no, trades: [b!.id, c!.id], ...buyer, buyer_type: 1, buyer_name: '王小明', buyer_tax_number: '' };
    const edited = ok(await t.call('PUT', 'invoice/buyer/invoice', { token: merchant, headers, body }));
    expect(edited).toEqual({ apply_no: applied.apply_no, status: 0 });
    expect(ok(await t.call('PUT', 'invoice/buyer/invoice', { token: merchant, headers, body }))).toEqual(edited);
    const d = await detail(applied.apply_no);
    expect(d).toMatchObject({ buyer_type: 1, buyer_name: '王小明', buyer_tax_number: '', amount: b!.amount + c!.amount, trade_count: 2 });
    expect(d.trades.map((r: { id: number }) => r.id).sort()).toEqual([b!.id, c!.id].sort());
    expect((await openTrades()).map((r) => r.id)).toContain(a!.id);
    expect(d.history.at(-1)).toMatchObject({ status: 0, remark: '编辑开票申请' });
  });

  it('a failed application corrected is submitted again; issued, withdrawn and others\' answer 1409 / 1404; staff 1403; 1400 in Chinese', async () => {
    const [a] = await openTrades();
    const applied = ok(await t.call('POST', 'invoice/buyer/invoice', { token: merchant, headers: key(), body: { trades: [a!.id], ...buyer } }));
    ok(await t.call('PUT', 'invoice/apply/audit', { token: merchant, body: { apply_no: applied.apply_no, pass: false, auditor: await lin(applied.apply_no), reason: '抬头有误' } }));
    const again = ok(await t.call('PUT', 'invoice/buyer/invoice', { token: merchant, headers: key(), body: { apply_no: applied.apply_no, trades: [a!.id], ...buyer, buyer_name: '深圳市更正科技有限公司' } }));
    expect(again.status).toBe(0);
    const d = await detail(applied.apply_no);
    expect(d).toMatchObject({ status: 0, reason: '', buyer_name: '深圳市更正科技有限公司' });
    expect(d.trades[0].invoice_state).toBe(1);

    const done = (ok(await t.call('GET', 'invoice/apply/list', { token: merchant, query: { status: 2, page_size: 1 } })).row[0]) as { apply_no: string };
    const refused = await t.call('PUT', 'invoice/buyer/invoice', { token: merchant, headers: key(), body: { apply_no: done.apply_no, trades: [a!.id], ...buyer } });
    expect(refused.body).toMatchObject({ code: 1409, message: `开票申请 ${done.apply_no} 当前为「开票成功」，不能编辑` });
    expect((await t.call('PUT', 'invoice/buyer/invoice', { token: staff, headers: key(), body: { apply_no: applied.apply_no, trades: [a!.id], ...buyer } })).body.code).toBe(1403);
    const theirs = ok(await t.call('GET', 'invoice/apply/list', { token: group, query: { merchant: 100103, status: 0 } })).row[0] as { apply_no: string };
    expect((await t.call('PUT', 'invoice/buyer/invoice', { token: merchant, headers: key(), body: { apply_no: theirs.apply_no, trades: [a!.id], ...buyer } })).body.code).toBe(1404);
    const noTax = await t.call('PUT', 'invoice/buyer/invoice', { token: merchant, headers: key(), body: { apply_no: applied.apply_no, trades: [a!.id], ...buyer, buyer_tax_number: '' } });
    expect(noTax.body).toMatchObject({ code: 1400, message: '企业抬头须填写购方税号' });
  });
});

describe('重开', () => {
  it('reverses the invoice and re-issues it split in two under a corrected title, in one step; the same key answers the first reply', async () => {
    const { applyNo, invoice, trades } = await issued(3);
    const headers = key();
    const body = { id: invoice.id, reason: '抬头开错', parts: [[trades[0]!.id, trades[1]!.id], [trades[2]!.id]], ...buyer };
    const reply = ok(await t.call('POST', 'invoice/invoice/renew', { token: merchant, headers, body }));
    expect(reply.apply_nos).toHaveLength(2);
    expect(reply.statuses).toEqual([0, 0]); // 100101 reviews before issuing
    expect(ok(await t.call('POST', 'invoice/invoice/renew', { token: merchant, headers, body }))).toEqual(reply);
    const original = await detail(applyNo);
    const blue = original.invoices.find((i: { kind: number }) => i.kind === 1);
    expect(blue).toMatchObject({ disabled: 1, renew_apply_nos: reply.apply_nos });
    expect(original.invoices.find((i: { kind: number }) => i.kind === 2)).toMatchObject({ amount: -invoice.amount, reason: '重开：抬头开错' });
    const first = await detail(reply.apply_nos[0]);
    expect(first).toMatchObject({ buyer_name: buyer.buyer_name, renew_of_invoice_no: invoice.invoice_no, amount: trades[0]!.amount + trades[1]!.amount, status: 0 });
    ok(await t.call('PUT', 'invoice/apply/audit', { token: merchant, body: { apply_no: first.apply_no, pass: true, auditor: await lin(first.apply_no) } }));
    expect((await detail(first.apply_no)).status).toBe(2);
    const again = await t.call('POST', 'invoice/invoice/renew', { token: merchant, headers: key(), body });
    expect(again.body).toMatchObject({ code: 1409, message: `发票 ${invoice.invoice_no} 已红冲` });
  });

  it('leaves out trades (invoiceable again); refuses foreign trades, doubles and others\' invoices; staff 1403', async () => {
    const { invoice, trades } = await issued(2);
    const [stranger] = await openTrades();
    const foreign = await t.call('POST', 'invoice/invoice/renew', { token: merchant, headers: key(), body: { id: invoice.id, reason: '拆分', parts: [[trades[0]!.id, stranger!.id]], ...buyer } });
    expect(foreign.body).toMatchObject({ code: 1400, message: `交易 ${stranger!.id} 不是原发票 ${invoice.invoice_no} 开具的交易` });
    const twice = await t.call('POST', 'invoice/invoice/renew', { token: merchant, headers: key(), body: { id: invoice.id, reason: '拆分', parts: [[trades[0]!.id], [trades[0]!.id]], ...buyer } });
    expect(twice.body).toMatchObject({ code: 1400, message: '同一笔交易只能开在一张新发票上' });
    const short = await t.call('POST', 'invoice/invoice/renew', { token: merchant, headers: key(), body: { id: invoice.id, reason: '拆', parts: [[trades[0]!.id]], ...buyer } });
    expect(short.body.code).toBe(1400);
    expect((await t.call('POST', 'invoice/invoice/renew', { token: staff, headers: key(), body: { id: invoice.id, reason: '拆分开具', parts: [[trades[0]!.id]], ...buyer } })).body.code).toBe(1403);
    const theirs = ok(await t.call('GET', 'invoice/invoice/list', { token: group, query: { merchant: 100103, kind: 1, disabled: 0 } })).row[0] as { id: number };
    expect((await t.call('POST', 'invoice/invoice/renew', { token: merchant, headers: key(), body: { id: theirs.id, reason: '拆分开具', parts: [[trades[0]!.id]], ...buyer } })).body.code).toBe(1404);
    // Nothing of the refused attempts stuck: the invoice is still valid.
    const kept = ok(await t.call('POST', 'invoice/invoice/renew', { token: merchant, headers: key(), body: { id: invoice.id, reason: '只开一笔', parts: [[trades[0]!.id]], ...buyer } }));
    expect(kept.apply_nos).toHaveLength(1);
    expect((await openTrades()).map((r) => r.id)).toContain(trades[1]!.id);
  });

  it('the demo: 张伟\'s reversed invoice was re-issued to 张玮', async () => {
    const list = ok(await t.call('GET', 'invoice/invoice/list', { token: merchant, query: { keywords: '张玮' } }));
    const renewed = list.row[0] as { apply_no: string };
    expect((await detail(renewed.apply_no)).renew_of_invoice_no).not.toBe('');
  });
});
