import {
  BonusAuditStatus, bonusAuditStatuses, BonusEventStatus, bonusValueKinds, bonusValueStatuses, bonusValueText, Code, type CallBody, type CallQuery, type calls,
} from '@console/contract';
import type { Database } from '../../../db/client.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { once, type Idempotency } from '../../../shared/idempotency.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import { eventIn } from '../event/event.service.js';
import * as repository from './value.repository.js';

/**
 * 奖品 of an activity and their stock. The platform's own rewards are approved when added; a partner's wait for the
 * platform's audit (and again after an edit of a rejected one). 补库存 is idempotent; stock only ever moves through
 * `repository.moveStock` under the row lock, and the table's check keeps `remaining` ≥ 0. docs/decisions.md,
 * "Marketing center".
 */
export const shownValue = ({ event_status: _e, ...r }: repository.ValueRow) => ({
  ...r,
  kind_name: bonusValueKinds[r.kind] ?? '',
  value_text: bonusValueText(r),
  audit_status_name: bonusAuditStatuses[r.audit_status] ?? '',
  audit_time: r.audit_time ? iso(r.audit_time) : null,
  create_time: iso(r.create_time),
});

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.bonusValueList>) {
  const page = pageOf(query, 50);
  return db.tenant(access.scope, async (tx) => {
    await eventIn(tx, access.scope, query.event);
    const filter = { merchants: access.scope, event: query.event };
    const [rows, total] = [await repository.page(tx, filter, page.size, page.offset, 'oldest'), await repository.total(tx, filter)];
    return listPayload(rows.map(shownValue), total, page);
  });
}

export async function detail(db: Database, access: Access, id: number) {
  return db.tenant(access.scope, async (tx) => {
    const row = await repository.find(tx, access.scope, id);
    if (!row) throw notFound('奖品');
    const logs = await repository.stockLogs(tx, row.merchant, row.id);
    return { ...shownValue(row), event_status: row.event_status, stock_logs: logs.map((l) => ({ ...l, create_time: iso(l.create_time) })) };
  });
}

const target = (r: { id: number; merchant: number; name: string }) => ({ type: 'bonus_value', id: r.id, name: r.name, merchant: r.merchant });
const notEnded = (event: { name: string; status: number }) => {
  if (event.status === BonusEventStatus.ended) throw new AppError(Code.ILLEGAL_TRANSITION, `活动「${event.name}」已结束，奖品不能再修改`, '已结束的活动只能查看');
};

export async function create(db: Database, actor: Actor, body: CallBody<typeof calls.bonusValueCreate>) {
  const access = actor.access;
  const merchant = access.merchant.id;
  // The platform's own rewards need no audit; a partner's wait for the platform.
  const auditStatus = access.merchant.kind === 'platform' ? BonusAuditStatus.passed : BonusAuditStatus.pending;
  return db.tenant(ownScope(access), async (tx) => {
    const event = await eventIn(tx, ownScope(access), body.event, { lock: true });
    notEnded(event);
    const name = body.name.trim();
    const id = await repository.insert(tx, {
      merchant, event: event.id, name, kind: body.kind, amount: body.amount, valid_days: body.valid_days, description: body.description?.trim() ?? '',
      stock: body.stock, remaining: body.stock, audit_status: auditStatus,
    });
    if (body.stock > 0) await repository.insertStockLog(tx, { merchant, value: id, count: body.stock, stock_after: body.stock, remark: '初始库存', operator: access.manager.name });
    await audit(tx, actor, target({ id, merchant, name }), {
      after: { event: event.name, name, kind: bonusValueKinds[body.kind], value: bonusValueText(body), valid_days: body.valid_days, stock: body.stock, audit_status: bonusAuditStatuses[auditStatus] },
    });
    return { id };
  });
}

export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.bonusValueUpdate>) {
  const access = actor.access;
  return db.tenant(ownScope(access), async (tx) => {
    const row = await repository.find(tx, ownScope(access), body.id, { lock: true });
    if (!row) throw notFound('奖品');
    notEnded({ name: row.event_name, status: row.event_status });
    const values = { name: body.name.trim(), amount: body.amount, valid_days: body.valid_days, description: body.description?.trim() ?? '' };
    const resubmit = row.audit_status === BonusAuditStatus.rejected;
    await repository.update(tx, row.merchant, row.id, { ...values, ...(resubmit ? { audit_status: BonusAuditStatus.pending, audit_reason: '' } : {}) });
    await audit(tx, actor, target(row), {
      before: { name: row.name, value: bonusValueText(row), valid_days: row.valid_days, description: row.description, ...(resubmit ? { audit_status: bonusAuditStatuses[row.audit_status] } : {}) },
      after: { name: values.name, value: bonusValueText({ kind: row.kind, amount: values.amount }), valid_days: values.valid_days, description: values.description, ...(resubmit ? { audit_status: bonusAuditStatuses[BonusAuditStatus.pending] } : {}) },
    });
    return { id: row.id };
  });
}

export async function setStatus(db: Database, actor: Actor, id: number, status: number) {
  const access = actor.access;
  return db.tenant(ownScope(access), async (tx) => {
    const row = await repository.find(tx, ownScope(access), id, { lock: true });
    if (!row) throw notFound('奖品');
    if (row.status === status) throw new AppError(Code.ILLEGAL_TRANSITION, `奖品「${row.name}」已是「${bonusValueStatuses[status]}」`, '请刷新页面查看最新状态');
    await repository.update(tx, row.merchant, row.id, { status });
    await audit(tx, actor, target(row), { before: { status: bonusValueStatuses[row.status] }, after: { status: bonusValueStatuses[status] } });
    return { id: row.id, status };
  });
}

/** 补库存: `count` more in stock, once per Idempotency-Key (a retried request answers the first reply). */
export async function repair(db: Database, actor: Actor, idempotency: Idempotency | undefined, body: CallBody<typeof calls.bonusValueStock>) {
  const access = actor.access;
  return db.tenant(ownScope(access), (tx) =>
    once(tx, idempotency, async () => {
      const row = await repository.find(tx, ownScope(access), body.id, { lock: true });
      if (!row) throw notFound('奖品');
      notEnded({ name: row.event_name, status: row.event_status });
      const after = await repository.moveStock(tx, row.merchant, row.id, { stock: body.count });
      const remark = body.remark?.trim() ?? '';
      await repository.insertStockLog(tx, { merchant: row.merchant, value: row.id, count: body.count, stock_after: after.stock, remark, operator: access.manager.name });
      await audit(tx, actor, target(row), { before: { stock: row.stock, remaining: row.remaining }, after: { stock: after.stock, remaining: after.remaining, count: body.count, ...(remark ? { remark } : {}) } });
      return { id: row.id, stock: after.stock, remaining: after.remaining };
    }),
  );
}

/** 奖品审核: the rewards of activities other merchants run (the platform's own are approved when added). */
export async function partnerList(db: Database, access: Access, query: CallQuery<typeof calls.bonusPartnerValueList>) {
  const page = pageOf(query);
  const filter: repository.Filter = { merchants: access.scope, exceptMerchant: access.merchant.id, auditStatus: query.audit_status, keywords: query.keywords?.trim() || undefined };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset, 'newest'), total: await repository.total(tx, filter) }));
  return listPayload(rows.map(shownValue), total, page);
}

export async function auditValue(db: Database, actor: Actor, body: CallBody<typeof calls.bonusPartnerValueAudit>) {
  const access = actor.access;
  const reason = body.reason?.trim() ?? '';
  if (!body.pass && !reason) throw badParameter('驳回时请填写原因', '原因会展示给提交奖品的服务商');
  return db.tenant(access.scope, async (tx) => {
    const row = await repository.find(tx, access.scope, body.id, { lock: true });
    if (!row || row.merchant === access.merchant.id) throw notFound('待审核的奖品');
    if (row.audit_status !== BonusAuditStatus.pending) {
      throw new AppError(Code.ILLEGAL_TRANSITION, `奖品「${row.name}」当前为「${bonusAuditStatuses[row.audit_status]}」，不能再审核`, '请刷新页面查看最新状态');
    }
    const status = body.pass ? BonusAuditStatus.passed : BonusAuditStatus.rejected;
    await repository.update(tx, row.merchant, row.id, { audit_status: status, audit_reason: body.pass ? '' : reason, auditor: access.manager.name, audit_time: new Date() });
    await audit(tx, actor, target(row), { before: { audit_status: bonusAuditStatuses[row.audit_status] }, after: { audit_status: bonusAuditStatuses[status], ...(reason ? { reason } : {}) } });
    return { id: row.id, audit_status: status };
  });
}
