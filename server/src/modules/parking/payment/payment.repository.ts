import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/client.js';
import { park, parkGate, parkingOrder, parkingRecord } from '../../../db/schema/index.js';
import { amongKeys, cappedTotal } from '../../../shared/paging.js';
import { parkRowConditions, type ParkRowFilter } from '../../../shared/park-filter.js';
import { merchantNameOf } from '../../../shared/names.js';
import { COUNT_CAP, OrderState } from '@console/contract';

// Every query names the merchants it serves; row-level security is the second line.

const entryGate = alias(parkGate, 'entry_gate');
const exitGate = alias(parkGate, 'exit_gate');

export interface Filter extends ParkRowFilter {
  orderNo?: string;
  payType?: number;
  state?: number;
}

/** The shown state (document 1 §3) as a condition on the stored status, overdraft and refund. */
const stateIs = (state: number): SQL | undefined => {
  const o = parkingOrder;
  switch (state) {
    case OrderState.processing: return eq(o.status, 0);
    case OrderState.normal: return and(eq(o.status, 1), eq(o.overdraft, 0));
    case OrderState.arrears: return and(eq(o.status, 1), eq(o.overdraft, 1));
    case OrderState.backPaid: return and(eq(o.status, 1), eq(o.overdraft, 2));
    case OrderState.revoked: return and(eq(o.status, -2), eq(o.refund_amount, 0));
    case OrderState.refunded: return and(eq(o.status, -2), sql`${o.refund_amount} > 0`);
    default: return sql`false`;
  }
};

const where = (f: Filter): SQL | undefined =>
  and(
    ...parkRowConditions({ merchant: parkingOrder.merchant, park: parkingOrder.park, plate: parkingOrder.plate, time: parkingOrder.pay_time }, f),
    f.orderNo ? eq(parkingOrder.order_no, f.orderNo) : undefined,
    f.payType !== undefined ? eq(parkingOrder.pay_type, f.payType) : undefined,
    f.state !== undefined ? stateIs(f.state) : undefined,
  );

const columns = {
  id: parkingOrder.id,
  order_no: parkingOrder.order_no,
  merchant: parkingOrder.merchant,
  merchant_name: merchantNameOf(parkingOrder.merchant),
  park_code: park.park_code,
  park_name: park.park_name,
  record: parkingOrder.record,
  plate: parkingOrder.plate,
  plate_color: parkingOrder.plate_color,
  car_type: parkingRecord.car_type,
  entry_time: parkingRecord.entry_time,
  exit_time: parkingRecord.exit_time,
  record_status: parkingRecord.status,
  receivable: parkingOrder.receivable,
  discount: parkingOrder.discount,
  coupon_name: parkingOrder.coupon_name,
  paid: parkingOrder.paid,
  arrears: parkingOrder.arrears,
  pay_type: parkingOrder.pay_type,
  status: parkingOrder.status,
  overdraft: parkingOrder.overdraft,
  refund_amount: parkingOrder.refund_amount,
  refund_time: parkingOrder.refund_time,
  refund_reason: parkingOrder.refund_reason,
  pay_time: parkingOrder.pay_time,
  create_time: parkingOrder.create_time,
};

const selectOrders = (tx: Tx) =>
  tx.select(columns).from(parkingOrder).innerJoin(park, eq(park.id, parkingOrder.park)).innerJoin(parkingRecord, eq(parkingRecord.id, parkingOrder.record));

export type OrderRow = Awaited<ReturnType<typeof page>>[number];

/** One page, newest payment first: the ids on `(merchant[, park], pay_time desc, id desc)`, then those rows (deferred join). */
export function page(tx: Tx, filter: Filter, limit: number, offset: number) {
  const ids = tx.select({ id: parkingOrder.id }).from(parkingOrder).where(where(filter)).orderBy(desc(parkingOrder.pay_time), desc(parkingOrder.id)).limit(limit).offset(offset);
  return selectOrders(tx).where(amongKeys(parkingOrder.id, ids)).orderBy(desc(parkingOrder.pay_time), desc(parkingOrder.id));
}

/** Orders grow by millions: the total is counted up to COUNT_CAP. */
export const total = (tx: Tx, filter: Filter) => cappedTotal(tx, parkingOrder, where(filter));

/** The sums of the filter over its newest COUNT_CAP orders at most (the count stops there too). */
export async function summary(tx: Tx, filter: Filter) {
  const matching = tx
    .select({ receivable: parkingOrder.receivable, discount: parkingOrder.discount, paid: parkingOrder.paid, refund_amount: parkingOrder.refund_amount })
    .from(parkingOrder)
    .where(where(filter))
    .orderBy(desc(parkingOrder.pay_time), desc(parkingOrder.id))
    .limit(COUNT_CAP)
    .as('matching');
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      receivable: sql<number>`coalesce(sum(${matching.receivable}), 0)::bigint`,
      discount: sql<number>`coalesce(sum(${matching.discount}), 0)::bigint`,
      paid: sql<number>`coalesce(sum(${matching.paid}), 0)::bigint`,
      refund_amount: sql<number>`coalesce(sum(${matching.refund_amount}), 0)::bigint`,
    })
    .from(matching);
  return row!;
}

export async function find(tx: Tx, id: number) {
  const [row] = await tx
    .select({ ...columns, entry_gate: sql<string>`coalesce(${entryGate.name}, '')`, exit_gate: sql<string>`coalesce(${exitGate.name}, '')` })
    .from(parkingOrder)
    .innerJoin(park, eq(park.id, parkingOrder.park))
    .innerJoin(parkingRecord, eq(parkingRecord.id, parkingOrder.record))
    .innerJoin(entryGate, eq(entryGate.id, parkingRecord.entry_gate))
    .leftJoin(exitGate, eq(exitGate.id, parkingRecord.exit_gate))
    .where(eq(parkingOrder.id, id));
  return row;
}
