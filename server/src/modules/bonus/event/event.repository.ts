import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { bonusEvent, bonusGrant, bonusPlayer, bonusValue } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { amongKeys, exactTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';

// Every query names the merchants it serves (the caller's scope).

/** A running activity past its end time reads as 已结束 (2): the stored status changes only by a call. */
export const shownStatus = sql<number>`(case when ${bonusEvent.status} = 1 and ${bonusEvent.end_time} <= now() then 2 else ${bonusEvent.status} end)::int`;

const ofEvent = (expression: string) => sql.raw(`(select ${expression} from "bonus_value" v where v.merchant = "bonus_event"."merchant" and v.event = "bonus_event"."id")`);

const columns = {
  id: bonusEvent.id,
  merchant: bonusEvent.merchant,
  merchant_name: merchantNameOf(bonusEvent.merchant),
  name: bonusEvent.name,
  type: bonusEvent.type,
  issuer: bonusEvent.issuer,
  start_time: bonusEvent.start_time,
  end_time: bonusEvent.end_time,
  player_limit: bonusEvent.player_limit,
  rules: bonusEvent.rules,
  stored_status: bonusEvent.status,
  status: shownStatus,
  reward_count: sql<number>`${ofEvent('count(*)::int')}`,
  stock_remaining: sql<number>`coalesce(${ofEvent('sum(v.remaining)::int')}, 0)`,
  granted: sql<number>`coalesce(${ofEvent('sum(v.granted)::int')}, 0)`,
  creator: bonusEvent.creator,
  create_time: bonusEvent.create_time,
  update_time: bonusEvent.update_time,
};

export type EventRow = NonNullable<Awaited<ReturnType<typeof find>>>;

export interface Filter {
  merchants: Scope;
  keywords?: string;
  type?: number;
  status?: number;
}

const where = (f: Filter): SQL | undefined =>
  and(
    withinScope(bonusEvent.merchant, f.merchants),
    f.keywords ? sql`${bonusEvent.name} ilike ${contains(f.keywords)}` : undefined,
    f.type ? eq(bonusEvent.type, f.type) : undefined,
    f.status !== undefined ? sql`${shownStatus} = ${f.status}` : undefined,
  );

/** Newest first; the page's ids first (deferred join). */
export async function page(tx: Tx, f: Filter, limit: number, offset: number) {
  const ids = tx.select({ id: bonusEvent.id }).from(bonusEvent).where(where(f)).orderBy(desc(bonusEvent.id)).limit(limit).offset(offset);
  return tx.select(columns).from(bonusEvent).where(and(withinScope(bonusEvent.merchant, f.merchants), amongKeys(bonusEvent.id, ids))).orderBy(desc(bonusEvent.id));
}

export const total = (tx: Tx, f: Filter) => exactTotal(tx, bonusEvent, where(f));

export async function find(tx: Tx, merchants: Scope, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select(columns).from(bonusEvent).where(and(withinScope(bonusEvent.merchant, merchants), eq(bonusEvent.id, id)));
  const [row] = options.lock ? await query.for('update', { of: bonusEvent }) : await query;
  return row;
}

export async function insert(tx: Tx, values: typeof bonusEvent.$inferInsert) {
  const [row] = await tx.insert(bonusEvent).values(values).returning({ id: bonusEvent.id });
  return row!.id;
}

export const update = (tx: Tx, merchant: number, id: number, values: Partial<typeof bonusEvent.$inferInsert>) =>
  tx.update(bonusEvent).set({ ...values, update_time: new Date() }).where(and(eq(bonusEvent.merchant, merchant), eq(bonusEvent.id, id)));

/** 营销看板: counts over the merchants in scope (UTC+8 days). */
export async function statistics(tx: Tx, merchants: Scope, todayStart: Date, monthStart: Date) {
  const [events] = await tx
    .select({ events: sql<number>`count(*)::int`, running: sql<number>`(count(*) filter (where ${shownStatus} = 1))::int` })
    .from(bonusEvent)
    .where(withinScope(bonusEvent.merchant, merchants));
  const [values] = await tx
    .select({ remaining: sql<number>`coalesce(sum(${bonusValue.remaining}) filter (where ${bonusValue.audit_status} = 1), 0)::int`, pending: sql<number>`(count(*) filter (where ${bonusValue.audit_status} = 0))::int` })
    .from(bonusValue)
    .where(withinScope(bonusValue.merchant, merchants));
  const grantWhere = and(withinScope(bonusGrant.merchant, merchants), gte(bonusGrant.create_time, monthStart));
  const day = sql<string>`to_char(${bonusGrant.create_time} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  const days = await tx.select({ day, granted: sql<number>`count(*)::int` }).from(bonusGrant).where(grantWhere).groupBy(day).orderBy(day);
  const [today] = await tx.select({ n: sql<number>`count(*)::int` }).from(bonusGrant).where(and(withinScope(bonusGrant.merchant, merchants), gte(bonusGrant.create_time, todayStart)));
  const [players] = await tx
    .select({ n: sql<number>`count(distinct ${bonusPlayer.player})::int` })
    .from(bonusPlayer)
    .where(and(withinScope(bonusPlayer.merchant, merchants), gte(bonusPlayer.create_time, monthStart)));
  return { events: events!, values: values!, days, today: today!.n, players: players!.n };
}
