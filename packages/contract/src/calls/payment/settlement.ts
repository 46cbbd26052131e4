import { Type } from '@sinclair/typebox';
import { defineCall, Id } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * Daily settlements of payment merchants (结算, DOMAIN.md "settlement"), document 1 §7 "Payment":
 * `payment/settlement/list`, `payment/settlement/statistics`; the single read `payment/settlement` is ruled.
 * docs/decisions.md, "Payment trades, refunds and settlements".
 */

/** A settlement's state: 0 待结算, 1 结算中, 2 已结算, -1 结算失败. */
export const SettlementState = { pending: 0, settling: 1, settled: 2, failed: -1 } as const;
export const settlementStates = {
  [SettlementState.pending]: '待结算',
  [SettlementState.settling]: '结算中',
  [SettlementState.settled]: '已结算',
  [SettlementState.failed]: '结算失败',
} as const;
export const settlementStateText = (state: number) => settlementStates[state as keyof typeof settlementStates] ?? '未知';

export const settlementReaders = ['payment:merchant:settlement:list', 'payment:partner:settlement:list', 'payment:group:settlement:list'] as const;

const settlementFilters = {
  merchant: Type.Optional(Id('商户号')),
  state: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(-1)], { title: '结算状态', description: '0 待结算，1 结算中，2 已结算，-1 结算失败' })),
  start_date: Type.Optional(Type.String({ format: 'date', title: '结算开始日期' })),
  end_date: Type.Optional(Type.String({ format: 'date', title: '结算结束日期' })),
};

export const SettlementRow = Type.Object({
  id: Type.Integer({ title: '结算 ID' }),
  settle_no: Type.String({ title: '结算单号' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  settle_date: Type.String({ title: '结算日期（交易日）' }),
  trade_count: Type.Integer({ title: '交易笔数' }),
  amount: Type.Integer({ title: '交易金额（分）' }),
  fee: Type.Integer({ title: '手续费（分）' }),
  refund_count: Type.Integer({ title: '退款笔数' }),
  refunded: Type.Integer({ title: '退款金额（分）' }),
  net: Type.Integer({ title: '结算金额（分）', description: '交易金额 − 手续费 − 退款' }),
  state: Type.Integer({ title: '结算状态' }),
  settle_time: Type.Union([Type.String(), Type.Null()], { title: '结算完成时间' }),
  create_time: Type.String({ title: '生成时间' }),
});

export const paymentSettlementList = defineCall({
  method: 'GET',
  path: 'payment/settlement/list',
  summary: '结算记录（结算日期倒序）',
  auth: 'token',
  permission: { anyOf: settlementReaders },
  query: Type.Object({ ...pageQuery(20), ...settlementFilters }),
  reply: ListOf(SettlementRow),
});

export const paymentSettlementStatistics = defineCall({
  method: 'GET',
  path: 'payment/settlement/statistics',
  summary: '结算统计（与列表同一筛选：笔数与金额合计）',
  auth: 'token',
  permission: { anyOf: settlementReaders },
  query: Type.Object(settlementFilters),
  reply: Type.Object({
    count: Type.Integer({ title: '结算单数' }),
    trade_count: Type.Integer({ title: '交易笔数' }),
    amount: Type.Integer({ title: '交易金额（分）' }),
    fee: Type.Integer({ title: '手续费（分）' }),
    refunded: Type.Integer({ title: '退款金额（分）' }),
    net: Type.Integer({ title: '结算金额（分）' }),
  }),
});

export const paymentSettlementGet = defineCall({
  method: 'GET',
  path: 'payment/settlement',
  summary: '结算详情',
  auth: 'token',
  permission: { anyOf: settlementReaders },
  query: Type.Object({ id: Id('结算 ID') }),
  reply: SettlementRow,
});
