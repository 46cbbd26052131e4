import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ok, type TestApp } from './helpers.js';

// 账户中心 › 发票管理 and 红包奖励 (account-invoice slice): the wallet owners 100101 (parking-merchant) and 100201
// (energy-merchant) manage their own titles and invoices; neither sees the other's; the platform holds no code (merchant kind).
let t: TestApp;
let parking: string;
let energy: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  parking = await t.login('parking-merchant');
  energy = await t.login('energy-merchant');
  admin = await t.login('admin');
}, 600_000);
afterAll(async () => {
  await t?.close();
});

const code = (reply: { body: { code: number } }) => reply.body.code;
type Row = Record<string, unknown> & { id: number };

describe('invoice titles', () => {
  it('lists the seeded titles (default first), creates, edits, moves the default and deletes; another merchant gets 1404', async () => {
    const seeded = ok(await t.call('GET', 'invoice/buyer/list', { token: parking }));
    expect(seeded.row.map((r: Row) => r.name)).toEqual(['深圳市福田中心停车场管理有限公司', '王芳']);
    expect(seeded.row[0].is_default).toBe(true);
    const missingTax = await t.call('POST', 'invoice/buyer', { token: parking, body: { type: 2, name: '某某公司', email: 'a@b.cn' } });
    expect(code(missingTax)).toBe(1400);
    expect(missingTax.body.message).toMatch(/纳税人识别号/);
    const { id } = ok(await t.call('POST', 'invoice/buyer', { token: parking, body: { type: 2, name: '福田停车 分公司', tax_number: '91440300MA5F8K2L9Z', email: 'branch@example.com', is_default: true } }));
    const created = ok(await t.call('GET', 'invoice/buyer', { token: parking, query: { id } }));
    expect(created).toMatchObject({ tax_number: '91440300MA5F8K2L9Z', is_default: true, type_name: '企业' });
    const after = ok(await t.call('GET', 'invoice/buyer/list', { token: parking }));
    expect(after.row.filter((r: Row) => r.is_default).map((r: Row) => r.id)).toEqual([id]);
    ok(await t.call('PUT', 'invoice/buyer', { token: parking, body: { id, type: 1, name: '张三', email: 'zhang@example.com', is_default: false } }));
    expect(ok(await t.call('GET', 'invoice/buyer', { token: parking, query: { id } }))).toMatchObject({ name: '张三', tax_number: '', is_default: false });
    expect(code(await t.call('GET', 'invoice/buyer', { token: energy, query: { id } }))).toBe(1404);
    expect(code(await t.call('DELETE', 'invoice/buyer', { token: energy, query: { id } }))).toBe(1404);
    ok(await t.call('DELETE', 'invoice/buyer', { token: parking, query: { id } }));
    expect(code(await t.call('GET', 'invoice/buyer', { token: parking, query: { id } }))).toBe(1404);
    expect(code(await t.call('GET', 'invoice/buyer/list', { token: admin }))).toBe(1403);
  });
});

describe('consumption records and applying', () => {
  it('lists the wallet payments with their invoicing state, applies once per key, refuses held ones, and revokes', async () => {
    const all = ok(await t.call('GET', 'invoice/consumption/list', { token: parking, query: { page_size: 100 } }));
    // 8 payments, one refunded in full (11 月平台服务费): 7 invoiceable rows.
    expect(all.paging_header.total_count).toBe(7);
    expect(all.row.every((r: Row) => r.seller_name === '智泊云平台运营中心')).toBe(true);
    const states = Object.fromEntries([0, 1, 2].map((s) => [s, all.row.filter((r: Row) => r.invoice_state === s).length]));
    expect(states).toEqual({ 0: 4, 1: 1, 2: 2 });
    const open = ok(await t.call('GET', 'invoice/consumption/list', { token: parking, query: { invoice_state: 0 } }));
    expect(open.row.length).toBe(4);
    const refunded = open.row.find((r: Row) => r.refunded !== 0);
    expect(refunded.invoiceable).toBe(refunded.amount - refunded.refunded);
    const titles = ok(await t.call('GET', 'invoice/buyer/list', { token: parking }));
    const picked = open.row.slice(0, 2).map((r: Row) => r.id);
    const sum = open.row.slice(0, 2).reduce((s: number, r: Row) => s + (r.invoiceable as number), 0);
    const headers = { 'idempotency-key': 'account-invoice-apply-1' };
    const applied = ok(await t.call('POST', 'invoice/apply/payment', { token: parking, body: { records: picked, title: titles.row[0].id }, headers }));
    expect(applied).toMatchObject({ status: 0, amount: sum });
    const again = ok(await t.call('POST', 'invoice/apply/payment', { token: parking, body: { records: picked, title: titles.row[0].id }, headers }));
    expect(again.invoice_no).toBe(applied.invoice_no);
    const held = await t.call('POST', 'invoice/apply/payment', { token: parking, body: { records: [picked[0]], title: titles.row[0].id }, headers: { 'idempotency-key': 'account-invoice-apply-2' } });
    expect(code(held)).toBe(1409);
    const foreign = await t.call('POST', 'invoice/apply/payment', { token: energy, body: { records: [picked[0]], title: titles.row[0].id }, headers: { 'idempotency-key': 'account-invoice-apply-3' } });
    expect(code(foreign)).toBe(1404);

    const list = ok(await t.call('GET', 'invoice/consumption/apply/list', { token: parking }));
    const mine = list.row.find((r: Row) => r.invoice_no === applied.invoice_no);
    expect(mine).toMatchObject({ status_name: '待开票', record_count: 2, title_name: titles.row[0].name });
    const detail = ok(await t.call('GET', 'invoice/consumption/apply', { token: parking, query: { id: mine.id } }));
    expect(detail.records.map((r: Row) => r.id).sort()).toEqual([...picked].sort());
    expect(code(await t.call('GET', 'invoice/consumption/apply', { token: energy, query: { id: mine.id } }))).toBe(1404);
    expect(ok(await t.call('GET', 'invoice/consumption/list', { token: parking, query: { invoice_state: 1 } })).row.length).toBe(3);

    // The wallet's carrier (the platform) cannot refund a payment an application holds; it can once it is withdrawn.
    const heldPayment = open.row.find((r: Row) => r.id === picked[0]);
    const refund = (key: string) =>
      t.call('POST', 'wallet/refund', { token: admin, body: { payment_no: heldPayment.record_no, amount: 1, reason: '退款测试' }, headers: { 'idempotency-key': key } });
    const refused = await refund('account-invoice-refund-1');
    expect(code(refused)).toBe(1409);
    expect(refused.body.message).toContain(applied.invoice_no);
    ok(await t.call('POST', 'invoice/consumption/apply/revoke', { token: parking, body: { id: mine.id } }));
    ok(await refund('account-invoice-refund-2'));
    expect(code(await t.call('POST', 'invoice/consumption/apply/revoke', { token: parking, body: { id: mine.id } }))).toBe(1409);
    expect(ok(await t.call('GET', 'invoice/consumption/list', { token: parking, query: { invoice_state: 0 } })).row.length).toBe(4);
    const issued = list.row.find((r: Row) => r.status === 2);
    expect(issued.invoice_number).not.toBe('');
    expect(code(await t.call('POST', 'invoice/consumption/apply/revoke', { token: parking, body: { id: issued.id } }))).toBe(1409);
    // 100201 sees only its own.
    const theirs = ok(await t.call('GET', 'invoice/consumption/apply/list', { token: energy }));
    expect(theirs.row.map((r: Row) => r.title_name)).toEqual(['深圳市南山快充新能源有限公司']);
  });
});

describe('red packet rewards', () => {
  it('lists the rewards the merchant received, not other players', async () => {
    const mine = ok(await t.call('GET', 'bonus/red-packet/list', { token: parking, query: { page_size: 100 } }));
    expect(mine.paging_header.total_count).toBeGreaterThan(0);
    expect(mine.row.every((r: Row) => r.issuer_name === '智泊云平台运营中心')).toBe(true);
    expect(mine.row.map((r: Row) => r.event_name)).toContain('新商户入驻有礼');
    const coupons = ok(await t.call('GET', 'bonus/red-packet/list', { token: parking, query: { kind: 1 } }));
    expect(coupons.row.every((r: Row) => r.kind_name === '优惠券')).toBe(true);
    expect(code(await t.call('GET', 'bonus/red-packet/list', { token: admin }))).toBe(1403);
  });
});
