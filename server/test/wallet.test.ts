import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, manager, managerRole, merchantProduct, rolePermission, wallet, walletRecord } from '../src/db/schema/index.js';
import { createTestApp, ok, type TestApp } from './helpers.js';

// The demo: the platform (admin) carries the wallets of 100101, 100201, 100102 (below its alert line) and 100202
// (disabled). admin-staff's role is given wallet:merchant:list alone (not wallet:balance:list: the list needs both);
// 100100 (parking-partner) is made a carrier too: it sees only the wallets it opens itself, among its customers.
let t: TestApp;
let admin: string;
let adminStaff: string;
let partner: string;
let merchant: string;
let group: string;
let wallets: Record<number, number>;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.tenant('all', async (tx) => {
    const [staff] = await tx.select().from(manager).where(eq(manager.account, 'admin-staff'));
    const [link] = await tx.select().from(managerRole).where(eq(managerRole.manager, staff!.id));
    await tx.insert(rolePermission).values({ merchant: 100000, role: link!.role, permission: 'wallet:merchant:list' });
    await tx.insert(merchantProduct).values({ merchant: 100100, product: 'wallet:carrier:platform' });
  });
  [admin, adminStaff, partner, merchant, group] = (await Promise.all(['admin', 'admin-staff', 'parking-partner', 'parking-merchant', 'parking-group'].map((a) => t.login(a)))) as [string, string, string, string, string];
  const rows = await t.db.tenant('all', (tx) => tx.select().from(wallet).orderBy(asc(wallet.id)));
  wallets = Object.fromEntries(rows.map((w) => [w.merchant, w.id]));
});
afterAll(async () => {
  await t?.close();
});

const code = (reply: { body: { code: number } }) => reply.body.code;
let key = 0;
const money = (path: string, token: string, body: Record<string, unknown>, idempotencyKey = `wallet-test-${++key}`) =>
  t.call('POST', path, { token, body, headers: { 'idempotency-key': idempotencyKey } });
const walletRow = async (id: number) => (await t.db.tenant('all', (tx) => tx.select().from(wallet).where(eq(wallet.id, id))))[0]!;

describe('wallet merchants', () => {
  it('lists the carrier’s wallets with their balances, filters and statistics', async () => {
    const list = ok(await t.call('GET', 'wallet/merchant/list', { token: admin }));
    expect(list.row.map((w: { merchant: number }) => w.merchant).sort()).toEqual([100101, 100102, 100201, 100202]);
    const first = list.row.find((w: { merchant: number }) => w.merchant === 100101);
    expect(first).toMatchObject({ merchant_name: '福田中心停车场', carrier: 100000, state: 1 });
    expect(first.balance).toBe(first.recharged - first.paid + first.refunded);
    const low = ok(await t.call('GET', 'wallet/merchant/list', { token: admin, query: { low: 1 } }));
    expect(low.row.map((w: { merchant: number }) => w.merchant)).toEqual([100102]);
    const stats = ok(await t.call('GET', 'wallet/merchant/statistics', { token: admin }));
    expect(stats).toMatchObject({ count: 4, enabled: 3, disabled: 1, low: 1 });
    expect(stats.balance).toBe(list.row.reduce((s: number, w: { balance: number }) => s + w.balance, 0));
  });

  it('needs every permission of the list (needAllPermission), the carrier product, and scopes a carrier to its own wallets', async () => {
    const refused = await t.call('GET', 'wallet/merchant/list', { token: adminStaff });
    expect(code(refused)).toBe(1403);
    expect(refused.body.message).toContain('wallet:balance:list');
    expect(code(await t.call('GET', 'wallet/merchant', { token: adminStaff, query: { id: wallets[100101] } }))).toBe(1001);
    expect(code(await t.call('POST', 'wallet/merchant', { token: adminStaff, body: { merchant: 100103, contact_name: '李明', contact_mobile: '13800000103', alert_balance: 0 } }))).toBe(1403);
    expect(code(await t.call('GET', 'wallet/carrier/info', { token: adminStaff }))).toBe(1403);
    expect(code(await t.call('GET', 'wallet/merchant/list', { token: merchant }))).toBe(1405);
    expect(code(await t.call('GET', 'wallet/merchant/list', { token: partner }))).toBe(1002);
    expect(code(await t.call('GET', 'wallet/merchant', { token: partner, query: { id: wallets[100101] } }))).toBe(1404);
    expect(code(await t.call('GET', 'wallet/record/list', { token: partner }))).toBe(1002);
    // Not its customer: not found; its customer 100102 already has a wallet (one per merchant).
    expect(code(await t.call('POST', 'wallet/merchant', { token: partner, body: { merchant: 100103, contact_name: '李明', contact_mobile: '13800000103', alert_balance: 0 } }))).toBe(1404);
    expect(code(await t.call('POST', 'wallet/merchant', { token: partner, body: { merchant: 100102, contact_name: '李明', contact_mobile: '13800000102', alert_balance: 0 } }))).toBe(1409);
  });

  it('opens one wallet per merchant, edits it, disables and enables it with the audit', async () => {
    const body = { merchant: 100103, contact_name: '李明', contact_mobile: '13800000103', alert_balance: 20_000, remark: '月卡代缴' };
    const opened = ok(await t.call('POST', 'wallet/merchant', { token: admin, body }));
    expect(opened).toMatchObject({ merchant: 100103, balance: 0, state: 1, carrier: 100000, alert_balance: 20_000 });
    expect(opened.wallet_no).toMatch(/^W100103\d{6}$/);
    expect(code(await t.call('POST', 'wallet/merchant', { token: admin, body }))).toBe(1409);
    expect(code(await t.call('POST', 'wallet/merchant', { token: admin, body: { ...body, merchant: 100104, contact_mobile: '123' } }))).toBe(1400);
    const edited = ok(await t.call('PUT', 'wallet/merchant', { token: admin, body: { id: opened.id, contact_name: '李明', contact_mobile: '13900000103', alert_balance: 0, remark: '' } }));
    expect(edited).toMatchObject({ contact_mobile: '13900000103', alert_balance: 0, balance: 0 });
    expect(ok(await t.call('PUT', 'wallet/merchant/status', { token: admin, body: { id: opened.id, state: 0, reason: '暂停合作' } })).state).toBe(0);
    expect(code(await t.call('PUT', 'wallet/merchant/status', { token: admin, body: { id: opened.id, state: 0 } }))).toBe(1409);
    expect(code(await money('wallet/recharge', admin, { wallet: opened.id, amount: 100, channel: 1, remark: '测试充值' }))).toBe(1409);
    expect(ok(await t.call('PUT', 'wallet/merchant/status', { token: admin, body: { id: opened.id, state: 1 } })).state).toBe(1);
    const log = await t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, 'wallet'), eq(auditLog.target_id, String(opened.id)))));
    expect(log).toHaveLength(4);
    const timeline = ok(await t.call('GET', 'merchant/logging/timeline', { token: admin, query: { target_type: 'wallet', target_id: String(opened.id) } }));
    expect(timeline.row.length).toBe(4);
  });
});

describe('wallet money', () => {
  it('recharges once per Idempotency-Key; another body with the key is refused', async () => {
    const id = wallets[100201]!;
    const before = await walletRow(id);
    const body = { wallet: id, amount: 12_345, channel: 2, remark: '预存充电费' };
    const first = ok(await money('wallet/recharge', admin, body, 'same-recharge'));
    const again = ok(await money('wallet/recharge', admin, body, 'same-recharge'));
    expect(again.record_no).toBe(first.record_no);
    expect(first).toMatchObject({ kind: 1, amount: 12_345, balance_after: before.balance + 12_345, channel: 2, merchant: 100201 });
    expect((await walletRow(id)).balance).toBe(before.balance + 12_345);
    expect(code(await money('wallet/recharge', admin, { ...body, amount: 1 }, 'same-recharge'))).toBe(1409);
    expect(code(await t.call('POST', 'wallet/recharge', { token: admin, body }))).toBe(1400);
  });

  it('pays no more than the balance, and refunds a payment at most its remainder', async () => {
    const id = wallets[100102]!;
    const before = await walletRow(id);
    const tooMuch = await money('wallet/payment', admin, { wallet: id, amount: before.balance + 1, business: 'coupon', subject: '采购停车券' });
    expect(code(tooMuch)).toBe(1409);
    expect(tooMuch.body.message).toContain('余额不足');
    expect((await walletRow(id)).balance).toBe(before.balance);
    const paid = ok(await money('wallet/payment', admin, { wallet: id, amount: before.balance, business: 'coupon', subject: '采购停车券 ×10', out_no: 'PO-1' }));
    expect(paid).toMatchObject({ kind: 2, balance_after: 0, business: 'coupon', out_no: 'PO-1' });
    expect(code(await money('wallet/refund', admin, { payment_no: paid.record_no, amount: paid.amount + 1, reason: '多退' }))).toBe(1400);
    const part = ok(await money('wallet/refund', admin, { payment_no: paid.record_no, amount: 1_000, reason: '退回 1 张' }));
    expect(part).toMatchObject({ kind: 3, amount: 1_000, balance_after: 1_000, payment_no: paid.record_no });
    ok(await money('wallet/refund', admin, { payment_no: paid.record_no, amount: paid.amount - 1_000, reason: '全部退回' }));
    expect(code(await money('wallet/refund', admin, { payment_no: paid.record_no, amount: 1, reason: '再退' }))).toBe(1409);
    const detail = ok(await t.call('GET', 'wallet/record', { token: admin, query: { record_no: paid.record_no } }));
    expect(detail.refunded).toBe(paid.amount);
    expect(detail.refunds).toHaveLength(2);
    const after = await walletRow(id);
    expect(after).toMatchObject({ balance: paid.amount, paid: before.paid + paid.amount, refunded: before.refunded + paid.amount });
    // A recharge is not a payment to refund.
    const recharge = (await t.db.tenant('all', (tx) => tx.select().from(walletRecord).where(and(eq(walletRecord.wallet, id), eq(walletRecord.kind, 1)))))[0]!;
    expect(code(await money('wallet/refund', admin, { payment_no: recharge.record_no, amount: 1, reason: '错误' }))).toBe(1404);
  });

  it('lists records per kind within a bounded range, with statistics; the owner reads only its own', async () => {
    const recharges = ok(await t.call('GET', 'wallet/recharge/list', { token: admin, query: { merchant: 100101 } }));
    expect(recharges.row.length).toBeGreaterThan(0);
    expect(recharges.row.every((r: { kind: number; merchant: number }) => r.kind === 1 && r.merchant === 100101)).toBe(true);
    const stats = ok(await t.call('GET', 'wallet/recharge/statistics', { token: admin, query: { merchant: 100101 } }));
    expect(stats.count).toBe(recharges.paging_header.total_count);
    const refunded = ok(await t.call('GET', 'wallet/payment/list', { token: admin, query: { merchant: 100101, refund_state: 1 } }));
    expect(refunded.row.every((r: { refunded: number; amount: number }) => r.refunded > 0 && r.refunded < r.amount)).toBe(true);
    expect(code(await t.call('GET', 'wallet/refund/list', { token: admin, query: { start_date: '2026-01-01', end_date: '2026-06-30' } }))).toBe(1400);
    const own = ok(await t.call('GET', 'wallet/owner/wallet', { token: merchant }));
    expect(own).toMatchObject({ merchant: 100101, carrier_name: '智泊云平台运营中心' });
    const ownRecords = ok(await t.call('GET', 'wallet/owner/record/list', { token: merchant, query: { page_size: 100 } }));
    expect(ownRecords.row.length).toBeGreaterThan(0);
    expect(ownRecords.row.every((r: { merchant: number }) => r.merchant === 100101)).toBe(true);
    expect(code(await t.call('GET', 'wallet/owner/wallet', { token: group }))).toBe(1405);
    expect(code(await t.call('GET', 'wallet/recharge/list', { token: merchant }))).toBe(1405);
  });

  it('answers the carrier’s overview: balances, 30 days of money and the low wallets', async () => {
    const info = ok(await t.call('GET', 'wallet/carrier/info', { token: admin }));
    expect(info.days).toHaveLength(30);
    expect(info.recharged).toBe(info.days.reduce((s: number, d: { recharge: number }) => s + d.recharge, 0));
    expect(info.top.length).toBeGreaterThan(0);
    expect(info.top[0].balance).toBeGreaterThanOrEqual(info.top.at(-1).balance);
    expect(info.wallets).toBeGreaterThanOrEqual(4);
  });
});
