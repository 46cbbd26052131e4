import { Type } from '@sinclair/typebox';
import { defineCall, Id, Nothing, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * 支付商户 (the payment service provider's sub-merchants): the payment profile of a merchant below the provider — the
 * merchant itself lives in `merchant`; this is how it takes payments (short name, industry, fee rate, settlement cycle,
 * whether payments are on). `GET payment/merchant/summary` and `PUT payment/merchant` are calls.tsv's; the list, the
 * create (开通) are ruled. docs/decisions.md, "Payment service provider: merchants, routing, rank and lookup".
 */
export const PaymentMerchantStatus = { enabled: 1, disabled: 0 } as const;
export const paymentMerchantStatusNames: Record<number, string> = { 1: '启用', 0: '停用' };

/** Industries a payment merchant is filed under (the channels' MCC groups, simplified). */
export const paymentIndustries = {
  parking: '停车服务',
  charging: '充电服务',
  retail: '零售',
  catering: '餐饮',
  life: '生活服务',
  other: '其他',
} as const;
export type PaymentIndustry = keyof typeof paymentIndustries;
export const paymentIndustryText = (code: string) => paymentIndustries[code as PaymentIndustry] ?? code;

/** Settlement cycles: T+1 (working days), D+1 (calendar days), D+0 (same day). */
export const settleCycles = { T1: 'T+1', D1: 'D+1', D0: 'D+0' } as const;
export type SettleCycle = keyof typeof settleCycles;
export const settleCycleText = (code: string) => settleCycles[code as SettleCycle] ?? code;

/** Fee rates are in basis points of 万分之一 of the amount: 38 = 0.38 %. At most 300 (3 %). */
export const PAYMENT_FEE_RATE_MAX = 300;
export const formatFeeRate = (rate: number) => `${Number((rate / 100).toFixed(2))}%`;

export const paymentMerchantReaders = ['payment:partner:merchant:list'] as const;

const literals = (values: string[], title: string, names: Record<string, string>) =>
  Type.Union(values.map((v) => Type.Literal(v)), { title, description: values.map((v) => `${v} ${names[v]}`).join('，') });

const profileFields = {
  short_name: Text('商户简称', 20, 2),
  industry: literals(Object.keys(paymentIndustries), '行业类目', paymentIndustries),
  fee_rate: Type.Integer({ minimum: 0, maximum: PAYMENT_FEE_RATE_MAX, title: '费率（万分比）', description: '38 = 0.38%，最高 300 = 3%', examples: [38] }),
  settle_cycle: literals(Object.keys(settleCycles), '结算周期', settleCycles),
  contact_name: Text('联系人', 20, 2),
  contact_telephone: Type.String({ format: 'mobile', title: '联系电话', description: '11 位手机号', examples: ['13800138000'] }),
  service_phone: Type.String({ pattern: '^[0-9-]{5,20}$', title: '客服电话', description: '5-20 位数字或 -', examples: ['0755-83210101'] }),
  remark: Type.Optional(Text('备注', 200)),
};

export const PaymentMerchantRow = Type.Object({
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  partner: Type.Integer({ title: '服务商商户号' }),
  partner_name: Type.String({ title: '服务商' }),
  short_name: Type.String({ title: '商户简称' }),
  industry: Type.String({ title: '行业类目' }),
  fee_rate: Type.Integer({ title: '费率（万分比）' }),
  settle_cycle: Type.String({ title: '结算周期' }),
  contact_name: Type.String({ title: '联系人' }),
  contact_telephone: Type.String({ title: '联系电话' }),
  service_phone: Type.String({ title: '客服电话' }),
  remark: Type.String({ title: '备注' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
  channel_count: Type.Integer({ title: '已开通通道数', description: '进件已开通的支付通道' }),
  route_count: Type.Integer({ title: '支付路由数', description: '启用的支付路由' }),
  create_time: Type.String({ title: '开通时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

export const paymentMerchantList = defineCall({
  method: 'GET',
  path: 'payment/merchant/list',
  summary: '支付商户（服务商名下开通支付的商户；开通时间倒序）',
  auth: 'token',
  permission: { anyOf: paymentMerchantReaders },
  query: Type.Object({
    ...pageQuery(20),
    keywords: Type.Optional(Text('商户名称、简称或商户号', 50)),
    industry: Type.Optional(literals(Object.keys(paymentIndustries), '行业类目', paymentIndustries)),
    status: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(0)], { title: '状态' })),
  }),
  reply: ListOf(PaymentMerchantRow),
});

export const paymentMerchantSummary = defineCall({
  method: 'GET',
  path: 'payment/merchant/summary',
  summary: '支付商户概况：支付资料、已开通通道、近 30 天交易',
  auth: 'token',
  permission: { anyOf: paymentMerchantReaders },
  query: Type.Object({ merchant: Id('商户号') }),
  reply: Type.Object({
    ...PaymentMerchantRow.properties,
    channels: Type.Array(Type.Object({ channel: Type.String({ title: '通道编码（交易渠道）' }), name: Type.String({ title: '通道名称' }), apply_no: Type.String({ title: '进件单号' }) }), { title: '已开通的支付通道' }),
    trade: Type.Object({
      start_date: Type.String({ title: '开始日期' }),
      end_date: Type.String({ title: '结束日期' }),
      count: Type.Integer({ title: '成功笔数' }),
      amount: Type.Integer({ title: '交易金额（分）' }),
      fee: Type.Integer({ title: '手续费（分）' }),
      refunded: Type.Integer({ title: '退款金额（分）' }),
    }, { title: '近 30 天交易（支付成功与已退款）' }),
  }),
});

export const paymentMerchantCreate = defineCall({
  method: 'POST',
  path: 'payment/merchant',
  summary: '开通支付商户（为名下商户建立支付资料，并开通支付商户平台）',
  auth: 'token',
  permission: { anyOf: ['payment:partner:merchant:create'] },
  body: Type.Object({ merchant: Id('商户号'), ...profileFields }),
  reply: Type.Object({ merchant: Type.Integer({ title: '商户号' }) }),
});

export const paymentMerchantUpdate = defineCall({
  method: 'PUT',
  path: 'payment/merchant',
  summary: '编辑支付商户资料（含启用、停用收款）',
  auth: 'token',
  permission: { anyOf: ['payment:partner:merchant:update'] },
  body: Type.Object({ merchant: Id('商户号'), ...profileFields, status: Type.Union([Type.Literal(1), Type.Literal(0)], { title: '状态', description: '1 启用，0 停用' }) }),
  reply: Nothing,
});
