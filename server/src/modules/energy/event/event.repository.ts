import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { energyEvent, energyEventCrowd, energyEventUser, energyPackage, energyReplenish, energyStation } from '../../../db/schema/index.js';
import { merchantNameOf, qualified } from '../../../shared/names.js';
import { cappedTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';
import { contains, startsWith } from '../../../shared/text.js';
import { atStation } from '../station-ref.js';
import { stateOf as purchaseStateOf } from '../package/package.repository.js';

// Events (活动), their users and crowds. Every query names the merchants it serves; row-level security is the second line.

/** 0 草稿, 4 已结束 (ended, or past its end), 3 已暂停, 1 未开始, else 2 进行中. */
export const eventStateOf: SQL<number> = sql<number>`(case when ${energyEvent.status} = 0 then 0 when ${energyEvent.status} = 3 or ${energyEvent.end_time} <= now() then 4 when ${energyEvent.status} = 2 then 3 when ${energyEvent.start_time} > now() then 1 else 2 end)`;

const eventColumns = {
  event_id: energyEvent.id,
  merchant: energyEvent.merchant,
  merchant_name: merchantNameOf(energyEvent.merchant),
  station: energyEvent.station,
  station_code: energyStation.station_code,
  station_name: energyStation.name,
  name: energyEvent.name,
  kind: energyEvent.kind,
  value: energyEvent.value,
  threshold: energyEvent.threshold,
  audience: energyEvent.audience,
  start_time: energyEvent.start_time,
  end_time: energyEvent.end_time,
  budget: energyEvent.budget,
  per_user_limit: energyEvent.per_user_limit,
  description: energyEvent.description,
  status: energyEvent.status,
  state: eventStateOf,
  user_count: sql<number>`(select count(*)::int from ${energyEventUser} u where u.event = ${qualified(energyEvent.id)})`,
  crowd_count: sql<number>`(select count(*)::int from ${energyEventCrowd} c where c.event = ${qualified(energyEvent.id)})`,
  used_count: sql<number>`(select coalesce(sum(u.used_count), 0)::int from ${energyEventUser} u where u.event = ${qualified(energyEvent.id)})`,
  discount_amount: sql<number>`(select coalesce(sum(u.discount_amount), 0)::int from ${energyEventUser} u where u.event = ${qualified(energyEvent.id)})`,
  create_time: energyEvent.create_time,
  update_time: energyEvent.update_time,
};
export type EventRow = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

export interface EventFilter {
  merchants: Scope;
  merchant?: number;
  station_code?: string;
  keywords?: string;
  kind?: number;
  state?: number;
}

const eventWhere = (f: EventFilter) =>
  and(
    withinScope(energyEvent.merchant, f.merchants),
    f.merchant ? eq(energyEvent.merchant, f.merchant) : undefined,
    f.station_code ? atStation(energyEvent.station, f.station_code) : undefined,
    f.keywords ? ilike(energyEvent.name, contains(f.keywords)) : undefined,
    f.kind !== undefined ? eq(energyEvent.kind, f.kind) : undefined,
    f.state !== undefined ? sql`${eventStateOf} = ${f.state}` : undefined,
  );

const eventsFrom = (tx: Tx) => tx.select(eventColumns).from(energyEvent).innerJoin(energyStation, eq(energyStation.id, energyEvent.station));

export const eventPage = (tx: Tx, f: EventFilter, limit: number, offset: number) =>
  eventsFrom(tx).where(eventWhere(f)).orderBy(desc(energyEvent.create_time), desc(energyEvent.id)).limit(limit).offset(offset);
export const eventTotal = (tx: Tx, f: EventFilter) => cappedTotal(tx, energyEvent, eventWhere(f));

export async function findEvent(tx: Tx, merchants: Scope, id: number, options: { lock?: boolean } = {}) {
  const query = eventsFrom(tx).where(and(withinScope(energyEvent.merchant, merchants), eq(energyEvent.id, id)));
  const [row] = options.lock ? await query.for('update', { of: energyEvent }) : await query;
  return row;
}

type EventValues = Omit<typeof energyEvent.$inferInsert, 'id' | 'create_time' | 'update_time'>;

export async function insertEvent(tx: Tx, values: EventValues) {
  const [row] = await tx.insert(energyEvent).values(values).returning({ id: energyEvent.id });
  return row!;
}

export const updateEvent = (tx: Tx, id: number, values: Partial<EventValues>) => tx.update(energyEvent).set({ ...values, update_time: new Date() }).where(eq(energyEvent.id, id));

// ---- users ---------------------------------------------------------------------------------------------------------

const userColumns = {
  id: energyEventUser.id,
  event_id: energyEventUser.event,
  event_name: energyEvent.name,
  merchant: energyEventUser.merchant,
  merchant_name: merchantNameOf(energyEventUser.merchant),
  user_name: energyEventUser.user_name,
  mobile: energyEventUser.mobile,
  plate: energyEventUser.plate,
  source: energyEventUser.source,
  used_count: energyEventUser.used_count,
  discount_amount: energyEventUser.discount_amount,
  last_use_time: energyEventUser.last_use_time,
  notes: energyEventUser.notes,
  create_time: energyEventUser.create_time,
};
export type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

export interface MemberFilter {
  merchants: Scope;
  merchant?: number;
  station_code?: string;
  event_id?: number;
}

const memberWhere = (table: typeof energyEventUser | typeof energyEventCrowd, f: MemberFilter) =>
  and(
    withinScope(table.merchant, f.merchants),
    f.merchant ? eq(table.merchant, f.merchant) : undefined,
    f.event_id ? eq(table.event, f.event_id) : undefined,
    f.station_code ? sql`${qualified(table.event)} in (select e.id from ${energyEvent} e join ${energyStation} s on s.id = e.station where s.station_code = ${f.station_code})` : undefined,
  );

const userWhere = (f: MemberFilter & { keywords?: string; source?: number }) =>
  and(
    memberWhere(energyEventUser, f),
    f.keywords ? or(ilike(energyEventUser.mobile, startsWith(f.keywords)), ilike(energyEventUser.plate, startsWith(f.keywords))) : undefined,
    f.source !== undefined ? eq(energyEventUser.source, f.source) : undefined,
  );

const usersFrom = (tx: Tx) => tx.select(userColumns).from(energyEventUser).innerJoin(energyEvent, eq(energyEvent.id, energyEventUser.event));

export const userPage = (tx: Tx, f: Parameters<typeof userWhere>[0], limit: number, offset: number) =>
  usersFrom(tx).where(userWhere(f)).orderBy(desc(energyEventUser.create_time), desc(energyEventUser.id)).limit(limit).offset(offset);
export const userTotal = (tx: Tx, f: Parameters<typeof userWhere>[0]) => cappedTotal(tx, energyEventUser, userWhere(f));

export async function findUser(tx: Tx, merchants: Scope, id: number) {
  const [row] = await usersFrom(tx)
    .where(and(withinScope(energyEventUser.merchant, merchants), eq(energyEventUser.id, id)))
    .for('update', { of: energyEventUser });
  return row;
}

type UserValues = Omit<typeof energyEventUser.$inferInsert, 'id' | 'create_time' | 'update_time'>;

export async function insertUser(tx: Tx, values: UserValues) {
  const [row] = await tx.insert(energyEventUser).values(values).returning({ id: energyEventUser.id });
  return row!;
}
export const updateUser = (tx: Tx, id: number, values: Partial<UserValues>) => tx.update(energyEventUser).set({ ...values, update_time: new Date() }).where(eq(energyEventUser.id, id));
export const removeUser = (tx: Tx, id: number) => tx.delete(energyEventUser).where(eq(energyEventUser.id, id));

// ---- crowds --------------------------------------------------------------------------------------------------------

const crowdColumns = {
  id: energyEventCrowd.id,
  event_id: energyEventCrowd.event,
  event_name: energyEvent.name,
  station: energyEvent.station,
  merchant: energyEventCrowd.merchant,
  merchant_name: merchantNameOf(energyEventCrowd.merchant),
  name: energyEventCrowd.name,
  rule: energyEventCrowd.rule,
  days: energyEventCrowd.days,
  times: energyEventCrowd.charge_times,
  notes: energyEventCrowd.notes,
  create_time: energyEventCrowd.create_time,
};
export type CrowdRow = NonNullable<Awaited<ReturnType<typeof findCrowd>>>;

const crowdWhere = (f: MemberFilter & { rule?: number }) => and(memberWhere(energyEventCrowd, f), f.rule !== undefined ? eq(energyEventCrowd.rule, f.rule) : undefined);
const crowdsFrom = (tx: Tx) => tx.select(crowdColumns).from(energyEventCrowd).innerJoin(energyEvent, eq(energyEvent.id, energyEventCrowd.event));

export const crowdPage = (tx: Tx, f: Parameters<typeof crowdWhere>[0], limit: number, offset: number) =>
  crowdsFrom(tx).where(crowdWhere(f)).orderBy(desc(energyEventCrowd.create_time), desc(energyEventCrowd.id)).limit(limit).offset(offset);
export const crowdTotal = (tx: Tx, f: Parameters<typeof crowdWhere>[0]) => cappedTotal(tx, energyEventCrowd, crowdWhere(f));

export async function findCrowd(tx: Tx, merchants: Scope, id: number) {
  const [row] = await crowdsFrom(tx)
    .where(and(withinScope(energyEventCrowd.merchant, merchants), eq(energyEventCrowd.id, id)))
    .for('update', { of: energyEventCrowd });
  return row;
}

type CrowdValues = Omit<typeof energyEventCrowd.$inferInsert, 'id' | 'create_time' | 'update_time'>;

export async function insertCrowd(tx: Tx, values: CrowdValues) {
  const [row] = await tx.insert(energyEventCrowd).values(values).returning({ id: energyEventCrowd.id });
  return row!;
}
export const updateCrowd = (tx: Tx, id: number, values: Partial<CrowdValues>) => tx.update(energyEventCrowd).set({ ...values, update_time: new Date() }).where(eq(energyEventCrowd.id, id));
export const removeCrowd = (tx: Tx, id: number) => tx.delete(energyEventCrowd).where(eq(energyEventCrowd.id, id));

/**
 * How many users a crowd's rule matches now, over its station's records: charging sessions by plate (新用户: first
 * session within `days`; 活跃: at least `times` sessions within `days`; 沉睡: none within `days`), purchases in force by
 * mobile (套餐用户).
 */
export async function crowdSize(tx: Tx, c: { merchant: number; station: number; rule: number; days: number; times: number }) {
  const since = sql`now() - make_interval(days => ${c.days})`;
  const having =
    c.rule === 1
      ? sql`min(r.start_time) >= ${since}`
      : c.rule === 2
        ? sql`count(*) filter (where r.start_time >= ${since}) >= ${c.times}`
        : sql`max(r.start_time) < ${since}`;
  const query =
    c.rule === 4
      ? sql`select count(distinct ${energyPackage.mobile})::int as n from ${energyPackage} where ${energyPackage.merchant} = ${c.merchant} and ${energyPackage.station} = ${c.station} and ${purchaseStateOf} = 1`
      : sql`select count(*)::int as n from (select r.plate from ${energyReplenish} r where r.merchant = ${c.merchant} and r.station = ${c.station} and r.plate <> '' group by r.plate having ${having}) matched`;
  const result = (await tx.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}
