import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { energyAnyOf } from '../../permissions/energy.js';
import { EnergyStatusField, StationCode } from './station.js';

/**
 * 地图引流申请 (`energy/emap/apply/list`, `energy/emap/apply/audit`) and 应用列表 (`energy/app/rt/list`), document 2 §7
 * "Energy". A map referral application asks a map platform to show one station (with its prices and free ports) so that
 * drivers find it; the partner or group above the merchant approves or rejects it (待审核 → 已通过 / 已驳回, once).
 * The charging apps are the channels drivers start charging through (mini programs, H5, the partner's app); read-only.
 * docs/decisions.md, "Energy configuration: blacklist, whitelist, SIM, logs, apps, map referrals".
 */

export const emapPlatforms = { amap: '高德地图', baidu: '百度地图', tencent: '腾讯地图', kuaidian: '快电' } as const;
export type EmapPlatform = keyof typeof emapPlatforms;

export const EmapStatus = { pending: 0, approved: 1, rejected: 2 } as const;
export const emapStatuses = { 0: '待审核', 1: '已通过', 2: '已驳回' } as const;

export const EmapApplyRecord = Type.Object({
  id: Type.Integer({ title: 'ID' }),
  apply_no: Type.String({ title: '申请单号' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  station_code: Type.String({ title: '电站编号' }),
  station_name: Type.String({ title: '电站名称' }),
  station_address: Type.String({ title: '电站地址' }),
  platform: Type.String({ title: '地图平台', description: 'amap 高德地图，baidu 百度地图，tencent 腾讯地图，kuaidian 快电' }),
  contact_name: Type.String({ title: '联系人' }),
  contact_mobile: Type.String({ title: '联系电话' }),
  note: Type.String({ title: '申请说明' }),
  status: Type.Integer({ title: '审核状态', description: '0 待审核，1 已通过，2 已驳回' }),
  audit_note: Type.String({ title: '审核意见' }),
  auditor: Type.String({ title: '审核人' }),
  audit_time: Type.Union([Type.String(), Type.Null()], { title: '审核时间' }),
  create_time: Type.String({ title: '申请时间' }),
});

const PlatformField = Type.Union(
  (Object.keys(emapPlatforms) as EmapPlatform[]).map((k) => Type.Literal(k)),
  { title: '地图平台' },
);

export const energyEmapApplyList = defineCall({
  method: 'GET',
  path: 'energy/emap/apply/list',
  summary: '地图引流申请',
  auth: 'token',
  permission: { anyOf: energyAnyOf('emap', 'list') },
  query: Type.Object({
    ...pageQuery(20),
    merchant: Type.Optional(Id('商户号')),
    station_code: Type.Optional(StationCode),
    platform: Type.Optional(PlatformField),
    status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], { title: '审核状态', description: '0 待审核，1 已通过，2 已驳回' })),
    apply_no: Type.Optional(Text('申请单号', 32)),
  }),
  reply: ListOf(EmapApplyRecord),
});

/** Approve (1) or reject (2, with a reason of at least 2 characters) a pending application, once. */
export const energyEmapApplyAudit = defineCall({
  method: 'PUT',
  path: 'energy/emap/apply/audit',
  summary: '审核地图引流申请',
  auth: 'token',
  permission: { anyOf: ['energy:partner:emap:audit', 'energy:group:emap:audit'] },
  body: Type.Object({
    id: Id('ID'),
    status: Type.Union([Type.Literal(1), Type.Literal(2)], { title: '审核结果', description: '1 通过，2 驳回' }),
    note: Type.Optional(Text('审核意见', 200)),
  }),
  reply: Type.Object({ id: Type.Integer() }),
});

export const appKinds = { 1: '微信小程序', 2: '支付宝小程序', 3: 'H5', 4: 'APP' } as const;

export const EnergyAppRecord = Type.Object({
  id: Type.Integer({ title: 'ID' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  name: Type.String({ title: '应用名称' }),
  kind: Type.Integer({ title: '类型', description: '1 微信小程序，2 支付宝小程序，3 H5，4 APP' }),
  app_id: Type.String({ title: 'AppID' }),
  version: Type.String({ title: '线上版本' }),
  service_phone: Type.String({ title: '客服电话' }),
  launch_date: Type.String({ title: '上线日期' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
  create_time: Type.String({ title: '创建时间' }),
});

export const energyAppList = defineCall({
  method: 'GET',
  path: 'energy/app/rt/list',
  summary: '充电应用列表',
  auth: 'token',
  permission: { anyOf: energyAnyOf('app', 'list') },
  query: Type.Object({
    ...pageQuery(20),
    merchant: Type.Optional(Id('商户号')),
    keywords: Type.Optional(Text('应用名称或 AppID 开头', 40)),
    kind: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)], { title: '类型' })),
    status: Type.Optional(EnergyStatusField),
  }),
  reply: ListOf(EnergyAppRecord),
});
