import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * 合作商户 of the 营销中心 (`/marketing-center/partner/customer/*`): the merchants in the operator's scope that its
 * activities serve, with what they got (grants, redeemed codes), the operator's 营销方案 for each (`bonus/partner/plan*`)
 * and the apps in which the merchant takes part in activities (`bonus/partner/app/acl*`). Reads `bonus:event:list`,
 * writes `bonus:event:update`, product 通用服务商. docs/decisions.md, "Marketing center: partner customers".
 */
const gate = { product: ['generic:partner:platform'] as const };
const READ = { anyOf: ['bonus:event:list'] } as const;
const WRITE = { anyOf: ['bonus:event:update'] } as const;

/** The kinds a 合作商户 can be (the operator's own merchant and the platform are never listed). */
export const bonusPartnerKinds: Record<string, string> = { merchant: '商户', group: '集团', partner: '服务商' };
/** 方案 state, computed from its dates (UTC+8), never stored. */
export const bonusPlanStates: Record<number, string> = { 0: '未开始', 1: '进行中', 2: '已结束' };

const DateField = (title: string) => Type.String({ format: 'date', title, description: 'YYYY-MM-DD（北京时间）' });
const Count = (title: string) => Type.Integer({ title });

export const BonusPartnerCustomerRow = Type.Object({
  id: Type.Integer({ title: '商户号' }),
  name: Type.String({ title: '商户名称' }),
  kind: Type.String({ title: '类型', description: 'merchant 商户，group 集团，partner 服务商' }),
  region_name: Type.String({ title: '所在地区' }),
  contact_name: Type.String({ title: '联系人' }),
  contact_mobile: Type.String({ title: '联系电话（列表脱敏）' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
  events: Count('参与活动数'),
  grants: Count('获得奖励数'),
  batches: Count('兑换码批次数（兑换过的）'),
  redeemed: Count('已兑换兑换码'),
  plans: Count('营销方案数'),
  apps: Count('已授权应用数（启用）'),
  last_grant_time: Type.Union([Type.String(), Type.Null()], { title: '最近获奖时间' }),
  create_time: Type.String({ title: '入驻时间' }),
});

export const bonusPartnerCustomerList = defineCall({
  method: 'GET', path: 'bonus/partner/customer/list', summary: '合作商户（范围内的商户及其营销数据）', auth: 'token', ...gate,
  permission: READ,
  query: Type.Object({
    ...pageQuery(20),
    keywords: Type.Optional(Text('商户名称或商户号', 50)),
    kind: Type.Optional(Type.Union([Type.Literal('merchant'), Type.Literal('group'), Type.Literal('partner')], { title: '类型' })),
    status: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(0)], { title: '状态', description: '1 启用，0 停用' })),
    region: Type.Optional(Type.String({ pattern: '^[0-9]{2}([0-9]{2}){0,2}$', title: '所在地区', description: '省（440000 或 44）、市（440300 或 4403）或区县代码' })),
    joined: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(0)], { title: '参与情况', description: '1 获得过奖励，0 从未获得' })),
  }),
  reply: ListOf(BonusPartnerCustomerRow),
});

export const BonusPartnerOverview = Type.Object({
  events: Count('参与活动数'),
  players: Count('参与次数'),
  refused: Count('未获奖次数'),
  grants: Count('获得奖励数'),
  grants_30d: Count('近 30 天获得奖励'),
  coupon_amount: Type.Integer({ title: '获得券面值合计（分）', description: '优惠券与代金券' }),
  points: Count('获得积分合计'),
  redeemed: Count('已兑换兑换码'),
  batches: Count('兑换码批次数'),
  own_events: Count('自办活动数'),
  plans: Count('营销方案数'),
  running_plans: Count('进行中的方案'),
  apps: Count('已授权应用数（启用）'),
  events_top: Type.Array(Type.Object({ event: Type.Integer(), event_name: Type.String(), grants: Count('获得奖励') }), { title: '获奖最多的活动（前 5）' }),
});

export const bonusPartnerCustomerDetail = defineCall({
  method: 'GET', path: 'bonus/partner/customer', summary: '合作商户详情（基本信息、产品、营销概览）', auth: 'token', ...gate,
  permission: READ,
  query: Type.Object({ id: Id('商户号') }),
  reply: Type.Composite([
    BonusPartnerCustomerRow,
    Type.Object({
      short_name: Type.String({ title: '商户简称' }),
      address: Type.String({ title: '详细地址' }),
      parent_name: Type.String({ title: '所属服务商或集团' }),
      products: Type.Array(Type.Object({ code: Type.String(), name: Type.String(), expire_time: Type.Union([Type.String(), Type.Null()]) }), { title: '已开通产品' }),
      overview: BonusPartnerOverview,
    }),
  ]),
});

export const bonusPartnerBatchList = defineCall({
  method: 'GET', path: 'bonus/partner/customer/batch', summary: '合作商户兑换过的兑换码批次', auth: 'token', ...gate,
  permission: READ,
  query: Type.Object({ ...pageQuery(20), customer: Id('商户号') }),
  reply: ListOf(
    Type.Object({
      id: Type.Integer({ title: '批次 ID' }),
      name: Type.String({ title: '批次名称' }),
      event: Type.Integer({ title: '活动 ID' }),
      event_name: Type.String({ title: '活动名称' }),
      value_name: Type.String({ title: '奖品名称' }),
      count: Count('批次兑换码数'),
      redeemed: Count('该商户兑换数'),
      last_redeem_time: Type.Union([Type.String(), Type.Null()], { title: '最近兑换时间' }),
      expire_date: Type.String({ title: '兑换截止日期' }),
    }),
  ),
});

// ---- 方案 ----

export const BonusPlanRecord = Type.Object({
  id: Type.Integer({ title: '方案 ID' }),
  customer: Type.Integer({ title: '商户号' }),
  name: Type.String({ title: '方案名称' }),
  event: Type.Integer({ title: '活动 ID' }),
  event_name: Type.String({ title: '活动名称' }),
  quota: Type.Integer({ title: '奖励名额' }),
  used: Type.Integer({ title: '已获得（方案期内该活动发给该商户的奖励）' }),
  start_date: Type.String({ title: '开始日期' }),
  end_date: Type.String({ title: '结束日期' }),
  state: Type.Integer({ title: '状态', description: '0 未开始，1 进行中，2 已结束（按日期）' }),
  remark: Type.String({ title: '说明' }),
  operator: Type.String({ title: '创建人' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

const planFields = {
  name: Text('方案名称', 30, 2),
  event: Id('活动 ID'),
  quota: Type.Integer({ minimum: 1, maximum: 100000, title: '奖励名额' }),
  start_date: DateField('开始日期'),
  end_date: DateField('结束日期'),
  remark: Type.Optional(Text('说明', 200)),
};

export const bonusPartnerPlanList = defineCall({
  method: 'GET', path: 'bonus/partner/plan/list', summary: '营销方案（某合作商户的）', auth: 'token', ...gate,
  permission: READ,
  query: Type.Object({ ...pageQuery(20), customer: Id('商户号') }),
  reply: ListOf(BonusPlanRecord),
});

export const bonusPartnerPlanGet = defineCall({
  method: 'GET', path: 'bonus/partner/plan', summary: '营销方案详情', auth: 'token', ...gate,
  permission: READ,
  query: Type.Object({ id: Id('方案 ID') }),
  reply: BonusPlanRecord,
});

export const bonusPartnerPlanCreate = defineCall({
  method: 'POST', path: 'bonus/partner/plan', summary: '新建营销方案', auth: 'token', ...gate,
  permission: WRITE,
  body: Type.Object({ customer: Id('商户号'), ...planFields }),
  reply: Type.Object({ id: Type.Integer() }),
});

export const bonusPartnerPlanUpdate = defineCall({
  method: 'PUT', path: 'bonus/partner/plan', summary: '编辑营销方案', auth: 'token', ...gate,
  permission: WRITE,
  body: Type.Object({ id: Id('方案 ID'), ...planFields }),
  reply: Type.Object({ id: Type.Integer() }),
});

export const bonusPartnerPlanDelete = defineCall({
  method: 'DELETE', path: 'bonus/partner/plan', summary: '删除营销方案', auth: 'token', ...gate,
  permission: WRITE,
  query: Type.Object({ id: Id('方案 ID') }),
  reply: Type.Object({ id: Type.Integer() }),
});

// ---- 应用 ----

export const BonusPartnerAppRecord = Type.Object({
  id: Type.Integer(),
  customer: Type.Integer({ title: '商户号' }),
  app_id: Type.String({ title: '应用 ID' }),
  app_name: Type.String({ title: '应用名称' }),
  domain: Type.String({ title: '域名' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
  remark: Type.String({ title: '备注' }),
  operator: Type.String({ title: '授权人' }),
  create_time: Type.String({ title: '授权时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

export const bonusPartnerAppList = defineCall({
  method: 'GET', path: 'bonus/partner/app/acl/list', summary: '合作商户参与活动的应用', auth: 'token', ...gate,
  permission: READ,
  query: Type.Object({ customer: Id('商户号') }),
  reply: Type.Object({
    row: Type.Array(BonusPartnerAppRecord),
    apps: Type.Array(Type.Object({ app_id: Type.String(), name: Type.String(), domain: Type.String() }), { title: '可授权的应用（启用的）' }),
  }),
});

export const bonusPartnerAppCreate = defineCall({
  method: 'POST', path: 'bonus/partner/app/acl', summary: '授权应用（商户可在该应用中参与活动）', auth: 'token', ...gate,
  permission: WRITE,
  body: Type.Object({ customer: Id('商户号'), app_id: Text('应用 ID', 64, 1), remark: Type.Optional(Text('备注', 200)) }),
  reply: Type.Object({ id: Type.Integer() }),
});

export const bonusPartnerAppStatus = defineCall({
  method: 'PUT', path: 'bonus/partner/app/acl/status', summary: '启用或停用应用授权', auth: 'token', ...gate,
  permission: WRITE,
  body: Type.Object({ id: Id('授权 ID'), status: Type.Union([Type.Literal(1), Type.Literal(0)], { title: '状态' }) }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});
