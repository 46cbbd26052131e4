import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * 事件规则 and 事件发放记录 (document 1 §7 "Parking coupon": `event/rt/rule` list, create, update, delete, enable,
 * disable; `event/rt/item`; `event/list`; fields not shown, so ruled): a coupon merchant's rule that grants a coupon to
 * the plate of a parking event (入场, 缴费, 预约, 出场, 月卡办理) within a validity, per-plate daily and rule-wide total
 * limits; each event a rule met leaves a record (granted or not, and why). docs/decisions.md, "Coupon event rules and
 * event records".
 */
export const CouponEventType = { entry: 1, payment: 2, reservation: 3, exit: 4, monthly: 5 } as const;
export const couponEventTypes = {
  [CouponEventType.entry]: '车辆入场',
  [CouponEventType.payment]: '停车缴费',
  [CouponEventType.reservation]: '预约停车',
  [CouponEventType.exit]: '车辆出场',
  [CouponEventType.monthly]: '办理月卡',
} as const;
export const EventRuleStatus = { enabled: 1, disabled: 0 } as const;
export const eventRuleStatuses = { [EventRuleStatus.enabled]: '启用', [EventRuleStatus.disabled]: '停用' } as const;
export const EventRecordStatus = { granted: 1, skipped: -1 } as const;
export const eventRecordStatuses = { [EventRecordStatus.granted]: '已发放', [EventRecordStatus.skipped]: '未发放' } as const;

export const EVENT_RULE_MAX_GRANT_COUNT = 10;
export const EVENT_RULE_MAX_DAY_LIMIT = 1_000;
export const EVENT_RULE_MAX_TOTAL_LIMIT = 1_000_000;
export const EVENT_RULE_MAX_MIN_AMOUNT = 10_000_000;

const EventTypeField = Type.Union([1, 2, 3, 4, 5].map((v) => Type.Literal(v)), { title: '触发事件', description: '1 车辆入场，2 停车缴费，3 预约停车，4 车辆出场，5 办理月卡' });
const StatusField = Type.Union([Type.Literal(1), Type.Literal(0)], { title: '状态', description: '1 启用，0 停用' });
const DateField = (title: string) => Type.String({ format: 'date', title, description: 'YYYY-MM-DD（北京时间）', examples: ['2026-12-01'] });

const ruleFields = {
  name: Text('规则名称', 30, 2),
  event_type: EventTypeField,
  coupon: Id('发放的优惠券 ID'),
  grant_count: Type.Integer({ minimum: 1, maximum: EVENT_RULE_MAX_GRANT_COUNT, title: '每次发放张数', examples: [1] }),
  min_amount: Type.Integer({ minimum: 0, maximum: EVENT_RULE_MAX_MIN_AMOUNT, title: '最低缴费金额（分）', description: '仅停车缴费事件：实付不低于该金额才发放；0 不限', examples: [0] }),
  plate_day_limit: Type.Integer({ minimum: 0, maximum: EVENT_RULE_MAX_DAY_LIMIT, title: '每车每日发放上限', description: '同一车牌每天由本规则最多得到的张数；0 不限', examples: [1] }),
  total_limit: Type.Integer({ minimum: 0, maximum: EVENT_RULE_MAX_TOTAL_LIMIT, title: '累计发放上限', description: '本规则累计最多发放的张数；0 不限', examples: [1000] }),
  start_date: DateField('有效期开始日期'),
  end_date: DateField('有效期结束日期'),
  remark: Type.Optional(Text('备注', 200)),
};

export const EventRuleRecord = Type.Object({
  id: Type.Integer({ title: '规则 ID' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  name: Type.String({ title: '规则名称' }),
  event_type: Type.Integer({ title: '触发事件' }),
  coupon: Type.Integer({ title: '优惠券 ID' }),
  coupon_name: Type.String({ title: '优惠券' }),
  coupon_value_text: Type.String({ title: '优惠内容' }),
  coupon_status: Type.Integer({ title: '优惠券状态', description: '1 启用，0 已屏蔽' }),
  grant_count: Type.Integer({ title: '每次发放张数' }),
  min_amount: Type.Integer({ title: '最低缴费金额（分）' }),
  plate_day_limit: Type.Integer({ title: '每车每日发放上限', description: '0：不限' }),
  total_limit: Type.Integer({ title: '累计发放上限', description: '0：不限' }),
  granted: Type.Integer({ title: '已发放张数' }),
  start_date: Type.String({ title: '有效期开始日期' }),
  end_date: Type.String({ title: '有效期结束日期' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
  remark: Type.String({ title: '备注' }),
  operator: Type.String({ title: '设置人' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

export const eventRuleList = defineCall({
  method: 'GET',
  path: 'parking/mcoupon/event/rt/rule/list',
  summary: '事件规则列表',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:event:rule:list'] },
  query: Type.Object({
    ...pageQuery(20),
    keywords: Type.Optional(Text('规则名称', 30)),
    event_type: Type.Optional(EventTypeField),
    status: Type.Optional(StatusField),
  }),
  reply: ListOf(EventRuleRecord),
});

/** One rule with its counters (the spec's `event/rt/item`). */
export const eventRuleGet = defineCall({
  method: 'GET',
  path: 'parking/mcoupon/event/rt/item',
  summary: '事件规则详情',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:event:rule:list'] },
  query: Type.Object({ id: Id('规则 ID') }),
  reply: Type.Object({
    ...EventRuleRecord.properties,
    today_granted: Type.Integer({ title: '今日发放张数' }),
    event_count: Type.Integer({ title: '触发次数' }),
    skipped_count: Type.Integer({ title: '未发放次数' }),
  }),
});

export const eventRuleCreate = defineCall({
  method: 'POST',
  path: 'parking/mcoupon/event/rt/rule',
  summary: '新建事件规则',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:event:rule:create'] },
  body: Type.Object(ruleFields),
  reply: Type.Object({ id: Type.Integer() }),
});

export const eventRuleUpdate = defineCall({
  method: 'PUT',
  path: 'parking/mcoupon/event/rt/rule',
  summary: '修改事件规则',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:event:rule:update'] },
  body: Type.Object({ id: Id('规则 ID'), ...ruleFields }),
  reply: Type.Object({ id: Type.Integer() }),
});

export const eventRuleEnable = defineCall({
  method: 'PUT',
  path: 'parking/mcoupon/event/rt/rule/enable',
  summary: '启用事件规则',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:event:rule:update'] },
  body: Type.Object({ id: Id('规则 ID') }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

export const eventRuleDisable = defineCall({
  method: 'PUT',
  path: 'parking/mcoupon/event/rt/rule/disable',
  summary: '停用事件规则',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:event:rule:update'] },
  body: Type.Object({ id: Id('规则 ID') }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

/** Only a disabled rule is deleted; its records stay (they keep the rule's name). */
export const eventRuleDelete = defineCall({
  method: 'DELETE',
  path: 'parking/mcoupon/event/rt/rule',
  summary: '删除事件规则（须先停用）',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:event:rule:delete'] },
  query: Type.Object({ id: Id('规则 ID') }),
  reply: Type.Object({ id: Type.Integer() }),
});

export const EventRecordRecord = Type.Object({
  id: Type.Integer({ title: '记录 ID' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  rule: Type.Integer({ title: '规则 ID' }),
  rule_name: Type.String({ title: '规则名称' }),
  event_type: Type.Integer({ title: '触发事件' }),
  plate: Type.String({ title: '车牌号' }),
  source_no: Type.String({ title: '事件单号', description: '停车记录、订单或预约的编号' }),
  amount: Type.Union([Type.Integer(), Type.Null()], { title: '缴费金额（分）' }),
  coupon: Type.Integer({ title: '优惠券 ID' }),
  coupon_name: Type.String({ title: '优惠券' }),
  grant_count: Type.Integer({ title: '发放张数' }),
  status: Type.Integer({ title: '结果', description: '1 已发放，-1 未发放' }),
  reason: Type.String({ title: '未发放原因' }),
  create_time: Type.String({ title: '事件时间' }),
});

export const eventRecordList = defineCall({
  method: 'GET',
  path: 'parking/mcoupon/event/list',
  summary: '事件发放记录',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:event:list', 'parking:group:mcoupon:list'] },
  query: Type.Object({
    ...pageQuery(20),
    rule: Type.Optional(Id('规则 ID')),
    event_type: Type.Optional(EventTypeField),
    plate: Type.Optional(Text('车牌号', 12)),
    status: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(-1)], { title: '结果', description: '1 已发放，-1 未发放' })),
    start_date: Type.Optional(DateField('开始日期')),
    end_date: Type.Optional(DateField('结束日期')),
  }),
  reply: ListOf(EventRecordRecord),
});
