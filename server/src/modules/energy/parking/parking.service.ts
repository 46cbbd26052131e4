import {
  Code,
  ParkingPaymentState,
  parkingPaymentStates,
  type CallBody,
  type CallQuery,
  type calls,
} from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { once, type Idempotency } from '../../../shared/idempotency.js';
import { cappedPageOf, listPayload } from '../../../shared/paging.js';
import { dayRange, iso } from '../../../shared/time.js';
import { energyScope } from '../scope.js';
import * as repository from './parking.repository.js';

/**
 * Parking records of charging cars and their parking fee orders (停车费). Reading needs the platform's order list code,
 * revoking its order update code; rows outside the caller's scope are as if they did not exist. docs/decisions.md,
 * "Energy parking fees and appointments".
 */

const compact = (text: string | undefined) => text?.replace(/\s+/g, '').toUpperCase() || undefined;
const yuan = (fen: number) => `${(fen / 100).toFixed(2)} 元`;
const operatorOf = (access: Access) => access.manager.name || access.manager.account;

// ---- parking records ---------------------------------------------------------------------------------------------

const shownRecord = ({ id: _id, create_time, update_time, ...r }: repository.RecordRow) => ({
  ...r,
  entry_time: iso(r.entry_time),
  exit_time: iso(r.exit_time),
  charge_start: iso(r.charge_start),
  charge_end: iso(r.charge_end),
  pay_no: r.pay_no ?? '',
  pay_state: r.pay_state ?? null,
  create_time: iso(create_time),
  update_time: iso(update_time),
});
const listedRecord = (r: repository.RecordRow) => {
  const { create_time: _c, update_time: _u, ...rest } = shownRecord(r);
  return rest;
};

export async function listRecords(db: Database, access: Access, query: CallQuery<typeof calls.energyParkingRecordList>) {
  const page = cappedPageOf(query);
  const filter: repository.RecordFilter = {
    merchants: energyScope(access, 'order', 'list'),
    merchant: query.merchant,
    station_code: query.station_code,
    record_no: compact(query.record_no),
    plate: compact(query.plate),
    state: query.state,
    fee_mode: query.fee_mode,
    charged: query.charged,
    ...dayRange(query),
  };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.recordPage(tx, filter, page.size, page.offset), total: await repository.recordTotal(tx, filter) }));
  return listPayload(rows.map(listedRecord), total, page);
}

export async function getRecord(db: Database, access: Access, recordNo: string) {
  const row = await db.tenant(access.scope, (tx) => repository.findRecord(tx, energyScope(access, 'order', 'list'), recordNo.toUpperCase()));
  if (!row) throw notFound('停车记录');
  return shownRecord(row);
}

// ---- parking fee orders ------------------------------------------------------------------------------------------

type PaymentRow = repository.PaymentRow;
const listedPayment = ({ id: _i, refunded: _r, revoke_reason: _f, revoker: _v, revoke_time: _t, update_time: _u, ...p }: PaymentRow) => ({
  ...p,
  entry_time: iso(p.entry_time),
  exit_time: iso(p.exit_time),
  pay_time: iso(p.pay_time),
  create_time: iso(p.create_time),
});
const detailedPayment = (p: PaymentRow) => ({ ...listedPayment(p), refunded: p.refunded, revoke_reason: p.revoke_reason, revoker: p.revoker, revoke_time: iso(p.revoke_time), update_time: iso(p.update_time) });

async function paymentFor(tx: Tx, access: Access, action: 'list' | 'update', payNo: string, options: { lock?: boolean } = {}) {
  const row = await repository.findPayment(tx, energyScope(access, 'order', action), payNo.toUpperCase(), options);
  if (!row) throw notFound('停车费订单');
  return row;
}

export async function listPayments(db: Database, access: Access, query: CallQuery<typeof calls.energyParkingPaymentList>) {
  const page = cappedPageOf(query);
  const filter: repository.PaymentFilter = {
    merchants: energyScope(access, 'order', 'list'),
    merchant: query.merchant,
    station_code: query.station_code,
    pay_no: compact(query.pay_no),
    plate: compact(query.plate),
    state: query.state,
    pay_mode: query.pay_mode,
    ...dayRange(query),
  };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.paymentPage(tx, filter, page.size, page.offset), total: await repository.paymentTotal(tx, filter) }));
  return listPayload(rows.map(listedPayment), total, page);
}

export async function getPayment(db: Database, access: Access, payNo: string) {
  return detailedPayment(await db.tenant(access.scope, (tx) => paymentFor(tx, access, 'list', payNo)));
}

/**
 * 撤销 a parking fee order: a 待支付 one's fee is waived, a 已支付 one's refunded (through the channel it was paid with;
 * simulated here, as the charging payments' refunds are). Once: a revoked order answers 1409; once per Idempotency-Key.
 */
export async function revokePayment(db: Database, actor: Actor, idempotency: Idempotency | undefined, body: CallBody<typeof calls.energyParkingPaymentRevoke>) {
  const access = actor.access;
  const reason = body.reason.trim();
  if (reason.length < 2) throw badParameter('撤销原因至少 2 个字', '请写明原因，如：充电桩故障导致超时占位，免收停车费');
  return db.tenant(access.scope, (tx) =>
    once(tx, idempotency, async () => {
      const row = await paymentFor(tx, access, 'update', body.pay_no, { lock: true });
      if (row.state === ParkingPaymentState.revoked) {
        throw new AppError(Code.ILLEGAL_TRANSITION, `停车费订单 ${row.pay_no} 已于 ${iso(row.revoke_time)} 撤销`, '一笔停车费订单只能撤销一次');
      }
      const refunded = row.state === ParkingPaymentState.paid;
      const now = new Date();
      await repository.updatePayment(tx, row.id, { state: ParkingPaymentState.revoked, refunded, revoke_reason: reason, revoker: operatorOf(access), revoke_time: now });
      await audit(tx, actor, { type: 'energy_parking_payment', id: row.pay_no, name: `停车费 ${row.plate}`, merchant: row.merchant }, {
        before: { pay_state: parkingPaymentStates[row.state as 0 | 1] },
        after: { pay_state: parkingPaymentStates[ParkingPaymentState.revoked], revoke_reason: reason, ...(refunded ? { refund: yuan(row.amount) } : { waived: yuan(row.amount) }) },
      });
      return { pay_no: row.pay_no, state: ParkingPaymentState.revoked, refunded };
    }),
  );
}
