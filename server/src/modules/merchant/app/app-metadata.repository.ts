import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { app, appMetadata } from '../../../db/schema/index.js';
import { contains } from '../../../shared/text.js';

const columns = {
  app: appMetadata.app,
  app_id: app.app_id,
  app_name: app.name,
  key: appMetadata.key,
  value: appMetadata.value,
  status: appMetadata.status,
  update_time: appMetadata.update_time,
};

export interface Filter {
  app?: number;
  key?: string;
  status?: number;
}

const where = (filter: Filter): SQL | undefined =>
  and(
    filter.app === undefined ? undefined : eq(appMetadata.app, filter.app),
    filter.key ? ilike(appMetadata.key, contains(filter.key)) : undefined,
    filter.status === undefined ? undefined : eq(appMetadata.status, filter.status),
  );

export function page(tx: Tx, filter: Filter, limit: number, offset: number) {
  return tx
    .select(columns)
    .from(appMetadata)
    .innerJoin(app, eq(app.id, appMetadata.app))
    .where(where(filter))
    .orderBy(asc(app.id), asc(appMetadata.key))
    .limit(limit)
    .offset(offset);
}

export async function total(tx: Tx, filter: Filter) {
  const [row] = await tx.select({ n: count() }).from(appMetadata).where(where(filter));
  return row?.n ?? 0;
}

export async function find(tx: Tx, appRowId: number, key: string, options: { lock?: boolean } = {}) {
  const query = tx.select(columns).from(appMetadata).innerJoin(app, eq(app.id, appMetadata.app)).where(and(eq(appMetadata.app, appRowId), eq(appMetadata.key, key))).limit(1);
  const [row] = options.lock ? await query.for('update', { of: appMetadata }) : await query;
  return row;
}

export async function findApp(tx: Tx, appRowId: number) {
  const [row] = await tx.select({ id: app.id, name: app.name }).from(app).where(eq(app.id, appRowId)).limit(1);
  return row;
}

export async function insert(tx: Tx, values: typeof appMetadata.$inferInsert) {
  await tx.insert(appMetadata).values(values);
}

export async function update(tx: Tx, appRowId: number, key: string, values: Partial<Pick<typeof appMetadata.$inferInsert, 'value' | 'status'>>) {
  await tx.update(appMetadata).set({ ...values, update_time: sql`now()` }).where(and(eq(appMetadata.app, appRowId), eq(appMetadata.key, key)));
}

export async function remove(tx: Tx, appRowId: number, key: string) {
  await tx.delete(appMetadata).where(and(eq(appMetadata.app, appRowId), eq(appMetadata.key, key)));
}
