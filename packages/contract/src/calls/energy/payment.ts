import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { energyAnyOf } from '../../permissions/energy.js';
import { DateText, literals } from './replenish.js';
import { StationCode } from './station.js';

/**
 * Payment orders of charging sessions (支付订单, DOMAIN.md "payment"), document 2 §7 "Energy": `energy/payment/list`,
 * `statistics`, `energy/payment` (one), `fetch` (re-query the channel), `settle` (结算, a money operation) and `review`
 * (审核 a refund request, a money operation too). docs/decisions.md, "Energy orders: charging records and payments".
 */

/** paying → paid | failed; paid → refunded (an approved refund). */
export const PaymentState = { paying: 0, paid: 1, failed: 2, refunded: 3 } as const;
export const paymentStates = { 0: '支付中', 1: '已支付', 2: '支付失败', 3: '已退款' } as const;

export const SettleState = { unsettled: 0, settled: 1 } as const;
export const settleStates = { 0: '未结算', 1: '已结算' } as const;

export const PayMode = { wechat: 1, alipay: 2, balance: 3, card: 4 } as const;
export const energyPayModes = { 1: '微信', 2: '支付宝', 3: '余额', 4: '充电卡' } as const;

/** A refund request's review: 0 无, 1 待审核, 2 已通过 (refunded), 3 已驳回. */
export const PaymentReview = { none: 0, pending: 1, approved: 2, rejected: 3 } as const;
export const paymentReviews = { 0: '无', 1: '待审核', 2: '已通过', 3: '已驳回' } as const;

export const PayNo = Type.String({ pattern: '^ZF[0-9]{8,20}$', title: '支付单号', examples: ['ZF20261101000001'] });

export const PaymentRecord = Type.Object({
  pay_no: Type.String({ title: '支付单号' }),
  order_no: Type.String({ title: '充电订单号' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  station_code: Type.String({ title: '电站编号' }),
  station_name: Type.String({ title: '电站名称' }),
  plate: Type.String({ title: '车牌号' }),
  amount: Type.Integer({ title: '支付金额（分）' }),
  pay_mode: Type.Integer({ title: '支付方式', description: '1 微信，2 支付宝，3 余额，4 充电卡' }),
  state: Type.Integer({ title: '支付状态', description: '0 支付中，1 已支付，2 支付失败，3 已退款' }),
  settle_state: Type.Integer({ title: '结算状态', description: '0 未结算，1 已结算' }),
  review_state: Type.Integer({ title: '退款审核', description: '0 无，1 待审核，2 已通过，3 已驳回' }),
  pay_time: Type.String({ title: '支付时间', description: '未支付为空' }),
  settle_time: Type.String({ title: '结算时间', description: '未结算为空' }),
  create_time: Type.String({ title: '下单时间' }),
});

export const PaymentDetail = Type.Composite([
  PaymentRecord,
  Type.Object({
    refund_reason: Type.String({ title: '退款原因' }),
    reviewer: Type.String({ title: '审核人' }),
    review_time: Type.String({ title: '审核时间' }),
    review_note: Type.String({ title: '审核意见' }),
    update_time: Type.String({ title: '更新时间' }),
  }),
]);

/** The list's and the statistics' filters (the day range is of the order time, 下单时间). */
export const paymentFilters = {
  station_code: Type.Optional(StationCode),
  merchant: Type.Optional(Id('商户号')),
  pay_no: Type.Optional(Text('支付单号（开头）', 32)),
  order_no: Type.Optional(Text('充电订单号（开头）', 32)),
  state: Type.Optional(literals(paymentStates, '支付状态')),
  settle_state: Type.Optional(literals(settleStates, '结算状态')),
  pay_mode: Type.Optional(literals(energyPayModes, '支付方式')),
  review_state: Type.Optional(literals(paymentReviews, '退款审核')),
  start_date: Type.Optional(DateText('开始日期（下单时间）')),
  end_date: Type.Optional(DateText('结束日期（下单时间）')),
};

export const energyPaymentList = defineCall({
  method: 'GET',
  path: 'energy/payment/list',
  summary: '支付订单列表',
  auth: 'token',
  permission: { anyOf: energyAnyOf('order', 'list') },
  query: Type.Object({ ...pageQuery(20), ...paymentFilters }),
  reply: ListOf(PaymentRecord),
});

/** The list's summary over the same filters, for a bounded period (at most 92 days; none given: the last 30). */
export const energyPaymentStatistics = defineCall({
  method: 'GET',
  path: 'energy/payment/statistics',
  summary: '支付订单统计',
  auth: 'token',
  permission: { anyOf: energyAnyOf('order', 'list') },
  query: Type.Object(paymentFilters),
  reply: Type.Object({
    count: Type.Integer({ title: '支付单数' }),
    amount: Type.Integer({ title: '下单金额（分）' }),
    paid_amount: Type.Integer({ title: '实收金额（分）', description: '已支付（不含已退款）' }),
    refunded_amount: Type.Integer({ title: '已退款（分）' }),
    unsettled_amount: Type.Integer({ title: '待结算（分）', description: '已支付未结算' }),
    settled_amount: Type.Integer({ title: '已结算（分）' }),
    start_date: Type.String({ title: '统计开始日期' }),
    end_date: Type.String({ title: '统计结束日期' }),
  }),
});

export const energyPaymentGet = defineCall({
  method: 'GET',
  path: 'energy/payment',
  summary: '支付订单详情',
  auth: 'token',
  permission: { anyOf: energyAnyOf('order', 'list') },
  query: Type.Object({ pay_no: PayNo }),
  reply: PaymentDetail,
});

/**
 * 查询支付结果: asks the payment channel for a paying payment's state (here a simulated channel, which reports it paid);
 * a paid payment settles its charging order. Any other state answers as it is.
 */
export const energyPaymentFetch = defineCall({
  method: 'GET',
  path: 'energy/payment/fetch',
  summary: '向支付渠道查询支付结果',
  auth: 'token',
  permission: { anyOf: energyAnyOf('order', 'list') },
  query: Type.Object({ pay_no: PayNo }),
  reply: Type.Object({ pay_no: Type.String(), state: Type.Integer(), changed: Type.Boolean({ title: '状态是否有变化' }), pay_time: Type.String() }),
});

/** 结算: a paid, unsettled payment without a pending refund becomes settled; once per Idempotency-Key. */
export const energyPaymentSettle = defineCall({
  method: 'POST',
  path: 'energy/payment/settle',
  summary: '结算支付订单',
  auth: 'token',
  idempotent: true,
  permission: { anyOf: energyAnyOf('order', 'update') },
  body: Type.Object({ pay_no: PayNo }),
  reply: Type.Object({ pay_no: Type.String(), settle_state: Type.Integer(), settle_time: Type.String(), amount: Type.Integer() }),
});

/** 审核 a refund request once: 2 通过 (refunded) or 3 驳回 (stays paid), with a note; once per Idempotency-Key. */
export const energyPaymentReview = defineCall({
  method: 'POST',
  path: 'energy/payment/review',
  summary: '审核支付订单的退款申请',
  auth: 'token',
  idempotent: true,
  permission: { anyOf: energyAnyOf('order', 'update') },
  body: Type.Object({
    pay_no: PayNo,
    result: Type.Union([Type.Literal(2), Type.Literal(3)], { title: '审核结果', description: '2 通过（退款），3 驳回' }),
    note: Text('审核意见', 200, 2),
  }),
  reply: Type.Object({ pay_no: Type.String(), state: Type.Integer(), review_state: Type.Integer() }),
});
