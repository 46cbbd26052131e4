import { addDays } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInChina } from '../src/shared/time.js';
import { createTestApp, ok, type TestApp } from './helpers.js';
import { code } from './list-helpers.js';

// Data overviews and dashboards (docs/decisions.md, "Data overviews and dashboards"): every figure is the sum its list
// or statistics call gives for the same days and scope.

let t: TestApp;
let energyMerchant: string;
let energyPartner: string;
let energyGroup: string;
let parkingMerchant: string;
let parkingPartner: string;
let parkingGroup: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  [energyMerchant, energyPartner, energyGroup, parkingMerchant, parkingPartner, parkingGroup, admin] = (await Promise.all(
    ['energy-merchant', 'energy-partner', 'energy-group', 'parking-merchant', 'parking-partner', 'parking-group', 'admin'].map((a) => t.login(a)),
  )) as [string, string, string, string, string, string, string];
});
afterAll(async () => {
  await t?.close();
});

const today = todayInChina();
const month = { start_date: addDays(today, -29), end_date: today };
const get = async (token: string, path: string, query: Record<string, unknown> = {}) => ok(await t.call('GET', path, { token, query })) as any;
const sum = (rows: readonly any[], key: string) => rows.reduce((total, r) => total + Number(r[key]), 0);

describe('energy data overview (energy/analysis/trend)', () => {
  it('sums the same sessions as 充电记录 statistics, per day and in total, per platform scope', async () => {
    for (const token of [energyMerchant, energyPartner, energyGroup, admin]) {
      const trend = await get(token, 'energy/analysis/trend', month);
      const stats = await get(token, 'energy/replenish/statistics', month);
      expect(trend).toMatchObject({ start_date: month.start_date, end_date: today, unit: 'day', previous_end_date: addDays(month.start_date, -1), previous_start_date: addDays(month.start_date, -30) });
      expect(trend.totals).toMatchObject({ count: stats.count, energy_wh: stats.energy_wh, elec_amount: stats.elec_amount, service_amount: stats.service_amount, total_amount: stats.total_amount, charging: stats.charging });
      expect(trend.points.map((p: any) => p.x)).toEqual(Array.from({ length: 30 }, (_, i) => addDays(month.start_date, i)));
      for (const key of ['count', 'energy_wh', 'total_amount']) expect(sum(trend.points, key), key).toBe(trend.totals[key]);
      expect(sum(trend.start_types, 'count')).toBe(trend.totals.count);
      // The ranking: most amount first, at most 10, its rows the stations' own sums.
      const amounts = trend.stations.map((s: any) => s.total_amount);
      expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
      expect(trend.stations.length).toBeLessThanOrEqual(10);
      if (trend.stations[0]) {
        const top = await get(token, 'energy/replenish/statistics', { ...month, station_code: trend.stations[0].station_code });
        expect(trend.stations[0]).toMatchObject({ count: top.count, total_amount: top.total_amount, energy_wh: top.energy_wh });
      }
    }
    const own = await get(energyMerchant, 'energy/analysis/trend', month);
    const group = await get(energyGroup, 'energy/analysis/trend', month);
    expect(own.totals.count).toBeGreaterThan(0);
    expect(group.totals.count).toBeGreaterThan(own.totals.count); // the group's members 100201 and 100202
    // Another merchant's figures stay out of reach: asked by number, the merchant's own scope answers nothing.
    expect((await get(energyMerchant, 'energy/analysis/trend', { ...month, merchant: 100202 })).totals.count).toBe(0);
  });

  it('draws one day by the hour, compares with the period before, and bounds the period', async () => {
    const day = await get(energyMerchant, 'energy/analysis/trend', { start_date: today, end_date: today });
    expect(day.unit).toBe('hour');
    expect(day.points.map((p: any) => p.x)).toEqual(Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0')));
    expect(day.previous_start_date).toBe(addDays(today, -1));
    const yesterday = await get(energyMerchant, 'energy/analysis/trend', { start_date: addDays(today, -1), end_date: addDays(today, -1) });
    expect(day.previous).toEqual({ count: yesterday.totals.count, energy_wh: yesterday.totals.energy_wh, elec_amount: yesterday.totals.elec_amount, service_amount: yesterday.totals.service_amount, total_amount: yesterday.totals.total_amount });
    const defaults = await get(energyMerchant, 'energy/analysis/trend');
    expect(defaults).toMatchObject({ start_date: addDays(today, -29), end_date: today });
    const tooLong = await t.call('GET', 'energy/analysis/trend', { token: energyMerchant, query: { start_date: addDays(today, -366), end_date: today } });
    expect(tooLong.body).toMatchObject({ code: 1400 });
    expect(tooLong.body.message).toContain('366');
    expect(code(await t.call('GET', 'energy/analysis/trend', { token: energyMerchant, query: { start_date: today, end_date: addDays(today, -1) } }))).toBe(1400);
  });

  it('is refused without an energy order-reading code', async () => {
    expect(code(await t.call('GET', 'energy/analysis/trend', { token: parkingMerchant }))).toBe(1403);
    expect(code(await t.call('GET', 'energy/station/device/statistics', { token: parkingMerchant }))).toBe(1403);
    expect(code(await t.call('GET', 'energy/analysis/trend'))).not.toBe(1001);
  });
});

describe('energy device statistics (energy/station/device/statistics)', () => {
  it('lists every charger of the scope with its sessions, most amount first, adding up to the overview', async () => {
    const devices = await get(energyMerchant, 'energy/station/device/list', { page_size: 100 });
    const stats = await get(energyMerchant, 'energy/station/device/statistics', { ...month, page_size: 100 });
    expect(stats.paging_header.total_count).toBe(devices.paging_header.total_count);
    expect(new Set(stats.row.map((r: any) => r.device_code))).toEqual(new Set(devices.row.map((d: any) => d.device_code)));
    const amounts = stats.row.map((r: any) => r.total_amount);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    const trend = await get(energyMerchant, 'energy/analysis/trend', month);
    expect(sum(stats.row, 'count')).toBe(trend.totals.count);
    expect(sum(stats.row, 'total_amount')).toBe(trend.totals.total_amount);
    expect(stats.row.every((r: any) => r.duration >= 0)).toBe(true);
    const one = stats.row.find((r: any) => r.count > 0);
    const byDevice = await get(energyMerchant, 'energy/replenish/statistics', { ...month, device_code: one.device_code });
    expect(one.count).toBe(byDevice.count);
    // Paged and filtered by the device number's beginning.
    const page = await get(energyMerchant, 'energy/station/device/statistics', { ...month, page_size: 2, page_index: 2 });
    expect(page.row.map((r: any) => r.device_code)).toEqual(stats.row.slice(2, 4).map((r: any) => r.device_code));
    const filtered = await get(energyMerchant, 'energy/station/device/statistics', { ...month, device_code: one.device_code.slice(0, -1) });
    expect(filtered.row.every((r: any) => r.device_code.startsWith(one.device_code.slice(0, -1)))).toBe(true);
  });
});

describe('parking data overview (parking/parking/analysis/statistics)', () => {
  it('sums the same orders and traffic as the lists, per platform scope', async () => {
    for (const [token, list] of [
      [parkingMerchant, 'parking/parking/payment/list'],
      [parkingPartner, 'parking/parking/payment/list'],
      [parkingGroup, 'parking/group/payment/list'],
      [admin, 'parking/parking/payment/list'],
    ] as const) {
      const s = await get(token, 'parking/parking/analysis/statistics', month);
      const orders = await get(token, list, { ...month, summary: true, page_size: 1 });
      expect(s.totals).toMatchObject({ temp_count: orders.summary.count, temp_paid: orders.summary.paid, temp_receivable: orders.summary.receivable, temp_discount: orders.summary.discount, refund_amount: orders.summary.refund_amount });
      expect(s.points).toHaveLength(30);
      for (const key of ['temp_count', 'temp_paid', 'monthly_count', 'monthly_amount', 'entries', 'exits']) expect(sum(s.points, key), key).toBe(s.totals[key]);
      expect(sum(s.pay_types, 'paid')).toBe(s.totals.temp_paid);
      const incomes = s.parks.map((p: any) => p.temp_paid + p.monthly_amount);
      expect([...incomes].sort((a, b) => b - a)).toEqual(incomes);
    }
    const own = await get(parkingMerchant, 'parking/parking/analysis/statistics', month);
    expect(own.totals.temp_count).toBeGreaterThan(0);
    expect(own.totals.entries).toBeGreaterThan(0);
    const monthly = await get(parkingMerchant, 'parking/parking/recharge/statistics', month);
    expect(own.totals).toMatchObject({ monthly_count: monthly.count, monthly_amount: monthly.amount });
    const records = await get(parkingMerchant, 'parking/parking/record/list', { ...month, page_size: 1 });
    expect(own.totals.entries).toBe(records.paging_header.total_count);
    const inLot = await get(parkingMerchant, 'parking/parking/record/list', { status: 1, page_size: 1 });
    expect(own.live.in_lot).toBe(inLot.paging_header.total_count);
    const parks = await get(parkingMerchant, 'parking/park/list', { page_size: 100 });
    expect(own.live.parks).toBe(parks.paging_header.total_count);
    expect(own.live.total_space).toBe(sum(parks.row, 'total_space'));
    // One park: its own sums; the parks' sums add up to the whole.
    expect(sum(own.parks, 'temp_paid')).toBe(own.totals.temp_paid);
    expect(sum(own.parks, 'entries')).toBe(own.totals.entries);
    const top = own.parks[0];
    const atTop = await get(parkingMerchant, 'parking/parking/analysis/statistics', { ...month, park_code: top.park_code });
    expect(atTop.totals).toMatchObject({ temp_paid: top.temp_paid, monthly_amount: top.monthly_amount, entries: top.entries });
    expect(atTop.parks.map((p: any) => p.park_code)).toEqual([top.park_code]);
  });

  it('keeps each caller to its scope', async () => {
    // The group 100300's members are 100102 and 100103: 100101 is not one of them.
    const outside = await get(parkingGroup, 'parking/parking/analysis/statistics', { ...month, merchant: 100101 });
    expect(outside.totals).toMatchObject({ temp_count: 0, temp_paid: 0, monthly_count: 0, entries: 0 });
    expect(outside.live).toEqual({ parks: 0, total_space: 0, in_lot: 0 });
    expect(outside.parks).toEqual([]);
    const mine = await get(parkingMerchant, 'parking/parking/analysis/statistics', { ...month, merchant: 100102 });
    expect(mine.totals.temp_count).toBe(0);
    const groupParks = (await get(parkingGroup, 'parking/parking/analysis/statistics', month)).parks.map((p: any) => p.merchant_name);
    expect(groupParks).not.toContain('福田中心停车场');
    expect(code(await t.call('GET', 'parking/parking/analysis/statistics', { token: energyMerchant }))).toBe(1403);
  });
});
