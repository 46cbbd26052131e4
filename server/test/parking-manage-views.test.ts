import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ok, type TestApp } from './helpers.js';
import { code, merchantsOf, rowsOf } from './list-helpers.js';

// 停车管理 of one merchant: the parking partner (深圳泊联科技, `parking-partner`) looks into a customer — 福田中心停车场 (100101)
// or 南山科技园 (100102) —, the parking group (华润置地, `parking-group`) into a member — 南山科技园 (100102) or 罗湖万象 (100103).
// The merchant's calls take `merchant`; one the caller may not act for answers 1404. docs/decisions.md, "The partner's and
// group's 停车管理".

let t: TestApp;
let partner: string;
let partnerStaff: string;
let group: string;
let groupStaff: string;
let merchant: string;
beforeAll(async () => {
  t = await createTestApp();
  [partner, partnerStaff, group, groupStaff, merchant] = (await Promise.all(['parking-partner', 'parking-partner-staff', 'parking-group', 'parking-group-staff', 'parking-merchant'].map((a) => t.login(a)))) as [
    string, string, string, string, string,
  ];
});
afterAll(async () => {
  await t?.close();
});

const rows = (...args: Parameters<ReturnType<typeof rowsOf>>) => rowsOf(t)(...args);

/** The reads a partner's 停车管理 makes (its pages' lists, cards and pickers). */
const partnerReads = [
  'parking/park/list', 'parking/park/gate/list', 'parking/parking/payment/list', 'parking/parking/recharge/list', 'parking/parking/release/list', 'parking/parking/update/list', 'parking/reserve/list',
  'parking/blacklist/list', 'parking/reserve/rt/list', 'parking/parking/vip/list', 'parking/parking/vip/value/list', 'parking/virtual/plate/list',
];
/** The group's: its own trade and vehicle calls, and the merchant's where it has none. */
const groupReads = [
  'parking/park/list', 'parking/park/gate/list', 'parking/group/payment/list', 'parking/group/recharge/list', 'parking/parking/release/list', 'parking/parking/update/list', 'parking/reserve/list',
  'parking/blacklist/list', 'parking/reserve/rt/list', 'parking/group/vip/list', 'parking/group/vip/value/list', 'parking/virtual/plate/list',
];

describe('the partner’s 停车管理 (/parking/manage)', () => {
  it('reads one customer’s parks, orders, releases, corrections, reservations, cards, fixed-car types and virtual plates', async () => {
    for (const path of partnerReads) {
      const list = await rows(partner, path, { merchant: 100101 });
      expect(list.row.length, path).toBeGreaterThan(0);
      expect(merchantsOf(list), path).toEqual([100101]);
    }
    const reserves = await rows(partner, 'parking/reserve/list', { merchant: 100102 });
    expect(merchantsOf(reserves)).toEqual([100102]);
    const stats = ok(await t.call('GET', 'parking/reserve/analysis/statistics', { token: partner, query: { merchant: 100101 } }));
    expect(stats.total).toBeGreaterThan(0);
    const card = (await rows(partner, 'parking/parking/vip/list', { merchant: 100101 })).row[0];
    expect(ok(await t.call('GET', 'parking/parking/vip', { token: partner, query: { id: card.id } })).merchant).toBe(100101);
  });

  it('a merchant that is not its customer answers 1404 on every call, rows or cards', async () => {
    for (const path of partnerReads) expect(code(await t.call('GET', path, { token: partner, query: { merchant: 100103 } })), path).toBe(1404);
    expect(code(await t.call('GET', 'parking/reserve/analysis/statistics', { token: partner, query: { merchant: 100103 } }))).toBe(1404);
    const foreignCard = (await rows(group, 'parking/group/vip/list', { merchant: 100103 })).row[0];
    if (foreignCard) expect(code(await t.call('GET', 'parking/parking/vip', { token: partner, query: { id: foreignCard.id } }))).toBe(1404);
  });

  it('only reads: handling a reservation, removing a blacklisted plate or saving a virtual plate needs the merchant’s codes', async () => {
    const reserve = (await rows(partner, 'parking/reserve/list', { merchant: 100101 })).row[0];
    expect(code(await t.call('PUT', 'parking/reserve/oversee', { token: partner, body: { id: reserve.id, state: 3, reason: '服务商代为取消' } }))).toBe(1403);
    const entry = (await rows(partner, 'parking/blacklist/list', { merchant: 100101 })).row[0];
    expect(code(await t.call('DELETE', 'parking/blacklist', { token: partner, query: { id: entry.id } }))).toBe(1403);
    const plate = (await rows(partner, 'parking/virtual/plate/list', { merchant: 100101 })).row[0];
    expect(code(await t.call('DELETE', 'parking/virtual/plate', { token: partner, query: { id: plate.id } }))).toBe(1403);
  });

  it('its staff without the 停车管理 code is refused; a bad merchant number answers 1400', async () => {
    expect(code(await t.call('GET', 'parking/reserve/list', { token: partnerStaff, query: { merchant: 100101 } }))).toBe(1403);
    expect(code(await t.call('GET', 'parking/parking/vip/list', { token: partnerStaff, query: { merchant: 100101 } }))).toBe(1403);
    const bad = await t.call('GET', 'parking/reserve/list', { token: partner, query: { merchant: 'abc' } });
    expect(code(bad)).toBe(1400);
    expect(bad.body.message).toContain('merchant');
  });
});

describe('the group’s 停车管理 (/group/parking)', () => {
  it('reads one member’s rows on its own calls and the merchant’s', async () => {
    for (const path of groupReads) {
      const list = await rows(group, path, { merchant: 100102 });
      expect(merchantsOf(list), path).toEqual(list.row.length ? [100102] : []);
    }
    expect((await rows(group, 'parking/reserve/list', { merchant: 100102 })).row.length).toBeGreaterThan(0);
    expect((await rows(group, 'parking/parking/release/list', { merchant: 100103 })).row.length).toBeGreaterThan(0);
    // The staff (集团财务) holds the reading code too.
    expect(merchantsOf(await rows(groupStaff, 'parking/virtual/plate/list', { merchant: 100102 }))).toEqual([100102]);
  });

  it('a merchant that is not its member answers 1404; the partner’s card and package calls stay closed to it', async () => {
    for (const path of groupReads) expect(code(await t.call('GET', path, { token: group, query: { merchant: 100101 } })), path).toBe(1404);
    expect(code(await t.call('GET', 'parking/parking/vip/list', { token: group, query: { merchant: 100102 } }))).toBe(1403);
    expect(code(await t.call('GET', 'parking/parking/vip/value/list', { token: group, query: { merchant: 100102 } }))).toBe(1403);
  });
});

describe('道闸监控 (parking/park/gate/list)', () => {
  it('lists the lanes offline first with the counts by state; the state filter narrows the rows, not the counts', async () => {
    const all = ok(await t.call('GET', 'parking/park/gate/list', { token: merchant, query: { page_size: 100 } }));
    expect(all.row.length).toBeGreaterThan(2);
    expect(all.counts.total).toBe(all.row.length);
    expect(all.counts.offline).toBeGreaterThan(0);
    expect(all.counts.online + all.counts.offline).toBe(all.counts.total);
    // Offline first.
    expect(all.row[0].online).toBe(0);
    expect(all.row.some((r: { today_entries: number }) => r.today_entries > 0)).toBe(true);
    const offline = ok(await t.call('GET', 'parking/park/gate/list', { token: merchant, query: { online: 0 } }));
    expect(offline.row.every((r: { online: number }) => r.online === 0)).toBe(true);
    expect(offline.paging_header.total_count).toBe(all.counts.offline);
    expect(offline.counts).toEqual(all.counts);
    // The partner sees the same lanes of its customer; the group its member's.
    expect(ok(await t.call('GET', 'parking/park/gate/list', { token: partner, query: { merchant: 100101, page_size: 100 } })).counts).toEqual(all.counts);
    expect(merchantsOf(await rows(group, 'parking/park/gate/list'))).toEqual([100102, 100103]);
  });

  it('refuses the partner’s staff (no record code) and bad filters', async () => {
    expect(code(await t.call('GET', 'parking/park/gate/list', { token: partnerStaff, query: { merchant: 100101 } }))).toBe(1403);
    expect(code(await t.call('GET', 'parking/park/gate/list', { token: merchant, query: { direction: 4 } }))).toBe(1400);
    expect(code(await t.call('GET', 'parking/park/gate/list', { token: merchant, query: { online: 2 } }))).toBe(1400);
  });
});

describe('the merchant itself', () => {
  it('naming another merchant answers 1404 rather than an empty list', async () => {
    expect(merchantsOf(await rows(merchant, 'parking/reserve/list', { merchant: 100101 }))).toEqual([100101]);
    expect(code(await t.call('GET', 'parking/reserve/list', { token: merchant, query: { merchant: 100102 } }))).toBe(1404);
    expect(code(await t.call('GET', 'parking/parking/record/list', { token: merchant, query: { merchant: 100102 } }))).toBe(1404);
  });
});
