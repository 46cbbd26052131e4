import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { energyAnyOf } from '../../permissions/energy.js';
import { DateText, literals } from './replenish.js';
import { StationCode } from './station.js';

/**
 * Charging reservations (预约记录, document 2 §2 "Energy partner": Orders — appointment records with detail). A driver
 * reserves a charger's port for a time window in the app; the console reads them and cancels one still waiting. The
 * spec names no call, so these follow the neighbours' shape: `energy/appointment/list`, `energy/appointment` (one),
 * `energy/appointment/cancel`. The order codes of each platform. docs/decisions.md, "Energy parking fees and
 * appointments".
 */

/** 0 待到站 → 1 已完成 (the car charged: its order) | 2 已取消 | 3 已过期 (not there by the window's end). */
export const AppointmentState = { waiting: 0, done: 1, cancelled: 2, expired: 3 } as const;
export const appointmentStates = { 0: '待到站', 1: '已完成', 2: '已取消', 3: '已过期' } as const;

/** Who cancelled: 1 用户 (in the app), 2 商户 (in the console). */
export const appointmentCancellers = { 1: '用户', 2: '商户' } as const;

export const AppointmentNo = Type.String({ pattern: '^YY[0-9]{8,20}$', title: '预约单号', examples: ['YY20261101000001'] });

export const AppointmentRecord = Type.Object({
  appointment_no: Type.String({ title: '预约单号' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  station_code: Type.String({ title: '电站编号' }),
  station_name: Type.String({ title: '电站名称' }),
  device_code: Type.String({ title: '充电桩编号' }),
  port_no: Type.Integer({ title: '枪号' }),
  user_name: Type.String({ title: '预约人' }),
  mobile: Type.String({ title: '手机号' }),
  plate: Type.String({ title: '车牌号' }),
  start_time: Type.String({ title: '预约开始时间' }),
  end_time: Type.String({ title: '预约结束时间' }),
  state: Type.Integer({ title: '状态', description: '0 待到站，1 已完成，2 已取消，3 已过期' }),
  order_no: Type.String({ title: '充电订单号', description: '完成后为充电订单' }),
  create_time: Type.String({ title: '预约时间' }),
});

export const AppointmentDetail = Type.Composite([
  AppointmentRecord,
  Type.Object({
    cancel_by: Type.Union([Type.Integer(), Type.Null()], { title: '取消方', description: '1 用户，2 商户' }),
    cancel_reason: Type.String({ title: '取消原因' }),
    canceller: Type.String({ title: '取消人' }),
    cancel_time: Type.String({ title: '取消时间' }),
    update_time: Type.String({ title: '更新时间' }),
  }),
]);

export const energyAppointmentList = defineCall({
  method: 'GET',
  path: 'energy/appointment/list',
  summary: '预约记录列表',
  auth: 'token',
  permission: { anyOf: energyAnyOf('order', 'list') },
  query: Type.Object({
    ...pageQuery(20),
    station_code: Type.Optional(StationCode),
    merchant: Type.Optional(Id('商户号')),
    appointment_no: Type.Optional(Text('预约单号（开头）', 32)),
    mobile: Type.Optional(Text('手机号', 11)),
    plate: Type.Optional(Text('车牌号', 10)),
    state: Type.Optional(literals(appointmentStates, '状态')),
    start_date: Type.Optional(DateText('开始日期（预约开始时间）')),
    end_date: Type.Optional(DateText('结束日期（预约开始时间）')),
  }),
  reply: ListOf(AppointmentRecord),
});

export const energyAppointmentGet = defineCall({
  method: 'GET',
  path: 'energy/appointment',
  summary: '预约记录详情',
  auth: 'token',
  permission: { anyOf: energyAnyOf('order', 'list') },
  query: Type.Object({ appointment_no: AppointmentNo }),
  reply: AppointmentDetail,
});

/** A waiting reservation only (else 1409); the port is free for others again. */
export const energyAppointmentCancel = defineCall({
  method: 'POST',
  path: 'energy/appointment/cancel',
  summary: '取消预约',
  auth: 'token',
  permission: { anyOf: energyAnyOf('order', 'update') },
  body: Type.Object({ appointment_no: AppointmentNo, reason: Text('取消原因', 200, 2) }),
  reply: Type.Object({ appointment_no: Type.String(), state: Type.Integer() }),
});
