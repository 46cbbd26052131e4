import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { merchant } from '../../../db/schema/index.js';

/** Every query here is limited to the caller's scope. */
const within = (scope: Scope): SQL | undefined => (scope === 'all' ? undefined : inArray(merchant.id, [...scope]));

export async function findInScope(tx: Tx, scope: Scope, id: number) {
  const [row] = await tx
    .select({ id: merchant.id, name: merchant.name, kind: merchant.kind, logo_icon: merchant.logo_icon, status: merchant.status })
    .from(merchant)
    .where(and(eq(merchant.id, id), within(scope)));
  return row;
}

export async function optionsInScope(tx: Tx, scope: Scope, keywords: string | undefined, limit: number) {
  const pattern = keywords ? `%${keywords.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return tx
    .select({ label: merchant.name, value: merchant.id })
    .from(merchant)
    .where(and(within(scope), pattern ? or(ilike(merchant.name, pattern), sql`${merchant.id}::text like ${pattern}`) : undefined))
    .orderBy(merchant.id)
    .limit(limit);
}

export async function existingInScope(tx: Tx, scope: Scope, ids: number[]) {
  const rows = await tx.select({ id: merchant.id }).from(merchant).where(and(inArray(merchant.id, ids), within(scope)));
  return rows.map((r) => r.id);
}
