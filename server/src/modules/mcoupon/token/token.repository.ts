import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { mcouponCoupon, mcouponToken, mcouponTokenBatch } from '../../../db/schema/index.js';
import { contains } from '../../../shared/text.js';
import { amongKeys } from '../../../shared/paging.js';

// Every query names the merchant it serves (tokens are each merchant's own); row-level security is the second line.

const batchId = sql.raw('"mcoupon_token_batch"."id"');
const batchMerchant = sql.raw('"mcoupon_token_batch"."merchant"');

const batchColumns = {
  id: mcouponTokenBatch.id,
  merchant: mcouponTokenBatch.merchant,
  name: mcouponTokenBatch.name,
  coupon: mcouponTokenBatch.coupon,
  coupon_name: mcouponCoupon.name,
  coupon_type: mcouponCoupon.type,
  coupon_value: mcouponCoupon.value,
  coupon_period_start: mcouponCoupon.period_start,
  coupon_period_end: mcouponCoupon.period_end,
  coupon_status: mcouponCoupon.status,
  token_count: sql<number>`(select count(*)::int from ${mcouponToken} t where t.merchant = ${batchMerchant} and t.batch = ${batchId})`,
  grant_count: sql<number>`(select coalesce(sum(t.grant_count), 0)::int from ${mcouponToken} t where t.merchant = ${batchMerchant} and t.batch = ${batchId})`,
  day_limit: mcouponTokenBatch.day_limit,
  total_limit: mcouponTokenBatch.total_limit,
  start_date: mcouponTokenBatch.start_date,
  end_date: mcouponTokenBatch.end_date,
  remark: mcouponTokenBatch.remark,
  status: mcouponTokenBatch.status,
  creator: mcouponTokenBatch.creator,
  create_time: mcouponTokenBatch.create_time,
  update_time: mcouponTokenBatch.update_time,
};

export type BatchRow = Awaited<ReturnType<typeof findBatch>> & {};

export interface BatchFilter {
  keywords?: string;
  coupon?: number;
  status?: number;
}

const batchWhere = (merchantId: number, filter: BatchFilter) =>
  and(
    eq(mcouponTokenBatch.merchant, merchantId),
    filter.keywords ? ilike(mcouponTokenBatch.name, contains(filter.keywords)) : undefined,
    filter.coupon ? eq(mcouponTokenBatch.coupon, filter.coupon) : undefined,
    filter.status !== undefined ? eq(mcouponTokenBatch.status, filter.status) : undefined,
  );

const withCoupon = (tx: Tx) =>
  tx
    .select(batchColumns)
    .from(mcouponTokenBatch)
    .innerJoin(mcouponCoupon, and(eq(mcouponCoupon.merchant, mcouponTokenBatch.merchant), eq(mcouponCoupon.id, mcouponTokenBatch.coupon)));

/** Newest first; the page's ids come from the (merchant, id) index, then only those rows are read (deferred join). */
export async function batchPage(tx: Tx, merchantId: number, filter: BatchFilter, limit: number, offset: number) {
  const ids = tx.select({ id: mcouponTokenBatch.id }).from(mcouponTokenBatch).where(batchWhere(merchantId, filter)).orderBy(desc(mcouponTokenBatch.id)).limit(limit).offset(offset);
  return withCoupon(tx)
    .where(and(eq(mcouponTokenBatch.merchant, merchantId), amongKeys(mcouponTokenBatch.id, ids)))
    .orderBy(desc(mcouponTokenBatch.id));
}

export async function batchTotal(tx: Tx, merchantId: number, filter: BatchFilter) {
  const [row] = await tx.select({ n: count() }).from(mcouponTokenBatch).where(batchWhere(merchantId, filter));
  return row?.n ?? 0;
}

export async function findBatch(tx: Tx, merchantId: number, id: number, options: { lock?: boolean } = {}) {
  const query = withCoupon(tx).where(and(eq(mcouponTokenBatch.merchant, merchantId), eq(mcouponTokenBatch.id, id)));
  const [row] = options.lock ? await query.for('update', { of: mcouponTokenBatch }) : await query;
  return row;
}

type BatchValues = Omit<typeof mcouponTokenBatch.$inferInsert, 'id' | 'create_time' | 'update_time'>;

export async function insertBatch(tx: Tx, values: BatchValues) {
  const [row] = await tx.insert(mcouponTokenBatch).values(values).returning({ id: mcouponTokenBatch.id });
  return row!.id;
}

export const updateBatch = (tx: Tx, merchantId: number, id: number, values: Partial<BatchValues>) =>
  tx.update(mcouponTokenBatch).set({ ...values, update_time: new Date() }).where(and(eq(mcouponTokenBatch.merchant, merchantId), eq(mcouponTokenBatch.id, id)));

/** Its tokens go with it (foreign key, on delete cascade). */
export const removeBatch = (tx: Tx, merchantId: number, id: number) =>
  tx.delete(mcouponTokenBatch).where(and(eq(mcouponTokenBatch.merchant, merchantId), eq(mcouponTokenBatch.id, id)));

// ---- tokens ------------------------------------------------------------------------------------------------------

/** Today's grants count only on the day they were counted (a UTC+8 day). */
const todayCount = sql<number>`case when ${mcouponToken.grant_day} = (now() at time zone 'UTC' + interval '8 hours')::date then ${mcouponToken.day_grant_count} else 0 end`;

const tokenColumns = {
  id: mcouponToken.id,
  batch: mcouponToken.batch,
  code: mcouponToken.code,
  grant_count: mcouponToken.grant_count,
  today_grant_count: todayCount,
  last_grant_time: mcouponToken.last_grant_time,
  create_time: mcouponToken.create_time,
};

export interface TokenFilter {
  batch?: number;
  code?: string;
}

const tokenWhere = (merchantId: number, filter: TokenFilter) =>
  and(
    eq(mcouponToken.merchant, merchantId),
    filter.batch ? eq(mcouponToken.batch, filter.batch) : undefined,
    filter.code ? ilike(mcouponToken.code, contains(filter.code)) : undefined,
  );

/** Oldest first (the order they were printed in), on the (merchant, batch, id) index; deferred join as above. */
export async function tokenPage(tx: Tx, merchantId: number, filter: TokenFilter, limit: number, offset: number) {
  const ids = tx.select({ id: mcouponToken.id }).from(mcouponToken).where(tokenWhere(merchantId, filter)).orderBy(asc(mcouponToken.batch), asc(mcouponToken.id)).limit(limit).offset(offset);
  return tx
    .select(tokenColumns)
    .from(mcouponToken)
    .where(and(eq(mcouponToken.merchant, merchantId), amongKeys(mcouponToken.id, ids)))
    .orderBy(asc(mcouponToken.batch), asc(mcouponToken.id));
}

export async function tokenTotal(tx: Tx, merchantId: number, filter: TokenFilter) {
  const [row] = await tx.select({ n: count() }).from(mcouponToken).where(tokenWhere(merchantId, filter));
  return row?.n ?? 0;
}

export const insertTokens = (tx: Tx, merchantId: number, batch: number, codes: string[]) =>
  tx.insert(mcouponToken).values(codes.map((code) => ({ merchant: merchantId, batch, code })));
