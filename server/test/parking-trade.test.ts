import { allocate, daysBetween, OrderState, splitEvenly } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInChina } from '../src/shared/time.js';
import { createTestApp, ok, type TestApp } from './helpers.js';
import { auditOf as auditsOf, code, merchantsOf, rowsOf } from './list-helpers.js';

// Parking trades (docs/decisions.md, "Parking trades"): 福田中心停车场 (100101, `parking-merchant`) and its partner
// 深圳泊联科技 (100100: customers 100101, 100102), the group 华润置地停车集团 (100300: members 100102, 100103), the platform.

let t: TestApp;
let merchant: string;
let staff: string;
let partner: string;
let partnerStaff: string;
let group: string;
let groupStaff: string;
let admin: string;
let energy: string;
beforeAll(async () => {
  t = await createTestApp();
  [merchant, staff, partner, partnerStaff, group, groupStaff, admin, energy] = (await Promise.all(
    ['parking-merchant', 'parking-merchant-staff', 'parking-partner', 'parking-partner-staff', 'parking-group', 'parking-group-staff', 'admin', 'energy-merchant'].map((a) => t.login(a)),
  )) as string[] as [string, string, string, string, string, string, string, string];
});
afterAll(async () => {
  await t?.close();
});

const rows = (...args: Parameters<ReturnType<typeof rowsOf>>) => rowsOf(t)(...args);
const auditOf = (type: string, id: number) => auditsOf(t)(type, id);
const today = todayInChina();

describe('allocation (分摊): integer fen, the remainder on the last part', () => {
  it('splits evenly and puts the remainder last', () => {
    expect(splitEvenly(1000, 3)).toEqual([333, 333, 334]);
    expect(splitEvenly(5, 7)).toEqual([0, 0, 0, 0, 0, 0, 5]);
    expect(splitEvenly(0, 2)).toEqual([0, 0]);
  });

  it('by month and by day, the parts add up to the amount and cover the order’s days exactly', () => {
    const orders = [
      { amount: 620000, start_date: '2025-06-30', end_date: '2026-06-29', months: 12 },
      { amount: 170001, start_date: '2026-01-31', end_date: '2026-04-30', months: 3 },
      { amount: 60000, start_date: '2024-02-29', end_date: '2024-03-28', months: 1 },
      { amount: 99, start_date: '2026-03-01', end_date: '2026-03-20', months: 1 },
      // A first period agreed longer than its package: the last month reaches the end.
      { amount: 45000, start_date: '2026-01-10', end_date: '2026-03-01', months: 1 },
    ];
    for (const order of orders) {
      for (const unit of ['period', 'day'] as const) {
        const parts = allocate(order, unit);
        expect(parts.reduce((n, p) => n + p.amount, 0)).toBe(order.amount);
        expect(parts.reduce((n, p) => n + p.days, 0)).toBe(daysBetween(order.start_date, order.end_date));
        expect(parts[0]!.start_date).toBe(order.start_date);
        expect(parts.at(-1)!.end_date).toBe(order.end_date);
        for (let i = 1; i < parts.length; i++) expect(parts[i]!.start_date).toBe(addDays(parts[i - 1]!.end_date, 1));
        if (unit === 'period') expect(parts.length).toBe(order.months);
      }
    }
    expect(allocate(orders[1]!, 'period').map((p) => [p.start_date, p.end_date, p.amount])).toEqual([
      ['2026-01-31', '2026-02-28', 56667], ['2026-03-01', '2026-03-30', 56667], ['2026-03-31', '2026-04-30', 56667],
    ]);
    expect(allocate({ amount: 1, start_date: '2026-02-02', end_date: '2026-02-01', months: 1 }, 'day')).toEqual([]);
  });
});

describe('temporary-stay orders (临停订单)', () => {
  it('the merchant lists its own, newest payment first, in every state; the staff reads the same', async () => {
    const list = await rows(merchant, 'parking/parking/payment/list');
    expect(merchantsOf(list)).toEqual([100101]);
    expect(list.paging_header.total_count).toBeGreaterThan(100);
    const times = list.row.map((r) => r.pay_time);
    expect([...times].sort().reverse()).toEqual(times);
    const states = new Set<number>();
    for (let page = 1; page <= Math.ceil(list.paging_header.total_count / 100); page++) {
      for (const r of (await rows(merchant, 'parking/parking/payment/list', { page_index: page })).row) {
        states.add(r.state);
        expect(r.order_no).toMatch(/^T\d{16}$/);
        if (r.status === 1) expect(r.paid + r.discount + r.arrears).toBe(r.receivable);
        expect(r.duration).toBeGreaterThan(15 * 60);
      }
    }
    expect([...states].sort((a, b) => a - b)).toEqual([-3, -2, 0, 1, 2, 3]);
    expect((await rows(staff, 'parking/parking/payment/list')).paging_header.total_count).toBe(list.paging_header.total_count);
  });

  it('filters by state, pay type, plate, order number, park and payment days; answers the sums', async () => {
    for (const state of Object.values(OrderState)) {
      const found = await rows(merchant, 'parking/parking/payment/list', { state });
      expect(found.row.length).toBeGreaterThan(0);
      expect(found.row.every((r) => r.state === state)).toBe(true);
    }
    const arrears = (await rows(merchant, 'parking/parking/payment/list', { state: OrderState.arrears })).row[0];
    expect(arrears).toMatchObject({ pay_type: 3, overdraft: 1, paid: 0 });
    const refunded = (await rows(merchant, 'parking/parking/payment/list', { state: OrderState.refunded })).row[0];
    expect(refunded.refund_amount).toBe(refunded.paid);
    const cash = await rows(merchant, 'parking/parking/payment/list', { pay_type: 1 });
    expect(cash.row.length).toBeGreaterThan(0);
    expect(cash.row.every((r) => r.pay_type === 1)).toBe(true);

    const one = (await rows(merchant, 'parking/parking/payment/list')).row[3];
    const byPlate = await rows(merchant, 'parking/parking/payment/list', { plate: one.plate.slice(2, 6).toLowerCase() });
    expect(byPlate.row.map((r) => r.id)).toContain(one.id);
    expect(byPlate.row.every((r) => r.plate.includes(one.plate.slice(2, 6)))).toBe(true);
    expect((await rows(merchant, 'parking/parking/payment/list', { order_no: one.order_no.toLowerCase() })).row.map((r) => r.id)).toEqual([one.id]);
    const atPark = await rows(merchant, 'parking/parking/payment/list', { park_code: one.park_code });
    expect(atPark.row.every((r) => r.park_code === one.park_code)).toBe(true);
    const day = new Date(Date.parse(one.pay_time) + 8 * 3_600_000).toISOString().slice(0, 10);
    const thatDay = await rows(merchant, 'parking/parking/payment/list', { start_date: day, end_date: day, summary: true });
    expect(thatDay.row.map((r) => r.id)).toContain(one.id);
    expect(thatDay.row.every((r) => new Date(Date.parse(r.pay_time) + 8 * 3_600_000).toISOString().slice(0, 10) === day)).toBe(true);
    const sums = (thatDay as unknown as { summary: Record<string, number> }).summary;
    expect(sums).toMatchObject({ count: thatDay.row.length, capped: false });
    expect(sums.receivable).toBe(thatDay.row.reduce((n, r) => n + r.receivable, 0));
    expect(sums.paid).toBe(thatDay.row.reduce((n, r) => n + r.paid, 0));
    expect(sums.refund_amount).toBe(thatDay.row.reduce((n, r) => n + r.refund_amount, 0));
    expect((await rows(merchant, 'parking/parking/payment/list', { start_date: addDays(today, 1) })).row).toEqual([]);
  });

  it('answers one order with its stay; another merchant’s is not found', async () => {
    const first = (await rows(merchant, 'parking/parking/payment/list', { state: OrderState.refunded })).row[0];
    const detail = ok(await t.call('GET', 'parking/parking/payment', { token: merchant, query: { id: first.id } }));
    expect(detail).toMatchObject({ id: first.id, order_no: first.order_no, merchant: 100101, record_status: 0, state: -3 });
    expect(detail.entry_gate).not.toBe('');
    expect(detail.exit_gate).not.toBe('');
    expect(detail.refund_reason).toMatch(/退款/);
    expect(detail.refund_time).toBeTruthy();
    const record = ok(await t.call('GET', 'parking/parking/record', { token: merchant, query: { id: detail.record } }));
    expect(record.plate).toBe(detail.plate);
    const theirs = (await rows(admin, 'parking/parking/payment/list', { merchant: 100102 })).row[0];
    expect(code(await t.call('GET', 'parking/parking/payment', { token: merchant, query: { id: theirs.id } }))).toBe(1404);
    expect(code(await t.call('GET', 'parking/parking/payment', { token: merchant, query: { id: 99_999_999 } }))).toBe(1404);
  });

  it('the partner reads its customers’, the group its members’ (on its path), the platform all; others are refused', async () => {
    expect(merchantsOf(await rows(partner, 'parking/parking/payment/list'))).toEqual([100101, 100102]);
    expect(merchantsOf(await rows(group, 'parking/group/payment/list'))).toEqual([100102, 100103]);
    expect(merchantsOf(await rows(groupStaff, 'parking/group/payment/list'))).toEqual([100102, 100103]);
    expect(merchantsOf(await rows(admin, 'parking/parking/payment/list', { merchant: 100103 }))).toEqual([100103]);
    expect(merchantsOf(await rows(admin, 'parking/parking/payment/list', { merchant: 100102 }))).toEqual([100102]);
    const own = (await rows(merchant, 'parking/parking/payment/list')).row[0];
    expect(code(await t.call('GET', 'parking/group/payment', { token: group, query: { id: own.id } }))).toBe(1404);
    const member = (await rows(group, 'parking/group/payment/list')).row[0];
    expect(ok(await t.call('GET', 'parking/group/payment', { token: group, query: { id: member.id } })).id).toBe(member.id);
    expect(code(await t.call('GET', 'parking/parking/payment', { token: group, query: { id: member.id } }))).toBe(1403);
    expect(code(await t.call('GET', 'parking/group/payment/list', { token: merchant }))).toBe(1403);
    expect(code(await t.call('GET', 'parking/parking/payment/list', { token: partnerStaff }))).toBe(1403);
    expect(code(await t.call('GET', 'parking/parking/payment/list', { token: energy }))).toBe(1403);
  });

  it('refuses bad filters with a Chinese message', async () => {
    const bad = [{ state: 5 }, { pay_type: 7 }, { order_no: 'T-1' }, { start_date: '2026-10-02', end_date: '2026-10-01' }, { page_size: 101 }];
    for (const query of bad) {
      const reply = await t.call('GET', 'parking/parking/payment/list', { token: merchant, query });
      expect(reply.body.code, JSON.stringify(query)).toBe(1400);
      expect(reply.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});

describe('monthly-card orders (月卡订单)', () => {
  it('lists the cards’ first payments and renewals, newest first, with their card; filters by kind, collation, pay type', async () => {
    const list = await rows(merchant, 'parking/parking/recharge/list');
    expect(merchantsOf(list)).toEqual([100101]);
    expect(new Set(list.row.map((r) => r.kind))).toEqual(new Set([1, 2]));
    expect(list.row.every((r) => /^M\d{16}$/.test(r.order_no) && r.plates.length > 0 && r.package_name && r.park_name)).toBe(true);
    const times = list.row.map((r) => r.create_time);
    expect([...times].sort().reverse()).toEqual(times);
    // One first payment per card of 100101 (the vehicles demo's ten).
    expect((await rows(merchant, 'parking/parking/recharge/list', { kind: 1 })).row.length).toBe(10);
    const collated = await rows(merchant, 'parking/parking/recharge/list', { collated: 1 });
    expect(collated.row.length).toBeGreaterThan(0);
    expect(collated.row.every((r) => r.collated === 1 && r.collator === '王芳' && r.collate_time)).toBe(true);
    const cash = await rows(merchant, 'parking/parking/recharge/list', { pay_type: 1 });
    expect(cash.row.every((r) => r.pay_type === 1)).toBe(true);
    const one = list.row[0];
    expect((await rows(merchant, 'parking/parking/recharge/list', { plate: one.plates[0].slice(2, 6) })).row.map((r) => r.id)).toContain(one.id);
    expect((await rows(merchant, 'parking/parking/recharge/list', { order_no: one.order_no })).row.map((r) => r.id)).toEqual([one.id]);
    expect((await rows(staff, 'parking/parking/recharge/list')).paging_header.total_count).toBe(list.paging_header.total_count);
    expect(ok(await t.call('GET', 'parking/parking/recharge', { token: merchant, query: { id: one.id } }))).toMatchObject({ id: one.id, order_no: one.order_no });
  });

  it('a renewal made on a card is a new monthly order', async () => {
    const card = (await rows(merchant, 'parking/parking/vip/list', { state: 1 })).row[0];
    const renewal = ok(await t.call('POST', 'parking/parking/vip/renewal', { token: merchant, body: { id: card.id, periods: 1, pay_type: 2, amount: card.price }, headers: { 'idempotency-key': 'trade-renewal-1' } }));
    const newest = (await rows(merchant, 'parking/parking/recharge/list')).row[0];
    expect(newest).toMatchObject({ id: renewal.renewal, kind: 2, vip: card.id, amount: card.price, collated: 0 });
    expect(newest.order_no.slice(1, 9)).toBe(today.replaceAll('-', ''));
    // The card's 续费记录 still lists renewals only.
    const detail = ok(await t.call('GET', 'parking/parking/vip', { token: merchant, query: { id: card.id } }));
    expect(detail.renewals[0].id).toBe(renewal.renewal);
  });

  it('statistics: counts and amounts per pay type over a bounded range, equal to the list', async () => {
    const start = addDays(today, -365);
    const stats = ok(await t.call('GET', 'parking/parking/recharge/statistics', { token: merchant, query: { start_date: start, end_date: today } }));
    const listed = await rows(merchant, 'parking/parking/recharge/list', { start_date: start, end_date: today });
    expect(stats.count).toBe(listed.paging_header.total_count);
    expect(stats.amount).toBe(listed.row.reduce((n, r) => n + r.amount, 0));
    for (const s of stats.rows) {
      const mine = listed.row.filter((r) => r.pay_type === s.pay_type);
      expect([s.count, s.amount]).toEqual([mine.length, mine.reduce((n, r) => n + r.amount, 0)]);
    }
    const partnerStats = ok(await t.call('GET', 'parking/parking/recharge/statistics', { token: partner, query: { start_date: start, end_date: today } }));
    expect(partnerStats.count).toBeGreaterThan(stats.count);
    const long = await t.call('GET', 'parking/parking/recharge/statistics', { token: merchant, query: { start_date: addDays(today, -400), end_date: today } });
    expect(long.body).toMatchObject({ code: 1400, message: '统计时间范围不能超过 366 天' });
    expect(code(await t.call('GET', 'parking/parking/recharge/statistics', { token: merchant, query: { start_date: today } }))).toBe(1400);
    expect(code(await t.call('GET', 'parking/parking/recharge/statistics', { token: merchant, query: { start_date: today, end_date: addDays(today, -1) } }))).toBe(1400);
  });

  it('分摊明细: by month and by day the parts of every order add up to its amount', async () => {
    const list = await rows(merchant, 'parking/parking/recharge/list');
    for (const order of list.row) {
      const byPeriod = await rows(merchant, 'parking/recharge/period/list', { id: order.id, unit: 1 });
      expect(byPeriod.row.reduce((n, p) => n + p.amount, 0)).toBe(order.amount);
      expect(byPeriod.row[0].start_date).toBe(order.start_date);
      expect(byPeriod.row.at(-1).end_date).toBe(order.end_date);
      const days = daysBetween(order.start_date, order.end_date);
      let sum = 0;
      for (let page = 1; page <= Math.ceil(days / 100); page++) {
        const part = await rows(merchant, 'parking/recharge/period/list', { id: order.id, unit: 2, page_index: page });
        expect(part.paging_header.total_count).toBe(days);
        sum += part.row.reduce((n, p) => n + p.amount, 0);
      }
      expect(sum).toBe(order.amount);
    }
    const one = list.row.find((r) => r.end_date < today)!;
    const ended = ok(await t.call('GET', 'parking/recharge/period/list', { token: merchant, query: { id: one.id } }));
    expect(ended).toMatchObject({ order_no: one.order_no, amount: one.amount, allocated: one.amount });
    expect(ended.row.every((p: { state: number }) => p.state === 2)).toBe(true);
    const theirs = (await rows(admin, 'parking/parking/recharge/list', { merchant: 100102 })).row[0];
    expect(code(await t.call('GET', 'parking/recharge/period/list', { token: merchant, query: { id: theirs.id } }))).toBe(1404);
    expect(code(await t.call('GET', 'parking/recharge/period/list', { token: merchant, query: { id: one.id, unit: 3 } }))).toBe(1400);
    expect(code(await t.call('GET', 'parking/recharge/period/list', { token: group, query: { id: theirs.id } }))).toBe(1403);
  });

  it('对账 marks orders collated once, audited; again changes nothing; another merchant’s is not found and nothing changes', async () => {
    const open = (await rows(merchant, 'parking/parking/recharge/list', { collated: 0 })).row.slice(0, 2);
    expect(open.length).toBe(2);
    const ids = open.map((r) => r.id);
    const theirs = (await rows(admin, 'parking/parking/recharge/list', { merchant: 100102, collated: 0 })).row[0];
    // Mixed with another merchant's order: refused as a whole.
    const mixed = await t.call('PUT', 'parking/recharge/collate', { token: merchant, body: { ids: [...ids, theirs.id] } });
    expect(mixed.body.code).toBe(1404);
    expect(mixed.body.message).toContain(String(theirs.id));
    expect((await rows(merchant, 'parking/parking/recharge/list', { collated: 0 })).row.map((r) => r.id)).toEqual(expect.arrayContaining(ids));

    expect(ok(await t.call('PUT', 'parking/recharge/collate', { token: merchant, body: { ids } }))).toEqual({ collated: 2, already: 0 });
    const again = ok(await t.call('PUT', 'parking/recharge/collate', { token: merchant, body: { ids: [...ids, ids[0]] } }));
    expect(again).toEqual({ collated: 0, already: 2 });
    for (const id of ids) {
      const detail = ok(await t.call('GET', 'parking/parking/recharge', { token: merchant, query: { id } }));
      expect(detail).toMatchObject({ collated: 1, collator: '王芳' });
      const entries = await auditOf('parking_vip_renewal', id);
      expect(entries.length).toBe(1);
      expect(entries[0]).toMatchObject({ manager_name: '王芳', before: { collated: '未对账' }, after: { collated: '已对账' } });
    }
    expect(code(await t.call('PUT', 'parking/recharge/collate', { token: staff, body: { ids } }))).toBe(1403);
    expect(code(await t.call('PUT', 'parking/recharge/collate', { token: partner, body: { ids } }))).toBe(1403);
    expect(code(await t.call('PUT', 'parking/recharge/collate', { token: admin, body: { ids } }))).toBe(1403);
    expect(code(await t.call('PUT', 'parking/recharge/collate', { token: merchant, body: { ids: [] } }))).toBe(1400);
    expect(code(await t.call('PUT', 'parking/recharge/collate', { token: merchant, body: { ids: ['x'] } }))).toBe(1400);
  });

  it('the group reads, collates and resyncs its members’ orders on its paths; never another’s', async () => {
    const list = await rows(group, 'parking/group/recharge/list');
    expect(merchantsOf(list)).toEqual([100102]);
    expect((await rows(groupStaff, 'parking/group/recharge/list')).paging_header.total_count).toBe(list.paging_header.total_count);
    const member = list.row[0];
    expect(ok(await t.call('GET', 'parking/group/recharge', { token: group, query: { id: member.id } })).order_no).toBe(member.order_no);
    const outside = (await rows(merchant, 'parking/parking/recharge/list')).row[0];
    expect(code(await t.call('GET', 'parking/group/recharge', { token: group, query: { id: outside.id } }))).toBe(1404);
    expect(code(await t.call('PUT', 'parking/group/collate', { token: group, body: { ids: [outside.id] } }))).toBe(1404);
    expect(code(await t.call('PUT', 'parking/group/resync', { token: group, body: { id: outside.id } }))).toBe(1404);
    expect(code(await t.call('GET', 'parking/parking/recharge/list', { token: group }))).toBe(1403);
    expect(code(await t.call('GET', 'parking/group/recharge/list', { token: merchant }))).toBe(1403);

    expect(ok(await t.call('PUT', 'parking/group/collate', { token: group, body: { ids: [member.id] } }))).toEqual({ collated: 1, already: 0 });
    expect(ok(await t.call('PUT', 'parking/group/collate', { token: group, body: { ids: [member.id] } }))).toEqual({ collated: 0, already: 1 });
    expect(ok(await t.call('GET', 'parking/group/recharge', { token: group, query: { id: member.id } }))).toMatchObject({ collated: 1, collator: '刘洋' });
    expect(code(await t.call('PUT', 'parking/group/collate', { token: groupStaff, body: { ids: [member.id] } }))).toBe(1403);

    const first = ok(await t.call('PUT', 'parking/group/resync', { token: group, body: { id: member.id } }));
    expect(first).toMatchObject({ id: member.id, order_no: member.order_no, resync_count: 1 });
    expect(ok(await t.call('PUT', 'parking/group/resync', { token: group, body: { id: member.id } })).resync_count).toBe(2);
    expect(ok(await t.call('GET', 'parking/group/recharge', { token: group, query: { id: member.id } }))).toMatchObject({ resync_count: 2 });
    const entries = await auditOf('parking_vip_renewal', member.id);
    expect(entries.map((e) => (e.after as { resync?: string; collated?: string }).resync ?? (e.after as { collated: string }).collated)).toEqual(['已对账', '第 1 次重新同步', '第 2 次重新同步']);
    expect(code(await t.call('PUT', 'parking/group/resync', { token: groupStaff, body: { id: member.id } }))).toBe(1403);
    expect(code(await t.call('PUT', 'parking/group/resync', { token: merchant, body: { id: member.id } }))).toBe(1403);
  });

  it('the partner reads its customers’ monthly orders; not another’s', async () => {
    expect(merchantsOf(await rows(partner, 'parking/parking/recharge/list'))).toEqual([100101, 100102]);
    expect(code(await t.call('GET', 'parking/parking/recharge/list', { token: partnerStaff }))).toBe(1403);
  });
});
