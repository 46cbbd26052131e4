import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { member, memberCode, memberPackage, memberPackageItem, memberType } from '../../../db/schema/index.js';
import { amongKeys, exactTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';

const activeMembers = (column: SQL) => sql<number>`(select count(*)::int from ${member} m where ${column} and m.status = 1 and m.end_time > now())`;

const typeColumns = {
  id: memberType.id,
  merchant: memberType.merchant,
  name: memberType.name,
  business: memberType.business,
  description: memberType.description,
  status: memberType.status,
  create_time: memberType.create_time,
  update_time: memberType.update_time,
  package_count: sql<number>`(select count(*)::int from ${memberPackage} p where p.member_type = ${sql.raw('"member_type"."id"')})`,
  member_count: activeMembers(sql`m.member_type = ${sql.raw('"member_type"."id"')}`),
};
export type TypeRow = Awaited<ReturnType<typeof findType>> & {};

export interface Filter {
  name?: string;
  business?: number;
  status?: number;
}

const listWhere = (scope: Scope, f: Filter) =>
  and(
    withinScope(memberType.merchant, scope),
    f.name ? ilike(memberType.name, contains(f.name)) : undefined,
    f.business ? eq(memberType.business, f.business) : undefined,
    f.status ? eq(memberType.status, f.status) : undefined,
  );

export function page(tx: Tx, scope: Scope, filter: Filter, limit: number, offset: number) {
  const ids = tx.select({ id: memberType.id }).from(memberType).where(listWhere(scope, filter)).orderBy(desc(memberType.id)).limit(limit).offset(offset);
  return tx.select(typeColumns).from(memberType).where(amongKeys(memberType.id, ids)).orderBy(desc(memberType.id));
}

export const total = (tx: Tx, scope: Scope, filter: Filter) => exactTotal(tx, memberType, listWhere(scope, filter));

export async function findType(tx: Tx, scope: Scope, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select(typeColumns).from(memberType).where(and(eq(memberType.id, id), withinScope(memberType.merchant, scope))).limit(1);
  const [row] = options.lock ? await query.for('update', { of: memberType }) : await query;
  return row;
}

export async function insertType(tx: Tx, values: typeof memberType.$inferInsert) {
  const [row] = await tx.insert(memberType).values(values).returning({ id: memberType.id });
  return row!.id;
}

export const updateType = (tx: Tx, id: number, values: Partial<typeof memberType.$inferInsert>) =>
  tx.update(memberType).set({ ...values, update_time: sql`now()` }).where(eq(memberType.id, id));

/** Members ever opened (any state) of a type or a package: such rows keep their type and package. */
export async function memberCount(tx: Tx, where: { member_type?: number; package?: number }) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(member)
    .where(and(where.member_type ? eq(member.member_type, where.member_type) : undefined, where.package ? eq(member.package, where.package) : undefined));
  return row?.n ?? 0;
}

/** Member codes ever made for the type's or the package's packages (they keep the package: 1409 on delete). */
export async function codeCount(tx: Tx, where: { member_type?: number; package?: number }) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(memberCode)
    .innerJoin(memberPackage, eq(memberPackage.id, memberCode.package))
    .where(and(where.member_type ? eq(memberPackage.member_type, where.member_type) : undefined, where.package ? eq(memberCode.package, where.package) : undefined));
  return row?.n ?? 0;
}

export async function removeType(tx: Tx, id: number) {
  await tx.delete(memberPackage).where(eq(memberPackage.member_type, id));
  await tx.delete(memberType).where(eq(memberType.id, id));
}

// ---- packages -----------------------------------------------------------------------------------------------------

const packageColumns = {
  id: memberPackage.id,
  merchant: memberPackage.merchant,
  uuid: memberPackage.uuid,
  member_type: memberPackage.member_type,
  type_name: memberType.name,
  type_status: memberType.status,
  name: memberPackage.name,
  description: memberPackage.description,
  status: memberPackage.status,
  create_time: memberPackage.create_time,
  update_time: memberPackage.update_time,
  lowest_amount: sql<number | null>`(select min(i.amount)::int from ${memberPackageItem} i where i.package = ${sql.raw('"member_package"."id"')} and i.section = 2)`,
  member_count: activeMembers(sql`m.package = ${sql.raw('"member_package"."id"')}`),
};
export type PackageRow = Awaited<ReturnType<typeof findPackage>> & {};

const packages = (tx: Tx) => tx.select(packageColumns).from(memberPackage).innerJoin(memberType, eq(memberType.id, memberPackage.member_type));

export const packagesOf = (tx: Tx, scope: Scope, type: number) =>
  packages(tx).where(and(eq(memberPackage.member_type, type), withinScope(memberPackage.merchant, scope))).orderBy(asc(memberPackage.id));

export async function findPackage(tx: Tx, scope: Scope, where: { uuid?: string; id?: number }, options: { lock?: boolean } = {}) {
  const query = packages(tx)
    .where(and(where.uuid ? eq(memberPackage.uuid, where.uuid) : eq(memberPackage.id, where.id ?? 0), withinScope(memberPackage.merchant, scope)))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: memberPackage }) : await query;
  return row;
}

export async function insertPackage(tx: Tx, values: typeof memberPackage.$inferInsert) {
  const [row] = await tx.insert(memberPackage).values(values).returning({ id: memberPackage.id });
  return row!.id;
}

export const updatePackage = (tx: Tx, id: number, values: Partial<typeof memberPackage.$inferInsert>) =>
  tx.update(memberPackage).set({ ...values, update_time: sql`now()` }).where(eq(memberPackage.id, id));

export const removePackage = (tx: Tx, id: number) => tx.delete(memberPackage).where(eq(memberPackage.id, id));

// ---- a package's items --------------------------------------------------------------------------------------------

export const itemsOf = (tx: Tx, scope: Scope, pkg: number) =>
  tx
    .select()
    .from(memberPackageItem)
    .where(and(eq(memberPackageItem.package, pkg), withinScope(memberPackageItem.merchant, scope)))
    .orderBy(asc(memberPackageItem.section), asc(memberPackageItem.period), asc(memberPackageItem.event), asc(memberPackageItem.id));

export async function findItem(tx: Tx, scope: Scope, id: number, section: number) {
  const [row] = await tx
    .select()
    .from(memberPackageItem)
    .where(and(eq(memberPackageItem.id, id), eq(memberPackageItem.section, section), withinScope(memberPackageItem.merchant, scope)))
    .limit(1)
    .for('update');
  return row;
}

export async function insertItem(tx: Tx, values: typeof memberPackageItem.$inferInsert) {
  const [row] = await tx.insert(memberPackageItem).values(values).returning({ id: memberPackageItem.id });
  return row!.id;
}

export const updateItem = (tx: Tx, id: number, values: Partial<typeof memberPackageItem.$inferInsert>) =>
  tx.update(memberPackageItem).set({ ...values, update_time: sql`now()` }).where(eq(memberPackageItem.id, id));

export const removeItem = (tx: Tx, id: number) => tx.delete(memberPackageItem).where(eq(memberPackageItem.id, id));
