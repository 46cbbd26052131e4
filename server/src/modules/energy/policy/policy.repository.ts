import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { energyDevicePolicy } from '../../../db/schema/index.js';

// The station is found within the caller's scope first; these read and write that station's rows only.

export const ofStation = (tx: Tx, merchantId: number, stationId: number) =>
  tx.select().from(energyDevicePolicy).where(and(eq(energyDevicePolicy.merchant, merchantId), eq(energyDevicePolicy.station, stationId)));

/** Inserts the kind's row or replaces its values. */
export const save = (tx: Tx, merchantId: number, stationId: number, kind: string, values: { threshold: number; action: number; status: number; operator: string }) =>
  tx
    .insert(energyDevicePolicy)
    .values({ merchant: merchantId, station: stationId, kind, ...values })
    .onConflictDoUpdate({ target: [energyDevicePolicy.station, energyDevicePolicy.kind], set: { ...values, update_time: new Date() } });
