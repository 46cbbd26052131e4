import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { energyAnyOf } from '../../permissions/energy.js';
import { StationCode } from './station.js';

/**
 * 用户黑名单 (`energy/user/acl`: POST, PUT, list, status — the spec's "user acl") and 白名单 (`energy/whitelist`: POST,
 * PUT, list, status), document 2 §7 "Energy". One entry names a charging user by 手机号, 卡号 or VIN, for one station or
 * for all of the merchant's stations, with a reason and an optional last day. There is no DELETE in the spec: 移除 sets
 * the status to 0 (the entry stays as history) and 恢复 sets it back. A user is on at most one of the two lists where
 * their stations meet. docs/decisions.md, "Energy configuration: blacklist, whitelist, SIM, logs, apps, map referrals".
 */

export const UserListKind = { black: 1, white: 2 } as const;
export type UserListKindValue = (typeof UserListKind)[keyof typeof UserListKind];
export const userListKinds = { 1: '黑名单', 2: '白名单' } as const;

export const IdentityType = { mobile: 1, card: 2, vin: 3 } as const;
export const identityTypes = { 1: '手机号', 2: '卡号', 3: 'VIN' } as const;
/** The canonical form of each identity type (the form upper-cases a VIN and strips whitespace). */
export const identityPatterns = { 1: '^1[3-9][0-9]{9}$', 2: '^[0-9]{8,20}$', 3: '^[A-HJ-NPR-Z0-9]{17}$' } as const;
export const identityHints = { 1: '11 位手机号', 2: '8–20 位数字的物理卡号', 3: '17 位车架号（字母不含 I、O、Q）' } as const;

/** 1 生效中, 2 已过期 (its last day has passed), 0 已移除. */
export const UserListState = { removed: 0, active: 1, expired: 2 } as const;
export const userListStates = { 0: '已移除', 1: '生效中', 2: '已过期' } as const;

const IdentityTypeField = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { title: '用户标识类型', description: '1 手机号，2 卡号，3 VIN' });
const Day = (title: string) => Type.String({ format: 'date', title });

export const UserListRecord = Type.Object({
  id: Type.Integer({ title: 'ID' }),
  kind: Type.Integer({ title: '名单', description: '1 黑名单，2 白名单' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  station_code: Type.Union([Type.String(), Type.Null()], { title: '电站编号', description: '为空：本商户全部电站' }),
  station_name: Type.Union([Type.String(), Type.Null()], { title: '电站名称' }),
  identity_type: Type.Integer({ title: '用户标识类型', description: '1 手机号，2 卡号，3 VIN' }),
  identity: Type.String({ title: '用户标识' }),
  name: Type.String({ title: '用户姓名或备注' }),
  reason: Type.String({ title: '原因' }),
  expire_date: Type.Union([Type.String(), Type.Null()], { title: '有效期至', description: '含当天（UTC+8）；为空：长期有效' }),
  status: Type.Integer({ title: '状态', description: '1 在名单中，0 已移除' }),
  state: Type.Integer({ title: '有效状态', description: '1 生效中，2 已过期，0 已移除' }),
  operator: Type.String({ title: '操作人' }),
  create_time: Type.String({ title: '添加时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

const listQuery = Type.Object({
  ...pageQuery(20),
  merchant: Type.Optional(Id('商户号')),
  station_code: Type.Optional(StationCode),
  identity_type: Type.Optional(IdentityTypeField),
  keywords: Type.Optional(Text('用户标识开头或姓名', 20)),
  state: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], { title: '有效状态', description: '1 生效中，2 已过期，0 已移除' })),
});

/** The entry's editable part: a last day unless 长期有效. */
const entryFields = {
  name: Type.Optional(Text('用户姓名或备注', 30)),
  reason: Text('原因', 200, 2),
  permanent: Type.Boolean({ title: '长期有效' }),
  expire_date: Type.Optional(Day('有效期至')),
};

const createBody = Type.Object({
  merchant: Type.Optional(Id('所属商户号')),
  station_code: Type.Optional(StationCode),
  identity_type: IdentityTypeField,
  identity: Type.String({ minLength: 8, maxLength: 20, title: '用户标识', description: '手机号、卡号或 VIN', examples: ['13800138000'] }),
  ...entryFields,
});
const updateBody = Type.Object({ id: Id('ID'), ...entryFields });
const statusBody = Type.Object({ id: Id('ID'), status: Type.Union([Type.Literal(1), Type.Literal(0)], { title: '状态', description: '1 恢复，0 移除' }) });
const Created = Type.Object({ id: Type.Integer() });

/** The four calls of one list at its own paths; the same schemas. */
function listCalls(base: string, noun: string) {
  return {
    list: defineCall({
      method: 'GET',
      path: `${base}/list`,
      summary: `${noun}（添加时间倒序）`,
      auth: 'token',
      permission: { anyOf: energyAnyOf('acl', 'list') },
      query: listQuery,
      reply: ListOf(UserListRecord),
    }),
    /** A station's entry belongs to the station's merchant; without a station, to the caller's or the named merchant. */
    create: defineCall({
      method: 'POST',
      path: base,
      summary: `添加${noun}用户`,
      auth: 'token',
      permission: { anyOf: energyAnyOf('acl', 'create') },
      body: createBody,
      reply: Created,
    }),
    update: defineCall({
      method: 'PUT',
      path: base,
      summary: `编辑${noun}用户`,
      auth: 'token',
      permission: { anyOf: energyAnyOf('acl', 'update') },
      body: updateBody,
      reply: Created,
    }),
    status: defineCall({
      method: 'PUT',
      path: `${base}/status`,
      summary: `移除或恢复${noun}用户`,
      auth: 'token',
      permission: { anyOf: energyAnyOf('acl', 'update') },
      body: statusBody,
      reply: Created,
    }),
  };
}

const black = listCalls('energy/user/acl', '黑名单');
const white = listCalls('energy/whitelist', '白名单');
export const energyBlacklistList = black.list;
export const energyBlacklistCreate = black.create;
export const energyBlacklistUpdate = black.update;
export const energyBlacklistStatus = black.status;
export const energyWhitelistList = white.list;
export const energyWhitelistCreate = white.create;
export const energyWhitelistUpdate = white.update;
export const energyWhitelistStatus = white.status;
