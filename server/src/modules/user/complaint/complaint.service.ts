import {
  Code, maskPhone, userComplaintCategoryNames, userComplaintRecordKindNames, userComplaintStatusNames, type CallQuery, type calls,
} from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, notFound } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { dayRange, iso } from '../../../shared/time.js';
import * as repository from './complaint.repository.js';

/**
 * 用户投诉 (会员 › 投诉): the app users' complaints, handled by the platform operator. 待处理 → 处理中 (受理, or the first
 * reply) → 已关闭 (关闭 with the result); nothing moves a closed complaint. Every step is a line of the history and an
 * audit entry, in the step's transaction. docs/decisions.md, "会员: 投诉、站内消息、用户合并".
 */
export const ComplaintStatus = { open: 1, handling: 2, closed: 3 } as const;
export const RecordKind = { submit: 1, supplement: 2, reply: 3, handle: 4, close: 5 } as const;

const record = (r: repository.ComplaintRow, masked: boolean) => ({
  id: r.id,
  complaint_no: r.complaint_no,
  user: r.user,
  nickname: r.nickname,
  mobile: masked ? maskPhone(r.mobile) : r.mobile,
  category: r.category,
  category_name: userComplaintCategoryNames[r.category] ?? String(r.category),
  title: r.title,
  status: r.status,
  status_name: userComplaintStatusNames[r.status] ?? String(r.status),
  handler_name: r.handler_name,
  create_time: iso(r.create_time),
  update_time: iso(r.update_time),
});

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.userComplaintList>) {
  const page = pageOf(query);
  const scope = ownScope(access);
  const filter: repository.Filter = { status: query.status, category: query.category, user: query.user, keywords: query.keywords?.trim() || undefined, ...dayRange(query) };
  return db.tenant(scope, async (tx) => {
    const rows = await repository.page(tx, scope, filter, page.size, page.offset);
    return listPayload(rows.map((r) => record(r, true)), await repository.total(tx, scope, filter), page);
  });
}

export async function get(db: Database, access: Access, id: number) {
  const scope = ownScope(access);
  return db.tenant(scope, async (tx) => {
    const r = await repository.find(tx, scope, id);
    if (!r) throw notFound('投诉');
    const lines = await repository.records(tx, r.id);
    return {
      ...record(r, false),
      content: r.content,
      result: r.result,
      close_time: r.close_time ? iso(r.close_time) : null,
      records: lines.map((l) => ({ id: l.id, kind: l.kind, kind_name: userComplaintRecordKindNames[l.kind] ?? String(l.kind), content: l.content, operator_name: l.operator_name, create_time: iso(l.create_time) })),
    };
  });
}

async function step(db: Database, actor: Actor, id: number, work: (tx: Tx, r: repository.ComplaintRow) => Promise<{ status: number; after: Record<string, unknown> }>) {
  const scope = ownScope(actor.access);
  return db.tenant(scope, async (tx) => {
    const r = await repository.find(tx, scope, id, { lock: true });
    if (!r) throw notFound('投诉');
    if (r.status === ComplaintStatus.closed) throw new AppError(Code.ILLEGAL_TRANSITION, `投诉 ${r.complaint_no} 已关闭，不能再处理`, '已关闭的投诉只能查看；用户再次反馈时请让其重新提交');
    const { status, after } = await work(tx, r);
    await audit(tx, actor, { type: 'app_user_complaint', id: r.id, name: r.complaint_no, merchant: r.merchant }, {
      before: { status: userComplaintStatusNames[r.status] },
      after: { status: userComplaintStatusNames[status], ...after },
    });
    return { id: r.id, status };
  });
}

/** 受理: 待处理 → 处理中, the caller becomes the handler. Only a 待处理 complaint (1409 otherwise). */
export const handle = (db: Database, actor: Actor, id: number) =>
  step(db, actor, id, async (tx, r) => {
    if (r.status !== ComplaintStatus.open) throw new AppError(Code.ILLEGAL_TRANSITION, `投诉 ${r.complaint_no} 已在处理中`, '请刷新后查看处理记录');
    const name = actor.access.manager.name;
    await repository.update(tx, r.id, { status: ComplaintStatus.handling, handler_name: name });
    await repository.addRecord(tx, { merchant: r.merchant, complaint: r.id, kind: RecordKind.handle, content: '已受理，正在核实', operator_name: name });
    return { status: ComplaintStatus.handling, after: { handler_name: name } };
  });

/** 回复: the reply joins the history (shown to the user); a 待处理 complaint is taken on by it (→ 处理中). */
export const reply = (db: Database, actor: Actor, id: number, content: string) =>
  step(db, actor, id, async (tx, r) => {
    const name = actor.access.manager.name;
    const text = content.trim();
    await repository.update(tx, r.id, { status: ComplaintStatus.handling, handler_name: r.handler_name || name });
    await repository.addRecord(tx, { merchant: r.merchant, complaint: r.id, kind: RecordKind.reply, content: text, operator_name: name });
    return { status: ComplaintStatus.handling, after: { reply: text } };
  });

/** 关闭 with the result (待处理 or 处理中 → 已关闭). */
export const close = (db: Database, actor: Actor, id: number, result: string) =>
  step(db, actor, id, async (tx, r) => {
    const name = actor.access.manager.name;
    const text = result.trim();
    await repository.update(tx, r.id, { status: ComplaintStatus.closed, result: text, close_time: new Date(), handler_name: r.handler_name || name });
    await repository.addRecord(tx, { merchant: r.merchant, complaint: r.id, kind: RecordKind.close, content: text, operator_name: name });
    return { status: ComplaintStatus.closed, after: { result: text } };
  });
