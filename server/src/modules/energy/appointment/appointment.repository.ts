import { and, desc, eq, gte, ilike, lt, sql } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { energyAppointment, energyStation } from '../../../db/schema/index.js';
import { merchantNameOf, qualified } from '../../../shared/names.js';
import { amongKeys, cappedTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';
import { startsWith } from '../../../shared/text.js';

// Charging reservations. Every query names the merchants it serves; row-level security is the second line. Pages come
// from the (merchant, start_time) index; totals are capped.

const columns = {
  id: energyAppointment.id,
  appointment_no: energyAppointment.appointment_no,
  merchant: energyAppointment.merchant,
  merchant_name: merchantNameOf(energyAppointment.merchant),
  station_code: energyStation.station_code,
  station_name: energyStation.name,
  device_code: energyAppointment.device_code,
  port_no: energyAppointment.port_no,
  user_name: energyAppointment.user_name,
  mobile: energyAppointment.mobile,
  plate: energyAppointment.plate,
  start_time: energyAppointment.start_time,
  end_time: energyAppointment.end_time,
  state: energyAppointment.state,
  order_no: energyAppointment.order_no,
  cancel_by: energyAppointment.cancel_by,
  cancel_reason: energyAppointment.cancel_reason,
  canceller: energyAppointment.canceller,
  cancel_time: energyAppointment.cancel_time,
  create_time: energyAppointment.create_time,
  update_time: energyAppointment.update_time,
};
export type AppointmentRow = NonNullable<Awaited<ReturnType<typeof find>>>;

export interface Filter {
  merchants: Scope;
  merchant?: number;
  station_code?: string;
  appointment_no?: string;
  mobile?: string;
  plate?: string;
  state?: number;
  from?: Date;
  before?: Date;
}

const where = (f: Filter) =>
  and(
    withinScope(energyAppointment.merchant, f.merchants),
    f.merchant ? eq(energyAppointment.merchant, f.merchant) : undefined,
    f.station_code ? sql`${qualified(energyAppointment.station)} = (select s.id from ${energyStation} s where s.station_code = ${f.station_code})` : undefined,
    f.appointment_no ? ilike(energyAppointment.appointment_no, startsWith(f.appointment_no)) : undefined,
    f.mobile ? eq(energyAppointment.mobile, f.mobile) : undefined,
    f.plate ? eq(energyAppointment.plate, f.plate) : undefined,
    f.state !== undefined ? eq(energyAppointment.state, f.state) : undefined,
    f.from ? gte(energyAppointment.start_time, f.from) : undefined,
    f.before ? lt(energyAppointment.start_time, f.before) : undefined,
  );

const from = (tx: Tx) => tx.select(columns).from(energyAppointment).innerJoin(energyStation, eq(energyStation.id, energyAppointment.station));

/** The latest window first: the page's ids on the tenant-first index alone, then only those rows. */
export function page(tx: Tx, filter: Filter, limit: number, offset: number) {
  const order = [desc(energyAppointment.start_time), desc(energyAppointment.id)];
  const ids = tx.select({ id: energyAppointment.id }).from(energyAppointment).where(where(filter)).orderBy(...order).limit(limit).offset(offset);
  return from(tx).where(amongKeys(energyAppointment.id, ids)).orderBy(...order);
}

export const total = (tx: Tx, filter: Filter) => cappedTotal(tx, energyAppointment, where(filter));

export async function find(tx: Tx, merchants: Scope, no: string, options: { lock?: boolean } = {}) {
  const query = from(tx).where(and(eq(energyAppointment.appointment_no, no), withinScope(energyAppointment.merchant, merchants)));
  const [row] = options.lock ? await query.for('update', { of: energyAppointment }) : await query;
  return row;
}

type Values = Partial<Omit<typeof energyAppointment.$inferInsert, 'id' | 'create_time'>>;
export const update = (tx: Tx, id: number, values: Values) => tx.update(energyAppointment).set({ ...values, update_time: new Date() }).where(eq(energyAppointment.id, id));
