import {
  addDays,
  Code,
  PayMode,
  ReplenishState,
  replenishStates,
  ReviewState,
  reviewStates,
  STATISTICS_DEFAULT_DAYS,
  STATISTICS_MAX_DAYS,
  StopReason,
  stopReasons,
  todayInChina,
  type CallBody,
  type CallQuery,
  type calls,
} from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { cappedPageOf, listPayload } from '../../../shared/paging.js';
import { dayAfter, dayRange, dayStart, iso } from '../../../shared/time.js';
import { openPayment } from '../payment/payment.service.js';
import { afterChargingStopped } from '../port/port.service.js';
import { energyScope } from '../scope.js';
import * as repository from './replenish.repository.js';
import { stationTariff } from '../config/config.service.js';
import { price } from './tariff.js';
import { recordLoss } from '../quantity/quantity.service.js';

type Row = repository.ReplenishRow;
type State = keyof typeof replenishStates;

const yuan = (fen: number) => `${(fen / 100).toFixed(2)} 元`;
const kwh = (wh: number) => `${(wh / 1000).toFixed(3)} kWh`;
const stateName = (state: number) => replenishStates[state as State] ?? String(state);

/** The audit target of a session: its order number. */
const target = (r: Pick<Row, 'order_no' | 'station_name' | 'device_code' | 'port_no' | 'merchant'>) => ({
  type: 'energy_replenish',
  id: r.order_no,
  name: `${r.station_name} ${r.device_code}-${r.port_no}`,
  merchant: r.merchant,
});

const listed = ({ id: _i, station: _s, device: _d, buckets: _b, reviewer: _r, review_time: _t, review_note: _n, update_time: _u, ...r }: Row) => ({
  ...r,
  start_time: iso(r.start_time),
  end_time: iso(r.end_time),
  create_time: iso(r.create_time),
});

const detailed = (r: Row) => ({
  ...listed(r),
  buckets: r.buckets,
  reviewer: r.reviewer,
  review_time: iso(r.review_time),
  review_note: r.review_note,
  update_time: iso(r.update_time),
});

/** A session the caller may act on (locked for a change), else "not found": one outside the scope is as if it did not exist. */
async function sessionFor(tx: Tx, access: Access, action: 'list' | 'update', orderNo: string, options: { lock?: boolean } = {}) {
  const row = await repository.find(tx, energyScope(access, 'order', action), orderNo.toUpperCase(), options);
  if (!row) throw notFound('充电记录');
  return row;
}

type Filters = CallQuery<typeof calls.energyReplenishStatistics>;

const filterOf = (access: Access, q: Filters): repository.Filter => ({
  merchants: energyScope(access, 'order', 'list'),
  merchant: q.merchant,
  station_code: q.station_code,
  order_no: q.order_no?.replace(/\s+/g, '').toUpperCase() || undefined,
  state: q.state,
  start_type: q.start_type,
  review_state: q.review_state,
  keywords: q.keywords?.replace(/\s+/g, '').toUpperCase() || undefined,
  device_code: q.device_code?.trim() || undefined,
});

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.energyReplenishList>) {
  const page = cappedPageOf(query);
  const filter = { ...filterOf(access, query), ...dayRange(query) };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map(listed), total, page);
}

/**
 * The period a statistics call sums over: the days asked (both included), at most STATISTICS_MAX_DAYS; one end missing
 * is filled (to today, or 30 days back from the end); none: the last 30 days up to today (UTC+8).
 */
export function statisticsPeriod(query: { start_date?: string; end_date?: string }, now = new Date()) {
  const today = todayInChina(now);
  const end = query.end_date ?? (query.start_date && query.start_date > today ? query.start_date : today);
  const start = query.start_date ?? addDays(end, -(STATISTICS_DEFAULT_DAYS - 1));
  if (start > end) throw badParameter('开始日期不能晚于结束日期', '请重新选择时间范围');
  const days = Math.round((dayStart(end).getTime() - dayStart(start).getTime()) / 86_400_000) + 1;
  if (days > STATISTICS_MAX_DAYS) throw badParameter(`统计的时间范围不能超过 ${STATISTICS_MAX_DAYS} 天`, '请缩小时间范围后再查看统计');
  return { start_date: start, end_date: end, from: dayStart(start), before: dayAfter(end) };
}

export async function statistics(db: Database, access: Access, query: Filters) {
  const { start_date, end_date, from, before } = statisticsPeriod(query);
  const sums = await db.tenant(access.scope, (tx) => repository.statistics(tx, { ...filterOf(access, query), from, before }));
  return { ...sums, start_date, end_date };
}

export async function get(db: Database, access: Access, orderNo: string) {
  return detailed(await db.tenant(access.scope, (tx) => sessionFor(tx, access, 'list', orderNo)));
}

export async function logs(db: Database, access: Access, orderNo: string) {
  return db.tenant(access.scope, async (tx) => {
    const row = await sessionFor(tx, access, 'list', orderNo);
    return (await repository.logsOf(tx, row.merchant, row.id)).map((l) => ({ ...l, log_time: iso(l.log_time) }));
  });
}

/** How a session's bill is paid, by how it was started: APP 微信, 刷卡 the card, VIN the account balance, 扫码 支付宝. */
const payModeOf = (startType: number) => ({ 1: PayMode.wechat, 2: PayMode.card, 3: PayMode.balance, 4: PayMode.alipay })[startType] ?? PayMode.wechat;

const operatorOf = (access: Access) => access.manager.name || access.manager.account;

/**
 * 远程停止: a charging session ends now. Its energy is the gateway's last meter reading (the console has no live meter),
 * priced over its time by the station's charge rule in force (else the default tariff); the port is left 占用 (the connector still plugged in); a bill above zero opens
 * a payment (支付中), a bill of zero settles the order at once.
 */
export async function stop(db: Database, actor: Actor, body: CallBody<typeof calls.energyReplenishStop>) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await sessionFor(tx, access, 'update', body.order_no, { lock: true });
    if (row.state !== ReplenishState.charging) {
      throw new AppError(Code.ILLEGAL_TRANSITION, `充电记录当前为「${stateName(row.state)}」，不能远程停止`, '只有充电中的订单可以远程停止；请刷新页面查看最新状态');
    }
    const now = new Date();
    const last = await repository.lastMeter(tx, row.merchant, row.id);
    const meterEnd = Math.max(last?.meter_wh ?? row.meter_start, row.meter_start);
    const energy = meterEnd - row.meter_start;
    const priced = price(row.start_time, now, energy, await stationTariff(tx, row.merchant, row.station));
    const total = priced.elec_amount + priced.service_amount + row.park_amount;
    const operator = operatorOf(access);
    await repository.update(tx, row.id, {
      state: total > 0 ? ReplenishState.finished : ReplenishState.settled,
      end_time: now,
      meter_end: meterEnd,
      energy_wh: energy,
      buckets: priced.buckets,
      elec_amount: priced.elec_amount,
      service_amount: priced.service_amount,
      total_amount: total,
      stop_reason: StopReason.remote,
    });
    // 虚拟电损 (energy-detail-rest slice): the station's virtual loss of the session, when it is on.
    await recordLoss(tx, { ...row, meter_end: meterEnd, energy_wh: energy, elec_amount: priced.elec_amount, end_time: now });
    await repository.addLog(tx, { merchant: row.merchant, replenish: row.id, kind: 'stop', log_time: now, meter_wh: meterEnd, message: `远程停止充电，充电量 ${kwh(energy)}，订单金额 ${yuan(total)}`, operator });
    await afterChargingStopped(tx, row.device, row.port_no);
    const payNo = total > 0 ? await openPayment(tx, { merchant: row.merchant, replenish: row.id, amount: total, pay_mode: payModeOf(row.start_type), at: now }) : '';
    if (total === 0) await repository.addLog(tx, { merchant: row.merchant, replenish: row.id, kind: 'settle', log_time: now, message: '订单金额为 0，无需支付', operator });
    const after = total > 0 ? ReplenishState.finished : ReplenishState.settled;
    await audit(tx, actor, target(row), {
      before: { order_state: stateName(row.state) },
      after: { order_state: stateName(after), stop_reason: stopReasons[StopReason.remote], energy: kwh(energy), total_amount: yuan(total), ...(payNo ? { pay_no: payNo } : {}) },
    });
    return { order_no: row.order_no, state: after, energy_wh: energy, total_amount: total, pay_no: payNo };
  });
}

/**
 * 审核 a failed session's amounts, once: 通过 keeps them, 调整 sets new electricity and service amounts (the parking fee
 * stays). Only a session waiting for review (充电异常, 待审核).
 */
export async function review(db: Database, actor: Actor, body: CallBody<typeof calls.energyReplenishReview>) {
  const access = actor.access;
  const reason = body.reason.trim();
  if (reason.length < 2) throw badParameter('审核意见至少 2 个字', '请写明审核结论，如：按设备最后读数计费');
  const adjusting = body.result === ReviewState.adjusted;
  if (adjusting && (body.elec_amount === undefined || body.service_amount === undefined)) throw badParameter('调整金额时须填写电费和服务费', '不调整金额请选择「通过」');
  if (!adjusting && (body.elec_amount !== undefined || body.service_amount !== undefined)) throw badParameter('审核通过时不能修改金额', '需要修改金额请选择「调整金额」');
  return db.tenant(access.scope, async (tx) => {
    const row = await sessionFor(tx, access, 'update', body.order_no, { lock: true });
    if (row.review_state !== ReviewState.pending) {
      const already = row.review_state === ReviewState.approved || row.review_state === ReviewState.adjusted;
      throw new AppError(
        Code.ILLEGAL_TRANSITION,
        already ? `该充电记录已审核（${reviewStates[row.review_state as 2 | 3]}，${row.reviewer}）` : '该充电记录无需审核',
        already ? '充电记录只能审核一次；审核结果见详情' : '只有待审核的异常充电记录可以审核',
      );
    }
    const elec = adjusting ? body.elec_amount! : row.elec_amount;
    const service = adjusting ? body.service_amount! : row.service_amount;
    const total = elec + service + row.park_amount;
    const now = new Date();
    const operator = operatorOf(access);
    await repository.update(tx, row.id, { review_state: body.result, reviewer: operator, review_time: now, review_note: reason, elec_amount: elec, service_amount: service, total_amount: total });
    await repository.addLog(tx, {
      merchant: row.merchant,
      replenish: row.id,
      kind: 'review',
      log_time: now,
      message: adjusting ? `审核调整金额：${yuan(row.total_amount)} → ${yuan(total)}；${reason}` : `审核通过：${reason}`,
      operator,
    });
    await audit(tx, actor, target(row), {
      before: { review_state: reviewStates[ReviewState.pending], ...(adjusting ? { elec_amount: yuan(row.elec_amount), service_amount: yuan(row.service_amount) } : {}) },
      after: { review_state: reviewStates[body.result], ...(adjusting ? { elec_amount: yuan(elec), service_amount: yuan(service) } : {}), reason },
    });
    return { order_no: row.order_no, review_state: body.result, total_amount: total };
  });
}

/** A session whose payment was paid (the payment module): 已完成 → 已结算, logged. */
export async function settleOrder(tx: Tx, replenishId: number, at: Date, message: string, operator: string) {
  const row = await repository.findById(tx, replenishId);
  if (!row || row.state !== ReplenishState.finished) return;
  await repository.update(tx, row.id, { state: ReplenishState.settled });
  await repository.addLog(tx, { merchant: row.merchant, replenish: row.id, kind: 'settle', log_time: at, message, operator });
}
