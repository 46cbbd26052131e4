import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { mcouponCoupon, mcouponGrantRule } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { amongKeys, exactTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';

// Every query names the merchants it serves (the caller's own merchant); row-level security is the second line.

const columns = {
  id: mcouponGrantRule.id,
  merchant: mcouponGrantRule.merchant,
  merchant_name: merchantNameOf(mcouponGrantRule.merchant),
  name: mcouponGrantRule.name,
  coupon: mcouponGrantRule.coupon,
  coupon_name: sql<string | null>`(select c.name from ${mcouponCoupon} c where c.merchant = "mcoupon_grant_rule"."merchant" and c.id = "mcoupon_grant_rule"."coupon")`,
  plate_day_limit: mcouponGrantRule.plate_day_limit,
  plate_total_limit: mcouponGrantRule.plate_total_limit,
  status: mcouponGrantRule.status,
  remark: mcouponGrantRule.remark,
  operator: mcouponGrantRule.operator,
  create_time: mcouponGrantRule.create_time,
  update_time: mcouponGrantRule.update_time,
};

export type GrantRuleRow = Awaited<ReturnType<typeof find>> & {};
export type Values = typeof mcouponGrantRule.$inferInsert;

export interface Filter {
  merchants: Scope;
  keywords?: string;
  coupon?: number;
  status?: number;
}

const where = (f: Filter) =>
  and(
    withinScope(mcouponGrantRule.merchant, f.merchants),
    f.keywords ? sql`${mcouponGrantRule.name} ilike ${contains(f.keywords)}` : undefined,
    f.coupon ? eq(mcouponGrantRule.coupon, f.coupon) : undefined,
    f.status !== undefined ? eq(mcouponGrantRule.status, f.status) : undefined,
  );

/** Newest first; the page's ids from the (merchant, id) index, then those rows. A merchant has few rules. */
export async function page(tx: Tx, f: Filter, limit: number, offset: number) {
  const ids = tx.select({ id: mcouponGrantRule.id }).from(mcouponGrantRule).where(where(f)).orderBy(desc(mcouponGrantRule.id)).limit(limit).offset(offset);
  return tx.select(columns).from(mcouponGrantRule).where(and(withinScope(mcouponGrantRule.merchant, f.merchants), amongKeys(mcouponGrantRule.id, ids))).orderBy(desc(mcouponGrantRule.id));
}

export const total = (tx: Tx, f: Filter) => exactTotal(tx, mcouponGrantRule, where(f));

export async function find(tx: Tx, merchants: Scope, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select(columns).from(mcouponGrantRule).where(and(withinScope(mcouponGrantRule.merchant, merchants), eq(mcouponGrantRule.id, id)));
  const [row] = options.lock ? await query.for('update', { of: mcouponGrantRule }) : await query;
  return row;
}

export async function byName(tx: Tx, merchant: number, name: string, except?: number) {
  const [row] = await tx
    .select({ id: mcouponGrantRule.id })
    .from(mcouponGrantRule)
    .where(and(eq(mcouponGrantRule.merchant, merchant), sql`lower(${mcouponGrantRule.name}) = lower(${name})`, except ? ne(mcouponGrantRule.id, except) : undefined));
  return row;
}

export async function insert(tx: Tx, values: Values) {
  const [row] = await tx.insert(mcouponGrantRule).values(values).returning({ id: mcouponGrantRule.id });
  return row!.id;
}

export const update = (tx: Tx, merchant: number, id: number, values: Partial<Values>) =>
  tx.update(mcouponGrantRule).set({ ...values, update_time: new Date() }).where(and(eq(mcouponGrantRule.merchant, merchant), eq(mcouponGrantRule.id, id)));

export const remove = (tx: Tx, merchant: number, id: number) => tx.delete(mcouponGrantRule).where(and(eq(mcouponGrantRule.merchant, merchant), eq(mcouponGrantRule.id, id)));

/** The enabled rules of the merchant that apply to `coupon`: its own and those for every coupon. */
export const applying = (tx: Tx, merchant: number, coupon: number) =>
  tx
    .select({ id: mcouponGrantRule.id, name: mcouponGrantRule.name, coupon: mcouponGrantRule.coupon, plate_day_limit: mcouponGrantRule.plate_day_limit, plate_total_limit: mcouponGrantRule.plate_total_limit })
    .from(mcouponGrantRule)
    .where(and(eq(mcouponGrantRule.merchant, merchant), eq(mcouponGrantRule.status, 1), or(isNull(mcouponGrantRule.coupon), eq(mcouponGrantRule.coupon, coupon))));
