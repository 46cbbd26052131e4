import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Scope, Tx } from '../../../db/client.js';
import { businessApply, merchant, merchantProduct, merchantRelation } from '../../../db/schema/index.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';

const applicant = alias(merchant, 'applicant');
const target = alias(merchant, 'target_merchant');

const columns = {
  id: businessApply.id,
  merchant: businessApply.merchant,
  merchant_name: sql<string>`coalesce(${applicant.name}, '')`,
  target: businessApply.target,
  target_name: sql<string>`coalesce(${target.name}, '')`,
  business: businessApply.business,
  contact_name: businessApply.contact_name,
  contact_mobile: businessApply.contact_mobile,
  remark: businessApply.remark,
  attachments: businessApply.attachments,
  subject: businessApply.subject,
  status: businessApply.status,
  audit_remark: businessApply.audit_remark,
  auditor: businessApply.auditor,
  audit_time: businessApply.audit_time,
  create_time: businessApply.create_time,
  update_time: businessApply.update_time,
};
export type ApplyRow = Awaited<ReturnType<typeof find>> & {};

// Names of both sides are read through joins: under row-level security a side outside the caller's scope has no
// name here, and the service fills it in (names only) with the platform's scope.
const base = (tx: Tx) =>
  tx.select(columns).from(businessApply).leftJoin(applicant, eq(applicant.id, businessApply.merchant)).leftJoin(target, eq(target.id, businessApply.target));

export async function find(tx: Tx, id: number, options: { lock?: boolean } = {}) {
  const query = base(tx).where(eq(businessApply.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update', { of: businessApply }) : await query;
  return row;
}

export interface Filter {
  side: 'apply' | 'audit';
  own: number;
  scope: Scope;
  business?: string;
  status?: number;
  keywords?: string;
  id?: number;
}

const where = (f: Filter): SQL | undefined =>
  and(
    f.side === 'apply' ? eq(businessApply.merchant, f.own) : withinScope(businessApply.target, f.scope),
    f.business ? eq(businessApply.business, f.business) : undefined,
    f.status === undefined ? undefined : eq(businessApply.status, f.status),
    f.id ? eq(businessApply.id, f.id) : undefined,
    f.keywords ? or(ilike(applicant.name, contains(f.keywords)), ilike(target.name, contains(f.keywords)), sql`${businessApply.id}::text = ${f.keywords}`) : undefined,
  );

export const page = (tx: Tx, f: Filter, limit: number, offset: number) =>
  base(tx).where(where(f)).orderBy(desc(businessApply.id)).limit(limit).offset(offset);

export async function total(tx: Tx, f: Filter) {
  const [row] = await tx
    .select({ n: count() })
    .from(businessApply)
    .leftJoin(applicant, eq(applicant.id, businessApply.merchant))
    .leftJoin(target, eq(target.id, businessApply.target))
    .where(where(f));
  return row?.n ?? 0;
}

export async function pendingExists(tx: Tx, values: { merchant: number; target: number; business: string }) {
  const [row] = await tx
    .select({ id: businessApply.id })
    .from(businessApply)
    .where(and(eq(businessApply.merchant, values.merchant), eq(businessApply.target, values.target), eq(businessApply.business, values.business), eq(businessApply.status, 0)))
    .limit(1);
  return row?.id;
}

export async function insert(tx: Tx, values: typeof businessApply.$inferInsert) {
  const [row] = await tx.insert(businessApply).values(values).returning({ id: businessApply.id });
  return row!.id;
}

export const update = (tx: Tx, id: number, values: Partial<typeof businessApply.$inferInsert>) =>
  tx.update(businessApply).set({ ...values, update_time: sql`now()` }).where(eq(businessApply.id, id));

export const remove = (tx: Tx, id: number) => tx.delete(businessApply).where(eq(businessApply.id, id));

/** Enabled merchants offering a business: holders of a product (partners), or groups. A directory: ids and names. */
export function offering(tx: Tx, offeredBy: { product: string } | { kind: string }, only?: number) {
  const condition =
    'product' in offeredBy
      ? sql`exists (select 1 from ${merchantProduct} mp where mp.merchant = ${merchant.id} and mp.product = ${offeredBy.product} and mp.status = 1)`
      : eq(merchant.kind, offeredBy.kind);
  return tx
    .select({ id: merchant.id, name: merchant.name })
    .from(merchant)
    .where(and(eq(merchant.status, 1), inArray(merchant.kind, ['partner', 'group']), condition, only === undefined ? undefined : eq(merchant.id, only)))
    .orderBy(merchant.id)
    .limit(200);
}

export async function related(tx: Tx, parent: number, child: number, type: string) {
  const [row] = await tx
    .select({ child: merchantRelation.child })
    .from(merchantRelation)
    .where(and(eq(merchantRelation.parent, parent), eq(merchantRelation.child, child), eq(merchantRelation.type, type)))
    .limit(1);
  return row !== undefined;
}

export const insertRelation = (tx: Tx, values: { parent: number; child: number; type: string }) => tx.insert(merchantRelation).values(values).onConflictDoNothing();
