import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { mcouponConfiguration, mcouponCoupon, mcouponMerchant, mcouponWarehouse, merchant } from '../../../db/schema/index.js';
import { merchantNameOf, qualified } from '../../../shared/names.js';
import { amongKeys, exactTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';

// Every query names the merchants it serves (the caller's scope); row-level security is the second line.

const key = qualified(mcouponMerchant.merchant);

/** The coupon merchant's profile with its figures: coupons, stock (bought, granted, left) and runtime rule. */
const columns = {
  merchant: mcouponMerchant.merchant,
  merchant_name: merchantNameOf(mcouponMerchant.merchant),
  contact_name: mcouponMerchant.contact_name,
  contact_phone: mcouponMerchant.contact_phone,
  address: mcouponMerchant.address,
  status: mcouponMerchant.status,
  remark: mcouponMerchant.remark,
  operator: mcouponMerchant.operator,
  coupon_count: sql<number>`(select count(*)::int from ${mcouponCoupon} c where c.merchant = ${key})`,
  purchased: sql<number>`(select coalesce(sum(w.purchased - w.revoked), 0)::int from ${mcouponWarehouse} w where w.merchant = ${key})`,
  purchase_amount: sql<number>`(select coalesce(sum(w.amount), 0)::bigint from ${mcouponWarehouse} w where w.merchant = ${key})`.mapWith(Number),
  granted: sql<number>`(select coalesce(sum(w.granted), 0)::int from ${mcouponWarehouse} w where w.merchant = ${key})`,
  remaining: sql<number>`(select coalesce(sum(w.remaining), 0)::int from ${mcouponWarehouse} w where w.merchant = ${key})`,
  token_limit: sql<number>`coalesce((select r.token_limit from ${mcouponConfiguration} r where r.merchant = ${key}), 1)::int`,
  grant_day_limit: sql<number>`coalesce((select r.grant_day_limit from ${mcouponConfiguration} r where r.merchant = ${key}), 0)::int`,
  create_time: mcouponMerchant.create_time,
  update_time: mcouponMerchant.update_time,
};

export type CouponMerchantRow = Awaited<ReturnType<typeof find>> & {};

export interface Filter {
  merchants: Scope;
  keywords?: string;
  status?: number;
}

const where = (f: Filter) => {
  const words = f.keywords ? `%${f.keywords.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const number = f.keywords && /^\d{1,15}$/.test(f.keywords) ? Number(f.keywords) : undefined;
  return and(
    withinScope(mcouponMerchant.merchant, f.merchants),
    f.status !== undefined ? eq(mcouponMerchant.status, f.status) : undefined,
    words
      ? or(
          ilike(mcouponMerchant.contact_name, words),
          sql`exists (select 1 from ${merchant} m where m.id = ${key} and m.name ilike ${words})`,
          number !== undefined ? eq(mcouponMerchant.merchant, number) : undefined,
        )
      : undefined,
  );
};

/** Latest registered first; the page's keys are found first, then only those rows are read with their figures. */
export async function page(tx: Tx, f: Filter, limit: number, offset: number) {
  const keys = tx.select({ merchant: mcouponMerchant.merchant }).from(mcouponMerchant).where(where(f)).orderBy(desc(mcouponMerchant.create_time), desc(mcouponMerchant.merchant)).limit(limit).offset(offset);
  return tx.select(columns).from(mcouponMerchant).where(amongKeys(mcouponMerchant.merchant, keys)).orderBy(desc(mcouponMerchant.create_time), desc(mcouponMerchant.merchant));
}

export const total = (tx: Tx, f: Filter) => exactTotal(tx, mcouponMerchant, where(f));

export async function find(tx: Tx, merchants: Scope, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select(columns).from(mcouponMerchant).where(and(withinScope(mcouponMerchant.merchant, merchants), eq(mcouponMerchant.merchant, id)));
  const [row] = options.lock ? await query.for('update', { of: mcouponMerchant }) : await query;
  return row;
}

/** The status alone (no figures): what the purchase and grant calls check. */
export async function statusOf(tx: Tx, id: number) {
  const [row] = await tx.select({ status: mcouponMerchant.status }).from(mcouponMerchant).where(eq(mcouponMerchant.merchant, id));
  return row?.status;
}

type Values = Omit<typeof mcouponMerchant.$inferInsert, 'create_time' | 'update_time'>;

export const insert = (tx: Tx, values: Values) => tx.insert(mcouponMerchant).values(values);

export const update = (tx: Tx, id: number, values: Partial<Values>) =>
  tx.update(mcouponMerchant).set({ ...values, update_time: new Date() }).where(eq(mcouponMerchant.merchant, id));
