import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { department, ENABLED, manager, managerRole, role, rolePermission } from '../../../db/schema/index.js';
import { contains } from '../../../shared/text.js';

/**
 * Account administration's SQL. Every query names the merchant besides the transaction's tenant scope.
 * Roles are read here directly (their own module is built separately); nothing here writes a role.
 */

export interface Filter {
  name?: string;
  mobile?: string;
  account?: string;
  departments?: number[];
  status?: number;
  role?: number;
}

const where = (merchantId: number, filter: Filter): SQL | undefined =>
  and(
    eq(manager.merchant, merchantId),
    filter.name ? ilike(manager.name, contains(filter.name)) : undefined,
    filter.mobile ? ilike(manager.mobile, contains(filter.mobile)) : undefined,
    filter.account ? ilike(manager.account, contains(filter.account)) : undefined,
    filter.departments ? inArray(manager.department, filter.departments.length ? filter.departments : [-1]) : undefined,
    filter.status === undefined ? undefined : eq(manager.status, filter.status),
    filter.role === undefined
      ? undefined
      : sql`exists (select 1 from ${managerRole} where ${managerRole.manager} = ${manager.id} and ${managerRole.role} = ${filter.role})`,
  );

const columns = {
  id: manager.id,
  account: manager.account,
  name: manager.name,
  mobile: manager.mobile,
  department: manager.department,
  department_name: sql<string>`coalesce(${department.name}, '')`,
  superuser: manager.superuser,
  status: manager.status,
  create_time: manager.create_time,
  update_time: manager.update_time,
};

export type AccountRow = {
  id: number;
  account: string;
  name: string;
  mobile: string;
  department: number | null;
  department_name: string;
  superuser: boolean;
  status: number;
  create_time: Date;
  update_time: Date;
};

export function page(tx: Tx, merchantId: number, filter: Filter, limit: number, offset: number): Promise<AccountRow[]> {
  return tx
    .select(columns)
    .from(manager)
    .leftJoin(department, eq(department.id, manager.department))
    .where(where(merchantId, filter))
    .orderBy(desc(manager.superuser), desc(manager.id))
    .limit(limit)
    .offset(offset);
}

export async function total(tx: Tx, merchantId: number, filter: Filter) {
  const [row] = await tx.select({ n: count() }).from(manager).where(where(merchantId, filter));
  return row?.n ?? 0;
}

export async function find(tx: Tx, merchantId: number, id: number, options: { lock?: boolean } = {}): Promise<AccountRow | undefined> {
  const query = tx
    .select(columns)
    .from(manager)
    .leftJoin(department, eq(department.id, manager.department))
    .where(and(eq(manager.merchant, merchantId), eq(manager.id, id)))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: manager }) : await query;
  return row;
}

/** The roles of these accounts, by account. */
export async function rolesOf(tx: Tx, merchantId: number, managerIds: number[]) {
  const out = new Map<number, { id: number; name: string }[]>();
  if (managerIds.length === 0) return out;
  const rows = await tx
    .select({ manager: managerRole.manager, id: role.id, name: role.name })
    .from(managerRole)
    .innerJoin(role, eq(role.id, managerRole.role))
    .where(and(eq(managerRole.merchant, merchantId), inArray(managerRole.manager, managerIds)))
    .orderBy(asc(role.id));
  for (const row of rows) out.set(row.manager, [...(out.get(row.manager) ?? []), { id: row.id, name: row.name }]);
  return out;
}

/** The merchant's roles among `ids`, with their status and permission strings. */
export async function rolesWithPermissions(tx: Tx, merchantId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const roles = await tx
    .select({ id: role.id, name: role.name, status: role.status })
    .from(role)
    .where(and(eq(role.merchant, merchantId), inArray(role.id, ids)));
  const grants = roles.length
    ? await tx
        .select({ role: rolePermission.role, permission: rolePermission.permission })
        .from(rolePermission)
        .where(and(eq(rolePermission.merchant, merchantId), inArray(rolePermission.role, roles.map((r) => r.id))))
    : [];
  return roles.map((r) => ({ ...r, enabled: r.status === ENABLED, permissions: grants.filter((g) => g.role === r.id).map((g) => g.permission) }));
}

/** The permission strings an account holds through its roles (enabled roles only, as the session reads them). */
export async function grantedPermissions(tx: Tx, merchantId: number, managerId: number) {
  const rows = await tx
    .selectDistinct({ permission: rolePermission.permission })
    .from(managerRole)
    .innerJoin(role, and(eq(role.id, managerRole.role), eq(role.status, ENABLED)))
    .innerJoin(rolePermission, eq(rolePermission.role, role.id))
    .where(and(eq(managerRole.merchant, merchantId), eq(managerRole.manager, managerId)));
  return rows.map((r) => r.permission);
}

export async function insert(tx: Tx, values: typeof manager.$inferInsert) {
  const [row] = await tx.insert(manager).values(values).returning({ id: manager.id });
  return row!.id;
}

export async function update(tx: Tx, merchantId: number, id: number, values: Partial<typeof manager.$inferInsert>) {
  await tx.update(manager).set({ ...values, update_time: sql`now()` }).where(and(eq(manager.merchant, merchantId), eq(manager.id, id)));
}

export async function setRoles(tx: Tx, merchantId: number, managerId: number, roleIds: number[]) {
  await tx.delete(managerRole).where(and(eq(managerRole.merchant, merchantId), eq(managerRole.manager, managerId)));
  if (roleIds.length) await tx.insert(managerRole).values(roleIds.map((r) => ({ merchant: merchantId, manager: managerId, role: r })));
}

export async function remove(tx: Tx, merchantId: number, id: number) {
  await tx.delete(managerRole).where(and(eq(managerRole.merchant, merchantId), eq(managerRole.manager, id)));
  await tx.delete(manager).where(and(eq(manager.merchant, merchantId), eq(manager.id, id)));
}

export async function setSuperuser(tx: Tx, merchantId: number, ids: number[], superuser: boolean) {
  if (ids.length === 0) return;
  await tx.update(manager).set({ superuser, update_time: sql`now()` }).where(and(eq(manager.merchant, merchantId), inArray(manager.id, ids)));
}

/** The merchant's enabled superusers, locked: two concurrent disables cannot both pass the last-one check. */
export async function enabledSuperusers(tx: Tx, merchantId: number) {
  const rows = await tx
    .select({ id: manager.id })
    .from(manager)
    .where(and(eq(manager.merchant, merchantId), eq(manager.superuser, true), eq(manager.status, ENABLED)))
    .for('update');
  return rows.map((r) => r.id);
}

export function matching(tx: Tx, merchantId: number, keywords: string | undefined, limit: number) {
  const pattern = keywords ? contains(keywords) : undefined;
  return tx
    .select({ id: manager.id, name: manager.name, account: manager.account })
    .from(manager)
    .where(
      and(
        eq(manager.merchant, merchantId),
        pattern ? or(ilike(manager.name, pattern), ilike(manager.account, pattern), ilike(manager.mobile, pattern)) : undefined,
      ),
    )
    .orderBy(desc(manager.superuser), asc(manager.name), asc(manager.id))
    .limit(limit);
}
