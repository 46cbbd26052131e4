import { and, asc, count, desc, eq, gte, ilike, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { articleCategory, merchant, qaComplaint, qaTag } from '../../../db/schema/index.js';
import { withinScope } from '../../../shared/scope.js';

export type ComplaintRecord = typeof qaComplaint.$inferSelect;

/**
 * Whose complaints a caller sees: a holder of base:complaint:list those of its scope (the platform
 * operator: every merchant's); anyone else its own merchant's only.
 */
export interface Viewer {
  scope: Scope;
  merchant: number;
  all: boolean;
}

export const visibleTo = (viewer: Viewer): SQL | undefined =>
  viewer.all ? (withinScope(qaComplaint.merchant, viewer.scope)) : eq(qaComplaint.merchant, viewer.merchant);

export interface ComplaintFilter {
  keywords?: string;
  status?: string;
  tag?: number;
  merchant?: number;
  from?: Date;
  before?: Date;
}

/** `%` and `_` typed by the user are matched as themselves. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const where = (viewer: Viewer, filter: ComplaintFilter) =>
  and(
    visibleTo(viewer),
    filter.keywords ? or(ilike(qaComplaint.no, contains(filter.keywords)), ilike(qaComplaint.title, contains(filter.keywords)), ilike(qaComplaint.content, contains(filter.keywords))) : undefined,
    filter.status ? eq(qaComplaint.status, filter.status) : undefined,
    filter.tag ? sql`${qaComplaint.tags} @> array[${filter.tag}]::bigint[]` : undefined,
    filter.merchant ? eq(qaComplaint.merchant, filter.merchant) : undefined,
    filter.from ? gte(qaComplaint.create_time, filter.from) : undefined,
    filter.before ? lt(qaComplaint.create_time, filter.before) : undefined,
  );

const rowColumns = {
  id: qaComplaint.id,
  no: qaComplaint.no,
  merchant: qaComplaint.merchant,
  merchant_name: sql<string>`coalesce(${merchant.name}, '')`,
  manager_name: qaComplaint.manager_name,
  title: qaComplaint.title,
  module: qaComplaint.module,
  module_name: sql<string>`coalesce(${articleCategory.name}, '')`,
  status: qaComplaint.status,
  tags: qaComplaint.tags,
  create_time: qaComplaint.create_time,
  respond_time: qaComplaint.respond_time,
  complete_time: qaComplaint.complete_time,
};

export function page(tx: Tx, viewer: Viewer, filter: ComplaintFilter, limit: number, offset: number) {
  return tx
    .select(rowColumns)
    .from(qaComplaint)
    .leftJoin(merchant, eq(merchant.id, qaComplaint.merchant))
    .leftJoin(articleCategory, eq(articleCategory.id, qaComplaint.module))
    .where(where(viewer, filter))
    .orderBy(desc(qaComplaint.id))
    .limit(limit)
    .offset(offset);
}

export async function total(tx: Tx, viewer: Viewer, filter: ComplaintFilter) {
  const [row] = await tx.select({ n: count() }).from(qaComplaint).where(where(viewer, filter));
  return row?.n ?? 0;
}

export async function detail(tx: Tx, viewer: Viewer, id: number) {
  const [row] = await tx
    .select({
      ...rowColumns,
      content: qaComplaint.content,
      session: qaComplaint.session,
      transcript: qaComplaint.transcript,
      response: qaComplaint.response,
      responder_name: qaComplaint.responder_name,
    })
    .from(qaComplaint)
    .leftJoin(merchant, eq(merchant.id, qaComplaint.merchant))
    .leftJoin(articleCategory, eq(articleCategory.id, qaComplaint.module))
    .where(and(visibleTo(viewer), eq(qaComplaint.id, id)));
  return row;
}

/** One complaint the viewer sees, locked for a change in this transaction. */
export async function findForUpdate(tx: Tx, viewer: Viewer, id: number) {
  const [row] = await tx.select().from(qaComplaint).where(and(visibleTo(viewer), eq(qaComplaint.id, id))).for('update');
  return row;
}

export function matching(tx: Tx, viewer: Viewer, keywords: string | undefined, limit: number) {
  return tx
    .select({ id: qaComplaint.id, no: qaComplaint.no, title: qaComplaint.title })
    .from(qaComplaint)
    .where(and(visibleTo(viewer), keywords ? or(ilike(qaComplaint.no, contains(keywords)), ilike(qaComplaint.title, contains(keywords))) : undefined))
    .orderBy(desc(qaComplaint.id))
    .limit(limit);
}

/** The unfinished complaint already made from this conversation, if any (转人工 twice is one ticket). */
export async function openOfSession(tx: Tx, merchantId: number, session: string) {
  const [row] = await tx
    .select()
    .from(qaComplaint)
    .where(and(eq(qaComplaint.merchant, merchantId), eq(qaComplaint.session, session), ne(qaComplaint.status, 'completed')))
    .limit(1);
  return row;
}

export async function nextId(tx: Tx): Promise<number> {
  const result = await tx.execute(sql`select nextval('qa_complaint_id_seq')::text as id`);
  return Number((result as unknown as { rows: { id: string }[] }).rows[0]!.id);
}

export async function insert(tx: Tx, values: typeof qaComplaint.$inferInsert) {
  await tx.insert(qaComplaint).values(values);
}

export async function update(tx: Tx, id: number, values: Partial<typeof qaComplaint.$inferInsert>) {
  await tx.update(qaComplaint).set({ ...values, update_time: sql`now()` }).where(eq(qaComplaint.id, id));
}

export function tags(tx: Tx) {
  return tx.select({ id: qaTag.id, name: qaTag.name, color: qaTag.color }).from(qaTag).orderBy(asc(qaTag.sort), asc(qaTag.id));
}

export async function categoryExists(tx: Tx, id: number) {
  const [row] = await tx.select({ id: articleCategory.id }).from(articleCategory).where(eq(articleCategory.id, id));
  return !!row;
}
