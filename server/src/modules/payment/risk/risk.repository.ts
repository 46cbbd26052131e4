import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { paymentRiskEvent } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { amongKeys, cappedTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';

// Every query names the merchants it serves (the caller's scope); row-level security is the second line.

const e = paymentRiskEvent;

export interface Filter {
  merchants: Scope;
  merchant?: number;
  type?: string;
  level?: number;
  status?: number;
}

const where = (f: Filter): SQL | undefined =>
  and(
    withinScope(e.merchant, f.merchants),
    f.merchant !== undefined ? eq(e.merchant, f.merchant) : undefined,
    f.type ? eq(e.type, f.type) : undefined,
    f.level !== undefined ? eq(e.level, f.level) : undefined,
    f.status !== undefined ? eq(e.status, f.status) : undefined,
  );

const columns = {
  id: e.id,
  event_no: e.event_no,
  merchant: e.merchant,
  merchant_name: merchantNameOf(e.merchant),
  type: e.type,
  level: e.level,
  trade_no: e.trade_no,
  amount: e.amount,
  description: e.description,
  occur_time: e.occur_time,
  status: e.status,
  measure: e.measure,
  opinion: e.opinion,
  auditor: e.auditor,
  audit_time: e.audit_time,
};

export type EventRow = Awaited<ReturnType<typeof page>>[number];

const order = [desc(e.occur_time), desc(e.id)];

export function page(tx: Tx, filter: Filter, limit: number, offset: number) {
  const ids = tx.select({ id: e.id }).from(e).where(where(filter)).orderBy(...order).limit(limit).offset(offset);
  return tx.select(columns).from(e).where(amongKeys(e.id, ids)).orderBy(...order);
}

export const total = (tx: Tx, filter: Filter) => cappedTotal(tx, e, where(filter));

export async function find(tx: Tx, merchants: Scope, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select(columns).from(e).where(and(withinScope(e.merchant, merchants), eq(e.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Pending events per type over the scope (the status index: merchant, status). */
export const pendingByType = (tx: Tx, merchants: Scope) =>
  tx.select({ type: e.type, pending: count() }).from(e).where(and(withinScope(e.merchant, merchants), eq(e.status, 0))).groupBy(e.type);

export type EventValues = Omit<typeof paymentRiskEvent.$inferInsert, 'id' | 'event_no'>;

/** Numbers read `RK` + the UTC+8 day of the event + the id. */
export async function insert(tx: Tx, values: EventValues) {
  const result = await tx.execute(sql`select nextval('payment_risk_event_id_seq')::text as id`);
  const id = Number((result as unknown as { rows: { id: string }[] }).rows[0]!.id);
  const day = new Date(values.occur_time.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
  const eventNo = `RK${day}${String(id).padStart(6, '0')}`;
  await tx.insert(e).values({ id, event_no: eventNo, ...values });
  return eventNo;
}

export const update = (tx: Tx, merchant: number, id: number, values: Partial<EventValues>) =>
  tx.update(e).set({ ...values, update_time: new Date() }).where(and(eq(e.merchant, merchant), eq(e.id, id)));
