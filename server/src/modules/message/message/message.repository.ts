import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { message } from '../../../db/schema/index.js';

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
 * rows are read, so deep pages stay cheap.
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
    .where(inArray(message.id, ids))
    .orderBy(desc(message.id));
}

export async function total(tx: Tx, scope: Scope, filter: MessageFilter) {
  const [row] = await tx.select({ n: count() }).from(message).where(where(scope, filter));
  return row?.n ?? 0;
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
