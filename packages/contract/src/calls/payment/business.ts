/**
 * Business codes (业务类型) of payments, document 1 §3 "Display enumerations": what a trade paid for. Profit-sharing
 * rules name the businesses they split; trade lists filter by them.
 */
export const paymentBusinesses = {
  'car:parking:cashier': '停车缴费',
  'car:parking:recharge': '停车充值',
  'car:parking:autopay': '无感支付',
  'car:parking:reserve': '车位预约',
  'general:payment:api': '通用支付',
  'car:energy:cashier': '充电缴费',
  'car:energy:parking': '充电停车费',
  'payment:settlement:fee': '结算手续费',
} as const;
export type PaymentBusiness = keyof typeof paymentBusinesses;
export const paymentBusinessCodes = Object.keys(paymentBusinesses) as PaymentBusiness[];
