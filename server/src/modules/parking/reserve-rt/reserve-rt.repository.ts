import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { park, parkingReserveRt, parkingReserveRule } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { exactTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';

// Every query names the merchants it serves; row-level security is the second line.

export interface Filter {
  merchants: Scope;
  merchant?: number;
  parkCode?: string;
  enabled?: boolean;
}

const where = (f: Filter): SQL | undefined =>
  and(
    withinScope(park.merchant, f.merchants),
    f.merchant ? eq(park.merchant, f.merchant) : undefined,
    f.parkCode ? eq(park.park_code, f.parkCode) : undefined,
    f.enabled === true ? sql`${parkingReserveRt.enabled}` : undefined,
    f.enabled === false ? sql`coalesce(${parkingReserveRt.enabled}, false) = false` : undefined,
  );

const columns = {
  park: park.id,
  merchant: park.merchant,
  merchant_name: merchantNameOf(park.merchant),
  park_code: park.park_code,
  park_name: park.park_name,
  total_space: park.total_space,
  rt: {
    enabled: parkingReserveRt.enabled,
    spaces: parkingReserveRt.spaces,
    hold_minutes: parkingReserveRt.hold_minutes,
    prepaid: parkingReserveRt.prepaid,
    need_audit: parkingReserveRt.need_audit,
    no_show_limit: parkingReserveRt.no_show_limit,
    no_show_days: parkingReserveRt.no_show_days,
    operator: parkingReserveRt.operator,
    update_time: parkingReserveRt.update_time,
  },
};

const selectParks = (tx: Tx) => tx.select(columns).from(park).leftJoin(parkingReserveRt, eq(parkingReserveRt.park, park.id));

export type ParkRtRow = Awaited<ReturnType<typeof findByCode>> & {};

/** The parks in scope with their settings, in the order they were created. */
export const page = (tx: Tx, filter: Filter, limit: number, offset: number) =>
  selectParks(tx).where(where(filter)).orderBy(asc(park.merchant), asc(park.create_time), asc(park.id)).limit(limit).offset(offset);

export async function total(tx: Tx, filter: Filter) {
  if (filter.enabled === undefined) return exactTotal(tx, park, where(filter));
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(park).leftJoin(parkingReserveRt, eq(parkingReserveRt.park, park.id)).where(where(filter));
  return row?.n ?? 0;
}

export async function findByCode(tx: Tx, parkCode: string, options: { lock?: boolean } = {}) {
  const query = selectParks(tx).where(eq(park.park_code, parkCode));
  const [row] = options.lock ? await query.for('update', { of: park }) : await query;
  return row;
}

export async function findById(tx: Tx, id: number, options: { lock?: boolean } = {}) {
  const query = selectParks(tx).where(eq(park.id, id));
  const [row] = options.lock ? await query.for('update', { of: park }) : await query;
  return row;
}

export const rulesOf = (tx: Tx, parks: number[]) =>
  parks.length
    ? tx.select().from(parkingReserveRule).where(inArray(parkingReserveRule.park, parks)).orderBy(asc(parkingReserveRule.park), asc(parkingReserveRule.start_minute), asc(parkingReserveRule.id))
    : Promise.resolve([]);

export const upsert = (tx: Tx, values: typeof parkingReserveRt.$inferInsert) =>
  tx
    .insert(parkingReserveRt)
    .values(values)
    .onConflictDoUpdate({ target: parkingReserveRt.park, set: { ...values, update_time: new Date() } });

export async function remove(tx: Tx, parkId: number) {
  await tx.delete(parkingReserveRule).where(eq(parkingReserveRule.park, parkId));
  await tx.delete(parkingReserveRt).where(eq(parkingReserveRt.park, parkId));
}

export async function countRules(tx: Tx, parkId: number) {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(parkingReserveRule).where(eq(parkingReserveRule.park, parkId));
  return row?.n ?? 0;
}

export async function insertRule(tx: Tx, values: typeof parkingReserveRule.$inferInsert) {
  const [row] = await tx.insert(parkingReserveRule).values(values).returning({ id: parkingReserveRule.id });
  return row!.id;
}

export async function findRule(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: parkingReserveRule.id, merchant: parkingReserveRule.merchant, park: parkingReserveRule.park, park_code: park.park_code, park_name: park.park_name, weekdays: parkingReserveRule.weekdays, start_minute: parkingReserveRule.start_minute, end_minute: parkingReserveRule.end_minute })
    .from(parkingReserveRule)
    .innerJoin(park, eq(park.id, parkingReserveRule.park))
    .where(eq(parkingReserveRule.id, id))
    .for('update', { of: parkingReserveRule });
  return row;
}

export const removeRule = (tx: Tx, id: number) => tx.delete(parkingReserveRule).where(eq(parkingReserveRule.id, id));
