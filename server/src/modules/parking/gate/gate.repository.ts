import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { park, parkGate, parkingRecord } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { parkRowConditions, type ParkRowFilter } from '../../../shared/park-filter.js';
import { contains } from '../../../shared/text.js';

// Every query names the merchants it serves; row-level security is the second line.

export interface Filter extends Omit<ParkRowFilter, 'plate' | 'from' | 'before'> {
  keywords?: string;
  direction?: number;
  online?: boolean;
}

/** The filter's conditions; `withState: false` leaves the online state out (the counts by state). */
const where = (filter: Filter, withState = true): SQL | undefined =>
  and(
    ...parkRowConditions({ merchant: parkGate.merchant, park: parkGate.park, time: parkGate.update_time }, filter),
    filter.keywords ? or(ilike(parkGate.name, contains(filter.keywords)), ilike(parkGate.device_serial, contains(filter.keywords))) : undefined,
    filter.direction !== undefined ? eq(parkGate.direction, filter.direction) : undefined,
    withState && filter.online !== undefined ? eq(parkGate.online, filter.online) : undefined,
  );

/**
 * A park's lanes, offline first, then by park and name. Today's entries and the last entry (within 7 days) are read per
 * lane of the page on the records' `(merchant, park, entry_time)` index, bounded by time, so a busy park's history is
 * never walked. A park has a handful of lanes: the list pages with OFFSET and counts exactly.
 */
export function page(tx: Tx, filter: Filter, limit: number, offset: number, today: Date, weekAgo: Date) {
  const since = (from: Date) =>
    sql`${parkingRecord.merchant} = ${parkGate.merchant} and ${parkingRecord.park} = ${parkGate.park} and ${parkingRecord.entry_gate} = ${parkGate.id} and ${parkingRecord.entry_time} >= ${from}`;
  return tx
    .select({
      id: parkGate.id,
      merchant: parkGate.merchant,
      merchant_name: merchantNameOf(parkGate.merchant),
      park_code: park.park_code,
      park_name: park.park_name,
      name: parkGate.name,
      direction: parkGate.direction,
      device_serial: parkGate.device_serial,
      online: parkGate.online,
      today_entries: sql<number>`(select count(*)::int from ${parkingRecord} where ${since(today)})`,
      last_entry_time: sql<Date | null>`(select max(${parkingRecord.entry_time}) from ${parkingRecord} where ${since(weekAgo)})`.mapWith((v: string | Date | null) => (v === null ? null : new Date(v))),
      update_time: parkGate.update_time,
    })
    .from(parkGate)
    .innerJoin(park, eq(park.id, parkGate.park))
    .where(where(filter))
    .orderBy(asc(parkGate.online), asc(park.park_code), asc(parkGate.name), asc(parkGate.id))
    .limit(limit)
    .offset(offset);
}

/** How many lanes the filter finds, and how many of them (whatever the state filter) are on and off line. */
export async function counts(tx: Tx, filter: Filter) {
  const [found] = await tx.select({ n: count() }).from(parkGate).where(where(filter));
  const states = await tx.select({ online: parkGate.online, n: count() }).from(parkGate).where(where(filter, false)).groupBy(parkGate.online);
  const online = states.find((s) => s.online)?.n ?? 0;
  const offline = states.find((s) => !s.online)?.n ?? 0;
  return { found: found?.n ?? 0, total: online + offline, online, offline };
}

