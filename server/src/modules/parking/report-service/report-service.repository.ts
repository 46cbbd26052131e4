import { and, asc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { park, parkingReportService } from '../../../db/schema/index.js';
import { contains } from '../../../shared/text.js';

// 上报服务: the merchant's parks with their reporting setting (none: not set). The merchant's own rows only.

export interface Filter {
  merchant: number;
  keywords?: string;
  enabled?: number;
}

const joined = (tx: Tx) =>
  tx
    .select({
      park_id: park.id,
      park_code: park.park_code,
      park_name: park.park_name,
      park_status: park.status,
      setting: parkingReportService.id,
      city_park_code: parkingReportService.city_park_code,
      items: parkingReportService.items,
      enabled: parkingReportService.enabled,
      remark: parkingReportService.remark,
      operator: parkingReportService.operator,
      update_time: parkingReportService.update_time,
    })
    .from(park)
    .leftJoin(parkingReportService, and(eq(parkingReportService.merchant, park.merchant), eq(parkingReportService.park, park.id)));

const where = (f: Filter, withState = true): SQL | undefined =>
  and(
    eq(park.merchant, f.merchant),
    f.keywords ? or(ilike(park.park_name, contains(f.keywords)), ilike(park.park_code, contains(f.keywords))) : undefined,
    withState && f.enabled === 1 ? eq(parkingReportService.enabled, true) : undefined,
    withState && f.enabled === 0 ? or(isNull(parkingReportService.id), eq(parkingReportService.enabled, false)) : undefined,
  );

export const page = (tx: Tx, f: Filter, limit: number, offset: number) => joined(tx).where(where(f)).orderBy(asc(park.id)).limit(limit).offset(offset);

export async function total(tx: Tx, f: Filter) {
  const [row] = await tx
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(park)
    .leftJoin(parkingReportService, and(eq(parkingReportService.merchant, park.merchant), eq(parkingReportService.park, park.id)))
    .where(where(f));
  return row?.total ?? 0;
}

/** Parks and parks reported, under the filter without its state. */
export async function counts(tx: Tx, f: Filter) {
  const [row] = await tx
    .select({ parks: sql<number>`count(*)`.mapWith(Number), enabled: sql<number>`count(*) filter (where ${parkingReportService.enabled})`.mapWith(Number) })
    .from(park)
    .leftJoin(parkingReportService, and(eq(parkingReportService.merchant, park.merchant), eq(parkingReportService.park, park.id)))
    .where(where(f, false));
  return row ?? { parks: 0, enabled: 0 };
}

export async function parkOf(tx: Tx, merchant: number, code: string) {
  const [row] = await tx.select({ id: park.id, name: park.park_name }).from(park).where(and(eq(park.merchant, merchant), eq(park.park_code, code)));
  return row;
}

export async function settingOf(tx: Tx, merchant: number, parkId: number) {
  const [row] = await tx.select().from(parkingReportService).where(and(eq(parkingReportService.merchant, merchant), eq(parkingReportService.park, parkId))).for('update');
  return row;
}

export async function save(tx: Tx, values: typeof parkingReportService.$inferInsert) {
  const { merchant, park: parkId, ...rest } = values;
  await tx
    .insert(parkingReportService)
    .values(values)
    .onConflictDoUpdate({ target: [parkingReportService.merchant, parkingReportService.park], set: { ...rest, update_time: new Date() } });
  return { merchant, park: parkId };
}
