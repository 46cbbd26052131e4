import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { energyAnyOf } from '../../permissions/energy.js';
import { StationCode } from './station.js';

/**
 * The chargers' logs, read-only (document 2 §2 "Config: device online log and message log"; calls.tsv names no call,
 * so the paths are inferred beside the device calls): 上下线日志 `energy/station/device/online/list` (each login and
 * loss of connection the device gateway records) and 报文日志 `energy/station/device/message/list` (protocol frames in
 * and out: OCPP actions or 云快充 frame types). Newest first; counts capped like every growing log.
 * docs/decisions.md, "Energy configuration: blacklist, whitelist, SIM, logs, apps, map referrals".
 */

export const OnlineEvent = { online: 1, offline: 2 } as const;
export const onlineEvents = { 1: '上线', 2: '下线' } as const;
export const messageDirections = { 1: '上行（设备→平台）', 2: '下行（平台→设备）' } as const;

/** A day (2026-03-01, the whole day in UTC+8 at either end). */
const DayFilter = (title: string) => Type.Optional(Type.String({ format: 'date', title }));

const logFilters = {
  ...pageQuery(20),
  merchant: Type.Optional(Id('商户号')),
  station_code: Type.Optional(StationCode),
  device_code: Type.Optional(Text('设备编号', 32)),
  start_time: DayFilter('开始日期'),
  end_time: DayFilter('结束日期'),
};

const logRow = {
  id: Type.Integer({ title: 'ID' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  station_code: Type.String({ title: '电站编号' }),
  station_name: Type.String({ title: '电站名称' }),
  device_code: Type.String({ title: '设备编号' }),
  event_time: Type.String({ title: '时间' }),
};

export const DeviceOnlineRecord = Type.Object({
  ...logRow,
  event: Type.Integer({ title: '事件', description: '1 上线，2 下线' }),
  reason: Type.String({ title: '原因' }),
  remote_ip: Type.String({ title: '来源地址' }),
  protocol: Type.String({ title: '协议' }),
});

export const DeviceMessageRecord = Type.Object({
  ...logRow,
  direction: Type.Integer({ title: '方向', description: '1 上行，2 下行' }),
  protocol: Type.String({ title: '协议' }),
  action: Type.String({ title: '报文类型', description: 'OCPP 的 Action 或云快充的帧类型' }),
  payload: Type.String({ title: '报文内容' }),
});

export const energyDeviceOnlineList = defineCall({
  method: 'GET',
  path: 'energy/station/device/online/list',
  summary: '设备上下线日志',
  auth: 'token',
  permission: { anyOf: energyAnyOf('log', 'list') },
  query: Type.Object({ ...logFilters, event: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)], { title: '事件', description: '1 上线，2 下线' })) }),
  reply: ListOf(DeviceOnlineRecord),
});

export const energyDeviceMessageList = defineCall({
  method: 'GET',
  path: 'energy/station/device/message/list',
  summary: '设备报文日志',
  auth: 'token',
  permission: { anyOf: energyAnyOf('log', 'list') },
  query: Type.Object({
    ...logFilters,
    direction: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)], { title: '方向', description: '1 上行，2 下行' })),
    action: Type.Optional(Text('报文类型', 40)),
  }),
  reply: ListOf(DeviceMessageRecord),
});
