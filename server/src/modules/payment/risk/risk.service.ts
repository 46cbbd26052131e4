import {
  RiskEventStatus, riskEventStatusNames, riskEventTypes, riskEventTypeText, riskMeasureText, type CallBody, type CallQuery, type calls,
} from '@console/contract';
import type { Database } from '../../../db/client.js';
import { badParameter, notFound } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { cappedPageOf, listPayload } from '../../../shared/paging.js';
import { chosenMerchant } from '../../../shared/scope.js';
import { iso } from '../../../shared/time.js';
import * as repository from './risk.repository.js';

/**
 * 风险事件: what the monitoring flagged on the payment merchants in the caller's scope (the provider its customers', the
 * platform all). A review is made once, under the row lock: 待处理 → 无风险 | 已确认风险 (with its measure); a second
 * answers 1409. docs/decisions.md, "Payment service: transfers, material, risk, channels".
 */
export const riskLifecycle: Lifecycle<number> = {
  what: '风险事件',
  names: riskEventStatusNames,
  moves: { [RiskEventStatus.pending]: [RiskEventStatus.normal, RiskEventStatus.confirmed], [RiskEventStatus.normal]: [], [RiskEventStatus.confirmed]: [] },
};

const shown = (r: repository.EventRow) => ({ ...r, occur_time: iso(r.occur_time), audit_time: r.audit_time ? iso(r.audit_time) : null });

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.riskEventList>) {
  const page = cappedPageOf(query);
  const filter: repository.Filter = { merchants: access.scope, merchant: chosenMerchant(access.scope, query.merchant), type: query.type, level: query.level, status: query.status };
  const [rows, total] = await db.tenant(access.scope, async (tx) => [await repository.page(tx, filter, page.size, page.offset), await repository.total(tx, filter)] as const);
  return listPayload(rows.map(shown), total, page);
}

export async function types(db: Database, access: Access) {
  const pending = new Map((await db.tenant(access.scope, (tx) => repository.pendingByType(tx, access.scope))).map((r) => [r.type, Number(r.pending)]));
  return { row: Object.entries(riskEventTypes).map(([type, name]) => ({ type, name, pending: pending.get(type) ?? 0 })) };
}

export async function get(db: Database, access: Access, id: number) {
  const row = await db.tenant(access.scope, (tx) => repository.find(tx, access.scope, id));
  if (!row) throw notFound('风险事件');
  return shown(row);
}

export async function followup(db: Database, actor: Actor, body: CallBody<typeof calls.riskEventFollowup>) {
  const access = actor.access;
  if (body.status === RiskEventStatus.confirmed && !body.measure) throw badParameter('确认风险须选择处置措施', '可选：仅记录、限制单笔额度、延迟结算、暂停收款');
  const measure = body.status === RiskEventStatus.confirmed ? body.measure! : '';
  const opinion = body.opinion.trim();
  if (opinion.length < 2) throw badParameter('请填写处理意见', '处理意见 2-200 字');
  return db.tenant(access.scope, async (tx) => {
    const before = await repository.find(tx, access.scope, body.id, { lock: true });
    if (!before) throw notFound('风险事件');
    assertTransition(riskLifecycle, before.status, body.status);
    await repository.update(tx, before.merchant, before.id, { status: body.status, measure, opinion, auditor: access.manager.name, audit_time: new Date() });
    await audit(tx, actor, { type: 'payment_risk_event', id: before.event_no, name: `${riskEventTypeText(before.type)} · ${before.event_no}`, merchant: before.merchant }, {
      before: { status: riskEventStatusNames[before.status] },
      after: { status: riskEventStatusNames[body.status], ...(measure ? { measure: riskMeasureText(measure) } : {}), opinion },
    });
    return null;
  });
}
