import { ANALYSIS_RANK_SIZE, energyAnyOf, type CallQuery, type calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import { energyReplenish } from '../../../db/schema/index.js';
import { analysisPeriod, fillPoints, periodReply } from '../../../shared/analysis.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import type { Access } from '../../../plugins/access.js';
import { iso } from '../../../shared/time.js';
import { pendingAlarms, TODO_DAYS } from '../alarm/alarm.service.js';
import { energyReadScope, energyScope } from '../scope.js';
import * as repository from './analysis.repository.js';

const holds = (access: Access, codes: readonly string[]) => codes.some((code) => access.permissions.has(code));

const none = { total: 0, enabled: 0, online: 0, offline: 0, idle: 0, occupied: 0, charging: 0, fault: 0 };

/**
 * The energy merchant home's figures over the merchants the caller reads (its own, or its partner's or group's scope):
 * stations, chargers and connectors with a station-reading code, and the unprocessed alarms of the to-do's period
 * (the same count as the drawer's 充电) with an alarm-reading code; what the caller may not read counts nothing.
 */
export async function statistics(db: Database, access: Access) {
  const assets = energyReadScope(access);
  const readsAssets = holds(access, energyAnyOf('station', 'list'));
  const readsAlarms = holds(access, energyAnyOf('alarm', 'basic'));
  const end = new Date();
  const start = new Date(end.getTime() - TODO_DAYS * 86_400_000);
  const [stations, devices, ports] = readsAssets
    ? await db.tenant(assets, (tx) => Promise.all([repository.stationCounts(tx, assets), repository.deviceCounts(tx, assets), repository.portCounts(tx, assets)]))
    : [none, none, none];
  const pending = readsAlarms ? await pendingAlarms(db, energyScope(access, 'alarm', 'basic'), start) : 0;
  return {
    stations: { total: stations.total, enabled: stations.enabled },
    devices: { total: devices.total, online: devices.online },
    ports: { total: ports.total, offline: ports.offline, idle: ports.idle, occupied: ports.occupied, charging: ports.charging, fault: ports.fault },
    alarms: { pending, start_time: iso(start), end_time: iso(end) },
  };
}

const noFigures = { count: 0, energy_wh: 0, elec_amount: 0, service_amount: 0, total_amount: 0 };

/**
 * 数据概览 / 数据看板 (docs/decisions.md, "Data overviews and dashboards"): the charging sessions started in the period
 * over the merchants whose orders the caller reads (`energyScope(order, list)`), filtered as 充电记录 filters them; the
 * totals with the previous period's, the trend, the stations ranked by amount and the start types.
 */
export async function trend(db: Database, access: Access, query: CallQuery<typeof calls.energyAnalysisTrend>) {
  const period = analysisPeriod(query);
  const merchants = energyScope(access, 'order', 'list');
  const filter = { merchants, merchant: query.merchant, station_code: query.station_code, from: period.from, before: period.before };
  const previousFilter = { ...filter, from: period.previous.from, before: period.previous.before };
  const [totals, previous, points, stations, startTypes] = await db.tenant(merchants, (tx) =>
    Promise.all([
      repository.sessionTotals(tx, filter),
      repository.sessionTotals(tx, previousFilter),
      repository.sessionPoints(tx, filter, period.bucket(energyReplenish.start_time)),
      repository.stationRanking(tx, filter, ANALYSIS_RANK_SIZE),
      repository.startTypes(tx, filter),
    ]),
  );
  const { charging: _c, stations: _s, ...previousFigures } = previous;
  return { ...periodReply(period), totals, previous: previousFigures, points: fillPoints(period, points, noFigures), stations, start_types: startTypes };
}

/** 设备统计: each charger in the caller's order scope with its sessions of the period, most amount first. */
export async function deviceStatistics(db: Database, access: Access, query: CallQuery<typeof calls.energyDeviceStatistics>) {
  const period = analysisPeriod(query);
  const page = pageOf(query);
  const merchants = energyScope(access, 'order', 'list');
  const filter = { merchants, station_code: query.station_code, device_code: query.device_code?.trim() || undefined, from: period.from, before: period.before };
  const { rows, total } = await db.tenant(merchants, async (tx) => ({ rows: await repository.devicePage(tx, filter, page.size, page.offset), total: await repository.deviceTotal(tx, filter) }));
  return listPayload(rows, total, page);
}
