import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { park, parkingOrder, parkingRecord, parkingVip, parkingVipRenewal } from '../../../db/schema/index.js';
import { countAll, sumOf } from '../../../shared/analysis.js';
import { merchantNameOf, qualified } from '../../../shared/names.js';
import { parkRowConditions, type ParkRowFilter } from '../../../shared/park-filter.js';
import { withinScope } from '../../../shared/scope.js';

// The parking overview's sums (docs/decisions.md, "Data overviews and dashboards"), each over one tenant-first index
// range: temporary orders by payment time (`parking_order_merchant_idx` / `_park_idx`), monthly orders by creation
// (`parking_vip_renewal_time_idx`), entries by entry time (`parking_record_merchant_idx` / `_park_idx`).

export type Filter = ParkRowFilter & { from: Date; before: Date };

const tempWhere = (f: Filter) => and(...parkRowConditions({ merchant: parkingOrder.merchant, park: parkingOrder.park, time: parkingOrder.pay_time }, f));
const monthlyWhere = (f: Filter) => and(...parkRowConditions({ merchant: parkingVipRenewal.merchant, park: parkingVip.park, time: parkingVipRenewal.create_time }, f));
const entryWhere = (f: Filter) => and(...parkRowConditions({ merchant: parkingRecord.merchant, park: parkingRecord.park, time: parkingRecord.entry_time }, f));
const exitWhere = (f: Filter) => and(...parkRowConditions({ merchant: parkingRecord.merchant, park: parkingRecord.park, time: parkingRecord.exit_time }, f));

export async function tempTotals(tx: Tx, f: Filter) {
  const [row] = await tx
    .select({
      temp_count: countAll(),
      temp_receivable: sumOf(parkingOrder.receivable),
      temp_discount: sumOf(parkingOrder.discount),
      temp_paid: sumOf(parkingOrder.paid),
      refund_amount: sumOf(parkingOrder.refund_amount),
    })
    .from(parkingOrder)
    .where(tempWhere(f));
  return row!;
}

export async function monthlyTotals(tx: Tx, f: Filter) {
  const [row] = await tx
    .select({ monthly_count: countAll(), monthly_amount: sumOf(parkingVipRenewal.amount) })
    .from(parkingVipRenewal)
    .innerJoin(parkingVip, eq(parkingVip.id, parkingVipRenewal.vip))
    .where(monthlyWhere(f));
  return row!;
}

export async function traffic(tx: Tx, f: Filter) {
  const [[entries], [exits]] = await Promise.all([
    tx.select({ n: countAll() }).from(parkingRecord).where(entryWhere(f)),
    tx.select({ n: countAll() }).from(parkingRecord).where(exitWhere(f)),
  ]);
  return { entries: entries!.n, exits: exits!.n };
}

export const tempPoints = (tx: Tx, f: Filter, bucket: (c: typeof parkingOrder.pay_time) => SQL<string>) =>
  tx.select({ x: bucket(parkingOrder.pay_time).as('x'), temp_count: countAll(), temp_paid: sumOf(parkingOrder.paid) }).from(parkingOrder).where(tempWhere(f)).groupBy(sql`1`);

export const monthlyPoints = (tx: Tx, f: Filter, bucket: (c: typeof parkingVipRenewal.create_time) => SQL<string>) =>
  tx
    .select({ x: bucket(parkingVipRenewal.create_time).as('x'), monthly_count: countAll(), monthly_amount: sumOf(parkingVipRenewal.amount) })
    .from(parkingVipRenewal)
    .innerJoin(parkingVip, eq(parkingVip.id, parkingVipRenewal.vip))
    .where(monthlyWhere(f))
    .groupBy(sql`1`);

export const entryPoints = (tx: Tx, f: Filter, bucket: (c: typeof parkingRecord.entry_time) => SQL<string>) =>
  tx.select({ x: bucket(parkingRecord.entry_time).as('x'), n: countAll() }).from(parkingRecord).where(entryWhere(f)).groupBy(sql`1`);

export const exitPoints = (tx: Tx, f: Filter, bucket: (c: typeof parkingRecord.exit_time) => SQL<string>) =>
  tx.select({ x: bucket(parkingRecord.exit_time).as('x'), n: countAll() }).from(parkingRecord).where(exitWhere(f)).groupBy(sql`1`);

export const payTypes = (tx: Tx, f: Filter) =>
  tx.select({ pay_type: parkingOrder.pay_type, count: countAll(), paid: sumOf(parkingOrder.paid) }).from(parkingOrder).where(tempWhere(f)).groupBy(parkingOrder.pay_type).orderBy(parkingOrder.pay_type);

const parksWhere = (f: ParkRowFilter) => and(withinScope(park.merchant, f.merchants), f.merchant ? eq(park.merchant, f.merchant) : undefined, f.parkCode ? eq(park.park_code, f.parkCode) : undefined);

/** The parks of the scope ranked by the period's income (temporary paid + monthly), each sum a correlated index range. */
export function parkRanking(tx: Tx, f: Filter, size: number) {
  const id = qualified(park.id);
  const from = sql`${f.from.toISOString()}::timestamptz`;
  const before = sql`${f.before.toISOString()}::timestamptz`;
  const tempPaid = sql<number>`(select coalesce(sum(o.paid), 0) from ${parkingOrder} o where o.merchant = ${qualified(park.merchant)} and o.park = ${id} and o.pay_time >= ${from} and o.pay_time < ${before})::bigint`.mapWith(Number);
  const monthly = sql<number>`(select coalesce(sum(r.amount), 0) from ${parkingVipRenewal} r join ${parkingVip} v on v.id = r.vip where r.merchant = ${qualified(park.merchant)} and v.park = ${id} and r.create_time >= ${from} and r.create_time < ${before})::bigint`.mapWith(Number);
  const entries = sql<number>`(select count(*) from ${parkingRecord} e where e.merchant = ${qualified(park.merchant)} and e.park = ${id} and e.entry_time >= ${from} and e.entry_time < ${before})::int`.mapWith(Number);
  const ranked = tx
    .select({ park_code: park.park_code, park_name: park.park_name, merchant_name: merchantNameOf(park.merchant).as('merchant_name'), temp_paid: tempPaid.as('temp_paid'), monthly_amount: monthly.as('monthly_amount'), entries: entries.as('entries') })
    .from(park)
    .where(parksWhere(f))
    .as('ranked');
  return tx
    .select()
    .from(ranked)
    .orderBy(desc(sql`${ranked.temp_paid} + ${ranked.monthly_amount}`), desc(ranked.entries), asc(ranked.park_code))
    .limit(size);
}

/** The lots now: parks, their spaces and the cars in them (`parking_record_in_lot_idx`). */
export async function live(tx: Tx, f: ParkRowFilter) {
  const [[lots], [inLot]] = await Promise.all([
    tx.select({ parks: countAll(), total_space: sumOf(park.total_space) }).from(park).where(parksWhere(f)),
    tx.select({ n: countAll() }).from(parkingRecord).where(and(...parkRowConditions({ merchant: parkingRecord.merchant, park: parkingRecord.park, time: parkingRecord.entry_time }, f), eq(parkingRecord.status, 1))),
  ]);
  return { parks: lots!.parks, total_space: lots!.total_space, in_lot: inLot!.n };
}

