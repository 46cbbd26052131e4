import { EnergyStatus, PortState } from '@console/contract';
import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { energyDevice, energyPort, energyStation } from '../../../db/schema/index.js';
import { withinScope } from '../../../shared/scope.js';

/** `count(*) filter (where …)`: one pass over the tenant's rows for every figure. */
const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

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
