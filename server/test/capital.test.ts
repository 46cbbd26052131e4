import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSettlement, paymentShardingRecord, paymentTrade } from '../src/db/schema/index.js';
import { ledgerRows, recordShares, shareOf } from '../src/modules/payment/capital/ledger.js';
import { addDays, todayInChina } from '../src/shared/time.js';
import { createTestApp, newMerchantBody, ok, type TestApp } from './helpers.js';
import { auditOf as auditsOf, code, merchantsOf, rowsOf } from './list-helpers.js';

// Profit-sharing records and withdrawals (docs/decisions.md, "Profit-sharing records and withdrawals"): the payment
// merchants 福田中心停车场 (100101, `parking-merchant`: shares 5 % of parking fees with 100100; approved ICBC account,
// 起提 100 元) and 南山快充站 (100201, `energy-merchant`: no withdrawal account), the partner 深圳泊联科技 (100100), the platform.

let t: TestApp;
let merchant: string;
let merchantStaff: string;
let partner: string;
let admin: string;
let energy: string;
beforeAll(async () => {
  t = await createTestApp();
  [merchant, merchantStaff, partner, admin, energy] = (await Promise.all(
    ['parking-merchant', 'parking-merchant-staff', 'parking-partner', 'admin', 'energy-merchant'].map((a) => t.login(a)),
  )) as [string, string, string, string, string];
});
afterAll(async () => {
  await t?.close();
});

const rows = (...args: Parameters<ReturnType<typeof rowsOf>>) => rowsOf(t)(...args);
const today = todayInChina();
let key = 0;
const withdraw = (token: string, body: Record<string, unknown>, idempotencyKey = `transfer-test-${++key}`) =>
  t.call('POST', 'payment/transfer', { token, body, headers: { 'idempotency-key': idempotencyKey } });
const review = (token: string, transfer_no: string, action: string, reason?: string) =>
  t.call('POST', 'payment/transfer/review', { token, body: { transfer_no, action, ...(reason ? { reason } : {}) } });
const stats = async (token: string, query: Record<string, unknown> = {}) => ok(await t.call('GET', 'payment/transfer/statistics', { token, query }));

describe('profit-sharing records (分账记录)', () => {
  it('the merchant lists its own, newest settle day first, each share ⌊amount × ratio⌋ to its partner', async () => {
    const list = await rows(merchant, 'payment/sharding/trade/list');
    expect(list.row.length).toBeGreaterThan(10);
    expect(merchantsOf(list)).toEqual([100101]);
    for (const r of list.row) {
      expect(r.receiver).toBe(100100);
      expect(r.receiver_name).toBe('深圳泊联科技有限公司');
      expect(r.ratio).toBe(500);
      expect(r.amount).toBe(Math.floor((r.trade_amount * 500) / 10000));
      expect(['car:parking:cashier', 'car:parking:autopay']).toContain(r.business);
    }
    const days = list.row.map((r) => r.settle_date);
    expect([...days].sort().reverse()).toEqual(days);
    expect(days.every((d) => d >= addDays(today, -29))).toBe(true);
    // Every state of the demo: paid out on settled days, pending on unsettled ones, a failure, refunded trades' returned.
    const states = new Set((await rows(merchant, 'payment/sharding/trade/list', { page_size: 100, page_index: 2 })).row.concat(list.row).map((r) => r.state));
    expect(states.has(1)).toBe(true);
    expect((await rows(merchant, 'payment/sharding/trade/list', { state: -1 })).row).toHaveLength(1);
    const returned = await rows(merchant, 'payment/sharding/trade/list', { state: -2 });
    expect(returned.row.every((r) => r.state === -2 && r.reason.includes('退款'))).toBe(true);
    const pending = await rows(merchant, 'payment/sharding/trade/list', { state: 0 });
    expect(pending.row.every((r) => r.settle_date >= addDays(today, -2) && r.finish_time === null)).toBe(true);
    const autopay = await rows(merchant, 'payment/sharding/trade/list', { business: 'car:parking:autopay' });
    expect(autopay.row.every((r) => r.business === 'car:parking:autopay')).toBe(true);
    const first = list.row[0]!;
    expect((await rows(merchant, 'payment/sharding/trade/list', { no: first.trade_no })).row.map((r) => r.id)).toContain(first.id);
    expect(ok(await t.call('GET', 'payment/sharding/trade', { token: merchant, query: { id: first.id } })).record_no).toBe(first.record_no);
  });

  it('is scoped: the partner its customers’, the platform all, another merchant 1404, staff without the code 1403; the range is bounded', async () => {
    expect(merchantsOf(await rows(partner, 'payment/sharding/trade/list'))).toEqual([100101]);
    expect(merchantsOf(await rows(admin, 'payment/sharding/trade/list'))).toEqual([100101, 100201]);
    const energyRows = await rows(energy, 'payment/sharding/trade/list', { receiver: 100200 });
    expect(energyRows.row.length).toBeGreaterThan(0);
    expect(energyRows.row.every((r) => r.merchant === 100201 && r.business === 'car:energy:cashier' && r.ratio === 300)).toBe(true);
    const foreign = (await rows(merchant, 'payment/sharding/trade/list')).row[0]!;
    expect(code(await t.call('GET', 'payment/sharding/trade', { token: energy, query: { id: foreign.id } }))).toBe(1404);
    expect(code(await t.call('GET', 'payment/sharding/trade/list', { token: merchantStaff }))).toBe(1403);
    const far = await t.call('GET', 'payment/sharding/trade/list', { token: merchant, query: { start_date: addDays(today, -100), end_date: today } });
    expect(code(far)).toBe(1400);
    expect(far.body.message).toContain('92');
  });

  it('a settlement’s ledger: shares rounded down (the fen left stay with the merchant), nothing under 1 fen, once per trade and receiver', async () => {
    const rules = [{ id: 1, name: '测试', business: [], receivers: [{ receiver: 2, ratio: 333 }, { receiver: 3, ratio: 1 }] }];
    const settlement = { id: 9, merchant: 1, settle_date: '2026-01-02', state: 2, settle_time: new Date('2026-01-03T02:00:00Z') };
    const ledger = ledgerRows(settlement, [{ id: 5, trade_no: 'P202601020000000005', business: 'car:parking:cashier', amount: 999, state: 2 }], rules);
    expect(ledger.map((r) => [r.receiver, r.amount, r.state])).toEqual([[2, 33, 1]]);
    expect(shareOf(999, 333)).toBe(33);
    expect(ledgerRows({ ...settlement, state: 0 }, [{ id: 5, trade_no: 'P1', business: 'x', amount: 10_000, state: 3 }], rules).map((r) => r.state)).toEqual([-2, -2]);

    // Run again for a seeded settlement: nothing new.
    const [s] = await t.db.tenant('all', (tx) => tx.select().from(paymentSettlement).where(and(eq(paymentSettlement.merchant, 100101), eq(paymentSettlement.settle_date, addDays(today, -3)))));
    const count = async () => (await t.db.tenant('all', (tx) => tx.select({ id: paymentShardingRecord.id }).from(paymentShardingRecord).where(eq(paymentShardingRecord.settlement, s!.id)))).length;
    const before = await count();
    await t.db.tenant('all', (tx) => recordShares(tx, s!));
    expect(await count()).toBe(before);
  });

  it('a trade refunded in whole returns its shares not yet paid out (已退回)', async () => {
    const at = new Date();
    const tradeNo = `PCAP${Date.now()}`;
    const [trade] = await t.db.tenant('all', (tx) =>
      tx.insert(paymentTrade).values({
        trade_no: tradeNo, out_trade_no: 'OUT-CAP', merchant: 100101, business: 'car:parking:cashier', channel: 'wxpay', pay_mode: 3, subject: '测试停车费',
        amount: 8_000, fee: 48, state: 2, trade_time: at, success_time: at,
      }).returning(),
    );
    const [s] = await t.db.tenant('all', (tx) =>
      tx.insert(paymentSettlement).values({ settle_no: `S-CAP-${today}`, merchant: 100101, settle_date: today, trade_count: 1, amount: 8_000, fee: 48, refund_count: 0, refunded: 0, net: 7_952, state: 0 }).returning(),
    );
    await t.db.tenant('all', (tx) => recordShares(tx, s!));
    const mine = async () => (await rows(merchant, 'payment/sharding/trade/list', { no: tradeNo })).row;
    expect((await mine()).map((r) => [r.amount, r.state])).toEqual([[400, 0]]);
    ok(await t.call('POST', 'payment/refund', { token: merchant, body: { trade_no: trade!.trade_no, amount: 8_000, reason: '车主重复支付' }, headers: { 'idempotency-key': 'capital-refund-1' } }));
    expect((await mine()).map((r) => r.state)).toEqual([-2]);
  });
});

describe('withdrawals (提现)', () => {
  it('statistics: balance = settled net − shares paid out − withdrawn and under way; withdrawable keeps the reserve', async () => {
    const s = await stats(merchant);
    const settled = ok(await t.call('GET', 'payment/settlement/statistics', { token: merchant, query: { state: 2 } }));
    expect(s.settled).toBe(settled.net);
    expect(s.balance).toBe(s.settled - s.shared - s.withdrawn - s.in_progress);
    expect(s.withdrawn_count).toBe(2);
    expect(s.in_progress_count).toBe(2);
    expect(s.min_amount).toBe(10_000);
    expect(s.withdrawable).toBe(s.balance - s.retain_amount);
    // The energy merchant has no approved account: nothing withdrawable; the partner's are over its customers.
    expect((await stats(energy)).withdrawable).toBeNull();
    expect((await stats(partner)).withdrawn).toBe(s.withdrawn);
    expect((await stats(partner, { merchant: 100101 })).withdrawable).toBe(s.withdrawable);
    expect(code(await t.call('GET', 'payment/transfer/statistics', { token: energy, query: { merchant: 100101 } }))).toBe(1404);
  });

  it('申请提现: within 起提金额 and the balance less the reserve, once per Idempotency-Key; refusals', async () => {
    const s = await stats(merchant);
    expect(code(await withdraw(merchant, { amount: s.withdrawable + 100 }))).toBe(1400);
    const small = await withdraw(merchant, { amount: 5_000 });
    expect(code(small)).toBe(1400);
    expect(small.body.message).toContain('起提金额 100.00');
    expect(code(await t.call('POST', 'payment/transfer', { token: merchant, body: { amount: 20_000 } }))).toBe(1400);
    expect(code(await withdraw(energy, { amount: 20_000 }))).toBe(1409);
    expect(code(await withdraw(merchantStaff, { amount: 20_000 }))).toBe(1403);
    expect(code(await withdraw(partner, { amount: 20_000 }))).toBe(1403);

    const first = ok(await withdraw(merchant, { amount: 20_000, remark: '测试提现' }, 'transfer-once'));
    expect(first).toMatchObject({ merchant: 100101, amount: 20_000, state: 0, applicant: expect.any(String) });
    expect(first.account_no).toMatch(/^\*{4} \*{4} 3456$|\*\*\*\*/);
    expect(ok(await withdraw(merchant, { amount: 20_000, remark: '测试提现' }, 'transfer-once')).transfer_no).toBe(first.transfer_no);
    expect(code(await withdraw(merchant, { amount: 30_000 }, 'transfer-once'))).toBe(1409);
    const after = await stats(merchant);
    expect(after.balance).toBe(s.balance - 20_000);
    expect(after.in_progress).toBe(s.in_progress + 20_000);
    const listed = await rows(merchant, 'payment/transfer/list', { transfer_no: first.transfer_no });
    expect(listed.row.map((r) => r.transfer_no)).toEqual([first.transfer_no]);
    expect((await auditsOf(t)('payment_transfer', first.transfer_no as never)).map((a) => a.action)).toHaveLength(1);
  });

  it('the platform reviews: 通过 → 提现中 → 已提现 with a receipt; 驳回 returns the money; each step once; others refused', async () => {
    const a = ok(await withdraw(merchant, { amount: 10_000 }));
    expect(code(await review(merchant, a.transfer_no, 'approve'))).toBe(1403);
    expect(code(await review(partner, a.transfer_no, 'approve'))).toBe(1403);
    expect(code(await t.call('GET', 'payment/transfer/receipt', { token: merchant, query: { transfer_no: a.transfer_no } }))).toBe(1409);
    expect(ok(await review(admin, a.transfer_no, 'approve')).state).toBe(2);
    expect(code(await review(admin, a.transfer_no, 'approve'))).toBe(1409);
    const done = ok(await review(admin, a.transfer_no, 'complete'));
    expect(done).toMatchObject({ state: 1, receipt_no: `HD${a.transfer_no.slice(1)}` });
    const receipt = ok(await t.call('GET', 'payment/transfer/receipt', { token: merchant, query: { transfer_no: a.transfer_no } }));
    expect(receipt).toMatchObject({ amount: 10_000, payee_name: '福田中心停车场', receipt_no: done.receipt_no });

    const before = await stats(merchant);
    const b = ok(await withdraw(merchant, { amount: 10_000 }));
    expect(code(await review(admin, b.transfer_no, 'reject'))).toBe(1400);
    expect(ok(await review(admin, b.transfer_no, 'reject', '账户信息待核实')).state).toBe(-2);
    expect((await stats(merchant)).balance).toBe(before.balance);
    expect(code(await review(admin, b.transfer_no, 'complete'))).toBe(1409);

    expect(code(await t.call('GET', 'payment/transfer', { token: energy, query: { transfer_no: a.transfer_no } }))).toBe(1404);
    expect(ok(await t.call('GET', 'payment/transfer', { token: partner, query: { transfer_no: a.transfer_no } })).state).toBe(1);
    expect(merchantsOf(await rows(admin, 'payment/transfer/list'))).toEqual([100101]);
    expect((await rows(energy, 'payment/transfer/list')).row).toEqual([]);
    expect(code(await t.call('GET', 'payment/transfer/list', { token: merchantStaff }))).toBe(1403);
  });

  it('the payment group reads its members’ only', async () => {
    const groupBody = newMerchantBody(9811, { kind: 'group', products: ['payment:group:platform'] });
    const { id: groupId } = ok(await t.call('POST', 'merchant/merchant', { token: admin, body: groupBody }));
    const memberBody = newMerchantBody(9812, { parent: groupId, products: ['payment:merchant:platform'] });
    ok(await t.call('POST', 'merchant/merchant', { token: admin, body: memberBody }));
    const group = await t.login(groupBody.superuser.account);
    expect((await rows(group, 'payment/transfer/list')).row).toEqual([]);
    expect((await rows(group, 'payment/sharding/trade/list')).row).toEqual([]);
    const foreign = (await rows(merchant, 'payment/transfer/list')).row[0]!;
    expect(code(await t.call('GET', 'payment/transfer', { token: group, query: { transfer_no: foreign.transfer_no } }))).toBe(1404);
    expect((await stats(group)).withdrawn).toBe(0);
  });
});
