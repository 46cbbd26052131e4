import { and, count, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { energyAlarm, energyStation } from '../../../db/schema/index.js';
import { merchantNameOf, qualified } from '../../../shared/names.js';
import { withinScope } from '../../../shared/scope.js';

// Every query names the merchants it serves; row-level security is the second line.

const columns = {
  id: energyAlarm.id,
  merchant: energyAlarm.merchant,
  merchant_name: merchantNameOf(energyAlarm.merchant),
  station_code: energyStation.station_code,
  station_name: energyStation.name,
  device_code: energyAlarm.device_code,
  port_no: energyAlarm.port_no,
  level: energyAlarm.level,
  kind: energyAlarm.kind,
  message: energyAlarm.message,
  alarm_time: energyAlarm.alarm_time,
  process: energyAlarm.process,
  processor: energyAlarm.processor,
  process_time: energyAlarm.process_time,
  note: energyAlarm.note,
};

export type AlarmRow = NonNullable<Awaited<ReturnType<typeof find>>>;

export interface Filter {
  merchants: Scope;
  merchant?: number;
  station_code?: string;
  device_code?: string;
  level?: number;
  kind?: string;
  process?: number;
  /** alarm_time ≥ from */
  from?: Date;
  /** alarm_time ≤ to (an instant) or < before (the day after a date) */
  to?: Date;
  before?: Date;
}

export const where = (filter: Filter) =>
  and(
    withinScope(energyAlarm.merchant, filter.merchants),
    filter.merchant ? eq(energyAlarm.merchant, filter.merchant) : undefined,
    filter.station_code ? sql`${qualified(energyAlarm.station)} = (select s.id from ${energyStation} s where s.station_code = ${filter.station_code})` : undefined,
    filter.device_code ? eq(energyAlarm.device_code, filter.device_code) : undefined,
    filter.level !== undefined ? eq(energyAlarm.level, filter.level) : undefined,
    filter.kind ? eq(energyAlarm.kind, filter.kind) : undefined,
    filter.process !== undefined ? eq(energyAlarm.process, filter.process) : undefined,
    filter.from ? gte(energyAlarm.alarm_time, filter.from) : undefined,
    filter.to ? lte(energyAlarm.alarm_time, filter.to) : undefined,
    filter.before ? lt(energyAlarm.alarm_time, filter.before) : undefined,
  );

const from = (tx: Tx) => tx.select(columns).from(energyAlarm).innerJoin(energyStation, eq(energyStation.id, energyAlarm.station));

/** Newest first. */
export const page = (tx: Tx, filter: Filter, limit: number, offset: number) =>
  from(tx).where(where(filter)).orderBy(desc(energyAlarm.alarm_time), desc(energyAlarm.id)).limit(limit).offset(offset);

export async function find(tx: Tx, merchants: Scope, id: number, options: { lock?: boolean } = {}) {
  const query = from(tx).where(and(eq(energyAlarm.id, id), withinScope(energyAlarm.merchant, merchants)));
  const [row] = options.lock ? await query.for('update', { of: energyAlarm }) : await query;
  return row;
}

/** Exact count (the to-do: unprocessed alarms of a bounded period, on the pending index). */
export async function total(tx: Tx, filter: Filter) {
  const [row] = await tx.select({ n: count() }).from(energyAlarm).where(where(filter));
  return row?.n ?? 0;
}

export const process = (tx: Tx, id: number, values: { processor: string; note: string; process_time: Date }) =>
  tx.update(energyAlarm).set({ ...values, process: 1 }).where(and(eq(energyAlarm.id, id), eq(energyAlarm.process, 0)));
