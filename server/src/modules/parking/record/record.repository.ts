import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Scope, Tx } from '../../../db/client.js';
import { park, parkGate, parkingPlateUpdate, parkingRecord, parkSpace } from '../../../db/schema/index.js';
import { amongKeys, cappedTotal } from '../../../shared/paging.js';
import { parkIdOf, parkRowConditions, type ParkRowFilter } from '../../../shared/park-filter.js';
import { merchantNameOf } from '../../../shared/names.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';

// Every query names the merchants it serves; row-level security is the second line.

const entryGate = alias(parkGate, 'entry_gate');
const exitGate = alias(parkGate, 'exit_gate');

export interface Filter extends ParkRowFilter {
  plateColor?: number;
  carType?: number;
  status?: number;
}

const where = (filter: Filter): SQL | undefined =>
  and(
    ...parkRowConditions({ merchant: parkingRecord.merchant, park: parkingRecord.park, plate: parkingRecord.plate, time: parkingRecord.entry_time }, filter),
    filter.plateColor !== undefined ? eq(parkingRecord.plate_color, filter.plateColor) : undefined,
    filter.carType !== undefined ? eq(parkingRecord.car_type, filter.carType) : undefined,
    filter.status !== undefined ? eq(parkingRecord.status, filter.status) : undefined,
  );

const columns = {
  id: parkingRecord.id,
  merchant: parkingRecord.merchant,
  merchant_name: merchantNameOf(parkingRecord.merchant),
  park: parkingRecord.park,
  park_code: park.park_code,
  park_name: park.park_name,
  plate: parkingRecord.plate,
  plate_color: parkingRecord.plate_color,
  car_type: parkingRecord.car_type,
  entry_time: parkingRecord.entry_time,
  entry_gate: sql<string>`coalesce(${entryGate.name}, '')`,
  exit_time: parkingRecord.exit_time,
  exit_gate: sql<string>`coalesce(${exitGate.name}, '')`,
  status: parkingRecord.status,
  correction_count: sql<number>`(select count(*)::int from ${parkingPlateUpdate} u where u.record = ${parkingRecord.id})`,
};

const selectRecords = (tx: Tx) =>
  tx
    .select(columns)
    .from(parkingRecord)
    .innerJoin(park, eq(park.id, parkingRecord.park))
    .innerJoin(entryGate, eq(entryGate.id, parkingRecord.entry_gate))
    .leftJoin(exitGate, eq(exitGate.id, parkingRecord.exit_gate));

export type RecordRow = Awaited<ReturnType<typeof find>> & {};

/**
 * One page, newest entry first: the page's ids on the `(merchant[, park], entry_time desc, id desc)` index, then only
 * those rows with their names (a deferred join, as the operation log).
 */
export function page(tx: Tx, filter: Filter, limit: number, offset: number) {
  const ids = tx
    .select({ id: parkingRecord.id })
    .from(parkingRecord)
    .where(where(filter))
    .orderBy(desc(parkingRecord.entry_time), desc(parkingRecord.id))
    .limit(limit)
    .offset(offset);
  return selectRecords(tx)
    .where(amongKeys(parkingRecord.id, ids))
    .orderBy(desc(parkingRecord.entry_time), desc(parkingRecord.id));
}

/** Records grow without bound: their total is counted up to COUNT_CAP. */
export const total = (tx: Tx, filter: Filter) => cappedTotal(tx, parkingRecord, where(filter));

export async function find(tx: Tx, id: number, options: { lock?: boolean } = {}) {
  const query = selectRecords(tx).where(eq(parkingRecord.id, id));
  const [row] = options.lock ? await query.for('update', { of: parkingRecord }) : await query;
  return row;
}

export const setPlate = (tx: Tx, id: number, plate: string, plateColor: number) =>
  tx.update(parkingRecord).set({ plate, plate_color: plateColor, update_time: new Date() }).where(eq(parkingRecord.id, id));

/** Closes a record still in the lot as exited at `at` through `gate`; answers whether it was in the lot. */
export async function close(tx: Tx, id: number, at: Date, gate: number) {
  const rows = await tx
    .update(parkingRecord)
    .set({ status: 0, exit_time: sql`greatest(${at}::timestamptz, ${parkingRecord.entry_time})`, exit_gate: gate, update_time: new Date() })
    .where(and(eq(parkingRecord.id, id), eq(parkingRecord.status, 1)))
    .returning({ id: parkingRecord.id });
  return rows.length > 0;
}

// ---- plate corrections ------------------------------------------------------------------------------------------

export interface CorrectionFilter extends ParkRowFilter {
  record?: number;
}

const correctionWhere = (filter: CorrectionFilter) =>
  and(
    withinScope(parkingPlateUpdate.merchant, filter.merchants),
    filter.merchant ? eq(parkingPlateUpdate.merchant, filter.merchant) : undefined,
    filter.parkCode ? sql`${parkingPlateUpdate.park} = ${parkIdOf(filter.parkCode)}` : undefined,
    filter.plate ? or(ilike(parkingPlateUpdate.old_plate, contains(filter.plate)), ilike(parkingPlateUpdate.new_plate, contains(filter.plate))) : undefined,
    filter.record ? eq(parkingPlateUpdate.record, filter.record) : undefined,
    filter.from ? gte(parkingPlateUpdate.create_time, filter.from) : undefined,
    filter.before ? lt(parkingPlateUpdate.create_time, filter.before) : undefined,
  );

const correctionColumns = {
  id: parkingPlateUpdate.id,
  record: parkingPlateUpdate.record,
  merchant: parkingPlateUpdate.merchant,
  merchant_name: merchantNameOf(parkingPlateUpdate.merchant),
  park_code: park.park_code,
  park_name: park.park_name,
  old_plate: parkingPlateUpdate.old_plate,
  new_plate: parkingPlateUpdate.new_plate,
  plate_color: parkingPlateUpdate.plate_color,
  reason: parkingPlateUpdate.reason,
  operator: parkingPlateUpdate.operator,
  create_time: parkingPlateUpdate.create_time,
};

export function correctionPage(tx: Tx, filter: CorrectionFilter, limit: number, offset: number) {
  const ids = tx
    .select({ id: parkingPlateUpdate.id })
    .from(parkingPlateUpdate)
    .where(correctionWhere(filter))
    .orderBy(desc(parkingPlateUpdate.create_time), desc(parkingPlateUpdate.id))
    .limit(limit)
    .offset(offset);
  return tx
    .select(correctionColumns)
    .from(parkingPlateUpdate)
    .innerJoin(park, eq(park.id, parkingPlateUpdate.park))
    .where(amongKeys(parkingPlateUpdate.id, ids))
    .orderBy(desc(parkingPlateUpdate.create_time), desc(parkingPlateUpdate.id));
}

export const correctionTotal = (tx: Tx, filter: CorrectionFilter) => cappedTotal(tx, parkingPlateUpdate, correctionWhere(filter));

export const insertCorrection = async (tx: Tx, values: typeof parkingPlateUpdate.$inferInsert) => {
  const [row] = await tx.insert(parkingPlateUpdate).values(values).returning({ id: parkingPlateUpdate.id });
  return row!.id;
};

// ---- realtime spaces --------------------------------------------------------------------------------------------

/** The parks' spaces: total, the hand-corrected free count if any, and the cars in the lot (the partial index). */
export function spaces(tx: Tx, merchants: Scope, parkCode: string | undefined, limit: number) {
  return tx
    .select({
      id: park.id,
      park_code: park.park_code,
      park_name: park.park_name,
      merchant: park.merchant,
      total_space: park.total_space,
      corrected_free: parkSpace.free_space,
      operator: sql<string>`coalesce(${parkSpace.operator}, '')`,
      update_time: parkSpace.update_time,
      in_lot: sql<number>`(select count(*)::int from ${parkingRecord} r where r.merchant = ${park.merchant} and r.park = ${park.id} and r.status = 1)`,
    })
    .from(park)
    .leftJoin(parkSpace, eq(parkSpace.park, park.id))
    .where(and(withinScope(park.merchant, merchants), parkCode ? eq(park.park_code, parkCode) : undefined))
    .orderBy(park.merchant, park.create_time, park.id)
    .limit(limit);
}

export async function findPark(tx: Tx, parkCode: string) {
  const [row] = await tx.select({ id: park.id, merchant: park.merchant, park_name: park.park_name, total_space: park.total_space }).from(park).where(eq(park.park_code, parkCode)).for('update', { of: park });
  return row;
}

export const upsertSpace = (tx: Tx, values: { park: number; merchant: number; free_space: number; operator: string }) =>
  tx
    .insert(parkSpace)
    .values({ ...values, update_time: new Date() })
    .onConflictDoUpdate({ target: parkSpace.park, set: { free_space: values.free_space, operator: values.operator, update_time: new Date() } });

export async function previousSpace(tx: Tx, parkId: number) {
  const [row] = await tx.select({ free_space: parkSpace.free_space }).from(parkSpace).where(eq(parkSpace.park, parkId));
  return row?.free_space;
}


// ---- vehicle messages (the parking systems' and the partner's vehicle mock) ----------------------------------------

/** The car of this plate still in the park (its newest open record), locked: one message at a time moves it. */
export async function inLotOf(tx: Tx, parkId: number, merchant: number, plate: string) {
  const [row] = await tx
    .select({ id: parkingRecord.id, entry_time: parkingRecord.entry_time, car_type: parkingRecord.car_type, plate_color: parkingRecord.plate_color })
    .from(parkingRecord)
    .where(and(eq(parkingRecord.merchant, merchant), eq(parkingRecord.park, parkId), eq(parkingRecord.status, 1), eq(parkingRecord.plate, plate)))
    .orderBy(desc(parkingRecord.entry_time))
    .limit(1)
    .for('update');
  return row;
}

export async function insertRecord(tx: Tx, values: { merchant: number; park: number; plate: string; plate_color: number; car_type: number; entry_time: Date; entry_gate: number }) {
  const [row] = await tx.insert(parkingRecord).values({ ...values, status: 1 }).returning({ id: parkingRecord.id });
  return row!.id;
}

/** Messages of one plate at one park are taken one at a time (two entries at once cannot both open a record). */
export const lockPlate = (tx: Tx, parkId: number, plate: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`parking_record:${parkId}:${plate}`}))`);
