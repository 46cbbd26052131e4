import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx, Scope } from '../../../db/client.js';
import { cityReport, cityReportTarget, energyStation, park } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { withinScope } from '../../../shared/scope.js';
import { contains, startsWith } from '../../../shared/text.js';

// Configurations are the reporting party's own: every query names its merchant (row-level security is the second line).
// The parks and stations a configuration may report are those of the party's scope in its city.

const reportColumns = {
  id: cityReport.id,
  kind: cityReport.kind,
  city: cityReport.city,
  platform_name: cityReport.platform_name,
  endpoint: cityReport.endpoint,
  account: cityReport.account,
  credential_configured: sql<boolean>`${cityReport.secret} <> ''`,
  interval_minutes: cityReport.interval_minutes,
  status: cityReport.status,
  remark: cityReport.remark,
  target_count: sql<number>`(select count(*)::int from ${cityReportTarget} t where t.merchant = "city_report"."merchant" and t.report = "city_report"."id")`,
  last_report_time: cityReport.last_report_time,
  create_time: cityReport.create_time,
  update_time: cityReport.update_time,
};
export type ReportRow = NonNullable<Awaited<ReturnType<typeof findReport>>>;

export interface ReportFilter {
  city?: string;
  status?: number;
  keywords?: string;
}
const reportWhere = (merchantId: number, kind: string, f: ReportFilter) =>
  and(
    eq(cityReport.merchant, merchantId),
    eq(cityReport.kind, kind),
    f.city ? eq(cityReport.city, f.city) : undefined,
    f.status === undefined ? undefined : eq(cityReport.status, f.status),
    f.keywords ? ilike(cityReport.platform_name, contains(f.keywords)) : undefined,
  );

/** Newest first on the (merchant, kind, id) index; a party has a configuration per city at most. */
export const reportPage = (tx: Tx, merchantId: number, kind: string, f: ReportFilter, limit: number, offset: number) =>
  tx.select(reportColumns).from(cityReport).where(reportWhere(merchantId, kind, f)).orderBy(desc(cityReport.id)).limit(limit).offset(offset);
export const reportTotal = async (tx: Tx, merchantId: number, kind: string, f: ReportFilter) =>
  (await tx.select({ n: count() }).from(cityReport).where(reportWhere(merchantId, kind, f)))[0]?.n ?? 0;

export async function findReport(tx: Tx, merchantId: number, kind: string, id: number, lock = false) {
  const query = tx.select(reportColumns).from(cityReport).where(and(eq(cityReport.merchant, merchantId), eq(cityReport.kind, kind), eq(cityReport.id, id))).limit(1);
  return (lock ? await query.for('update', { of: cityReport }) : await query)[0];
}
export async function cityTaken(tx: Tx, merchantId: number, kind: string, city: string, except?: number) {
  const [row] = await tx
    .select({ id: cityReport.id })
    .from(cityReport)
    .where(and(eq(cityReport.merchant, merchantId), eq(cityReport.kind, kind), eq(cityReport.city, city), except ? sql`${cityReport.id} <> ${except}` : undefined))
    .limit(1);
  return Boolean(row);
}
export async function insertReport(tx: Tx, values: typeof cityReport.$inferInsert) {
  const [row] = await tx.insert(cityReport).values(values).returning({ id: cityReport.id });
  return row!.id;
}
export const updateReport = (tx: Tx, merchantId: number, id: number, values: Partial<typeof cityReport.$inferInsert>) =>
  tx.update(cityReport).set({ ...values, update_time: new Date() }).where(and(eq(cityReport.merchant, merchantId), eq(cityReport.id, id)));

// ---- parks and stations ------------------------------------------------------------------------------------------

/** A park's or station's columns under one set of names, so both kinds share the target queries. */
const sources = {
  parking: { table: park, code: park.park_code, name: park.park_name, merchant: park.merchant, region: park.region, regionName: park.region_name, id: park.id },
  energy: {
    table: energyStation, code: energyStation.station_code, name: energyStation.name, merchant: energyStation.merchant, region: energyStation.region,
    regionName: energyStation.region_name, id: energyStation.id,
  },
} as const;
export type TargetKind = keyof typeof sources;

export interface TargetFilter {
  scope: Scope;
  /** The configuration's city code: the parks or stations whose district lies in it. */
  city: string;
  owner: number;
  report: number;
  reported?: boolean;
  keywords?: string;
}

function targetQuery(tx: Tx, kind: TargetKind, f: TargetFilter) {
  const s = sources[kind];
  const link = sql`(select t.create_time from ${cityReportTarget} t where t.merchant = ${f.owner} and t.report = ${f.report} and t.code = ${s.code})`;
  const where: SQL | undefined = and(
    withinScope(s.merchant, f.scope),
    sql`${s.region} like ${`${f.city.slice(0, 4)}%`}`,
    f.keywords ? or(ilike(s.name, contains(f.keywords)), ilike(s.code, startsWith(f.keywords))) : undefined,
    f.reported === undefined ? undefined : f.reported ? sql`${link} is not null` : sql`${link} is null`,
  );
  return { s, link, where };
}

/** The city's parks or stations in the party's scope, reported ones first, then by name. */
export function targetPage(tx: Tx, kind: TargetKind, f: TargetFilter, limit: number, offset: number) {
  const { s, link, where } = targetQuery(tx, kind, f);
  return tx
    .select({ code: s.code, name: s.name, merchant: s.merchant, merchant_name: merchantNameOf(s.merchant), region_name: s.regionName, report_time: sql<Date | null>`${link}` })
    .from(s.table)
    .where(where)
    .orderBy(sql`${link} is null`, s.name, s.id)
    .limit(limit)
    .offset(offset);
}
export async function targetTotal(tx: Tx, kind: TargetKind, f: TargetFilter) {
  const { s, where } = targetQuery(tx, kind, f);
  return (await tx.select({ n: count() }).from(s.table).where(where))[0]?.n ?? 0;
}

/** Of these codes, the parks or stations in the party's scope and the city, with their merchants. */
export async function targetsIn(tx: Tx, kind: TargetKind, scope: Scope, city: string, codes: string[]) {
  const s = sources[kind];
  return tx
    .select({ code: s.code, merchant: s.merchant })
    .from(s.table)
    .where(and(withinScope(s.merchant, scope), inArray(s.code, codes), sql`${s.region} like ${`${city.slice(0, 4)}%`}`));
}
export const addTargets = (tx: Tx, owner: number, report: number, rows: { code: string; merchant: number }[]) =>
  rows.length
    ? tx
        .insert(cityReportTarget)
        .values(rows.map((r) => ({ merchant: owner, report, code: r.code, target_merchant: r.merchant })))
        .onConflictDoNothing()
        .returning({ code: cityReportTarget.code })
    : Promise.resolve([]);
export const removeTargets = (tx: Tx, owner: number, report: number, codes: string[]) =>
  tx
    .delete(cityReportTarget)
    .where(and(eq(cityReportTarget.merchant, owner), eq(cityReportTarget.report, report), inArray(cityReportTarget.code, codes)))
    .returning({ code: cityReportTarget.code });
export const targetCount = async (tx: Tx, owner: number, report: number) =>
  (await tx.select({ n: count() }).from(cityReportTarget).where(and(eq(cityReportTarget.merchant, owner), eq(cityReportTarget.report, report))))[0]?.n ?? 0;
