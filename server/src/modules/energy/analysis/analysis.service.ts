import { energyAnyOf } from '@console/contract';
import type { Database } from '../../../db/client.js';
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
