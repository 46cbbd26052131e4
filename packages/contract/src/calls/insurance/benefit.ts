import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * 保险权益 (/insurance/benefit/list and detail, document 2 §2 "Other"): the insurance benefits merchants' users received
 * with their parking or charging orders, to look at. The spec names no call: `insurance/benefit/list` and
 * `insurance/benefit` are ours. docs/decisions.md, "Insurance benefits (保险权益)".
 */
export const insuranceBenefitTypeNames: Record<number, string> = { 1: '驾乘意外险', 2: '车辆停放损失险', 3: '充电安全责任险', 4: '延误补偿险' };
/** What a benefit is today: stored 已理赔 / 已退保, else by its period. */
export const insuranceBenefitStates = { pending: '待生效', active: '保障中', expired: '已到期', claimed: '已理赔', cancelled: '已退保' } as const;
export type InsuranceBenefitState = keyof typeof insuranceBenefitStates;
const StateField = Type.Union(
  (Object.keys(insuranceBenefitStates) as InsuranceBenefitState[]).map((s) => Type.Literal(s)),
  { title: '权益状态', description: Object.entries(insuranceBenefitStates).map(([k, v]) => `${k} ${v}`).join('，') },
);

const BenefitBase = {
  benefit_no: Type.String({ title: '权益编号' }),
  type: Type.Integer({ title: '险种' }),
  product_name: Type.String({ title: '保险产品' }),
  insurer: Type.String({ title: '承保公司' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '发放商户' }),
  holder_name: Type.String({ title: '被保险人' }),
  holder_mobile: Type.String({ title: '手机号', description: '列表与详情均脱敏' }),
  plate: Type.String({ title: '车牌号' }),
  coverage: Type.Integer({ title: '保额（分）' }),
  premium: Type.Integer({ title: '保费（分）' }),
  start_time: Type.String({ title: '保障开始' }),
  end_time: Type.String({ title: '保障结束' }),
  state: Type.String({ title: '权益状态' }),
  create_time: Type.String({ title: '发放时间' }),
};
export const InsuranceBenefitRow = Type.Object(BenefitBase);
export const InsuranceBenefitDetail = Type.Object({
  ...BenefitBase,
  policy_no: Type.String({ title: '保单号' }),
  trade_no: Type.String({ title: '关联订单' }),
  claim_amount: Type.Integer({ title: '理赔金额（分）' }),
  claim_time: Type.String({ title: '理赔时间', description: '未理赔时为空' }),
  claim_remark: Type.String({ title: '理赔说明' }),
});

const BenefitNo = Type.String({ pattern: '^IB[0-9]{10,20}$', title: '权益编号', examples: ['IB202611010001'] });

export const insuranceBenefitList = defineCall({
  method: 'GET',
  path: 'insurance/benefit/list',
  summary: '保险权益列表（新发放的在前）',
  auth: 'token',
  permission: { anyOf: ['insurance:benefit:list'] },
  query: Type.Object({
    ...pageQuery(20),
    merchant: Type.Optional(Id('商户号')),
    type: Type.Optional(Type.Integer({ minimum: 1, maximum: 4, title: '险种' })),
    state: Type.Optional(StateField),
    keywords: Type.Optional(Text('权益编号、保单号或车牌号', 40)),
    start_date: Type.Optional(Type.String({ format: 'date', title: '发放开始日期' })),
    end_date: Type.Optional(Type.String({ format: 'date', title: '发放结束日期' })),
  }),
  reply: ListOf(InsuranceBenefitRow),
});

export const insuranceBenefitGet = defineCall({
  method: 'GET',
  path: 'insurance/benefit',
  summary: '保险权益详情',
  auth: 'token',
  permission: { anyOf: ['insurance:benefit:list'] },
  query: Type.Object({ benefit_no: BenefitNo }),
  reply: InsuranceBenefitDetail,
});
