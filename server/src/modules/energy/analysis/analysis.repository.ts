import { EnergyStatus, PortState, ReplenishState } from '@console/contract';
import { and, asc, count, desc, eq, ilike, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { energyDevice, energyPort, energyReplenish, energyStation } from '../../../db/schema/index.js';
import { countAll, countWhere, sumOf } from '../../../shared/analysis.js';
import { merchantNameOf } from '../../../shared/names.js';
import { withinScope } from '../../../shared/scope.js';
import { startsWith } from '../../../shared/text.js';
import { where as sessionsWhere, type Filter as SessionFilter } from '../replenish/replenish.repository.js';


export async function stationCounts(tx: Tx, merchants: Scope) {
  const [row] = await tx
    .select({ total: count(), enabled: countWhere(eq(energyStation.status, EnergyStatus.enabled)) })
    .from(energyStation)
    .where(withinScope(energyStation.merchant, merchants));
  return row!;
}

export async function deviceCounts(tx: Tx, merchants: Scope) {
  const [row] = await tx
    .select({ total: count(), online: countWhere(eq(energyDevice.online, true)) })
    .from(energyDevice)
    .where(withinScope(energyDevice.merchant, merchants));
  return row!;
}

export async function portCounts(tx: Tx, merchants: Scope) {
  const [row] = await tx
    .select({
      total: count(),
      offline: countWhere(eq(energyPort.state, PortState.offline)),
      idle: countWhere(eq(energyPort.state, PortState.idle)),
      occupied: countWhere(eq(energyPort.state, PortState.occupied)),
      charging: countWhere(eq(energyPort.state, PortState.charging)),
      fault: countWhere(eq(energyPort.state, PortState.fault)),
    })
    .from(energyPort)
    .where(withinScope(energyPort.merchant, merchants));
  return row!;
}

// ---- the data overview and dashboards (docs/decisions.md, "Data overviews and dashboards") -------------------------
// The sessions started in a period, through 充电记录's own filter (`where`): the sums equal its statistics' for the same
// days. Each query is one pass over the (merchant, start_time) index range.

const sessionFigures = {
  count: countAll(),
  energy_wh: sumOf(energyReplenish.energy_wh),
  elec_amount: sumOf(energyReplenish.elec_amount),
  service_amount: sumOf(energyReplenish.service_amount),
  total_amount: sumOf(energyReplenish.total_amount),
};

export async function sessionTotals(tx: Tx, filter: SessionFilter) {
  const [row] = await tx
    .select({ ...sessionFigures, charging: countWhere(eq(energyReplenish.state, ReplenishState.charging)), stations: sql<number>`count(distinct ${energyReplenish.station})::int`.mapWith(Number) })
    .from(energyReplenish)
    .where(sessionsWhere(filter));
  return row!;
}

export function sessionPoints(tx: Tx, filter: SessionFilter, bucket: SQL<string>) {
  const x = bucket.as('x');
  return tx.select({ x, ...sessionFigures }).from(energyReplenish).where(sessionsWhere(filter)).groupBy(sql`1`);
}

export function stationRanking(tx: Tx, filter: SessionFilter, size: number) {
  return tx
    .select({ station_code: energyStation.station_code, name: energyStation.name, merchant_name: merchantNameOf(energyStation.merchant), ...sessionFigures })
    .from(energyReplenish)
    .innerJoin(energyStation, eq(energyStation.id, energyReplenish.station))
    .where(sessionsWhere(filter))
    .groupBy(energyStation.id)
    .orderBy(desc(sql`sum(${energyReplenish.total_amount})`), desc(sql`sum(${energyReplenish.energy_wh})`), asc(energyStation.station_code))
    .limit(size);
}

export function startTypes(tx: Tx, filter: SessionFilter) {
  return tx
    .select({ start_type: energyReplenish.start_type, count: countAll(), energy_wh: sumOf(energyReplenish.energy_wh) })
    .from(energyReplenish)
    .where(sessionsWhere(filter))
    .groupBy(energyReplenish.start_type)
    .orderBy(energyReplenish.start_type);
}

export interface DeviceFilter {
  merchants: Scope;
  station_code?: string;
  device_code?: string;
  from: Date;
  before: Date;
}

const devicesWhere = (f: DeviceFilter) =>
  and(withinScope(energyDevice.merchant, f.merchants), f.station_code ? eq(energyStation.station_code, f.station_code) : undefined, f.device_code ? ilike(energyDevice.device_code, startsWith(f.device_code)) : undefined);

/** Each charger of the scope with its sessions started in the period (none: zeros), most amount first. */
export async function devicePage(tx: Tx, f: DeviceFilter, limit: number, offset: number) {
  const sums = tx
    .select({
      device: energyReplenish.device,
      count: sessionFigures.count.as('count'),
      energy_wh: sessionFigures.energy_wh.as('energy_wh'),
      elec_amount: sessionFigures.elec_amount.as('elec_amount'),
      service_amount: sessionFigures.service_amount.as('service_amount'),
      total_amount: sessionFigures.total_amount.as('total_amount'),
      duration: sql<number>`coalesce(sum(extract(epoch from (coalesce(${energyReplenish.end_time}, least(now(), ${f.before})) - ${energyReplenish.start_time}))), 0)::bigint`.as('duration'),
    })
    .from(energyReplenish)
    .where(sessionsWhere({ merchants: f.merchants, station_code: f.station_code, from: f.from, before: f.before }))
    .groupBy(energyReplenish.device)
    .as('sums');
  const zero = (column: SQL.Aliased<number> | AnyColumn) => sql<number>`coalesce(${column}, 0)`.mapWith(Number);
  return tx
    .select({
      device_code: energyDevice.device_code,
      station_code: energyStation.station_code,
      station_name: energyStation.name,
      model: energyDevice.model,
      online: energyDevice.online,
      count: zero(sums.count),
      energy_wh: zero(sums.energy_wh),
      elec_amount: zero(sums.elec_amount),
      service_amount: zero(sums.service_amount),
      total_amount: zero(sums.total_amount),
      duration: zero(sums.duration),
    })
    .from(energyDevice)
    .innerJoin(energyStation, eq(energyStation.id, energyDevice.station))
    .leftJoin(sums, eq(sums.device, energyDevice.id))
    .where(devicesWhere(f))
    .orderBy(desc(sql`coalesce(${sums.total_amount}, 0)`), desc(sql`coalesce(${sums.count}, 0)`), asc(energyDevice.device_code))
    .limit(limit)
    .offset(offset);
}

export async function deviceTotal(tx: Tx, f: DeviceFilter) {
  const [row] = await tx.select({ total: count() }).from(energyDevice).innerJoin(energyStation, eq(energyStation.id, energyDevice.station)).where(devicesWhere(f));
  return row!.total;
}
