import { Type } from '@sinclair/typebox';
import { defineCall, Id } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { ShardingRecordRow } from '../payment/capital.js';
import { BusinessField } from '../payment/trade.js';
import { PARTNER_PRODUCTS } from './customer.js';

/**
 * 合作伙伴 › 分润 (/partner/profit/*, document 2 §2 "Partner": profit policy, strategy, trading merchants; profit income
 * and expense bills with detail and serials). Nothing new is stored: a partner's 分润政策 is the 分账规则 a customer of
 * its pays it by (`payment_sharding_rt` with the partner among the receivers, set on 商户详情 › 分账 or the shell's
 * 分润设置), and its bills are the 分账记录 the settlements wrote (`payment_sharding_record`). docs/decisions.md,
 * "Partner profit (合作伙伴 › 分润)".
 */
export const PARTNER_PROFIT_DAYS_DEFAULT = 30;
export const PARTNER_PROFIT_DAYS_MAX = 92;

/** A bill's direction: 1 收入 (shares the partner's customers paid it), 2 支出 (shares the partner's own merchant paid out). */
export const ProfitBillType = { income: 1, expense: 2 } as const;
export const profitBillTypes = { 1: '收入', 2: '支出' } as const;

/** A bill's number: `PI` (收入) or `PE` (支出), the settle day YYYYMMDD and the partner's number. */
export const PROFIT_BILL_NO = '^P[IE][0-9]{8}[1-9][0-9]{0,14}$';
export const profitBillNo = (type: number, day: string, partner: number) => `P${type === ProfitBillType.income ? 'I' : 'E'}${day.replaceAll('-', '')}${partner}`;
export function parseProfitBillNo(no: string) {
  const m = /^P([IE])(\d{4})(\d{2})(\d{2})(\d+)$/.exec(no);
  if (!m) return null;
  return { type: m[1] === 'I' ? ProfitBillType.income : ProfitBillType.expense, day: `${m[2]}-${m[3]}-${m[4]}`, partner: Number(m[5]) };
}

const gate = (summary: string) => ({ summary, auth: 'token' as const, product: PARTNER_PRODUCTS, permission: { anyOf: ['partner:profit:list'] as const } });
const partnerFilter = { partner: Type.Optional(Id('服务商商户号（平台可选）')) };
const days = {
  start_date: Type.Optional(Type.String({ format: 'date', title: '开始日期' })),
  end_date: Type.Optional(Type.String({ format: 'date', title: '结束日期', description: `不填：近 ${PARTNER_PROFIT_DAYS_DEFAULT} 天；最长 ${PARTNER_PROFIT_DAYS_MAX} 天` })),
};
const Keywords = Type.Optional(Type.String({ maxLength: 50, title: '客户名称或商户号' }));

const Shares = {
  trade_count: Type.Integer({ title: '分润交易笔数' }),
  trade_amount: Type.Integer({ title: '交易金额（分）' }),
  amount: Type.Integer({ title: '分润金额（分）', description: '全部状态之和' }),
  done: Type.Integer({ title: '已分账（分）' }),
  pending: Type.Integer({ title: '待分账（分）' }),
  failed: Type.Integer({ title: '分账失败（分）' }),
  returned: Type.Integer({ title: '已退回（分）' }),
};

export const ProfitPolicyRow = Type.Object({
  id: Type.Integer({ title: '规则 ID' }),
  merchant: Type.Integer({ title: '客户商户号' }),
  merchant_name: Type.String({ title: '客户名称' }),
  partner: Type.Integer({ title: '服务商商户号' }),
  partner_name: Type.String({ title: '服务商' }),
  name: Type.String({ title: '政策名称（分账规则名称）' }),
  business: Type.Array(Type.String(), { title: '适用业务（空：全部业务）' }),
  ratio: Type.Integer({ title: '服务商分润比例（万分比）' }),
  total_ratio: Type.Integer({ title: '分出合计（万分比）' }),
  receivers: Type.Integer({ title: '接收方个数' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
  trade_count: Type.Integer({ title: `近 ${PARTNER_PROFIT_DAYS_DEFAULT} 天分润笔数` }),
  amount: Type.Integer({ title: `近 ${PARTNER_PROFIT_DAYS_DEFAULT} 天分润金额（分）` }),
  update_time: Type.String({ title: '更新时间' }),
});

export const partnerProfitPolicyList = defineCall({
  method: 'GET',
  path: 'partner/profit/policy/list',
  ...gate('分润政策（客户付给服务商的分账规则）'),
  query: Type.Object({
    ...pageQuery(20),
    ...partnerFilter,
    keywords: Keywords,
    business: Type.Optional(BusinessField),
    status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { title: '状态', description: '1 启用，0 停用' })),
  }),
  reply: ListOf(ProfitPolicyRow),
});

export const ProfitStrategyRow = Type.Object({
  business: Type.String({ title: '业务类型（* 全部业务）' }),
  rules: Type.Integer({ title: '启用的政策数' }),
  merchants: Type.Integer({ title: '客户数' }),
  min_ratio: Type.Integer({ title: '最低比例（万分比）' }),
  max_ratio: Type.Integer({ title: '最高比例（万分比）' }),
  trade_count: Type.Integer({ title: '区间分润笔数' }),
  trade_amount: Type.Integer({ title: '区间交易金额（分）' }),
  amount: Type.Integer({ title: '区间分润金额（分）' }),
});

export const partnerProfitStrategy = defineCall({
  method: 'GET',
  path: 'partner/profit/strategy',
  ...gate('分润策略（按业务汇总启用的政策与区间分润）'),
  query: Type.Object({ ...pageQuery(20), ...partnerFilter, ...days }),
  reply: Type.Object({ ...ListOf(ProfitStrategyRow).properties, start_date: Type.String({ title: '区间开始' }), end_date: Type.String({ title: '区间结束' }) }),
});

export const ProfitMerchantRow = Type.Object({
  merchant: Type.Integer({ title: '客户商户号' }),
  merchant_name: Type.String({ title: '客户名称' }),
  partner: Type.Integer({ title: '服务商商户号' }),
  partner_name: Type.String({ title: '服务商' }),
  policies: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), ratio: Type.Integer(), status: Type.Integer() }), { title: '分润政策' }),
  ...Shares,
});

export const partnerProfitMerchantList = defineCall({
  method: 'GET',
  path: 'partner/profit/merchant/list',
  ...gate('交易商户（有分润政策的客户及其区间分润）'),
  query: Type.Object({
    ...pageQuery(20),
    ...partnerFilter,
    ...days,
    keywords: Keywords,
    policy: Type.Optional(Id('分润政策（规则 ID）')),
  }),
  reply: Type.Object({ ...ListOf(ProfitMerchantRow).properties, summary: Type.Object(Shares, { title: '合计（全部筛选结果）' }) }),
});

export const ProfitBillRow = Type.Object({
  bill_no: Type.String({ title: '账单号' }),
  type: Type.Integer({ title: '收支类型', description: '1 收入，2 支出' }),
  bill_date: Type.String({ title: '账单日（结算日期）' }),
  partner: Type.Integer({ title: '服务商商户号' }),
  partner_name: Type.String({ title: '服务商' }),
  merchants: Type.Integer({ title: '涉及商户数' }),
  ...Shares,
});

const BillTypeField = Type.Union([Type.Literal(1), Type.Literal(2)], { title: '收支类型', description: '1 收入，2 支出' });

export const partnerProfitBillList = defineCall({
  method: 'GET',
  path: 'partner/profit/bill/list',
  ...gate('分润收支账单（每个服务商每个结算日一张收入账单、一张支出账单）'),
  query: Type.Object({ ...pageQuery(20), ...partnerFilter, ...days, type: Type.Optional(BillTypeField) }),
  reply: Type.Object({ ...ListOf(ProfitBillRow).properties, summary: Type.Object({ income: Type.Integer({ title: '收入合计（分）' }), expense: Type.Integer({ title: '支出合计（分）' }) }) }),
});

const BillNo = Type.String({ pattern: PROFIT_BILL_NO, title: '账单号', examples: ['PI20261101100100'] });

export const ProfitBillLine = Type.Object({
  key: Type.String({ title: '行键' }),
  merchant: Type.Integer({ title: '分账方商户号' }),
  merchant_name: Type.String({ title: '分账方' }),
  receiver: Type.Integer({ title: '接收方商户号' }),
  receiver_name: Type.String({ title: '接收方' }),
  business: Type.String({ title: '业务类型' }),
  rule_name: Type.String({ title: '分账规则' }),
  ratio: Type.Integer({ title: '比例（万分比）' }),
  ...Shares,
});

export const partnerProfitBill = defineCall({
  method: 'GET',
  path: 'partner/profit/bill',
  ...gate('分润账单详情（按商户、业务与规则的明细）'),
  query: Type.Object({ bill_no: BillNo }),
  reply: Type.Object({ ...ProfitBillRow.properties, lines: Type.Array(ProfitBillLine) }),
});

export const partnerProfitBillSerial = defineCall({
  method: 'GET',
  path: 'partner/profit/bill/serial',
  ...gate('分润账单流水（账单的分账记录）'),
  query: Type.Object({
    ...pageQuery(20),
    bill_no: BillNo,
    state: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(-1), Type.Literal(-2)], { title: '分账状态', description: '0 待分账，1 已分账，-1 分账失败，-2 已退回' })),
  }),
  reply: Type.Object({ ...ListOf(ShardingRecordRow).properties, bill: ProfitBillRow }),
});
