import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSettlement, paymentTrade } from '../src/db/schema/index.js';
import { addDays, todayInChina } from '../src/shared/time.js';
import { createTestApp, newMerchantBody, ok, type TestApp } from './helpers.js';
import { auditOf as auditsOf, code, merchantsOf, rowsOf } from './list-helpers.js';

// Payment trades, refunds and settlements (docs/decisions.md, "Payment trades, refunds and settlements"): the payment
// merchants 福田中心停车场 (100101, `parking-merchant`) and 南山快充站 (100201, `energy-merchant`), the payment partner
// 深圳泊联科技 (100100: customers 100101, 100102), the platform; a payment group made here.

let t: TestApp;
let merchant: string;
let merchantStaff: string;
let partner: string;
let partnerStaff: string;
let admin: string;
let energy: string;
beforeAll(async () => {
  t = await createTestApp();
  [merchant, merchantStaff, partner, partnerStaff, admin, energy] = (await Promise.all(
    ['parking-merchant', 'parking-merchant-staff', 'parking-partner', 'parking-partner-staff', 'admin', 'energy-merchant'].map((a) => t.login(a)),
  )) as [string, string, string, string, string, string];
});
afterAll(async () => {
  await t?.close();
});

const rows = (...args: Parameters<ReturnType<typeof rowsOf>>) => rowsOf(t)(...args);
const auditOf = (type: string, id: number) => auditsOf(t)(type, id);
const today = todayInChina();
const month = { start_date: addDays(today, -30), end_date: today };
let key = 0;
const refund = (token: string, body: Record<string, unknown>, idempotencyKey = `refund-test-${++key}`) =>
  t.call('POST', 'payment/refund', { token, body, headers: { 'idempotency-key': idempotencyKey } });

/** A successful trade of `merchant` made here, so that tests do not share refundable money. */
let serial = 0;
async function newTrade(merchantId: number, values: Partial<typeof paymentTrade.$inferInsert> = {}) {
  const at = new Date(Date.now() - 3_600_000);
  const trade_no = `PTEST${String(++serial).padStart(8, '0')}${merchantId}`;
  await t.db.tenant('all', (tx) =>
    tx.insert(paymentTrade).values({
      trade_no, out_trade_no: `OUT${serial}`, merchant: merchantId, business: 'car:parking:cashier', channel: 'wxpay', pay_mode: 3, subject: '测试停车费',
      amount: 10_000, fee: 60, refunded: 0, state: 2, trade_time: at, success_time: at, ...values,
    }),
  );
  return trade_no;
}

describe('trades', () => {
  it('the merchant lists its own trades, newest first, over the last 7 days by default; the filters narrow them', async () => {
    const list = await rows(merchant, 'payment/trade/list');
    expect(list.row.length).toBeGreaterThan(10);
    expect(merchantsOf(list)).toEqual([100101]);
    const times = list.row.map((r) => r.trade_time);
    expect([...times].sort().reverse()).toEqual(times);
    expect(list.row.every((r) => r.trade_time >= new Date(`${addDays(today, -6)}T00:00:00+08:00`).toISOString())).toBe(true);

    const wide = await rows(merchant, 'payment/trade/list', month);
    expect(wide.paging_header.total_count).toBeGreaterThan(list.paging_header.total_count);
    const alipay = await rows(merchant, 'payment/trade/list', { ...month, pay_mode: 4 });
    expect(alipay.row.length).toBeGreaterThan(0);
    expect(alipay.row.every((r) => r.pay_mode === 4 && r.channel === 'alipay')).toBe(true);
    const refunded = await rows(merchant, 'payment/trade/list', { ...month, state: 3 });
    expect(refunded.row.every((r) => r.state === 3 && r.refunded === r.amount && r.refundable === 0)).toBe(true);
    const business = await rows(merchant, 'payment/trade/list', { ...month, business: 'car:parking:recharge' });
    expect(business.row.every((r) => r.business === 'car:parking:recharge')).toBe(true);
    const first = wide.row[3]!;
    const byNo = await rows(merchant, 'payment/trade/list', { ...month, trade_no: first.trade_no.slice(0, 12) });
    expect(byNo.row.every((r) => r.trade_no.startsWith(first.trade_no.slice(0, 12)))).toBe(true);
    expect((await rows(merchant, 'payment/trade/list', { ...month, trade_no: first.out_trade_no })).row.map((r) => r.trade_no)).toContain(first.trade_no);
  });

  it('statistics sum the same filter; the range is bounded', async () => {
    const stats = ok(await t.call('GET', 'payment/trade/statistics', { token: merchant, query: month }));
    const list = await rows(merchant, 'payment/trade/list', { ...month, page_size: 100 });
    expect(stats.count).toBe(list.paging_header.total_count);
    const all: any[] = [];
    for (let page = 1; all.length < stats.count; page++) all.push(...(await rows(merchant, 'payment/trade/list', { ...month, page_index: page })).row);
    expect(stats.amount).toBe(all.reduce((n, r) => n + r.amount, 0));
    expect(stats.fee).toBe(all.reduce((n, r) => n + r.fee, 0));
    expect(stats.refunded).toBe(all.reduce((n, r) => n + r.refunded, 0));
    const tooLong = await t.call('GET', 'payment/trade/list', { token: merchant, query: { start_date: addDays(today, -100), end_date: today } });
    expect(code(tooLong)).toBe(1400);
    expect(tooLong.body.message).toContain('交易时间范围不能超过 92 天');
    expect(code(await t.call('GET', 'payment/trade/statistics', { token: merchant, query: { start_date: today, end_date: addDays(today, -1) } }))).toBe(1400);
  });

  it('scoping: the partner its customers’, the platform all, another merchant’s trade is not found', async () => {
    expect(merchantsOf(await rows(partner, 'payment/trade/list', month))).toEqual([100101]);
    expect(merchantsOf(await rows(admin, 'payment/trade/list', month))).toEqual([100101, 100201]);
    expect(merchantsOf(await rows(energy, 'payment/trade/list', month))).toEqual([100201]);
    const theirs = (await rows(energy, 'payment/trade/list', month)).row[0]!;
    expect(code(await t.call('GET', 'payment/trade', { token: merchant, query: { trade_no: theirs.trade_no } }))).toBe(1404);
    expect(code(await t.call('GET', 'payment/trade', { token: partner, query: { trade_no: theirs.trade_no } }))).toBe(1404);
    expect(ok(await t.call('GET', 'payment/trade', { token: admin, query: { trade_no: theirs.trade_no } })).merchant).toBe(100201);
    expect(code(await t.call('GET', 'payment/trade', { token: merchant, query: { trade_no: 'P000' } }))).toBe(1404);
  });

  it('permissions: an account without a trade code is refused', async () => {
    const reply = await t.call('GET', 'payment/trade/list', { token: merchantStaff });
    expect(code(reply)).toBe(1403);
    expect(code(await t.call('GET', 'payment/refund/list', { token: merchantStaff }))).toBe(1403);
    expect(code(await t.call('GET', 'payment/settlement/list', { token: merchantStaff }))).toBe(1403);
  });

  it('bad input answers 1400 in Chinese', async () => {
    const reply = await t.call('GET', 'payment/trade/list', { token: merchant, query: { pay_mode: 42 } });
    expect(code(reply)).toBe(1400);
    expect(reply.body.message).toMatch(/pay_mode.*取值不在允许范围内/);
    expect(code(await t.call('GET', 'payment/trade/list', { token: merchant, query: { business: 'x:y' } }))).toBe(1400);
    expect(code(await t.call('GET', 'payment/trade', { token: merchant, query: { trade_no: '含中文' } }))).toBe(1400);
  });
});

describe('refunds', () => {
  it('refunds part of a trade once per Idempotency-Key; the trade’s refunded amount follows in the same transaction', async () => {
    const tradeNo = await newTrade(100101);
    const body = { trade_no: tradeNo, amount: 3000, reason: '车主重复支付' };
    const first = await refund(partner, body, 'refund-once-1');
    expect(code(first)).toBe(1001);
    expect(first.body.payload).toMatchObject({ trade_no: tradeNo, amount: 3000, state: 2, operator: '陈立', merchant: 100101 });
    const again = await refund(partner, body, 'refund-once-1');
    expect(again.body.payload).toEqual(first.body.payload);
    const other = await refund(partner, { ...body, amount: 2000 }, 'refund-once-1');
    expect(code(other)).toBe(1409);
    expect(other.body.message).toContain('幂等键');

    const trade = ok(await t.call('GET', 'payment/trade', { token: merchant, query: { trade_no: tradeNo } }));
    expect(trade).toMatchObject({ refunded: 3000, refundable: 7000, state: 2 });
    expect(trade.refunds).toHaveLength(1);
    const detail = ok(await t.call('GET', 'payment/refund', { token: merchant, query: { refund_no: first.body.payload.refund_no } }));
    expect(detail).toMatchObject({ trade_state: 2, trade_refunded: 3000, reason: '车主重复支付' });
    const audits = await auditOf('payment_trade', trade.id);
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0]!.after)).toContain('退款 30.00 元');
  });

  it('refuses more than the remainder (1400), then refunds the rest: the trade becomes 已全额退款 and refuses more (1409)', async () => {
    const tradeNo = await newTrade(100101);
    ok(await refund(merchant, { trade_no: tradeNo, amount: 4000, reason: '优惠补差' }));
    const over = await refund(merchant, { trade_no: tradeNo, amount: 6001, reason: '多退一分' });
    expect(code(over)).toBe(1400);
    expect(over.body.message).toContain('退款金额不能超过可退金额 60.00 元');
    ok(await refund(merchant, { trade_no: tradeNo, amount: 6000, reason: '全额退回' }));
    const trade = ok(await t.call('GET', 'payment/trade', { token: merchant, query: { trade_no: tradeNo } }));
    expect(trade).toMatchObject({ refunded: 10_000, refundable: 0, state: 3 });
    expect(code(await refund(merchant, { trade_no: tradeNo, amount: 1, reason: '再退一次' }))).toBe(1409);
  });

  it('only a successful trade is refunded; a bank trade’s refund stays 退款中', async () => {
    for (const state of [-1, -2, 1]) {
      const tradeNo = await newTrade(100101, { state, success_time: null, fee: 0 });
      const reply = await refund(partner, { trade_no: tradeNo, amount: 100, reason: '测试退款' });
      expect(code(reply)).toBe(1409);
    }
    const bank = await newTrade(100101, { pay_mode: 6, channel: 'cmb' });
    const reply = ok(await refund(partner, { trade_no: bank, amount: 500, reason: '银行卡退款' }));
    expect(reply.state).toBe(1);
    expect(reply.success_time).toBeNull();
    const list = await rows(partner, 'payment/refund/list', { state: 1 });
    expect(list.row.map((r) => r.refund_no)).toContain(reply.refund_no);
  });

  it('scoping, permissions and bad input', async () => {
    const theirs = await newTrade(100201);
    expect(code(await refund(partner, { trade_no: theirs, amount: 100, reason: '不是我的客户' }))).toBe(1404);
    expect(code(await refund(merchant, { trade_no: theirs, amount: 100, reason: '不是我的' }))).toBe(1404);
    expect(code(await refund(partnerStaff, { trade_no: theirs, amount: 100, reason: '员工' }))).toBe(1403);
    const mine = await newTrade(100101);
    expect(code(await refund(partnerStaff, { trade_no: mine, amount: 100, reason: '员工只能看' }))).toBe(1403);
    const noReason = await refund(merchant, { trade_no: mine, amount: 100, reason: '' });
    expect(code(noReason)).toBe(1400);
    expect(noReason.body.message).toMatch(/退款原因/);
    expect(code(await refund(merchant, { trade_no: mine, amount: 0, reason: '零元退款' }))).toBe(1400);
    expect(code(await refund(merchant, { trade_no: mine, amount: 10.5, reason: '小数' }))).toBe(1400);
    const noKey = await t.call('POST', 'payment/refund', { token: merchant, body: { trade_no: mine, amount: 100, reason: '没有幂等键' } });
    expect(code(noKey)).toBe(1400);
    expect(noKey.body.message).toContain('Idempotency-Key');

    const list = await rows(merchant, 'payment/refund/list');
    expect(merchantsOf(list)).toEqual([100101]);
    expect(merchantsOf(await rows(admin, 'payment/refund/list'))).toEqual([100101, 100201]);
    const energyRefund = (await rows(energy, 'payment/refund/list')).row[0]!;
    expect(code(await t.call('GET', 'payment/refund', { token: merchant, query: { refund_no: energyRefund.refund_no } }))).toBe(1404);
    expect(list.row.map((r) => r.refund_no)).not.toContain(energyRefund.refund_no);
  });
});

describe('settlements', () => {
  it('daily settlements per merchant: net = amount − fee − refunds; statistics sum the filter; scoped', async () => {
    const list = await rows(merchant, 'payment/settlement/list');
    expect(list.row.length).toBeGreaterThan(15);
    expect(merchantsOf(list)).toEqual([100101]);
    expect(list.row.every((r) => r.net === r.amount - r.fee - r.refunded)).toBe(true);
    expect(list.row[0]!.settle_date).toBe(addDays(today, -1));
    expect(list.row[0]!.state).toBe(0);
    const settled = await rows(merchant, 'payment/settlement/list', { state: 2 });
    expect(settled.row.every((r) => r.state === 2 && r.settle_time)).toBe(true);

    // A settled day's counts are its successful trades.
    const day = settled.row[0]!;
    const trades = await rows(merchant, 'payment/trade/list', { start_date: day.settle_date, end_date: day.settle_date });
    const paid = trades.row.filter((r) => r.state === 2 || r.state === 3);
    expect(paid.length).toBe(day.trade_count);
    expect(paid.reduce((n, r) => n + r.amount, 0)).toBe(day.amount);

    const stats = ok(await t.call('GET', 'payment/settlement/statistics', { token: merchant }));
    expect(stats.count).toBe(list.paging_header.total_count);
    expect(stats.net).toBe(list.row.reduce((n, r) => n + r.net, 0));

    expect(merchantsOf(await rows(partner, 'payment/settlement/list'))).toEqual([100101]);
    expect(merchantsOf(await rows(admin, 'payment/settlement/list'))).toEqual([100101, 100201]);
    const theirs = (await rows(energy, 'payment/settlement/list')).row[0]!;
    expect(code(await t.call('GET', 'payment/settlement', { token: partner, query: { id: theirs.id } }))).toBe(1404);
    expect(ok(await t.call('GET', 'payment/settlement', { token: energy, query: { id: theirs.id } })).settle_no).toBe(theirs.settle_no);
    expect(code(await t.call('GET', 'payment/settlement/list', { token: merchant, query: { state: 7 } }))).toBe(1400);
  });
});

describe('the payment group (/settlement): its members’, read-only', () => {
  it('reads its member’s trades, refunds and settlements, nobody else’s, and cannot refund', async () => {
    const groupBody = newMerchantBody(9801, { kind: 'group', products: ['payment:group:platform'] });
    const { id: groupId } = ok(await t.call('POST', 'merchant/merchant', { token: admin, body: groupBody }));
    const memberBody = newMerchantBody(9802, { parent: groupId, products: ['payment:merchant:platform'] });
    const { id: memberId } = ok(await t.call('POST', 'merchant/merchant', { token: admin, body: memberBody }));
    const group = await t.login(groupBody.superuser.account);
    const tradeNo = await newTrade(memberId);
    await t.db.tenant('all', (tx) =>
      tx.insert(paymentSettlement).values({ settle_no: `S${memberId}`, merchant: memberId, settle_date: addDays(today, -1), trade_count: 1, amount: 10_000, fee: 60, refund_count: 0, refunded: 0, net: 9940, state: 0 }),
    );
    const trades = await rows(group, 'payment/trade/list');
    expect(trades.row.map((r) => r.trade_no)).toEqual([tradeNo]);
    expect(merchantsOf(await rows(group, 'payment/settlement/list'))).toEqual([memberId]);
    expect((await rows(group, 'payment/refund/list')).row).toEqual([]);
    expect(code(await refund(group, { trade_no: tradeNo, amount: 100, reason: '集团退款' }))).toBe(1403);
    const foreign = (await rows(merchant, 'payment/trade/list')).row[0]!;
    expect(code(await t.call('GET', 'payment/trade', { token: group, query: { trade_no: foreign.trade_no } }))).toBe(1404);

    // The member itself refunds its own trade.
    const member = await t.login(memberBody.superuser.account);
    expect(ok(await refund(member, { trade_no: tradeNo, amount: 100, reason: '商户自行退款' })).state).toBe(2);
    const [row] = await t.db.tenant('all', (tx) => tx.select().from(paymentTrade).where(and(eq(paymentTrade.trade_no, tradeNo))).orderBy(asc(paymentTrade.id)));
    expect(row!.refunded).toBe(100);
  });
});
