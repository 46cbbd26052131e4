import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentShardingRecord } from '../src/db/schema/index.js';
import { createTestApp, ok, type TestApp } from './helpers.js';

// The demo: 福田中心停车场 (100101) pays its partner 深圳泊联科技 (100100, parking-partner) 5 % of parking fees and 无感支付;
// 南山快充站 (100201) pays 鹏城充电服务商 (100200, energy-partner) 3 % of charging fees. The capital seed wrote their
// 分账记录 for every seeded settlement (docs/decisions.md, "Profit-sharing records and withdrawals").
let t: TestApp;
let admin: string;
let partner: string;
let partnerStaff: string;
let energyPartner: string;
let merchant: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, partner, partnerStaff, energyPartner, merchant] = (await Promise.all(
    ['admin', 'parking-partner', 'parking-partner-staff', 'energy-partner', 'parking-merchant'].map((a) => t.login(a)),
  )) as [string, string, string, string, string];
});
afterAll(async () => {
  await t?.close();
});

const code = (reply: { body: { code: number } }) => reply.body.code;

/** The records paying `partner` from its customers, summed straight from the table. */
async function incomeOf(partner: number, day?: string) {
  const rows = await t.db.tenant('all', (tx) =>
    tx
      .select({ n: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${paymentShardingRecord.amount}), 0)` })
      .from(paymentShardingRecord)
      .where(and(eq(paymentShardingRecord.receiver, partner), day ? eq(paymentShardingRecord.settle_date, day) : undefined)),
  );
  return { n: rows[0]!.n, amount: Number(rows[0]!.amount) };
}

describe('partner profit: policies, strategy, trading merchants', () => {
  it('lists the rules its customers pay it by; the platform reads every partner’s', async () => {
    const mine = ok(await t.call('GET', 'partner/profit/policy/list', { token: partner }));
    expect(mine.row.length).toBeGreaterThan(0);
    for (const r of mine.row) expect(r.partner).toBe(100100);
    const first = mine.row.find((r: { merchant: number }) => r.merchant === 100101);
    expect(first).toMatchObject({ ratio: 500, partner_name: '深圳泊联科技有限公司', status: 1 });
    expect(first.total_ratio).toBeGreaterThanOrEqual(first.ratio);
    expect(first.amount).toBeGreaterThan(0);
    const energy = ok(await t.call('GET', 'partner/profit/policy/list', { token: energyPartner }));
    expect(energy.row.map((r: { merchant: number }) => r.merchant)).toEqual([100201]);
    const all = ok(await t.call('GET', 'partner/profit/policy/list', { token: admin }));
    expect(new Set(all.row.map((r: { partner: number }) => r.partner))).toEqual(new Set([100100, 100200]));
    // A partner's `partner` filter cannot widen its scope.
    const narrowed = ok(await t.call('GET', 'partner/profit/policy/list', { token: partner, query: { partner: 100200 } }));
    expect(narrowed.row.every((r: { partner: number }) => r.partner === 100100)).toBe(true);
    expect(code(await t.call('GET', 'partner/profit/policy/list', { token: partner, query: { business: 'car:energy:cashier' } }))).toBe(1002);
  });

  it('sums the policies and shares by business, and lists trading merchants with sums matching the records', async () => {
    const strategy = ok(await t.call('GET', 'partner/profit/strategy', { token: partner, query: { start_date: '2025-12-01', end_date: '2026-02-28' } }));
    expect(strategy.start_date).toBe('2025-12-01');
    const merchants = ok(await t.call('GET', 'partner/profit/merchant/list', { token: partner, query: { start_date: '2026-09-01' } }));
    expect(merchants.row.map((r: { merchant: number }) => r.merchant)).toContain(100101);
    const row = merchants.row.find((r: { merchant: number }) => r.merchant === 100101);
    expect(row.policies.length).toBeGreaterThan(0);
    expect(row.amount).toBe(row.done + row.pending + row.failed + row.returned);
    expect(merchants.summary.amount).toBe(merchants.row.reduce((n: number, r: { amount: number }) => n + r.amount, 0));
    const recent = ok(await t.call('GET', 'partner/profit/strategy', { token: partner }));
    const recentMerchants = ok(await t.call('GET', 'partner/profit/merchant/list', { token: partner }));
    expect(recent.row.reduce((n: number, r: { amount: number }) => n + r.amount, 0)).toBe(recentMerchants.summary.amount);
    expect(code(await t.call('GET', 'partner/profit/strategy', { token: partner, query: { start_date: '2026-01-01', end_date: '2026-06-30' } }))).toBe(1400);
  });
});

describe('partner profit bills', () => {
  it('makes one income bill per settle day whose lines and serials add up to the records', async () => {
    const list = ok(await t.call('GET', 'partner/profit/bill/list', { token: partner, query: { type: 1, page_size: 100 } }));
    expect(list.row.length).toBeGreaterThan(0);
    const bill = list.row[0];
    expect(bill.bill_no).toMatch(/^PI\d{8}100100$/);
    expect(bill).toMatchObject({ type: 1, partner: 100100 });
    const direct = await incomeOf(100100, bill.bill_date);
    expect(bill.amount).toBe(direct.amount);
    expect(bill.trade_count).toBe(direct.n);
    expect(list.summary.income).toBe(list.row.reduce((n: number, r: { amount: number }) => n + r.amount, 0));

    const detail = ok(await t.call('GET', 'partner/profit/bill', { token: partner, query: { bill_no: bill.bill_no } }));
    expect(detail.amount).toBe(bill.amount);
    expect(detail.lines.reduce((n: number, l: { amount: number }) => n + l.amount, 0)).toBe(bill.amount);
    const serial = ok(await t.call('GET', 'partner/profit/bill/serial', { token: partner, query: { bill_no: bill.bill_no, page_size: 100 } }));
    expect(serial.paging_header.total_count).toBe(bill.trade_count);
    expect(serial.row.reduce((n: number, r: { amount: number }) => n + r.amount, 0)).toBe(bill.amount);
    expect(serial.row.every((r: { receiver: number }) => r.receiver === 100100)).toBe(true);

    // The platform reads it too; another partner and a merchant do not.
    expect(ok(await t.call('GET', 'partner/profit/bill', { token: admin, query: { bill_no: bill.bill_no } })).amount).toBe(bill.amount);
    expect(code(await t.call('GET', 'partner/profit/bill', { token: energyPartner, query: { bill_no: bill.bill_no } }))).toBe(1404);
    expect(code(await t.call('GET', 'partner/profit/bill/serial', { token: energyPartner, query: { bill_no: bill.bill_no } }))).toBe(1404);
    expect(code(await t.call('GET', 'partner/profit/bill', { token: partner, query: { bill_no: 'PI20000101100100' } }))).toBe(1404);
    // The partner's own merchant pays no shares in the demo: no expense bill.
    expect(code(await t.call('GET', 'partner/profit/bill/list', { token: partner, query: { type: 2 } }))).toBe(1002);
  });

  it('refuses bad input, callers without the code or the product', async () => {
    const bad = await t.call('GET', 'partner/profit/bill', { token: partner, query: { bill_no: 'X1' } });
    expect(code(bad)).not.toBe(1001);
    expect(bad.body.message).toMatch(/[\u4e00-\u9fa5]/);
    expect(code(await t.call('GET', 'partner/profit/bill/list', { token: partner, query: { start_date: '2026-01-01', end_date: '2026-12-31' } }))).toBe(1400);
    expect(code(await t.call('GET', 'partner/profit/policy/list', { token: partnerStaff }))).toBe(1403);
    expect(code(await t.call('GET', 'partner/profit/bill/list', { token: merchant }))).toBe(1405);
    expect(code(await t.call('GET', 'partner/profit/bill/list'))).toBe(1401);
  });
});
