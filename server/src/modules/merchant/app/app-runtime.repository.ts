import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { app, appMetadata } from '../../../db/schema/index.js';
import { contains } from '../../../shared/text.js';

const columns = {
  id: app.id,
  app_id: app.app_id,
  app_key: app.app_key,
  name: app.name,
  system: app.system,
  domain: app.domain,
  profile: app.profile,
  is_default: app.is_default,
  payload_codec: app.payload_codec,
  status: app.status,
  metadata_count: sql<number>`(select count(*)::int from ${appMetadata} where ${appMetadata.app} = ${app.id})`,
  create_time: app.create_time,
  update_time: app.update_time,
};

export type AppRow = {
  id: number;
  app_id: string;
  app_key: string;
  name: string;
  system: string;
  domain: string;
  profile: string;
  is_default: number;
  payload_codec: number;
  status: number;
  metadata_count: number;
  create_time: Date;
  update_time: Date;
};

export interface Filter {
  keywords?: string;
  profile?: string;
  status?: number;
}

const where = (filter: Filter): SQL | undefined =>
  and(
    filter.keywords ? or(ilike(app.name, contains(filter.keywords)), ilike(app.app_id, contains(filter.keywords)), ilike(app.domain, contains(filter.keywords))) : undefined,
    filter.profile ? eq(app.profile, filter.profile) : undefined,
    filter.status === undefined ? undefined : eq(app.status, filter.status),
  );

export function page(tx: Tx, filter: Filter, limit: number, offset: number): Promise<AppRow[]> {
  return tx.select(columns).from(app).where(where(filter)).orderBy(desc(app.is_default), asc(app.domain), asc(app.profile), asc(app.id)).limit(limit).offset(offset);
}

export async function total(tx: Tx, filter: Filter) {
  const [row] = await tx.select({ n: count() }).from(app).where(where(filter));
  return row?.n ?? 0;
}

export async function find(tx: Tx, id: number, options: { lock?: boolean } = {}): Promise<AppRow | undefined> {
  const query = tx.select(columns).from(app).where(eq(app.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update', { of: app }) : await query;
  return row;
}

/** The app holding a domain and profile, or an app_id (for the uniqueness checks). */
export async function findByDomain(tx: Tx, domain: string, profile: string) {
  const [row] = await tx.select({ id: app.id, name: app.name }).from(app).where(and(eq(app.domain, domain), eq(app.profile, profile))).limit(1);
  return row;
}

export async function findByAppId(tx: Tx, appId: string) {
  const [row] = await tx.select({ id: app.id, name: app.name }).from(app).where(eq(app.app_id, appId)).limit(1);
  return row;
}

/** Serialises changes of the default flag: at most one default app at any time. */
export async function lockAll(tx: Tx) {
  await tx.select({ id: app.id }).from(app).for('update');
}

export async function insert(tx: Tx, values: typeof app.$inferInsert) {
  const [row] = await tx.insert(app).values(values).returning({ id: app.id });
  return row!.id;
}

export async function update(tx: Tx, id: number, values: Partial<typeof app.$inferInsert>) {
  await tx.update(app).set({ ...values, update_time: sql`now()` }).where(eq(app.id, id));
}

export function defaults(tx: Tx) {
  return tx.select({ id: app.id, name: app.name }).from(app).where(eq(app.is_default, 1));
}

export async function clearDefault(tx: Tx, except: number) {
  await tx.update(app).set({ is_default: 0, update_time: sql`now()` }).where(and(eq(app.is_default, 1), sql`${app.id} <> ${except}`));
}

/** Its metadata goes with it (foreign key, on delete cascade). */
export async function remove(tx: Tx, id: number) {
  await tx.delete(app).where(eq(app.id, id));
}

export async function insertMetadata(tx: Tx, appRowId: number, entries: Record<string, string>) {
  const rows = Object.entries(entries).map(([key, value]) => ({ app: appRowId, key, value }));
  if (rows.length) await tx.insert(appMetadata).values(rows);
}
