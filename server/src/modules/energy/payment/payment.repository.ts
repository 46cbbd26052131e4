import { and, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { energyPayment, energyReplenish, energyStation } from '../../../db/schema/index.js';
import { merchantNameOf, qualified } from '../../../shared/names.js';
import { amongKeys, cappedTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';
import { startsWith } from '../../../shared/text.js';

// Every query names the merchants it serves; row-level security is the second line. Pages come from the
// (merchant, create_time) index; totals are capped.

const columns = {
  id: energyPayment.id,
  pay_no: energyPayment.pay_no,
  replenish: energyPayment.replenish,
  order_no: energyReplenish.order_no,
  merchant: energyPayment.merchant,
  merchant_name: merchantNameOf(energyPayment.merchant),
  station_code: energyStation.station_code,
  station_name: energyStation.name,
  plate: energyReplenish.plate,
  amount: energyPayment.amount,
  pay_mode: energyPayment.pay_mode,
  state: energyPayment.state,
  settle_state: energyPayment.settle_state,
  review_state: energyPayment.review_state,
  pay_time: energyPayment.pay_time,
  settle_time: energyPayment.settle_time,
  refund_reason: energyPayment.refund_reason,
  reviewer: energyPayment.reviewer,
  review_time: energyPayment.review_time,
  review_note: energyPayment.review_note,
  create_time: energyPayment.create_time,
  update_time: energyPayment.update_time,
};

export type PaymentRow = NonNullable<Awaited<ReturnType<typeof find>>>;

export interface Filter {
  merchants: Scope;
  merchant?: number;
  station_code?: string;
  pay_no?: string;
  order_no?: string;
  state?: number;
  settle_state?: number;
  pay_mode?: number;
  review_state?: number;
  /** create_time ≥ from */
  from?: Date;
  /** create_time < before */
  before?: Date;
}

export const where = (f: Filter): SQL | undefined =>
  and(
    withinScope(energyPayment.merchant, f.merchants),
    f.merchant ? eq(energyPayment.merchant, f.merchant) : undefined,
    f.station_code
      ? sql`${qualified(energyPayment.replenish)} in (select r.id from ${energyReplenish} r where r.merchant = ${qualified(energyPayment.merchant)} and r.station = (select s.id from ${energyStation} s where s.station_code = ${f.station_code}))`
      : undefined,
    f.pay_no ? ilike(energyPayment.pay_no, startsWith(f.pay_no)) : undefined,
    f.order_no ? sql`${qualified(energyPayment.replenish)} in (select r.id from ${energyReplenish} r where r.order_no like ${startsWith(f.order_no)})` : undefined,
    f.state !== undefined ? eq(energyPayment.state, f.state) : undefined,
    f.settle_state !== undefined ? eq(energyPayment.settle_state, f.settle_state) : undefined,
    f.pay_mode !== undefined ? eq(energyPayment.pay_mode, f.pay_mode) : undefined,
    f.review_state !== undefined ? eq(energyPayment.review_state, f.review_state) : undefined,
    f.from ? gte(energyPayment.create_time, f.from) : undefined,
    f.before ? lt(energyPayment.create_time, f.before) : undefined,
  );

const from = (tx: Tx) =>
  tx
    .select(columns)
    .from(energyPayment)
    .innerJoin(energyReplenish, eq(energyReplenish.id, energyPayment.replenish))
    .innerJoin(energyStation, eq(energyStation.id, energyReplenish.station));

/** Newest first: the page's ids on the tenant-first index alone, then only those rows. */
export function page(tx: Tx, filter: Filter, limit: number, offset: number) {
  const ids = tx.select({ id: energyPayment.id }).from(energyPayment).where(where(filter)).orderBy(desc(energyPayment.create_time), desc(energyPayment.id)).limit(limit).offset(offset);
  return from(tx).where(amongKeys(energyPayment.id, ids)).orderBy(desc(energyPayment.create_time), desc(energyPayment.id));
}

export const total = (tx: Tx, filter: Filter) => cappedTotal(tx, energyPayment, where(filter));

/** Sums over the filter (a bounded period: the service sets `from` and `before`). */
export async function statistics(tx: Tx, filter: Filter) {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${energyPayment.amount}), 0)::bigint`,
      paid_amount: sql<number>`coalesce(sum(${energyPayment.amount}) filter (where ${energyPayment.state} = 1), 0)::bigint`,
      refunded_amount: sql<number>`coalesce(sum(${energyPayment.amount}) filter (where ${energyPayment.state} = 3), 0)::bigint`,
      unsettled_amount: sql<number>`coalesce(sum(${energyPayment.amount}) filter (where ${energyPayment.state} = 1 and ${energyPayment.settle_state} = 0), 0)::bigint`,
      settled_amount: sql<number>`coalesce(sum(${energyPayment.amount}) filter (where ${energyPayment.settle_state} = 1), 0)::bigint`,
    })
    .from(energyPayment)
    .where(where(filter));
  return {
    count: Number(row!.count),
    amount: Number(row!.amount),
    paid_amount: Number(row!.paid_amount),
    refunded_amount: Number(row!.refunded_amount),
    unsettled_amount: Number(row!.unsettled_amount),
    settled_amount: Number(row!.settled_amount),
  };
}

export async function find(tx: Tx, merchants: Scope, payNo: string, options: { lock?: boolean } = {}) {
  const query = from(tx).where(and(eq(energyPayment.pay_no, payNo), withinScope(energyPayment.merchant, merchants)));
  const [row] = options.lock ? await query.for('update', { of: energyPayment }) : await query;
  return row;
}

type Values = Partial<Omit<typeof energyPayment.$inferInsert, 'id' | 'create_time'>>;

export const update = (tx: Tx, id: number, values: Values) => tx.update(energyPayment).set({ ...values, update_time: new Date() }).where(eq(energyPayment.id, id));

/** A new payment number: `ZF` + the UTC+8 date + the sequence (6 digits). */
export async function nextPayNo(tx: Tx, date: string) {
  const result = await tx.execute(sql`select 'ZF' || ${date.replaceAll('-', '')} || lpad(nextval('energy_payment_no_seq')::text, 6, '0') as no`);
  return (result as unknown as { rows: { no: string }[] }).rows[0]!.no;
}

export const insert = (tx: Tx, values: typeof energyPayment.$inferInsert) => tx.insert(energyPayment).values(values).returning({ id: energyPayment.id });
