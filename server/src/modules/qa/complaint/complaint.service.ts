import { complaintStatusLabels, formatDateTime, type CallBody, type CallQuery, type calls, type ComplaintStatus } from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import type { StoredReference } from '../../../db/schema/index.js';
import { badParameter, notFound } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { dayAfter, dayStart, iso } from '../../../shared/time.js';
import * as messageRepository from '../../message/message/message.repository.js';
import * as chatMessages from '../message/message.service.js';
import * as repository from './complaint.repository.js';
import type { Viewer } from './complaint.repository.js';

/**
 * A ticket is open until the service staff respond (responded; they may respond again) and ends
 * completed, by the staff or by the complainant's merchant. Completed is final (docs/decisions.md).
 */
export const complaintLifecycle: Lifecycle<ComplaintStatus> = {
  what: '工单',
  names: complaintStatusLabels,
  moves: { open: ['responded', 'completed'], responded: ['responded', 'completed'], completed: [] },
};

export const LIST_PERMISSION = 'base:complaint:list';
export const UPDATE_PERMISSION = 'base:complaint:update';

const viewerOf = (access: Access, all = access.permissions.has(LIST_PERMISSION) || access.permissions.has(UPDATE_PERMISSION)): Viewer => ({
  scope: access.scope,
  merchant: access.merchant.id,
  all,
});

/** `KF2026112100000012`: 客服, the day in UTC+8, the id. */
export const complaintNumber = (id: number, now = new Date()) => `KF${formatDateTime(now).slice(0, 10).replace(/-/g, '')}${String(id).padStart(8, '0')}`;

async function tagMap(tx: Tx) {
  return new Map((await repository.tags(tx)).map((t) => [t.id, t]));
}

const presentRow = <R extends { tags: number[]; status: string; module: number | null; create_time: Date; respond_time: Date | null; complete_time: Date | null }>(
  row: R,
  tags: Map<number, { id: number; name: string; color: number }>,
) => ({
  ...row,
  module: row.module ?? 0,
  status: row.status as ComplaintStatus,
  status_name: complaintStatusLabels[row.status as ComplaintStatus] ?? row.status,
  tags: row.tags.flatMap((id) => (tags.has(id) ? [tags.get(id)!] : [])),
  create_time: iso(row.create_time),
  respond_time: iso(row.respond_time),
  complete_time: iso(row.complete_time),
});

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.qaComplaintList>) {
  const page = pageOf(query);
  const viewer = viewerOf(access);
  const filter: repository.ComplaintFilter = {
    keywords: query.keywords?.trim() || undefined,
    status: query.status,
    tag: query.tag,
    merchant: query.merchant,
    from: query.start_date ? dayStart(query.start_date) : undefined,
    before: query.end_date ? dayAfter(query.end_date) : undefined,
  };
  return db.tenant(access.scope, async (tx) => {
    const rows = await repository.page(tx, viewer, filter, page.size, page.offset);
    const total = await repository.total(tx, viewer, filter);
    const tags = await tagMap(tx);
    return listPayload(rows.map((r) => presentRow(r, tags)), total, page);
  });
}

export async function get(db: Database, access: Access, id: number) {
  return db.tenant(access.scope, async (tx) => {
    const row = await repository.detail(tx, viewerOf(access), id);
    if (!row) throw notFound('工单');
    return presentRow(row, await tagMap(tx));
  });
}

export async function matching(db: Database, access: Access, query: CallQuery<typeof calls.qaComplaintMatching>) {
  const rows = await db.tenant(access.scope, (tx) => repository.matching(tx, viewerOf(access), query.keywords?.trim() || undefined, query.limit ?? 100));
  return { row: rows.map((r) => ({ label: `${r.no} ${r.title}`, value: r.id })) };
}

export async function tagList(db: Database) {
  return { row: await db.tenant([], (tx) => repository.tags(tx)) };
}

/** The service staff reply: the ticket, the complainant's chat (unread) and its message centre hear of it. */
export async function respond(db: Database, actor: Actor, body: CallBody<typeof calls.qaComplaintRespond>) {
  const access = actor.access;
  const content = body.content.trim();
  if (!content) throw badParameter('参数 content（回复内容）不能为空');
  await db.tenant(access.scope, async (tx) => {
    const row = await repository.findForUpdate(tx, viewerOf(access, true), body.id);
    if (!row) throw notFound('工单');
    assertTransition(complaintLifecycle, row.status as ComplaintStatus, 'responded');
    const now = new Date();
    const entry = { kind: 'answer', content, create_time: iso(now), references: [] as StoredReference[], sender_name: access.manager.name };
    await repository.update(tx, row.id, {
      status: 'responded',
      response: content,
      responder: access.manager.id,
      responder_name: access.manager.name,
      respond_time: now,
      transcript: [...row.transcript, entry],
    });
    if (row.session) {
      // The complainant's chat history: an unread human reply in the conversation it came from.
      await chatMessages.record(tx, {
        merchant: row.merchant,
        manager: row.manager,
        session: row.session,
        kind: 'answer',
        content,
        sender: access.manager.id,
        sender_name: access.manager.name,
        complaint: row.id,
        read_status: 0,
      });
    }
    // The complainant's message centre hears of it in the same transaction.
    await messageRepository.insertMany(tx, [
      { merchant: row.merchant, app_id: '', title: `客服已回复您的工单 ${row.no}`, body: content.length > 500 ? `${content.slice(0, 500)}…` : content, link: '', sender: access.manager.id },
    ]);
    await audit(tx, actor, { type: 'complaint', id: row.id, name: row.no, merchant: row.merchant }, { before: { status: row.status }, after: { status: 'responded', response: content } });
  });
  return { id: body.id, status: 'responded' as const };
}

/** Completes a ticket: the service staff any ticket, a merchant's users their merchant's own. */
export async function complete(db: Database, actor: Actor, id: number) {
  const access = actor.access;
  await db.tenant(access.scope, async (tx) => {
    const row = await repository.findForUpdate(tx, viewerOf(access, access.permissions.has(UPDATE_PERMISSION)), id);
    if (!row) throw notFound('工单');
    assertTransition(complaintLifecycle, row.status as ComplaintStatus, 'completed');
    await repository.update(tx, id, { status: 'completed', complete_time: new Date() });
    await audit(tx, actor, { type: 'complaint', id, name: row.no, merchant: row.merchant }, { before: { status: row.status }, after: { status: 'completed' } });
  });
  return { id, status: 'completed' as const };
}

export async function tagging(db: Database, actor: Actor, body: CallBody<typeof calls.qaComplaintTagging>) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await repository.findForUpdate(tx, viewerOf(access, true), body.id);
    if (!row) throw notFound('工单');
    const tags = await tagMap(tx);
    const ids = [...new Set(body.tags)];
    const unknown = ids.filter((tag) => !tags.has(tag));
    if (unknown.length) throw badParameter(`标签不存在：${unknown.join('、')}`, '请从工单标签列表中选择');
    await repository.update(tx, body.id, { tags: ids });
    const names = (list: readonly number[]) => list.map((tag) => tags.get(tag)?.name ?? String(tag));
    await audit(tx, actor, { type: 'complaint', id: row.id, name: row.no, merchant: row.merchant }, { before: { tags: names(row.tags as number[]) }, after: { tags: names(ids) } });
    return { id: body.id, tags: ids.map((tag) => tags.get(tag)!) };
  });
}

export interface TranscriptMessage {
  kind: string;
  content: string;
  create_time: Date;
  references: StoredReference[];
  sender_name: string;
}

/**
 * 转人工: a ticket made from a conversation (the chat service calls this inside its transaction). A
 * conversation with an unfinished ticket answers that ticket again instead of a second one.
 */
export async function openFromChat(
  tx: Tx,
  access: Access,
  values: { session: string; content: string; module?: number; transcript: TranscriptMessage[] },
): Promise<{ id: number; no: string; status: ComplaintStatus; created: boolean }> {
  const existing = await repository.openOfSession(tx, access.merchant.id, values.session);
  if (existing) return { id: existing.id, no: existing.no, status: existing.status as ComplaintStatus, created: false };
  if (values.module && !(await repository.categoryExists(tx, values.module))) throw badParameter('问题模块不存在', '请从问题模块列表中选择');
  const firstQuestion = values.transcript.find((m) => m.kind === 'question')?.content ?? '';
  const title = (values.content || firstQuestion).replace(/\s+/g, ' ').trim();
  if (!title) throw badParameter('请先描述您的问题，再转人工', '在输入框中写下问题，或在转人工时填写问题描述');
  const id = await repository.nextId(tx);
  const no = complaintNumber(id);
  await repository.insert(tx, {
    id,
    no,
    merchant: access.merchant.id,
    manager: access.manager.id,
    manager_name: access.manager.name,
    session: values.session,
    module: values.module ?? null,
    title: title.length > 60 ? `${title.slice(0, 60)}…` : title,
    content: values.content || firstQuestion,
    transcript: values.transcript.map((m) => ({ ...m, create_time: iso(m.create_time) })),
    status: 'open',
  });
  return { id, no, status: 'open', created: true };
}
