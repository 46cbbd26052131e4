import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { energyDevice, energySim, energyStation } from '../../../db/schema/index.js';
import { cappedTotal } from '../../../shared/paging.js';
import { merchantNameOf, qualified } from '../../../shared/names.js';
import { withinScope } from '../../../shared/scope.js';
import { startsWith } from '../../../shared/text.js';

// Every query names the merchants it serves; row-level security is the second line.

const columns = {
  id: energySim.id,
  merchant: energySim.merchant,
  merchant_name: merchantNameOf(energySim.merchant),
  iccid: energySim.iccid,
  msisdn: energySim.msisdn,
  operator: energySim.operator,
  device: energySim.device,
  device_code: energyDevice.device_code,
  station_code: energyStation.station_code,
  station_name: energyStation.name,
  plan_mb: energySim.plan_mb,
  used_mb: energySim.used_mb,
  expire_date: energySim.expire_date,
  status: energySim.status,
  notes: energySim.notes,
  create_time: energySim.create_time,
  update_time: energySim.update_time,
};

export type SimRow = NonNullable<Awaited<ReturnType<typeof find>>>;

export interface Filter {
  merchants: Scope;
  merchant?: number;
  /** SIMs of the devices of this station. */
  station_code?: string;
  keywords?: string;
  operator?: number;
  status?: number;
  /** Expiring on or before this day. */
  expireBy?: string;
  /** Expiring on or after this day. */
  notExpiredOn?: string;
}

export const where = (filter: Filter) =>
  and(
    withinScope(energySim.merchant, filter.merchants),
    filter.merchant ? eq(energySim.merchant, filter.merchant) : undefined,
    filter.station_code
      ? sql`${qualified(energySim.device)} in (select d.id from ${energyDevice} d join ${energyStation} s on s.id = d.station where s.station_code = ${filter.station_code})`
      : undefined,
    filter.keywords
      ? or(
          ilike(energySim.iccid, startsWith(filter.keywords)),
          ilike(energySim.msisdn, startsWith(filter.keywords)),
          sql`${qualified(energySim.device)} in (select d.id from ${energyDevice} d where d.device_code ilike ${startsWith(filter.keywords)})`,
        )
      : undefined,
    filter.operator !== undefined ? eq(energySim.operator, filter.operator) : undefined,
    filter.status !== undefined ? eq(energySim.status, filter.status) : undefined,
    filter.expireBy ? sql`${qualified(energySim.expire_date)} <= ${filter.expireBy}` : undefined,
    filter.notExpiredOn ? sql`${qualified(energySim.expire_date)} >= ${filter.notExpiredOn}` : undefined,
  );

const from = (tx: Tx) =>
  tx.select(columns).from(energySim).leftJoin(energyDevice, eq(energyDevice.id, energySim.device)).leftJoin(energyStation, eq(energyStation.id, energyDevice.station));

/** Newest first. */
export const page = (tx: Tx, filter: Filter, limit: number, offset: number) =>
  from(tx).where(where(filter)).orderBy(desc(energySim.create_time), desc(energySim.id)).limit(limit).offset(offset);

export const total = (tx: Tx, filter: Filter) => cappedTotal(tx, energySim, where(filter));

export async function find(tx: Tx, merchants: Scope, id: number, options: { lock?: boolean } = {}) {
  const query = from(tx).where(and(withinScope(energySim.merchant, merchants), eq(energySim.id, id)));
  const [row] = options.lock ? await query.for('update', { of: energySim }) : await query;
  return row;
}

/** The device numbered `code` of `merchantId` (locked: its ICCID follows the binding), if any. */
export async function deviceOf(tx: Tx, merchantId: number, code: string) {
  const [row] = await tx
    .select({ id: energyDevice.id, device_code: energyDevice.device_code })
    .from(energyDevice)
    .where(and(eq(energyDevice.merchant, merchantId), eq(energyDevice.device_code, code)))
    .for('update');
  return row;
}

/** The device's ICCID as its SIM binding says (empty when unbound). */
export const setDeviceIccid = (tx: Tx, deviceIds: number[], iccid: string) =>
  deviceIds.length ? tx.update(energyDevice).set({ iccid, update_time: new Date() }).where(inArray(energyDevice.id, deviceIds)) : Promise.resolve();

type Values = Omit<typeof energySim.$inferInsert, 'id' | 'create_time' | 'update_time'>;

export async function insert(tx: Tx, values: Values) {
  const [row] = await tx.insert(energySim).values(values).returning({ id: energySim.id });
  return row!;
}

export const update = (tx: Tx, id: number, values: Partial<Values>) => tx.update(energySim).set({ ...values, update_time: new Date() }).where(eq(energySim.id, id));

export const remove = (tx: Tx, id: number) => tx.delete(energySim).where(eq(energySim.id, id));
