import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * The parking merchant's 会员 (document 2 §2 "Parking merchant": members, manage and setting; §7 "Parking":
 * `member/member/list`, `member/member/plate/rt`) and 上报服务 (config: reporting service). A parking member is a driver
 * who joined the merchant's parks' membership (by mobile) with the plates they bound; the partner's and the group's
 * 停车管理 read them too (`merchant`). docs/decisions.md, "Parking members, member settings, reporting service; the
 * 停车管理's 客户, 会员, 优惠券".
 */

export const parkingMemberLevels = { 1: '普通会员', 2: '银卡会员', 3: '金卡会员' } as const;
export const parkingMemberStatuses = { 1: '正常', 2: '已停用' } as const;
/** The most plates a member may bind, whatever the setting says. */
export const PARKING_MEMBER_MAX_PLATES = 5;

const Level = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { title: '会员等级', description: '1 普通会员，2 银卡会员，3 金卡会员' });
const NullableTime = (title: string) => Type.Union([Type.String(), Type.Null()], { title });
const memberReaders = ['parking:member:list', 'parking:partner:manage:list', 'parking:group:manage:list'] as const;

export const ParkingMemberRow = Type.Object({
  id: Type.Integer({ title: 'ID' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  member_no: Type.String({ title: '会员号' }),
  nickname: Type.String({ title: '昵称' }),
  mobile: Type.String({ title: '手机号（脱敏）' }),
  level: Type.Integer({ title: '会员等级' }),
  plates: Type.Array(Type.String(), { title: '绑定车牌' }),
  points: Type.Integer({ title: '积分' }),
  status: Type.Integer({ title: '状态', description: '1 正常，2 已停用' }),
  stop_reason: Type.String({ title: '停用原因' }),
  join_time: Type.String({ title: '入会时间' }),
  visits_30d: Type.Integer({ title: '近 30 天入场次数' }),
  in_lot: Type.Integer({ title: '此刻在场的车' }),
  last_entry_time: NullableTime('最近入场时间'),
});

export const parkingMemberList = defineCall({
  method: 'GET',
  path: 'member/member/list',
  summary: '停车会员（入会时间倒序）',
  auth: 'token',
  permission: { anyOf: memberReaders },
  query: Type.Object({
    ...pageQuery(20),
    merchant: Type.Optional(Id('商户号')),
    keywords: Type.Optional(Text('会员号、昵称或手机号后四位', 30)),
    plate: Type.Optional(Text('车牌号（包含）', 10)),
    level: Type.Optional(Level),
    status: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)], { title: '状态', description: '1 正常，2 已停用' })),
  }),
  reply: Type.Object({
    ...ListOf(ParkingMemberRow).properties,
    counts: Type.Object({ total: Type.Integer({ title: '会员' }), normal: Type.Integer({ title: '正常' }), stopped: Type.Integer({ title: '已停用' }), in_lot: Type.Integer({ title: '此刻在场的会员车' }) }, { title: '会员概况（不含状态筛选）' }),
  }),
});

export const parkingMemberStatus = defineCall({
  method: 'PUT',
  path: 'member/member/status',
  summary: '停用或恢复停车会员',
  auth: 'token',
  permission: { anyOf: ['parking:member:update'] },
  body: Type.Object({
    id: Id('会员 ID'),
    status: Type.Union([Type.Literal(1), Type.Literal(2)], { title: '新状态', description: '1 恢复正常，2 停用' }),
    reason: Type.Optional(Text('停用原因（停用时必填，2–100 字）', 100)),
  }),
  reply: Type.Object({ id: Type.Integer() }),
});

export const ParkingMemberSetting = Type.Object({
  enabled: Type.Boolean({ title: '开放入会', description: '关闭后新车主不能入会，已有会员不受影响' }),
  plate_limit: Type.Integer({ minimum: 1, maximum: PARKING_MEMBER_MAX_PLATES, title: '每位会员可绑定车牌数（1–5）' }),
  bind_audit: Type.Boolean({ title: '绑定车牌需审核' }),
  points_per_yuan: Type.Integer({ minimum: 0, maximum: 100, title: '每消费 1 元积分（0–100，0 不积分）' }),
  silver_points: Type.Integer({ minimum: 1, maximum: 1_000_000, title: '升银卡所需积分' }),
  gold_points: Type.Integer({ minimum: 2, maximum: 10_000_000, title: '升金卡所需积分（大于银卡）' }),
  silver_discount: Type.Integer({ minimum: 50, maximum: 100, title: '银卡临停折扣（50–100，100 不打折）' }),
  gold_discount: Type.Integer({ minimum: 50, maximum: 100, title: '金卡临停折扣（50–100，不高于银卡）' }),
});

export const parkingMemberSettingGet = defineCall({
  method: 'GET',
  path: 'member/member/plate/rt',
  summary: '会员设置（未设置时为默认值）',
  auth: 'token',
  permission: { anyOf: ['parking:member:list'] },
  query: Type.Object({}),
  reply: Type.Object({
    ...ParkingMemberSetting.properties,
    saved: Type.Boolean({ title: '已保存过', description: 'false 时为默认值' }),
    operator: Type.String({ title: '最后修改人' }),
    update_time: NullableTime('最后修改时间'),
    levels: Type.Array(Type.Object({ level: Type.Integer({ title: '等级' }), members: Type.Integer({ title: '正常会员数' }) }), { title: '各等级会员数' }),
  }),
});

export const parkingMemberSettingSet = defineCall({
  method: 'PUT',
  path: 'member/member/plate/rt',
  summary: '保存会员设置',
  auth: 'token',
  permission: { anyOf: ['parking:member:setting'] },
  body: ParkingMemberSetting,
  reply: Type.Object({ saved: Type.Boolean() }),
});

// ---- 上报服务 ---------------------------------------------------------------------------------------------------------

export const reportServiceItems = { 1: '进出场记录', 2: '车位余量', 3: '收费记录' } as const;
const ReportItem = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { title: '上报数据', description: '1 进出场记录，2 车位余量，3 收费记录' });

export const ReportServiceRow = Type.Object({
  park_code: Type.String({ title: '车场编号' }),
  park_name: Type.String({ title: '停车场' }),
  park_status: Type.Integer({ title: '停车场状态', description: '1 启用，0 停用' }),
  configured: Type.Boolean({ title: '已设置' }),
  city_park_code: Type.String({ title: '城市平台车场编号' }),
  items: Type.Array(Type.Integer(), { title: '上报数据' }),
  enabled: Type.Boolean({ title: '上报中' }),
  remark: Type.String({ title: '备注' }),
  operator: Type.String({ title: '设置人' }),
  update_time: NullableTime('设置时间'),
});

export const reportServiceList = defineCall({
  method: 'GET',
  path: 'parking/report/service/list',
  summary: '上报服务：本商户各停车场的城市平台上报设置',
  auth: 'token',
  permission: { anyOf: ['parking:report:service:list'] },
  query: Type.Object({
    ...pageQuery(20),
    keywords: Type.Optional(Text('停车场名称或编号', 50)),
    enabled: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { title: '上报状态', description: '1 上报中，0 未上报（含未设置）' })),
  }),
  reply: Type.Object({ ...ListOf(ReportServiceRow).properties, counts: Type.Object({ parks: Type.Integer({ title: '停车场' }), enabled: Type.Integer({ title: '上报中' }) }) }),
});

export const reportServiceSet = defineCall({
  method: 'PUT',
  path: 'parking/report/service',
  summary: '设置一个停车场的上报服务',
  auth: 'token',
  permission: { anyOf: ['parking:report:service:update'] },
  body: Type.Object({
    park_code: Text('车场编号', 20, 1),
    city_park_code: Type.String({ pattern: '^[A-Za-z0-9-]{6,32}$', title: '城市平台车场编号（6–32 位字母、数字或 -）', examples: ['440304-P0012'] }),
    items: Type.Array(ReportItem, { minItems: 1, maxItems: 3, uniqueItems: true, title: '上报数据（至少一项）' }),
    enabled: Type.Boolean({ title: '上报中' }),
    remark: Type.Optional(Text('备注', 100)),
  }),
  reply: Type.Object({ park_code: Type.String() }),
});
