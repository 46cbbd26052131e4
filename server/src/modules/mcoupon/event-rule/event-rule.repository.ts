import { and, count, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { mcouponCoupon, mcouponEventRecord, mcouponEventRule } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { amongKeys, cappedTotal, exactTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';

// Every query names the merchants it serves (the caller's own merchant); row-level security is the second line.

const couponField = (field: string) =>
  sql`(select ${sql.raw(`c.${field}`)} from ${mcouponCoupon} c where c.merchant = "mcoupon_event_rule"."merchant" and c.id = "mcoupon_event_rule"."coupon")`;

const ruleColumns = {
  id: mcouponEventRule.id,
  merchant: mcouponEventRule.merchant,
  merchant_name: merchantNameOf(mcouponEventRule.merchant),
  name: mcouponEventRule.name,
  event_type: mcouponEventRule.event_type,
  coupon: mcouponEventRule.coupon,
  coupon_name: sql<string>`${couponField('name')}`,
  coupon_status: sql<number>`${couponField('status')}`,
  coupon_type: sql<number>`${couponField('type')}`,
  coupon_value: sql<number>`${couponField('value')}`,
  coupon_period_start: sql<string | null>`${couponField('period_start')}`,
  coupon_period_end: sql<string | null>`${couponField('period_end')}`,
  grant_count: mcouponEventRule.grant_count,
  min_amount: mcouponEventRule.min_amount,
  plate_day_limit: mcouponEventRule.plate_day_limit,
  total_limit: mcouponEventRule.total_limit,
  granted: mcouponEventRule.granted,
  start_date: mcouponEventRule.start_date,
  end_date: mcouponEventRule.end_date,
  status: mcouponEventRule.status,
  remark: mcouponEventRule.remark,
  operator: mcouponEventRule.operator,
  create_time: mcouponEventRule.create_time,
  update_time: mcouponEventRule.update_time,
};

export type RuleRow = Awaited<ReturnType<typeof findRule>> & {};
export type RuleValues = typeof mcouponEventRule.$inferInsert;

export interface RuleFilter {
  merchants: Scope;
  keywords?: string;
  event_type?: number;
  status?: number;
}

const ruleWhere = (f: RuleFilter) =>
  and(
    withinScope(mcouponEventRule.merchant, f.merchants),
    f.keywords ? sql`${mcouponEventRule.name} ilike ${contains(f.keywords)}` : undefined,
    f.event_type ? eq(mcouponEventRule.event_type, f.event_type) : undefined,
    f.status !== undefined ? eq(mcouponEventRule.status, f.status) : undefined,
  );

/** Newest first; the page's ids from the (merchant, id) index, then those rows. A merchant has few rules. */
export async function rulePage(tx: Tx, f: RuleFilter, limit: number, offset: number) {
  const ids = tx.select({ id: mcouponEventRule.id }).from(mcouponEventRule).where(ruleWhere(f)).orderBy(desc(mcouponEventRule.id)).limit(limit).offset(offset);
  return tx.select(ruleColumns).from(mcouponEventRule).where(and(withinScope(mcouponEventRule.merchant, f.merchants), amongKeys(mcouponEventRule.id, ids))).orderBy(desc(mcouponEventRule.id));
}

export const ruleTotal = (tx: Tx, f: RuleFilter) => exactTotal(tx, mcouponEventRule, ruleWhere(f));

export async function findRule(tx: Tx, merchants: Scope, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select(ruleColumns).from(mcouponEventRule).where(and(withinScope(mcouponEventRule.merchant, merchants), eq(mcouponEventRule.id, id)));
  const [row] = options.lock ? await query.for('update', { of: mcouponEventRule }) : await query;
  return row;
}

export async function ruleByName(tx: Tx, merchant: number, name: string, except?: number) {
  const [row] = await tx
    .select({ id: mcouponEventRule.id })
    .from(mcouponEventRule)
    .where(and(eq(mcouponEventRule.merchant, merchant), sql`lower(${mcouponEventRule.name}) = lower(${name})`, except ? sql`${mcouponEventRule.id} <> ${except}` : undefined));
  return row;
}

export async function insertRule(tx: Tx, values: RuleValues) {
  const [row] = await tx.insert(mcouponEventRule).values(values).returning({ id: mcouponEventRule.id });
  return row!.id;
}

export const updateRule = (tx: Tx, merchant: number, id: number, values: Partial<RuleValues>) =>
  tx.update(mcouponEventRule).set({ ...values, update_time: new Date() }).where(and(eq(mcouponEventRule.merchant, merchant), eq(mcouponEventRule.id, id)));

export const removeRule = (tx: Tx, merchant: number, id: number) => tx.delete(mcouponEventRule).where(and(eq(mcouponEventRule.merchant, merchant), eq(mcouponEventRule.id, id)));

/** The merchant's enabled rules for an event type in force on `day` (UTC+8), locked in id order (a stable lock order). */
export const inForce = (tx: Tx, merchant: number, eventType: number, day: string) =>
  tx
    .select({
      id: mcouponEventRule.id, name: mcouponEventRule.name, coupon: mcouponEventRule.coupon, grant_count: mcouponEventRule.grant_count, min_amount: mcouponEventRule.min_amount,
      plate_day_limit: mcouponEventRule.plate_day_limit, total_limit: mcouponEventRule.total_limit, granted: mcouponEventRule.granted,
    })
    .from(mcouponEventRule)
    .where(and(eq(mcouponEventRule.merchant, merchant), eq(mcouponEventRule.event_type, eventType), eq(mcouponEventRule.status, 1), lte(mcouponEventRule.start_date, day), gte(mcouponEventRule.end_date, day)))
    .orderBy(mcouponEventRule.id)
    .for('update');

// —— 事件发放记录 ——

const recordColumns = {
  id: mcouponEventRecord.id,
  merchant: mcouponEventRecord.merchant,
  merchant_name: merchantNameOf(mcouponEventRecord.merchant),
  rule: mcouponEventRecord.rule,
  rule_name: mcouponEventRecord.rule_name,
  event_type: mcouponEventRecord.event_type,
  plate: mcouponEventRecord.plate,
  source_no: mcouponEventRecord.source_no,
  amount: mcouponEventRecord.amount,
  coupon: mcouponEventRecord.coupon,
  coupon_name: sql<string>`(select c.name from ${mcouponCoupon} c where c.merchant = "mcoupon_event_record"."merchant" and c.id = "mcoupon_event_record"."coupon")`,
  grant_count: mcouponEventRecord.grant_count,
  status: mcouponEventRecord.status,
  reason: mcouponEventRecord.reason,
  create_time: mcouponEventRecord.create_time,
};

export interface RecordFilter {
  merchants: Scope;
  rule?: number;
  event_type?: number;
  plate?: string;
  status?: number;
  from?: Date;
  before?: Date;
}

const recordWhere = (f: RecordFilter) =>
  and(
    withinScope(mcouponEventRecord.merchant, f.merchants),
    f.rule ? eq(mcouponEventRecord.rule, f.rule) : undefined,
    f.event_type ? eq(mcouponEventRecord.event_type, f.event_type) : undefined,
    f.plate ? sql`${mcouponEventRecord.plate} ilike ${contains(f.plate)}` : undefined,
    f.status !== undefined ? eq(mcouponEventRecord.status, f.status) : undefined,
    f.from ? gte(mcouponEventRecord.create_time, f.from) : undefined,
    f.before ? lt(mcouponEventRecord.create_time, f.before) : undefined,
  );

/** Newest first (deferred join on the (merchant, id) index); the count is capped like the grant records'. */
export async function recordPage(tx: Tx, f: RecordFilter, limit: number, offset: number) {
  const ids = tx.select({ id: mcouponEventRecord.id }).from(mcouponEventRecord).where(recordWhere(f)).orderBy(desc(mcouponEventRecord.id)).limit(limit).offset(offset);
  return tx.select(recordColumns).from(mcouponEventRecord).where(and(withinScope(mcouponEventRecord.merchant, f.merchants), amongKeys(mcouponEventRecord.id, ids))).orderBy(desc(mcouponEventRecord.id));
}

export const recordTotal = (tx: Tx, f: RecordFilter) => cappedTotal(tx, mcouponEventRecord, recordWhere(f));

export async function insertRecord(tx: Tx, values: typeof mcouponEventRecord.$inferInsert) {
  const [row] = await tx.insert(mcouponEventRecord).values(values).returning({ id: mcouponEventRecord.id });
  return row!.id;
}

/** A rule's counters from its records (on the (merchant, rule, id) index): events, skipped ones, coupons given since `since`. */
export async function ruleCounts(tx: Tx, merchant: number, rule: number, since: Date) {
  const [row] = await tx
    .select({
      events: count(),
      skipped: sql<number>`count(*) filter (where ${mcouponEventRecord.status} = -1)`.mapWith(Number),
      today: sql<number>`coalesce(sum(${mcouponEventRecord.grant_count}) filter (where ${gte(mcouponEventRecord.create_time, since)}), 0)`.mapWith(Number),
    })
    .from(mcouponEventRecord)
    .where(and(eq(mcouponEventRecord.merchant, merchant), eq(mcouponEventRecord.rule, rule)));
  return { events: row?.events ?? 0, skipped: row?.skipped ?? 0, today: row?.today ?? 0 };
}

/** Coupons the rule gave the plate since `since` (its records, granted ones). */
export async function plateGrantedSince(tx: Tx, merchant: number, rule: number, plate: string, since: Date) {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${mcouponEventRecord.grant_count}), 0)`.mapWith(Number) })
    .from(mcouponEventRecord)
    .where(and(eq(mcouponEventRecord.merchant, merchant), eq(mcouponEventRecord.plate, plate), eq(mcouponEventRecord.rule, rule), eq(mcouponEventRecord.status, 1), gte(mcouponEventRecord.create_time, since)));
  return row?.n ?? 0;
}
