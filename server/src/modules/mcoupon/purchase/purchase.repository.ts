import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { mcouponCoupon, mcouponPurchase, mcouponWarehouse } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { amongKeys, cappedTotal, exactTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';

// Every query names the merchants it serves (the caller's scope: a merchant its own, the platform everyone's).

const couponOf = (merchantColumn: SQL, couponColumn: SQL, field: SQL) =>
  sql`(select ${field} from ${mcouponCoupon} c where c.merchant = ${merchantColumn} and c.id = ${couponColumn})`;

const pm = sql.raw('"mcoupon_purchase"."merchant"');
const pc = sql.raw('"mcoupon_purchase"."coupon"');

const purchaseColumns = {
  id: mcouponPurchase.id,
  merchant: mcouponPurchase.merchant,
  merchant_name: merchantNameOf(mcouponPurchase.merchant),
  coupon: mcouponPurchase.coupon,
  coupon_name: sql<string>`${couponOf(pm, pc, sql.raw('c.name'))}`,
  coupon_type: sql<number>`${couponOf(pm, pc, sql.raw('c.type'))}`,
  coupon_value: sql<number>`${couponOf(pm, pc, sql.raw('c.value'))}`,
  coupon_period_start: sql<string | null>`${couponOf(pm, pc, sql.raw('c.period_start'))}`,
  coupon_period_end: sql<string | null>`${couponOf(pm, pc, sql.raw('c.period_end'))}`,
  count: mcouponPurchase.count,
  unit_price: mcouponPurchase.unit_price,
  amount: mcouponPurchase.amount,
  status: mcouponPurchase.status,
  remark: mcouponPurchase.remark,
  operator: mcouponPurchase.operator,
  revoke_time: mcouponPurchase.revoke_time,
  revoker: mcouponPurchase.revoker,
  create_time: mcouponPurchase.create_time,
};

export type PurchaseRow = Awaited<ReturnType<typeof findPurchase>> & {};

export interface PurchaseFilter {
  merchants: Scope;
  coupon?: number;
  status?: number;
  from?: Date;
  before?: Date;
}

const purchaseWhere = (f: PurchaseFilter) =>
  and(
    withinScope(mcouponPurchase.merchant, f.merchants),
    f.coupon ? eq(mcouponPurchase.coupon, f.coupon) : undefined,
    f.status !== undefined ? eq(mcouponPurchase.status, f.status) : undefined,
    f.from ? gte(mcouponPurchase.create_time, f.from) : undefined,
    f.before ? lt(mcouponPurchase.create_time, f.before) : undefined,
  );

/** Newest first; the page's ids from the (merchant, id) index, then those rows (deferred join). */
export async function purchasePage(tx: Tx, f: PurchaseFilter, limit: number, offset: number) {
  const ids = tx.select({ id: mcouponPurchase.id }).from(mcouponPurchase).where(purchaseWhere(f)).orderBy(desc(mcouponPurchase.id)).limit(limit).offset(offset);
  return tx.select(purchaseColumns).from(mcouponPurchase).where(and(withinScope(mcouponPurchase.merchant, f.merchants), amongKeys(mcouponPurchase.id, ids))).orderBy(desc(mcouponPurchase.id));
}

export const purchaseTotal = (tx: Tx, f: PurchaseFilter) => cappedTotal(tx, mcouponPurchase, purchaseWhere(f));

export async function findPurchase(tx: Tx, merchants: Scope, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select(purchaseColumns).from(mcouponPurchase).where(and(withinScope(mcouponPurchase.merchant, merchants), eq(mcouponPurchase.id, id)));
  const [row] = options.lock ? await query.for('update', { of: mcouponPurchase }) : await query;
  return row;
}

export async function insertPurchase(tx: Tx, values: typeof mcouponPurchase.$inferInsert) {
  const [row] = await tx.insert(mcouponPurchase).values(values).returning({ id: mcouponPurchase.id });
  return row!.id;
}

export const updatePurchase = (tx: Tx, merchant: number, id: number, values: Partial<typeof mcouponPurchase.$inferInsert>) =>
  tx.update(mcouponPurchase).set(values).where(and(eq(mcouponPurchase.merchant, merchant), eq(mcouponPurchase.id, id)));

const wm = sql.raw('"mcoupon_warehouse"."merchant"');
const wc = sql.raw('"mcoupon_warehouse"."coupon"');

const stockColumns = {
  merchant: mcouponWarehouse.merchant,
  merchant_name: merchantNameOf(mcouponWarehouse.merchant),
  coupon: mcouponWarehouse.coupon,
  coupon_name: sql<string>`${couponOf(wm, wc, sql.raw('c.name'))}`,
  coupon_type: sql<number>`${couponOf(wm, wc, sql.raw('c.type'))}`,
  coupon_value: sql<number>`${couponOf(wm, wc, sql.raw('c.value'))}`,
  coupon_period_start: sql<string | null>`${couponOf(wm, wc, sql.raw('c.period_start'))}`,
  coupon_period_end: sql<string | null>`${couponOf(wm, wc, sql.raw('c.period_end'))}`,
  coupon_status: sql<number>`${couponOf(wm, wc, sql.raw('c.status'))}`,
  purchased: mcouponWarehouse.purchased,
  revoked: mcouponWarehouse.revoked,
  granted: mcouponWarehouse.granted,
  remaining: mcouponWarehouse.remaining,
  amount: mcouponWarehouse.amount,
  update_time: mcouponWarehouse.update_time,
};

export type StockRow = Awaited<ReturnType<typeof findStock>> & {};

export interface StockFilter {
  merchants: Scope;
  merchant?: number;
  coupon?: number;
  keywords?: string;
}

const stockWhere = (f: StockFilter) =>
  and(
    withinScope(mcouponWarehouse.merchant, f.merchants),
    f.merchant ? eq(mcouponWarehouse.merchant, f.merchant) : undefined,
    f.coupon ? eq(mcouponWarehouse.coupon, f.coupon) : undefined,
    f.keywords
      ? sql`exists (select 1 from ${mcouponCoupon} c where c.merchant = ${mcouponWarehouse.merchant} and c.id = ${mcouponWarehouse.coupon} and c.name ilike ${contains(f.keywords)})`
      : undefined,
  );

/** A merchant's stock rows are few (one per coupon it bought): ordered by merchant, then coupon. */
export const stockPage = (tx: Tx, f: StockFilter, limit: number, offset: number) =>
  tx.select(stockColumns).from(mcouponWarehouse).where(stockWhere(f)).orderBy(mcouponWarehouse.merchant, desc(mcouponWarehouse.coupon)).limit(limit).offset(offset);

export const stockTotal = (tx: Tx, f: StockFilter) => exactTotal(tx, mcouponWarehouse, stockWhere(f));

export async function findStock(tx: Tx, merchants: Scope, coupon: number, options: { lock?: boolean } = {}) {
  const query = tx.select(stockColumns).from(mcouponWarehouse).where(and(withinScope(mcouponWarehouse.merchant, merchants), eq(mcouponWarehouse.coupon, coupon)));
  const [row] = options.lock ? await query.for('update', { of: mcouponWarehouse }) : await query;
  return row;
}

/** The stock row of (merchant, coupon), made empty when missing, locked for the caller's change. */
export async function lockStock(tx: Tx, merchant: number, coupon: number) {
  await tx.insert(mcouponWarehouse).values({ merchant, coupon }).onConflictDoNothing();
  return (await findStock(tx, [merchant], coupon, { lock: true }))!;
}

/** Moves the counters by the given amounts; the table's check keeps remaining = purchased − revoked − granted ≥ 0. */
export const moveStock = (tx: Tx, merchant: number, coupon: number, delta: { purchased?: number; revoked?: number; granted?: number; amount?: number }) => {
  const remaining = (delta.purchased ?? 0) - (delta.revoked ?? 0) - (delta.granted ?? 0);
  return tx
    .update(mcouponWarehouse)
    .set({
      purchased: sql`${mcouponWarehouse.purchased} + ${delta.purchased ?? 0}`,
      revoked: sql`${mcouponWarehouse.revoked} + ${delta.revoked ?? 0}`,
      granted: sql`${mcouponWarehouse.granted} + ${delta.granted ?? 0}`,
      remaining: sql`${mcouponWarehouse.remaining} + ${remaining}`,
      amount: sql`${mcouponWarehouse.amount} + ${delta.amount ?? 0}`,
      update_time: new Date(),
    })
    .where(and(eq(mcouponWarehouse.merchant, merchant), eq(mcouponWarehouse.coupon, coupon)))
    .returning({ remaining: mcouponWarehouse.remaining });
};
