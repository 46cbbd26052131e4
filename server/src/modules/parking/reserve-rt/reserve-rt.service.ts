import { formatMoney, RESERVE_LIMITS, reserveWeekdays, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { badParameter, notFound } from '../../../errors.js';
import { inScope, type Access } from '../../../plugins/access.js';
import { chosenMerchant } from '../../../shared/scope.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import * as repository from './reserve-rt.repository.js';

/**
 * A park's reservation settings (预约规则): opened or not, how many spaces are held at one time, how long after the
 * reserved time, the prepaid amount, whether requests are reviewed, the no-show limit and window of the automatic
 * blacklist; and the reservable time windows (weekdays and a time of day, UTC+8). No windows: any time. docs/decisions.md,
 * "Parking reservations".
 */

type Rule = Awaited<ReturnType<typeof repository.rulesOf>>[number];
type ParkRt = repository.ParkRtRow;

/** What a park shows before its settings are first saved. */
export const defaults = (totalSpace: number) => ({ enabled: false, spaces: Math.min(20, totalSpace), hold_minutes: 30, prepaid: 0, need_audit: false, no_show_limit: 3, no_show_days: 30 });

export const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const minuteOf = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
export const windowText = (r: { weekdays: number[]; start_minute: number; end_minute: number }) =>
  `${r.weekdays.map((d) => reserveWeekdays[d as keyof typeof reserveWeekdays]).join('、')} ${hhmm(r.start_minute)}–${hhmm(r.end_minute)}`;

const shownRule = (r: Rule) => ({ id: r.id, weekdays: r.weekdays, start_time: hhmm(r.start_minute), end_time: hhmm(r.end_minute) });

const shown = (row: ParkRt, rules: Rule[]) => {
  const { rt, park: _park, ...p } = row;
  return {
    ...p,
    configured: !!rt,
    ...(rt
      ? { enabled: rt.enabled, spaces: rt.spaces, hold_minutes: rt.hold_minutes, prepaid: rt.prepaid, need_audit: rt.need_audit, no_show_limit: rt.no_show_limit, no_show_days: rt.no_show_days }
      : defaults(p.total_space)),
    rules: rules.filter((r) => r.park === row.park).map(shownRule),
    operator: rt?.operator ?? '',
    update_time: rt?.update_time ? iso(rt.update_time) : null,
  };
};

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.reserveRtList>) {
  const page = pageOf(query);
  const filter: repository.Filter = { merchants: access.scope, merchant: chosenMerchant(access.scope, query.merchant), parkCode: query.park_code || undefined, enabled: query.enabled === undefined ? undefined : query.enabled === 1 };
  return db.tenant(access.scope, async (tx) => {
    const rows = await repository.page(tx, filter, page.size, page.offset);
    const rules = await repository.rulesOf(tx, rows.map((r) => r.park));
    return listPayload(rows.map((r) => shown(r, rules)), await repository.total(tx, filter), page);
  });
}

/** The park of `park_code` in the caller's scope (locked for a change), or "not found". */
export async function parkIn(tx: Tx, access: Access, parkCode: string, options: { lock?: boolean } = {}) {
  const row = await repository.findByCode(tx, parkCode, options);
  if (!row || !inScope(access.scope, row.merchant)) throw notFound('停车场');
  return row;
}

export const get = (db: Database, access: Access, parkCode: string) =>
  db.tenant(access.scope, async (tx) => {
    const row = await parkIn(tx, access, parkCode);
    return shown(row, await repository.rulesOf(tx, [row.park]));
  });

const audited = (r: { enabled: boolean; spaces: number; hold_minutes: number; prepaid: number; need_audit: boolean; no_show_limit: number; no_show_days: number }) => ({
  enabled: r.enabled ? '开放' : '关闭', spaces: r.spaces, hold_minutes: `${r.hold_minutes} 分钟`, prepaid: `${formatMoney(r.prepaid)} 元`, need_audit: r.need_audit ? '需审核' : '无需审核',
  no_show: r.no_show_limit ? `${r.no_show_days} 天内违约 ${r.no_show_limit} 次自动拉黑` : '不自动拉黑',
});
const target = (row: { park_code: string; park_name: string; merchant: number }) => ({ type: 'parking_reserve_rt', id: row.park_code, name: row.park_name, merchant: row.merchant });

export async function set(db: Database, actor: Actor, body: CallBody<typeof calls.reserveRtSet>) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await parkIn(tx, access, body.park_code, { lock: true });
    if (body.spaces > row.total_space) throw badParameter(`可预约车位数不能超过停车场总车位数 ${row.total_space}`, '请调小可预约车位数，或先修改停车场的总车位数');
    const before = shown(row, []);
    const values = { enabled: body.enabled, spaces: body.spaces, hold_minutes: body.hold_minutes, prepaid: body.prepaid, need_audit: body.need_audit, no_show_limit: body.no_show_limit, no_show_days: body.no_show_days };
    await repository.upsert(tx, { park: row.park, merchant: row.merchant, ...values, operator: access.manager.name });
    await audit(tx, actor, target(row), { ...(before.configured ? { before: audited(before) } : {}), after: audited(values) });
    return { park_code: row.park_code };
  });
}

export async function remove(db: Database, actor: Actor, parkCode: string) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await parkIn(tx, access, parkCode, { lock: true });
    const before = shown(row, await repository.rulesOf(tx, [row.park]));
    if (!before.configured && !before.rules.length) throw notFound('预约规则');
    await repository.remove(tx, row.park);
    await audit(tx, actor, target(row), { before: { ...(before.configured ? audited(before) : {}), rules: before.rules.length } });
    return { park_code: row.park_code };
  });
}

export async function addRule(db: Database, actor: Actor, body: CallBody<typeof calls.reserveRuleCreate>) {
  const access = actor.access;
  const start = minuteOf(body.start_time);
  const end = minuteOf(body.end_time);
  if (start >= 1440) throw badParameter('开始时间不能是 24:00', '请选择 00:00–23:59 之间的开始时间');
  if (start >= end) throw badParameter('结束时间必须晚于开始时间', '跨夜的时段请分成两段添加（如 22:00–24:00 和 00:00–07:00）');
  const weekdays = [...new Set(body.weekdays)].sort();
  return db.tenant(access.scope, async (tx) => {
    const row = await parkIn(tx, access, body.park_code, { lock: true });
    if ((await repository.countRules(tx, row.park)) >= RESERVE_LIMITS.rules) throw badParameter(`一个停车场最多 ${RESERVE_LIMITS.rules} 个可预约时段`, '请合并或删除不用的时段');
    const rule = { weekdays, start_minute: start, end_minute: end };
    const id = await repository.insertRule(tx, { merchant: row.merchant, park: row.park, ...rule });
    await audit(tx, actor, target(row), { after: { rule: windowText(rule) } });
    return { id };
  });
}

export async function removeRule(db: Database, actor: Actor, id: number) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const rule = await repository.findRule(tx, id);
    if (!rule || !inScope(access.scope, rule.merchant)) throw notFound('可预约时段');
    await repository.removeRule(tx, rule.id);
    await audit(tx, actor, target(rule), { before: { rule: windowText(rule) } });
    return { id: rule.id };
  });
}

/**
 * The terms a booking at the park `parkId` is checked against — its settings (null: none saved) and its time windows —
 * with the park locked, so that one park's bookings and approvals are counted one at a time.
 */
export async function termsOf(tx: Tx, parkId: number) {
  const row = (await repository.findById(tx, parkId, { lock: true }))!;
  const rules = await repository.rulesOf(tx, [row.park]);
  const settings = row.rt ? shown(row, rules) : null;
  return { park: { id: row.park, merchant: row.merchant, park_code: row.park_code, park_name: row.park_name, total_space: row.total_space }, settings, rules };
}
