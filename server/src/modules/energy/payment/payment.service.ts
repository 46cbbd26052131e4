import {
  Code,
  PaymentReview,
  paymentReviews,
  PaymentState,
  paymentStates,
  SettleState,
  settleStates,
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
import { once, type Idempotency } from '../../../shared/idempotency.js';
import { cappedPageOf, listPayload } from '../../../shared/paging.js';
import { dayRange, iso } from '../../../shared/time.js';
import { settleOrder, statisticsPeriod } from '../replenish/replenish.service.js';
import { energyScope } from '../scope.js';
import * as repository from './payment.repository.js';

type Row = repository.PaymentRow;

const yuan = (fen: number) => `${(fen / 100).toFixed(2)} 元`;
const stateName = (state: number) => paymentStates[state as keyof typeof paymentStates] ?? String(state);
const target = (p: Pick<Row, 'pay_no' | 'order_no' | 'merchant'>) => ({ type: 'energy_payment', id: p.pay_no, name: `充电订单 ${p.order_no}`, merchant: p.merchant });
const operatorOf = (access: Access) => access.manager.name || access.manager.account;

const listed = ({ id: _i, replenish: _r, refund_reason: _f, reviewer: _v, review_time: _t, review_note: _n, update_time: _u, ...r }: Row) => ({
  ...r,
  pay_time: iso(r.pay_time),
  settle_time: iso(r.settle_time),
  create_time: iso(r.create_time),
});
const detailed = (r: Row) => ({ ...listed(r), refund_reason: r.refund_reason, reviewer: r.reviewer, review_time: iso(r.review_time), review_note: r.review_note, update_time: iso(r.update_time) });

async function paymentFor(tx: Tx, access: Access, action: 'list' | 'update', payNo: string, options: { lock?: boolean } = {}) {
  const row = await repository.find(tx, energyScope(access, 'order', action), payNo.toUpperCase(), options);
  if (!row) throw notFound('支付订单');
  return row;
}

type Filters = CallQuery<typeof calls.energyPaymentStatistics>;
const filterOf = (access: Access, q: Filters): repository.Filter => ({
  merchants: energyScope(access, 'order', 'list'),
  merchant: q.merchant,
  station_code: q.station_code,
  pay_no: q.pay_no?.replace(/\s+/g, '').toUpperCase() || undefined,
  order_no: q.order_no?.replace(/\s+/g, '').toUpperCase() || undefined,
  state: q.state,
  settle_state: q.settle_state,
  pay_mode: q.pay_mode,
  review_state: q.review_state,
});

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.energyPaymentList>) {
  const page = cappedPageOf(query);
  const filter = { ...filterOf(access, query), ...dayRange(query) };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map(listed), total, page);
}

export async function statistics(db: Database, access: Access, query: Filters) {
  const { start_date, end_date, from, before } = statisticsPeriod(query);
  const sums = await db.tenant(access.scope, (tx) => repository.statistics(tx, { ...filterOf(access, query), from, before }));
  return { ...sums, start_date, end_date };
}

export async function get(db: Database, access: Access, payNo: string) {
  return detailed(await db.tenant(access.scope, (tx) => paymentFor(tx, access, 'list', payNo)));
}

/** A charging order's payment, opened when its session ends with a bill (the replenish module): 支付中. */
export async function openPayment(tx: Tx, values: { merchant: number; replenish: number; amount: number; pay_mode: number; at: Date }) {
  const payNo = await repository.nextPayNo(tx, todayInChina(values.at));
  await repository.insert(tx, { pay_no: payNo, merchant: values.merchant, replenish: values.replenish, amount: values.amount, pay_mode: values.pay_mode, state: PaymentState.paying, create_time: values.at, update_time: values.at });
  return payNo;
}

/**
 * 查询支付结果: a paying payment is asked of its channel. The channel here is simulated and answers 已支付 at once (there
 * is no payment gateway yet), so the payment becomes paid now and its charging order settled. Other states answer as they
 * are, unchanged.
 */
export async function fetch(db: Database, actor: Actor, payNo: string) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await paymentFor(tx, access, 'list', payNo, { lock: true });
    if (row.state !== PaymentState.paying) return { pay_no: row.pay_no, state: row.state, changed: false, pay_time: iso(row.pay_time) };
    const now = new Date();
    await repository.update(tx, row.id, { state: PaymentState.paid, pay_time: now });
    await settleOrder(tx, row.replenish, now, `支付成功（${row.pay_no}，${yuan(row.amount)}）`, operatorOf(access));
    await audit(tx, actor, target(row), { before: { pay_state: stateName(row.state) }, after: { pay_state: stateName(PaymentState.paid), source: '支付渠道查询结果' } });
    return { pay_no: row.pay_no, state: PaymentState.paid, changed: true, pay_time: iso(now) };
  });
}

/** 结算: a paid, unsettled payment without a refund waiting for review; once per Idempotency-Key. */
export async function settle(db: Database, actor: Actor, idempotency: Idempotency | undefined, body: CallBody<typeof calls.energyPaymentSettle>) {
  const access = actor.access;
  return db.tenant(access.scope, (tx) =>
    once(tx, idempotency, async () => {
      const row = await paymentFor(tx, access, 'update', body.pay_no, { lock: true });
      if (row.settle_state === SettleState.settled) {
        throw new AppError(Code.ILLEGAL_TRANSITION, `支付订单 ${row.pay_no} 已于 ${iso(row.settle_time)} 结算`, '一笔支付只能结算一次');
      }
      if (row.state !== PaymentState.paid) {
        throw new AppError(Code.ILLEGAL_TRANSITION, `支付订单当前为「${stateName(row.state)}」，不能结算`, '只有已支付的订单可以结算；支付中的订单可先查询支付结果');
      }
      if (row.review_state === PaymentReview.pending) {
        throw new AppError(Code.ILLEGAL_TRANSITION, '该支付订单有待审核的退款申请，不能结算', '请先审核退款申请');
      }
      const now = new Date();
      await repository.update(tx, row.id, { settle_state: SettleState.settled, settle_time: now });
      await audit(tx, actor, target(row), { before: { settle_state: settleStates[SettleState.unsettled] }, after: { settle_state: settleStates[SettleState.settled], settle_amount: yuan(row.amount) } });
      return { pay_no: row.pay_no, settle_state: SettleState.settled, settle_time: iso(now), amount: row.amount };
    }),
  );
}

/**
 * 审核 a refund request once: 通过 refunds the payment (已支付 → 已退款; the money goes back through the channel, simulated
 * here), 驳回 keeps it paid. Once per Idempotency-Key; a second review is 1409.
 */
export async function review(db: Database, actor: Actor, idempotency: Idempotency | undefined, body: CallBody<typeof calls.energyPaymentReview>) {
  const access = actor.access;
  const note = body.note.trim();
  if (note.length < 2) throw badParameter('审核意见至少 2 个字', '请写明审核结论，如：充电中断属实，同意退款');
  return db.tenant(access.scope, (tx) =>
    once(tx, idempotency, async () => {
      const row = await paymentFor(tx, access, 'update', body.pay_no, { lock: true });
      if (row.review_state !== PaymentReview.pending) {
        const done = row.review_state === PaymentReview.approved || row.review_state === PaymentReview.rejected;
        throw new AppError(
          Code.ILLEGAL_TRANSITION,
          done ? `该支付订单的退款申请已审核（${paymentReviews[row.review_state as 2 | 3]}，${row.reviewer}）` : '该支付订单没有待审核的退款申请',
          done ? '退款申请只能审核一次；审核结果见详情' : '只有用户申请了退款的支付订单需要审核',
        );
      }
      const approved = body.result === PaymentReview.approved;
      if (approved && row.state !== PaymentState.paid) {
        throw new AppError(Code.ILLEGAL_TRANSITION, `支付订单当前为「${stateName(row.state)}」，不能退款`, '只有已支付的订单可以退款');
      }
      if (approved && row.settle_state === SettleState.settled) {
        throw new AppError(Code.ILLEGAL_TRANSITION, '该支付订单已结算，不能退款', '已结算的款项请通过对账调整；可驳回该退款申请');
      }
      const now = new Date();
      const operator = operatorOf(access);
      const state = approved ? PaymentState.refunded : row.state;
      await repository.update(tx, row.id, { review_state: body.result, reviewer: operator, review_time: now, review_note: note, state });
      await audit(tx, actor, target(row), {
        before: { review_state: paymentReviews[PaymentReview.pending], pay_state: stateName(row.state) },
        after: { review_state: paymentReviews[body.result], pay_state: stateName(state), review_note: note, ...(approved ? { refund: yuan(row.amount) } : {}) },
      });
      return { pay_no: row.pay_no, state, review_state: body.result };
    }),
  );
}
