import { Type } from '@sinclair/typebox';
import { defineCall, Id } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { paymentBusinesses } from './business.js';

/**
 * Payment trades (支付交易, DOMAIN.md "trade"): what a payer paid a payment merchant through a channel, document 1 §7
 * "Payment": `payment/trade/list`, `payment/trade/statistics`; the single read `payment/trade` is ruled.
 * docs/decisions.md, "Payment trades, refunds and settlements".
 */

/** Pay modes (document 1 §3 "Display enumerations"; 5–10 "various banks/UnionPay", named here). */
export const payModes = {
  [-1]: '未知',
  0: '线下支付',
  1: '默认支付',
  2: '积分支付',
  3: '微信支付',
  4: '支付宝',
  5: '银联云闪付',
  6: '招商银行',
  7: '建设银行',
  8: '工商银行',
  9: '农业银行',
  10: '中国银行',
} as const;
export const payModeText = (mode: number) => payModes[mode as keyof typeof payModes] ?? `未知（${mode}）`;
/** Bank and UnionPay modes: their refunds are not answered at once (see refund.ts). */
export const isBankPayMode = (mode: number) => mode >= 5 && mode <= 10;

/** The channels trades go through (the 进件 channels). */
export const tradeChannels = {
  wxpay: '微信支付',
  alipay: '支付宝',
  cmb: '招商银行聚合收款',
  chinaums: '银联商务',
  lakala: '拉卡拉',
} as const;
export type TradeChannel = keyof typeof tradeChannels;
export const tradeChannelText = (channel: string) => tradeChannels[channel as TradeChannel] ?? channel;

/** A trade's state (DOMAIN.md: created, paying, success, failed, closed, refunded). A partial refund stays 2. */
export const TradeState = { created: 0, paying: 1, success: 2, refunded: 3, failed: -1, closed: -2 } as const;
export const tradeStates = {
  [TradeState.created]: '待支付',
  [TradeState.paying]: '支付中',
  [TradeState.success]: '支付成功',
  [TradeState.refunded]: '已全额退款',
  [TradeState.failed]: '支付失败',
  [TradeState.closed]: '已关闭',
} as const;
export const tradeStateText = (state: number) => tradeStates[state as keyof typeof tradeStates] ?? '未知';

/** The longest success-time range a trade list or statistics covers (days, both ends included). */
export const TRADE_RANGE_MAX_DAYS = 92;
/** Without a range, the lists cover the last 7 days (today included). */
export const TRADE_RANGE_DEFAULT_DAYS = 7;

/** Who reads trades: the merchant its own, the partner its customers', the group its members' (admin: all). */
export const paymentTradeReaders = ['payment:merchant:trade:list', 'payment:partner:trade:payment:list', 'payment:group:trade:list'] as const;

const textUnion = (values: string[], title: string, description: string) => Type.Union(values.map((v) => Type.Literal(v)), { title, description });
const numberUnion = (values: number[], title: string, description: string) => Type.Union(values.map((v) => Type.Literal(v)), { title, description });

export const BusinessField = textUnion(Object.keys(paymentBusinesses), '业务类型', Object.entries(paymentBusinesses).map(([k, v]) => `${k} ${v}`).join('，'));
export const ChannelField = textUnion(Object.keys(tradeChannels), '支付渠道', Object.entries(tradeChannels).map(([k, v]) => `${k} ${v}`).join('，'));
export const PayModeField = numberUnion(Object.keys(payModes).map(Number), '支付方式', Object.entries(payModes).map(([k, v]) => `${k} ${v}`).join('，'));
export const TradeStateField = numberUnion(Object.keys(tradeStates).map(Number), '交易状态', Object.entries(tradeStates).map(([k, v]) => `${k} ${v}`).join('，'));

export const TradeNo = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', title: '交易单号' });
const DateFilter = (title: string) => Type.Optional(Type.String({ format: 'date', title }));

/** The filters shared by the list and the statistics. The day range is of the trade time, UTC+8, both days included. */
export const paymentTradeFilters = {
  merchant: Type.Optional(Id('商户号')),
  trade_no: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', title: '交易单号或商户订单号（开头）' })),
  business: Type.Optional(BusinessField),
  channel: Type.Optional(ChannelField),
  pay_mode: Type.Optional(PayModeField),
  state: Type.Optional(TradeStateField),
  start_date: DateFilter('交易开始日期'),
  end_date: DateFilter('交易结束日期'),
};

export const TradeRow = Type.Object({
  id: Type.Integer({ title: '交易 ID' }),
  trade_no: Type.String({ title: '交易单号' }),
  out_trade_no: Type.String({ title: '商户订单号' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  app_name: Type.String({ title: '应用' }),
  business: Type.String({ title: '业务类型' }),
  channel: Type.String({ title: '支付渠道' }),
  pay_mode: Type.Integer({ title: '支付方式' }),
  subject: Type.String({ title: '商品描述' }),
  payer: Type.String({ title: '付款人（脱敏）' }),
  amount: Type.Integer({ title: '交易金额（分）' }),
  fee: Type.Integer({ title: '手续费（分）' }),
  refunded: Type.Integer({ title: '已退款（分）', description: '退款成功与退款中的合计' }),
  refundable: Type.Integer({ title: '可退金额（分）' }),
  state: Type.Integer({ title: '交易状态' }),
  trade_time: Type.String({ title: '交易时间', description: '支付成功的时间；未成功的交易为下单时间' }),
  success_time: Type.Union([Type.String(), Type.Null()], { title: '支付成功时间' }),
  create_time: Type.String({ title: '下单时间' }),
});

export const paymentTradeList = defineCall({
  method: 'GET',
  path: 'payment/trade/list',
  summary: '支付交易（交易时间倒序；默认最近 7 天，最长 92 天；总数最多数到 10,000 条）',
  auth: 'token',
  permission: { anyOf: paymentTradeReaders },
  query: Type.Object({ ...pageQuery(20), ...paymentTradeFilters }),
  reply: ListOf(TradeRow),
});

export const paymentTradeStatistics = defineCall({
  method: 'GET',
  path: 'payment/trade/statistics',
  summary: '支付交易统计（与列表同一筛选：笔数、金额、手续费、退款）',
  auth: 'token',
  permission: { anyOf: paymentTradeReaders },
  query: Type.Object(paymentTradeFilters),
  reply: Type.Object({
    start_date: Type.String({ title: '开始日期' }),
    end_date: Type.String({ title: '结束日期' }),
    count: Type.Integer({ title: '交易笔数' }),
    amount: Type.Integer({ title: '交易金额（分）' }),
    fee: Type.Integer({ title: '手续费（分）' }),
    refunded: Type.Integer({ title: '退款金额（分）' }),
  }),
});

export const TradeRefund = Type.Object({
  refund_no: Type.String({ title: '退款单号' }),
  amount: Type.Integer({ title: '退款金额（分）' }),
  reason: Type.String({ title: '退款原因' }),
  state: Type.Integer({ title: '退款状态' }),
  operator: Type.String({ title: '操作人' }),
  create_time: Type.String({ title: '申请时间' }),
  success_time: Type.Union([Type.String(), Type.Null()], { title: '退款成功时间' }),
});

export const paymentTradeGet = defineCall({
  method: 'GET',
  path: 'payment/trade',
  summary: '支付交易详情（含退款记录）',
  auth: 'token',
  permission: { anyOf: paymentTradeReaders },
  query: Type.Object({ trade_no: TradeNo }),
  reply: Type.Object({ ...TradeRow.properties, refunds: Type.Array(TradeRefund) }),
});
