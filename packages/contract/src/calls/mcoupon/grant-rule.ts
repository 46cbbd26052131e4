import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * 发放规则 (`parking/mcoupon/grant/rule`, document 1 §7 "grant rule CRUD and list"): a coupon merchant's limits on how
 * many coupons one plate may receive — per day (UTC+8) and in total — for one coupon or for all of its coupons. Every
 * grant checks the enabled rules that apply to its coupon. docs/decisions.md, "Coupon grant rules, batch purchase and
 * the group's coupons".
 */
export const GrantRuleStatus = { enabled: 1, disabled: 0 } as const;
export const grantRuleStatuses = { [GrantRuleStatus.enabled]: '启用', [GrantRuleStatus.disabled]: '停用' } as const;
export const GRANT_RULE_MAX_DAY_LIMIT = 1_000;
export const GRANT_RULE_MAX_TOTAL_LIMIT = 100_000;

const StatusField = Type.Union([Type.Literal(1), Type.Literal(0)], { title: '状态', description: '1 启用，0 停用' });

const ruleFields = {
  name: Text('规则名称', 30, 2),
  coupon: Type.Optional(Id('适用优惠券 ID（不填：本商户的全部优惠券）')),
  plate_day_limit: Type.Integer({ minimum: 0, maximum: GRANT_RULE_MAX_DAY_LIMIT, title: '每车每日上限', description: '同一车牌每天最多领取的张数；0：不限', examples: [1] }),
  plate_total_limit: Type.Integer({ minimum: 0, maximum: GRANT_RULE_MAX_TOTAL_LIMIT, title: '每车累计上限', description: '同一车牌累计最多领取的张数；0：不限', examples: [10] }),
  status: StatusField,
  remark: Type.Optional(Text('备注', 200)),
};

export const GrantRuleRecord = Type.Object({
  id: Type.Integer({ title: '规则 ID' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  name: Type.String({ title: '规则名称' }),
  coupon: Type.Union([Type.Integer(), Type.Null()], { title: '适用优惠券 ID', description: '空：全部优惠券' }),
  coupon_name: Type.Union([Type.String(), Type.Null()], { title: '适用优惠券' }),
  plate_day_limit: Type.Integer({ title: '每车每日上限', description: '0：不限' }),
  plate_total_limit: Type.Integer({ title: '每车累计上限', description: '0：不限' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
  remark: Type.String({ title: '备注' }),
  operator: Type.String({ title: '设置人' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

export const grantRuleList = defineCall({
  method: 'GET',
  path: 'parking/mcoupon/grant/rule/list',
  summary: '发放规则列表',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:grant:rule:list'] },
  query: Type.Object({ ...pageQuery(20), keywords: Type.Optional(Text('规则名称', 30)), coupon: Type.Optional(Id('优惠券 ID')), status: Type.Optional(StatusField) }),
  reply: ListOf(GrantRuleRecord),
});

export const grantRuleGet = defineCall({
  method: 'GET',
  path: 'parking/mcoupon/grant/rule',
  summary: '发放规则详情',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:grant:rule:list'] },
  query: Type.Object({ id: Id('规则 ID') }),
  reply: GrantRuleRecord,
});

export const grantRuleCreate = defineCall({
  method: 'POST',
  path: 'parking/mcoupon/grant/rule',
  summary: '新建发放规则',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:grant:rule:create'] },
  body: Type.Object(ruleFields),
  reply: Type.Object({ id: Type.Integer() }),
});

export const grantRuleUpdate = defineCall({
  method: 'PUT',
  path: 'parking/mcoupon/grant/rule',
  summary: '修改发放规则（含启用、停用）',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:grant:rule:update'] },
  body: Type.Object({ id: Id('规则 ID'), ...ruleFields }),
  reply: Type.Object({ id: Type.Integer() }),
});

export const grantRuleDelete = defineCall({
  method: 'DELETE',
  path: 'parking/mcoupon/grant/rule',
  summary: '删除发放规则',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:grant:rule:delete'] },
  query: Type.Object({ id: Id('规则 ID') }),
  reply: Type.Object({ id: Type.Integer() }),
});
