// Lookups by merchant number used by the shell (merchant info, the group lookup) and by other modules.

import type { Database, Scope } from '../../../db/client.js';
import { notFound } from '../../../errors.js';
import * as repository from './merchant.repository.js';

/** A merchant the caller may act for; another merchant's number answers "not found". */
export async function infoByCode(db: Database, scope: Scope, code: number) {
  const found = await db.tenant(scope, (tx) => repository.findInScope(tx, scope, code));
  if (!found) throw notFound('商户');
  return { code: found.id, name: found.name, kind: found.kind, logo_icon: found.logo_icon };
}

/** A group merchant the caller may act for. */
export async function groupByCode(db: Database, scope: Scope, code: number) {
  const found = await db.tenant(scope, (tx) => repository.findInScope(tx, scope, code));
  if (!found || found.kind !== 'group') throw notFound('集团商户');
  return { code: found.id, name: found.name };
}

export const options = (db: Database, scope: Scope, keywords: string | undefined, limit: number) =>
  db.tenant(scope, (tx) => repository.optionsInScope(tx, scope, keywords, limit));

/** Fails with "not found" naming the first merchant number outside the caller's scope. */
export async function assertAllInScope(db: Database, scope: Scope, ids: number[]) {
  const found = new Set(await db.tenant(scope, (tx) => repository.existingInScope(tx, scope, ids)));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound(`商户 ${missing} `);
}

/** Merchants below the caller (its scope without itself): whom it may grant products or register contracts for. */
export async function belowOptions(db: Database, scope: Scope, keywords: string | undefined, limit: number, own: number) {
  const rows = await db.tenant(scope, (tx) => repository.optionsInScope(tx, scope, keywords, limit + 1));
  return rows.filter((row) => row.value !== own).slice(0, limit);
}

/** Partners and groups in scope: the parent a new merchant may hang under (the create form's 上级商户). */
export const parentOptions = (db: Database, scope: Scope, keywords: string | undefined, limit: number) =>
  db.tenant(scope, (tx) => repository.optionsInScope(tx, scope, keywords, limit, ['partner', 'group']));

/**
 * Names of merchants, whether or not in the caller's scope (its parents, a grantor, the other side of an
 * application): read with the platform's scope, names and nothing more.
 */
export async function merchantNames(db: Database, ids: readonly number[]) {
  const wanted = [...new Set(ids)];
  return wanted.length ? db.tenant('all', (tx) => repository.namesOf(tx, wanted)) : new Map<number, string>();
}
