import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { energyChargeRule, energyStation, energyStationRuntime } from '../../../db/schema/index.js';
import { merchantNameOf, qualified } from '../../../shared/names.js';
import { withinScope } from '../../../shared/scope.js';

// Every query names the merchants it serves; row-level security is the second line.

const ruleColumns = {
  id: energyChargeRule.id,
  station: energyChargeRule.station,
  station_code: energyStation.station_code,
  station_name: energyStation.name,
  merchant: energyChargeRule.merchant,
  merchant_name: merchantNameOf(energyChargeRule.merchant),
  name: energyChargeRule.name,
  type: energyChargeRule.type,
  prices: energyChargeRule.prices,
  periods: energyChargeRule.periods,
  status: energyChargeRule.status,
  create_time: energyChargeRule.create_time,
  update_time: energyChargeRule.update_time,
};
export type RuleRow = NonNullable<Awaited<ReturnType<typeof findRule>>>;

const ofStation = (merchantId: number, stationId: number, status?: number) =>
  and(eq(energyChargeRule.merchant, merchantId), eq(energyChargeRule.station, stationId), status !== undefined ? eq(energyChargeRule.status, status) : undefined);

/** A station's rules: the one in force first, then the newest. */
export const rules = (tx: Tx, merchantId: number, stationId: number, status: number | undefined, limit: number, offset: number) =>
  tx
    .select(ruleColumns)
    .from(energyChargeRule)
    .innerJoin(energyStation, eq(energyStation.id, energyChargeRule.station))
    .where(ofStation(merchantId, stationId, status))
    .orderBy(desc(energyChargeRule.status), desc(energyChargeRule.id))
    .limit(limit)
    .offset(offset);

export async function ruleTotal(tx: Tx, merchantId: number, stationId: number, status?: number) {
  const [row] = await tx.select({ n: count() }).from(energyChargeRule).where(ofStation(merchantId, stationId, status));
  return row?.n ?? 0;
}

export async function findRule(tx: Tx, merchants: Scope, id: number, options: { lock?: boolean } = {}) {
  const query = tx
    .select(ruleColumns)
    .from(energyChargeRule)
    .innerJoin(energyStation, eq(energyStation.id, energyChargeRule.station))
    .where(and(eq(energyChargeRule.id, id), withinScope(energyChargeRule.merchant, merchants)));
  const [row] = options.lock ? await query.for('update', { of: energyChargeRule }) : await query;
  return row;
}

/** The station's rule in force, if any (what prices its new sessions). */
export async function activeRule(tx: Tx, merchantId: number, stationId: number) {
  const [row] = await tx
    .select({ id: energyChargeRule.id, name: energyChargeRule.name, prices: energyChargeRule.prices, periods: energyChargeRule.periods })
    .from(energyChargeRule)
    .where(ofStation(merchantId, stationId, 1));
  return row;
}

/** The station's rule named `name` (case-insensitive), other than `exceptId`, if any. */
export async function ruleByName(tx: Tx, merchantId: number, stationId: number, name: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: energyChargeRule.id })
    .from(energyChargeRule)
    .where(and(ofStation(merchantId, stationId), sql`lower(${qualified(energyChargeRule.name)}) = lower(${name})`, exceptId ? sql`${qualified(energyChargeRule.id)} <> ${exceptId}` : undefined));
  return row;
}

type RuleValues = Omit<typeof energyChargeRule.$inferInsert, 'id' | 'create_time' | 'update_time'>;

export async function insertRule(tx: Tx, values: RuleValues) {
  const [row] = await tx.insert(energyChargeRule).values(values).returning({ id: energyChargeRule.id });
  return row!;
}

export const updateRule = (tx: Tx, id: number, values: Partial<RuleValues>) =>
  tx.update(energyChargeRule).set({ ...values, update_time: new Date() }).where(eq(energyChargeRule.id, id));

/** The station's rule in force stops (before another takes effect: one per station). */
export const deactivate = (tx: Tx, merchantId: number, stationId: number) =>
  tx.update(energyChargeRule).set({ status: 0, update_time: new Date() }).where(ofStation(merchantId, stationId, 1)).returning({ id: energyChargeRule.id, name: energyChargeRule.name });

export const removeRule = (tx: Tx, id: number) => tx.delete(energyChargeRule).where(eq(energyChargeRule.id, id));

// ---- runtime settings --------------------------------------------------------------------------------------------

export async function runtimeOf(tx: Tx, merchantId: number, stationId: number) {
  const [row] = await tx
    .select()
    .from(energyStationRuntime)
    .where(and(eq(energyStationRuntime.merchant, merchantId), eq(energyStationRuntime.station, stationId)));
  return row;
}

type RuntimeValues = Omit<typeof energyStationRuntime.$inferInsert, 'id' | 'merchant' | 'station' | 'create_time' | 'update_time'>;

/** Inserts the station's row or replaces its values. */
export const saveRuntime = (tx: Tx, merchantId: number, stationId: number, values: RuntimeValues) =>
  tx
    .insert(energyStationRuntime)
    .values({ merchant: merchantId, station: stationId, ...values })
    .onConflictDoUpdate({ target: energyStationRuntime.station, set: { ...values, update_time: new Date() } });
