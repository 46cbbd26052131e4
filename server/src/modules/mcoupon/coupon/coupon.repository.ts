import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { mcouponCoupon, mcouponTokenBatch } from '../../../db/schema/index.js';
import { contains } from '../../../shared/text.js';
import { amongKeys } from '../../../shared/paging.js';

// Every query names the merchant it serves (coupons are each merchant's own); row-level security is the second line.

/** The outer row inside sub-selects (drizzle writes bare column names in single-table selects). */
const couponId = sql.raw('"mcoupon_coupon"."id"');
const couponMerchant = sql.raw('"mcoupon_coupon"."merchant"');

const columns = {
  id: mcouponCoupon.id,
  merchant: mcouponCoupon.merchant,
  name: mcouponCoupon.name,
  type: mcouponCoupon.type,
  value: mcouponCoupon.value,
  period_start: mcouponCoupon.period_start,
  period_end: mcouponCoupon.period_end,
  validity_type: mcouponCoupon.validity_type,
  valid_days: mcouponCoupon.valid_days,
  start_date: mcouponCoupon.start_date,
  end_date: mcouponCoupon.end_date,
  stackable: mcouponCoupon.stackable,
  remark: mcouponCoupon.remark,
  status: mcouponCoupon.status,
  batch_count: sql<number>`(select count(*)::int from ${mcouponTokenBatch} b where b.merchant = ${couponMerchant} and b.coupon = ${couponId})`,
  create_time: mcouponCoupon.create_time,
  update_time: mcouponCoupon.update_time,
};

export type CouponRow = Awaited<ReturnType<typeof find>> & {};

export interface Filter {
  keywords?: string;
  type?: number;
  status?: number;
}

const where = (merchantId: number, filter: Filter) =>
  and(
    eq(mcouponCoupon.merchant, merchantId),
    filter.keywords ? ilike(mcouponCoupon.name, contains(filter.keywords)) : undefined,
    filter.type !== undefined ? eq(mcouponCoupon.type, filter.type) : undefined,
    filter.status !== undefined ? eq(mcouponCoupon.status, filter.status) : undefined,
  );

/** Newest first; the page's ids come from the (merchant, id) index, then only those rows are read (deferred join). */
export async function page(tx: Tx, merchantId: number, filter: Filter, limit: number, offset: number) {
  const ids = tx.select({ id: mcouponCoupon.id }).from(mcouponCoupon).where(where(merchantId, filter)).orderBy(desc(mcouponCoupon.id)).limit(limit).offset(offset);
  return tx
    .select(columns)
    .from(mcouponCoupon)
    .where(and(eq(mcouponCoupon.merchant, merchantId), amongKeys(mcouponCoupon.id, ids)))
    .orderBy(desc(mcouponCoupon.id));
}

export async function total(tx: Tx, merchantId: number, filter: Filter) {
  const [row] = await tx.select({ n: count() }).from(mcouponCoupon).where(where(merchantId, filter));
  return row?.n ?? 0;
}

export async function find(tx: Tx, merchantId: number, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select(columns).from(mcouponCoupon).where(and(eq(mcouponCoupon.merchant, merchantId), eq(mcouponCoupon.id, id)));
  const [row] = options.lock ? await query.for('update', { of: mcouponCoupon }) : await query;
  return row;
}

/** The merchant's coupon named `name` (case-insensitive), other than `except`, if any. */
export async function byName(tx: Tx, merchantId: number, name: string, except?: number) {
  const [row] = await tx
    .select({ id: mcouponCoupon.id })
    .from(mcouponCoupon)
    .where(and(eq(mcouponCoupon.merchant, merchantId), sql`lower(${mcouponCoupon.name}) = lower(${name})`, except ? sql`${mcouponCoupon.id} <> ${except}` : undefined));
  return row;
}

type Values = Omit<typeof mcouponCoupon.$inferInsert, 'id' | 'create_time' | 'update_time'>;

export async function insert(tx: Tx, values: Values) {
  const [row] = await tx.insert(mcouponCoupon).values(values).returning({ id: mcouponCoupon.id });
  return row!.id;
}

export const update = (tx: Tx, merchantId: number, id: number, values: Partial<Values>) =>
  tx.update(mcouponCoupon).set({ ...values, update_time: new Date() }).where(and(eq(mcouponCoupon.merchant, merchantId), eq(mcouponCoupon.id, id)));

export const remove = (tx: Tx, merchantId: number, id: number) => tx.delete(mcouponCoupon).where(and(eq(mcouponCoupon.merchant, merchantId), eq(mcouponCoupon.id, id)));
