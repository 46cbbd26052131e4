import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../../call.js';
import { StationCode } from './station.js';

/**
 * The group's own pages of a member station's configuration (document 2 §2 "Energy station detail": the group detail's
 * config pages 'channel' and 'charge'; "the group detail config uses a payment config and a runtime config"):
 * 支付通道配置 (`energy/station/channel` GET, PUT — which channel and channel merchant number the station's charging
 * payments are collected to) and 充电配置 (`energy/station/charge` GET, PUT — the limits and automatic stops of a session,
 * next to the 运行配置's start conditions). Only the group platform's codes (`energy:group:station:list` to read,
 * `…:update` to change; the platform operator holds them too); a station outside the group's members answers 1404.
 * docs/decisions.md, "The group's station channel and charge configuration".
 */

const GROUP_READ = ['energy:group:station:list'] as const;
const GROUP_UPDATE = ['energy:group:station:update'] as const;

// ---- 支付通道配置 --------------------------------------------------------------------------------------------------

/** 1 跟随商户默认 (the station's merchant's own 支付路由), 2 指定通道. */
export const StationChannelMode = { merchant: 1, assigned: 2 } as const;
export const stationChannelModes = { 1: '跟随商户默认', 2: '指定通道' } as const;
/** Who the assigned channel's merchant number belongs to: 1 电站所属商户, 2 集团统一收款. */
export const StationChannelPayee = { station: 1, group: 2 } as const;
export const stationChannelPayees = { 1: '电站所属商户', 2: '集团统一收款' } as const;

/** A channel merchant number (微信子商户号, 支付宝 PID, 收单机构商户号 …): 6–32 letters or digits. */
export const CHANNEL_MCH_NO = /^[A-Za-z0-9]{6,32}$/;

export const StationChannelValue = Type.Object({
  mode: Type.Union([Type.Literal(1), Type.Literal(2)], { title: '收款方式', description: '1 跟随商户默认，2 指定通道' }),
  /** With mode 2 only (else ignored and stored empty). */
  payee: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)], { title: '收款方', description: '1 电站所属商户，2 集团统一收款' })),
  channel: Type.Optional(Type.String({ maxLength: 20, title: '支付通道', description: 'payment_channel 的编码，如 WXPAY、CHINAUMS' })),
  mch_no: Type.Optional(Type.String({ maxLength: 32, title: '渠道商户号', description: '6–32 位字母或数字' })),
  remark: Type.Optional(Type.String({ maxLength: 100, title: '备注' })),
});
export type StationChannelBody = Static<typeof StationChannelValue>;

export const energyStationChannelGet = defineCall({
  method: 'GET',
  path: 'energy/station/channel',
  summary: '电站支付通道配置（集团）',
  auth: 'token',
  permission: { anyOf: GROUP_READ },
  query: Type.Object({ station_code: StationCode }),
  reply: Type.Object({
    station_code: Type.String(),
    mode: Type.Integer({ title: '收款方式' }),
    payee: Type.Union([Type.Integer(), Type.Null()], { title: '收款方' }),
    /** The payee merchant's name: the station's merchant, or the group's. */
    payee_name: Type.String({ title: '收款主体' }),
    channel: Type.String({ title: '支付通道编码' }),
    channel_name: Type.String({ title: '支付通道' }),
    mch_no: Type.String({ title: '渠道商户号' }),
    remark: Type.String({ title: '备注' }),
    operator: Type.String({ title: '最后修改人' }),
    /** Null while the station follows its merchant's default (never saved). */
    update_time: Type.Union([Type.String(), Type.Null()], { title: '更新时间' }),
    /** The channels one may assign (the platform's, in their order). */
    channels: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
    /** The names the two payees stand for at this station. */
    station_merchant_name: Type.String(),
    group_name: Type.String(),
  }),
});

export const energyStationChannelSet = defineCall({
  method: 'PUT',
  path: 'energy/station/channel',
  summary: '保存电站支付通道配置（集团）',
  auth: 'token',
  permission: { anyOf: GROUP_UPDATE },
  body: Type.Composite([Type.Object({ station_code: StationCode }), StationChannelValue]),
  reply: Type.Object({ station_code: Type.String() }),
});

// ---- 充电配置 ------------------------------------------------------------------------------------------------------

/** Bounds of the charge settings (0 of a limit: 不限). */
export const CHARGE_LIMITS = {
  max_power: 600, // kW
  max_energy: 500, // kWh
  max_amount: 100_000, // fen (1000 元)
  stop_balance: 10_000, // fen (100 元)
  trickle_power: 100, // 0.1 kW (10 kW)
  trickle_minutes: 60,
  user_sessions: 5,
} as const;

export const StationChargeValue = Type.Object({
  max_power: Type.Integer({ minimum: 0, maximum: CHARGE_LIMITS.max_power, title: '单枪功率上限', description: 'kW；0 不限' }),
  max_energy: Type.Integer({ minimum: 0, maximum: CHARGE_LIMITS.max_energy, title: '单次充电量上限', description: 'kWh；0 不限' }),
  max_amount: Type.Integer({ minimum: 0, maximum: CHARGE_LIMITS.max_amount, title: '单次消费上限', description: '分；0 不限' }),
  stop_balance: Type.Integer({ minimum: 0, maximum: CHARGE_LIMITS.stop_balance, title: '余额不足停止阈值', description: '分；充电中余额低于此值自动停止，0 为余额用尽才停止' }),
  full_stop: Type.Boolean({ title: '充满自停', description: '功率持续低于涓流功率时自动停止' }),
  trickle_power: Type.Integer({ minimum: 1, maximum: CHARGE_LIMITS.trickle_power, title: '涓流功率', description: '0.1 kW；如 30 即 3.0 kW' }),
  trickle_minutes: Type.Integer({ minimum: 1, maximum: CHARGE_LIMITS.trickle_minutes, title: '涓流持续时长', description: '分钟' }),
  user_sessions: Type.Integer({ minimum: 1, maximum: CHARGE_LIMITS.user_sessions, title: '同一用户同时充电数' }),
});
export type StationChargeSetting = Static<typeof StationChargeValue>;

/** What a station without saved charge settings runs with. */
export const DEFAULT_STATION_CHARGE: StationChargeSetting = { max_power: 0, max_energy: 0, max_amount: 0, stop_balance: 100, full_stop: true, trickle_power: 30, trickle_minutes: 10, user_sessions: 1 };

export const energyStationChargeGet = defineCall({
  method: 'GET',
  path: 'energy/station/charge',
  summary: '电站充电配置（集团）',
  auth: 'token',
  permission: { anyOf: GROUP_READ },
  query: Type.Object({ station_code: StationCode }),
  reply: Type.Composite([
    Type.Object({ station_code: Type.String() }),
    StationChargeValue,
    Type.Object({
      operator: Type.String({ title: '最后修改人' }),
      /** Null while the station runs with the defaults. */
      update_time: Type.Union([Type.String(), Type.Null()], { title: '更新时间' }),
    }),
  ]),
});

export const energyStationChargeSet = defineCall({
  method: 'PUT',
  path: 'energy/station/charge',
  summary: '保存电站充电配置（集团）',
  auth: 'token',
  permission: { anyOf: GROUP_UPDATE },
  body: Type.Composite([Type.Object({ station_code: StationCode }), StationChargeValue]),
  reply: Type.Object({ station_code: Type.String() }),
});

/** 30 → `3.0 kW`. */
export const tricklePowerText = (tenths: number) => `${(tenths / 10).toFixed(1)} kW`;
