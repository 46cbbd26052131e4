import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { storageKv } from '../../db/schema/index.js';
import { contains } from '../../shared/text.js';

const columns = { key: storageKv.key, value: storageKv.value, remark: storageKv.remark, updated_by: storageKv.updated_by, update_time: storageKv.update_time };

export interface Filter {
  key?: string;
}

const where = (merchantId: number, filter: Filter): SQL | undefined =>
  and(
    eq(storageKv.merchant, merchantId),
    filter.key ? ilike(storageKv.key, contains(filter.key)) : undefined,
  );

export function page(tx: Tx, merchantId: number, filter: Filter, limit: number, offset: number) {
  return tx.select(columns).from(storageKv).where(where(merchantId, filter)).orderBy(asc(storageKv.key)).limit(limit).offset(offset);
}

export async function total(tx: Tx, merchantId: number, filter: Filter) {
  const [row] = await tx.select({ n: count() }).from(storageKv).where(where(merchantId, filter));
  return row?.n ?? 0;
}

export async function find(tx: Tx, merchantId: number, key: string, options: { lock?: boolean } = {}) {
  const query = tx.select(columns).from(storageKv).where(and(eq(storageKv.merchant, merchantId), eq(storageKv.key, key))).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Inserts or replaces; answers whether the key was new. */
export async function upsert(tx: Tx, merchantId: number, key: string, values: { value: string; remark: string; updated_by: string }) {
  const [row] = await tx
    .insert(storageKv)
    .values({ merchant: merchantId, key, ...values })
    .onConflictDoUpdate({ target: [storageKv.merchant, storageKv.key], set: { ...values, update_time: sql`now()` } })
    .returning({ created: sql<boolean>`(xmax = 0)` });
  return row!.created;
}

export async function remove(tx: Tx, merchantId: number, key: string) {
  await tx.delete(storageKv).where(and(eq(storageKv.merchant, merchantId), eq(storageKv.key, key)));
}
