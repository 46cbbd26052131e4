import { Type } from '@sinclair/typebox';
import { defineCall } from '../../call.js';
import { energyAnyOf } from '../../permissions/energy.js';
import { EnergyStatusField, StationCode } from './station.js';

/**
 * 设备安全策略 (document 2 §2 "Energy station detail": device security policy; §7 "Energy": `energy/device/policy/list`,
 * PUT `energy/device/policy`, PUT `energy/device/policy/status`). The protections the station's chargers apply, one
 * row per kind: a threshold, what the charger does when it is crossed (alarm only, or stop charging and alarm) and
 * whether it is on. A kind never saved runs with its default. Reading needs the station's list permission, changing its
 * update permission. docs/decisions.md, "Energy station detail: the rest".
 */

export interface DevicePolicyKind {
  name: string;
  unit: string;
  min: number;
  max: number;
  /** The default threshold, action and state. */
  threshold: number;
  action: 1 | 2;
  status: 0 | 1;
  hint: string;
}

/** The kinds, in the order the page shows them. */
export const devicePolicyKinds = {
  over_temperature: { name: '过温保护', unit: '℃', min: 50, max: 120, threshold: 85, action: 2, status: 1, hint: '枪头或柜内温度超过阈值' },
  over_voltage: { name: '过压保护', unit: 'V', min: 230, max: 1000, threshold: 780, action: 2, status: 1, hint: '输出电压超过阈值' },
  under_voltage: { name: '欠压保护', unit: 'V', min: 150, max: 400, threshold: 187, action: 1, status: 1, hint: '输入电压低于阈值' },
  over_current: { name: '过流保护', unit: 'A', min: 16, max: 800, threshold: 250, action: 2, status: 1, hint: '输出电流超过阈值' },
  leakage: { name: '漏电保护', unit: 'mA', min: 6, max: 100, threshold: 30, action: 2, status: 1, hint: '剩余电流超过阈值' },
  insulation: { name: '绝缘检测', unit: 'kΩ', min: 100, max: 2000, threshold: 500, action: 2, status: 1, hint: '绝缘电阻低于阈值时不启动充电' },
  bms_timeout: { name: 'BMS 通信超时', unit: '秒', min: 1, max: 60, threshold: 10, action: 2, status: 1, hint: '与车辆 BMS 失联超过阈值' },
  soc_limit: { name: 'SOC 充电上限', unit: '%', min: 50, max: 100, threshold: 100, action: 2, status: 0, hint: '电池电量达到阈值即停止充电' },
} as const satisfies Record<string, DevicePolicyKind>;
export type DevicePolicyKindCode = keyof typeof devicePolicyKinds;

export const devicePolicyActions = { 1: '仅告警', 2: '停止充电并告警' } as const;

const KindField = Type.Union(
  (Object.keys(devicePolicyKinds) as DevicePolicyKindCode[]).map((k) => Type.Literal(k)),
  { title: '策略', description: Object.entries(devicePolicyKinds).map(([k, v]) => `${k} ${v.name}`).join('，') },
);
const ActionField = Type.Union([Type.Literal(1), Type.Literal(2)], { title: '触发动作', description: '1 仅告警，2 停止充电并告警' });

export const DevicePolicyRecord = Type.Object({
  kind: Type.String({ title: '策略' }),
  name: Type.String({ title: '策略名称' }),
  unit: Type.String({ title: '单位' }),
  min: Type.Integer({ title: '阈值下限' }),
  max: Type.Integer({ title: '阈值上限' }),
  threshold: Type.Integer({ title: '阈值' }),
  action: Type.Integer({ title: '触发动作', description: '1 仅告警，2 停止充电并告警' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
  customised: Type.Boolean({ title: '已修改', description: '否：使用默认值' }),
  operator: Type.String({ title: '最后修改人' }),
  update_time: Type.Union([Type.String(), Type.Null()], { title: '更新时间' }),
});

export const energyDevicePolicyList = defineCall({
  method: 'GET',
  path: 'energy/device/policy/list',
  summary: '电站的设备安全策略',
  auth: 'token',
  permission: { anyOf: energyAnyOf('station', 'list') },
  query: Type.Object({ station_code: StationCode }),
  reply: Type.Array(DevicePolicyRecord),
});

/** The threshold must lie within the kind's range. */
export const energyDevicePolicyUpdate = defineCall({
  method: 'PUT',
  path: 'energy/device/policy',
  summary: '修改设备安全策略的阈值与触发动作',
  auth: 'token',
  permission: { anyOf: energyAnyOf('station', 'update') },
  body: Type.Object({ station_code: StationCode, kind: KindField, threshold: Type.Integer({ minimum: 0, maximum: 100_000, title: '阈值' }), action: ActionField }),
  reply: Type.Object({ kind: Type.String() }),
});

export const energyDevicePolicyStatus = defineCall({
  method: 'PUT',
  path: 'energy/device/policy/status',
  summary: '启用、停用设备安全策略',
  auth: 'token',
  permission: { anyOf: energyAnyOf('station', 'update') },
  body: Type.Object({ station_code: StationCode, kind: KindField, status: EnergyStatusField }),
  reply: Type.Object({ kind: Type.String() }),
});
