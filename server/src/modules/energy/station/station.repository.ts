import { and, asc, count, desc, eq, ilike, like, or, sql } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { energyDevice, energyPort, energyStation } from '../../../db/schema/index.js';
import { merchantNameOf, qualified } from '../../../shared/names.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';

// Every query names the merchants it serves; row-level security is the second line.

const columns = {
  id: energyStation.id,
  station_code: energyStation.station_code,
  name: energyStation.name,
  merchant: energyStation.merchant,
  merchant_name: merchantNameOf(energyStation.merchant),
  region: energyStation.region,
  region_name: energyStation.region_name,
  address: energyStation.address,
  lat: energyStation.lat,
  lng: energyStation.lng,
  open_time: energyStation.open_time,
  close_time: energyStation.close_time,
  contact_name: energyStation.contact_name,
  contact_mobile: energyStation.contact_mobile,
  status: energyStation.status,
  device_count: sql<number>`(select count(*)::int from ${energyDevice} d where d.station = ${qualified(energyStation.id)})`,
  port_count: sql<number>`(select count(*)::int from ${energyPort} p join ${energyDevice} d on d.id = p.device where d.station = ${qualified(energyStation.id)})`,
  create_time: energyStation.create_time,
  update_time: energyStation.update_time,
};

export type StationRow = NonNullable<Awaited<ReturnType<typeof find>>>;

export interface Filter {
  merchants: Scope;
  merchant?: number;
  keywords?: string;
  station_code?: string;
  status?: number;
  /** A division code prefix: 44, 4403, 440305. */
  regionPrefix?: string;
}

export const where = (filter: Filter) =>
  and(
    withinScope(energyStation.merchant, filter.merchants),
    filter.merchant ? eq(energyStation.merchant, filter.merchant) : undefined,
    filter.keywords ? or(ilike(energyStation.station_code, contains(filter.keywords)), ilike(energyStation.name, contains(filter.keywords))) : undefined,
    filter.station_code ? eq(energyStation.station_code, filter.station_code) : undefined,
    filter.status !== undefined ? eq(energyStation.status, filter.status) : undefined,
    filter.regionPrefix ? like(energyStation.region, `${filter.regionPrefix}%`) : undefined,
  );

/** Newest first. */
export const page = (tx: Tx, filter: Filter, limit: number, offset: number) =>
  tx.select(columns).from(energyStation).where(where(filter)).orderBy(desc(energyStation.create_time), desc(energyStation.id)).limit(limit).offset(offset);

/** The export's pages: by id, after `afterId`. */
export const pageById = (tx: Tx, filter: Filter, limit: number, afterId?: number) =>
  tx
    .select(columns)
    .from(energyStation)
    .where(and(where(filter), afterId !== undefined ? sql`${qualified(energyStation.id)} > ${afterId}` : undefined))
    .orderBy(asc(energyStation.id))
    .limit(limit);

export async function total(tx: Tx, filter: Filter) {
  const [row] = await tx.select({ n: count() }).from(energyStation).where(where(filter));
  return row?.n ?? 0;
}

/** The picker's options: enabled first, then by code. */
export const brief = (tx: Tx, filter: Filter, limit: number) =>
  tx
    .select({ station_code: energyStation.station_code, name: energyStation.name, merchant: energyStation.merchant, merchant_name: columns.merchant_name, status: energyStation.status })
    .from(energyStation)
    .where(where(filter))
    .orderBy(desc(energyStation.status), asc(energyStation.station_code))
    .limit(limit);

export async function find(tx: Tx, merchants: Scope, stationCode: string, options: { lock?: boolean } = {}) {
  const query = tx
    .select(columns)
    .from(energyStation)
    .where(and(eq(energyStation.station_code, stationCode), withinScope(energyStation.merchant, merchants)));
  const [row] = options.lock ? await query.for('update', { of: energyStation }) : await query;
  return row;
}

/** The station of `merchantId` named `name` (case-insensitive), other than `exceptId`, if any. */
export async function byName(tx: Tx, merchantId: number, name: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: energyStation.id })
    .from(energyStation)
    .where(and(eq(energyStation.merchant, merchantId), sql`lower(${qualified(energyStation.name)}) = lower(${name})`, exceptId ? sql`${qualified(energyStation.id)} <> ${exceptId}` : undefined));
  return row;
}

type Values = Omit<typeof energyStation.$inferInsert, 'id' | 'station_code' | 'create_time' | 'update_time'>;

export async function insert(tx: Tx, values: Values) {
  const [row] = await tx.insert(energyStation).values(values).returning({ id: energyStation.id, station_code: energyStation.station_code });
  return row!;
}

export const update = (tx: Tx, id: number, values: Partial<Values>) => tx.update(energyStation).set({ ...values, update_time: new Date() }).where(eq(energyStation.id, id));

export const remove = (tx: Tx, id: number) => tx.delete(energyStation).where(eq(energyStation.id, id));
