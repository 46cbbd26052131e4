import { and, count, desc, eq, gte, ilike, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { announcement, manager } from '../../../db/schema/index.js';
import { contains } from '../../../shared/text.js';

const published = and(eq(announcement.status, 1), lte(announcement.publish_time, sql`now()`));

export function page(tx: Tx, limit: number, offset: number) {
  return tx
    .select({ id: announcement.id, title: announcement.title, tags: announcement.tags, publish_time: announcement.publish_time })
    .from(announcement)
    .where(published)
    .orderBy(desc(announcement.publish_time), desc(announcement.id))
    .limit(limit)
    .offset(offset);
}

export async function total(tx: Tx) {
  const [row] = await tx.select({ n: count() }).from(announcement).where(published);
  return row?.n ?? 0;
}

export interface ManageFilter {
  title?: string;
  status?: number;
  from?: Date;
  before?: Date;
}


export const manageWhere = (filter: ManageFilter): SQL | undefined =>
  and(
    filter.title ? ilike(announcement.title, contains(filter.title)) : undefined,
    filter.status === undefined ? undefined : eq(announcement.status, filter.status),
    filter.from ? gte(announcement.publish_time, filter.from) : undefined,
    filter.before ? lt(announcement.publish_time, filter.before) : undefined,
  );

export function managePage(tx: Tx, filter: ManageFilter, limit: number, offset: number) {
  return tx
    .select({
      id: announcement.id,
      title: announcement.title,
      tags: announcement.tags,
      publish_time: announcement.publish_time,
      status: announcement.status,
      update_time: announcement.update_time,
      publisher_name: sql<string>`coalesce(${manager.name}, '')`,
    })
    .from(announcement)
    .leftJoin(manager, eq(manager.id, announcement.publisher))
    .where(manageWhere(filter))
    .orderBy(desc(announcement.publish_time), desc(announcement.id))
    .limit(limit)
    .offset(offset);
}

export async function manageTotal(tx: Tx, filter: ManageFilter) {
  const [row] = await tx.select({ n: count() }).from(announcement).where(manageWhere(filter));
  return row?.n ?? 0;
}

/** One announcement (only a published one for the public page); `lock` holds it for a change in this transaction. */
export async function find(tx: Tx, id: number, options: { onlyPublished?: boolean; lock?: boolean } = {}) {
  const query = tx
    .select({ id: announcement.id, title: announcement.title, content: announcement.content, tags: announcement.tags, publish_time: announcement.publish_time, status: announcement.status })
    .from(announcement)
    .where(and(eq(announcement.id, id), options.onlyPublished ? published : undefined))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function insert(tx: Tx, values: typeof announcement.$inferInsert) {
  const [row] = await tx.insert(announcement).values(values).returning({ id: announcement.id });
  return row!.id;
}

export async function update(tx: Tx, id: number, values: Partial<typeof announcement.$inferInsert>) {
  await tx.update(announcement).set({ ...values, update_time: sql`now()` }).where(eq(announcement.id, id));
}

export async function remove(tx: Tx, id: number) {
  await tx.delete(announcement).where(eq(announcement.id, id));
}
