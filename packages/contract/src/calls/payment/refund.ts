import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { BusinessField, ChannelField, TradeNo } from './trade.js';

/**
 * Refunds of payment trades (退款, DOMAIN.md "refund"), document 1 §7 "Payment": `payment/refund/list`, `POST
 * payment/refund` (a money operation: idempotent); the single read `payment/refund` is ruled. docs/decisions.md,
 * "Payment trades, refunds and settlements".
 */

/** A refund's state (DOMAIN.md: created, refunding, success, failed). */
export const RefundState = { refunding: 1, success: 2, failed: -1 } as const;
export const refundStates = { [RefundState.refunding]: '退款中', [RefundState.success]: '退款成功', [RefundState.failed]: '退款失败' } as const;
export const refundStateText = (state: number) => refundStates[state as keyof typeof refundStates] ?? '未知';

export const refundReaders = ['payment:merchant:refund:list', 'payment:partner:refund:list', 'payment:group:refund:list'] as const;
export const refundCreators = ['payment:merchant:refund:create', 'payment:partner:refund:create'] as const;

export const RefundRow = Type.Object({
  id: Type.Integer({ title: '退款 ID' }),
  refund_no: Type.String({ title: '退款单号' }),
  trade_no: Type.String({ title: '交易单号' }),
  out_trade_no: Type.String({ title: '商户订单号' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  business: Type.String({ title: '业务类型' }),
  channel: Type.String({ title: '支付渠道' }),
  pay_mode: Type.Integer({ title: '支付方式' }),
  trade_amount: Type.Integer({ title: '交易金额（分）' }),
  amount: Type.Integer({ title: '退款金额（分）' }),
  reason: Type.String({ title: '退款原因' }),
  state: Type.Integer({ title: '退款状态', description: '1 退款中，2 退款成功，-1 退款失败' }),
  operator: Type.String({ title: '操作人' }),
  create_time: Type.String({ title: '申请时间' }),
  success_time: Type.Union([Type.String(), Type.Null()], { title: '退款成功时间' }),
});

export const paymentRefundList = defineCall({
  method: 'GET',
  path: 'payment/refund/list',
  summary: '退款记录（申请时间倒序；总数最多数到 10,000 条）',
  auth: 'token',
  permission: { anyOf: refundReaders },
  query: Type.Object({
    ...pageQuery(20),
    merchant: Type.Optional(Id('商户号')),
    refund_no: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', title: '退款单号或交易单号（开头）' })),
    business: Type.Optional(BusinessField),
    channel: Type.Optional(ChannelField),
    state: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(-1)], { title: '退款状态', description: '1 退款中，2 退款成功，-1 退款失败' })),
    start_date: Type.Optional(Type.String({ format: 'date', title: '申请开始日期' })),
    end_date: Type.Optional(Type.String({ format: 'date', title: '申请结束日期' })),
  }),
  reply: ListOf(RefundRow),
});

export const paymentRefundGet = defineCall({
  method: 'GET',
  path: 'payment/refund',
  summary: '退款详情',
  auth: 'token',
  permission: { anyOf: refundReaders },
  query: Type.Object({ refund_no: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', title: '退款单号' }) }),
  reply: Type.Object({ ...RefundRow.properties, trade_state: Type.Integer({ title: '交易状态' }), trade_refunded: Type.Integer({ title: '交易已退款（分）' }) }),
});

export const paymentRefundCreate = defineCall({
  method: 'POST',
  path: 'payment/refund',
  summary: '退款（资金操作：同一幂等键只退一次）',
  auth: 'token',
  permission: { anyOf: refundCreators },
  idempotent: true,
  body: Type.Object({
    trade_no: TradeNo,
    amount: Type.Integer({ minimum: 1, maximum: 100_000_000, title: '退款金额（分）' }),
    reason: Text('退款原因', 100, 2),
  }),
  reply: RefundRow,
});
