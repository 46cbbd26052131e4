import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { message, messageCounter } from '../../../db/schema/index.js';

const within = (scope: Scope): SQL | undefined => (scope === 'all' ? undefined : inArray(message.merchant, [...scope]));

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

/**
 * One page, newest first. The page's ids are found on the (merchant, id) index alone and only those
 * rows are read, so deep pages stay cheap. `id = any(array(...))` makes the id list an init plan that
 * runs first; `id in (...)` let the planner pick a semi-join over the whole table without statistics.
 */
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
    .where(sql`${message.id} = any(array(${ids}))`)
    .orderBy(desc(message.id));
}

/** The list's total from the counters the triggers keep (one row per merchant and app). */
export async function total(tx: Tx, scope: Scope, filter: MessageFilter) {
  const [row] = await tx
    .select({ n: sql<string>`coalesce(sum(${filter.unreadOnly ? messageCounter.unread : messageCounter.total}), 0)` })
    .from(messageCounter)
    .where(
      and(
        scope === 'all' ? undefined : inArray(messageCounter.merchant, [...scope]),
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

export async function insertMany(tx: Tx, rows: (typeof message.$inferInsert)[]) {
  await tx.insert(message).values(rows);
}
