import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * 风险事件 (document 1 §7 "Payment": `payment/risk/event/list`, `types`, `GET payment/risk/event`, `POST
 * payment/risk/event/followup`; document 2 §2: 支付服务's risk events and audit): what the risk monitoring flagged on a
 * payment merchant's trades, and the provider's one review of it (核实无风险 or 确认风险 with the measure taken). Events
 * are written by the monitoring (here: the demo seed); a review is made once (1409 after).
 * docs/decisions.md, "Payment service: transfers, material, risk, channels".
 */
export const riskEventTypes = {
  large: '大额交易',
  frequent: '高频交易',
  cashout: '疑似套现',
  remote: '异地集中交易',
  night: '夜间交易异常',
  complaint: '用户投诉',
  chargeback: '拒付',
} as const;
export type RiskEventType = keyof typeof riskEventTypes;
export const riskEventTypeText = (code: string) => riskEventTypes[code as RiskEventType] ?? code;

export const riskLevels: Record<number, string> = { 1: '低', 2: '中', 3: '高' };

/** 0 待处理 → 1 无风险 (核实正常) | 2 已确认风险 (with a measure). Once only. */
export const RiskEventStatus = { pending: 0, normal: 1, confirmed: 2 } as const;
export const riskEventStatusNames: Record<number, string> = { 0: '待处理', 1: '无风险', 2: '已确认风险' };

/** What a confirmed risk is answered with (recorded; the channels carry it out). */
export const riskMeasures = {
  none: '仅记录',
  limit: '限制单笔额度',
  delay: '延迟结算',
  pause: '暂停收款',
} as const;
export type RiskMeasure = keyof typeof riskMeasures;
export const riskMeasureText = (code: string) => riskMeasures[code as RiskMeasure] ?? code;

export const riskEventReaders = ['payment:partner:risk:event:list'] as const;
export const RISK_EVENT_AUDIT = 'payment:partner:risk:event:audit';

const TypeField = Type.Union(Object.keys(riskEventTypes).map((t) => Type.Literal(t)), {
  title: '风险类型',
  description: Object.entries(riskEventTypes).map(([k, v]) => `${k} ${v}`).join('，'),
});

export const RiskEventRow = Type.Object({
  id: Type.Integer({ title: '事件 ID' }),
  event_no: Type.String({ title: '事件编号' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  type: Type.String({ title: '风险类型' }),
  level: Type.Integer({ title: '风险等级', description: '1 低，2 中，3 高' }),
  trade_no: Type.String({ title: '关联交易单号', description: '无关联交易为空' }),
  amount: Type.Integer({ title: '涉及金额（分）' }),
  description: Type.String({ title: '事件描述' }),
  occur_time: Type.String({ title: '发生时间' }),
  status: Type.Integer({ title: '处理状态', description: '0 待处理，1 无风险，2 已确认风险' }),
  measure: Type.String({ title: '处置措施', description: '确认风险时填写' }),
  opinion: Type.String({ title: '处理意见' }),
  auditor: Type.String({ title: '处理人' }),
  audit_time: Type.Union([Type.String(), Type.Null()], { title: '处理时间' }),
});

export const riskEventList = defineCall({
  method: 'GET',
  path: 'payment/risk/event/list',
  summary: '风险事件（发生时间倒序）',
  auth: 'token',
  permission: { anyOf: riskEventReaders },
  query: Type.Object({
    ...pageQuery(20),
    merchant: Type.Optional(Id('商户号')),
    type: Type.Optional(TypeField),
    level: Type.Optional(Type.Union([1, 2, 3].map((l) => Type.Literal(l)), { title: '风险等级', description: '1 低，2 中，3 高' })),
    status: Type.Optional(Type.Union([0, 1, 2].map((s) => Type.Literal(s)), { title: '处理状态', description: '0 待处理，1 无风险，2 已确认风险' })),
  }),
  reply: ListOf(RiskEventRow),
});

export const riskEventTypeList = defineCall({
  method: 'GET',
  path: 'payment/risk/event/types',
  summary: '风险事件类型及其待处理数',
  auth: 'token',
  permission: { anyOf: riskEventReaders },
  query: Type.Object({}),
  reply: Type.Object({
    row: Type.Array(Type.Object({ type: Type.String({ title: '类型编码' }), name: Type.String({ title: '类型名称' }), pending: Type.Integer({ title: '待处理数' }) })),
  }),
});

export const riskEventGet = defineCall({
  method: 'GET',
  path: 'payment/risk/event',
  summary: '风险事件详情',
  auth: 'token',
  permission: { anyOf: riskEventReaders },
  query: Type.Object({ id: Id('事件 ID') }),
  reply: RiskEventRow,
});

export const riskEventFollowup = defineCall({
  method: 'POST',
  path: 'payment/risk/event/followup',
  summary: '处理风险事件（核实无风险或确认风险并登记措施；只处理一次）',
  auth: 'token',
  permission: { anyOf: [RISK_EVENT_AUDIT] },
  body: Type.Object({
    id: Id('事件 ID'),
    status: Type.Union([Type.Literal(1), Type.Literal(2)], { title: '处理结论', description: '1 无风险，2 确认风险' }),
    measure: Type.Optional(Type.Union(Object.keys(riskMeasures).map((m) => Type.Literal(m)), { title: '处置措施', description: '确认风险时必填：' + Object.entries(riskMeasures).map(([k, v]) => `${k} ${v}`).join('，') })),
    opinion: Text('处理意见', 200, 2),
  }),
  reply: Type.Null(),
});
