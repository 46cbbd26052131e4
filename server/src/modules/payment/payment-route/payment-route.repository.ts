import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { paymentChannelApply, paymentRoute } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';

// Every query names the merchant it serves (checked in scope by the service); row-level security is the second line.

const r = paymentRoute;
const columns = {
  id: r.id,
  merchant: r.merchant,
  merchant_name: merchantNameOf(r.merchant),
  pay_mode: r.pay_mode,
  channel: r.channel,
  remark: r.remark,
  status: r.status,
  operator: r.operator,
  create_time: r.create_time,
  update_time: r.update_time,
};

export type RouteRow = Awaited<ReturnType<typeof routesOf>>[number];

export const routesOf = (tx: Tx, merchantId: number) => tx.select(columns).from(r).where(eq(r.merchant, merchantId)).orderBy(asc(r.pay_mode));

export async function find(tx: Tx, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select(columns).from(r).where(eq(r.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function insert(tx: Tx, values: typeof paymentRoute.$inferInsert) {
  const [row] = await tx.insert(r).values(values).returning({ id: r.id });
  return row!.id;
}

export const update = (tx: Tx, id: number, values: Partial<typeof paymentRoute.$inferInsert>) => tx.update(r).set({ ...values, update_time: new Date() }).where(eq(r.id, id));

export const remove = (tx: Tx, id: number) => tx.delete(r).where(eq(r.id, id));

/** The merchant's 进件 per channel (channel codes upper case, as the 进件 table keeps them). */
export const applicationsOf = (tx: Tx, merchantId: number) =>
  tx.select({ channel: paymentChannelApply.channel, status: paymentChannelApply.status }).from(paymentChannelApply).where(and(eq(paymentChannelApply.merchant, merchantId)));
