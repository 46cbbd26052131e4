import {
  Code, formatMoney, isLicencePlate, maskPhone, normalPlate, plateColours, RESERVE_LIMITS, ReserveAppealStatus, reserveAppealStatuses, ReserveApplyStatus, reserveApplyStatuses,
  ReserveState, reserveStates, type CallBody, type CallQuery, type calls,
} from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import { inScope, type Access } from '../../../plugins/access.js';
import { chosenMerchant } from '../../../shared/scope.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { once, type Idempotency } from '../../../shared/idempotency.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { cappedPageOf, listPayload, pageOf } from '../../../shared/paging.js';
import { addDays, dayAfter, dayRange, dayStart, iso, todayInChina } from '../../../shared/time.js';
import { parkIn, termsOf, windowText } from '../reserve-rt/reserve-rt.service.js';
import * as repository from './reserve.repository.js';

/**
 * Reservations (预约停车): a car owner books a space at a park for a time; the space is held until the latest arrival
 * (the time plus the park's hold). 待到场 → 已到场 (the parking system matches the entry), 已取消 (the prepaid refunded) or
 * 已违约 (once past the latest arrival: the prepaid kept; the plate may go on the reservation blacklist); an accepted
 * appeal turns 已违约 into 已取消 with the refund. Parks that review requests get applications first. docs/decisions.md,
 * "Parking reservations".
 */

export const reserveLifecycle: Lifecycle<number> = {
  what: '预约',
  names: reserveStates,
  moves: {
    [ReserveState.pending]: [ReserveState.cancelled],
    [ReserveState.overdue]: [ReserveState.cancelled, ReserveState.noShow],
    [ReserveState.arrived]: [],
    [ReserveState.cancelled]: [],
    [ReserveState.noShow]: [],
  },
};

export const reserveApplyLifecycle: Lifecycle<number> = {
  what: '预约申请',
  names: reserveApplyStatuses,
  moves: { [ReserveApplyStatus.pending]: [ReserveApplyStatus.approved, ReserveApplyStatus.rejected], [ReserveApplyStatus.approved]: [], [ReserveApplyStatus.rejected]: [] },
};

export const reserveAppealLifecycle: Lifecycle<number> = {
  what: '预约申诉',
  names: reserveAppealStatuses,
  moves: { [ReserveAppealStatus.pending]: [ReserveAppealStatus.accepted, ReserveAppealStatus.rejected], [ReserveAppealStatus.accepted]: [], [ReserveAppealStatus.rejected]: [] },
};

const illegal = (message: string, hint: string) => new AppError(Code.ILLEGAL_TRANSITION, message, hint);
const timeText = (at: Date) => {
  const local = new Date(at.getTime() + 8 * 3_600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)}`;
};
const colourName = (colour: number) => plateColours[colour as keyof typeof plateColours] ?? String(colour);
const stateName = (state: number) => reserveStates[state as keyof typeof reserveStates] ?? String(state);
const plateOf = (plate: string) => {
  const normal = normalPlate(plate);
  if (!isLicencePlate(normal)) throw badParameter(`车牌号「${plate}」格式不正确`, '请输入正确的车牌号，如 粤B12345（新能源 粤BD12345）');
  return normal;
};
const reasonOf = (text: string, what: string) => {
  const trimmed = text.trim();
  if (trimmed.length < 2) throw badParameter(`${what}至少 2 个字`, '请写明原因，操作记录里会保留');
  return trimmed;
};
const plateFilter = (plate?: string) => (plate ? normalPlate(plate) || undefined : undefined);

type Row = repository.ReserveRow;
const shown = ({ park: _park, stored: _stored, record: _record, ...r }: Row) => ({
  ...r, phone: maskPhone(r.phone), reserve_time: iso(r.reserve_time), latest_arrival: iso(r.latest_arrival), arrive_time: r.arrive_time ? iso(r.arrive_time) : null,
  handle_time: r.handle_time ? iso(r.handle_time) : null, create_time: iso(r.create_time),
});
const target = (r: { id: number; reserve_no: string; plate: string; merchant: number }) => ({ type: 'parking_reserve', id: r.id, name: `${r.reserve_no} ${r.plate}`, merchant: r.merchant });

// ---- reservations -------------------------------------------------------------------------------------------------

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.reserveList>) {
  const page = cappedPageOf(query);
  if (query.start_date && query.end_date && query.start_date > query.end_date) throw badParameter('开始日期不能晚于结束日期', '请重新选择预约日期范围');
  const filter: repository.Filter = {
    merchants: access.scope, now: new Date(), merchant: chosenMerchant(access.scope, query.merchant), parkCode: query.park_code || undefined, plate: plateFilter(query.plate), phone: query.phone, state: query.state, ...dayRange(query),
  };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map(shown), total, page);
}

async function findChecked(tx: Tx, access: Access, id: number, options: { lock?: boolean } = {}) {
  const row = await repository.find(tx, id, new Date(), options);
  if (!row || !inScope(access.scope, row.merchant)) throw notFound('预约');
  return row;
}

type AppealRow = repository.AppealRow;
const shownAppeal = (r: AppealRow) => ({
  ...r, phone: maskPhone(r.phone), reserve_time: iso(r.reserve_time), latest_arrival: iso(r.latest_arrival), review_time: r.review_time ? iso(r.review_time) : null, create_time: iso(r.create_time),
});

/** A reservation with its whole phone, its parking record once it arrived, and its appeals. */
export const get = (db: Database, access: Access, id: number) =>
  db.tenant(access.scope, async (tx) => {
    const row = await findChecked(tx, access, id);
    const record = row.record ? await repository.recordOf(tx, row.record) : undefined;
    const appeals = await repository.appealsOf(tx, row.merchant, row.id);
    return {
      ...shown(row),
      phone: row.phone,
      record: record ? { id: record.id, entry_time: iso(record.entry_time), exit_time: record.exit_time ? iso(record.exit_time) : null, status: record.status } : null,
      appeals: appeals.map(shownAppeal),
    };
  });

/**
 * The statistics cards: counts by state and the money over reserved days `start_date` … `end_date` (UTC+8, both
 * included; by default the 30 days to today and the 7 ahead), at most 92 days so that a count never walks a merchant's whole history.
 */
export async function statistics(db: Database, access: Access, query: CallQuery<typeof calls.reserveStatistics>) {
  // By default the 30 days to today and the week ahead (no one reserves further): every reservation that can be waiting.
  const today = todayInChina();
  const end = query.end_date ?? (query.start_date ? addDays(query.start_date, RESERVE_LIMITS.statisticsDays - 1) : addDays(today, RESERVE_LIMITS.aheadDays));
  const start = query.start_date ?? (query.end_date ? addDays(query.end_date, -29) : addDays(today, -29));
  if (start > end) throw badParameter('开始日期不能晚于结束日期', '请重新选择预约日期范围');
  const days = Math.round((dayStart(end).getTime() - dayStart(start).getTime()) / 86_400_000) + 1;
  if (days > RESERVE_LIMITS.statisticsDays) throw badParameter(`统计范围最长 ${RESERVE_LIMITS.statisticsDays} 天`, '请缩小预约日期范围');
  const filter: repository.Filter = { merchants: access.scope, now: new Date(), merchant: chosenMerchant(access.scope, query.merchant), parkCode: query.park_code || undefined, from: dayStart(start), before: dayAfter(end) };
  const counts = await db.tenant(access.scope, (tx) => repository.statistics(tx, filter));
  return { start_date: start, end_date: end, ...counts };
}

/** The refund of a reservation being cancelled: all of its prepaid not refunded yet. */
const refundOf = (row: Row) => row.prepaid - row.refund;

/**
 * A no-show's blacklisting: by hand (`byHand`), or automatically once the plate's no-shows at the park within the
 * rule's window reach its limit. The entry names the no-show, so that an accepted appeal against it takes it off.
 */
async function blacklistAfterNoShow(tx: Tx, actor: Actor, row: Row, byHand: boolean) {
  const existing = await repository.blacklistedAt(tx, row.merchant, row.park, row.plate);
  if (existing) return true;
  let reason: string | undefined;
  let source: 1 | 2 = 2;
  if (byHand) reason = `预约 ${row.reserve_no} 违约，人工加入预约黑名单`;
  else {
    const { settings } = await termsOf(tx, row.park);
    if (settings?.no_show_limit) {
      const since = new Date(Date.now() - settings.no_show_days * 86_400_000);
      const count = await repository.noShowsSince(tx, row.merchant, row.park, row.plate, since);
      if (count >= settings.no_show_limit) {
        reason = `${settings.no_show_days} 天内违约 ${count} 次（上限 ${settings.no_show_limit} 次）`;
        source = 1;
      }
    }
  }
  if (!reason) return false;
  const id = await repository.blacklist(tx, { merchant: row.merchant, park: row.park, plate: row.plate, plate_color: row.plate_color, reason, source, reserve: row.id, operator: source === 1 ? '系统' : actor.access.manager.name });
  if (id) await audit(tx, actor, { type: 'parking_reserve_blacklist', id, name: row.plate, merchant: row.merchant }, { after: { plate: row.plate, park: row.park_name, reason } });
  return true;
}

/** 取消 (refund) or 标记违约 (kept; blacklist by hand or by the limit), once per Idempotency-Key. */
export async function oversee(db: Database, actor: Actor, idempotency: Idempotency | undefined, body: CallBody<typeof calls.reserveOversee>) {
  const access = actor.access;
  const reason = reasonOf(body.reason, body.state === ReserveState.cancelled ? '取消原因' : '违约说明');
  if (body.blacklist && body.state !== ReserveState.noShow) throw badParameter('只有标记违约时才能同时加入预约黑名单', '取消预约请不要勾选加入黑名单');
  return db.tenant(access.scope, (tx) =>
    once(tx, idempotency, async () => {
      const row = await findChecked(tx, access, body.id, { lock: true });
      if (body.state === ReserveState.noShow && row.state === ReserveState.pending) {
        throw illegal(`预约 ${row.reserve_no} 还未到最晚到场时间（${timeText(row.latest_arrival)}），不能标记违约`, '过了最晚到场时间仍未到场，才能标记违约');
      }
      assertTransition(reserveLifecycle, row.state, body.state);
      const now = new Date();
      const cancel = body.state === ReserveState.cancelled;
      const refund = cancel ? refundOf(row) : 0;
      await repository.update(tx, row.id, { state: body.state, reason, handler: access.manager.name, handle_time: now, ...(cancel ? { refund: row.refund + refund, refund_time: refund ? now : null } : {}) });
      await audit(tx, actor, target(row), {
        before: { state: stateName(row.state) },
        after: { state: stateName(body.state), reason, ...(cancel ? { refund: `${formatMoney(refund)} 元` } : { prepaid: `${formatMoney(row.prepaid)} 元（不退）` }) },
      });
      const blacklisted = cancel ? false : await blacklistAfterNoShow(tx, actor, row, !!body.blacklist);
      return { id: row.id, state: body.state, refund, blacklisted };
    }),
  );
}

// ---- booking: an owner's request, an approved application -------------------------------------------------------

interface Booking {
  merchant: number;
  park: number;
  plate: string;
  plate_color: number;
  phone: string;
  reserve_time: Date;
}

/** Where (UTC+8) a time falls: weekday 1 Monday … 7 Sunday, and minutes from midnight. */
const localOf = (at: Date) => {
  const local = new Date(at.getTime() + 8 * 3_600_000);
  return { weekday: local.getUTCDay() || 7, minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
};

/**
 * Checks a booking against the park's terms (the park locked meanwhile): open; within the windows and a week ahead;
 * the plate neither barred nor already waiting; a space free for the whole hold. Answers the settings it used.
 */
async function admit(tx: Tx, booking: Booking, options: { exceptApply?: number } = {}) {
  const { park, settings, rules } = await termsOf(tx, booking.park);
  if (!settings?.enabled) throw illegal(`${park.park_name}暂未开放预约`, '请在「预约规则」中开放该停车场的预约');
  const now = new Date();
  if (booking.reserve_time.getTime() < now.getTime()) throw illegal(`预约到场时间 ${timeText(booking.reserve_time)} 已过`, '只能预约现在之后的时间');
  if (booking.reserve_time.getTime() > now.getTime() + RESERVE_LIMITS.aheadDays * 86_400_000) {
    throw badParameter(`最多提前 ${RESERVE_LIMITS.aheadDays} 天预约`, '请选择 7 天之内的到场时间');
  }
  if (rules.length) {
    const { weekday, minute } = localOf(booking.reserve_time);
    const fits = rules.some((r) => r.weekdays.includes(weekday) && r.start_minute <= minute && minute < r.end_minute);
    if (!fits) throw badParameter(`${timeText(booking.reserve_time)} 不在${park.park_name}的可预约时段内`, `可预约时段：${rules.map(windowText).join('；')}`);
  }
  const barred = await repository.blacklistedAt(tx, booking.merchant, booking.park, booking.plate);
  if (barred) throw illegal(`车牌 ${booking.plate} 在${park.park_name}的预约黑名单中，不能预约`, `原因：${barred.reason}；如有异议请先申诉或联系停车场`);
  const waiting = await repository.waitingOf(tx, booking.merchant, booking.park, booking.plate, now);
  if (waiting) throw illegal(`车牌 ${booking.plate} 在${park.park_name}已有待到场的预约（${waiting.reserve_no}）`, '同一停车场一个车牌同时只能有一个待到场的预约');
  if (await repository.pendingApplyOf(tx, booking.merchant, booking.park, booking.plate, options.exceptApply)) {
    throw illegal(`车牌 ${booking.plate} 在${park.park_name}已有待审核的预约申请`, '请等待停车场审核');
  }
  const latest = new Date(booking.reserve_time.getTime() + settings.hold_minutes * 60_000);
  const held = await repository.heldDuring(tx, booking.merchant, booking.park, booking.reserve_time, latest);
  if (held >= settings.spaces) throw illegal(`${park.park_name}该时段的 ${settings.spaces} 个预约车位已约满`, '请换一个到场时间');
  return { park, settings, latest };
}

/** Makes the reservation of an admitted booking; audited. */
async function book(tx: Tx, actor: Actor, booking: Booking, admitted: Awaited<ReturnType<typeof admit>>, extra: { source: 1 | 2; space_no?: string }) {
  const values = {
    merchant: booking.merchant, park: booking.park, plate: booking.plate, plate_color: booking.plate_color, phone: booking.phone, reserve_time: booking.reserve_time,
    latest_arrival: admitted.latest, prepaid: admitted.settings.prepaid, source: extra.source, space_no: extra.space_no ?? '',
  };
  const made = await repository.insert(tx, values);
  await audit(tx, actor, target({ id: made.id, reserve_no: made.reserve_no, plate: booking.plate, merchant: booking.merchant }), {
    after: {
      plate: booking.plate, plate_color: colourName(booking.plate_color), phone: maskPhone(booking.phone), park: admitted.park.park_name,
      reserve_time: `${timeText(booking.reserve_time)}–${timeText(admitted.latest).slice(11)}`, prepaid: `${formatMoney(admitted.settings.prepaid)} 元`, state: stateName(ReserveState.pending),
    },
  });
  return made;
}

/** 车主提交预约: an application where the park reviews, else the reservation itself. Once per Idempotency-Key. */
export async function apply(db: Database, actor: Actor, idempotency: Idempotency | undefined, body: CallBody<typeof calls.reserveApply>) {
  const access = actor.access;
  const plate = plateOf(body.plate);
  const reserveTime = new Date(body.reserve_time);
  return db.tenant(access.scope, (tx) =>
    once(tx, idempotency, async () => {
      const park = await parkIn(tx, access, body.park_code);
      const booking = { merchant: park.merchant, park: park.park, plate, plate_color: body.plate_color, phone: body.phone, reserve_time: reserveTime };
      const admitted = await admit(tx, booking);
      if (admitted.settings.need_audit) {
        const id = await repository.insertApply(tx, { ...booking, remark: body.remark?.trim() ?? '' });
        await audit(tx, actor, { type: 'parking_reserve_apply', id, name: plate, merchant: park.merchant }, {
          after: { plate, park: park.park_name, reserve_time: timeText(reserveTime), phone: maskPhone(body.phone), status: reserveApplyStatuses[ReserveApplyStatus.pending] },
        });
        return { apply: id, reserve: null, reserve_no: null };
      }
      const made = await book(tx, actor, booking, admitted, { source: 1 });
      return { apply: null, reserve: made.id, reserve_no: made.reserve_no };
    }),
  );
}

// ---- applications -------------------------------------------------------------------------------------------------

type ApplyRow = repository.ApplyRow;
const shownApply = ({ park: _park, ...r }: ApplyRow) => ({
  ...r, phone: maskPhone(r.phone), reserve_time: iso(r.reserve_time), review_time: r.review_time ? iso(r.review_time) : null, create_time: iso(r.create_time),
});

export async function applyList(db: Database, access: Access, query: CallQuery<typeof calls.reserveApplyList>) {
  const page = cappedPageOf(query);
  const filter: repository.ApplyFilter = {
    merchants: access.scope, merchant: chosenMerchant(access.scope, query.merchant), parkCode: query.park_code || undefined, plate: plateFilter(query.plate), phone: query.phone, status: query.status, ...dayRange(query),
  };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.applyPage(tx, filter, page.size, page.offset), total: await repository.applyTotal(tx, filter) }));
  return listPayload(rows.map(shownApply), total, page);
}

/** 通过 (the reservation made by the booking rules, same transaction) or 驳回 with a reason. */
export async function review(db: Database, actor: Actor, body: CallBody<typeof calls.reserveApplyAudit>) {
  const access = actor.access;
  const approving = body.status === ReserveApplyStatus.approved;
  const reason = approving ? '' : reasonOf(body.reason ?? '', '驳回原因');
  return db.tenant(access.scope, async (tx) => {
    const row = await repository.findApply(tx, body.id, { lock: true });
    if (!row || !inScope(access.scope, row.merchant)) throw notFound('预约申请');
    assertTransition(reserveApplyLifecycle, row.status, body.status);
    const applyTarget = { type: 'parking_reserve_apply', id: row.id, name: row.plate, merchant: row.merchant };
    const now = new Date();
    if (!approving) {
      await repository.reviewApply(tx, row.id, { status: ReserveApplyStatus.rejected, reviewer: access.manager.name, review_time: now, reject_reason: reason });
      await audit(tx, actor, applyTarget, { before: { status: reserveApplyStatuses[0] }, after: { status: reserveApplyStatuses[2], reject_reason: reason } });
      return { id: row.id, status: ReserveApplyStatus.rejected, reserve: null };
    }
    if (row.reserve_time.getTime() < now.getTime()) throw illegal(`希望到场时间 ${timeText(row.reserve_time)} 已过，不能通过`, '请驳回这条申请');
    const booking = { merchant: row.merchant, park: row.park, plate: row.plate, plate_color: row.plate_color, phone: row.phone, reserve_time: row.reserve_time };
    const admitted = await admit(tx, booking, { exceptApply: row.id });
    const made = await book(tx, actor, booking, admitted, { source: 2, space_no: body.space_no?.trim() });
    await repository.reviewApply(tx, row.id, { status: ReserveApplyStatus.approved, reviewer: access.manager.name, review_time: now, reserve: made.id });
    await audit(tx, actor, applyTarget, { before: { status: reserveApplyStatuses[0] }, after: { status: reserveApplyStatuses[1], reserve: made.reserve_no } });
    return { id: row.id, status: ReserveApplyStatus.approved, reserve: made.id };
  });
}

// ---- appeals ------------------------------------------------------------------------------------------------------

export async function appealList(db: Database, access: Access, query: CallQuery<typeof calls.reserveAppealList>) {
  const page = pageOf(query);
  const filter: repository.AppealFilter = {
    merchants: access.scope, merchant: chosenMerchant(access.scope, query.merchant), parkCode: query.park_code || undefined, plate: plateFilter(query.plate), phone: query.phone, status: query.status, reserve: query.reserve, ...dayRange(query),
  };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.appealPage(tx, filter, page.size, page.offset), total: await repository.appealTotal(tx, filter) }));
  return listPayload(rows.map(shownAppeal), total, page);
}

/**
 * 采纳 (the no-show becomes 已取消 with its prepaid refunded, and a blacklist entry it caused comes off) or 驳回 (the
 * no-show stands). Once per Idempotency-Key (an accepted appeal refunds).
 */
export async function reviewAppeal(db: Database, actor: Actor, idempotency: Idempotency | undefined, body: CallBody<typeof calls.reserveAppealAudit>) {
  const access = actor.access;
  const reply = reasonOf(body.reason, '处理说明');
  return db.tenant(access.scope, (tx) =>
    once(tx, idempotency, async () => {
      const appeal = await repository.findAppeal(tx, body.id, { lock: true });
      if (!appeal || !inScope(access.scope, appeal.merchant)) throw notFound('预约申诉');
      assertTransition(reserveAppealLifecycle, appeal.status, body.status);
      const now = new Date();
      const appealTarget = { type: 'parking_reserve_appeal', id: appeal.id, name: `${appeal.reserve_no} ${appeal.plate}`, merchant: appeal.merchant };
      let refund = 0;
      let unblocked = false;
      if (body.status === ReserveAppealStatus.accepted) {
        const row = await findChecked(tx, access, appeal.reserve, { lock: true });
        if (row.state !== ReserveState.noShow) throw illegal(`预约 ${row.reserve_no} 当前为「${stateName(row.state)}」，不是违约，不能采纳申诉`, '请驳回这条申诉');
        refund = refundOf(row);
        await repository.update(tx, row.id, { state: ReserveState.cancelled, reason: `申诉采纳：${reply}`, handler: access.manager.name, handle_time: now, refund: row.refund + refund, refund_time: refund ? now : null });
        await audit(tx, actor, target(row), { before: { state: stateName(row.state) }, after: { state: stateName(ReserveState.cancelled), reason: `申诉采纳：${reply}`, refund: `${formatMoney(refund)} 元` } });
        const entry = await repository.blacklistedBy(tx, row.merchant, row.id);
        if (entry) {
          await repository.unblacklist(tx, entry.id);
          await audit(tx, actor, { type: 'parking_reserve_blacklist', id: entry.id, name: entry.plate, merchant: row.merchant }, { before: { plate: entry.plate, reason: entry.reason }, after: { removed: `申诉采纳（${row.reserve_no}）` } });
          unblocked = true;
        }
      }
      await repository.reviewAppeal(tx, appeal.id, { status: body.status, reviewer: access.manager.name, review_time: now, reply });
      await audit(tx, actor, appealTarget, {
        before: { status: reserveAppealStatuses[0] },
        after: { status: reserveAppealStatuses[body.status], reply, ...(refund ? { refund: `${formatMoney(refund)} 元` } : {}), ...(unblocked ? { blacklist: '已移出预约黑名单' } : {}) },
      });
      return { id: appeal.id, status: body.status, refund, unblocked };
    }),
  );
}

// ---- the reservation blacklist ----------------------------------------------------------------------------------

export async function blacklistList(db: Database, access: Access, query: CallQuery<typeof calls.reserveBlacklistList>) {
  const page = pageOf(query);
  const filter: repository.BlacklistFilter = { merchants: access.scope, merchant: chosenMerchant(access.scope, query.merchant), parkCode: query.park_code || undefined, plate: plateFilter(query.plate), source: query.source, ...dayRange(query) };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.blacklistPage(tx, filter, page.size, page.offset), total: await repository.blacklistTotal(tx, filter) }));
  return listPayload(rows.map((r) => ({ ...r, create_time: iso(r.create_time) })), total, page);
}

export async function unblacklist(db: Database, actor: Actor, id: number) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await repository.findBlacklisted(tx, id);
    if (!row || !inScope(access.scope, row.merchant)) throw notFound('预约黑名单记录');
    await repository.unblacklist(tx, row.id);
    await audit(tx, actor, { type: 'parking_reserve_blacklist', id: row.id, name: row.plate, merchant: row.merchant }, { before: { plate: row.plate, park: row.park_name, reason: row.reason } });
    return { id: row.id };
  });
}
