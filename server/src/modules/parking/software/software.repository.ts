import { and, count, desc, eq, gte, ilike, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { merchant, park, parkingRecord, partnerSoftware } from '../../../db/schema/index.js';
import { merchantNameOf, qualified } from '../../../shared/names.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';

// The 停车软件 registrations of 合作伙伴 (`partner_software`, type parking), read across the caller's customers with
// their parks and today's entries. Every query names the merchants it serves; row-level security is the second line.

export type State = 'pending' | 'active' | 'expired' | 'disabled';

export interface Filter {
  merchants: Scope;
  merchant?: number;
  keywords?: string;
  software?: string;
  state?: State;
  /** The UTC+8 day the states are told on. */
  today: string;
}

/** A registration's state in SQL, as `softwareStateOf` tells it. */
const stateIs = (state: State, today: string): SQL => {
  const enabled = eq(partnerSoftware.status, 1);
  switch (state) {
    case 'disabled':
      return ne(partnerSoftware.status, 1);
    case 'pending':
      return and(enabled, sql`${partnerSoftware.start_date} > ${today}::date`)!;
    case 'expired':
      return and(enabled, sql`${partnerSoftware.start_date} <= ${today}::date`, sql`${partnerSoftware.end_date} < ${today}::date`)!;
    case 'active':
      return and(enabled, sql`${partnerSoftware.start_date} <= ${today}::date`, or(sql`${partnerSoftware.end_date} is null`, sql`${partnerSoftware.end_date} >= ${today}::date`))!;
  }
};

const where = (f: Filter) =>
  and(
    eq(partnerSoftware.type, 'parking'),
    withinScope(partnerSoftware.merchant, f.merchants),
    f.merchant ? eq(partnerSoftware.merchant, f.merchant) : undefined,
    f.software ? eq(partnerSoftware.software, f.software) : undefined,
    f.keywords ? or(ilike(partnerSoftware.version, contains(f.keywords)), sql`${merchantNameOf(partnerSoftware.merchant)} ilike ${contains(f.keywords)}`) : undefined,
    f.state ? stateIs(f.state, f.today) : undefined,
  );

/** The customer's parks, their spaces and the cars that entered them since `since` (the UTC+8 day's start). */
const parkFigures = (since: Date) => ({
  park_count: sql<number>`(select count(*)::int from ${park} p where p.merchant = ${qualified(partnerSoftware.merchant)})`,
  space_count: sql<number>`(select coalesce(sum(p.total_space), 0)::int from ${park} p where p.merchant = ${qualified(partnerSoftware.merchant)})`,
  today_entries: sql<number>`(select count(*)::int from ${parkingRecord} r where r.merchant = ${qualified(partnerSoftware.merchant)} and r.entry_time >= ${since})`,
});

const columns = (since: Date) => ({
  id: partnerSoftware.id,
  merchant: partnerSoftware.merchant,
  merchant_name: merchantNameOf(partnerSoftware.merchant),
  partner: partnerSoftware.partner,
  type: partnerSoftware.type,
  software: partnerSoftware.software,
  version: partnerSoftware.version,
  start_date: partnerSoftware.start_date,
  end_date: partnerSoftware.end_date,
  annual_fee: partnerSoftware.annual_fee,
  install_fee: partnerSoftware.install_fee,
  status: partnerSoftware.status,
  remark: partnerSoftware.remark,
  create_time: partnerSoftware.create_time,
  update_time: partnerSoftware.update_time,
  ...parkFigures(since),
});

export type SoftwareRow = Awaited<ReturnType<typeof page>>[number];

/** Newest registration first. */
export const page = (tx: Tx, f: Filter, since: Date, limit: number, offset: number) =>
  tx.select(columns(since)).from(partnerSoftware).where(where(f)).orderBy(desc(partnerSoftware.create_time), desc(partnerSoftware.id)).limit(limit).offset(offset);

export async function total(tx: Tx, f: Filter) {
  const [row] = await tx.select({ n: count() }).from(partnerSoftware).where(where(f));
  return row?.n ?? 0;
}

/** Per software: registrations by state, their customers' parks, spaces and today's entries, the enabled fees. */
export function bySoftware(tx: Tx, f: Filter, since: Date) {
  const figures = parkFigures(since);
  const is = (state: State) => sql<number>`(count(*) filter (where ${stateIs(state, f.today)}))::int`;
  return tx
    .select({
      software: partnerSoftware.software,
      customers: sql<number>`count(distinct ${partnerSoftware.merchant})::int`,
      active: is('active'),
      pending: is('pending'),
      expired: is('expired'),
      disabled: is('disabled'),
      parks: sql<number>`coalesce(sum(${figures.park_count}), 0)::int`,
      spaces: sql<number>`coalesce(sum(${figures.space_count}), 0)::int`,
      today_entries: sql<number>`coalesce(sum(${figures.today_entries}), 0)::int`,
      annual_fee: sql<number>`coalesce(sum(${partnerSoftware.annual_fee}) filter (where ${partnerSoftware.status} = 1), 0)::int`,
    })
    .from(partnerSoftware)
    .where(where(f))
    .groupBy(partnerSoftware.software);
}

/** Parking customers in scope (merchants with a park) that registered no parking software. */
export async function unregistered(tx: Tx, f: Filter) {
  const [row] = await tx
    .select({ n: sql<number>`count(distinct ${park.merchant})::int` })
    .from(park)
    .innerJoin(merchant, eq(merchant.id, park.merchant))
    .where(
      and(
        withinScope(park.merchant, f.merchants),
        f.merchant ? eq(park.merchant, f.merchant) : undefined,
        sql`not exists (select 1 from ${partnerSoftware} s where s.merchant = ${qualified(park.merchant)} and s.type = 'parking')`,
      ),
    );
  return row?.n ?? 0;
}

/** Registrations in use that end within `until` (inclusive), soonest first. */
export const expiring = (tx: Tx, f: Filter, until: string, since: Date) =>
  tx
    .select(columns(since))
    .from(partnerSoftware)
    .where(and(where({ ...f, state: 'active' }), isNotNull(partnerSoftware.end_date), gte(partnerSoftware.end_date, f.today), lte(partnerSoftware.end_date, until)))
    .orderBy(partnerSoftware.end_date)
    .limit(20);
