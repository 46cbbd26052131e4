import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manager, managerRole, merchantProduct, rolePermission, wallet, walletRecord } from '../src/db/schema/index.js';
import { createTestApp, ok, type TestApp } from './helpers.js';

// The carrier's accounts (docs/decisions.md, "Wallet accounts: 服务费账户 and 机构账户"). The demo: the platform (admin)
// carries the wallets of 100101, 100201, 100102 and 100202; their 平台服务费 payments are 300+300 (100101, the second
// refunded), 600+600 (100201) and 200 (100102) 元, so the service-fee account holds 1,700.00 元. 100201 authorised the
// wallets of 100101 (启用) and 100102 (停用) as 机构钱包: those are the institutions. admin-staff is given
// wallet:merchant:list alone; 100100 (parking-partner) is made a carrier of no wallet.
type Flow = { record_no: string; direction: number; kind: number; amount: number; balance_after: number; merchant: number; wallet: number; create_time: string };

let t: TestApp;
let admin: string;
let adminStaff: string;
let partner: string;
let merchant: string;
let wallets: Record<number, number>;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.tenant('all', async (tx) => {
    const [staff] = await tx.select().from(manager).where(eq(manager.account, 'admin-staff'));
    const [link] = await tx.select().from(managerRole).where(eq(managerRole.manager, staff!.id));
    await tx.insert(rolePermission).values({ merchant: 100000, role: link!.role, permission: 'wallet:merchant:list' });
    await tx.insert(merchantProduct).values({ merchant: 100100, product: 'wallet:carrier:platform' });
  });
  [admin, adminStaff, partner, merchant] = (await Promise.all(['admin', 'admin-staff', 'parking-partner', 'parking-merchant'].map((a) => t.login(a)))) as [string, string, string, string];
  const rows = await t.db.tenant('all', (tx) => tx.select().from(wallet).orderBy(asc(wallet.id)));
  wallets = Object.fromEntries(rows.map((w) => [w.merchant, w.id]));
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const code = (reply: { body: { code: number } }) => reply.body.code;
const signedSum = (rows: Flow[]) => rows.reduce((s, r) => s + (r.direction === 1 ? r.amount : -r.amount), 0);
/** Oldest first, the running sum of a flow equals each row's balance after it (per wallet when `perWallet`). */
const expectRunning = (rows: Flow[], perWallet: boolean) => {
  const running = new Map<number, number>();
  for (const r of [...rows].reverse()) {
    const key = perWallet ? r.wallet : 0;
    const next = (running.get(key) ?? 0) + (r.direction === 1 ? r.amount : -r.amount);
    running.set(key, next);
    expect(r.balance_after).toBe(next);
    expect(r.balance_after).toBeGreaterThanOrEqual(0);
  }
};
const wide = { start_date: '2020-01-01', end_date: '2020-04-01' };
const lastDays = (n: number) => {
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const start = new Date(Date.parse(`${today}T00:00:00Z`) - (n - 1) * 86_400_000).toISOString().slice(0, 10);
  return { start_date: start, end_date: today };
};

describe('服务费账户', () => {
  it('is the 平台服务费 its wallets paid, less the refunds of them: balance = sum of the flow, each row with its balance after', async () => {
    const summary = ok(await t.call('GET', 'wallet/service/account', { token: admin }));
    expect(summary).toMatchObject({ carrier: 100000, balance: 170_000, opening: 0, income: 200_000, outgo: 30_000, closing: 170_000, count: 6 });
    const list = ok(await t.call('GET', 'wallet/service/account/record/list', { token: admin, query: { page_size: 100 } }));
    const rows = list.row as Flow[];
    expect(list.paging_header.total_count).toBe(6);
    expect(signedSum(rows)).toBe(summary.balance);
    expect(rows[0]!.balance_after).toBe(summary.balance);
    expectRunning(rows, false);
    expect(rows.filter((r) => r.direction === 2).map((r) => [r.kind, r.amount, r.merchant])).toEqual([[3, 30_000, 100101]]);
    expect(rows.every((r) => r.kind === 3 || r.kind === 2)).toBe(true);
    // Filters narrow the rows but not the balances after them.
    const income = ok(await t.call('GET', 'wallet/service/account/record/list', { token: admin, query: { direction: 1, merchant: 100201 } }));
    expect(income.row.map((r: Flow) => r.amount)).toEqual([60_000, 60_000]);
    for (const r of income.row as Flow[]) expect(r.balance_after).toBe(rows.find((x) => x.record_no === r.record_no)!.balance_after);
  });

  it('grows with a new 平台服务费 payment and shrinks with its refund, the balance still the sum of its flow', async () => {
    const paid = ok(await t.call('POST', 'wallet/payment', { token: admin, body: { wallet: wallets[100201], amount: 12_345, business: 'service', subject: '12 月电站服务费' }, headers: { 'idempotency-key': 'balances-pay-1' } }));
    ok(await t.call('POST', 'wallet/payment', { token: admin, body: { wallet: wallets[100201], amount: 5_000, business: 'coupon', subject: '采购优惠券' }, headers: { 'idempotency-key': 'balances-pay-2' } }));
    ok(await t.call('POST', 'wallet/refund', { token: admin, body: { payment_no: paid.record_no, amount: 2_345, reason: '服务费多扣' }, headers: { 'idempotency-key': 'balances-refund-1' } }));
    const summary = ok(await t.call('GET', 'wallet/service/account', { token: admin }));
    expect(summary.balance).toBe(170_000 + 12_345 - 2_345);
    const rows = ok(await t.call('GET', 'wallet/service/account/record/list', { token: admin, query: { page_size: 100 } })).row as Flow[];
    expect(signedSum(rows)).toBe(summary.balance);
    expectRunning(rows, false);
    expect(rows[0]).toMatchObject({ direction: 2, amount: 2_345, balance_after: summary.balance });
    // The whole history, whatever the range: the database agrees.
    const all = await t.db.tenant('all', (tx) => tx.select().from(walletRecord));
    const service = new Set(all.filter((r) => r.kind === 2 && r.business === 'service').map((r) => r.id));
    const expected = all.reduce((s, r) => s + (service.has(r.id) ? r.amount : r.kind === 3 && service.has(r.payment ?? 0) ? -r.amount : 0), 0);
    expect(summary.balance).toBe(expected);
  });

  it('an old range: the opening balance is every earlier entry; nothing in it', async () => {
    const past = ok(await t.call('GET', 'wallet/service/account', { token: admin, query: wide }));
    expect(past).toMatchObject({ opening: 0, income: 0, outgo: 0, count: 0, closing: 0, start_date: '2020-01-01', end_date: '2020-04-01' });
    const week = ok(await t.call('GET', 'wallet/service/account', { token: admin, query: lastDays(7) }));
    expect(week.opening + week.income - week.outgo).toBe(week.closing);
    expect(week.closing).toBe(week.balance);
    const rows = ok(await t.call('GET', 'wallet/service/account/record/list', { token: admin, query: { ...lastDays(7), page_size: 100 } })).row as Flow[];
    expect(rows.length).toBe(week.count);
    expect(rows.at(-1)!.balance_after - (rows.at(-1)!.direction === 1 ? rows.at(-1)!.amount : -rows.at(-1)!.amount)).toBe(week.opening);
  });

  it('validates the range with Chinese messages (1400)', async () => {
    const tooLong = await t.call('GET', 'wallet/service/account/record/list', { token: admin, query: { start_date: '2026-01-01', end_date: '2026-06-30' } });
    expect(code(tooLong)).toBe(1400);
    expect(tooLong.body.message).toContain('时间范围不能超过 92 天');
    const reversed = await t.call('GET', 'wallet/service/account', { token: admin, query: { start_date: '2026-02-01', end_date: '2026-01-01' } });
    expect(code(reversed)).toBe(1400);
    expect(reversed.body.message).toContain('开始日期不能晚于结束日期');
    expect(code(await t.call('GET', 'wallet/service/account/record/list', { token: admin, query: { direction: 3 } }))).toBe(1400);
    expect(code(await t.call('GET', 'wallet/service/account/record/list', { token: admin, query: { page_size: 1000 } }))).toBe(1400);
  });

  it('needs its permission and the carrier product; a carrier sees only its own wallets’ fees', async () => {
    const refused = await t.call('GET', 'wallet/service/account', { token: adminStaff });
    expect(code(refused)).toBe(1403);
    expect(code(await t.call('GET', 'wallet/service/account/record/list', { token: adminStaff }))).toBe(1403);
    expect(code(await t.call('GET', 'wallet/service/account', { token: merchant }))).toBe(1405);
    const other = await t.call('GET', 'wallet/service/account', { token: partner });
    if (code(other) === 1001) {
      expect(other.body.payload).toMatchObject({ carrier: 100100, balance: 0, count: 0 });
      const empty = await t.call('GET', 'wallet/service/account/record/list', { token: partner });
      expect(code(empty)).toBe(1002);
      expect(empty.body.payload.row).toEqual([]);
    } else expect(code(other)).toBe(1002);
  });
});

describe('机构账户', () => {
  it('lists the wallets authorised as 机构钱包 with their balances', async () => {
    const list = ok(await t.call('GET', 'wallet/institution/account/list', { token: admin }));
    expect(list.row.map((r: { merchant: number }) => r.merchant).sort()).toEqual([100101, 100102]);
    const futian = list.row.find((r: { merchant: number }) => r.merchant === 100101);
    expect(futian).toMatchObject({ merchant_name: '福田中心停车场', authorized: 1, enabled_auths: 1, state: 1 });
    expect(futian.balance).toBe(futian.recharged - futian.paid + futian.refunded);
    const total = ok(await t.call('GET', 'wallet/institution/account', { token: admin }));
    expect(total.institutions).toBe(2);
    expect(total.balance).toBe(list.row.reduce((s: number, r: { balance: number }) => s + r.balance, 0));
  });

  it('an institution’s balance is its wallet’s and the sum of its flow; each balance after matches the wallet record’s', async () => {
    for (const m of [100101, 100102]) {
      const id = wallets[m]!;
      const w = (await t.db.tenant('all', (tx) => tx.select().from(wallet).where(eq(wallet.id, id))))[0]!;
      const summary = ok(await t.call('GET', 'wallet/institution/account', { token: admin, query: { wallet: id } }));
      expect(summary).toMatchObject({ institutions: 1, balance: w.balance });
      const rows = ok(await t.call('GET', 'wallet/institution/account/record/list', { token: admin, query: { wallet: id, page_size: 100, ...lastDays(92) } })).row as Flow[];
      expect(signedSum(rows)).toBe(w.balance);
      expectRunning(rows, true);
      const stored = await t.db.tenant('all', (tx) => tx.select().from(walletRecord).where(eq(walletRecord.wallet, id)));
      for (const r of rows) expect(r.balance_after).toBe(stored.find((s) => s.record_no === r.record_no)!.balance_after);
      expect(rows.filter((r) => r.direction === 2).every((r) => r.kind === 2)).toBe(true);
    }
  });

  it('answers 1404 for a wallet that is not an institution’s, 1403 without its permission', async () => {
    const notInstitution = await t.call('GET', 'wallet/institution/account', { token: admin, query: { wallet: wallets[100201] } });
    expect(code(notInstitution)).toBe(1404);
    expect(code(await t.call('GET', 'wallet/institution/account/record/list', { token: admin, query: { wallet: 999_999 } }))).toBe(1404);
    expect(code(await t.call('GET', 'wallet/institution/account/list', { token: adminStaff }))).toBe(1403);
    expect(code(await t.call('GET', 'wallet/institution/account/list', { token: merchant }))).toBe(1405);
    const bad = await t.call('GET', 'wallet/institution/account/record/list', { token: admin, query: { wallet: 'abc' } });
    expect(code(bad)).toBe(1400);
  });

  it('a carrier other than the platform sees no institution of wallets it does not carry', async () => {
    const other = await t.call('GET', 'wallet/institution/account/list', { token: partner });
    if (code(other) === 1001) {
      expect(other.body.payload.row).toEqual([]);
      expect(code(await t.call('GET', 'wallet/institution/account', { token: partner, query: { wallet: wallets[100101] } }))).toBe(1404);
    } else expect(code(other)).toBe(1002);
  });
});
