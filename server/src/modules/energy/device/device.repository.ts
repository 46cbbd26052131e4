import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { energyDevice, energyPort, energyStation } from '../../../db/schema/index.js';
import { merchantNameOf, qualified } from '../../../shared/names.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';

// Every query names the merchants it serves; row-level security is the second line.

const columns = {
  id: energyDevice.id,
  station_id: energyDevice.station,
  device_code: energyDevice.device_code,
  station_code: energyStation.station_code,
  station_name: energyStation.name,
  merchant: energyDevice.merchant,
  merchant_name: merchantNameOf(energyDevice.merchant),
  vendor: energyDevice.vendor,
  model: energyDevice.model,
  protocol: energyDevice.protocol,
  firmware_version: energyDevice.firmware_version,
  iccid: energyDevice.iccid,
  online: energyDevice.online,
  last_heartbeat_time: energyDevice.last_heartbeat_time,
  status: energyDevice.status,
  port_count: sql<number>`(select count(*)::int from ${energyPort} p where p.device = ${qualified(energyDevice.id)})`,
  charging_count: sql<number>`(select count(*)::int from ${energyPort} p where p.device = ${qualified(energyDevice.id)} and p.state = 3)`,
  create_time: energyDevice.create_time,
  update_time: energyDevice.update_time,
};

export type DeviceRow = NonNullable<Awaited<ReturnType<typeof find>>>;

export interface Filter {
  merchants: Scope;
  merchant?: number;
  keywords?: string;
  station_code?: string;
  online?: boolean;
  status?: number;
  protocol?: string;
}

export const where = (filter: Filter) =>
  and(
    withinScope(energyDevice.merchant, filter.merchants),
    filter.merchant ? eq(energyDevice.merchant, filter.merchant) : undefined,
    filter.keywords
      ? or(ilike(energyDevice.device_code, contains(filter.keywords)), ilike(energyDevice.vendor, contains(filter.keywords)), ilike(energyDevice.model, contains(filter.keywords)))
      : undefined,
    filter.station_code ? sql`${qualified(energyDevice.station)} = (select s.id from ${energyStation} s where s.station_code = ${filter.station_code})` : undefined,
    filter.online !== undefined ? eq(energyDevice.online, filter.online) : undefined,
    filter.status !== undefined ? eq(energyDevice.status, filter.status) : undefined,
    filter.protocol ? eq(energyDevice.protocol, filter.protocol) : undefined,
  );

const from = (tx: Tx) => tx.select(columns).from(energyDevice).innerJoin(energyStation, eq(energyStation.id, energyDevice.station));

/** Newest first. */
export const page = (tx: Tx, filter: Filter, limit: number, offset: number) =>
  from(tx).where(where(filter)).orderBy(desc(energyDevice.create_time), desc(energyDevice.id)).limit(limit).offset(offset);

/** The export's pages: by id, after `afterId`. */
export const pageById = (tx: Tx, filter: Filter, limit: number, afterId?: number) =>
  from(tx)
    .where(and(where(filter), afterId !== undefined ? sql`${qualified(energyDevice.id)} > ${afterId}` : undefined))
    .orderBy(asc(energyDevice.id))
    .limit(limit);

export const brief = (tx: Tx, filter: Filter, limit: number) =>
  tx
    .select({ device_code: energyDevice.device_code, station_code: energyStation.station_code, station_name: energyStation.name, status: energyDevice.status, online: energyDevice.online })
    .from(energyDevice)
    .innerJoin(energyStation, eq(energyStation.id, energyDevice.station))
    .where(where(filter))
    .orderBy(asc(energyDevice.device_code))
    .limit(limit);

export async function find(tx: Tx, merchants: Scope, deviceCode: string, options: { lock?: boolean } = {}) {
  const query = from(tx).where(and(eq(energyDevice.device_code, deviceCode), withinScope(energyDevice.merchant, merchants)));
  const [row] = options.lock ? await query.for('update', { of: energyDevice }) : await query;
  return row;
}

type Values = Omit<typeof energyDevice.$inferInsert, 'id' | 'create_time' | 'update_time'>;

export async function insert(tx: Tx, values: Values) {
  const [row] = await tx.insert(energyDevice).values(values).returning({ id: energyDevice.id });
  return row!.id;
}

export const insertPorts = (tx: Tx, ports: (typeof energyPort.$inferInsert)[]) => tx.insert(energyPort).values(ports);

export const update = (tx: Tx, id: number, values: Partial<Values>) => tx.update(energyDevice).set({ ...values, update_time: new Date() }).where(eq(energyDevice.id, id));

/** The device; its ports go with it (cascade), its alarms keep its number. */
export const remove = (tx: Tx, id: number) => tx.delete(energyDevice).where(eq(energyDevice.id, id));
