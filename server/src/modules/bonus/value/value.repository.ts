import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { bonusEvent, bonusValue, bonusValueStock } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { amongKeys, exactTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';

const eventField = (field: string) => sql.raw(`(select e.${field} from "bonus_event" e where e.merchant = "bonus_value"."merchant" and e.id = "bonus_value"."event")`);

const columns = {
  id: bonusValue.id,
  merchant: bonusValue.merchant,
  merchant_name: merchantNameOf(bonusValue.merchant),
  event: bonusValue.event,
  event_name: sql<string>`${eventField('name')}`,
  event_status: sql<number>`${sql.raw(`(select (case when e.status = 1 and e.end_time <= now() then 2 else e.status end)::int from "bonus_event" e where e.merchant = "bonus_value"."merchant" and e.id = "bonus_value"."event")`)}`,
  name: bonusValue.name,
  kind: bonusValue.kind,
  amount: bonusValue.amount,
  valid_days: bonusValue.valid_days,
  description: bonusValue.description,
  stock: bonusValue.stock,
  granted: bonusValue.granted,
  reserved: bonusValue.reserved,
  remaining: bonusValue.remaining,
  status: bonusValue.status,
  audit_status: bonusValue.audit_status,
  audit_reason: bonusValue.audit_reason,
  auditor: bonusValue.auditor,
  audit_time: bonusValue.audit_time,
  create_time: bonusValue.create_time,
};

export type ValueRow = NonNullable<Awaited<ReturnType<typeof find>>>;

export interface Filter {
  merchants: Scope;
  event?: number;
  auditStatus?: number;
  /** Only the rewards of activities run by merchants other than `exceptMerchant` (the platform's audit queue). */
  exceptMerchant?: number;
  keywords?: string;
}

const where = (f: Filter): SQL | undefined =>
  and(
    withinScope(bonusValue.merchant, f.merchants),
    f.event ? eq(bonusValue.event, f.event) : undefined,
    f.auditStatus !== undefined ? eq(bonusValue.audit_status, f.auditStatus) : undefined,
    f.exceptMerchant ? sql`${bonusValue.merchant} <> ${f.exceptMerchant}` : undefined,
    f.keywords ? sql`(${bonusValue.name} ilike ${contains(f.keywords)} or exists (select 1 from ${bonusEvent} e where e.merchant = "bonus_value"."merchant" and e.id = "bonus_value"."event" and e.name ilike ${contains(f.keywords)}))` : undefined,
  );

/** An activity's rewards oldest first (their order of preference); the audit queue newest first. */
export async function page(tx: Tx, f: Filter, limit: number, offset: number, order: 'oldest' | 'newest') {
  const by = order === 'oldest' ? bonusValue.id : desc(bonusValue.id);
  const ids = tx.select({ id: bonusValue.id }).from(bonusValue).where(where(f)).orderBy(by).limit(limit).offset(offset);
  return tx.select(columns).from(bonusValue).where(and(withinScope(bonusValue.merchant, f.merchants), amongKeys(bonusValue.id, ids))).orderBy(by);
}

export const total = (tx: Tx, f: Filter) => exactTotal(tx, bonusValue, where(f));

export async function find(tx: Tx, merchants: Scope, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select(columns).from(bonusValue).where(and(withinScope(bonusValue.merchant, merchants), eq(bonusValue.id, id)));
  const [row] = options.lock ? await query.for('update', { of: bonusValue }) : await query;
  return row;
}

export async function insert(tx: Tx, values: typeof bonusValue.$inferInsert) {
  const [row] = await tx.insert(bonusValue).values(values).returning({ id: bonusValue.id });
  return row!.id;
}

export const update = (tx: Tx, merchant: number, id: number, values: Partial<typeof bonusValue.$inferInsert>) =>
  tx.update(bonusValue).set({ ...values, update_time: new Date() }).where(and(eq(bonusValue.merchant, merchant), eq(bonusValue.id, id)));

/**
 * Moves the stock counters of a (locked) reward by the given deltas; `remaining` follows. The table's check refuses a
 * move that would take `remaining` below 0, so a race can never over-grant.
 */
export async function moveStock(tx: Tx, merchant: number, id: number, delta: { stock?: number; granted?: number; reserved?: number }) {
  const d = { stock: delta.stock ?? 0, granted: delta.granted ?? 0, reserved: delta.reserved ?? 0 };
  const [row] = await tx
    .update(bonusValue)
    .set({
      stock: sql`${bonusValue.stock} + ${d.stock}`,
      granted: sql`${bonusValue.granted} + ${d.granted}`,
      reserved: sql`${bonusValue.reserved} + ${d.reserved}`,
      remaining: sql`${bonusValue.remaining} + ${d.stock - d.granted - d.reserved}`,
      update_time: new Date(),
    })
    .where(and(eq(bonusValue.merchant, merchant), eq(bonusValue.id, id)))
    .returning({ stock: bonusValue.stock, remaining: bonusValue.remaining });
  return row!;
}

export async function insertStockLog(tx: Tx, values: typeof bonusValueStock.$inferInsert) {
  await tx.insert(bonusValueStock).values(values);
}

export const stockLogs = (tx: Tx, merchant: number, value: number) =>
  tx
    .select({ id: bonusValueStock.id, count: bonusValueStock.count, stock_after: bonusValueStock.stock_after, remark: bonusValueStock.remark, operator: bonusValueStock.operator, create_time: bonusValueStock.create_time })
    .from(bonusValueStock)
    .where(and(eq(bonusValueStock.merchant, merchant), eq(bonusValueStock.value, value)))
    .orderBy(desc(bonusValueStock.id))
    .limit(50);

/** The usable rewards of an activity in order (enabled, approved), locked for a grant. */
export const usable = (tx: Tx, merchant: number, event: number) =>
  tx
    .select({ id: bonusValue.id, name: bonusValue.name, kind: bonusValue.kind, amount: bonusValue.amount, valid_days: bonusValue.valid_days, remaining: bonusValue.remaining })
    .from(bonusValue)
    .where(and(eq(bonusValue.merchant, merchant), eq(bonusValue.event, event), eq(bonusValue.status, 1), eq(bonusValue.audit_status, 1)))
    .orderBy(bonusValue.id)
    .for('update');
