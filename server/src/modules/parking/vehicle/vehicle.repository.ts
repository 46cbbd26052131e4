import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { park, parkGate, parkingVehicleMessage } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { cappedTotal } from '../../../shared/paging.js';
import { parkIdOf } from '../../../shared/park-filter.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';

// Every query names the merchants it serves; row-level security is the second line.

export interface Filter {
  merchants: Scope;
  merchant?: number;
  parkCode?: string;
  plate?: string;
  direction?: number;
}

const where = (f: Filter) =>
  and(
    withinScope(parkingVehicleMessage.merchant, f.merchants),
    f.merchant ? eq(parkingVehicleMessage.merchant, f.merchant) : undefined,
    f.parkCode ? sql`${parkingVehicleMessage.park} = ${parkIdOf(f.parkCode)}` : undefined,
    f.plate ? ilike(parkingVehicleMessage.plate, contains(f.plate)) : undefined,
    f.direction !== undefined ? eq(parkingVehicleMessage.direction, f.direction) : undefined,
  );

const columns = {
  id: parkingVehicleMessage.id,
  merchant: parkingVehicleMessage.merchant,
  merchant_name: merchantNameOf(parkingVehicleMessage.merchant),
  park_code: park.park_code,
  park_name: park.park_name,
  gate: parkGate.name,
  direction: parkingVehicleMessage.direction,
  plate: parkingVehicleMessage.plate,
  plate_color: parkingVehicleMessage.plate_color,
  car_type: parkingVehicleMessage.car_type,
  pass_time: parkingVehicleMessage.pass_time,
  record: parkingVehicleMessage.record,
  sender: parkingVehicleMessage.sender,
  create_time: parkingVehicleMessage.create_time,
};

const select = (tx: Tx) => tx.select(columns).from(parkingVehicleMessage).innerJoin(park, eq(park.id, parkingVehicleMessage.park)).innerJoin(parkGate, eq(parkGate.id, parkingVehicleMessage.gate));

export type MessageRow = Awaited<ReturnType<typeof find>> & {};

/** Newest first, on `(merchant, create_time desc, id desc)`; the count stops at COUNT_CAP (messages pile up). */
export const page = (tx: Tx, f: Filter, limit: number, offset: number) =>
  select(tx).where(where(f)).orderBy(desc(parkingVehicleMessage.create_time), desc(parkingVehicleMessage.id)).limit(limit).offset(offset);

export const total = (tx: Tx, f: Filter) => cappedTotal(tx, parkingVehicleMessage, where(f));

export async function find(tx: Tx, id: number) {
  const [row] = await select(tx).where(eq(parkingVehicleMessage.id, id));
  return row;
}

export async function findPark(tx: Tx, parkCode: string) {
  const [row] = await tx.select({ id: park.id, merchant: park.merchant, park_name: park.park_name, status: park.status }).from(park).where(eq(park.park_code, parkCode));
  return row;
}

export async function findGate(tx: Tx, id: number) {
  const [row] = await tx.select({ id: parkGate.id, park: parkGate.park, name: parkGate.name, direction: parkGate.direction, online: parkGate.online }).from(parkGate).where(eq(parkGate.id, id));
  return row;
}

export async function insert(tx: Tx, values: typeof parkingVehicleMessage.$inferInsert) {
  const [row] = await tx.insert(parkingVehicleMessage).values(values).returning({ id: parkingVehicleMessage.id });
  return row!.id;
}
