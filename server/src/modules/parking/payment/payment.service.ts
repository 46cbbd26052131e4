import { normalPlate, orderStateOf, type CallQuery, type calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import { notFound } from '../../../errors.js';
import { inScope, type Access } from '../../../plugins/access.js';
import { chosenMerchant } from '../../../shared/scope.js';
import { cappedPageOf, listPayload } from '../../../shared/paging.js';
import { dayRange, iso } from '../../../shared/time.js';
import * as repository from './payment.repository.js';

/**
 * Temporary-stay orders (临停订单): read-only here — the parking systems write them as cars pay. Every read covers the
 * caller's scope (a parking merchant its parks, a partner its customers', a group its members', the platform all);
 * another merchant's order is "not found". docs/decisions.md, "Parking trades".
 */

type Row = repository.OrderRow;

const shown = ({ record_status: _s, refund_time: _t, refund_reason: _r, create_time: _c, ...r }: Row) => ({
  ...r,
  entry_time: iso(r.entry_time),
  exit_time: r.exit_time ? iso(r.exit_time) : null,
  // To the exit; for a car still in the lot (入场支付, 处理中) to the payment.
  duration: Math.max(0, Math.floor(((r.exit_time ?? r.pay_time).getTime() - r.entry_time.getTime()) / 1000)),
  state: orderStateOf(r),
  pay_time: iso(r.pay_time),
});

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.parkingPaymentList>) {
  const page = cappedPageOf(query);
  const filter: repository.Filter = {
    merchants: access.scope, merchant: chosenMerchant(access.scope, query.merchant), parkCode: query.park_code || undefined,
    plate: query.plate ? normalPlate(query.plate) || undefined : undefined, orderNo: query.order_no?.toUpperCase(),
    payType: query.pay_type, state: query.state, ...dayRange(query),
  };
  const { rows, total, sums } = await db.tenant(access.scope, async (tx) => ({
    rows: await repository.page(tx, filter, page.size, page.offset),
    total: await repository.total(tx, filter),
    sums: query.summary ? await repository.summary(tx, filter) : undefined,
  }));
  const payload = listPayload(rows.map(shown), total, page);
  if (!sums) return payload;
  return {
    ...payload,
    summary: {
      // Beyond COUNT_CAP orders the sums are of the newest COUNT_CAP: the reply says so rather than pretend.
      count: sums.count, capped: total.capped,
      receivable: Number(sums.receivable), discount: Number(sums.discount), paid: Number(sums.paid), refund_amount: Number(sums.refund_amount),
    },
  };
}

/** One order with its stay (entry and exit, gates) and its refund. Another merchant's answers "not found". */
export async function get(db: Database, access: Access, id: number) {
  return db.tenant(access.scope, async (tx) => {
    const row = await repository.find(tx, id);
    if (!row || !inScope(access.scope, row.merchant)) throw notFound('临停订单');
    return {
      ...shown(row),
      entry_gate: row.entry_gate,
      exit_gate: row.exit_gate,
      record_status: row.record_status,
      refund_time: row.refund_time ? iso(row.refund_time) : null,
      refund_reason: row.refund_reason,
      create_time: iso(row.create_time),
    };
  });
}
