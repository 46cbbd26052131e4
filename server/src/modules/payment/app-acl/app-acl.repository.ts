import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { app, paymentAppAcl } from '../../../db/schema/index.js';
import { merchantNameOf, qualified } from '../../../shared/names.js';
import { withinScope } from '../../../shared/scope.js';

// Every query names the merchants it serves; row-level security is the second line.

const columns = {
  id: paymentAppAcl.id,
  merchant: paymentAppAcl.merchant,
  merchant_name: merchantNameOf(paymentAppAcl.merchant),
  app_id: paymentAppAcl.app_id,
  app_name: sql<string>`coalesce((select a.name from ${app} a where a.app_id = ${qualified(paymentAppAcl.app_id)}), '')`,
  business: paymentAppAcl.business,
  remark: paymentAppAcl.remark,
  status: paymentAppAcl.status,
  reason: paymentAppAcl.reason,
  applicant: paymentAppAcl.applicant,
  auditor: paymentAppAcl.auditor,
  audit_time: paymentAppAcl.audit_time,
  create_time: paymentAppAcl.create_time,
  update_time: paymentAppAcl.update_time,
};

export type AclRow = Awaited<ReturnType<typeof find>> & {};

export interface Filter {
  scope: Scope;
  merchant?: number;
  appId?: string;
  status?: number;
}

const where = (f: Filter) =>
  and(
    withinScope(paymentAppAcl.merchant, f.scope),
    f.merchant ? eq(paymentAppAcl.merchant, f.merchant) : undefined,
    f.appId ? eq(paymentAppAcl.app_id, f.appId) : undefined,
    f.status !== undefined ? eq(paymentAppAcl.status, f.status) : undefined,
  );

/** Pending first (what waits for someone), then newest. */
export const page = (tx: Tx, filter: Filter, limit: number, offset: number) =>
  tx
    .select(columns)
    .from(paymentAppAcl)
    .where(where(filter))
    .orderBy(sql`${paymentAppAcl.status} = 0 desc`, desc(paymentAppAcl.id))
    .limit(limit)
    .offset(offset);

export async function total(tx: Tx, filter: Filter) {
  const [row] = await tx.select({ n: count() }).from(paymentAppAcl).where(where(filter));
  return row?.n ?? 0;
}

export async function find(tx: Tx, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select(columns).from(paymentAppAcl).where(eq(paymentAppAcl.id, id));
  const [row] = options.lock ? await query.for('update', { of: paymentAppAcl }) : await query;
  return row;
}

export async function byApp(tx: Tx, merchantId: number, appId: string) {
  const [row] = await tx.select({ id: paymentAppAcl.id }).from(paymentAppAcl).where(and(eq(paymentAppAcl.merchant, merchantId), eq(paymentAppAcl.app_id, appId)));
  return row;
}

type Values = Omit<typeof paymentAppAcl.$inferInsert, 'id' | 'create_time' | 'update_time'>;

export async function insert(tx: Tx, values: Values) {
  const [row] = await tx.insert(paymentAppAcl).values(values).returning({ id: paymentAppAcl.id });
  return row!.id;
}

export const update = (tx: Tx, id: number, values: Partial<Values>) => tx.update(paymentAppAcl).set({ ...values, update_time: new Date() }).where(eq(paymentAppAcl.id, id));

export const remove = (tx: Tx, id: number) => tx.delete(paymentAppAcl).where(eq(paymentAppAcl.id, id));
