/** 支付通道 and 结算通道 with their details (document 2 §2 "Payment service"; the lists' paths are the layout's fallbacks). */
export const CHANNEL_PATHS = {
  payment: '/service/channel/payment',
  paymentDetail: '/service/channel/payment/detail',
  settle: '/service/channel/settle',
  settleDetail: '/service/channel/settle/detail',
} as const;
export const CHANNEL_READ = ['payment:partner:channel:list'];
