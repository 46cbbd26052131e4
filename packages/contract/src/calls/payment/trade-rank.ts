import { Type } from '@sinclair/typebox';
import { defineCall, Id } from '../../call.js';
import { BusinessField, ChannelField, paymentTradeReaders, TradeRow } from './trade.js';

/**
 * 交易排行 and 商户订单查询 of the payment service (document 2 §2 "Payment service"; routes.tsv gives no calls, so both
 * are ruled): the merchants in scope ranked by their successful trades over a bounded range, and one order found by
 * its trade number or the merchant's order number whatever its day. Readers as the trade list's.
 * docs/decisions.md, "Payment service provider: merchants, routing, rank and lookup".
 */
export const TRADE_RANK_SIZES = [10, 20, 50] as const;
export const tradeRankOrders = { amount: '交易金额', count: '交易笔数' } as const;

export const paymentTradeRank = defineCall({
  method: 'GET',
  path: 'payment/trade/rank',
  summary: '商户交易排行（支付成功与已退款的交易；默认最近 7 天，最长 92 天）',
  auth: 'token',
  permission: { anyOf: paymentTradeReaders },
  query: Type.Object({
    start_date: Type.Optional(Type.String({ format: 'date', title: '开始日期' })),
    end_date: Type.Optional(Type.String({ format: 'date', title: '结束日期' })),
    business: Type.Optional(BusinessField),
    channel: Type.Optional(ChannelField),
    order_by: Type.Optional(Type.Union([Type.Literal('amount'), Type.Literal('count')], { title: '排序', description: 'amount 交易金额（默认），count 交易笔数' })),
    size: Type.Optional(Type.Union(TRADE_RANK_SIZES.map((n) => Type.Literal(n)), { title: '前几名', description: '10（默认）、20、50' })),
  }),
  reply: Type.Object({
    start_date: Type.String({ title: '开始日期' }),
    end_date: Type.String({ title: '结束日期' }),
    total: Type.Object({
      merchants: Type.Integer({ title: '有交易的商户数' }),
      count: Type.Integer({ title: '交易笔数' }),
      amount: Type.Integer({ title: '交易金额（分）' }),
    }),
    row: Type.Array(
      Type.Object({
        rank: Type.Integer({ title: '名次' }),
        merchant: Type.Integer({ title: '商户号' }),
        merchant_name: Type.String({ title: '商户名称' }),
        count: Type.Integer({ title: '交易笔数' }),
        amount: Type.Integer({ title: '交易金额（分）' }),
        fee: Type.Integer({ title: '手续费（分）' }),
        refunded: Type.Integer({ title: '退款金额（分）' }),
        average: Type.Integer({ title: '笔均金额（分）' }),
        share: Type.Integer({ title: '金额占比（万分比）' }),
      }),
    ),
  }),
});

export const PAYMENT_LOOKUP_MAX = 20;

export const paymentTradeLookup = defineCall({
  method: 'GET',
  path: 'payment/trade/lookup',
  summary: '商户订单查询：按交易单号或商户订单号（完整）查找，不限日期；平台须指定商户才按商户订单号查找',
  auth: 'token',
  permission: { anyOf: paymentTradeReaders },
  query: Type.Object({
    no: Type.String({ pattern: '^[A-Za-z0-9_-]{4,64}$', title: '交易单号或商户订单号', description: '完整单号，4-64 位字母、数字、_ 或 -', examples: ['P202611270000000001'] }),
    merchant: Type.Optional(Id('商户号')),
  }),
  reply: Type.Object({ row: Type.Array(TradeRow, { maxItems: PAYMENT_LOOKUP_MAX }) }),
});
