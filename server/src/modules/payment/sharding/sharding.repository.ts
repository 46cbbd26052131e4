import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { paymentShardingReceiver, paymentShardingRt } from '../../../db/schema/index.js';

// Every query names the merchant it serves; row-level security is the second line.

const columns = {
  id: paymentShardingRt.id,
  merchant: paymentShardingRt.merchant,
  name: paymentShardingRt.name,
  business: paymentShardingRt.business,
  remark: paymentShardingRt.remark,
  status: paymentShardingRt.status,
  create_time: paymentShardingRt.create_time,
  update_time: paymentShardingRt.update_time,
};

export type RuleRow = Awaited<ReturnType<typeof find>> & {};

/** A merchant's rules, enabled first, newest first. */
export const rules = (tx: Tx, merchantId: number) =>
  tx.select(columns).from(paymentShardingRt).where(eq(paymentShardingRt.merchant, merchantId)).orderBy(desc(paymentShardingRt.status), desc(paymentShardingRt.id));

export async function find(tx: Tx, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select(columns).from(paymentShardingRt).where(eq(paymentShardingRt.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function ruleCount(tx: Tx, merchantId: number) {
  const [row] = await tx.select({ n: count() }).from(paymentShardingRt).where(eq(paymentShardingRt.merchant, merchantId));
  return row?.n ?? 0;
}

/** The merchant's enabled rules other than `except` (what a rule being enabled must not overlap). */
export const enabledRules = (tx: Tx, merchantId: number, except?: number) =>
  tx
    .select({ id: paymentShardingRt.id, name: paymentShardingRt.name, business: paymentShardingRt.business })
    .from(paymentShardingRt)
    .where(and(eq(paymentShardingRt.merchant, merchantId), eq(paymentShardingRt.status, 1), except ? ne(paymentShardingRt.id, except) : undefined));

/** Receivers of the rules, in their order. */
export const receivers = (tx: Tx, merchantId: number, ruleIds: number[]) =>
  ruleIds.length === 0
    ? Promise.resolve([])
    : tx
        .select({ rule: paymentShardingReceiver.rule, merchant: paymentShardingReceiver.receiver, ratio: paymentShardingReceiver.ratio })
        .from(paymentShardingReceiver)
        .where(and(eq(paymentShardingReceiver.merchant, merchantId), inArray(paymentShardingReceiver.rule, ruleIds)))
        .orderBy(asc(paymentShardingReceiver.rule), asc(paymentShardingReceiver.sort));

type Values = Omit<typeof paymentShardingRt.$inferInsert, 'id' | 'create_time' | 'update_time'>;

export async function insert(tx: Tx, values: Values) {
  const [row] = await tx.insert(paymentShardingRt).values(values).returning({ id: paymentShardingRt.id });
  return row!.id;
}

export const update = (tx: Tx, id: number, values: Partial<Values>) =>
  tx.update(paymentShardingRt).set({ ...values, update_time: new Date() }).where(eq(paymentShardingRt.id, id));

export const remove = (tx: Tx, id: number) => tx.delete(paymentShardingRt).where(eq(paymentShardingRt.id, id));

/** Replaces a rule's receivers. */
export async function setReceivers(tx: Tx, merchantId: number, rule: number, list: readonly { merchant: number; ratio: number }[]) {
  await tx.delete(paymentShardingReceiver).where(and(eq(paymentShardingReceiver.merchant, merchantId), eq(paymentShardingReceiver.rule, rule)));
  await tx.insert(paymentShardingReceiver).values(list.map((r, sort) => ({ merchant: merchantId, rule, receiver: r.merchant, ratio: r.ratio, sort })));
}
