import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { ENABLED, presetRole, presetRolePermission } from '../../../db/schema/index.js';
import { contains } from '../../../shared/text.js';

/** What a merchant may see: enabled presets all of whose products it owns (`owned` null: the operator sees all). */
export interface Filter {
  name?: string;
  owned: readonly string[] | null;
}

const where = (filter: Filter): SQL | undefined =>
  and(
    filter.name ? ilike(presetRole.name, contains(filter.name)) : undefined,
    filter.owned === null ? undefined : and(eq(presetRole.status, ENABLED), sql`${presetRole.products} <@ ${sql.param([...filter.owned])}::text[]`),
  );

const columns = {
  id: presetRole.id,
  name: presetRole.name,
  description: presetRole.description,
  products: presetRole.products,
  status: presetRole.status,
  update_time: presetRole.update_time,
  permission_count: sql<number>`(select count(*)::int from ${presetRolePermission} where ${presetRolePermission.preset_role} = ${presetRole.id})`,
};

export function page(tx: Tx, filter: Filter, limit: number, offset: number) {
  return tx.select(columns).from(presetRole).where(where(filter)).orderBy(desc(presetRole.id)).limit(limit).offset(offset);
}

export async function total(tx: Tx, filter: Filter) {
  const [row] = await tx.select({ n: count() }).from(presetRole).where(where(filter));
  return row?.n ?? 0;
}

export async function find(tx: Tx, id: number, filter: Filter, options: { lock?: boolean } = {}) {
  const query = tx.select(columns).from(presetRole).where(and(eq(presetRole.id, id), where(filter))).limit(1);
  const [row] = options.lock ? await query.for('update', { of: presetRole }) : await query;
  return row;
}

export async function permissionsOf(tx: Tx, id: number) {
  const rows = await tx
    .select({ code: presetRolePermission.permission })
    .from(presetRolePermission)
    .where(eq(presetRolePermission.preset_role, id))
    .orderBy(asc(presetRolePermission.permission));
  return rows.map((r) => r.code);
}

export async function insert(tx: Tx, values: typeof presetRole.$inferInsert) {
  const [row] = await tx.insert(presetRole).values(values).returning({ id: presetRole.id });
  return row!.id;
}

export async function update(tx: Tx, id: number, values: Partial<Pick<typeof presetRole.$inferInsert, 'name' | 'description' | 'products'>>) {
  await tx.update(presetRole).set({ ...values, update_time: sql`now()` }).where(eq(presetRole.id, id));
}

export async function replacePermissions(tx: Tx, id: number, codes: readonly string[]) {
  await tx.delete(presetRolePermission).where(eq(presetRolePermission.preset_role, id));
  if (codes.length) await tx.insert(presetRolePermission).values(codes.map((permission) => ({ preset_role: id, permission })));
}

export async function remove(tx: Tx, id: number) {
  await tx.delete(presetRole).where(eq(presetRole.id, id));
}
