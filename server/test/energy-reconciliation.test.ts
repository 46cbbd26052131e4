import { todayInChina } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeStatements } from '../src/modules/energy/reconciliation/reconciliation.service.js';
import { createTestApp, ok, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
let partner: string;
let merchant: string;
let merchantStaff: string;
let group: string;
let parkingMerchant: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  partner = await t.login('energy-partner');
  merchant = await t.login('energy-merchant');
  merchantStaff = await t.login('energy-merchant-staff');
  group = await t.login('energy-group');
  parkingMerchant = await t.login('parking-merchant');
});
afterAll(async () => {
  await t?.close();
});

type Statement = {
  settle_no: string; merchant: number; period: string; order_count: number; elec_amount: number; service_amount: number; amount: number; fee: number; payable: number;
  transfer_no: string; transfer_state: number; transfer_time: string;
};
type Transfer = { transfer_no: string; settle_no: string; period: string; merchant: number; amount: number; account_no: string; bank_name: string; state: number; reason: string; serial_no: string; transfer_time: string };
type Payment = { pay_no: string; amount: number; elec_amount: number; service_amount: number; settle_time: string };
const code = (reply: { body: any }) => reply.body.code;
const statementsOf = async (token: string, query: Record<string, unknown> = {}) =>
  ok(await t.call('GET', 'energy/settlement/list', { token, query: { page_size: 100, ...query } })) as { row: Statement[]; paging_header: { total_count: number } };
const transfersOf = async (token: string, query: Record<string, unknown> = {}) =>
  ok(await t.call('GET', 'energy/transfer/list', { token, query: { page_size: 100, ...query } })) as { row: Transfer[]; paging_header: { total_count: number } };
const paymentsOf = async (token: string, settle_no: string) =>
  ok(await t.call('GET', 'energy/settlement/payment/list', { token, query: { settle_no, page_size: 100 } })) as { row: Payment[]; paging_header: { total_count: number } };
const chinaDay = (instant: string) => todayInChina(new Date(instant));

describe('energy reconciliation: settlement statements', () => {
  it('scopes statements per platform (merchant its own, partner its customers, group its members), newest day first', async () => {
    const own = await statementsOf(merchant);
    expect(own.row.length).toBeGreaterThan(10);
    expect(new Set(own.row.map((s) => s.merchant))).toEqual(new Set([100201]));
    expect(new Set((await statementsOf(partner)).row.map((s) => s.merchant))).toEqual(new Set([100201]));
    const both = await statementsOf(group);
    expect(new Set(both.row.map((s) => s.merchant))).toEqual(new Set([100201, 100202]));
    expect((await statementsOf(admin)).paging_header.total_count).toBeGreaterThanOrEqual(both.paging_header.total_count);
    const periods = own.row.map((s) => s.period);
    expect([...periods].sort().reverse()).toEqual(periods);
    // One statement per merchant and day.
    expect(new Set(both.row.map((s) => `${s.merchant}-${s.period}`)).size).toBe(both.row.length);
  });

  it('sums the payments settled to the merchant on its day: count, fees, 0.6 % fee and what is paid out', async () => {
    const { row } = await statementsOf(group);
    for (const s of row.slice(0, 6)) {
      const payments = await paymentsOf(group, s.settle_no);
      expect(payments.paging_header.total_count).toBe(s.order_count);
      expect(payments.row.reduce((sum, p) => sum + p.amount, 0)).toBe(s.amount);
      expect(payments.row.reduce((sum, p) => sum + p.elec_amount, 0)).toBe(s.elec_amount);
      expect(payments.row.reduce((sum, p) => sum + p.service_amount, 0)).toBe(s.service_amount);
      expect(payments.row.every((p) => chinaDay(p.settle_time) === s.period)).toBe(true);
      expect(s.fee).toBe(Math.round((s.amount * 60) / 10000));
      expect(s.payable).toBe(s.amount - s.fee);
      const detail = ok(await t.call('GET', 'energy/settlement', { token: group, query: { settle_no: s.settle_no.toLowerCase().toUpperCase() } }));
      expect(detail).toMatchObject({ settle_no: s.settle_no, fee_rate: 60, transfer_no: s.transfer_no, payable: s.payable });
      expect(detail.account_no).toMatch(/^\*{4} \*{4} \d{4}$/);
    }
  });

  it('filters by merchant, number, payout state and day range; a reversed range is refused', async () => {
    const all = (await statementsOf(group)).row;
    const one = all[3]!;
    expect((await statementsOf(group, { merchant: 100202 })).row.every((s) => s.merchant === 100202)).toBe(true);
    expect((await statementsOf(group, { settle_no: one.settle_no.toLowerCase() })).row.map((s) => s.settle_no)).toEqual([one.settle_no]);
    expect((await statementsOf(group, { start_date: one.period, end_date: one.period })).row.every((s) => s.period === one.period)).toBe(true);
    for (const state of [0, 1, 2, -1]) {
      const rows = (await statementsOf(group, { transfer_state: state })).row;
      expect(rows.length, `state ${state}`).toBeGreaterThan(0);
      expect(rows.every((s) => s.transfer_state === state)).toBe(true);
    }
    const reversed = await t.call('GET', 'energy/settlement/list', { token: group, query: { start_date: '2026-11-10', end_date: '2026-11-01' } });
    expect(code(reversed)).toBe(1400);
    expect(reversed.body.hint).toBeTruthy();
    expect(code(await t.call('GET', 'energy/settlement', { token: group, query: { settle_no: 'X1' } }))).toBe(1400);
  });

  it("answers another merchant's statement and payout as not found, and refuses callers without the code", async () => {
    const baoan = (await statementsOf(group, { merchant: 100202 })).row[0]!;
    for (const token of [merchant, partner]) {
      expect(code(await t.call('GET', 'energy/settlement', { token, query: { settle_no: baoan.settle_no } }))).toBe(1404);
      expect(code(await t.call('GET', 'energy/settlement/payment/list', { token, query: { settle_no: baoan.settle_no } }))).toBe(1404);
      expect(code(await t.call('GET', 'energy/transfer', { token, query: { transfer_no: baoan.transfer_no } }))).toBe(1404);
      expect((await t.call('GET', 'energy/settlement/list', { token, query: { merchant: 100202 } })).body).toMatchObject({ payload: { row: [] } });
      expect((await t.call('GET', 'energy/transfer/list', { token, query: { merchant: 100202 } })).body).toMatchObject({ payload: { row: [] } });
    }
    for (const token of [merchantStaff, parkingMerchant]) {
      expect(code(await t.call('GET', 'energy/settlement/list', { token }))).toBe(1403);
      expect(code(await t.call('GET', 'energy/transfer/list', { token }))).toBe(1403);
      expect(code(await t.call('GET', 'energy/settlement', { token, query: { settle_no: baoan.settle_no } }))).toBe(1403);
    }
  });
});

describe('energy reconciliation: transfers', () => {
  it('lists payouts with masked accounts, one per statement, in every demo state', async () => {
    const { row } = await transfersOf(group);
    expect(new Set(row.map((r) => r.merchant))).toEqual(new Set([100201, 100202]));
    expect(row.every((r) => /^\*{4} \*{4} \d{4}$/.test(r.account_no) && !/\d{8}/.test(r.account_no))).toBe(true);
    expect(new Set(row.map((r) => r.state))).toEqual(new Set([0, 1, 2, -1, -2]));
    expect(row.filter((r) => r.state === 1).every((r) => r.serial_no && r.transfer_time)).toBe(true);
    expect(row.filter((r) => r.state < 0).every((r) => r.reason.length > 0)).toBe(true);
    const statements = new Map((await statementsOf(group)).row.map((s) => [s.settle_no, s]));
    for (const r of row) expect(r.amount).toBe(statements.get(r.settle_no)!.payable);
    expect(new Set((await transfersOf(merchant)).row.map((r) => r.merchant))).toEqual(new Set([100201]));
    const failed = (await transfersOf(group, { state: -1 })).row;
    expect(failed.length).toBeGreaterThan(0);
    const detail = ok(await t.call('GET', 'energy/transfer', { token: group, query: { transfer_no: failed[0]!.transfer_no } }));
    expect(detail).toMatchObject({ state: -1, settle_no: failed[0]!.settle_no, bank_name: '中国建设银行', branch_name: '中国建设银行深圳宝安支行' });
    expect(detail.order_count).toBeGreaterThan(0);
    expect(detail.settle_amount - detail.fee).toBe(detail.amount);
    const byPeriod = (await transfersOf(group, { start_date: failed[0]!.period, end_date: failed[0]!.period })).row;
    expect(byPeriod.every((r) => r.period === failed[0]!.period)).toBe(true);
    expect((await transfersOf(group, { settle_no: failed[0]!.settle_no })).row.map((r) => r.transfer_no)).toEqual([failed[0]!.transfer_no]);
  });
});

describe('energy reconciliation: the daily run', () => {
  it("writes a day's statements from the settled payments once, with the payout 待打款", async () => {
    // Settle one paid payment now: today's statement (written when the day is over) takes it.
    const payments = ok(await t.call('GET', 'energy/payment/list', { token: merchant, query: { state: 1, settle_state: 0, review_state: 0, page_size: 5 } })).row as { pay_no: string; amount: number }[];
    const payment = payments[0]!;
    ok(await t.call('POST', 'energy/payment/settle', { token: merchant, body: { pay_no: payment.pay_no }, headers: { 'idempotency-key': `test-recon-${Date.now()}` } }));
    const today = todayInChina();
    const made = await t.db.tenant('all', (tx) => writeStatements(tx, today));
    expect(made.map((m) => Number(m.merchant))).toEqual([100201]);
    expect(await t.db.tenant('all', (tx) => writeStatements(tx, today))).toEqual([]);
    const [statement] = (await statementsOf(merchant, { start_date: today, end_date: today })).row;
    expect(statement).toMatchObject({ order_count: 1, amount: payment.amount, transfer_state: 0 });
    expect((await paymentsOf(merchant, statement!.settle_no)).row.map((p) => p.pay_no)).toEqual([payment.pay_no]);
  });
});
