import { and, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { energyParkingPayment, energyParkingRecord, energyStation } from '../../../db/schema/index.js';
import { merchantNameOf, qualified } from '../../../shared/names.js';
import { amongKeys, cappedTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';
import { startsWith } from '../../../shared/text.js';

// Parking records and parking fee orders. Every query names the merchants it serves; row-level security is the second
// line. Pages come from the tenant-first indexes (records by entry time, orders by creation); totals are capped.

const recordColumns = {
  id: energyParkingRecord.id,
  record_no: energyParkingRecord.record_no,
  merchant: energyParkingRecord.merchant,
  merchant_name: merchantNameOf(energyParkingRecord.merchant),
  station_code: energyStation.station_code,
  station_name: energyStation.name,
  space_no: energyParkingRecord.space_no,
  plate: energyParkingRecord.plate,
  entry_time: energyParkingRecord.entry_time,
  exit_time: energyParkingRecord.exit_time,
  state: energyParkingRecord.state,
  order_no: energyParkingRecord.order_no,
  charge_start: energyParkingRecord.charge_start,
  charge_end: energyParkingRecord.charge_end,
  fee_mode: energyParkingRecord.fee_mode,
  park_minutes: energyParkingRecord.park_minutes,
  free_minutes: energyParkingRecord.free_minutes,
  fee_minutes: energyParkingRecord.fee_minutes,
  fee: energyParkingRecord.fee,
  pay_no: sql<string | null>`${energyParkingPayment.pay_no}`,
  pay_state: sql<number | null>`${energyParkingPayment.state}`,
  create_time: energyParkingRecord.create_time,
  update_time: energyParkingRecord.update_time,
};
export type RecordRow = NonNullable<Awaited<ReturnType<typeof findRecord>>>;

export interface RecordFilter {
  merchants: Scope;
  merchant?: number;
  station_code?: string;
  record_no?: string;
  plate?: string;
  state?: number;
  fee_mode?: number;
  charged?: number;
  from?: Date;
  before?: Date;
}

const stationIs = (column: SQL, code: string) => sql`${column} = (select s.id from ${energyStation} s where s.station_code = ${code})`;

const recordWhere = (f: RecordFilter) =>
  and(
    withinScope(energyParkingRecord.merchant, f.merchants),
    f.merchant ? eq(energyParkingRecord.merchant, f.merchant) : undefined,
    f.station_code ? stationIs(qualified(energyParkingRecord.station), f.station_code) : undefined,
    f.record_no ? ilike(energyParkingRecord.record_no, startsWith(f.record_no)) : undefined,
    f.plate ? eq(energyParkingRecord.plate, f.plate) : undefined,
    f.state !== undefined ? eq(energyParkingRecord.state, f.state) : undefined,
    f.fee_mode !== undefined ? eq(energyParkingRecord.fee_mode, f.fee_mode) : undefined,
    f.charged === 1 ? sql`${energyParkingRecord.fee} > 0` : f.charged === 0 ? eq(energyParkingRecord.fee, 0) : undefined,
    f.from ? gte(energyParkingRecord.entry_time, f.from) : undefined,
    f.before ? lt(energyParkingRecord.entry_time, f.before) : undefined,
  );

const records = (tx: Tx) =>
  tx
    .select(recordColumns)
    .from(energyParkingRecord)
    .innerJoin(energyStation, eq(energyStation.id, energyParkingRecord.station))
    .leftJoin(energyParkingPayment, eq(energyParkingPayment.record, energyParkingRecord.id));

/** Newest entry first: the page's ids on the tenant-first index alone, then only those rows. */
export function recordPage(tx: Tx, filter: RecordFilter, limit: number, offset: number) {
  const order = [desc(energyParkingRecord.entry_time), desc(energyParkingRecord.id)];
  const ids = tx.select({ id: energyParkingRecord.id }).from(energyParkingRecord).where(recordWhere(filter)).orderBy(...order).limit(limit).offset(offset);
  return records(tx).where(amongKeys(energyParkingRecord.id, ids)).orderBy(...order);
}

export const recordTotal = (tx: Tx, filter: RecordFilter) => cappedTotal(tx, energyParkingRecord, recordWhere(filter));

export async function findRecord(tx: Tx, merchants: Scope, recordNo: string) {
  const [row] = await records(tx).where(and(eq(energyParkingRecord.record_no, recordNo), withinScope(energyParkingRecord.merchant, merchants)));
  return row;
}

// ---- parking fee orders ------------------------------------------------------------------------------------------

const paymentColumns = {
  id: energyParkingPayment.id,
  pay_no: energyParkingPayment.pay_no,
  record_no: energyParkingRecord.record_no,
  order_no: energyParkingRecord.order_no,
  merchant: energyParkingPayment.merchant,
  merchant_name: merchantNameOf(energyParkingPayment.merchant),
  station_code: energyStation.station_code,
  station_name: energyStation.name,
  plate: energyParkingRecord.plate,
  entry_time: energyParkingRecord.entry_time,
  exit_time: energyParkingRecord.exit_time,
  park_minutes: energyParkingRecord.park_minutes,
  free_minutes: energyParkingRecord.free_minutes,
  amount: energyParkingPayment.amount,
  pay_mode: energyParkingPayment.pay_mode,
  state: energyParkingPayment.state,
  pay_time: energyParkingPayment.pay_time,
  refunded: energyParkingPayment.refunded,
  revoke_reason: energyParkingPayment.revoke_reason,
  revoker: energyParkingPayment.revoker,
  revoke_time: energyParkingPayment.revoke_time,
  create_time: energyParkingPayment.create_time,
  update_time: energyParkingPayment.update_time,
};
export type PaymentRow = NonNullable<Awaited<ReturnType<typeof findPayment>>>;

export interface PaymentFilter {
  merchants: Scope;
  merchant?: number;
  station_code?: string;
  pay_no?: string;
  plate?: string;
  state?: number;
  pay_mode?: number;
  from?: Date;
  before?: Date;
}

const paymentWhere = (f: PaymentFilter) =>
  and(
    withinScope(energyParkingPayment.merchant, f.merchants),
    f.merchant ? eq(energyParkingPayment.merchant, f.merchant) : undefined,
    f.station_code || f.plate
      ? sql`${qualified(energyParkingPayment.record)} in (select r.id from ${energyParkingRecord} r where r.merchant = ${qualified(energyParkingPayment.merchant)}${
          f.station_code ? sql` and ${stationIs(sql`r.station`, f.station_code)}` : sql``
        }${f.plate ? sql` and r.plate = ${f.plate}` : sql``})`
      : undefined,
    f.pay_no ? ilike(energyParkingPayment.pay_no, startsWith(f.pay_no)) : undefined,
    f.state !== undefined ? eq(energyParkingPayment.state, f.state) : undefined,
    f.pay_mode !== undefined ? eq(energyParkingPayment.pay_mode, f.pay_mode) : undefined,
    f.from ? gte(energyParkingPayment.create_time, f.from) : undefined,
    f.before ? lt(energyParkingPayment.create_time, f.before) : undefined,
  );

const payments = (tx: Tx) =>
  tx
    .select(paymentColumns)
    .from(energyParkingPayment)
    .innerJoin(energyParkingRecord, eq(energyParkingRecord.id, energyParkingPayment.record))
    .innerJoin(energyStation, eq(energyStation.id, energyParkingRecord.station));

export function paymentPage(tx: Tx, filter: PaymentFilter, limit: number, offset: number) {
  const order = [desc(energyParkingPayment.create_time), desc(energyParkingPayment.id)];
  const ids = tx.select({ id: energyParkingPayment.id }).from(energyParkingPayment).where(paymentWhere(filter)).orderBy(...order).limit(limit).offset(offset);
  return payments(tx).where(amongKeys(energyParkingPayment.id, ids)).orderBy(...order);
}

export const paymentTotal = (tx: Tx, filter: PaymentFilter) => cappedTotal(tx, energyParkingPayment, paymentWhere(filter));

export async function findPayment(tx: Tx, merchants: Scope, payNo: string, options: { lock?: boolean } = {}) {
  const query = payments(tx).where(and(eq(energyParkingPayment.pay_no, payNo), withinScope(energyParkingPayment.merchant, merchants)));
  const [row] = options.lock ? await query.for('update', { of: energyParkingPayment }) : await query;
  return row;
}

type PaymentValues = Partial<Omit<typeof energyParkingPayment.$inferInsert, 'id' | 'create_time'>>;
export const updatePayment = (tx: Tx, id: number, values: PaymentValues) => tx.update(energyParkingPayment).set({ ...values, update_time: new Date() }).where(eq(energyParkingPayment.id, id));
