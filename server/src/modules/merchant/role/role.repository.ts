import { and, asc, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { managerRole, role, rolePermission } from '../../../db/schema/index.js';
import { contains } from '../../../shared/text.js';

export interface Filter {
  name?: string;
  status?: number;
}

/** Always one merchant's roles: a caller manages its own merchant's roles only. */
const where = (merchant: number, filter: Filter): SQL | undefined =>
  and(
    eq(role.merchant, merchant),
    filter.name ? ilike(role.name, contains(filter.name)) : undefined,
    filter.status === undefined ? undefined : eq(role.status, filter.status),
  );

const columns = {
  id: role.id,
  name: role.name,
  description: role.description,
  status: role.status,
  create_time: role.create_time,
  update_time: role.update_time,
  permission_count: sql<number>`(select count(*)::int from ${rolePermission} where ${rolePermission.role} = ${role.id})`,
  manager_count: sql<number>`(select count(*)::int from ${managerRole} where ${managerRole.role} = ${role.id})`,
};

export function page(tx: Tx, merchant: number, filter: Filter, limit: number, offset: number) {
  return tx.select(columns).from(role).where(where(merchant, filter)).orderBy(desc(role.id)).limit(limit).offset(offset);
}

export async function total(tx: Tx, merchant: number, filter: Filter) {
  const [row] = await tx.select({ n: count() }).from(role).where(where(merchant, filter));
  return row?.n ?? 0;
}

export async function find(tx: Tx, merchant: number, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select(columns).from(role).where(and(eq(role.merchant, merchant), eq(role.id, id))).limit(1);
  const [row] = options.lock ? await query.for('update', { of: role }) : await query;
  return row;
}

export async function permissionsOf(tx: Tx, id: number) {
  const rows = await tx.select({ code: rolePermission.permission }).from(rolePermission).where(eq(rolePermission.role, id)).orderBy(asc(rolePermission.permission));
  return rows.map((r) => r.code);
}

export async function holders(tx: Tx, id: number) {
  const rows = await tx.select({ manager: managerRole.manager }).from(managerRole).where(eq(managerRole.role, id));
  return rows.map((r) => r.manager);
}

/** Whether an account holds the role (nobody may change a role it holds). */
export async function isHeldBy(tx: Tx, id: number, manager: number) {
  const [row] = await tx.select({ n: count() }).from(managerRole).where(and(eq(managerRole.role, id), eq(managerRole.manager, manager)));
  return (row?.n ?? 0) > 0;
}

export async function nameTaken(tx: Tx, merchant: number, name: string, exceptId?: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(role)
    .where(and(eq(role.merchant, merchant), sql`lower(${role.name}) = lower(${name})`, exceptId ? ne(role.id, exceptId) : undefined));
  return (row?.n ?? 0) > 0;
}

export async function insert(tx: Tx, values: typeof role.$inferInsert) {
  const [row] = await tx.insert(role).values(values).returning({ id: role.id });
  return row!.id;
}

export async function update(tx: Tx, id: number, values: Partial<Pick<typeof role.$inferInsert, 'name' | 'description'>>) {
  await tx.update(role).set({ ...values, update_time: sql`now()` }).where(eq(role.id, id));
}

export async function setPermissions(tx: Tx, merchant: number, id: number, add: readonly string[], drop: readonly string[]) {
  if (drop.length) await tx.delete(rolePermission).where(and(eq(rolePermission.role, id), inArray(rolePermission.permission, [...drop])));
  if (add.length) await tx.insert(rolePermission).values(add.map((permission) => ({ merchant, role: id, permission })));
}

/** Deletes the role; its permissions and its holders' assignments go with it (foreign keys cascade). */
export async function remove(tx: Tx, id: number) {
  await tx.delete(managerRole).where(eq(managerRole.role, id));
  await tx.delete(role).where(eq(role.id, id));
}
