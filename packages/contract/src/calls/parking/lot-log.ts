import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { ParkCode, parkRowFields } from './park.js';

/**
 * What the parking merchant reads about its lots beyond the records (document 2 §2 "Parking merchant"): 无牌车 (cars
 * without a readable plate that entered by scanning the entry code), 重点客户 (customers whose cars the desk should
 * know) and 在线日志 (when the park's parking system and gates went on and off line). The spec names no calls; the
 * paths are inferred. docs/decisions.md, "Plateless cars, key customers and online logs".
 */

const Day = (title: string) => Type.String({ format: 'date', title, examples: ['2026-11-01'] });
const NullableTime = (title: string) => Type.Union([Type.String(), Type.Null()], { title });
const parkFilters = {
  ...pageQuery(20),
  park_code: Type.Optional(ParkCode),
  merchant: Type.Optional(Id('商户号')),
  start_date: Type.Optional(Day('开始日期')),
  end_date: Type.Optional(Day('结束日期')),
};

// ---- 无牌车 ---------------------------------------------------------------------------------------------------------

/** How the driver took the ticket at the entry: scanning the code in 微信, 支付宝 or 云闪付. */
export const platelessChannels = { 1: '微信', 2: '支付宝', 3: '云闪付' } as const;
/** 1 在场, 0 已出场 (as the records). */
export const platelessStatuses = { 1: '在场', 0: '已出场' } as const;

export const PlatelessRow = Type.Object({
  id: Type.Integer({ title: 'ID' }),
  ...parkRowFields,
  ticket_no: Type.String({ title: '无牌车凭证号' }),
  channel: Type.Integer({ title: '扫码渠道', description: '1 微信，2 支付宝，3 云闪付' }),
  mobile: Type.String({ title: '手机号（脱敏）' }),
  entry_time: Type.String({ title: '入场时间' }),
  entry_gate: Type.String({ title: '入口' }),
  exit_time: NullableTime('出场时间'),
  exit_gate: Type.String({ title: '出口' }),
  duration_minutes: Type.Integer({ title: '停车时长（分钟）', description: '在场的车到此刻' }),
  amount: Type.Integer({ title: '实付金额（分）' }),
  status: Type.Integer({ title: '状态', description: '1 在场，0 已出场' }),
});

export const platelessList = defineCall({
  method: 'GET',
  path: 'parking/plateless/list',
  summary: '无牌车进出记录（入场时间倒序）',
  auth: 'token',
  permission: { anyOf: ['parking:plateless:list'] },
  query: Type.Object({
    ...parkFilters,
    ticket_no: Type.Optional(Text('凭证号（包含）', 30)),
    channel: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { title: '扫码渠道', description: '1 微信，2 支付宝，3 云闪付' })),
    status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { title: '状态', description: '1 在场，0 已出场' })),
  }),
  reply: Type.Object({ ...ListOf(PlatelessRow).properties, in_lot: Type.Integer({ title: '筛选结果中在场的车' }), amount_total: Type.Integer({ title: '筛选结果的实付合计（分）' }) }),
});

// ---- 重点客户 -------------------------------------------------------------------------------------------------------

export const keyCustomerTypes = { 1: '企业', 2: '个人', 3: '机关单位' } as const;
export const keyCustomerLevels = { 1: '重要客户', 2: 'VIP 客户', 3: '战略客户' } as const;
/** One customer has 1–20 plates. */
export const KEY_CUSTOMER_MAX_PLATES = 20;

const KeyCustomerFields = {
  name: Text('客户名称', 50, 2),
  type: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { title: '客户类型', description: '1 企业，2 个人，3 机关单位' }),
  level: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { title: '客户等级', description: '1 重要客户，2 VIP 客户，3 战略客户' }),
  contact: Text('联系人', 20, 1),
  mobile: Type.String({ pattern: '^1[3-9][0-9]{9}$', title: '联系电话', examples: ['13800001234'] }),
  plates: Type.Array(Type.String({ minLength: 2, maxLength: 12, title: '车牌号', examples: ['粤B12345'] }), { minItems: 1, maxItems: KEY_CUSTOMER_MAX_PLATES, title: '车牌号（1–20 个）' }),
  remark: Type.Optional(Text('接待说明', 200)),
};

export const KeyCustomerRow = Type.Object({
  id: Type.Integer({ title: 'ID' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  name: Type.String({ title: '客户名称' }),
  type: Type.Integer({ title: '客户类型' }),
  level: Type.Integer({ title: '客户等级' }),
  contact: Type.String({ title: '联系人' }),
  mobile: Type.String({ title: '联系电话' }),
  plates: Type.Array(Type.String(), { title: '车牌号' }),
  remark: Type.String({ title: '接待说明' }),
  visits_30d: Type.Integer({ title: '近 30 天入场次数' }),
  in_lot: Type.Integer({ title: '此刻在场的车' }),
  last_entry_time: NullableTime('最近入场时间'),
  operator: Type.String({ title: '登记人' }),
  create_time: Type.String({ title: '登记时间' }),
});

export const keyCustomerList = defineCall({
  method: 'GET',
  path: 'parking/key/customer/list',
  summary: '重点客户（登记时间倒序）',
  auth: 'token',
  // The partner's and group's 停车管理 › 客户 read a merchant's (`merchant`).
  permission: { anyOf: ['parking:key:customer:list', 'parking:partner:manage:list', 'parking:group:manage:list'] },
  query: Type.Object({
    ...pageQuery(20),
    merchant: Type.Optional(Id('商户号')),
    keywords: Type.Optional(Text('客户名称或联系人', 50)),
    plate: Type.Optional(Text('车牌号（包含）', 10)),
    type: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { title: '客户类型' })),
    level: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { title: '客户等级' })),
  }),
  reply: ListOf(KeyCustomerRow),
});

export const keyCustomerCreate = defineCall({
  method: 'POST',
  path: 'parking/key/customer',
  summary: '登记重点客户',
  auth: 'token',
  permission: { anyOf: ['parking:key:customer:create'] },
  body: Type.Object(KeyCustomerFields),
  reply: Type.Object({ id: Type.Integer() }),
});

export const keyCustomerUpdate = defineCall({
  method: 'PUT',
  path: 'parking/key/customer',
  summary: '编辑重点客户',
  auth: 'token',
  permission: { anyOf: ['parking:key:customer:update'] },
  body: Type.Object({ id: Id('ID'), ...KeyCustomerFields }),
  reply: Type.Object({ id: Type.Integer() }),
});

export const keyCustomerDelete = defineCall({
  method: 'DELETE',
  path: 'parking/key/customer',
  summary: '删除重点客户',
  auth: 'token',
  permission: { anyOf: ['parking:key:customer:delete'] },
  query: Type.Object({ id: Id('ID') }),
  reply: Type.Object({ id: Type.Integer() }),
});

// ---- 在线日志 -------------------------------------------------------------------------------------------------------

/** 1 上线, 0 离线. */
export const parkOnlineEvents = { 1: '上线', 0: '离线' } as const;
/** What went on or off line: the park's parking system (车场软件) or one of its gates' cameras. */
export const onlineDeviceKinds = { 1: '车场软件', 2: '道闸相机' } as const;

export const OnlineLogRow = Type.Object({
  id: Type.Integer({ title: 'ID' }),
  ...parkRowFields,
  device_kind: Type.Integer({ title: '设备类型', description: '1 车场软件，2 道闸相机' }),
  device: Type.String({ title: '设备' }),
  device_serial: Type.String({ title: '设备序列号' }),
  event: Type.Integer({ title: '事件', description: '1 上线，0 离线' }),
  reason: Type.String({ title: '原因' }),
  ip: Type.String({ title: 'IP 地址' }),
  offline_minutes: Type.Union([Type.Integer(), Type.Null()], { title: '离线时长（分钟）', description: '上线事件：此前离线了多久' }),
  event_time: Type.String({ title: '时间' }),
});

export const onlineLogList = defineCall({
  method: 'GET',
  path: 'parking/online/log/list',
  summary: '在线日志（时间倒序；默认近 7 天，至多 92 天）',
  auth: 'token',
  permission: { anyOf: ['parking:online:log:list'] },
  query: Type.Object({
    ...parkFilters,
    device: Type.Optional(Text('设备名称或序列号（包含）', 50)),
    device_kind: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)], { title: '设备类型', description: '1 车场软件，2 道闸相机' })),
    event: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { title: '事件', description: '1 上线，0 离线' })),
  }),
  reply: Type.Object({ ...ListOf(OnlineLogRow).properties, offline_now: Type.Integer({ title: '此刻离线的设备' }) }),
});
