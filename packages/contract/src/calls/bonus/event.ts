import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * 营销活动 (bonus event, document 1 §7 "Bonus"): a merchant's activity with a period, rules and rewards (奖品). Type 1
 * 事件奖励 grants when a business event fires (`issuer`: a park or station application created or activated — the
 * shell's event trigger); type 2 兑换码 grants to whoever redeems one of its codes. docs/decisions.md, "Marketing center".
 */
export const BonusEventStatus = { draft: 0, running: 1, ended: 2, stopped: -1 } as const;
export const bonusEventStatuses: Record<number, string> = { 0: '草稿', 1: '进行中', 2: '已结束', [-1]: '已停用' };
export const bonusEventTypes: Record<number, string> = { 1: '事件奖励', 2: '兑换码' };
/** The business events of document 1 §7 that trigger a type-1 activity. */
export const bonusIssuers: Record<string, string> = {
  'park:apply:create': '提交停车场入驻申请',
  'park:apply:active': '停车场入驻开通',
  'station:apply:create': '提交充电站入驻申请',
  'station:apply:active': '充电站入驻开通',
};
export const bonusIssuerCodes = Object.keys(bonusIssuers) as [string, ...string[]];

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

export const BonusEventRecord = Type.Object({
  id: Type.Integer({ title: '活动 ID' }),
  merchant: Type.Integer({ title: '主办商户号' }),
  merchant_name: Type.String({ title: '主办商户' }),
  name: Type.String({ title: '活动名称' }),
  type: Type.Integer({ title: '活动类型', description: '1 事件奖励，2 兑换码' }),
  type_name: Type.String({ title: '活动类型名称' }),
  issuer: Nullable(Type.String({ title: '触发事件' })),
  issuer_name: Type.String({ title: '触发事件名称' }),
  start_time: Type.String({ title: '开始时间' }),
  end_time: Type.String({ title: '结束时间' }),
  player_limit: Type.Integer({ title: '每个商户可领次数' }),
  rules: Type.String({ title: '活动规则' }),
  status: Type.Integer({ title: '状态', description: '0 草稿，1 进行中，2 已结束（含进行中已过结束时间），-1 已停用' }),
  status_name: Type.String({ title: '状态名称' }),
  reward_count: Type.Integer({ title: '奖品数' }),
  stock_remaining: Type.Integer({ title: '剩余库存合计' }),
  granted: Type.Integer({ title: '已发放' }),
  creator: Type.String({ title: '创建人' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

const EventRef = Type.Object({ id: Id('活动 ID') });
const Time = (title: string) => Type.String({ format: 'date-time', title });

const eventFields = {
  name: Text('活动名称', 50, 2),
  start_time: Time('开始时间'),
  end_time: Time('结束时间'),
  player_limit: Type.Integer({ minimum: 1, maximum: 100, title: '每个商户可领次数', description: '1-100' }),
  rules: Type.Optional(Text('活动规则', 1000)),
};

export const bonusEventList = defineCall({
  method: 'GET',
  path: 'bonus/event/list',
  summary: '营销活动列表',
  auth: 'token',
  product: ['generic:partner:platform'],
  permission: { anyOf: ['bonus:event:list'] },
  query: Type.Object({
    ...pageQuery(20),
    keywords: Type.Optional(Text('活动名称', 50)),
    type: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, title: '活动类型' })),
    status: Type.Optional(Type.Integer({ minimum: -1, maximum: 2, title: '状态', description: '0 草稿，1 进行中，2 已结束，-1 已停用' })),
  }),
  reply: ListOf(BonusEventRecord),
});

export const bonusEventGet = defineCall({
  method: 'GET', path: 'bonus/event', summary: '营销活动详情', auth: 'token',
  product: ['generic:partner:platform'], permission: { anyOf: ['bonus:event:list'] }, query: EventRef, reply: BonusEventRecord,
});

export const bonusEventCreate = defineCall({
  method: 'POST', path: 'bonus/event', summary: '新建营销活动（草稿）', auth: 'token',
  product: ['generic:partner:platform'], permission: { anyOf: ['bonus:event:create'] },
  body: Type.Object({
    type: Type.Integer({ minimum: 1, maximum: 2, title: '活动类型', description: '1 事件奖励，2 兑换码' }),
    issuer: Type.Optional(Type.Union(bonusIssuerCodes.map((c) => Type.Literal(c)), { title: '触发事件', description: '事件奖励活动必填' })),
    ...eventFields,
  }),
  reply: Type.Object({ id: Type.Integer({ title: '活动 ID' }) }),
});

export const bonusEventUpdate = defineCall({
  method: 'PUT', path: 'bonus/event', summary: '编辑营销活动（已结束的不能编辑）', auth: 'token',
  product: ['generic:partner:platform'], permission: { anyOf: ['bonus:event:update'] },
  body: Type.Object({ id: Id('活动 ID'), ...eventFields }),
  reply: Type.Object({ id: Type.Integer() }),
});

/** 发布 (草稿 → 进行中), 停用 (进行中 → 已停用), 启用 (已停用 → 进行中), 结束 (进行中/已停用 → 已结束). */
export const bonusEventStatus = defineCall({
  method: 'PUT', path: 'bonus/event/status', summary: '发布、停用、启用或结束活动', auth: 'token',
  product: ['generic:partner:platform'], permission: { anyOf: ['bonus:event:update'] },
  body: Type.Object({ id: Id('活动 ID'), status: Type.Integer({ minimum: -1, maximum: 2, title: '目标状态', description: '1 进行中，2 已结束，-1 已停用' }) }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

/** 营销看板: the caller's activities and what they granted. */
export const bonusAnalysisStatistics = defineCall({
  method: 'GET', path: 'bonus/analysis/statistics', summary: '营销看板统计', auth: 'token',
  product: ['generic:partner:platform'], permission: { anyOf: ['bonus:event:list'] },
  reply: Type.Object({
    running: Type.Integer({ title: '进行中的活动' }),
    events: Type.Integer({ title: '活动总数' }),
    granted_today: Type.Integer({ title: '今日发放' }),
    granted_30_days: Type.Integer({ title: '近 30 天发放' }),
    players_30_days: Type.Integer({ title: '近 30 天参与商户' }),
    stock_remaining: Type.Integer({ title: '剩余库存' }),
    pending_audit: Type.Integer({ title: '待审核奖品' }),
    days: Type.Array(Type.Object({ day: Type.String(), granted: Type.Integer() }), { title: '近 30 天每日发放' }),
  }),
});
