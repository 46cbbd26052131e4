import {
  CrowdRule,
  crowdRules,
  EventAudience,
  eventAudiences,
  EventKind,
  eventKinds,
  EventState,
  EventStatus,
  eventStatuses,
  maskPhone,
  type CallBody,
  type CallQuery,
  type calls,
} from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { badParameter, conflict, notFound, unlessDuplicate } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { cappedPageOf, listPayload } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import { energyScope } from '../scope.js';
import { stationIn } from '../station-ref.js';
import * as repository from './event.repository.js';

/**
 * A station's events (活动) with their users and crowds. An event is a 草稿 until published (发布), then runs between its
 * start and end; it may be paused and resumed, and ended (final). Only a draft is edited. Users and crowds change while
 * it has not ended. docs/decisions.md, "Energy charging packages and events".
 */

const lifecycle: Lifecycle<number> = {
  what: '活动',
  names: eventStatuses,
  moves: {
    [EventStatus.draft]: [EventStatus.published],
    [EventStatus.published]: [EventStatus.paused, EventStatus.ended],
    [EventStatus.paused]: [EventStatus.published, EventStatus.ended],
    [EventStatus.ended]: [],
  },
};
const yuan = (fen: number) => `${(fen / 100).toFixed(2)} 元`;
const eventTarget = (r: { event_id: number; name: string; merchant: number }) => ({ type: 'energy_event', id: r.event_id, name: r.name, merchant: r.merchant });

const shownEvent = ({ station: _station, ...r }: repository.EventRow) => ({ ...r, start_time: iso(r.start_time), end_time: iso(r.end_time), create_time: iso(r.create_time), update_time: iso(r.update_time) });

async function eventFor(tx: Tx, access: Access, action: 'list' | 'update', id: number, options: { lock?: boolean } = {}) {
  const row = await repository.findEvent(tx, energyScope(access, 'event', action), id, options);
  if (!row) throw notFound('活动');
  return row;
}

export async function listEvents(db: Database, access: Access, query: CallQuery<typeof calls.energyEventList>) {
  const page = cappedPageOf(query);
  const filter: repository.EventFilter = {
    merchants: energyScope(access, 'event', 'list'),
    merchant: query.merchant,
    station_code: query.station_code,
    keywords: query.keywords?.trim() || undefined,
    kind: query.kind,
    state: query.state,
  };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.eventPage(tx, filter, page.size, page.offset), total: await repository.eventTotal(tx, filter) }));
  return listPayload(rows.map(shownEvent), total, page);
}

export async function getEvent(db: Database, access: Access, id: number) {
  return shownEvent(await db.tenant(access.scope, (tx) => eventFor(tx, access, 'list', id)));
}

type EventFields = Omit<CallBody<typeof calls.energyEventUpdate>, 'event_id'>;

/** The discount by kind: 服务费折扣 10–99 (折 × 10), 电费立减 1–200 分/kWh, 满减 less than its threshold; the end after the start. */
function eventValues(body: EventFields) {
  const name = body.name.trim();
  if (name.length < 2) throw badParameter('活动名称至少 2 个字', '如：夜间充电服务费 8 折');
  const start = new Date(body.start_time);
  const end = new Date(body.end_time);
  if (end <= start) throw badParameter('结束时间须晚于开始时间', '请重新选择活动时间');
  if (end.getTime() - start.getTime() > 366 * 86_400_000) throw badParameter('活动时长不能超过一年', '长期优惠请按年分期设置活动');
  const threshold = body.kind === EventKind.fullReduction ? (body.threshold ?? 0) : 0;
  if (body.kind === EventKind.serviceDiscount && (body.value < 10 || body.value > 99)) throw badParameter('服务费折扣为 1.0–9.9 折', '如 8.5 折填 85');
  if (body.kind === EventKind.energyOff && body.value > 200) throw badParameter('电费立减为 0.01–2.00 元/kWh', '请填写每度电减免的金额');
  if (body.kind === EventKind.fullReduction && body.value >= threshold) throw badParameter('满减的减免金额须小于门槛金额', '如：满 50 元减 5 元');
  return {
    name,
    kind: body.kind,
    value: body.value,
    threshold,
    audience: body.audience,
    start_time: start,
    end_time: end,
    budget: body.budget ?? 0,
    per_user_limit: body.per_user_limit ?? 0,
    description: body.description?.trim() ?? '',
  };
}

const discountText = (v: { kind: number; value: number; threshold: number }) =>
  v.kind === EventKind.serviceDiscount ? `服务费 ${v.value / 10} 折` : v.kind === EventKind.energyOff ? `电费每度减 ${yuan(v.value)}` : `满 ${yuan(v.threshold)} 减 ${yuan(v.value)}`;

const eventSnapshot = (v: ReturnType<typeof eventValues>) => ({
  name: v.name,
  kind: eventKinds[v.kind as keyof typeof eventKinds],
  discount: discountText(v),
  audience: eventAudiences[v.audience as keyof typeof eventAudiences],
  start_time: iso(v.start_time),
  end_time: iso(v.end_time),
  budget: v.budget ? yuan(v.budget) : '不限',
  per_user_limit: v.per_user_limit || '不限',
});

/** A new event is a 草稿 of the station's merchant, ending in the future. */
export async function createEvent(db: Database, actor: Actor, body: CallBody<typeof calls.energyEventCreate>) {
  const access = actor.access;
  const values = eventValues(body);
  if (values.end_time <= new Date()) throw badParameter('结束时间已过', '请选择将来的结束时间');
  return db.tenant(access.scope, async (tx) => {
    const station = await stationIn(tx, energyScope(access, 'event', 'create'), body.station_code);
    const { id } = await repository.insertEvent(tx, { ...values, merchant: station.merchant, station: station.id, status: EventStatus.draft });
    await audit(tx, actor, eventTarget({ event_id: id, name: values.name, merchant: station.merchant }), { after: { station: station.station_code, ...eventSnapshot(values) } });
    return { event_id: id };
  });
}

export async function updateEvent(db: Database, actor: Actor, body: CallBody<typeof calls.energyEventUpdate>) {
  const access = actor.access;
  const values = eventValues(body);
  return db.tenant(access.scope, async (tx) => {
    const row = await eventFor(tx, access, 'update', body.event_id, { lock: true });
    if (row.status !== EventStatus.draft) throw conflict(`活动已${eventStatuses[row.status as 1 | 2 | 3]}，不能再编辑`, '只有草稿可以编辑；需要调整时请结束本活动后新建');
    await repository.updateEvent(tx, row.event_id, values);
    await audit(tx, actor, eventTarget(row), { before: eventSnapshot(row), after: eventSnapshot(values) });
    return { event_id: row.event_id };
  });
}

/** 发布 needs a future end and, for 指定人群 / 指定用户, at least one crowd / user; 暂停 and 恢复 only before the end. */
export async function setEventStatus(db: Database, actor: Actor, body: CallBody<typeof calls.energyEventStatus>) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await eventFor(tx, access, 'update', body.event_id, { lock: true });
    assertTransition(lifecycle, row.status, body.status);
    if (body.status !== EventStatus.ended && row.end_time <= new Date()) throw conflict('活动已过结束时间', '请直接结束本活动；需要继续时请新建活动');
    if (body.status === EventStatus.published) {
      if (row.audience === EventAudience.crowd && row.crowd_count === 0) throw badParameter('「指定人群」的活动至少需要一个人群', '请先在「活动人群」中为本活动添加人群');
      if (row.audience === EventAudience.users && row.user_count === 0) throw badParameter('「指定用户」的活动至少需要一位用户', '请先在「活动用户」中为本活动添加用户');
    }
    await repository.updateEvent(tx, row.event_id, { status: body.status });
    await audit(tx, actor, eventTarget(row), { before: { status: eventStatuses[row.status as 0 | 1 | 2 | 3] }, after: { status: eventStatuses[body.status] } });
    const [after] = [await repository.findEvent(tx, 'all', row.event_id)];
    return { event_id: row.event_id, status: body.status, state: after!.state };
  });
}

/** The event users and crowds are changed on: one that has not ended (locked, so the checks hold until commit). */
async function openEvent(tx: Tx, access: Access, id: number) {
  const row = await eventFor(tx, access, 'update', id, { lock: true });
  if (row.state === EventState.ended) throw conflict(`活动「${row.name}」已结束`, '已结束的活动不能再调整用户和人群');
  return row;
}

/** A running 指定人群 / 指定用户 event keeps at least one crowd / user. */
function keepsOne(event: repository.EventRow, audience: number, count: number, what: string) {
  if (event.status !== EventStatus.draft && event.audience === audience && count <= 1) {
    throw conflict(`「${eventAudiences[audience as 2 | 3]}」的活动至少保留一个${what}`, `请先添加新的${what}，或结束活动`);
  }
}

// ---- users ---------------------------------------------------------------------------------------------------------

const shownUser = (r: repository.UserRow) => ({ ...r, last_use_time: r.last_use_time ? iso(r.last_use_time) : null, create_time: iso(r.create_time) });

export async function listUsers(db: Database, access: Access, query: CallQuery<typeof calls.energyEventUserList>) {
  const page = cappedPageOf(query);
  const filter = {
    merchants: energyScope(access, 'event', 'list'),
    merchant: query.merchant,
    station_code: query.station_code,
    event_id: query.event_id,
    keywords: query.keywords?.replace(/\s+/g, '').toUpperCase() || undefined,
    source: query.source,
  };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.userPage(tx, filter, page.size, page.offset), total: await repository.userTotal(tx, filter) }));
  // The list masks the user's mobile (`138****5678`); a search by the whole number still finds it.
  return listPayload(rows.map((r) => ({ ...shownUser(r), mobile: maskPhone(r.mobile) })), total, page);
}

const userTarget = (r: { id: number; mobile: string; merchant: number }) => ({ type: 'energy_event_user', id: r.id, name: r.mobile, merchant: r.merchant });
const userValues = (body: { user_name?: string; plate?: string; notes?: string }) => ({ user_name: body.user_name?.trim() ?? '', plate: body.plate?.trim().toUpperCase() ?? '', notes: body.notes?.trim() ?? '' });

async function userFor(tx: Tx, access: Access, id: number) {
  const row = await repository.findUser(tx, energyScope(access, 'event', 'update'), id);
  if (!row) throw notFound('活动用户');
  return row;
}

export async function createUser(db: Database, actor: Actor, body: CallBody<typeof calls.energyEventUserCreate>) {
  const access = actor.access;
  const values = userValues(body);
  return unlessDuplicate(
    () =>
      db.tenant(access.scope, async (tx) => {
        const event = await openEvent(tx, access, body.event_id);
        const { id } = await repository.insertUser(tx, { ...values, merchant: event.merchant, event: event.event_id, mobile: body.mobile, source: 1 });
        await audit(tx, actor, userTarget({ id, mobile: body.mobile, merchant: event.merchant }), { after: { event: event.name, mobile: body.mobile, ...values } });
        return { id };
      }),
    () => badParameter(`手机号 ${body.mobile} 已在该活动的用户中`, '同一活动中每个手机号只需添加一次'),
  );
}

export async function updateUser(db: Database, actor: Actor, body: CallBody<typeof calls.energyEventUserUpdate>) {
  const access = actor.access;
  const values = userValues(body);
  return db.tenant(access.scope, async (tx) => {
    const row = await userFor(tx, access, body.id);
    await openEvent(tx, access, row.event_id);
    await repository.updateUser(tx, row.id, values);
    await audit(tx, actor, userTarget(row), { before: { user_name: row.user_name, plate: row.plate, notes: row.notes }, after: values });
    return { id: row.id };
  });
}

/** A user who has had the discount stays: what was given is recorded against them. */
export async function removeUser(db: Database, actor: Actor, id: number) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await userFor(tx, access, id);
    const event = await openEvent(tx, access, row.event_id);
    if (row.used_count > 0) throw conflict(`用户 ${row.mobile} 已享受 ${row.used_count} 次优惠，不能移除`, '已参与的用户保留在名单中，作为优惠发放的记录');
    keepsOne(event, EventAudience.users, event.user_count, '用户');
    await repository.removeUser(tx, row.id);
    await audit(tx, actor, userTarget(row), { before: { event: event.name, mobile: row.mobile, user_name: row.user_name, plate: row.plate } });
    return { id: row.id };
  });
}

// ---- crowds --------------------------------------------------------------------------------------------------------

export async function listCrowds(db: Database, access: Access, query: CallQuery<typeof calls.energyEventCrowdList>) {
  const page = cappedPageOf(query);
  const filter = { merchants: energyScope(access, 'event', 'list'), merchant: query.merchant, station_code: query.station_code, event_id: query.event_id, rule: query.rule };
  const { rows, total } = await db.tenant(access.scope, async (tx) => {
    const found = await repository.crowdPage(tx, filter, page.size, page.offset);
    const sized = [];
    for (const r of found) sized.push({ ...r, matched: await repository.crowdSize(tx, r) });
    return { rows: sized, total: await repository.crowdTotal(tx, filter) };
  });
  return listPayload(rows.map(({ station: _station, ...r }) => ({ ...r, create_time: iso(r.create_time) })), total, page);
}

const crowdTarget = (r: { id: number; name: string; merchant: number }) => ({ type: 'energy_event_crowd', id: r.id, name: r.name, merchant: r.merchant });

type CrowdFields = Omit<CallBody<typeof calls.energyEventCrowdUpdate>, 'id'>;

/** 新用户 and 沉睡用户 take days, 活跃用户 days and times, 套餐用户 neither. */
function crowdValues(body: CrowdFields) {
  const name = body.name.trim();
  if (name.length < 2) throw badParameter('人群名称至少 2 个字', '如：近 30 天新用户');
  const days = body.rule === CrowdRule.packageHolder ? 0 : (body.days ?? 0);
  const times = body.rule === CrowdRule.active ? (body.times ?? 0) : 0;
  if (body.rule !== CrowdRule.packageHolder && (days < 1 || days > 365)) throw badParameter(`「${crowdRules[body.rule as keyof typeof crowdRules]}」需要 1–365 的天数`, '如：近 30 天');
  if (body.rule === CrowdRule.active && (times < 1 || times > 1000)) throw badParameter('「活跃用户」需要 1–1000 的充电次数', '如：近 30 天充电至少 4 次');
  return { name, rule: body.rule, days, charge_times: times, notes: body.notes?.trim() ?? '' };
}

const crowdSnapshot = (v: { name: string; rule: number; days: number; charge_times: number }) => ({ name: v.name, rule: crowdRules[v.rule as keyof typeof crowdRules], days: v.days, times: v.charge_times });
const sameCrowd = (name: string) => () => badParameter(`该活动已有名为「${name}」的人群`, '请换一个人群名称');

async function crowdFor(tx: Tx, access: Access, id: number) {
  const row = await repository.findCrowd(tx, energyScope(access, 'event', 'update'), id);
  if (!row) throw notFound('活动人群');
  return row;
}

export async function createCrowd(db: Database, actor: Actor, body: CallBody<typeof calls.energyEventCrowdCreate>) {
  const access = actor.access;
  const values = crowdValues(body);
  return unlessDuplicate(
    () =>
      db.tenant(access.scope, async (tx) => {
        const event = await openEvent(tx, access, body.event_id);
        const { id } = await repository.insertCrowd(tx, { ...values, merchant: event.merchant, event: event.event_id });
        await audit(tx, actor, crowdTarget({ id, name: values.name, merchant: event.merchant }), { after: { event: event.name, ...crowdSnapshot(values) } });
        return { id };
      }),
    sameCrowd(values.name),
  );
}

export async function updateCrowd(db: Database, actor: Actor, body: CallBody<typeof calls.energyEventCrowdUpdate>) {
  const access = actor.access;
  const values = crowdValues(body);
  return unlessDuplicate(
    () =>
      db.tenant(access.scope, async (tx) => {
        const row = await crowdFor(tx, access, body.id);
        await openEvent(tx, access, row.event_id);
        await repository.updateCrowd(tx, row.id, values);
        await audit(tx, actor, crowdTarget(row), { before: crowdSnapshot({ ...row, charge_times: row.times }), after: crowdSnapshot(values) });
        return { id: row.id };
      }),
    sameCrowd(values.name),
  );
}

export async function removeCrowd(db: Database, actor: Actor, id: number) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await crowdFor(tx, access, id);
    const event = await openEvent(tx, access, row.event_id);
    keepsOne(event, EventAudience.crowd, event.crowd_count, '人群');
    await repository.removeCrowd(tx, row.id);
    await audit(tx, actor, crowdTarget(row), { before: { event: event.name, ...crowdSnapshot({ ...row, charge_times: row.times }) } });
    return { id: row.id };
  });
}
