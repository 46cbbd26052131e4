/** The payment trade pages of each platform (routes.tsv verbatim). docs/decisions.md, "Payment trades, refunds and settlements". */
export const MERCHANT_PAYMENT = {
  trades: '/trading-center/payment/list',
  refunds: '/trading-center/refund/list',
  settlements: '/trading-center/settlement/list',
  tradeDetail: undefined,
  refundDetail: undefined,
  settlementDetail: undefined,
} as const;
export const PARTNER_PAYMENT = {
  trades: '/service/trade/payment/list',
  refunds: '/service/refund/list',
  settlements: '/service/settlement/list',
  tradeDetail: '/payment/trade/payment/detail',
  refundDetail: undefined,
  settlementDetail: '/service/settlement/detail',
} as const;
export const GROUP_PAYMENT = {
  trades: '/settlement/payment/list',
  refunds: '/settlement/refund/list',
  settlements: '/settlement/settlement/list',
  tradeDetail: '/settlement/payment/detail',
  refundDetail: '/settlement/refund/detail',
  settlementDetail: '/settlement/settlement/detail',
} as const;

export const MERCHANT_CODES = {
  trades: ['payment:merchant:trade:list'],
  refunds: ['payment:merchant:refund:list'],
  settlements: ['payment:merchant:settlement:list'],
  refund: 'payment:merchant:refund:create',
} as const;
export const PARTNER_CODES = {
  trades: ['payment:partner:trade:payment:list'],
  refunds: ['payment:partner:refund:list'],
  settlements: ['payment:partner:settlement:list'],
  refund: 'payment:partner:refund:create',
} as const;
export const GROUP_CODES = {
  trades: ['payment:group:trade:list'],
  refunds: ['payment:group:refund:list'],
  settlements: ['payment:group:settlement:list'],
  refund: undefined,
} as const;
