import { and, count, desc, eq } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { mcouponConfiguration } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { withinScope } from '../../../shared/scope.js';
import { amongKeys } from '../../../shared/paging.js';

// Every query names the merchants it serves; row-level security is the second line.

const columns = {
  merchant: mcouponConfiguration.merchant,
  merchant_name: merchantNameOf(mcouponConfiguration.merchant),
  token_limit: mcouponConfiguration.token_limit,
  grant_day_limit: mcouponConfiguration.grant_day_limit,
  remark: mcouponConfiguration.remark,
  operator: mcouponConfiguration.operator,
  create_time: mcouponConfiguration.create_time,
  update_time: mcouponConfiguration.update_time,
};

export type ConfigurationRow = Awaited<ReturnType<typeof find>> & {};

export interface Filter {
  merchants: Scope;
  merchant?: number;
  token_limit?: number;
}

const where = (filter: Filter) =>
  and(
    withinScope(mcouponConfiguration.merchant, filter.merchants),
    filter.merchant ? eq(mcouponConfiguration.merchant, filter.merchant) : undefined,
    filter.token_limit !== undefined ? eq(mcouponConfiguration.token_limit, filter.token_limit) : undefined,
  );

/** Latest change first; the page's keys are found on the primary key alone, then only those rows are read. */
export async function page(tx: Tx, filter: Filter, limit: number, offset: number) {
  const keys = tx.select({ merchant: mcouponConfiguration.merchant }).from(mcouponConfiguration).where(where(filter)).orderBy(desc(mcouponConfiguration.update_time), desc(mcouponConfiguration.merchant)).limit(limit).offset(offset);
  return tx
    .select(columns)
    .from(mcouponConfiguration)
    .where(amongKeys(mcouponConfiguration.merchant, keys))
    .orderBy(desc(mcouponConfiguration.update_time), desc(mcouponConfiguration.merchant));
}

export async function total(tx: Tx, filter: Filter) {
  const [row] = await tx.select({ n: count() }).from(mcouponConfiguration).where(where(filter));
  return row?.n ?? 0;
}

export async function find(tx: Tx, merchantId: number, options: { lock?: boolean } = {}) {
  const query = tx.select(columns).from(mcouponConfiguration).where(eq(mcouponConfiguration.merchant, merchantId));
  const [row] = options.lock ? await query.for('update', { of: mcouponConfiguration }) : await query;
  return row;
}

type Values = Omit<typeof mcouponConfiguration.$inferInsert, 'create_time' | 'update_time'>;

export const insert = (tx: Tx, values: Values) => tx.insert(mcouponConfiguration).values(values);

export const update = (tx: Tx, merchantId: number, values: Partial<Values>) =>
  tx.update(mcouponConfiguration).set({ ...values, update_time: new Date() }).where(eq(mcouponConfiguration.merchant, merchantId));

export const remove = (tx: Tx, merchantId: number) => tx.delete(mcouponConfiguration).where(eq(mcouponConfiguration.merchant, merchantId));
