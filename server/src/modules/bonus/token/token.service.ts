import { BonusAuditStatus, BonusEventStatus, Code, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { readableCode } from '../../../shared/readable-code.js';
import { iso, todayInChina } from '../../../shared/time.js';
import { eventIn } from '../event/event.service.js';
import * as values from '../value/value.repository.js';
import * as repository from './token.repository.js';

/**
 * 兑换码: a batch of N codes of one reward of a 兑换码 activity. Generating reserves N from the reward's stock (so every
 * code can be redeemed); redeeming (the event trigger) moves one from reserved to granted. docs/decisions.md,
 * "Marketing center".
 */
export const REDEEM_CODE_LENGTH = 12;

const shownBatch = (r: repository.BatchRow) => ({ ...r, create_time: iso(r.create_time) });

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.bonusTokenBatchList>) {
  const page = pageOf(query);
  const filter: repository.Filter = { merchants: access.scope, event: query.event, keywords: query.keywords?.trim() || undefined };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map(shownBatch), total, page);
}

export async function detail(db: Database, access: Access, id: number) {
  return db.tenant(access.scope, async (tx) => {
    const row = await repository.find(tx, access.scope, id);
    if (!row) throw notFound('兑换码批次');
    const expired = row.expire_date < todayInChina();
    const tokens = await repository.tokens(tx, row.merchant, row.id);
    return {
      ...shownBatch(row),
      tokens: tokens.map((t) => ({ ...t, status: t.status === 0 && expired ? -1 : t.status, redeem_time: t.redeem_time ? iso(t.redeem_time) : null })),
    };
  });
}

export async function create(db: Database, actor: Actor, body: CallBody<typeof calls.bonusTokenBatchCreate>) {
  const access = actor.access;
  if (body.expire_date < todayInChina()) throw badParameter('兑换截止日期不能早于今天', '请重新选择兑换截止日期');
  return db.tenant(ownScope(access), async (tx) => {
    const value = await values.find(tx, ownScope(access), body.value, { lock: true });
    if (!value) throw notFound('奖品');
    const event = await eventIn(tx, [value.merchant], value.event);
    if (event.type !== 2) throw new AppError(Code.ILLEGAL_TRANSITION, `活动「${value.event_name}」不是兑换码活动，不能生成兑换码`, '兑换码只属于「兑换码」类型的活动');
    if (value.event_status === BonusEventStatus.ended) throw new AppError(Code.ILLEGAL_TRANSITION, `活动「${value.event_name}」已结束，不能再生成兑换码`, '已结束的活动只能查看');
    if (value.status !== 1 || value.audit_status !== BonusAuditStatus.passed) {
      throw new AppError(Code.ILLEGAL_TRANSITION, `奖品「${value.name}」${value.status !== 1 ? '已停用' : '未通过审核'}，不能生成兑换码`, '请先启用奖品（服务商的奖品须经平台审核通过）');
    }
    if (value.remaining < body.count) {
      throw new AppError(Code.ILLEGAL_TRANSITION, `奖品「${value.name}」剩余库存 ${value.remaining}，不够生成 ${body.count} 个兑换码`, '请先补库存，或减少兑换码数量');
    }
    const after = await values.moveStock(tx, value.merchant, value.id, { reserved: body.count });
    const name = body.name.trim();
    const id = await repository.insertBatch(tx, { merchant: value.merchant, event: value.event, value: value.id, name, count: body.count, expire_date: body.expire_date, operator: access.manager.name });
    await repository.insertTokens(tx, Array.from({ length: body.count }, () => ({ merchant: value.merchant, batch: id, code: readableCode(REDEEM_CODE_LENGTH) })));
    await audit(tx, actor, { type: 'bonus_token_batch', id, name, merchant: value.merchant }, { after: { event: value.event_name, value: value.name, count: body.count, expire_date: body.expire_date, remaining: after.remaining } });
    return { id, remaining: after.remaining };
  });
}
