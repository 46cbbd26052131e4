import {
  allocate, AllocationUnitCode, daysBetween, formatMoney, normalPlate, RECHARGE_STATISTICS_MAX_DAYS, rechargeKinds, type CallQuery, type calls,
} from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { badParameter, notFound } from '../../../errors.js';
import { inScope, type Access } from '../../../plugins/access.js';
import { chosenMerchant } from '../../../shared/scope.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { cappedPageOf, listPayload, pageOf } from '../../../shared/paging.js';
import { dayRange, iso, todayInChina } from '../../../shared/time.js';
import * as repository from './recharge.repository.js';

/**
 * Monthly-card orders (月卡订单): the first payments (开卡) and renewals (续费) of monthly cards, read from
 * `parking_vip_renewal` with their card. Reads cover the caller's scope; 对账 marks orders collated (again: nothing
 * changes); the group's 重新同步 records the request. docs/decisions.md, "Parking trades".
 */

type Row = repository.OrderRow;

const shown = (r: Row) => ({
  ...r,
  create_time: iso(r.create_time),
  collated: r.collated ? 1 : 0,
  collate_time: r.collate_time ? iso(r.collate_time) : null,
  resync_time: r.resync_time ? iso(r.resync_time) : null,
});

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.parkingRechargeList>) {
  const page = cappedPageOf(query);
  const filter: repository.Filter = {
    merchants: access.scope, merchant: chosenMerchant(access.scope, query.merchant), parkCode: query.park_code || undefined,
    plate: query.plate ? normalPlate(query.plate) || undefined : undefined, orderNo: query.order_no?.toUpperCase(),
    payType: query.pay_type, kind: query.kind, collated: query.collated === undefined ? undefined : query.collated === 1, ...dayRange(query),
  };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map(shown), total, page);
}

async function findChecked(tx: Tx, access: Access, id: number, options: { lock?: boolean } = {}) {
  const row = await repository.find(tx, id, options);
  if (!row || !inScope(access.scope, row.merchant)) throw notFound('月卡订单');
  return row;
}

export async function get(db: Database, access: Access, id: number) {
  return db.tenant(access.scope, async (tx) => shown(await findChecked(tx, access, id)));
}

/** Counts and amounts per pay type over a UTC+8 day range of at most 366 days (both days included). */
export async function statistics(db: Database, access: Access, query: CallQuery<typeof calls.parkingRechargeStatistics>) {
  const range = dayRange(query);
  if (daysBetween(query.start_date, query.end_date) > RECHARGE_STATISTICS_MAX_DAYS) {
    throw badParameter(`统计时间范围不能超过 ${RECHARGE_STATISTICS_MAX_DAYS} 天`, '请缩小开始日期与结束日期的范围');
  }
  const filter: repository.Filter = { merchants: access.scope, merchant: chosenMerchant(access.scope, query.merchant), parkCode: query.park_code || undefined, ...range };
  const rows = await db.tenant(access.scope, (tx) => repository.statistics(tx, filter));
  const shownRows = rows.map((r) => ({ pay_type: r.pay_type, count: r.count, amount: Number(r.amount) }));
  return {
    start_date: query.start_date,
    end_date: query.end_date,
    count: shownRows.reduce((n, r) => n + r.count, 0),
    amount: shownRows.reduce((n, r) => n + r.amount, 0),
    rows: shownRows,
  };
}

/** 分摊明细 of one order, by month (按期) or by day; each part says whether it has ended, runs today or is to come. */
export async function periods(db: Database, access: Access, query: CallQuery<typeof calls.rechargePeriodList>) {
  const page = pageOf(query);
  const order = await db.tenant(access.scope, (tx) => findChecked(tx, access, query.id));
  const parts = allocate(order, query.unit === AllocationUnitCode.day ? 'day' : 'period');
  const today = todayInChina();
  const stateOf = (p: { start_date: string; end_date: string }) => (p.end_date < today ? 2 : p.start_date > today ? 0 : 1);
  const rows = parts.map((p) => ({ ...p, state: stateOf(p) }));
  return {
    ...listPayload(rows.slice(page.offset, page.offset + page.size), rows.length, page),
    order_no: order.order_no,
    amount: order.amount,
    allocated: rows.filter((p) => p.state === 2).reduce((n, p) => n + p.amount, 0),
  };
}

/**
 * 对账: every order named must be in the caller's scope (else "not found", nothing changed); those not yet collated are
 * marked with who and when, each with its audit entry, in one transaction. Naming a collated order again changes
 * nothing (it is counted as `already`): a repeated or retried 对账 is harmless.
 */
export async function collate(db: Database, actor: Actor, ids: number[]) {
  const access = actor.access;
  const wanted = [...new Set(ids)];
  return db.tenant(access.scope, async (tx) => {
    const rows = await repository.lockForCollate(tx, access.scope, wanted);
    if (rows.length !== wanted.length) {
      const missing = wanted.filter((id) => !rows.some((r) => r.id === id));
      throw notFound(`月卡订单（ID ${missing.slice(0, 5).join('、')}${missing.length > 5 ? ' 等' : ''}）`);
    }
    const fresh = rows.filter((r) => !r.collated);
    if (fresh.length) {
      await repository.markCollated(tx, fresh.map((r) => r.id), access.manager.name);
      for (const r of fresh) {
        await audit(tx, actor, { type: 'parking_vip_renewal', id: r.id, name: r.order_no, merchant: r.merchant }, { before: { collated: '未对账' }, after: { collated: '已对账' } });
      }
    }
    return { collated: fresh.length, already: rows.length - fresh.length };
  });
}

/**
 * 重新同步 (the group's): asks that the order be sent again to its park's parking system. No parking system is connected
 * to this platform, so the request is recorded — the count and time on the order, an audit entry — and answered.
 */
export async function resync(db: Database, actor: Actor, id: number) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await findChecked(tx, access, id, { lock: true });
    const done = await repository.markResynced(tx, row.id);
    await audit(tx, actor, { type: 'parking_vip_renewal', id: row.id, name: row.order_no, merchant: row.merchant }, {
      after: { resync: `第 ${done.resync_count} 次重新同步`, order: `${rechargeKinds[row.kind as keyof typeof rechargeKinds] ?? ''} ${formatMoney(row.amount)} 元`, park: row.park_name },
    });
    return { id: row.id, order_no: row.order_no, resync_count: done.resync_count, resync_time: iso(done.resync_time) };
  });
}
