import { COUNT_CAP } from '@console/contract';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { park, parkingVip, parkingVipPackage, parkingVipRenewal } from '../../../db/schema/index.js';
import { amongKeys, type Total } from '../../../shared/paging.js';
import { parkRowConditions, type ParkRowFilter } from '../../../shared/park-filter.js';
import { merchantNameOf } from '../../../shared/names.js';
import { withinScope } from '../../../shared/scope.js';


// Monthly-card orders are the rows of `parking_vip_renewal` (first payments and renewals), read with their card.
// Every query names the merchants it serves; row-level security is the second line.

const o = parkingVipRenewal;

export interface Filter extends ParkRowFilter {
  orderNo?: string;
  payType?: number;
  kind?: number;
  collated?: boolean;
}

const where = (f: Filter): SQL | undefined =>
  and(
    ...parkRowConditions({ merchant: o.merchant, park: parkingVip.park, plates: parkingVip.plates, time: o.create_time }, f),
    f.orderNo ? eq(o.order_no, f.orderNo) : undefined,
    f.payType !== undefined ? eq(o.pay_type, f.payType) : undefined,
    f.kind !== undefined ? eq(o.kind, f.kind) : undefined,
    f.collated !== undefined ? eq(o.collated, f.collated) : undefined,
  );

const columns = {
  id: o.id,
  order_no: o.order_no,
  kind: o.kind,
  vip: o.vip,
  merchant: o.merchant,
  merchant_name: merchantNameOf(o.merchant),
  park_code: park.park_code,
  park_name: park.park_name,
  plates: parkingVip.plates,
  plate_color: parkingVip.plate_color,
  holder_name: parkingVip.holder_name,
  package_name: parkingVipPackage.name,
  periods: o.periods,
  months: o.months,
  amount: o.amount,
  pay_type: o.pay_type,
  start_date: o.start_date,
  end_date: o.end_date,
  operator: o.operator,
  create_time: o.create_time,
  collated: o.collated,
  collate_time: o.collate_time,
  collator: o.collator,
  resync_count: o.resync_count,
  resync_time: o.resync_time,
};

const selectOrders = (tx: Tx) =>
  tx
    .select(columns)
    .from(o)
    .innerJoin(parkingVip, eq(parkingVip.id, o.vip))
    .innerJoin(park, eq(park.id, parkingVip.park))
    .innerJoin(parkingVipPackage, eq(parkingVipPackage.id, parkingVip.package));

export type OrderRow = Awaited<ReturnType<typeof page>>[number];

/** The ids of the filter, newest payment first, on `(merchant, create_time desc, id desc)` (with the card for park and plate). */
const matchingIds = (tx: Tx, filter: Filter) =>
  tx.select({ id: o.id }).from(o).innerJoin(parkingVip, eq(parkingVip.id, o.vip)).where(where(filter)).orderBy(desc(o.create_time), desc(o.id));

/** One page, newest payment first: the page's ids, then only those rows with their card, park and package. */
export function page(tx: Tx, filter: Filter, limit: number, offset: number) {
  return selectOrders(tx).where(amongKeys(o.id, matchingIds(tx, filter).limit(limit).offset(offset))).orderBy(desc(o.create_time), desc(o.id));
}

/** Counted up to COUNT_CAP like the other trade lists (the platform reads every merchant's). */
export async function total(tx: Tx, filter: Filter): Promise<Total> {
  const matching = matchingIds(tx, filter).limit(COUNT_CAP + 1).as('matching');
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(matching);
  const n = row?.n ?? 0;
  return n > COUNT_CAP ? { count: COUNT_CAP, capped: true } : { count: n, capped: false };
}

export async function find(tx: Tx, id: number, options: { lock?: boolean } = {}) {
  const query = selectOrders(tx).where(eq(o.id, id));
  const [row] = options.lock ? await query.for('update', { of: o }) : await query;
  return row;
}

/** Counts and amounts per pay type of the filter (a bounded day range). */
export const statistics = (tx: Tx, filter: Filter) =>
  tx
    .select({ pay_type: o.pay_type, count: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${o.amount}), 0)::bigint` })
    .from(o)
    .innerJoin(parkingVip, eq(parkingVip.id, o.vip))
    .where(where(filter))
    .groupBy(o.pay_type)
    .orderBy(o.pay_type);

/** The orders to collate, locked (in id order, so that two collations of overlapping sets never deadlock). */
export const lockForCollate = (tx: Tx, merchants: Scope, ids: number[]) =>
  tx
    .select({ id: o.id, merchant: o.merchant, order_no: o.order_no, collated: o.collated })
    .from(o)
    .where(and(withinScope(o.merchant, merchants), inArray(o.id, ids)))
    .orderBy(o.id)
    .for('update');

export const markCollated = (tx: Tx, ids: number[], collator: string) =>
  tx.update(o).set({ collated: true, collate_time: new Date(), collator }).where(and(inArray(o.id, ids), eq(o.collated, false)));

export async function markResynced(tx: Tx, id: number) {
  const [row] = await tx
    .update(o)
    .set({ resync_count: sql`${o.resync_count} + 1`, resync_time: new Date() })
    .where(eq(o.id, id))
    .returning({ resync_count: o.resync_count, resync_time: o.resync_time });
  return row!;
}
