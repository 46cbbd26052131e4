import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { energyDevice, energyParkingRecord, energyParkingSetting, energyParkSpace, energyPort, energyStation } from '../../../db/schema/index.js';
import { qualified } from '../../../shared/names.js';
import { exactTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';
import { startsWith } from '../../../shared/text.js';

// A station's parking setting and spaces: the service has found the station in the caller's scope first, so every
// query here is of that station (its merchant first, as the indexes lead).

export async function settingOf(tx: Tx, merchantId: number, stationId: number) {
  const [row] = await tx.select().from(energyParkingSetting).where(and(eq(energyParkingSetting.merchant, merchantId), eq(energyParkingSetting.station, stationId)));
  return row;
}

type SettingValues = Pick<typeof energyParkingSetting.$inferInsert, 'mode' | 'free_minutes' | 'unit_minutes' | 'unit_price' | 'day_cap'>;
export const saveSetting = (tx: Tx, merchantId: number, stationId: number, values: SettingValues) =>
  tx
    .insert(energyParkingSetting)
    .values({ merchant: merchantId, station: stationId, ...values })
    .onConflictDoUpdate({ target: energyParkingSetting.station, set: { ...values, update_time: new Date() } });

/** The car parked on a space now ('' when free): the one 在场 record of the space. */
const parkedPlate = sql<string>`coalesce((select r.plate from ${energyParkingRecord} r where r.space = ${qualified(energyParkSpace.id)} and r.state = 1 order by r.entry_time desc limit 1), '')`;

const spaceColumns = {
  id: energyParkSpace.id,
  merchant: energyParkSpace.merchant,
  station: energyParkSpace.station,
  station_code: energyStation.station_code,
  station_name: energyStation.name,
  space_no: energyParkSpace.space_no,
  port: energyParkSpace.port,
  device_code: sql<string>`coalesce(${energyDevice.device_code}, '')`,
  port_no: sql<number | null>`${energyPort.port_no}`,
  remark: energyParkSpace.remark,
  plate: parkedPlate,
  create_time: energyParkSpace.create_time,
};
export type SpaceRow = NonNullable<Awaited<ReturnType<typeof findSpace>>>;

const spaces = (tx: Tx) =>
  tx
    .select(spaceColumns)
    .from(energyParkSpace)
    .innerJoin(energyStation, eq(energyStation.id, energyParkSpace.station))
    .leftJoin(energyPort, eq(energyPort.id, energyParkSpace.port))
    .leftJoin(energyDevice, eq(energyDevice.id, energyPort.device));

const occupiedSql = sql`exists (select 1 from ${energyParkingRecord} r where r.space = ${qualified(energyParkSpace.id)} and r.state = 1)`;

const spaceWhere = (merchantId: number, stationId: number, f: { space_no?: string; occupied?: number }) =>
  and(
    eq(energyParkSpace.merchant, merchantId),
    eq(energyParkSpace.station, stationId),
    f.space_no ? ilike(energyParkSpace.space_no, startsWith(f.space_no)) : undefined,
    f.occupied === 1 ? occupiedSql : f.occupied === 0 ? sql`not ${occupiedSql}` : undefined,
  );

/** A station's spaces in number order (a station has tens, not thousands: an exact count). */
export const spacePage = (tx: Tx, merchantId: number, stationId: number, f: { space_no?: string; occupied?: number }, limit: number, offset: number) =>
  spaces(tx).where(spaceWhere(merchantId, stationId, f)).orderBy(asc(energyParkSpace.space_no), asc(energyParkSpace.id)).limit(limit).offset(offset);

export const spaceTotal = (tx: Tx, merchantId: number, stationId: number, f: { space_no?: string; occupied?: number }) => exactTotal(tx, energyParkSpace, spaceWhere(merchantId, stationId, f));

/** A space among the merchants given (the service passes the caller's scope for the action). */
export async function findSpace(tx: Tx, merchants: Scope, id: number, options: { lock?: boolean } = {}) {
  const query = spaces(tx).where(and(eq(energyParkSpace.id, id), withinScope(energyParkSpace.merchant, merchants)));
  const [row] = options.lock ? await query.for('update', { of: energyParkSpace }) : await query;
  return row;
}

/** The port `port_no` of charger `deviceCode` at the station, if there is one. */
export async function portAt(tx: Tx, merchantId: number, stationId: number, deviceCode: string, portNo: number) {
  const [row] = await tx
    .select({ id: energyPort.id })
    .from(energyPort)
    .innerJoin(energyDevice, eq(energyDevice.id, energyPort.device))
    .where(and(eq(energyDevice.merchant, merchantId), eq(energyDevice.station, stationId), eq(energyDevice.device_code, deviceCode), eq(energyPort.port_no, portNo)));
  return row;
}

/** Another space of the station bound to the same port. */
export async function spaceOfPort(tx: Tx, merchantId: number, port: number, except?: number) {
  const [row] = await tx
    .select({ id: energyParkSpace.id, space_no: energyParkSpace.space_no })
    .from(energyParkSpace)
    .where(and(eq(energyParkSpace.merchant, merchantId), eq(energyParkSpace.port, port), except ? sql`${energyParkSpace.id} <> ${except}` : undefined));
  return row;
}

type SpaceValues = Pick<typeof energyParkSpace.$inferInsert, 'space_no' | 'port' | 'remark'>;
export const insertSpace = (tx: Tx, merchantId: number, stationId: number, values: SpaceValues) =>
  tx.insert(energyParkSpace).values({ merchant: merchantId, station: stationId, ...values }).returning({ id: energyParkSpace.id });
export const updateSpace = (tx: Tx, id: number, values: SpaceValues) => tx.update(energyParkSpace).set({ ...values, update_time: new Date() }).where(eq(energyParkSpace.id, id));
export const removeSpace = (tx: Tx, id: number) => tx.delete(energyParkSpace).where(eq(energyParkSpace.id, id));
