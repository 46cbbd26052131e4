import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { auditLog } from '../../../db/schema/index.js';
import { amongKeys, cappedTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';

export interface LoggingFilter {
  managerName?: string;
  keywords?: string;
  targetType?: string;
  from?: Date;
  before?: Date;
}

const within = (scope: Scope): SQL | undefined => withinScope(auditLog.merchant, scope);

const where = (scope: Scope, filter: LoggingFilter) =>
  and(
    within(scope),
    filter.managerName ? ilike(auditLog.manager_name, contains(filter.managerName)) : undefined,
    filter.keywords ? or(ilike(auditLog.action, contains(filter.keywords)), ilike(auditLog.target_name, contains(filter.keywords))) : undefined,
    filter.targetType ? eq(auditLog.target_type, filter.targetType) : undefined,
    filter.from ? gte(auditLog.create_time, filter.from) : undefined,
    filter.before ? lt(auditLog.create_time, filter.before) : undefined,
  );

const columns = {
  id: auditLog.id,
  manager_name: auditLog.manager_name,
  action: auditLog.action,
  call: auditLog.call,
  target_type: auditLog.target_type,
  target_id: auditLog.target_id,
  target_name: auditLog.target_name,
  before: auditLog.before,
  after: auditLog.after,
  seqno: auditLog.seqno,
  ip: auditLog.ip,
  create_time: auditLog.create_time,
};

/** One page, newest first: the page's ids on the (merchant, id) index, then only those rows. */
export function page(tx: Tx, scope: Scope, filter: LoggingFilter, limit: number, offset: number) {
  const ids = tx.select({ id: auditLog.id }).from(auditLog).where(where(scope, filter)).orderBy(desc(auditLog.id)).limit(limit).offset(offset);
  return tx.select(columns).from(auditLog).where(amongKeys(auditLog.id, ids)).orderBy(desc(auditLog.id));
}

/** The operation log grows without bound: its total is counted up to COUNT_CAP. */
export const total = (tx: Tx, scope: Scope, filter: LoggingFilter) => cappedTotal(tx, auditLog, where(scope, filter));

/** A record's entries, newest first (the target index). */
export function timeline(tx: Tx, scope: Scope, type: string, id: string, limit: number, offset: number) {
  return tx
    .select(columns)
    .from(auditLog)
    .where(and(within(scope), eq(auditLog.target_type, type), eq(auditLog.target_id, id)))
    .orderBy(desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}

export async function timelineTotal(tx: Tx, scope: Scope, type: string, id: string) {
  const [row] = await tx.select({ n: count() }).from(auditLog).where(and(within(scope), eq(auditLog.target_type, type), eq(auditLog.target_id, id)));
  return row?.n ?? 0;
}
