import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { announcement } from '../../../db/schema/index.js';

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

export async function insert(tx: Tx, values: typeof announcement.$inferInsert) {
  const [row] = await tx.insert(announcement).values(values).returning({ id: announcement.id });
  return row!.id;
}
