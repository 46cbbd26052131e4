import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { appUser, appUserComplaint, appUserComplaintRecord } from '../../../db/schema/index.js';
import { amongKeys, exactTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';

const c = appUserComplaint;
const columns = {
  id: c.id,
  merchant: c.merchant,
  complaint_no: c.complaint_no,
  user: c.user,
  nickname: appUser.nickname,
  mobile: appUser.mobile,
  category: c.category,
  title: c.title,
  content: c.content,
  status: c.status,
  handler_name: c.handler_name,
  result: c.result,
  close_time: c.close_time,
  create_time: c.create_time,
  update_time: c.update_time,
};
export type ComplaintRow = NonNullable<Awaited<ReturnType<typeof find>>>;

export interface Filter {
  status?: number;
  category?: number;
  keywords?: string;
  user?: number;
  from?: Date;
  before?: Date;
}

const listWhere = (scope: Scope, f: Filter): SQL | undefined =>
  and(
    withinScope(c.merchant, scope),
    f.status ? eq(c.status, f.status) : undefined,
    f.category ? eq(c.category, f.category) : undefined,
    f.user ? eq(c.user, f.user) : undefined,
    f.from ? gte(c.create_time, f.from) : undefined,
    f.before ? lt(c.create_time, f.before) : undefined,
    f.keywords
      ? or(
          eq(c.complaint_no, f.keywords.toUpperCase()),
          ilike(c.title, contains(f.keywords)),
          sql`exists (select 1 from ${appUser} u where u.id = ${c.user} and u.nickname ilike ${contains(f.keywords)})`,
        )
      : undefined,
  );

/** Newest first; the page's ids come from the tenant-first (merchant, [status,] id) indexes before the rows are read. */
export function page(tx: Tx, scope: Scope, filter: Filter, limit: number, offset: number) {
  const ids = tx.select({ id: c.id }).from(c).where(listWhere(scope, filter)).orderBy(desc(c.id)).limit(limit).offset(offset);
  return tx.select(columns).from(c).innerJoin(appUser, eq(appUser.id, c.user)).where(amongKeys(c.id, ids)).orderBy(desc(c.id));
}

export const total = (tx: Tx, scope: Scope, filter: Filter) => exactTotal(tx, c, listWhere(scope, filter));

export async function find(tx: Tx, scope: Scope, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select(columns).from(c).innerJoin(appUser, eq(appUser.id, c.user)).where(and(eq(c.id, id), withinScope(c.merchant, scope))).limit(1);
  const [row] = options.lock ? await query.for('update', { of: c }) : await query;
  return row;
}

/** The complaint's history, oldest first (a complaint has tens of lines at most; bounded all the same). */
export const records = (tx: Tx, complaint: number) =>
  tx.select().from(appUserComplaintRecord).where(eq(appUserComplaintRecord.complaint, complaint)).orderBy(asc(appUserComplaintRecord.id)).limit(500);

export const addRecord = (tx: Tx, row: { merchant: number; complaint: number; kind: number; content: string; operator_name: string }) =>
  tx.insert(appUserComplaintRecord).values(row);

export const update = (tx: Tx, id: number, set: Partial<typeof c.$inferInsert>) =>
  tx.update(c).set({ ...set, update_time: sql`now()` }).where(eq(c.id, id));
