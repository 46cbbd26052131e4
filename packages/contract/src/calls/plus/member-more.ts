import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { analysisPeriodQuery, analysisPeriodReply, Count, Fen } from '../analysis/period.js';

/**
 * 会员续费, 会员权益, 会员兑换码, 会员库存 and 会员统计 (document 2 §2 "User", §7 "User and member"): the platform
 * operator's (product ALL). docs/decisions.md, "会员续费、权益、兑换码、库存与统计".
 */
const Day = (title: string) => Type.String({ format: 'date', title, description: 'YYYY-MM-DD（北京时间的一天）', examples: ['2026-12-31'] });
const Uuid = Type.String({ format: 'uuid', title: '套餐 UUID', examples: ['3f2b8c1e-1d2a-4c3b-9e8f-0a1b2c3d4e5f'] });
const Period = Type.Union([Type.Literal(1), Type.Literal(3), Type.Literal(6), Type.Literal(12)], { title: '周期（月）', description: '1、3、6 或 12 个月' });

// ---- 会员续费 ---------------------------------------------------------------------------------------------------------

export const MemberRenewalRecord = Type.Object({
  id: Type.Integer({ title: '续费 ID' }),
  renewal_no: Type.String({ title: '续费单号' }),
  member: Type.Integer({ title: '会员 ID' }),
  member_no: Type.String({ title: '会员号' }),
  user: Type.Integer({ title: '用户 ID' }),
  mobile: Type.String({ title: '手机号', description: '遮掩中间四位' }),
  nickname: Type.String({ title: '昵称' }),
  type_name: Type.String({ title: '会员类型' }),
  package_uuid: Type.String({ title: '套餐 UUID' }),
  package_name: Type.String({ title: '套餐' }),
  period: Type.Integer({ title: '续费周期（月）' }),
  amount: Type.Integer({ title: '实付（分）' }),
  previous_end: Type.String({ title: '续费前到期时间' }),
  new_end: Type.String({ title: '续费后到期时间' }),
  pay_time: Type.String({ title: '支付时间' }),
});

export const memberRenewalList = defineCall({
  method: 'GET',
  path: 'plus/member/renewal/list',
  summary: '会员续费记录（按支付时间，最新在前）',
  auth: 'token',
  permission: { anyOf: ['user:member:list'] },
  product: ['ALL'],
  query: Type.Object({
    ...pageQuery(20),
    keywords: Type.Optional(Text('会员号或续费单号', 30)),
    member_type: Type.Optional(Id('会员类型 ID')),
    member: Type.Optional(Id('会员 ID')),
    start_date: Type.Optional(Day('支付开始日期')),
    end_date: Type.Optional(Day('支付结束日期')),
  }),
  reply: ListOf(MemberRenewalRecord),
});

// ---- 会员权益 ---------------------------------------------------------------------------------------------------------

/** A grant's state: 1 可使用, 2 已用完, 3 已过期 (its period ended with some left). */
export const memberRightsStateNames: Record<number, string> = { 1: '可使用', 2: '已用完', 3: '已过期' };

export const MemberRightsRecord = Type.Object({
  id: Type.Integer({ title: '权益发放 ID' }),
  member: Type.Integer({ title: '会员 ID' }),
  member_no: Type.String({ title: '会员号' }),
  user: Type.Integer({ title: '用户 ID' }),
  mobile: Type.String({ title: '手机号', description: '遮掩中间四位' }),
  nickname: Type.String({ title: '昵称' }),
  type_name: Type.String({ title: '会员类型' }),
  package_name: Type.String({ title: '套餐' }),
  name: Type.String({ title: '权益' }),
  unit: Type.String({ title: '单位' }),
  quantity: Type.Integer({ title: '发放数量' }),
  used: Type.Integer({ title: '已使用' }),
  remaining: Type.Integer({ title: '剩余' }),
  period_start: Type.String({ title: '周期开始' }),
  period_end: Type.String({ title: '周期结束' }),
  state: Type.Integer({ title: '状态', description: '1 可使用，2 已用完，3 已过期' }),
  state_name: Type.String({ title: '状态名称' }),
  last_use_time: Type.Union([Type.String(), Type.Null()], { title: '最近使用时间' }),
});

export const memberRightsList = defineCall({
  method: 'GET',
  path: 'plus/member/rights/list',
  summary: '会员权益发放与使用',
  auth: 'token',
  permission: { anyOf: ['user:member:list'] },
  product: ['ALL'],
  query: Type.Object({
    ...pageQuery(20),
    keywords: Type.Optional(Text('会员号', 30)),
    member: Type.Optional(Id('会员 ID')),
    name: Type.Optional(Text('权益名称', 30)),
    state: Type.Optional(Type.Integer({ minimum: 1, maximum: 3, title: '状态', description: '1 可使用，2 已用完，3 已过期' })),
  }),
  reply: ListOf(MemberRightsRecord),
});

export const memberRightsRedeem = defineCall({
  method: 'POST',
  path: 'plus/member/rights/redeem',
  summary: '核销会员权益（在周期内、不超过剩余数量）',
  auth: 'token',
  permission: { anyOf: ['user:member:update'] },
  product: ['ALL'],
  body: Type.Object({
    id: Id('权益发放 ID'),
    quantity: Type.Integer({ minimum: 1, maximum: 1000, title: '核销数量' }),
    remark: Text('核销说明', 100, 2),
  }),
  reply: Type.Object({ id: Type.Integer(), used: Type.Integer(), remaining: Type.Integer() }),
});

// ---- 会员兑换码 -------------------------------------------------------------------------------------------------------

export const MemberCodeStatus = { unused: 1, used: 2, voided: 3 } as const;
/** 1 未使用 (已过期 once its last day passed), 2 已使用, 3 已作废. */
export const memberCodeStateNames: Record<number, string> = { 1: '未使用', 2: '已使用', 3: '已作废', 4: '已过期' };
export const MEMBER_CODE_BATCH_MAX = 500;

export const MemberCodeRecord = Type.Object({
  id: Type.Integer({ title: '兑换码 ID' }),
  code: Type.String({ title: '兑换码' }),
  batch_no: Type.String({ title: '批次号' }),
  type_name: Type.String({ title: '会员类型' }),
  package_uuid: Type.String({ title: '套餐 UUID' }),
  package_name: Type.String({ title: '套餐' }),
  period: Type.Integer({ title: '兑换周期（月）' }),
  expire_date: Type.String({ title: '兑换截止日' }),
  state: Type.Integer({ title: '状态', description: '1 未使用，2 已使用，3 已作废，4 已过期（未使用且过了截止日）' }),
  state_name: Type.String({ title: '状态名称' }),
  used_user: Type.Union([Type.Integer(), Type.Null()], { title: '使用用户 ID' }),
  used_mobile: Type.String({ title: '使用用户手机号', description: '遮掩中间四位' }),
  used_member_no: Type.String({ title: '开通的会员号' }),
  used_time: Type.Union([Type.String(), Type.Null()], { title: '使用时间' }),
  void_reason: Type.String({ title: '作废原因' }),
  operator: Type.String({ title: '生成人' }),
  create_time: Type.String({ title: '生成时间' }),
});

export const memberCodeList = defineCall({
  method: 'GET',
  path: 'plus/member/code/list',
  summary: '会员兑换码',
  auth: 'token',
  permission: { anyOf: ['user:member:list'] },
  product: ['ALL'],
  query: Type.Object({
    ...pageQuery(20),
    code: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9-]{4,20}$', title: '兑换码', description: '完整或开头部分', examples: ['K7QF'] })),
    batch_no: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{4,30}$', title: '批次号', examples: ['B20261101120000'] })),
    package_uuid: Type.Optional(Uuid),
    state: Type.Optional(Type.Integer({ minimum: 1, maximum: 4, title: '状态', description: '1 未使用，2 已使用，3 已作废，4 已过期' })),
  }),
  reply: ListOf(MemberCodeRecord),
});

export const memberCodeBatchCreate = defineCall({
  method: 'POST',
  path: 'plus/member/code/batch',
  summary: '批量生成会员兑换码（占用套餐库存）',
  auth: 'token',
  permission: { anyOf: ['user:member:update'] },
  product: ['ALL'],
  body: Type.Object({
    package_uuid: Uuid,
    period: Period,
    count: Type.Integer({ minimum: 1, maximum: MEMBER_CODE_BATCH_MAX, title: '生成数量', description: `1～${MEMBER_CODE_BATCH_MAX} 个` }),
    expire_date: Day('兑换截止日'),
  }),
  reply: Type.Object({ batch_no: Type.String(), count: Type.Integer() }),
});

export const memberCodeVoid = defineCall({
  method: 'POST',
  path: 'plus/member/code/void',
  summary: '作废未使用的会员兑换码（需填写原因，释放库存）',
  auth: 'token',
  permission: { anyOf: ['user:member:update'] },
  product: ['ALL'],
  body: Type.Object({
    ids: Type.Array(Id('兑换码 ID'), { minItems: 1, maxItems: 100, title: '兑换码', description: '一次最多 100 个' }),
    reason: Text('作废原因', 100, 2),
  }),
  reply: Type.Object({ count: Type.Integer() }),
});

// ---- 会员库存 ---------------------------------------------------------------------------------------------------------

/** The inventory's status: 0 未设置 (the package sells without limit), 1 启用, 2 停用. */
export const memberInventoryStatusNames: Record<number, string> = { 0: '未设置', 1: '启用', 2: '停用' };

export const MemberInventoryRecord = Type.Object({
  package_id: Type.Integer({ title: '套餐 ID' }),
  package_uuid: Type.String({ title: '套餐 UUID' }),
  package_name: Type.String({ title: '套餐' }),
  package_status: Type.Integer({ title: '套餐状态', description: '1 启用，2 停用' }),
  member_type: Type.Integer({ title: '会员类型 ID' }),
  type_name: Type.String({ title: '会员类型' }),
  periods: Type.Array(Type.Integer(), { title: '可售周期（月）', description: '套餐已定价的周期' }),
  id: Type.Union([Type.Integer(), Type.Null()], { title: '库存 ID', description: '未设置库存时为空' }),
  stock: Type.Union([Type.Integer(), Type.Null()], { title: '总库存' }),
  warn_threshold: Type.Union([Type.Integer(), Type.Null()], { title: '预警值' }),
  status: Type.Integer({ title: '库存状态', description: '0 未设置，1 启用，2 停用' }),
  status_name: Type.String({ title: '库存状态名称' }),
  sold: Count('已售（开通的会员）'),
  reserved: Count('已占用（未使用的兑换码）'),
  available: Type.Union([Type.Integer(), Type.Null()], { title: '可售', description: '总库存 − 已售 − 已占用；未设置时为空' }),
  low: Type.Boolean({ title: '库存预警', description: '启用且可售不高于预警值' }),
  update_time: Type.Union([Type.String(), Type.Null()], { title: '更新时间' }),
});

export const memberInventoryList = defineCall({
  method: 'GET',
  path: 'plus/member/type/inventory/list',
  summary: '会员套餐库存',
  auth: 'token',
  permission: { anyOf: ['user:member:type:list'] },
  product: ['ALL'],
  query: Type.Object({
    ...pageQuery(20),
    member_type: Type.Optional(Id('会员类型 ID')),
    name: Type.Optional(Text('套餐名称', 30)),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2, title: '库存状态', description: '0 未设置，1 启用，2 停用' })),
  }),
  reply: ListOf(MemberInventoryRecord),
});

const InventoryFields = {
  stock: Type.Integer({ minimum: 0, maximum: 1_000_000, title: '总库存' }),
  warn_threshold: Type.Integer({ minimum: 0, maximum: 1_000_000, title: '预警值', description: '可售不高于此数时提示；0 不提示' }),
};

export const memberInventoryCreate = defineCall({
  method: 'POST', path: 'plus/member/type/inventory', summary: '设置套餐库存', auth: 'token', permission: { anyOf: ['user:member:type:update'] }, product: ['ALL'],
  body: Type.Object({ package_uuid: Uuid, ...InventoryFields }), reply: Type.Object({ id: Type.Integer() }),
});

export const memberInventoryUpdate = defineCall({
  method: 'PUT', path: 'plus/member/type/inventory', summary: '修改套餐库存（不低于已售与已占用之和）', auth: 'token', permission: { anyOf: ['user:member:type:update'] }, product: ['ALL'],
  body: Type.Object({ id: Id('库存 ID'), ...InventoryFields }), reply: Type.Object({ id: Type.Integer() }),
});

const InventoryId = Type.Object({ id: Id('库存 ID') });
export const memberInventoryEnable = defineCall({
  method: 'PUT', path: 'plus/member/type/inventory/enable', summary: '启用库存限制', auth: 'token', permission: { anyOf: ['user:member:type:update'] }, product: ['ALL'],
  body: InventoryId, reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});
export const memberInventoryDisable = defineCall({
  method: 'PUT', path: 'plus/member/type/inventory/disable', summary: '停用库存限制（套餐不限量）', auth: 'token', permission: { anyOf: ['user:member:type:update'] }, product: ['ALL'],
  body: InventoryId, reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

// ---- 会员统计 ---------------------------------------------------------------------------------------------------------

const MemberFigures = {
  new_users: Count('新注册用户'),
  new_members: Count('新开通会员'),
  open_amount: Fen('开通收入'),
  renewals: Count('续费笔数'),
  renewal_amount: Fen('续费收入'),
};

export const memberAnalysisStatistics = defineCall({
  method: 'GET',
  path: 'plus/member/analysis/statistics',
  summary: '会员统计：用户与会员数、每日新增、续费与会员收入',
  auth: 'token',
  timeout: 20_000,
  permission: { anyOf: ['user:member:list'] },
  product: ['ALL'],
  query: Type.Object({ ...analysisPeriodQuery }),
  reply: Type.Object({
    ...analysisPeriodReply,
    now: Type.Object(
      { users: Count('用户总数'), blocked_users: Count('已封禁用户'), members: Count('会员总数'), active_members: Count('生效中的会员'), member_users: Count('有生效会员的用户') },
      { title: '此刻' },
    ),
    totals: Type.Object(MemberFigures),
    previous: Type.Object(MemberFigures, { title: '上一周期' }),
    points: Type.Array(Type.Object({ x: Type.String({ title: '小时或日期' }), ...MemberFigures })),
    types: Type.Array(
      Type.Object({ member_type: Type.Integer(), type_name: Type.String(), new_members: Count('新开通'), renewals: Count('续费'), amount: Fen('会员收入') }),
      { title: '会员类型（按会员收入）' },
    ),
  }),
});
