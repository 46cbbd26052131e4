import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Scope, Tx } from '../../../db/client.js';
import { merchant, merchantRelation } from '../../../db/schema/index.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';

const parent = alias(merchant, 'parent_merchant');
const child = alias(merchant, 'child_merchant');

const columns = {
  parent: merchantRelation.parent,
  parent_name: sql<string>`coalesce(${parent.name}, '')`,
  child: merchantRelation.child,
  child_name: sql<string>`coalesce(${child.name}, '')`,
  child_kind: sql<string>`coalesce(${child.kind}, '')`,
  type: merchantRelation.type,
  create_time: merchantRelation.create_time,
};
export type RelationRow = Awaited<ReturnType<typeof page>>[number];

// merchant_relation is a system table (read to compute scopes): every query here says whose relations it reads.
const base = (tx: Tx) =>
  tx.select(columns).from(merchantRelation).leftJoin(parent, eq(parent.id, merchantRelation.parent)).leftJoin(child, eq(child.id, merchantRelation.child));

export interface Filter {
  /** Relations whose parent is one of these (the caller's scope); 'all' for the platform. */
  parents: Scope;
  type?: string;
  merchant?: number;
  keywords?: string;
}

const where = (f: Filter): SQL | undefined =>
  and(
    withinScope(merchantRelation.parent, f.parents),
    f.type ? eq(merchantRelation.type, f.type) : undefined,
    f.merchant ? or(eq(merchantRelation.parent, f.merchant), eq(merchantRelation.child, f.merchant)) : undefined,
    f.keywords ? or(ilike(child.name, contains(f.keywords)), sql`${merchantRelation.child}::text = ${f.keywords}`) : undefined,
  );

export const page = (tx: Tx, f: Filter, limit: number, offset: number) =>
  base(tx).where(where(f)).orderBy(desc(merchantRelation.create_time), merchantRelation.parent, merchantRelation.child).limit(limit).offset(offset);

export async function total(tx: Tx, f: Filter) {
  const [row] = await tx.select({ n: count() }).from(merchantRelation).leftJoin(child, eq(child.id, merchantRelation.child)).where(where(f));
  return row?.n ?? 0;
}

export const above = (tx: Tx, merchantId: number) => base(tx).where(eq(merchantRelation.child, merchantId)).orderBy(merchantRelation.create_time);

/** Every relation below `root`, to a depth of `depth` levels. */
export async function below(tx: Tx, root: number | null, depth: number) {
  const result = await tx.execute<{ parent: number; child: number; type: string; depth: number }>(sql`
    with recursive tree(parent, child, type, depth) as (
      select parent, child, type, 1 from ${merchantRelation} where ${root === null ? sql`parent in (select id from ${merchant} where kind = 'platform') or parent not in (select child from ${merchantRelation})` : sql`parent = ${root}`}
      union
      select r.parent, r.child, r.type, t.depth + 1 from ${merchantRelation} r join tree t on r.parent = t.child where t.depth < ${depth}
    )
    select parent::int as parent, child::int as child, type, depth from tree limit 5000`);
  return (result as unknown as { rows: { parent: number; child: number; type: string; depth: number }[] }).rows;
}

export async function exists(tx: Tx, values: { parent: number; child: number; type: string }) {
  const [row] = await tx
    .select({ child: merchantRelation.child })
    .from(merchantRelation)
    .where(and(eq(merchantRelation.parent, values.parent), eq(merchantRelation.child, values.child), eq(merchantRelation.type, values.type)))
    .limit(1);
  return row !== undefined;
}

export const insert = (tx: Tx, values: { parent: number; child: number; type: string }) => tx.insert(merchantRelation).values(values);
export const remove = (tx: Tx, values: { parent: number; child: number; type: string }) =>
  tx.delete(merchantRelation).where(and(eq(merchantRelation.parent, values.parent), eq(merchantRelation.child, values.child), eq(merchantRelation.type, values.type)));
