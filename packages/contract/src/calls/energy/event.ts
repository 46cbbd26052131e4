import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text, Timestamp } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { energyAnyOf } from '../../permissions/energy.js';
import { literals } from './replenish.js';
import { StationCode } from './station.js';

/**
 * 活动 of a station (document 2 §7 "Energy": `energy/event` GET, PUT, POST, list, POST status; `energy/event/user` and
 * `energy/event/crowd` PUT, DELETE, POST, list): a discount for the users it targets — everyone, the users of its crowds
 * (人群: rules over the station's charging and package records) or the users listed — between its start and end.
 * docs/decisions.md, "Energy charging packages and events".
 */

/** 1 服务费折扣 (value: 折 × 10, 85 = 8.5 折), 2 电费立减 (value: 分/kWh), 3 满减 (满 threshold 分 减 value 分). */
export const EventKind = { serviceDiscount: 1, energyOff: 2, fullReduction: 3 } as const;
export const eventKinds = { 1: '服务费折扣', 2: '电费立减', 3: '满减' } as const;

/** Whom it serves: 1 全部用户, 2 指定人群, 3 指定用户. */
export const EventAudience = { all: 1, crowd: 2, users: 3 } as const;
export const eventAudiences = { 1: '全部用户', 2: '指定人群', 3: '指定用户' } as const;

/** The stored status, moved by `energy/event/status`: 0 草稿 → 1 已发布 ⇄ 2 已暂停 → 3 已结束. */
export const EventStatus = { draft: 0, published: 1, paused: 2, ended: 3 } as const;
export const eventStatuses = { 0: '草稿', 1: '已发布', 2: '已暂停', 3: '已结束' } as const;

/** The state as read (status and the time): 0 草稿, 1 未开始, 2 进行中, 3 已暂停, 4 已结束 (ended, or past its end). */
export const EventState = { draft: 0, upcoming: 1, running: 2, paused: 3, ended: 4 } as const;
export const eventStates = { 0: '草稿', 1: '未开始', 2: '进行中', 3: '已暂停', 4: '已结束' } as const;

/** A crowd's rule over the station's records: 1 新用户, 2 活跃用户, 3 沉睡用户, 4 套餐用户. */
export const CrowdRule = { newcomer: 1, active: 2, dormant: 3, packageHolder: 4 } as const;
export const crowdRules = { 1: '新用户', 2: '活跃用户', 3: '沉睡用户', 4: '套餐用户' } as const;

/** How a user came to be on an event's list: 1 手动添加, 2 活动参与 (used the discount). */
export const eventUserSources = { 1: '手动添加', 2: '活动参与' } as const;

export const EventKindField = literals(eventKinds, '活动类型');
export const EventAudienceField = literals(eventAudiences, '参与对象');
export const EventStateField = literals(eventStates, '活动状态');
export const CrowdRuleField = literals(crowdRules, '人群规则');
const MobileField = Type.String({ pattern: '^1[3-9][0-9]{9}$', title: '手机号', examples: ['13800138000'] });
const PlateField = Type.String({ pattern: '^[\\u4e00-\\u9fa5][A-Za-z][A-Za-z0-9]{5,6}$', title: '车牌号', description: '不含分隔点，字母大写', examples: ['粤B12345'] });

export const EventRecord = Type.Object({
  event_id: Type.Integer({ title: '活动 ID' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  station_code: Type.String({ title: '电站编号' }),
  station_name: Type.String({ title: '电站名称' }),
  name: Type.String({ title: '活动名称' }),
  kind: Type.Integer({ title: '活动类型', description: '1 服务费折扣，2 电费立减，3 满减' }),
  value: Type.Integer({ title: '优惠值', description: '服务费折扣：折 × 10；电费立减：分/kWh；满减：减免分' }),
  threshold: Type.Integer({ title: '满减门槛（分）' }),
  audience: Type.Integer({ title: '参与对象', description: '1 全部用户，2 指定人群，3 指定用户' }),
  start_time: Type.String({ title: '开始时间' }),
  end_time: Type.String({ title: '结束时间' }),
  budget: Type.Integer({ title: '优惠预算（分）', description: '0：不限' }),
  per_user_limit: Type.Integer({ title: '每人可享次数', description: '0：不限' }),
  description: Type.String({ title: '活动说明' }),
  status: Type.Integer({ title: '状态', description: '0 草稿，1 已发布，2 已暂停，3 已结束' }),
  state: Type.Integer({ title: '活动状态', description: '0 草稿，1 未开始，2 进行中，3 已暂停，4 已结束' }),
  user_count: Type.Integer({ title: '用户数' }),
  crowd_count: Type.Integer({ title: '人群数' }),
  used_count: Type.Integer({ title: '优惠次数' }),
  discount_amount: Type.Integer({ title: '优惠金额（分）' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

export const energyEventList = defineCall({
  method: 'GET',
  path: 'energy/event/list',
  summary: '活动列表',
  auth: 'token',
  permission: { anyOf: energyAnyOf('event', 'list') },
  query: Type.Object({
    ...pageQuery(20),
    merchant: Type.Optional(Id('商户号')),
    station_code: Type.Optional(StationCode),
    keywords: Type.Optional(Text('活动名称', 30)),
    kind: Type.Optional(EventKindField),
    state: Type.Optional(EventStateField),
  }),
  reply: ListOf(EventRecord),
});

export const energyEventGet = defineCall({
  method: 'GET',
  path: 'energy/event',
  summary: '活动详情',
  auth: 'token',
  permission: { anyOf: energyAnyOf('event', 'list') },
  query: Type.Object({ event_id: Id('活动 ID') }),
  reply: EventRecord,
});

const eventFields = {
  name: Text('活动名称', 30, 2),
  kind: EventKindField,
  value: Type.Integer({ minimum: 1, maximum: 100_000, title: '优惠值', description: '服务费折扣 10–99（折 × 10）；电费立减 1–200 分/kWh；满减 1 分起，小于门槛' }),
  threshold: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, title: '满减门槛（分）', description: '仅满减' })),
  audience: EventAudienceField,
  start_time: Timestamp('开始时间'),
  end_time: Timestamp('结束时间'),
  budget: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000, title: '优惠预算（分）', description: '0 或不填：不限' })),
  per_user_limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, title: '每人可享次数', description: '0 或不填：不限' })),
  description: Type.Optional(Text('活动说明', 500)),
};

/** A new event is a 草稿 of the station's merchant. */
export const energyEventCreate = defineCall({
  method: 'POST',
  path: 'energy/event',
  summary: '新建活动',
  auth: 'token',
  permission: { anyOf: energyAnyOf('event', 'create') },
  body: Type.Object({ station_code: StationCode, ...eventFields }),
  reply: Type.Object({ event_id: Type.Integer() }),
});

/** Only a 草稿 is edited; once published its terms hold. */
export const energyEventUpdate = defineCall({
  method: 'PUT',
  path: 'energy/event',
  summary: '编辑活动',
  auth: 'token',
  permission: { anyOf: energyAnyOf('event', 'update') },
  body: Type.Object({ event_id: Id('活动 ID'), ...eventFields }),
  reply: Type.Object({ event_id: Type.Integer() }),
});

/** 发布 (草稿 → 已发布), 暂停 and 恢复 (已发布 ⇄ 已暂停), 结束 (→ 已结束, final). */
export const energyEventStatus = defineCall({
  method: 'POST',
  path: 'energy/event/status',
  summary: '发布、暂停、恢复、结束活动',
  auth: 'token',
  permission: { anyOf: energyAnyOf('event', 'update') },
  body: Type.Object({ event_id: Id('活动 ID'), status: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { title: '目标状态', description: '1 发布或恢复，2 暂停，3 结束' }) }),
  reply: Type.Object({ event_id: Type.Integer(), status: Type.Integer(), state: Type.Integer() }),
});

// ---- event users ---------------------------------------------------------------------------------------------------

export const EventUserRecord = Type.Object({
  id: Type.Integer({ title: 'ID' }),
  event_id: Type.Integer({ title: '活动 ID' }),
  event_name: Type.String({ title: '活动名称' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  user_name: Type.String({ title: '用户' }),
  mobile: Type.String({ title: '手机号' }),
  plate: Type.String({ title: '车牌号' }),
  source: Type.Integer({ title: '来源', description: '1 手动添加，2 活动参与' }),
  used_count: Type.Integer({ title: '已享次数' }),
  discount_amount: Type.Integer({ title: '优惠金额（分）' }),
  last_use_time: Type.Union([Type.String(), Type.Null()], { title: '最近使用' }),
  notes: Type.String({ title: '备注' }),
  create_time: Type.String({ title: '加入时间' }),
});

export const energyEventUserList = defineCall({
  method: 'GET',
  path: 'energy/event/user/list',
  summary: '活动用户',
  auth: 'token',
  permission: { anyOf: energyAnyOf('event', 'list') },
  query: Type.Object({
    ...pageQuery(20),
    merchant: Type.Optional(Id('商户号')),
    station_code: Type.Optional(StationCode),
    event_id: Type.Optional(Id('活动 ID')),
    keywords: Type.Optional(Text('手机号或车牌号开头', 11)),
    source: Type.Optional(literals(eventUserSources, '来源')),
  }),
  reply: ListOf(EventUserRecord),
});

const userFields = { user_name: Type.Optional(Text('用户姓名', 20)), plate: Type.Optional(PlateField), notes: Type.Optional(Text('备注', 200)) };

/** An event not yet ended takes a user once (by mobile). */
export const energyEventUserCreate = defineCall({
  method: 'POST',
  path: 'energy/event/user',
  summary: '添加活动用户',
  auth: 'token',
  permission: { anyOf: energyAnyOf('event', 'update') },
  body: Type.Object({ event_id: Id('活动 ID'), mobile: MobileField, ...userFields }),
  reply: Type.Object({ id: Type.Integer() }),
});

export const energyEventUserUpdate = defineCall({
  method: 'PUT',
  path: 'energy/event/user',
  summary: '编辑活动用户',
  auth: 'token',
  permission: { anyOf: energyAnyOf('event', 'update') },
  body: Type.Object({ id: Id('ID'), ...userFields }),
  reply: Type.Object({ id: Type.Integer() }),
});

/** A user who has had the discount stays (the record of what was given). */
export const energyEventUserDelete = defineCall({
  method: 'DELETE',
  path: 'energy/event/user',
  summary: '移除活动用户',
  auth: 'token',
  permission: { anyOf: energyAnyOf('event', 'update') },
  query: Type.Object({ id: Id('ID') }),
  reply: Type.Object({ id: Type.Integer() }),
});

// ---- event crowds --------------------------------------------------------------------------------------------------

export const EventCrowdRecord = Type.Object({
  id: Type.Integer({ title: 'ID' }),
  event_id: Type.Integer({ title: '活动 ID' }),
  event_name: Type.String({ title: '活动名称' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  name: Type.String({ title: '人群名称' }),
  rule: Type.Integer({ title: '人群规则', description: '1 新用户，2 活跃用户，3 沉睡用户，4 套餐用户' }),
  days: Type.Integer({ title: '天数', description: '新用户：近 N 天首次充电；活跃：近 N 天；沉睡：N 天未充电；套餐用户：0' }),
  times: Type.Integer({ title: '次数', description: '活跃用户：至少 M 次；其余 0' }),
  matched: Type.Integer({ title: '当前人数', description: '按电站的充电记录（车牌）与套餐购买（手机号）实时计算' }),
  notes: Type.String({ title: '备注' }),
  create_time: Type.String({ title: '创建时间' }),
});

export const energyEventCrowdList = defineCall({
  method: 'GET',
  path: 'energy/event/crowd/list',
  summary: '活动人群',
  auth: 'token',
  permission: { anyOf: energyAnyOf('event', 'list') },
  query: Type.Object({
    ...pageQuery(20),
    merchant: Type.Optional(Id('商户号')),
    station_code: Type.Optional(StationCode),
    event_id: Type.Optional(Id('活动 ID')),
    rule: Type.Optional(CrowdRuleField),
  }),
  reply: ListOf(EventCrowdRecord),
});

const crowdFields = {
  name: Text('人群名称', 30, 2),
  rule: CrowdRuleField,
  days: Type.Optional(Type.Integer({ minimum: 0, maximum: 365, title: '天数', description: '新用户、活跃、沉睡 1–365；套餐用户不填' })),
  times: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, title: '次数', description: '活跃用户 1–1000；其余不填' })),
  notes: Type.Optional(Text('备注', 200)),
};

export const energyEventCrowdCreate = defineCall({
  method: 'POST',
  path: 'energy/event/crowd',
  summary: '新增活动人群',
  auth: 'token',
  permission: { anyOf: energyAnyOf('event', 'update') },
  body: Type.Object({ event_id: Id('活动 ID'), ...crowdFields }),
  reply: Type.Object({ id: Type.Integer() }),
});

export const energyEventCrowdUpdate = defineCall({
  method: 'PUT',
  path: 'energy/event/crowd',
  summary: '编辑活动人群',
  auth: 'token',
  permission: { anyOf: energyAnyOf('event', 'update') },
  body: Type.Object({ id: Id('ID'), ...crowdFields }),
  reply: Type.Object({ id: Type.Integer() }),
});

export const energyEventCrowdDelete = defineCall({
  method: 'DELETE',
  path: 'energy/event/crowd',
  summary: '删除活动人群',
  auth: 'token',
  permission: { anyOf: energyAnyOf('event', 'update') },
  query: Type.Object({ id: Id('ID') }),
  reply: Type.Object({ id: Type.Integer() }),
});
