import { and, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { energyPayment, energyQuantity, energyQuantityRt, energyReplenish, energyStation } from '../../../db/schema/index.js';
import { cappedTotal } from '../../../shared/paging.js';
import { merchantNameOf } from '../../../shared/names.js';
import { withinScope } from '../../../shared/scope.js';
import { startsWith } from '../../../shared/text.js';
import { atStation } from '../station-ref.js';

// Every query names the merchants it serves; row-level security is the second line.

export const settingOf = async (tx: Tx, merchantId: number, stationId: number) => {
  const [row] = await tx.select().from(energyQuantityRt).where(and(eq(energyQuantityRt.merchant, merchantId), eq(energyQuantityRt.station, stationId)));
  return row;
};

export const saveSetting = (tx: Tx, merchantId: number, stationId: number, values: { enabled: boolean; loss_ratio: number; notes: string }) =>
  tx
    .insert(energyQuantityRt)
    .values({ merchant: merchantId, station: stationId, ...values })
    .onConflictDoUpdate({ target: energyQuantityRt.station, set: { ...values, update_time: new Date() } });

const columns = {
  id: energyQuantity.id,
  merchant: energyQuantity.merchant,
  merchant_name: merchantNameOf(energyQuantity.merchant),
  station_code: energyStation.station_code,
  station_name: energyStation.name,
  replenish: energyQuantity.replenish,
  order_no: energyQuantity.order_no,
  device_code: energyQuantity.device_code,
  port_no: energyQuantity.port_no,
  record_time: energyQuantity.record_time,
  meter_start: energyQuantity.meter_start,
  meter_end: energyQuantity.meter_end,
  energy_wh: energyQuantity.energy_wh,
  loss_ratio: energyQuantity.loss_ratio,
  loss_wh: energyQuantity.loss_wh,
  loss_amount: energyQuantity.loss_amount,
  sync_state: energyQuantity.sync_state,
  sync_time: energyQuantity.sync_time,
  sync_message: energyQuantity.sync_message,
};

export type QuantityRow = Awaited<ReturnType<typeof page>>[number];

export interface Filter {
  merchants: Scope;
  merchant?: number;
  station_code?: string;
  order_no?: string;
  device_code?: string;
  sync_state?: number;
  from?: Date;
  before?: Date;
}

const where = (f: Filter) =>
  and(
    withinScope(energyQuantity.merchant, f.merchants),
    f.merchant ? eq(energyQuantity.merchant, f.merchant) : undefined,
    f.station_code ? atStation(energyQuantity.station, f.station_code) : undefined,
    f.order_no ? ilike(energyQuantity.order_no, startsWith(f.order_no)) : undefined,
    f.device_code ? ilike(energyQuantity.device_code, startsWith(f.device_code)) : undefined,
    f.sync_state !== undefined ? eq(energyQuantity.sync_state, f.sync_state) : undefined,
    f.from ? sql`${energyQuantity.record_time} >= ${f.from.toISOString()}` : undefined,
    f.before ? sql`${energyQuantity.record_time} < ${f.before.toISOString()}` : undefined,
  );

/** Newest first. */
export const page = (tx: Tx, f: Filter, limit: number, offset: number) =>
  tx
    .select(columns)
    .from(energyQuantity)
    .innerJoin(energyStation, eq(energyStation.id, energyQuantity.station))
    .where(where(f))
    .orderBy(desc(energyQuantity.record_time), desc(energyQuantity.id))
    .limit(limit)
    .offset(offset);

export const total = (tx: Tx, f: Filter) => cappedTotal(tx, energyQuantity, where(f));

export async function sums(tx: Tx, f: Filter) {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      energy_wh: sql<number>`coalesce(sum(${energyQuantity.energy_wh}), 0)::bigint`.mapWith(Number),
      loss_wh: sql<number>`coalesce(sum(${energyQuantity.loss_wh}), 0)::bigint`.mapWith(Number),
      loss_amount: sql<number>`coalesce(sum(${energyQuantity.loss_amount}), 0)::bigint`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${energyQuantity.sync_state} = 0)::int`,
      failed: sql<number>`count(*) filter (where ${energyQuantity.sync_state} = 2)::int`,
      latest_time: sql<Date | null>`max(${energyQuantity.record_time})`,
    })
    .from(energyQuantity)
    .where(where(f));
  return row!;
}

/**
 * The records to synchronise (locked): those named, or the station's not yet synced, within `merchants`; with whether
 * their session's payment is settled (a session with nothing to pay counts as settled once its order is).
 */
export async function toSync(tx: Tx, merchants: Scope, ids: readonly number[] | undefined, stationId: number | undefined) {
  return tx
    .select({
      id: energyQuantity.id,
      merchant: energyQuantity.merchant,
      order_no: energyQuantity.order_no,
      sync_state: energyQuantity.sync_state,
      settled: sql<boolean>`(${energyReplenish.state} = 3 or exists (select 1 from ${energyPayment} p where p.replenish = ${energyReplenish.id} and p.settle_state = 1))`,
    })
    .from(energyQuantity)
    .innerJoin(energyReplenish, eq(energyReplenish.id, energyQuantity.replenish))
    .where(
      and(
        withinScope(energyQuantity.merchant, merchants),
        ids ? inArray(energyQuantity.id, [...ids]) : undefined,
        stationId !== undefined ? eq(energyQuantity.station, stationId) : undefined,
        ids ? undefined : inArray(energyQuantity.sync_state, [0, 2]),
      ),
    )
    .orderBy(energyQuantity.id)
    .for('update', { of: energyQuantity });
}

export const markSynced = (tx: Tx, ids: number[], at: Date) =>
  ids.length ? tx.update(energyQuantity).set({ sync_state: 1, sync_time: at, sync_message: '' }).where(inArray(energyQuantity.id, ids)) : Promise.resolve();

export const markFailed = (tx: Tx, ids: number[], at: Date, message: string) =>
  ids.length ? tx.update(energyQuantity).set({ sync_state: 2, sync_time: at, sync_message: message }).where(inArray(energyQuantity.id, ids)) : Promise.resolve();

export type QuantityValues = typeof energyQuantity.$inferInsert;

/** One record per session (a second is ignored). */
export const insert = (tx: Tx, values: QuantityValues) => tx.insert(energyQuantity).values(values).onConflictDoNothing({ target: energyQuantity.replenish });
