import type { CallQuery, calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import { badParameter, notFound } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import * as repository from './settlement.repository.js';

/**
 * Daily settlements (结算记录): one per payment merchant and UTC+8 trade day — its successful trades, their fees, the
 * refunds made that day and the net paid out. Read-only here (the settlement run writes them). Scoped like the trades.
 * docs/decisions.md, "Payment trades, refunds and settlements".
 */

const shown = (r: repository.Row) => ({ ...r, settle_time: r.settle_time ? iso(r.settle_time) : null, create_time: iso(r.create_time) });

const filterOf = (access: Access, query: CallQuery<typeof calls.paymentSettlementStatistics>): repository.Filter => {
  if (query.start_date && query.end_date && query.start_date > query.end_date) throw badParameter('开始日期不能晚于结束日期', '请重新选择时间范围');
  return { merchants: access.scope, merchant: query.merchant, state: query.state, start: query.start_date, end: query.end_date };
};

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.paymentSettlementList>) {
  const page = pageOf(query);
  const filter = filterOf(access, query);
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map(shown), total, page);
}

export async function statistics(db: Database, access: Access, query: CallQuery<typeof calls.paymentSettlementStatistics>) {
  const row = await db.tenant(access.scope, (tx) => repository.statistics(tx, filterOf(access, query)));
  return { count: row.count, trade_count: Number(row.trade_count), amount: Number(row.amount), fee: Number(row.fee), refunded: Number(row.refunded), net: Number(row.net) };
}

export async function get(db: Database, access: Access, id: number) {
  return db.tenant(access.scope, async (tx) => {
    const row = await repository.find(tx, access.scope, id);
    if (!row) throw notFound('结算记录');
    return shown(row);
  });
}
