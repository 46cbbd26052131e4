import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { bucket, ENABLED } from '../../../db/schema/index.js';
import { contains } from '../../../shared/text.js';

export type BucketRow = typeof bucket.$inferSelect;

export interface Filter {
  keywords?: string;
  status?: number;
}

const where = (filter: Filter): SQL | undefined =>
  and(
    filter.keywords ? or(ilike(bucket.name, contains(filter.keywords)), ilike(bucket.label, contains(filter.keywords))) : undefined,
    filter.status === undefined ? undefined : eq(bucket.status, filter.status),
  );

export function page(tx: Tx, filter: Filter, limit: number, offset: number) {
  return tx.select().from(bucket).where(where(filter)).orderBy(sql`${bucket.builtin} desc`, asc(bucket.id)).limit(limit).offset(offset);
}

export async function total(tx: Tx, filter: Filter) {
  const [row] = await tx.select({ n: count() }).from(bucket).where(where(filter));
  return row?.n ?? 0;
}

export function enabled(tx: Tx) {
  return tx.select().from(bucket).where(eq(bucket.status, ENABLED)).orderBy(sql`${bucket.builtin} desc`, asc(bucket.id));
}

export async function find(tx: Tx, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select().from(bucket).where(eq(bucket.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findByName(tx: Tx, name: string) {
  const [row] = await tx.select().from(bucket).where(eq(bucket.name, name)).limit(1);
  return row;
}

export async function insert(tx: Tx, values: typeof bucket.$inferInsert) {
  const [row] = await tx.insert(bucket).values(values).returning({ id: bucket.id });
  return row!.id;
}

/** The built-in spaces, created when missing (at every start); the operator's edits stay. */
export async function ensure(tx: Tx, rows: (typeof bucket.$inferInsert)[]) {
  await tx.insert(bucket).values(rows).onConflictDoNothing({ target: bucket.name });
}

export async function update(tx: Tx, id: number, values: Partial<typeof bucket.$inferInsert>) {
  await tx.update(bucket).set({ ...values, update_time: sql`now()` }).where(eq(bucket.id, id));
}

export async function remove(tx: Tx, id: number) {
  await tx.delete(bucket).where(eq(bucket.id, id));
}
