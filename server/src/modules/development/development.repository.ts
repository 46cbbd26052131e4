import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../db/client.js';
import { clientError, merchant } from '../../db/schema/index.js';
import { amongKeys, cappedTotal } from '../../shared/paging.js';
import { withinScope } from '../../shared/scope.js';
import { contains } from '../../shared/text.js';

export interface ErrorFilter {
  kind?: string;
  keywords?: string;
  seqno?: string;
  managerName?: string;
  merchant?: number;
  from: Date;
  before: Date;
}

export type NewError = typeof clientError.$inferInsert;

const where = (scope: Scope, filter: ErrorFilter): SQL | undefined =>
  and(
    withinScope(clientError.merchant, scope),
    filter.merchant ? eq(clientError.merchant, filter.merchant) : undefined,
    filter.kind ? eq(clientError.kind, filter.kind) : undefined,
    filter.seqno ? eq(clientError.seqno, filter.seqno) : undefined,
    filter.managerName ? ilike(clientError.manager_name, contains(filter.managerName)) : undefined,
    filter.keywords ? or(ilike(clientError.message, contains(filter.keywords)), ilike(clientError.page, contains(filter.keywords))) : undefined,
    gte(clientError.create_time, filter.from),
    lt(clientError.create_time, filter.before),
  );

/** One page, newest first: the page's ids on the (merchant, id) index, then only those rows with their merchant's name. */
export function page(tx: Tx, scope: Scope, filter: ErrorFilter, limit: number, offset: number) {
  const ids = tx.select({ id: clientError.id }).from(clientError).where(where(scope, filter)).orderBy(desc(clientError.id)).limit(limit).offset(offset);
  return tx
    .select({
      id: clientError.id, kind: clientError.kind, message: clientError.message, stack: clientError.stack, page: clientError.page,
      seqno: clientError.seqno, release: clientError.release, user_agent: clientError.user_agent, ip: clientError.ip,
      merchant: clientError.merchant, merchant_name: merchant.name, manager_name: clientError.manager_name, create_time: clientError.create_time,
    })
    .from(clientError)
    .innerJoin(merchant, eq(merchant.id, clientError.merchant))
    .where(amongKeys(clientError.id, ids))
    .orderBy(desc(clientError.id));
}

/** The log grows without bound: its total is counted up to COUNT_CAP. */
export const total = (tx: Tx, scope: Scope, filter: ErrorFilter) => cappedTotal(tx, clientError, where(scope, filter));

export async function insert(tx: Tx, row: NewError) {
  await tx.insert(clientError).values(row);
}

/** Errors since each instant (today's and the last 7 days'), counted up to 10,000 each. */
export async function countsSince(tx: Tx, scope: Scope, today: Date, week: Date) {
  const since = (from: Date) =>
    tx.select({ n: count() }).from(tx.select({ id: clientError.id }).from(clientError).where(and(withinScope(clientError.merchant, scope), gte(clientError.create_time, from))).limit(10_000).as('recent'));
  const [[a], [b]] = await Promise.all([since(today), since(week)]);
  return { today: a?.n ?? 0, last_7_days: b?.n ?? 0 };
}

/** The database's version string. */
export async function databaseVersion(tx: Tx) {
  const result = await tx.execute(sql`select version() as version`);
  return String((result as unknown as { rows: { version: string }[] }).rows[0]?.version ?? '');
}
