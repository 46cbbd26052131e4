import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { department, manager } from '../../../db/schema/index.js';
import { contains } from '../../../shared/text.js';

// Written with explicit aliases: inside a sub-select drizzle leaves columns unqualified.
const managerCount = sql<number>`(select count(*)::int from manager m where m.department = "department"."id" and m.merchant = "department"."merchant")`;

const columns = {
  id: department.id,
  name: department.name,
  parent: department.parent,
  sort: department.sort,
  manager_count: managerCount,
  create_time: department.create_time,
  update_time: department.update_time,
};

export type DepartmentRow = { id: number; name: string; parent: number | null; sort: number; manager_count: number; create_time: Date; update_time: Date };

/** Every department of a merchant (a tree is small: read whole); `lock` holds them for a change. */
export async function all(tx: Tx, merchantId: number, options: { lock?: boolean } = {}): Promise<DepartmentRow[]> {
  if (options.lock) {
    await tx.select({ id: department.id }).from(department).where(eq(department.merchant, merchantId)).for('update');
  }
  return tx.select(columns).from(department).where(eq(department.merchant, merchantId)).orderBy(asc(department.sort), asc(department.id));
}

export interface Filter {
  name?: string;
  parent?: number;
}

const where = (merchantId: number, filter: Filter): SQL | undefined =>
  and(
    eq(department.merchant, merchantId),
    filter.name ? ilike(department.name, contains(filter.name)) : undefined,
    filter.parent === undefined ? undefined : eq(department.parent, filter.parent),
  );

export function page(tx: Tx, merchantId: number, filter: Filter, limit: number, offset: number) {
  return tx
    .select(columns)
    .from(department)
    .where(where(merchantId, filter))
    .orderBy(asc(department.parent), asc(department.sort), asc(department.id))
    .limit(limit)
    .offset(offset);
}

export async function total(tx: Tx, merchantId: number, filter: Filter) {
  const [row] = await tx.select({ n: count() }).from(department).where(where(merchantId, filter));
  return row?.n ?? 0;
}

export async function find(tx: Tx, merchantId: number, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select(columns).from(department).where(and(eq(department.merchant, merchantId), eq(department.id, id))).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function insert(tx: Tx, values: typeof department.$inferInsert) {
  const [row] = await tx.insert(department).values(values).returning({ id: department.id });
  return row!.id;
}

export async function update(tx: Tx, merchantId: number, id: number, values: Partial<typeof department.$inferInsert>) {
  await tx.update(department).set({ ...values, update_time: sql`now()` }).where(and(eq(department.merchant, merchantId), eq(department.id, id)));
}

export async function remove(tx: Tx, merchantId: number, id: number) {
  await tx.delete(department).where(and(eq(department.merchant, merchantId), eq(department.id, id)));
}

/** The department an account belongs to (null: the merchant itself). */
export async function departmentOf(tx: Tx, managerId: number) {
  const [row] = await tx.select({ department: manager.department }).from(manager).where(eq(manager.id, managerId));
  return row?.department ?? null;
}
