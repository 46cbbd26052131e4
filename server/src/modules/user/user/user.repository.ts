import { and, desc, eq, ilike, like, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { appUser, member } from '../../../db/schema/index.js';
import { amongKeys, exactTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';
import { anyPlateContains, contains } from '../../../shared/text.js';

const columns = {
  id: appUser.id,
  merchant: appUser.merchant,
  mobile: appUser.mobile,
  nickname: appUser.nickname,
  plates: appUser.plates,
  status: appUser.status,
  block_reason: appUser.block_reason,
  block_time: appUser.block_time,
  register_time: appUser.register_time,
  merged_into: appUser.merged_into,
  merge_time: appUser.merge_time,
  update_time: appUser.update_time,
  member_count: sql<number>`(select count(*)::int from ${member} m where m."user" = ${sql.raw('"app_user"."id"')} and m.status = 1 and m.end_time > now())`,
};
export type UserRow = Awaited<ReturnType<typeof find>> & {};

export interface Filter {
  mobile?: string;
  nickname?: string;
  plate?: string;
  status?: number;
}

const listWhere = (scope: Scope, f: Filter): SQL | undefined =>
  and(
    withinScope(appUser.merchant, scope),
    // A whole number matches itself; fewer digits match the number's end (尾号).
    f.mobile ? (f.mobile.length === 11 ? eq(appUser.mobile, f.mobile) : like(appUser.mobile, `%${f.mobile}`)) : undefined,
    f.nickname ? ilike(appUser.nickname, contains(f.nickname)) : undefined,
    f.plate ? anyPlateContains(appUser.plates, f.plate) : undefined,
    f.status ? eq(appUser.status, f.status) : undefined,
  );

/** Newest first; the page's ids come from the (merchant, id) index before the rows are read. */
export function page(tx: Tx, scope: Scope, filter: Filter, limit: number, offset: number) {
  const ids = tx.select({ id: appUser.id }).from(appUser).where(listWhere(scope, filter)).orderBy(desc(appUser.id)).limit(limit).offset(offset);
  return tx.select(columns).from(appUser).where(amongKeys(appUser.id, ids)).orderBy(desc(appUser.id));
}

export const total = (tx: Tx, scope: Scope, filter: Filter) => exactTotal(tx, appUser, listWhere(scope, filter));

export async function find(tx: Tx, scope: Scope, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select(columns).from(appUser).where(and(eq(appUser.id, id), withinScope(appUser.merchant, scope))).limit(1);
  const [row] = options.lock ? await query.for('update', { of: appUser }) : await query;
  return row;
}

export const setStatus = (tx: Tx, id: number, status: number, reason: string) =>
  tx
    .update(appUser)
    .set({ status, block_reason: status === 2 ? reason : '', block_time: status === 2 ? sql`now()` : null, update_time: sql`now()` })
    .where(eq(appUser.id, id));
