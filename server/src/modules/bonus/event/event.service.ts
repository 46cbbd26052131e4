import {
  BonusEventStatus, bonusEventStatuses, bonusEventTypes, bonusIssuers, Code, type CallBody, type CallQuery, type calls,
} from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { addDays, dayStart, iso, todayInChina } from '../../../shared/time.js';
import * as repository from './event.repository.js';

/**
 * 营销活动: a merchant's activities (the platform operator in the demo). Reads cover the caller's scope; writes the
 * caller's own merchant. 草稿 → 进行中 (发布: at least one usable reward) ⇄ 已停用, → 已结束; a running activity past
 * its end time reads as 已结束. docs/decisions.md, "Marketing center".
 */
export const eventLifecycle: Lifecycle<number> = {
  what: '活动',
  names: bonusEventStatuses,
  moves: {
    [BonusEventStatus.draft]: [BonusEventStatus.running],
    [BonusEventStatus.running]: [BonusEventStatus.stopped, BonusEventStatus.ended],
    [BonusEventStatus.stopped]: [BonusEventStatus.running, BonusEventStatus.ended],
    [BonusEventStatus.ended]: [],
  },
};

export const shownEvent = ({ stored_status: _s, ...r }: repository.EventRow) => ({
  ...r,
  type_name: bonusEventTypes[r.type] ?? '',
  issuer_name: r.issuer ? (bonusIssuers[r.issuer] ?? r.issuer) : '',
  status_name: bonusEventStatuses[r.status] ?? '',
  start_time: iso(r.start_time),
  end_time: iso(r.end_time),
  create_time: iso(r.create_time),
  update_time: iso(r.update_time),
});

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.bonusEventList>) {
  const page = pageOf(query);
  const filter: repository.Filter = { merchants: access.scope, keywords: query.keywords?.trim() || undefined, type: query.type, status: query.status };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map(shownEvent), total, page);
}

/** The activity `id` in `merchants` (1404 otherwise), locked when asked. */
export async function eventIn(tx: Tx, merchants: Parameters<typeof repository.find>[1], id: number, options: { lock?: boolean } = {}) {
  const row = await repository.find(tx, merchants, id, options);
  if (!row) throw notFound('活动');
  return row;
}

export async function get(db: Database, access: Access, id: number) {
  return shownEvent(await db.tenant(access.scope, (tx) => eventIn(tx, access.scope, id)));
}

const period = (body: { start_time: string; end_time: string }) => {
  const start = new Date(body.start_time);
  const end = new Date(body.end_time);
  if (end <= start) throw badParameter('结束时间应晚于开始时间', '请重新选择活动时间');
  return { start_time: start, end_time: end };
};

const target = (r: { id: number; merchant: number; name: string }) => ({ type: 'bonus_event', id: r.id, name: r.name, merchant: r.merchant });

export async function create(db: Database, actor: Actor, body: CallBody<typeof calls.bonusEventCreate>) {
  const access = actor.access;
  if (body.type === 1 && !body.issuer) throw badParameter('事件奖励活动须选择触发事件', '如：提交停车场入驻申请');
  const issuer = body.type === 1 ? body.issuer! : null;
  const merchant = access.merchant.id;
  const values = { name: body.name.trim(), type: body.type, issuer, ...period(body), player_limit: body.player_limit, rules: body.rules?.trim() ?? '' };
  return db.tenant(ownScope(access), async (tx) => {
    const id = await repository.insert(tx, { merchant, ...values, status: BonusEventStatus.draft, creator: access.manager.name });
    await audit(tx, actor, target({ id, merchant, name: values.name }), {
      after: { name: values.name, type: bonusEventTypes[body.type], issuer: issuer ? bonusIssuers[issuer] : undefined, start_time: iso(values.start_time), end_time: iso(values.end_time), player_limit: values.player_limit },
    });
    return { id };
  });
}

export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.bonusEventUpdate>) {
  const access = actor.access;
  return db.tenant(ownScope(access), async (tx) => {
    const row = await eventIn(tx, ownScope(access), body.id, { lock: true });
    if (row.status === BonusEventStatus.ended) throw new AppError(Code.ILLEGAL_TRANSITION, `活动「${row.name}」已结束，不能编辑`, '已结束的活动只能查看');
    const values = { name: body.name.trim(), ...period(body), player_limit: body.player_limit, rules: body.rules?.trim() ?? '' };
    await repository.update(tx, row.merchant, row.id, values);
    await audit(tx, actor, target(row), {
      before: { name: row.name, start_time: iso(row.start_time), end_time: iso(row.end_time), player_limit: row.player_limit, rules: row.rules },
      after: { name: values.name, start_time: iso(values.start_time), end_time: iso(values.end_time), player_limit: values.player_limit, rules: values.rules },
    });
    return { id: row.id };
  });
}

export async function setStatus(db: Database, actor: Actor, id: number, status: number) {
  const access = actor.access;
  return db.tenant(ownScope(access), async (tx) => {
    const row = await eventIn(tx, ownScope(access), id, { lock: true });
    assertTransition(eventLifecycle, row.status, status);
    if (status === BonusEventStatus.running) {
      if (row.end_time <= new Date()) throw new AppError(Code.ILLEGAL_TRANSITION, `活动「${row.name}」已过结束时间，不能${row.status === 0 ? '发布' : '启用'}`, '请先编辑活动，延后结束时间');
      if (row.stored_status === BonusEventStatus.draft && row.reward_count === 0) {
        throw new AppError(Code.ILLEGAL_TRANSITION, `活动「${row.name}」还没有奖品，不能发布`, '请先在「奖品」中添加奖品并设置库存');
      }
    }
    await repository.update(tx, row.merchant, row.id, { status });
    await audit(tx, actor, target(row), { before: { status: bonusEventStatuses[row.status] }, after: { status: bonusEventStatuses[status] } });
    return { id: row.id, status };
  });
}

/** 营销看板: activities, grants today and over 30 days (UTC+8), players, stock left, rewards waiting for audit. */
export async function statistics(db: Database, access: Access) {
  const today = todayInChina();
  const first = addDays(today, -29);
  const s = await db.tenant(access.scope, (tx) => repository.statistics(tx, access.scope, dayStart(today), dayStart(first)));
  const byDay = new Map(s.days.map((d) => [d.day, d.granted]));
  const days = Array.from({ length: 30 }, (_, i) => addDays(first, i)).map((day) => ({ day, granted: byDay.get(day) ?? 0 }));
  return {
    running: s.events.running,
    events: s.events.events,
    granted_today: s.today,
    granted_30_days: days.reduce((sum, d) => sum + d.granted, 0),
    players_30_days: s.players,
    stock_remaining: s.values.remaining,
    pending_audit: s.values.pending,
    days,
  };
}
