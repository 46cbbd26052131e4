import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { energyPayment, energyReplenish, energyReplenishLog, energyStation } from '../../../db/schema/index.js';
import { merchantNameOf, qualified } from '../../../shared/names.js';
import { amongKeys, cappedTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';
import { startsWith } from '../../../shared/text.js';

// Every query names the merchants it serves; row-level security is the second line. Sessions grow without bound: pages
// come from the (merchant, start_time) or (merchant, station, start_time) index, totals are capped.

const columns = {
  id: energyReplenish.id,
  order_no: energyReplenish.order_no,
  merchant: energyReplenish.merchant,
  merchant_name: merchantNameOf(energyReplenish.merchant),
  station: energyReplenish.station,
  station_code: energyStation.station_code,
  station_name: energyStation.name,
  device: energyReplenish.device,
  device_code: energyReplenish.device_code,
  port_no: energyReplenish.port_no,
  start_type: energyReplenish.start_type,
  card_no: energyReplenish.card_no,
  vin: energyReplenish.vin,
  plate: energyReplenish.plate,
  start_time: energyReplenish.start_time,
  end_time: energyReplenish.end_time,
  meter_start: energyReplenish.meter_start,
  meter_end: energyReplenish.meter_end,
  energy_wh: energyReplenish.energy_wh,
  buckets: energyReplenish.buckets,
  elec_amount: energyReplenish.elec_amount,
  service_amount: energyReplenish.service_amount,
  park_amount: energyReplenish.park_amount,
  total_amount: energyReplenish.total_amount,
  state: energyReplenish.state,
  stop_reason: energyReplenish.stop_reason,
  review_state: energyReplenish.review_state,
  reviewer: energyReplenish.reviewer,
  review_time: energyReplenish.review_time,
  review_note: energyReplenish.review_note,
  pay_no: sql<string>`coalesce((select p.pay_no from ${energyPayment} p where p.replenish = ${qualified(energyReplenish.id)}), '')`,
  create_time: energyReplenish.create_time,
  update_time: energyReplenish.update_time,
};

export type ReplenishRow = NonNullable<Awaited<ReturnType<typeof find>>>;

export interface Filter {
  merchants: Scope;
  merchant?: number;
  station_code?: string;
  order_no?: string;
  state?: number;
  start_type?: number;
  review_state?: number;
  keywords?: string;
  device_code?: string;
  /** start_time ≥ from */
  from?: Date;
  /** start_time < before */
  before?: Date;
}

export const where = (f: Filter): SQL | undefined =>
  and(
    withinScope(energyReplenish.merchant, f.merchants),
    f.merchant ? eq(energyReplenish.merchant, f.merchant) : undefined,
    f.station_code ? sql`${qualified(energyReplenish.station)} = (select s.id from ${energyStation} s where s.station_code = ${f.station_code})` : undefined,
    f.order_no ? ilike(energyReplenish.order_no, startsWith(f.order_no)) : undefined,
    f.state !== undefined ? eq(energyReplenish.state, f.state) : undefined,
    f.start_type !== undefined ? eq(energyReplenish.start_type, f.start_type) : undefined,
    f.review_state !== undefined ? eq(energyReplenish.review_state, f.review_state) : undefined,
    f.keywords
      ? or(ilike(energyReplenish.card_no, startsWith(f.keywords)), ilike(energyReplenish.vin, startsWith(f.keywords)), eq(energyReplenish.plate, f.keywords))
      : undefined,
    f.device_code ? eq(energyReplenish.device_code, f.device_code) : undefined,
    f.from ? gte(energyReplenish.start_time, f.from) : undefined,
    f.before ? lt(energyReplenish.start_time, f.before) : undefined,
  );

const from = (tx: Tx) => tx.select(columns).from(energyReplenish).innerJoin(energyStation, eq(energyStation.id, energyReplenish.station));

/** Newest start first: the page's ids on the tenant-first index alone, then only those rows (a deferred join). */
export function page(tx: Tx, filter: Filter, limit: number, offset: number) {
  const ids = tx
    .select({ id: energyReplenish.id })
    .from(energyReplenish)
    .where(where(filter))
    .orderBy(desc(energyReplenish.start_time), desc(energyReplenish.id))
    .limit(limit)
    .offset(offset);
  return from(tx).where(amongKeys(energyReplenish.id, ids)).orderBy(desc(energyReplenish.start_time), desc(energyReplenish.id));
}

export const total = (tx: Tx, filter: Filter) => cappedTotal(tx, energyReplenish, where(filter));

/** Sums over the filter (a bounded period: the service sets `from` and `before`). */
export async function statistics(tx: Tx, filter: Filter) {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      charging: sql<number>`count(*) filter (where ${energyReplenish.state} = 1)::int`,
      energy_wh: sql<number>`coalesce(sum(${energyReplenish.energy_wh}), 0)::bigint`,
      elec_amount: sql<number>`coalesce(sum(${energyReplenish.elec_amount}), 0)::bigint`,
      service_amount: sql<number>`coalesce(sum(${energyReplenish.service_amount}), 0)::bigint`,
      total_amount: sql<number>`coalesce(sum(${energyReplenish.total_amount}), 0)::bigint`,
    })
    .from(energyReplenish)
    .where(where(filter));
  return { count: Number(row!.count), charging: Number(row!.charging), energy_wh: Number(row!.energy_wh), elec_amount: Number(row!.elec_amount), service_amount: Number(row!.service_amount), total_amount: Number(row!.total_amount) };
}

export async function find(tx: Tx, merchants: Scope, orderNo: string, options: { lock?: boolean } = {}) {
  const query = from(tx).where(and(eq(energyReplenish.order_no, orderNo), withinScope(energyReplenish.merchant, merchants)));
  const [row] = options.lock ? await query.for('update', { of: energyReplenish }) : await query;
  return row;
}

export async function findById(tx: Tx, id: number) {
  const [row] = await from(tx).where(eq(energyReplenish.id, id));
  return row;
}

type Values = Partial<Omit<typeof energyReplenish.$inferInsert, 'id' | 'create_time'>>;

export const update = (tx: Tx, id: number, values: Values) => tx.update(energyReplenish).set({ ...values, update_time: new Date() }).where(eq(energyReplenish.id, id));

// ---- the session's log -------------------------------------------------------------------------------------------

export const logsOf = (tx: Tx, merchantId: number, replenish: number) =>
  tx
    .select({
      id: energyReplenishLog.id,
      kind: energyReplenishLog.kind,
      log_time: energyReplenishLog.log_time,
      meter_wh: energyReplenishLog.meter_wh,
      power_w: energyReplenishLog.power_w,
      message: energyReplenishLog.message,
      operator: energyReplenishLog.operator,
    })
    .from(energyReplenishLog)
    .where(and(eq(energyReplenishLog.merchant, merchantId), eq(energyReplenishLog.replenish, replenish)))
    .orderBy(asc(energyReplenishLog.log_time), asc(energyReplenishLog.id));

/** The gateway's last meter reading of a session (none: the start reading). */
export async function lastMeter(tx: Tx, merchantId: number, replenish: number) {
  const [row] = await tx
    .select({ meter_wh: energyReplenishLog.meter_wh, log_time: energyReplenishLog.log_time })
    .from(energyReplenishLog)
    .where(and(eq(energyReplenishLog.merchant, merchantId), eq(energyReplenishLog.replenish, replenish), sql`${energyReplenishLog.meter_wh} is not null`))
    .orderBy(desc(energyReplenishLog.log_time), desc(energyReplenishLog.id))
    .limit(1);
  return row;
}

export const addLog = (tx: Tx, values: typeof energyReplenishLog.$inferInsert) => tx.insert(energyReplenishLog).values(values);
