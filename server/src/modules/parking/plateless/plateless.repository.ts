import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/client.js';
import { park, parkGate, parkingPlateless } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { amongKeys, cappedTotal } from '../../../shared/paging.js';
import { parkRowConditions, type ParkRowFilter } from '../../../shared/park-filter.js';
import { contains } from '../../../shared/text.js';

// Every query names the merchants it serves; row-level security is the second line.

export interface Filter extends ParkRowFilter {
  ticketNo?: string;
  channel?: number;
  status?: number;
}

const where = (f: Filter): SQL | undefined =>
  and(
    ...parkRowConditions({ merchant: parkingPlateless.merchant, park: parkingPlateless.park, time: parkingPlateless.entry_time }, f),
    f.ticketNo ? ilike(parkingPlateless.ticket_no, contains(f.ticketNo)) : undefined,
    f.channel ? eq(parkingPlateless.channel, f.channel) : undefined,
    f.status !== undefined ? eq(parkingPlateless.status, f.status) : undefined,
  );

const exitGate = alias(parkGate, 'exit_gate');

const select = (tx: Tx) =>
  tx
    .select({
      id: parkingPlateless.id,
      merchant: parkingPlateless.merchant,
      merchant_name: merchantNameOf(parkingPlateless.merchant),
      park_code: park.park_code,
      park_name: park.park_name,
      ticket_no: parkingPlateless.ticket_no,
      channel: parkingPlateless.channel,
      mobile: parkingPlateless.mobile,
      entry_time: parkingPlateless.entry_time,
      entry_gate: parkGate.name,
      exit_time: parkingPlateless.exit_time,
      exit_gate: sql<string>`coalesce(${exitGate.name}, '')`,
      amount: parkingPlateless.amount,
      status: parkingPlateless.status,
    })
    .from(parkingPlateless)
    .innerJoin(park, eq(park.id, parkingPlateless.park))
    .innerJoin(parkGate, eq(parkGate.id, parkingPlateless.entry_gate))
    .leftJoin(exitGate, eq(exitGate.id, parkingPlateless.exit_gate));

export function page(tx: Tx, f: Filter, limit: number, offset: number) {
  const ids = tx.select({ id: parkingPlateless.id }).from(parkingPlateless).where(where(f)).orderBy(desc(parkingPlateless.entry_time), desc(parkingPlateless.id)).limit(limit).offset(offset);
  return select(tx).where(amongKeys(parkingPlateless.id, ids)).orderBy(desc(parkingPlateless.entry_time), desc(parkingPlateless.id));
}

export const total = (tx: Tx, f: Filter) => cappedTotal(tx, parkingPlateless, where(f));

export async function sums(tx: Tx, f: Filter) {
  const [row] = await tx
    .select({
      in_lot: sql<number>`count(*) filter (where ${parkingPlateless.status} = 1)::int`.mapWith(Number),
      amount_total: sql<number>`coalesce(sum(${parkingPlateless.amount}), 0)::bigint`.mapWith(Number),
    })
    .from(parkingPlateless)
    .where(where(f));
  return row!;
}
