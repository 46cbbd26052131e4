import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { qaComplaint, qaMessage } from '../../../db/schema/index.js';

export type QaMessageInsert = typeof qaMessage.$inferInsert;

/** A manager's own messages: the chat history is personal. */
export interface Owner {
  merchant: number;
  manager: number;
}

export interface OwnFilter {
  session?: string;
  readStatus?: number;
}

const own = (owner: Owner) => and(eq(qaMessage.merchant, owner.merchant), eq(qaMessage.manager, owner.manager));

const ownWhere = (owner: Owner, filter: OwnFilter) =>
  and(
    own(owner),
    filter.session ? eq(qaMessage.session, filter.session) : undefined,
    filter.readStatus === undefined ? undefined : eq(qaMessage.read_status, filter.readStatus),
  );

export async function insert(tx: Tx, values: QaMessageInsert) {
  const [row] = await tx.insert(qaMessage).values(values).returning({ id: qaMessage.id, create_time: qaMessage.create_time });
  return row!;
}

export function ownPage(tx: Tx, owner: Owner, filter: OwnFilter, limit: number, offset: number) {
  return tx
    .select({
      id: qaMessage.id,
      session: qaMessage.session,
      kind: qaMessage.kind,
      content: qaMessage.content,
      references: qaMessage.references,
      sender_name: qaMessage.sender_name,
      complaint_no: sql<string>`coalesce(${qaComplaint.no}, '')`,
      read_status: qaMessage.read_status,
      feedback: qaMessage.feedback,
      stopped: qaMessage.stopped,
      create_time: qaMessage.create_time,
    })
    .from(qaMessage)
    .leftJoin(qaComplaint, eq(qaComplaint.id, qaMessage.complaint))
    .where(ownWhere(owner, filter))
    .orderBy(desc(qaMessage.id))
    .limit(limit)
    .offset(offset);
}

export async function ownTotal(tx: Tx, owner: Owner, filter: OwnFilter) {
  const [row] = await tx.select({ n: count() }).from(qaMessage).where(ownWhere(owner, filter));
  return row?.n ?? 0;
}

export async function markRead(tx: Tx, owner: Owner, ids: number[]) {
  const rows = await tx
    .update(qaMessage)
    .set({ read_status: 1 })
    .where(and(own(owner), inArray(qaMessage.id, ids), eq(qaMessage.read_status, 0)))
    .returning({ id: qaMessage.id });
  return rows.length;
}

/** A conversation's messages in order (for 转人工's transcript and the model's memory). */
export function sessionMessages(tx: Tx, owner: Owner, session: string) {
  return tx.select().from(qaMessage).where(and(own(owner), eq(qaMessage.session, session))).orderBy(qaMessage.id);
}

/** Feedback on one of the owner's machine answers (not on human replies); answers whether it exists. */
export async function setFeedback(tx: Tx, owner: Owner, id: number, useful: number) {
  const rows = await tx
    .update(qaMessage)
    .set({ feedback: useful })
    .where(and(own(owner), eq(qaMessage.id, id), eq(qaMessage.kind, 'answer'), isNull(qaMessage.sender)))
    .returning({ id: qaMessage.id });
  return rows.length > 0;
}
