import { and, count, desc, eq, gte, ilike, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { manager, merchant, message, messageCounter } from '../../../db/schema/index.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';
import { amongKeys } from '../../../shared/paging.js';

const within = (scope: Scope): SQL | undefined => withinScope(message.merchant, scope);

export interface MessageFilter {
  merchant: number;
  appId?: string;
  unreadOnly: boolean;
}

const where = (scope: Scope, filter: MessageFilter) =>
  and(
    within(scope),
    eq(message.merchant, filter.merchant),
    filter.appId ? or(eq(message.app_id, filter.appId), eq(message.app_id, '')) : undefined,
    filter.unreadOnly ? eq(message.read_status, 0) : undefined,
  );

/** One page, newest first: the page's ids found on the (merchant, id) index alone, then only those rows read (amongKeys). */
export async function page(tx: Tx, scope: Scope, filter: MessageFilter, limit: number, offset: number) {
  const ids = tx.select({ id: message.id }).from(message).where(where(scope, filter)).orderBy(desc(message.id)).limit(limit).offset(offset);
  return tx
    .select({
      id: message.id,
      title: message.title,
      body: message.body,
      link: message.link,
      read_status: message.read_status,
      create_time: message.create_time,
    })
    .from(message)
    .where(amongKeys(message.id, ids))
    .orderBy(desc(message.id));
}

/** The list's total from the counters the triggers keep (one row per merchant and app). */
export async function total(tx: Tx, scope: Scope, filter: MessageFilter) {
  const [row] = await tx
    .select({ n: sql<string>`coalesce(sum(${filter.unreadOnly ? messageCounter.unread : messageCounter.total}), 0)` })
    .from(messageCounter)
    .where(
      and(
        withinScope(messageCounter.merchant, scope),
        eq(messageCounter.merchant, filter.merchant),
        filter.appId ? inArray(messageCounter.app_id, [filter.appId, '']) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

export async function markRead(tx: Tx, scope: Scope, ids: number[]) {
  const rows = await tx
    .update(message)
    .set({ read_status: 1, update_time: sql`now()` })
    .where(and(within(scope), inArray(message.id, ids), eq(message.read_status, 0)))
    .returning({ id: message.id });
  return rows.length;
}

/** Inserts the messages; answers their ids in the order given. */
export async function insertMany(tx: Tx, rows: (typeof message.$inferInsert)[]) {
  return (await tx.insert(message).values(rows).returning({ id: message.id })).map((row) => row.id);
}

/** The platform's pushes: messages with a sender (the message centre's own rows have none). */
export interface PushFilter {
  title?: string;
  merchant?: number;
  readStatus?: number;
  from?: Date;
  before?: Date;
}

const pushWhere = (scope: Scope, filter: PushFilter) =>
  and(
    within(scope),
    isNotNull(message.sender),
    filter.title ? ilike(message.title, contains(filter.title)) : undefined,
    filter.merchant ? eq(message.merchant, filter.merchant) : undefined,
    filter.readStatus === undefined ? undefined : eq(message.read_status, filter.readStatus),
    filter.from ? gte(message.create_time, filter.from) : undefined,
    filter.before ? lt(message.create_time, filter.before) : undefined,
  );

/** One page of pushes, newest first: ids first (on the primary key), then only those rows with their names. */
export async function pushPage(tx: Tx, scope: Scope, filter: PushFilter, limit: number, offset: number) {
  const ids = tx.select({ id: message.id }).from(message).where(pushWhere(scope, filter)).orderBy(desc(message.id)).limit(limit).offset(offset);
  return tx
    .select({
      id: message.id,
      merchant: message.merchant,
      merchant_name: sql<string>`coalesce(${merchant.name}, '')`,
      title: message.title,
      body: message.body,
      link: message.link,
      read_status: message.read_status,
      sender_name: sql<string>`coalesce(${manager.name}, '')`,
      create_time: message.create_time,
    })
    .from(message)
    .leftJoin(merchant, eq(merchant.id, message.merchant))
    .leftJoin(manager, eq(manager.id, message.sender))
    .where(amongKeys(message.id, ids))
    .orderBy(desc(message.id));
}

export async function pushTotal(tx: Tx, scope: Scope, filter: PushFilter) {
  const [row] = await tx.select({ n: count() }).from(message).where(pushWhere(scope, filter));
  return row?.n ?? 0;
}
