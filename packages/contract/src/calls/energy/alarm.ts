import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { energyAnyOf } from '../../permissions/energy.js';
import { DeviceCode } from './device.js';
import { StationCode } from './station.js';

/**
 * Device alarms (告警), document 2 §7 "Energy": `energy/station/device/alarm/list`, `energy/station/device/alarm` (GET
 * one, POST: process it once with a note). The to-do drawer's 充电 count is the unprocessed alarms of the last 30 days.
 * docs/decisions.md, "Energy stations, devices, ports and alarms".
 */

export const alarmLevels = { 1: '一级（紧急）', 2: '二级（严重）', 3: '三级（一般）', 4: '四级（轻微）', 5: '五级（提示）' } as const;
export const alarmKinds = {
  offline: '设备离线',
  over_temperature: '温度过高',
  emergency_stop: '急停按下',
  insulation: '绝缘检测故障',
  meter: '电表通信异常',
  over_current: '输出过流',
} as const;
export type AlarmKind = keyof typeof alarmKinds;
export const AlarmProcess = { pending: 0, done: 1 } as const;
export const alarmProcesses = { 0: '未处理', 1: '已处理' } as const;

/** A day (2026-03-01, from the date-range filter: the whole day in UTC+8) or an instant (the to-do link's ISO times). */
const TimeBound = (title: string) => Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}([T ][0-9:.]+(Z|[+-][0-9]{2}:?[0-9]{2})?)?$', title });

export const AlarmRecord = Type.Object({
  id: Type.Integer({ title: '告警 ID' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  station_code: Type.String({ title: '电站编号' }),
  station_name: Type.String({ title: '电站名称' }),
  device_code: Type.String({ title: '设备编号' }),
  port_no: Type.Union([Type.Integer(), Type.Null()], { title: '端口号', description: '设备级告警为空' }),
  level: Type.Integer({ title: '告警级别', description: '1–5，1 最高' }),
  kind: Type.String({ title: '告警类型' }),
  message: Type.String({ title: '告警内容' }),
  alarm_time: Type.String({ title: '告警时间' }),
  process: Type.Integer({ title: '处理状态', description: '0 未处理，1 已处理' }),
  processor: Type.String({ title: '处理人' }),
  process_time: Type.Union([Type.String(), Type.Null()], { title: '处理时间' }),
  note: Type.String({ title: '处理说明' }),
});

export const energyAlarmList = defineCall({
  method: 'GET',
  path: 'energy/station/device/alarm/list',
  summary: '告警记录',
  auth: 'token',
  permission: { anyOf: energyAnyOf('alarm', 'basic') },
  query: Type.Object({
    ...pageQuery(20),
    station_code: Type.Optional(StationCode),
    device_code: Type.Optional(DeviceCode),
    merchant: Type.Optional(Id('商户号')),
    level: Type.Optional(Type.Union([1, 2, 3, 4, 5].map((n) => Type.Literal(n)), { title: '告警级别' })),
    kind: Type.Optional(Type.Union(Object.keys(alarmKinds).map((k) => Type.Literal(k)), { title: '告警类型' })),
    process: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { title: '处理状态', description: '0 未处理，1 已处理' })),
    start_time: Type.Optional(TimeBound('告警时间起')),
    end_time: Type.Optional(TimeBound('告警时间止')),
  }),
  reply: ListOf(AlarmRecord),
});

export const energyAlarmGet = defineCall({
  method: 'GET',
  path: 'energy/station/device/alarm',
  summary: '告警详情',
  auth: 'token',
  permission: { anyOf: energyAnyOf('alarm', 'basic') },
  query: Type.Object({ id: Id('告警 ID') }),
  reply: AlarmRecord,
});

/** Processes an alarm: the note, the caller as processor, now as the time. Only once. */
export const energyAlarmProcess = defineCall({
  method: 'POST',
  path: 'energy/station/device/alarm',
  summary: '处理告警',
  auth: 'token',
  permission: { anyOf: energyAnyOf('alarm', 'update') },
  body: Type.Object({ id: Id('告警 ID'), note: Text('处理说明', 200, 2) }),
  reply: Type.Object({ id: Type.Integer(), process: Type.Integer(), processor: Type.String(), process_time: Type.String() }),
});
