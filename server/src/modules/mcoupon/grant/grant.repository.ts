import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { mcouponCoupon, mcouponGrant } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { amongKeys, cappedTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';

// Every query names the merchants it serves (the caller's scope).

const gm = sql.raw('"mcoupon_grant"."merchant"');
const gc = sql.raw('"mcoupon_grant"."coupon"');
const couponField = (field: string) => sql`(select ${sql.raw(`c.${field}`)} from ${mcouponCoupon} c where c.merchant = ${gm} and c.id = ${gc})`;

const columns = {
  id: mcouponGrant.id,
  merchant: mcouponGrant.merchant,
  merchant_name: merchantNameOf(mcouponGrant.merchant),
  coupon: mcouponGrant.coupon,
  coupon_name: sql<string>`${couponField('name')}`,
  coupon_type: sql<number>`${couponField('type')}`,
  coupon_value: sql<number>`${couponField('value')}`,
  coupon_period_start: sql<string | null>`${couponField('period_start')}`,
  coupon_period_end: sql<string | null>`${couponField('period_end')}`,
  plate: mcouponGrant.plate,
  status: mcouponGrant.status,
  used_order: mcouponGrant.used_order,
  used_amount: mcouponGrant.used_amount,
  used_time: mcouponGrant.used_time,
  remark: mcouponGrant.remark,
  operator: mcouponGrant.operator,
  revoke_time: mcouponGrant.revoke_time,
  revoker: mcouponGrant.revoker,
  create_time: mcouponGrant.create_time,
};

export type GrantRow = Awaited<ReturnType<typeof find>> & {};

export interface Filter {
  merchants: Scope;
  coupon?: number;
  plate?: string;
  status?: number;
  from?: Date;
  before?: Date;
}

const where = (f: Filter) =>
  and(
    withinScope(mcouponGrant.merchant, f.merchants),
    f.coupon ? eq(mcouponGrant.coupon, f.coupon) : undefined,
    f.plate ? sql`${mcouponGrant.plate} ilike ${contains(f.plate)}` : undefined,
    f.status !== undefined ? eq(mcouponGrant.status, f.status) : undefined,
    f.from ? gte(mcouponGrant.create_time, f.from) : undefined,
    f.before ? lt(mcouponGrant.create_time, f.before) : undefined,
  );

/** Newest first; the page's ids from the (merchant, id) index, then those rows (deferred join). */
export async function page(tx: Tx, f: Filter, limit: number, offset: number) {
  const ids = tx.select({ id: mcouponGrant.id }).from(mcouponGrant).where(where(f)).orderBy(desc(mcouponGrant.id)).limit(limit).offset(offset);
  return tx.select(columns).from(mcouponGrant).where(and(withinScope(mcouponGrant.merchant, f.merchants), amongKeys(mcouponGrant.id, ids))).orderBy(desc(mcouponGrant.id));
}

export const total = (tx: Tx, f: Filter) => cappedTotal(tx, mcouponGrant, where(f));

export async function find(tx: Tx, merchants: Scope, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select(columns).from(mcouponGrant).where(and(withinScope(mcouponGrant.merchant, merchants), eq(mcouponGrant.id, id)));
  const [row] = options.lock ? await query.for('update', { of: mcouponGrant }) : await query;
  return row;
}

export async function insert(tx: Tx, values: typeof mcouponGrant.$inferInsert) {
  const [row] = await tx.insert(mcouponGrant).values(values).returning({ id: mcouponGrant.id });
  return row!.id;
}

export const update = (tx: Tx, merchant: number, id: number, values: Partial<typeof mcouponGrant.$inferInsert>) =>
  tx.update(mcouponGrant).set(values).where(and(eq(mcouponGrant.merchant, merchant), eq(mcouponGrant.id, id)));

/**
 * How many coupons (`coupon`, or any when null) the plate holds from the merchant's grants that count — successful and
 * in progress — in total and since `since` (on the (merchant, plate) index).
 */
export async function plateCounts(tx: Tx, merchant: number, plate: string, coupon: number | null, since: Date) {
  const [row] = await tx
    .select({
      total: count(),
      today: sql<number>`count(*) filter (where ${gte(mcouponGrant.create_time, since)})`.mapWith(Number),
    })
    .from(mcouponGrant)
    .where(and(eq(mcouponGrant.merchant, merchant), eq(mcouponGrant.plate, plate), inArray(mcouponGrant.status, [1, 2]), coupon ? eq(mcouponGrant.coupon, coupon) : undefined));
  return { total: row?.total ?? 0, today: row?.today ?? 0 };
}

/** How many coupons the merchant granted since `since` (发放成功 and 发放中; revoked ones do not count). */
export async function merchantCountSince(tx: Tx, merchant: number, since: Date) {
  const [row] = await tx
    .select({ today: count() })
    .from(mcouponGrant)
    .where(and(eq(mcouponGrant.merchant, merchant), inArray(mcouponGrant.status, [1, 2]), gte(mcouponGrant.create_time, since)));
  return row?.today ?? 0;
}

/** Serialises the grants of one merchant for the rest of the transaction (the daily cap check, then the insert). */
export const lockMerchant = (tx: Tx, merchant: number) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mcoupon_grant:${merchant}`}))`);

/** Serialises the grants of one plate at one merchant for the rest of the transaction (the rule check, then the insert). */
export const lockPlate = (tx: Tx, merchant: number, plate: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mcoupon_grant:${merchant}:${plate}`}))`);
