import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { energyAnyOf } from '../../permissions/energy.js';
import { DeviceCode } from './device.js';
import { EnergyStatusField, StationCode } from './station.js';

/**
 * SIM cards of the chargers (物联网卡), document 2 §7 "Energy": `energy/sim` (POST, PUT, DELETE), `energy/sim/list`,
 * `energy/sim/status`. A SIM belongs to a merchant, is named by its ICCID (unique across the platform) and may be bound
 * to one of its merchant's devices (the device's `iccid` follows in the same transaction). Traffic used this month is
 * reported by the operator's platform (seeded here). docs/decisions.md, "Energy configuration: blacklist, whitelist,
 * SIM, logs, apps, map referrals".
 */

export const simOperators = { 1: '中国移动', 2: '中国联通', 3: '中国电信' } as const;
/** ICCID: 19 or 20 characters, `89` + country 86 + digits (the last may be a letter check on some cards). */
export const ICCID_PATTERN = '^8986[0-9A-Fa-f]{15,16}$';
/** A SIM expiring within this many days is shown as 即将到期. */
export const SIM_EXPIRING_DAYS = 30;

const OperatorField = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { title: '运营商', description: '1 中国移动，2 中国联通，3 中国电信' });
const Day = (title: string) => Type.String({ format: 'date', title });

export const SimRecord = Type.Object({
  id: Type.Integer({ title: 'ID' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  iccid: Type.String({ title: 'ICCID' }),
  msisdn: Type.String({ title: '卡号（MSISDN）' }),
  operator: Type.Integer({ title: '运营商', description: '1 中国移动，2 中国联通，3 中国电信' }),
  device_code: Type.Union([Type.String(), Type.Null()], { title: '绑定设备' }),
  station_code: Type.Union([Type.String(), Type.Null()], { title: '电站编号' }),
  station_name: Type.Union([Type.String(), Type.Null()], { title: '电站名称' }),
  plan_mb: Type.Integer({ title: '套餐流量（MB/月）' }),
  used_mb: Type.Integer({ title: '本月已用（MB）', description: '运营商平台上报' }),
  expire_date: Type.String({ title: '到期日' }),
  days_left: Type.Integer({ title: '剩余天数', description: '负数：已过期的天数' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
  notes: Type.String({ title: '备注' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

const simFields = {
  msisdn: Type.Optional(Type.String({ pattern: '^[0-9]{11,13}$', title: '卡号（MSISDN）', description: '11–13 位数字', examples: ['14812345678'] })),
  operator: OperatorField,
  plan_mb: Type.Integer({ minimum: 1, maximum: 1_048_576, title: '套餐流量（MB/月）' }),
  expire_date: Day('到期日'),
  device_code: Type.Optional(DeviceCode),
  notes: Type.Optional(Text('备注', 200)),
};

export const energySimList = defineCall({
  method: 'GET',
  path: 'energy/sim/list',
  summary: 'SIM 卡列表',
  auth: 'token',
  permission: { anyOf: energyAnyOf('sim', 'list') },
  query: Type.Object({
    ...pageQuery(20),
    merchant: Type.Optional(Id('商户号')),
    station_code: Type.Optional(StationCode),
    keywords: Type.Optional(Text('ICCID、卡号或设备编号开头', 32)),
    operator: Type.Optional(OperatorField),
    status: Type.Optional(EnergyStatusField),
    expiry: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)], { title: '到期情况', description: `1 ${SIM_EXPIRING_DAYS} 天内到期，2 已过期` })),
  }),
  reply: ListOf(SimRecord),
});

/** A merchant adds for itself; a partner, group or the platform names the merchant. A bound device must be the SIM's merchant's. */
export const energySimCreate = defineCall({
  method: 'POST',
  path: 'energy/sim',
  summary: '新增 SIM 卡',
  auth: 'token',
  permission: { anyOf: energyAnyOf('sim', 'create') },
  body: Type.Object({
    merchant: Type.Optional(Id('所属商户号')),
    iccid: Type.String({ pattern: ICCID_PATTERN, title: 'ICCID', description: '19–20 位，8986 开头', examples: ['89860412102080123456'] }),
    ...simFields,
  }),
  reply: Type.Object({ id: Type.Integer() }),
});

/** Everything but the ICCID; `device_code` left out unbinds the device. */
export const energySimUpdate = defineCall({
  method: 'PUT',
  path: 'energy/sim',
  summary: '编辑 SIM 卡（含绑定设备）',
  auth: 'token',
  permission: { anyOf: energyAnyOf('sim', 'update') },
  body: Type.Object({ id: Id('ID'), ...simFields }),
  reply: Type.Object({ id: Type.Integer() }),
});

export const energySimStatus = defineCall({
  method: 'PUT',
  path: 'energy/sim/status',
  summary: '启用、停用 SIM 卡',
  auth: 'token',
  permission: { anyOf: energyAnyOf('sim', 'update') },
  body: Type.Object({ id: Id('ID'), status: EnergyStatusField }),
  reply: Type.Object({ id: Type.Integer() }),
});

/** A bound device loses its ICCID with it. */
export const energySimDelete = defineCall({
  method: 'DELETE',
  path: 'energy/sim',
  summary: '删除 SIM 卡',
  auth: 'token',
  permission: { anyOf: energyAnyOf('sim', 'delete') },
  query: Type.Object({ id: Id('ID') }),
  reply: Type.Object({ id: Type.Integer() }),
});
