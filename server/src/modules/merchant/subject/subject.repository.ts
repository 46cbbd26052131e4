import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { merchant, subject } from '../../../db/schema/index.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';

const columns = {
  id: subject.id,
  merchant: subject.merchant,
  merchant_name: merchant.name,
  type: subject.type,
  name: subject.name,
  credit_code: subject.credit_code,
  legal_person: subject.legal_person,
  legal_person_mobile: subject.legal_person_mobile,
  licence_image: subject.licence_image,
  address: subject.address,
  status: subject.status,
  audit_remark: subject.audit_remark,
  audit_time: subject.audit_time,
  auditor: subject.auditor,
  create_time: subject.create_time,
  update_time: subject.update_time,
};
export type SubjectRow = Awaited<ReturnType<typeof find>> & {};

const base = (tx: Tx) => tx.select(columns).from(subject).innerJoin(merchant, eq(merchant.id, subject.merchant));

export async function find(tx: Tx, where: { id?: number; merchant?: number }, options: { lock?: boolean } = {}) {
  const query = base(tx)
    .where(and(where.id ? eq(subject.id, where.id) : undefined, where.merchant ? eq(subject.merchant, where.merchant) : undefined))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: subject }) : await query;
  return row;
}

export interface Filter {
  keywords?: string;
  status?: number;
}

const listWhere = (scope: Scope, filter: Filter): SQL | undefined =>
  and(
    withinScope(subject.merchant, scope),
    filter.status === undefined ? undefined : eq(subject.status, filter.status),
    filter.keywords
      ? or(ilike(subject.name, contains(filter.keywords)), eq(subject.credit_code, filter.keywords.toUpperCase()), ilike(merchant.name, contains(filter.keywords)))
      : undefined,
  );

/** Oldest first in the audit queue (first come, first served); otherwise newest first. */
export function page(tx: Tx, scope: Scope, filter: Filter, limit: number, offset: number) {
  const order = filter.status === 0 ? [subject.update_time, subject.id] : [desc(subject.update_time), desc(subject.id)];
  return base(tx).where(listWhere(scope, filter)).orderBy(...order).limit(limit).offset(offset);
}

export async function total(tx: Tx, scope: Scope, filter: Filter) {
  const [row] = await tx.select({ n: count() }).from(subject).innerJoin(merchant, eq(merchant.id, subject.merchant)).where(listWhere(scope, filter));
  return row?.n ?? 0;
}

export async function insert(tx: Tx, values: typeof subject.$inferInsert) {
  const [row] = await tx.insert(subject).values(values).returning({ id: subject.id });
  return row!.id;
}

export const update = (tx: Tx, id: number, values: Partial<typeof subject.$inferInsert>) =>
  tx.update(subject).set({ ...values, update_time: sql`now()` }).where(eq(subject.id, id));
