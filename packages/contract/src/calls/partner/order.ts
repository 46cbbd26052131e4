import { Type } from '@sinclair/typebox';
import { defineCall, Id } from '../../call.js';
import { pageQuery, PagingHeader } from '../../envelope.js';
import { BusinessField } from '../payment/trade.js';
import { PARTNER_PRODUCTS } from './customer.js';

/**
 * 日订单 / 月订单 (/partner/order/daily, /monthly): the partner's customers' payment trades summed per customer and UTC+8
 * day or month (paid ones: 支付成功 and those refunded since, by their success time). docs/decisions.md, "Partner
 * platform (合作伙伴)".
 */
export const PARTNER_ORDER_DAYS_DEFAULT = 30;
export const PARTNER_ORDER_DAYS_MAX = 92;
export const PARTNER_ORDER_MONTHS_DEFAULT = 6;
export const PARTNER_ORDER_MONTHS_MAX = 24;

const Money = (title: string) => Type.Integer({ title });
const Sums = {
  count: Type.Integer({ title: '交易笔数' }),
  amount: Money('交易金额（分）'),
  fee: Money('手续费（分）'),
  refunded: Money('退款金额（分）'),
  net: Money('净收入（分）'),
};

export const PartnerOrderRow = Type.Object({
  key: Type.String({ title: '行键（周期-商户号）' }),
  period: Type.String({ title: '日期 YYYY-MM-DD 或月份 YYYY-MM' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  ...Sums,
});

const OrderReply = Type.Object({ row: Type.Array(PartnerOrderRow), paging_header: PagingHeader, summary: Type.Object(Sums, { title: '合计（全部筛选结果）' }) });

const common = {
  merchant: Type.Optional(Id('客户商户号')),
  business: Type.Optional(BusinessField),
  partner: Type.Optional(Id('服务商商户号（平台可选）')),
};

export const partnerOrderDaily = defineCall({
  method: 'GET',
  path: 'partner/order/daily',
  summary: `日订单（客户每天的交易汇总；默认近 ${PARTNER_ORDER_DAYS_DEFAULT} 天，最多 ${PARTNER_ORDER_DAYS_MAX} 天）`,
  auth: 'token',
  product: PARTNER_PRODUCTS,
  permission: { anyOf: ['partner:order:list'] },
  query: Type.Object({
    ...pageQuery(20),
    ...common,
    start_date: Type.Optional(Type.String({ format: 'date', title: '开始日期' })),
    end_date: Type.Optional(Type.String({ format: 'date', title: '结束日期' })),
  }),
  reply: OrderReply,
});

const Month = (title: string) => Type.Optional(Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', title, description: 'YYYY-MM' }));

export const partnerOrderMonthly = defineCall({
  method: 'GET',
  path: 'partner/order/monthly',
  summary: `月订单（客户每月的交易汇总；默认近 ${PARTNER_ORDER_MONTHS_DEFAULT} 个月，最多 ${PARTNER_ORDER_MONTHS_MAX} 个月）`,
  auth: 'token',
  product: PARTNER_PRODUCTS,
  permission: { anyOf: ['partner:order:list'] },
  query: Type.Object({ ...pageQuery(20), ...common, start_month: Month('开始月份'), end_month: Month('结束月份') }),
  reply: OrderReply,
});
