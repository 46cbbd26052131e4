import { Type } from '@sinclair/typebox';
import { defineCall, Id } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { transferReaders } from './capital.js';

/**
 * 收益统计 (document 1 §7: `payment/revenue/aggregate/list`, `summary`; document 2 §2: 支付服务's revenue statistics) and
 * 回单列表 (`payment/channel/receipt/list`). Revenue of a payment provider over its customers, per UTC+8 day: the fees
 * on their successful trades (手续费收入) and the shares paid out to the provider itself (分账收入, 已分账). Receipts: the
 * bank receipts of paid-out withdrawals. docs/decisions.md, "Payment service: transfers, material, risk, channels".
 */
export const revenueReaders = ['payment:partner:revenue:list'] as const;
export const REVENUE_RANGE_DEFAULT_DAYS = 30;
export const REVENUE_RANGE_MAX_DAYS = 92;

const days = {
  start_date: Type.Optional(Type.String({ format: 'date', title: '开始日期' })),
  end_date: Type.Optional(Type.String({ format: 'date', title: '结束日期', description: '不填：近 30 天；最长 92 天' })),
};

const Sums = {
  trade_count: Type.Integer({ title: '成功交易笔数' }),
  trade_amount: Type.Integer({ title: '交易金额（分）' }),
  fee: Type.Integer({ title: '手续费收入（分）' }),
  refunded: Type.Integer({ title: '退款金额（分）' }),
  share: Type.Integer({ title: '分账收入（分）' }),
  revenue: Type.Integer({ title: '收益合计（分）', description: '手续费收入 + 分账收入' }),
};

export const revenueAggregateList = defineCall({
  method: 'GET',
  path: 'payment/revenue/aggregate/list',
  summary: '收益按日汇总（UTC+8 自然日，日期升序）',
  auth: 'token',
  timeout: 20000,
  permission: { anyOf: revenueReaders },
  query: Type.Object({ merchant: Type.Optional(Id('商户号')), ...days }),
  reply: Type.Object({ row: Type.Array(Type.Object({ date: Type.String({ title: '日期' }), ...Sums })) }),
});

export const revenueAggregateSummary = defineCall({
  method: 'GET',
  path: 'payment/revenue/aggregate/summary',
  summary: '收益汇总与商户排行（手续费收入前 10）',
  auth: 'token',
  timeout: 20000,
  permission: { anyOf: revenueReaders },
  query: Type.Object({ merchant: Type.Optional(Id('商户号')), ...days }),
  reply: Type.Object({
    start_date: Type.String({ title: '开始日期' }),
    end_date: Type.String({ title: '结束日期' }),
    ...Sums,
    merchants: Type.Array(Type.Object({ merchant: Type.Integer({ title: '商户号' }), merchant_name: Type.String({ title: '商户名称' }), trade_count: Type.Integer(), trade_amount: Type.Integer(), fee: Type.Integer() }), { title: '商户排行' }),
  }),
});

export const ChannelReceiptRow = Type.Object({
  receipt_no: Type.String({ title: '回单号' }),
  transfer_no: Type.String({ title: '提现单号' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  amount: Type.Integer({ title: '金额（分）' }),
  payee_name: Type.String({ title: '收款户名' }),
  payee_account: Type.String({ title: '收款账号（脱敏）' }),
  payee_bank: Type.String({ title: '收款银行' }),
  finish_time: Type.String({ title: '到账时间' }),
});

export const channelReceiptList = defineCall({
  method: 'GET',
  path: 'payment/channel/receipt/list',
  summary: '银行回单（已到账的提现，到账时间倒序）',
  auth: 'token',
  permission: { anyOf: transferReaders },
  query: Type.Object({
    ...pageQuery(20),
    merchant: Type.Optional(Id('商户号')),
    no: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{1,32}$', title: '回单号或提现单号（开头）', examples: ['HD20261120'] })),
    ...days,
  }),
  reply: ListOf(ChannelReceiptRow),
});
