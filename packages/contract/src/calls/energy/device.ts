import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { energyAnyOf } from '../../permissions/energy.js';
import { EnergyStatusField, ExportJob, StationCode } from './station.js';

/**
 * Chargers (设备) and their ports (端口), document 2 §7 "Energy": `energy/station/device` (list, GET, POST, PUT, DELETE,
 * brief, export, status) and `energy/port/list`, `energy/port/status`, `energy/port/delete`. Online state, heartbeat and
 * a port's state come from the device gateway (read-only here). Batch, transfer and the device commands need that
 * gateway and are left out. docs/decisions.md, "Energy stations, devices, ports and alarms".
 */

export const deviceProtocols = { OCPP16: 'OCPP 1.6', OCPP201: 'OCPP 2.0.1', YKC: '云快充' } as const;
export type DeviceProtocol = keyof typeof deviceProtocols;

/** 端口类型 (GB/T 20234). */
export const portTypes = { 1: '国标交流', 2: '国标直流' } as const;

/** Port state as the gateway reports it. */
export const PortState = { offline: 0, idle: 1, occupied: 2, charging: 3, fault: 4 } as const;
export const portStates = { 0: '离线', 1: '空闲', 2: '占用', 3: '充电中', 4: '故障' } as const;

/** A charger declares 1..64 ports; each up to 600 kW. */
export const DEVICE_MAX_PORTS = 64;
export const PORT_MAX_POWER_W = 600_000;

export const DeviceCode = Type.String({ pattern: '^[A-Za-z0-9_-]{4,32}$', title: '设备编号', description: '设备序列号（4–32 位字母、数字、-、_），全平台唯一', examples: ['NS-DC-0001'] });
const ProtocolField = Type.Union([Type.Literal('OCPP16'), Type.Literal('OCPP201'), Type.Literal('YKC')], { title: '通信协议' });
const PortTypeField = Type.Union([Type.Literal(1), Type.Literal(2)], { title: '端口类型', description: '1 国标交流，2 国标直流' });
const PortStateField = Type.Union([0, 1, 2, 3, 4].map((n) => Type.Literal(n)), { title: '端口状态', description: '0 离线，1 空闲，2 占用，3 充电中，4 故障' });

const deviceFields = {
  vendor: Text('设备厂商', 50, 1),
  model: Text('设备型号', 50, 1),
  protocol: ProtocolField,
  firmware_version: Type.Optional(Text('固件版本', 50)),
  iccid: Type.Optional(Type.String({ pattern: '^([0-9A-Fa-f]{19,20})?$', title: 'SIM 卡 ICCID', description: '19–20 位；不用 SIM 卡可不填' })),
};

export const PortRecord = Type.Object({
  id: Type.Integer({ title: '端口 ID' }),
  device_code: Type.String({ title: '设备编号' }),
  station_code: Type.String({ title: '电站编号' }),
  station_name: Type.String({ title: '电站名称' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  port_no: Type.Integer({ title: '端口号' }),
  type: Type.Integer({ title: '端口类型', description: '1 国标交流，2 国标直流' }),
  max_power: Type.Integer({ title: '最大功率（W）' }),
  state: Type.Integer({ title: '端口状态', description: '0 离线，1 空闲，2 占用，3 充电中，4 故障' }),
  error_code: Type.String({ title: '故障码' }),
  status: Type.Integer({ title: '服务状态', description: '1 启用，0 停用' }),
  update_time: Type.String({ title: '更新时间' }),
});

export const DeviceRecord = Type.Object({
  device_code: Type.String({ title: '设备编号' }),
  station_code: Type.String({ title: '电站编号' }),
  station_name: Type.String({ title: '电站名称' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  vendor: Type.String({ title: '设备厂商' }),
  model: Type.String({ title: '设备型号' }),
  protocol: Type.String({ title: '通信协议' }),
  firmware_version: Type.String({ title: '固件版本' }),
  iccid: Type.String({ title: 'SIM 卡 ICCID' }),
  online: Type.Boolean({ title: '在线' }),
  last_heartbeat_time: Type.Union([Type.String(), Type.Null()], { title: '最后心跳时间' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
  port_count: Type.Integer({ title: '端口数' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

export const deviceFilters = {
  keywords: Type.Optional(Text('设备编号、厂商或型号', 50)),
  station_code: Type.Optional(StationCode),
  merchant: Type.Optional(Id('商户号')),
  online: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(0)], { title: '在线状态', description: '1 在线，0 离线' })),
  status: Type.Optional(EnergyStatusField),
  protocol: Type.Optional(ProtocolField),
};

export const energyDeviceList = defineCall({
  method: 'GET',
  path: 'energy/station/device/list',
  summary: '设备列表',
  auth: 'token',
  permission: { anyOf: energyAnyOf('device', 'list') },
  query: Type.Object({ ...pageQuery(20), ...deviceFilters }),
  reply: ListOf(DeviceRecord),
});

export const energyDeviceGet = defineCall({
  method: 'GET',
  path: 'energy/station/device',
  summary: '设备详情（含端口）',
  auth: 'token',
  permission: { anyOf: energyAnyOf('device', 'list') },
  query: Type.Object({ device_code: DeviceCode }),
  reply: Type.Composite([DeviceRecord, Type.Object({ ports: Type.Array(PortRecord, { title: '端口' }) })]),
});

/** Creates the charger and its ports 1..port_count (all of one type and power) in one transaction. */
export const energyDeviceCreate = defineCall({
  method: 'POST',
  path: 'energy/station/device',
  summary: '新增设备',
  auth: 'token',
  permission: { anyOf: energyAnyOf('device', 'create') },
  body: Type.Object({
    station_code: StationCode,
    device_code: DeviceCode,
    ...deviceFields,
    port_count: Type.Integer({ minimum: 1, maximum: DEVICE_MAX_PORTS, title: '端口数' }),
    port_type: PortTypeField,
    max_power: Type.Integer({ minimum: 1000, maximum: PORT_MAX_POWER_W, title: '单口最大功率（W）', examples: [7000, 120000] }),
  }),
  reply: Type.Object({ device_code: Type.String(), port_count: Type.Integer() }),
});

/** Edits the charger's own fields (its station stays: moving one is a transfer, which needs the gateway). */
export const energyDeviceUpdate = defineCall({
  method: 'PUT',
  path: 'energy/station/device',
  summary: '编辑设备',
  auth: 'token',
  permission: { anyOf: energyAnyOf('device', 'update') },
  body: Type.Object({ device_code: DeviceCode, ...deviceFields }),
  reply: Type.Object({ device_code: Type.String() }),
});

export const energyDeviceStatus = defineCall({
  method: 'PUT',
  path: 'energy/station/device/status',
  summary: '启用、停用设备',
  auth: 'token',
  permission: { anyOf: energyAnyOf('device', 'update') },
  body: Type.Object({ device_code: DeviceCode, status: EnergyStatusField }),
  reply: Type.Object({ device_code: Type.String(), status: Type.Integer() }),
});

/** Removes the charger with its ports; refused while one of its ports is charging. */
export const energyDeviceDelete = defineCall({
  method: 'DELETE',
  path: 'energy/station/device',
  summary: '删除设备',
  auth: 'token',
  permission: { anyOf: energyAnyOf('device', 'delete') },
  query: Type.Object({ device_code: DeviceCode }),
  reply: Type.Object({ device_code: Type.String() }),
});

export const energyDeviceBrief = defineCall({
  method: 'GET',
  path: 'energy/station/device/brief',
  summary: '设备选择器',
  auth: 'token',
  permission: { anyOf: [...energyAnyOf('device', 'list'), ...energyAnyOf('alarm', 'basic'), ...energyAnyOf('sim', 'update'), ...energyAnyOf('log', 'list')] },
  query: Type.Object({ keywords: Type.Optional(Text('设备编号', 50)), station_code: Type.Optional(StationCode) }),
  reply: Type.Array(Type.Object({ device_code: Type.String(), station_code: Type.String(), station_name: Type.String(), status: Type.Integer(), online: Type.Boolean() })),
});

export const energyDeviceExport = defineCall({
  method: 'GET',
  path: 'energy/station/device/export',
  summary: '导出设备列表（排队生成文件，见报表中心）',
  auth: 'token',
  permission: { anyOf: energyAnyOf('device', 'list') },
  query: Type.Object({ ...deviceFilters, format: Type.Optional(Type.Union([Type.Literal('csv'), Type.Literal('xlsx')], { title: '文件格式' })) }),
  reply: ExportJob,
});

export const energyPortList = defineCall({
  method: 'GET',
  path: 'energy/port/list',
  summary: '端口列表',
  auth: 'token',
  permission: { anyOf: energyAnyOf('port', 'list') },
  query: Type.Object({
    ...pageQuery(20),
    station_code: Type.Optional(StationCode),
    device_code: Type.Optional(DeviceCode),
    merchant: Type.Optional(Id('商户号')),
    state: Type.Optional(PortStateField),
    status: Type.Optional(EnergyStatusField),
    type: Type.Optional(PortTypeField),
  }),
  reply: ListOf(PortRecord),
});

/** 启用 / 停用 a port for service (the gateway stops offering it; its state stays the gateway's). */
export const energyPortStatus = defineCall({
  method: 'PUT',
  path: 'energy/port/status',
  summary: '启用、停用端口',
  auth: 'token',
  permission: { anyOf: energyAnyOf('port', 'update') },
  body: Type.Object({ id: Id('端口 ID'), status: EnergyStatusField }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

/** Removes a port from its charger; refused while it is charging. */
export const energyPortDelete = defineCall({
  method: 'PUT',
  path: 'energy/port/delete',
  summary: '删除端口',
  auth: 'token',
  permission: { anyOf: energyAnyOf('port', 'update') },
  body: Type.Object({ id: Id('端口 ID') }),
  reply: Type.Object({ id: Type.Integer() }),
});
