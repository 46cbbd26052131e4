import { and, asc, count, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { permission, presetRolePermission, rolePermission } from '../../../db/schema/index.js';
import { contains } from '../../../shared/text.js';

const columns = { code: permission.code, label: permission.label, product: permission.product, status: permission.status };

/** The whole catalogue (a few hundred rows), in code order. */
export function all(tx: Tx) {
  return tx.select(columns).from(permission).orderBy(asc(permission.code));
}

export function findMany(tx: Tx, codes: readonly string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return tx.select(columns).from(permission).where(inArray(permission.code, [...codes]));
}

export async function find(tx: Tx, code: string, options: { lock?: boolean } = {}) {
  const query = tx.select(columns).from(permission).where(eq(permission.code, code)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export interface Filter {
  code?: string;
  label?: string;
  /** '' (or 'null'): the permissions every merchant holds. */
  product?: string;
  status?: number;
}

const where = (filter: Filter): SQL | undefined =>
  and(
    filter.code ? ilike(permission.code, contains(filter.code)) : undefined,
    filter.label ? ilike(permission.label, contains(filter.label)) : undefined,
    filter.product === undefined ? undefined : filter.product === 'null' ? isNull(permission.product) : eq(permission.product, filter.product),
    filter.status === undefined ? undefined : eq(permission.status, filter.status),
  );

/** How many roles (of every merchant: run it in an 'all' transaction) hold the permission. */
const roleCount = sql<number>`(select count(*)::int from ${rolePermission} where ${rolePermission.permission} = ${permission.code})`;

export function page(tx: Tx, filter: Filter, limit: number, offset: number) {
  return tx
    .select({ ...columns, role_count: roleCount })
    .from(permission)
    .where(where(filter))
    .orderBy(asc(permission.code))
    .limit(limit)
    .offset(offset);
}

export async function total(tx: Tx, filter: Filter) {
  const [row] = await tx.select({ n: count() }).from(permission).where(where(filter));
  return row?.n ?? 0;
}

export async function roleCountOf(tx: Tx, code: string) {
  const [row] = await tx.select({ n: count() }).from(rolePermission).where(eq(rolePermission.permission, code));
  return row?.n ?? 0;
}

export async function insert(tx: Tx, values: typeof permission.$inferInsert) {
  await tx.insert(permission).values(values);
}

export async function update(tx: Tx, code: string, values: Partial<Pick<typeof permission.$inferInsert, 'label' | 'status'>>) {
  await tx.update(permission).set(values).where(eq(permission.code, code));
}

/** Removes a permission and every role's and preset role's hold of it. */
export async function remove(tx: Tx, code: string) {
  await tx.delete(rolePermission).where(eq(rolePermission.permission, code));
  await tx.delete(presetRolePermission).where(eq(presetRolePermission.permission, code));
  await tx.delete(permission).where(eq(permission.code, code));
}
