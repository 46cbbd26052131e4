import { Type, type Static } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { energyAnyOf } from '../../permissions/energy.js';
import { energyPayModes } from './payment.js';
import { DateText, literals } from './replenish.js';
import { StationCode } from './station.js';

/**
 * Parking fees of charging cars (停车费, document 2 §2 "Energy partner" and "Energy station detail"; §7 "Energy": parking
 * payment list, GET, POST revoke; parking record list, GET; park space list, POST, PUT, DELETE, runtime GET and PUT).
 * A parking record (停车记录) is a car's stay at a station's space, with its charging session; its fee follows the
 * station's parking setting (停车费设置, `energy/park/space/runtime`), and a fee above zero opens a parking fee order
 * (停车费订单, `energy/parking/payment`), which may be revoked (撤销: the fee waived, a paid one refunded). Reading and
 * revoking use the order codes of each platform; the setting and the spaces the station's. docs/decisions.md,
 * "Energy parking fees and appointments".
 */

/** 0 免费停车, 1 充电减免 (free while charging and a grace after), 2 全程收费 (only the grace after entry is free). */
export const ParkingFeeMode = { free: 0, charging: 1, full: 2 } as const;
export const parkingFeeModes = { 0: '免费停车', 1: '充电减免', 2: '全程收费' } as const;

/** A stay: 1 在场, 0 已离场 (the spec's car status; DECISIONS.md). */
export const ParkingRecordState = { left: 0, parked: 1 } as const;
export const parkingRecordStates = { 1: '在场', 0: '已离场' } as const;

/** A parking fee order: 0 待支付 → 1 已支付; 待支付 or 已支付 → 2 已撤销 (a paid one refunded). */
export const ParkingPaymentState = { unpaid: 0, paid: 1, revoked: 2 } as const;
export const parkingPaymentStates = { 0: '待支付', 1: '已支付', 2: '已撤销' } as const;

/** Units a parking fee is counted in (minutes). */
export const parkingUnits = [15, 30, 60] as const;

export const ParkingSetting = Type.Object({
  mode: literals(parkingFeeModes, '收费方式'),
  free_minutes: Type.Integer({ minimum: 0, maximum: 1440, title: '免费时长', description: '分钟；充电减免：充电结束后的免费时长；全程收费：入场后的免费时长' }),
  unit_minutes: Type.Union(parkingUnits.map((u) => Type.Literal(u)), { title: '计费单位', description: '分钟；不足一个单位按一个单位计' }),
  unit_price: Type.Integer({ minimum: 0, maximum: 5000, title: '单价', description: '分/计费单位，至多 50 元' }),
  day_cap: Type.Integer({ minimum: 0, maximum: 50_000, title: '每 24 小时封顶', description: '分；0 不封顶' }),
});
export type ParkingSettingValue = Static<typeof ParkingSetting>;

/** What a station without a saved setting runs with: parking is free. */
export const DEFAULT_PARKING_SETTING: ParkingSettingValue = { mode: ParkingFeeMode.free, free_minutes: 30, unit_minutes: 60, unit_price: 500, day_cap: 3000 };

const MINUTE = 60_000;
const minutesBetween = (from: number, to: number) => Math.max(0, Math.ceil((to - from) / MINUTE));

export interface ParkingFee {
  park_minutes: number;
  free_minutes: number;
  fee_minutes: number;
  /** fen */
  fee: number;
}

/**
 * A stay's fee under a setting. 免费停车: nothing. 充电减免: from entry to the charge's end plus the free minutes is free
 * (a car that did not charge: the first free minutes after entry). 全程收费: only the first free minutes after entry. The
 * rest is counted in whole units (a started unit counts), capped at `day_cap` per started 24 hours.
 */
export function parkingFee(setting: ParkingSettingValue, entry: Date, exit: Date, charge?: { start: Date; end: Date | null }): ParkingFee {
  const from = entry.getTime();
  const to = Math.max(from, exit.getTime());
  const park = minutesBetween(from, to);
  if (setting.mode === ParkingFeeMode.free) return { park_minutes: park, free_minutes: park, fee_minutes: 0, fee: 0 };
  const grace = setting.free_minutes * MINUTE;
  const [freeFrom, freeTo] =
    setting.mode === ParkingFeeMode.charging && charge ? [from, (charge.end ?? new Date(to)).getTime() + grace] : [from, from + grace];
  const free = Math.min(park, minutesBetween(Math.max(from, freeFrom), Math.min(to, freeTo)));
  const feeMinutes = park - free;
  const units = Math.ceil(feeMinutes / setting.unit_minutes);
  let fee = units * setting.unit_price;
  if (setting.day_cap > 0) fee = Math.min(fee, Math.max(1, Math.ceil(park / 1440)) * setting.day_cap);
  return { park_minutes: park, free_minutes: free, fee_minutes: feeMinutes, fee };
}

export const ParkingRecordNo = Type.String({ pattern: '^TC[0-9]{8,20}$', title: '停车记录号', examples: ['TC20261101000001'] });
export const ParkingPayNo = Type.String({ pattern: '^TF[0-9]{8,20}$', title: '停车费订单号', examples: ['TF20261101000001'] });

// ---- parking records ---------------------------------------------------------------------------------------------

export const ParkingRecord = Type.Object({
  record_no: Type.String({ title: '停车记录号' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  station_code: Type.String({ title: '电站编号' }),
  station_name: Type.String({ title: '电站名称' }),
  space_no: Type.String({ title: '车位号' }),
  plate: Type.String({ title: '车牌号' }),
  entry_time: Type.String({ title: '入场时间' }),
  exit_time: Type.String({ title: '离场时间', description: '在场为空' }),
  state: Type.Integer({ title: '状态', description: '1 在场，0 已离场' }),
  order_no: Type.String({ title: '充电订单号', description: '未充电为空' }),
  charge_start: Type.String({ title: '充电开始时间' }),
  charge_end: Type.String({ title: '充电结束时间' }),
  fee_mode: Type.Integer({ title: '收费方式', description: '0 免费停车，1 充电减免，2 全程收费（离场时的停车费设置）' }),
  park_minutes: Type.Integer({ title: '停车时长（分钟）' }),
  free_minutes: Type.Integer({ title: '减免时长（分钟）' }),
  fee_minutes: Type.Integer({ title: '计费时长（分钟）' }),
  fee: Type.Integer({ title: '停车费（分）' }),
  pay_no: Type.String({ title: '停车费订单号', description: '无停车费为空' }),
  pay_state: Type.Union([Type.Integer(), Type.Null()], { title: '停车费订单状态' }),
});

export const parkingRecordFilters = {
  station_code: Type.Optional(StationCode),
  merchant: Type.Optional(Id('商户号')),
  record_no: Type.Optional(Text('停车记录号（开头）', 32)),
  plate: Type.Optional(Text('车牌号', 10)),
  state: Type.Optional(literals(parkingRecordStates, '状态')),
  fee_mode: Type.Optional(literals(parkingFeeModes, '收费方式')),
  charged: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(0)], { title: '是否收费', description: '1 有停车费，0 免收' })),
  start_date: Type.Optional(DateText('开始日期（入场时间）')),
  end_date: Type.Optional(DateText('结束日期（入场时间）')),
};

export const energyParkingRecordList = defineCall({
  method: 'GET',
  path: 'energy/parking/record/list',
  summary: '停车记录列表',
  auth: 'token',
  permission: { anyOf: energyAnyOf('order', 'list') },
  query: Type.Object({ ...pageQuery(20), ...parkingRecordFilters }),
  reply: ListOf(ParkingRecord),
});

export const energyParkingRecordGet = defineCall({
  method: 'GET',
  path: 'energy/parking/record',
  summary: '停车记录详情',
  auth: 'token',
  permission: { anyOf: energyAnyOf('order', 'list') },
  query: Type.Object({ record_no: ParkingRecordNo }),
  reply: Type.Composite([ParkingRecord, Type.Object({ create_time: Type.String({ title: '创建时间' }), update_time: Type.String({ title: '更新时间' }) })]),
});

// ---- parking fee orders ------------------------------------------------------------------------------------------

export const ParkingPayment = Type.Object({
  pay_no: Type.String({ title: '停车费订单号' }),
  record_no: Type.String({ title: '停车记录号' }),
  order_no: Type.String({ title: '充电订单号' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  station_code: Type.String({ title: '电站编号' }),
  station_name: Type.String({ title: '电站名称' }),
  plate: Type.String({ title: '车牌号' }),
  entry_time: Type.String({ title: '入场时间' }),
  exit_time: Type.String({ title: '离场时间' }),
  park_minutes: Type.Integer({ title: '停车时长（分钟）' }),
  free_minutes: Type.Integer({ title: '减免时长（分钟）' }),
  amount: Type.Integer({ title: '停车费（分）' }),
  pay_mode: Type.Integer({ title: '支付方式', description: '1 微信，2 支付宝，3 余额，4 充电卡' }),
  state: Type.Integer({ title: '订单状态', description: '0 待支付，1 已支付，2 已撤销' }),
  pay_time: Type.String({ title: '支付时间' }),
  create_time: Type.String({ title: '下单时间' }),
});

export const ParkingPaymentDetail = Type.Composite([
  ParkingPayment,
  Type.Object({
    refunded: Type.Boolean({ title: '撤销时已退款' }),
    revoke_reason: Type.String({ title: '撤销原因' }),
    revoker: Type.String({ title: '撤销人' }),
    revoke_time: Type.String({ title: '撤销时间' }),
    update_time: Type.String({ title: '更新时间' }),
  }),
]);

export const parkingPaymentFilters = {
  station_code: Type.Optional(StationCode),
  merchant: Type.Optional(Id('商户号')),
  pay_no: Type.Optional(Text('停车费订单号（开头）', 32)),
  plate: Type.Optional(Text('车牌号', 10)),
  state: Type.Optional(literals(parkingPaymentStates, '订单状态')),
  pay_mode: Type.Optional(literals(energyPayModes, '支付方式')),
  start_date: Type.Optional(DateText('开始日期（下单时间）')),
  end_date: Type.Optional(DateText('结束日期（下单时间）')),
};

export const energyParkingPaymentList = defineCall({
  method: 'GET',
  path: 'energy/parking/payment/list',
  summary: '停车费订单列表',
  auth: 'token',
  permission: { anyOf: energyAnyOf('order', 'list') },
  query: Type.Object({ ...pageQuery(20), ...parkingPaymentFilters }),
  reply: ListOf(ParkingPayment),
});

export const energyParkingPaymentGet = defineCall({
  method: 'GET',
  path: 'energy/parking/payment',
  summary: '停车费订单详情',
  auth: 'token',
  permission: { anyOf: energyAnyOf('order', 'list') },
  query: Type.Object({ pay_no: ParkingPayNo }),
  reply: ParkingPaymentDetail,
});

/** 撤销: a 待支付 order's fee is waived, a 已支付 one's refunded; once (a money operation: once per Idempotency-Key). */
export const energyParkingPaymentRevoke = defineCall({
  method: 'POST',
  path: 'energy/parking/payment/revoke',
  summary: '撤销停车费订单（免收或退款）',
  auth: 'token',
  idempotent: true,
  permission: { anyOf: energyAnyOf('order', 'update') },
  body: Type.Object({ pay_no: ParkingPayNo, reason: Text('撤销原因', 200, 2) }),
  reply: Type.Object({ pay_no: Type.String(), state: Type.Integer(), refunded: Type.Boolean() }),
});

// ---- the station's parking setting and spaces --------------------------------------------------------------------

export const energyParkingSettingGet = defineCall({
  method: 'GET',
  path: 'energy/park/space/runtime',
  summary: '电站的停车费设置',
  auth: 'token',
  permission: { anyOf: energyAnyOf('station', 'list') },
  query: Type.Object({ station_code: StationCode }),
  reply: Type.Object({
    station_code: Type.String(),
    setting: ParkingSetting,
    /** Null while the station runs with the default (free parking). */
    update_time: Type.Union([Type.String(), Type.Null()], { title: '更新时间' }),
  }),
});

/** Applies to stays that end after it is saved (a record keeps the mode it was priced with). */
export const energyParkingSettingSet = defineCall({
  method: 'PUT',
  path: 'energy/park/space/runtime',
  summary: '保存电站的停车费设置',
  auth: 'token',
  permission: { anyOf: energyAnyOf('station', 'update') },
  body: Type.Composite([Type.Object({ station_code: StationCode }), ParkingSetting]),
  reply: Type.Object({ station_code: Type.String() }),
});

export const SpaceNo = Type.String({ pattern: '^[A-Za-z0-9-]{1,12}$', title: '车位号', description: '字母、数字和 -，至多 12 位', examples: ['A-01'] });

export const ParkSpace = Type.Object({
  space_id: Type.Integer({ title: '车位编号' }),
  station_code: Type.String({ title: '电站编号' }),
  space_no: Type.String({ title: '车位号' }),
  device_code: Type.String({ title: '对应充电桩', description: '未绑定为空' }),
  port_no: Type.Union([Type.Integer(), Type.Null()], { title: '对应枪号' }),
  remark: Type.String({ title: '备注' }),
  occupied: Type.Boolean({ title: '是否有车在场' }),
  plate: Type.String({ title: '在场车牌' }),
  create_time: Type.String({ title: '创建时间' }),
});

const spaceFields = {
  space_no: SpaceNo,
  device_code: Type.Optional(Text('对应充电桩编号', 40)),
  port_no: Type.Optional(Type.Integer({ minimum: 1, maximum: 99, title: '对应枪号' })),
  remark: Type.Optional(Text('备注', 100)),
};

export const energyParkSpaceList = defineCall({
  method: 'GET',
  path: 'energy/park/space/list',
  summary: '电站的车位列表',
  auth: 'token',
  permission: { anyOf: energyAnyOf('station', 'list') },
  query: Type.Object({ ...pageQuery(20), station_code: StationCode, space_no: Type.Optional(Text('车位号（开头）', 12)), occupied: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(0)], { title: '占用', description: '1 有车，0 空闲' })) }),
  reply: ListOf(ParkSpace),
});

export const energyParkSpaceCreate = defineCall({
  method: 'POST',
  path: 'energy/park/space',
  summary: '新增车位',
  auth: 'token',
  permission: { anyOf: energyAnyOf('station', 'update') },
  body: Type.Object({ station_code: StationCode, ...spaceFields }),
  reply: Type.Object({ space_id: Type.Integer() }),
});

/** Every field again (a cleared charger unbinds the space). */
export const energyParkSpaceUpdate = defineCall({
  method: 'PUT',
  path: 'energy/park/space',
  summary: '编辑车位',
  auth: 'token',
  permission: { anyOf: energyAnyOf('station', 'update') },
  body: Type.Object({ space_id: Id('车位编号'), ...spaceFields }),
  reply: Type.Object({ space_id: Type.Integer() }),
});

/** Refused while a car is parked on it; its past records keep the space number. */
export const energyParkSpaceDelete = defineCall({
  method: 'DELETE',
  path: 'energy/park/space',
  summary: '删除车位',
  auth: 'token',
  permission: { anyOf: energyAnyOf('station', 'update') },
  query: Type.Object({ space_id: Id('车位编号') }),
  reply: Type.Object({ space_id: Type.Integer() }),
});
