import { todayInChina } from '@console/contract';
import { and, asc, desc, eq, gte, ilike, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { appUser, member, memberCode, memberInventory, memberPackage, memberPackageItem, memberRenewal, memberRightsGrant, memberType } from '../../../db/schema/index.js';
import { amongKeys, cappedTotal, exactTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';
import { contains, startsWith } from '../../../shared/text.js';

/**
 * 会员续费, 会员权益, 会员兑换码 and 会员库存 (docs/decisions.md, "会员续费、权益、兑换码、库存与统计"): every list is
 * led by `merchant` (the operator's scope), a page's keys found first on a tenant-first index (`amongKeys`).
 */

// ---- renewals -------------------------------------------------------------------------------------------------------

export interface RenewalFilter {
  keywords?: string;
  member_type?: number;
  member?: number;
  from?: Date;
  before?: Date;
}

const renewalWhere = (scope: Scope, f: RenewalFilter) =>
  and(
    withinScope(memberRenewal.merchant, scope),
    f.from ? gte(memberRenewal.pay_time, f.from) : undefined,
    f.before ? lt(memberRenewal.pay_time, f.before) : undefined,
    f.member ? eq(memberRenewal.member, f.member) : undefined,
    f.member_type ? sql`exists (select 1 from ${member} m where m.id = ${memberRenewal.member} and m.member_type = ${f.member_type})` : undefined,
    f.keywords
      ? or(eq(memberRenewal.renewal_no, f.keywords), sql`exists (select 1 from ${member} m where m.id = ${memberRenewal.member} and m.member_no = ${f.keywords})`)
      : undefined,
  );

export function renewalPage(tx: Tx, scope: Scope, f: RenewalFilter, limit: number, offset: number) {
  const ids = tx.select({ id: memberRenewal.id }).from(memberRenewal).where(renewalWhere(scope, f)).orderBy(desc(memberRenewal.pay_time), desc(memberRenewal.id)).limit(limit).offset(offset);
  return tx
    .select({
      id: memberRenewal.id,
      renewal_no: memberRenewal.renewal_no,
      member: memberRenewal.member,
      member_no: member.member_no,
      user: member.user,
      mobile: appUser.mobile,
      nickname: appUser.nickname,
      type_name: memberType.name,
      package_uuid: memberPackage.uuid,
      package_name: memberPackage.name,
      period: memberRenewal.period,
      amount: memberRenewal.amount,
      previous_end: memberRenewal.previous_end,
      new_end: memberRenewal.new_end,
      pay_time: memberRenewal.pay_time,
    })
    .from(memberRenewal)
    .innerJoin(member, eq(member.id, memberRenewal.member))
    .innerJoin(appUser, eq(appUser.id, member.user))
    .innerJoin(memberType, eq(memberType.id, member.member_type))
    .innerJoin(memberPackage, eq(memberPackage.id, memberRenewal.package))
    .where(amongKeys(memberRenewal.id, ids))
    .orderBy(desc(memberRenewal.pay_time), desc(memberRenewal.id));
}

export const renewalTotal = (tx: Tx, scope: Scope, f: RenewalFilter) => cappedTotal(tx, memberRenewal, renewalWhere(scope, f));

// ---- rights grants --------------------------------------------------------------------------------------------------

export interface RightsFilter {
  keywords?: string;
  member?: number;
  name?: string;
  state?: number;
}

const rightsStateWhere = (state: number | undefined): SQL | undefined => {
  if (state === 1) return sql`${memberRightsGrant.used} < ${memberRightsGrant.quantity} and ${memberRightsGrant.period_end} > now()`;
  if (state === 2) return sql`${memberRightsGrant.used} >= ${memberRightsGrant.quantity}`;
  if (state === 3) return sql`${memberRightsGrant.used} < ${memberRightsGrant.quantity} and ${memberRightsGrant.period_end} <= now()`;
  return undefined;
};

const rightsWhere = (scope: Scope, f: RightsFilter) =>
  and(
    withinScope(memberRightsGrant.merchant, scope),
    f.member ? eq(memberRightsGrant.member, f.member) : undefined,
    f.keywords ? sql`exists (select 1 from ${member} m where m.id = ${memberRightsGrant.member} and m.member_no = ${f.keywords})` : undefined,
    f.name ? ilike(memberRightsGrant.name, contains(f.name)) : undefined,
    rightsStateWhere(f.state),
  );

const rightsJoined = (tx: Tx) =>
  tx
    .select({
      id: memberRightsGrant.id,
      member: memberRightsGrant.member,
      member_no: member.member_no,
      member_status: member.status,
      user: member.user,
      mobile: appUser.mobile,
      nickname: appUser.nickname,
      type_name: memberType.name,
      package_name: memberPackage.name,
      name: memberRightsGrant.name,
      unit: memberRightsGrant.unit,
      quantity: memberRightsGrant.quantity,
      used: memberRightsGrant.used,
      period_start: memberRightsGrant.period_start,
      period_end: memberRightsGrant.period_end,
      last_use_time: memberRightsGrant.last_use_time,
    })
    .from(memberRightsGrant)
    .innerJoin(member, eq(member.id, memberRightsGrant.member))
    .innerJoin(appUser, eq(appUser.id, member.user))
    .innerJoin(memberType, eq(memberType.id, member.member_type))
    .innerJoin(memberPackage, eq(memberPackage.id, member.package));
export type RightsRow = Awaited<ReturnType<ReturnType<typeof rightsJoined>['execute']>>[number];

export function rightsPage(tx: Tx, scope: Scope, f: RightsFilter, limit: number, offset: number) {
  const ids = tx.select({ id: memberRightsGrant.id }).from(memberRightsGrant).where(rightsWhere(scope, f)).orderBy(desc(memberRightsGrant.id)).limit(limit).offset(offset);
  return rightsJoined(tx).where(amongKeys(memberRightsGrant.id, ids)).orderBy(desc(memberRightsGrant.id));
}

export const rightsTotal = (tx: Tx, scope: Scope, f: RightsFilter) => cappedTotal(tx, memberRightsGrant, rightsWhere(scope, f));

export async function findGrant(tx: Tx, scope: Scope, id: number) {
  await tx.select({ id: memberRightsGrant.id }).from(memberRightsGrant).where(and(eq(memberRightsGrant.id, id), withinScope(memberRightsGrant.merchant, scope))).for('update');
  const [row] = await rightsJoined(tx).where(and(eq(memberRightsGrant.id, id), withinScope(memberRightsGrant.merchant, scope))).limit(1);
  return row;
}

export const useGrant = (tx: Tx, id: number, used: number) =>
  tx.update(memberRightsGrant).set({ used, last_use_time: new Date(), update_time: new Date() }).where(eq(memberRightsGrant.id, id));

// ---- codes ----------------------------------------------------------------------------------------------------------

export interface CodeFilter {
  code?: string;
  batch_no?: string;
  package?: number;
  state?: number;
}

/** 未使用 codes whose last day has not passed: they hold stock. */
export const codeLive = () => sql`${memberCode.status} = 1 and ${memberCode.expire_date} >= ${todayInChina()}`;

const codeStateWhere = (state: number | undefined): SQL | undefined => {
  if (state === 1) return codeLive();
  if (state === 2 || state === 3) return eq(memberCode.status, state);
  if (state === 4) return sql`${memberCode.status} = 1 and ${memberCode.expire_date} < ${todayInChina()}`;
  return undefined;
};

const codeWhere = (scope: Scope, f: CodeFilter) =>
  and(
    withinScope(memberCode.merchant, scope),
    f.code ? like(memberCode.code, startsWith(f.code)) : undefined,
    f.batch_no ? eq(memberCode.batch_no, f.batch_no) : undefined,
    f.package ? eq(memberCode.package, f.package) : undefined,
    codeStateWhere(f.state),
  );

export function codePage(tx: Tx, scope: Scope, f: CodeFilter, limit: number, offset: number) {
  const ids = tx.select({ id: memberCode.id }).from(memberCode).where(codeWhere(scope, f)).orderBy(desc(memberCode.id)).limit(limit).offset(offset);
  return tx
    .select({
      id: memberCode.id,
      code: memberCode.code,
      batch_no: memberCode.batch_no,
      type_name: memberType.name,
      package_uuid: memberPackage.uuid,
      package_name: memberPackage.name,
      period: memberCode.period,
      expire_date: memberCode.expire_date,
      status: memberCode.status,
      used_user: memberCode.used_user,
      used_mobile: sql<string | null>`(select u.mobile from ${appUser} u where u.id = ${memberCode.used_user})`,
      used_member_no: sql<string | null>`(select m.member_no from ${member} m where m.id = ${memberCode.used_member})`,
      used_time: memberCode.used_time,
      void_reason: memberCode.void_reason,
      operator: memberCode.operator,
      create_time: memberCode.create_time,
    })
    .from(memberCode)
    .innerJoin(memberPackage, eq(memberPackage.id, memberCode.package))
    .innerJoin(memberType, eq(memberType.id, memberPackage.member_type))
    .where(amongKeys(memberCode.id, ids))
    .orderBy(desc(memberCode.id));
}

export const codeTotal = (tx: Tx, scope: Scope, f: CodeFilter) => cappedTotal(tx, memberCode, codeWhere(scope, f));

export const lockCodes = (tx: Tx, scope: Scope, ids: readonly number[]) =>
  tx
    .select({ id: memberCode.id, code: memberCode.code, status: memberCode.status, package: memberCode.package })
    .from(memberCode)
    .where(and(inArray(memberCode.id, [...ids]), withinScope(memberCode.merchant, scope)))
    .orderBy(asc(memberCode.id))
    .for('update');

export const voidCodes = (tx: Tx, ids: readonly number[], reason: string) =>
  tx.update(memberCode).set({ status: 3, void_reason: reason, update_time: new Date() }).where(inArray(memberCode.id, [...ids]));

export const insertCodes = (tx: Tx, rows: (typeof memberCode.$inferInsert)[]) => tx.insert(memberCode).values(rows);

export const hasCodes = async (tx: Tx, pkg: number) => (await tx.select({ id: memberCode.id }).from(memberCode).where(eq(memberCode.package, pkg)).limit(1)).length > 0;

// ---- packages and inventory -----------------------------------------------------------------------------------------

export async function findPackage(tx: Tx, scope: Scope, uuid: string) {
  const [row] = await tx
    .select({ id: memberPackage.id, uuid: memberPackage.uuid, name: memberPackage.name, status: memberPackage.status, type_name: memberType.name, type_status: memberType.status })
    .from(memberPackage)
    .innerJoin(memberType, eq(memberType.id, memberPackage.member_type))
    .where(and(eq(memberPackage.uuid, uuid), withinScope(memberPackage.merchant, scope)))
    .limit(1);
  return row;
}

export async function packageNames(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: memberPackage.id, name: memberPackage.name, type_name: memberType.name })
    .from(memberPackage)
    .innerJoin(memberType, eq(memberType.id, memberPackage.member_type))
    .where(eq(memberPackage.id, id));
  return row!;
}

export async function pricedPeriods(tx: Tx, pkg: number) {
  const rows = await tx.select({ period: memberPackageItem.period }).from(memberPackageItem).where(and(eq(memberPackageItem.package, pkg), eq(memberPackageItem.section, 2)));
  return rows.map((r) => r.period);
}

/** Members ever opened in the package (sold) and its live codes (reserved). */
export async function usage(tx: Tx, pkg: number) {
  const [row] = await tx.select({
    sold: sql<number>`(select count(*)::int from ${member} where ${member.package} = ${pkg})`.mapWith(Number),
    reserved: sql<number>`(select count(*)::int from ${memberCode} where ${memberCode.package} = ${pkg} and ${codeLive()})`.mapWith(Number),
  }).from(sql`(select 1) one`);
  return row!;
}

export async function lockInventory(tx: Tx, scope: Scope, where: { id?: number; package?: number }) {
  const [row] = await tx
    .select()
    .from(memberInventory)
    .where(and(where.id ? eq(memberInventory.id, where.id) : undefined, where.package ? eq(memberInventory.package, where.package) : undefined, withinScope(memberInventory.merchant, scope)))
    .for('update');
  return row;
}

export async function insertInventory(tx: Tx, values: typeof memberInventory.$inferInsert) {
  const [row] = await tx.insert(memberInventory).values(values).returning({ id: memberInventory.id });
  return row!.id;
}

export const updateInventory = (tx: Tx, id: number, values: Partial<typeof memberInventory.$inferInsert>) =>
  tx.update(memberInventory).set({ ...values, update_time: new Date() }).where(eq(memberInventory.id, id));

export interface InventoryFilter {
  member_type?: number;
  name?: string;
  status?: number;
}

const inventoryStatusWhere = (status: number | undefined): SQL | undefined => {
  if (status === undefined) return undefined;
  if (status === 0) return sql`not exists (select 1 from ${memberInventory} i where i.package = ${memberPackage.id})`;
  return sql`exists (select 1 from ${memberInventory} i where i.package = ${memberPackage.id} and i.status = ${status})`;
};

const inventoryWhere = (scope: Scope, f: InventoryFilter) =>
  and(
    withinScope(memberPackage.merchant, scope),
    f.member_type ? eq(memberPackage.member_type, f.member_type) : undefined,
    f.name ? ilike(memberPackage.name, contains(f.name)) : undefined,
    inventoryStatusWhere(f.status),
  );

export function inventoryPage(tx: Tx, scope: Scope, f: InventoryFilter, limit: number, offset: number) {
  const ids = tx.select({ id: memberPackage.id }).from(memberPackage).where(inventoryWhere(scope, f)).orderBy(asc(memberPackage.member_type), asc(memberPackage.id)).limit(limit).offset(offset);
  return tx
    .select({
      package_id: memberPackage.id,
      package_uuid: memberPackage.uuid,
      package_name: memberPackage.name,
      package_status: memberPackage.status,
      member_type: memberPackage.member_type,
      type_name: memberType.name,
      periods: sql<number[]>`array(select p.period from ${memberPackageItem} p where p.package = ${memberPackage.id} and p.section = 2 order by p.period)`,
      id: memberInventory.id,
      stock: memberInventory.stock,
      warn_threshold: memberInventory.warn_threshold,
      status: memberInventory.status,
      update_time: memberInventory.update_time,
      sold: sql<number>`(select count(*)::int from ${member} m where m.package = ${memberPackage.id})`.mapWith(Number),
      reserved: sql<number>`(select count(*)::int from ${memberCode} c where c.package = ${memberPackage.id} and c.status = 1 and c.expire_date >= ${todayInChina()})`.mapWith(Number),
    })
    .from(memberPackage)
    .innerJoin(memberType, eq(memberType.id, memberPackage.member_type))
    .leftJoin(memberInventory, eq(memberInventory.package, memberPackage.id))
    .where(amongKeys(memberPackage.id, ids))
    .orderBy(asc(memberPackage.member_type), asc(memberPackage.id));
}

export const inventoryTotal = (tx: Tx, scope: Scope, f: InventoryFilter) => exactTotal(tx, memberPackage, inventoryWhere(scope, f));
