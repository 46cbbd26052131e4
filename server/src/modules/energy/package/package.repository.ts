import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { energyPackage, energyPackageType, energyStation } from '../../../db/schema/index.js';
import { merchantNameOf, qualified } from '../../../shared/names.js';
import { cappedTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';
import { contains, startsWith } from '../../../shared/text.js';
import { atStation } from '../station-ref.js';

// Packages (充电套餐) and their purchases. Every query names the merchants it serves; row-level security is the second line.

// ---- packages ------------------------------------------------------------------------------------------------------

const typeColumns = {
  id: energyPackageType.id,
  merchant: energyPackageType.merchant,
  merchant_name: merchantNameOf(energyPackageType.merchant),
  station: energyPackageType.station,
  station_code: energyStation.station_code,
  station_name: energyStation.name,
  name: energyPackageType.name,
  kind: energyPackageType.kind,
  quota: energyPackageType.quota,
  valid_days: energyPackageType.valid_days,
  price: energyPackageType.price,
  original_price: energyPackageType.original_price,
  stock: energyPackageType.stock,
  per_user_limit: energyPackageType.per_user_limit,
  sold: sql<number>`(select count(*)::int from ${energyPackage} p where p.package_type = ${qualified(energyPackageType.id)})`,
  description: energyPackageType.description,
  status: energyPackageType.status,
  create_time: energyPackageType.create_time,
  update_time: energyPackageType.update_time,
};
export type TypeRow = NonNullable<Awaited<ReturnType<typeof findType>>>;

export interface TypeFilter {
  merchants: Scope;
  merchant?: number;
  station_code?: string;
  keywords?: string;
  kind?: number;
  status?: number;
}

const typeWhere = (f: TypeFilter) =>
  and(
    withinScope(energyPackageType.merchant, f.merchants),
    f.merchant ? eq(energyPackageType.merchant, f.merchant) : undefined,
    f.station_code ? atStation(energyPackageType.station, f.station_code) : undefined,
    f.keywords ? ilike(energyPackageType.name, contains(f.keywords)) : undefined,
    f.kind !== undefined ? eq(energyPackageType.kind, f.kind) : undefined,
    f.status !== undefined ? eq(energyPackageType.status, f.status) : undefined,
  );

const typesFrom = (tx: Tx) => tx.select(typeColumns).from(energyPackageType).innerJoin(energyStation, eq(energyStation.id, energyPackageType.station));

/** Newest first. */
export const typePage = (tx: Tx, f: TypeFilter, limit: number, offset: number) =>
  typesFrom(tx).where(typeWhere(f)).orderBy(desc(energyPackageType.create_time), desc(energyPackageType.id)).limit(limit).offset(offset);
export const typeTotal = (tx: Tx, f: TypeFilter) => cappedTotal(tx, energyPackageType, typeWhere(f));

export async function findType(tx: Tx, merchants: Scope, id: number, options: { lock?: boolean } = {}) {
  const query = typesFrom(tx).where(and(withinScope(energyPackageType.merchant, merchants), eq(energyPackageType.id, id)));
  const [row] = options.lock ? await query.for('update', { of: energyPackageType }) : await query;
  return row;
}

/** A package's purchases summed: those in force, paid and refunded. */
export async function typeSums(tx: Tx, typeId: number) {
  const [row] = await tx
    .select({
      active_count: sql<number>`count(*) filter (where ${stateOf} = 1)::int`,
      sales_amount: sql<number>`coalesce(sum(${energyPackage.amount}), 0)::int`,
      refund_amount: sql<number>`coalesce(sum(${energyPackage.refund_amount}), 0)::int`,
    })
    .from(energyPackage)
    .where(eq(energyPackage.package_type, typeId));
  return row!;
}

type TypeValues = Omit<typeof energyPackageType.$inferInsert, 'id' | 'create_time' | 'update_time'>;

export async function insertType(tx: Tx, values: TypeValues) {
  const [row] = await tx.insert(energyPackageType).values(values).returning({ id: energyPackageType.id });
  return row!;
}

export const updateType = (tx: Tx, id: number, values: Partial<TypeValues>) =>
  tx.update(energyPackageType).set({ ...values, update_time: new Date() }).where(eq(energyPackageType.id, id));

// ---- purchases -----------------------------------------------------------------------------------------------------

/** 4 已退款, 2 已用完 (a 时长卡 never is), 3 已过期, else 1 生效中. */
export const stateOf: SQL<number> = sql<number>`(case when ${energyPackage.refund_amount} > 0 then 4 when ${energyPackage.kind} <> 3 and ${energyPackage.used} >= ${energyPackage.quota} then 2 when ${energyPackage.expire_time} <= now() then 3 else 1 end)`;

const purchaseColumns = {
  id: energyPackage.id,
  package_no: energyPackage.package_no,
  merchant: energyPackage.merchant,
  merchant_name: merchantNameOf(energyPackage.merchant),
  station_code: energyStation.station_code,
  station_name: energyStation.name,
  type_id: energyPackage.package_type,
  name: energyPackage.name,
  kind: energyPackage.kind,
  quota: energyPackage.quota,
  used: energyPackage.used,
  user_name: energyPackage.user_name,
  mobile: energyPackage.mobile,
  plate: energyPackage.plate,
  amount: energyPackage.amount,
  pay_mode: energyPackage.pay_mode,
  pay_time: energyPackage.pay_time,
  expire_time: energyPackage.expire_time,
  state: stateOf,
  refund_amount: energyPackage.refund_amount,
  refund_reason: energyPackage.refund_reason,
  refunder: energyPackage.refunder,
  refund_time: energyPackage.refund_time,
};
export type PurchaseRow = NonNullable<Awaited<ReturnType<typeof findPurchase>>>;

export interface PurchaseFilter {
  merchants: Scope;
  merchant?: number;
  station_code?: string;
  type_id?: number;
  keywords?: string;
  kind?: number;
  state?: number;
  from?: Date;
  to?: Date;
}

const purchaseWhere = (f: PurchaseFilter) =>
  and(
    withinScope(energyPackage.merchant, f.merchants),
    f.merchant ? eq(energyPackage.merchant, f.merchant) : undefined,
    f.station_code ? atStation(energyPackage.station, f.station_code) : undefined,
    f.type_id ? eq(energyPackage.package_type, f.type_id) : undefined,
    f.keywords ? or(ilike(energyPackage.package_no, startsWith(f.keywords)), ilike(energyPackage.mobile, startsWith(f.keywords)), ilike(energyPackage.plate, startsWith(f.keywords))) : undefined,
    f.kind !== undefined ? eq(energyPackage.kind, f.kind) : undefined,
    f.state !== undefined ? sql`${stateOf} = ${f.state}` : undefined,
    f.from ? sql`${qualified(energyPackage.pay_time)} >= ${f.from.toISOString()}` : undefined,
    f.to ? sql`${qualified(energyPackage.pay_time)} < ${f.to.toISOString()}` : undefined,
  );

const purchasesFrom = (tx: Tx) => tx.select(purchaseColumns).from(energyPackage).innerJoin(energyStation, eq(energyStation.id, energyPackage.station));

/** Newest purchase first. */
export const purchasePage = (tx: Tx, f: PurchaseFilter, limit: number, offset: number) =>
  purchasesFrom(tx).where(purchaseWhere(f)).orderBy(desc(energyPackage.pay_time), desc(energyPackage.id)).limit(limit).offset(offset);
export const purchaseTotal = (tx: Tx, f: PurchaseFilter) => cappedTotal(tx, energyPackage, purchaseWhere(f));

export async function purchaseStatistics(tx: Tx, f: PurchaseFilter) {
  const [row] = await tx
    .select({
      purchase_count: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${energyPackage.amount}), 0)::int`,
      refund_count: sql<number>`count(*) filter (where ${energyPackage.refund_amount} > 0)::int`,
      refund_amount: sql<number>`coalesce(sum(${energyPackage.refund_amount}), 0)::int`,
      active_count: sql<number>`count(*) filter (where ${stateOf} = 1)::int`,
    })
    .from(energyPackage)
    .where(purchaseWhere(f));
  return row!;
}

export async function findPurchase(tx: Tx, merchants: Scope, packageNo: string, options: { lock?: boolean } = {}) {
  const query = purchasesFrom(tx).where(and(withinScope(energyPackage.merchant, merchants), eq(energyPackage.package_no, packageNo)));
  const [row] = options.lock ? await query.for('update', { of: energyPackage }) : await query;
  return row;
}

export const updatePurchase = (tx: Tx, id: number, values: Partial<typeof energyPackage.$inferInsert>) =>
  tx.update(energyPackage).set({ ...values, update_time: new Date() }).where(eq(energyPackage.id, id));
