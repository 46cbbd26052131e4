import { PortState } from '@console/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { energyDevice, energyPort, energyStation } from '../../../db/schema/index.js';
import { merchantNameOf, qualified } from '../../../shared/names.js';
import { withinScope } from '../../../shared/scope.js';

// Every query names the merchants it serves; row-level security is the second line.

const columns = {
  id: energyPort.id,
  device_code: energyDevice.device_code,
  station_code: energyStation.station_code,
  station_name: energyStation.name,
  merchant: energyPort.merchant,
  merchant_name: merchantNameOf(energyPort.merchant),
  port_no: energyPort.port_no,
  type: energyPort.type,
  max_power: energyPort.max_power,
  state: energyPort.state,
  error_code: energyPort.error_code,
  status: energyPort.status,
  update_time: energyPort.update_time,
};

export type PortRow = NonNullable<Awaited<ReturnType<typeof find>>>;

export interface Filter {
  merchants: Scope;
  merchant?: number;
  station_code?: string;
  device_code?: string;
  /** A device's ports (its detail). */
  device?: number;
  state?: number;
  status?: number;
  type?: number;
}

export const where = (filter: Filter) =>
  and(
    withinScope(energyPort.merchant, filter.merchants),
    filter.merchant ? eq(energyPort.merchant, filter.merchant) : undefined,
    filter.station_code
      ? sql`${qualified(energyPort.device)} in (select d.id from ${energyDevice} d join ${energyStation} s on s.id = d.station where s.station_code = ${filter.station_code})`
      : undefined,
    filter.device_code ? sql`${qualified(energyPort.device)} = (select d.id from ${energyDevice} d where d.device_code = ${filter.device_code})` : undefined,
    filter.device ? eq(energyPort.device, filter.device) : undefined,
    filter.state !== undefined ? eq(energyPort.state, filter.state) : undefined,
    filter.status !== undefined ? eq(energyPort.status, filter.status) : undefined,
    filter.type !== undefined ? eq(energyPort.type, filter.type) : undefined,
  );


const from = (tx: Tx) =>
  tx.select(columns).from(energyPort).innerJoin(energyDevice, eq(energyDevice.id, energyPort.device)).innerJoin(energyStation, eq(energyStation.id, energyDevice.station));

/** By station, device and port number (a station's ports read in order). */
export const page = (tx: Tx, filter: Filter, limit: number, offset: number) =>
  from(tx).where(where(filter)).orderBy(asc(energyStation.station_code), asc(energyDevice.device_code), asc(energyPort.port_no)).limit(limit).offset(offset);

export async function find(tx: Tx, merchants: Scope, id: number, options: { lock?: boolean } = {}) {
  const query = from(tx).where(and(eq(energyPort.id, id), withinScope(energyPort.merchant, merchants)));
  const [row] = options.lock ? await query.for('update', { of: energyPort }) : await query;
  return row;
}

export const update = (tx: Tx, id: number, values: { status: number }) => tx.update(energyPort).set({ ...values, update_time: new Date() }).where(eq(energyPort.id, id));

export const remove = (tx: Tx, id: number) => tx.delete(energyPort).where(eq(energyPort.id, id));

/** A charging port of a device whose session ended: 充电中 → 占用 (the connector is still plugged in). */
export const chargingEnded = (tx: Tx, device: number, portNo: number) =>
  tx
    .update(energyPort)
    .set({ state: PortState.occupied, update_time: new Date() })
    .where(and(eq(energyPort.device, device), eq(energyPort.port_no, portNo), eq(energyPort.state, PortState.charging)));
