import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { paymentSettlement } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { amongKeys, exactTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';

export interface Filter {
  merchants: Scope;
  merchant?: number;
  state?: number;
  start?: string;
  end?: string;
}

const where = (f: Filter): SQL | undefined =>
  and(
    withinScope(paymentSettlement.merchant, f.merchants),
    f.merchant ? eq(paymentSettlement.merchant, f.merchant) : undefined,
    f.state !== undefined ? eq(paymentSettlement.state, f.state) : undefined,
    f.start ? gte(paymentSettlement.settle_date, f.start) : undefined,
    f.end ? lte(paymentSettlement.settle_date, f.end) : undefined,
  );

const columns = {
  id: paymentSettlement.id,
  settle_no: paymentSettlement.settle_no,
  merchant: paymentSettlement.merchant,
  merchant_name: merchantNameOf(paymentSettlement.merchant),
  settle_date: paymentSettlement.settle_date,
  trade_count: paymentSettlement.trade_count,
  amount: paymentSettlement.amount,
  fee: paymentSettlement.fee,
  refund_count: paymentSettlement.refund_count,
  refunded: paymentSettlement.refunded,
  net: paymentSettlement.net,
  state: paymentSettlement.state,
  settle_time: paymentSettlement.settle_time,
  create_time: paymentSettlement.create_time,
};

export type Row = Awaited<ReturnType<typeof page>>[number];

/** Newest day first: ids on `(merchant, settle_date desc, id desc)`, then the rows. One row a merchant a day: exact totals. */
export function page(tx: Tx, filter: Filter, limit: number, offset: number) {
  const order = [desc(paymentSettlement.settle_date), desc(paymentSettlement.id)];
  const ids = tx.select({ id: paymentSettlement.id }).from(paymentSettlement).where(where(filter)).orderBy(...order).limit(limit).offset(offset);
  return tx.select(columns).from(paymentSettlement).where(amongKeys(paymentSettlement.id, ids)).orderBy(...order);
}

export const total = (tx: Tx, filter: Filter) => exactTotal(tx, paymentSettlement, where(filter));

export async function statistics(tx: Tx, filter: Filter) {
  const s = paymentSettlement;
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      trade_count: sql<string>`coalesce(sum(${s.trade_count}), 0)::bigint`,
      amount: sql<string>`coalesce(sum(${s.amount}), 0)::bigint`,
      fee: sql<string>`coalesce(sum(${s.fee}), 0)::bigint`,
      refunded: sql<string>`coalesce(sum(${s.refunded}), 0)::bigint`,
      net: sql<string>`coalesce(sum(${s.net}), 0)::bigint`,
    })
    .from(s)
    .where(where(filter));
  return row!;
}

export async function find(tx: Tx, merchants: Scope, id: number) {
  const [row] = await tx.select(columns).from(paymentSettlement).where(and(withinScope(paymentSettlement.merchant, merchants), eq(paymentSettlement.id, id)));
  return row;
}
