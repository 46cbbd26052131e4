import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { energyAnyOf } from '../../permissions/energy.js';

/**
 * Charging stations (电站), document 2 §7 "Energy": `energy/station/list`, `energy/station`, and the station's own
 * create, edit and delete on `energy/station/apply` (POST, PUT, DELETE), its picker (`apply/brief`) and export
 * (`apply/export`). A merchant keeps its own; its partner, its group and the platform act for it.
 * docs/decisions.md, "Energy stations, devices, ports and alarms".
 */

export const EnergyStatus = { enabled: 1, disabled: 0 } as const;
export const energyStatuses = { [EnergyStatus.enabled]: '启用', [EnergyStatus.disabled]: '停用' } as const;

/** The station picker: at most 20 stations. */
export const STATION_PICKER_SIZE = 20;

export const EnergyStatusField = Type.Union([Type.Literal(1), Type.Literal(0)], { title: '状态', description: '1 启用，0 停用' });
export const StationCode = Type.String({ pattern: '^ES[0-9]{1,12}$', title: '电站编号', examples: ['ES100001'] });
const RegionCode = Type.String({ pattern: '^[0-9]{6}$', title: '行政区划代码', description: 'GB/T 2260 六位代码（区县）', examples: ['440305'] });
const RegionFilter = Type.String({ pattern: '^[0-9]{2}([0-9]{2}){0,2}$', title: '所在地区', description: '省、市或区县代码（如 44、4403、440305）；列出其下的电站' });
export const ClockTime = (title: string, example = '07:00') => Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$', title, examples: [example] });
export const MobileField = (title: string) => Type.String({ pattern: '^1[3-9][0-9]{9}$', title, examples: ['13800138000'] });

/** What a create proposes and an edit changes. */
const stationFields = {
  name: Text('电站名称', 50, 2),
  region: RegionCode,
  address: Text('详细地址', 200, 2),
  lat: Type.Number({ minimum: -90, maximum: 90, title: '纬度', description: '地图选点所得（GCJ-02）' }),
  lng: Type.Number({ minimum: -180, maximum: 180, title: '经度', description: '地图选点所得（GCJ-02）' }),
  open_time: ClockTime('营业开始时间'),
  close_time: ClockTime('营业结束时间', '23:00'),
  contact_name: Text('联系人', 20, 2),
  contact_mobile: MobileField('联系电话'),
};

export const StationRecord = Type.Object({
  station_code: Type.String({ title: '电站编号' }),
  name: Type.String({ title: '电站名称' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  region: Type.String({ title: '行政区划代码' }),
  region_name: Type.String({ title: '所在地区' }),
  address: Type.String({ title: '详细地址' }),
  lat: Type.Number({ title: '纬度' }),
  lng: Type.Number({ title: '经度' }),
  open_time: Type.String({ title: '营业开始时间' }),
  close_time: Type.String({ title: '营业结束时间' }),
  contact_name: Type.String({ title: '联系人' }),
  contact_mobile: Type.String({ title: '联系电话' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
  device_count: Type.Integer({ title: '设备数' }),
  port_count: Type.Integer({ title: '端口数' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

/** The list's filters (the export takes the same). */
export const stationFilters = {
  keywords: Type.Optional(Text('电站编号或名称', 50)),
  station_code: Type.Optional(StationCode),
  merchant: Type.Optional(Id('商户号')),
  status: Type.Optional(EnergyStatusField),
  region: Type.Optional(RegionFilter),
};

export const energyStationList = defineCall({
  method: 'GET',
  path: 'energy/station/list',
  summary: '电站列表',
  auth: 'token',
  permission: { anyOf: energyAnyOf('station', 'list') },
  query: Type.Object({ ...pageQuery(20), ...stationFilters }),
  reply: ListOf(StationRecord),
});

export const energyStationGet = defineCall({
  method: 'GET',
  path: 'energy/station',
  summary: '电站详情',
  auth: 'token',
  permission: { anyOf: energyAnyOf('station', 'list') },
  query: Type.Object({ station_code: StationCode }),
  reply: StationRecord,
});

/** A merchant creates for itself (leaves `merchant` out); a partner, group or the platform names the merchant. */
export const energyStationCreate = defineCall({
  method: 'POST',
  path: 'energy/station/apply',
  summary: '新建电站',
  auth: 'token',
  permission: { anyOf: energyAnyOf('station', 'create') },
  body: Type.Object({ merchant: Type.Optional(Id('所属商户号')), ...stationFields }),
  reply: Type.Object({ station_code: Type.String({ title: '电站编号' }) }),
});

/** Either an edit (every field) or a status change alone (`status` only: 启用 / 停用). */
export const energyStationUpdate = defineCall({
  method: 'PUT',
  path: 'energy/station/apply',
  summary: '编辑、启用、停用电站',
  auth: 'token',
  permission: { anyOf: energyAnyOf('station', 'update') },
  body: Type.Composite([Type.Object({ station_code: StationCode, status: Type.Optional(EnergyStatusField) }), Type.Partial(Type.Object(stationFields))]),
  reply: Type.Object({ station_code: Type.String(), status: Type.Integer() }),
});

/** Refused while the station has devices. */
export const energyStationDelete = defineCall({
  method: 'DELETE',
  path: 'energy/station/apply',
  summary: '删除电站',
  auth: 'token',
  permission: { anyOf: energyAnyOf('station', 'delete') },
  query: Type.Object({ station_code: StationCode }),
  reply: Type.Object({ station_code: Type.String() }),
});

/** The station picker's options: code and name, searched, at most 20. */
export const energyStationBrief = defineCall({
  method: 'GET',
  path: 'energy/station/apply/brief',
  summary: '电站选择器',
  auth: 'token',
  permission: { anyOf: [...energyAnyOf('station', 'list'), ...energyAnyOf('device', 'list'), ...energyAnyOf('alarm', 'basic'), ...energyAnyOf('card', 'update'), ...energyAnyOf('order', 'list'),
    ...energyAnyOf('acl', 'list'), ...energyAnyOf('sim', 'list'), ...energyAnyOf('log', 'list'), ...energyAnyOf('emap', 'list')] },
  query: Type.Object({ keywords: Type.Optional(Text('电站编号或名称', 50)), merchant: Type.Optional(Id('商户号')), station_code: Type.Optional(StationCode) }),
  reply: Type.Array(Type.Object({ station_code: Type.String(), name: Type.String(), merchant: Type.Integer(), merchant_name: Type.String(), status: Type.Integer() })),
});

const ExportFormat = Type.Optional(Type.Union([Type.Literal('csv'), Type.Literal('xlsx')], { title: '文件格式' }));
export const ExportJob = Type.Object({ id: Type.String({ title: '任务编号' }), name: Type.String(), status: Type.String() });

/** Queues the list as a file (as `report/report` with report_id `energy:station`); it appears in 报表中心. */
export const energyStationExport = defineCall({
  method: 'GET',
  path: 'energy/station/apply/export',
  summary: '导出电站列表（排队生成文件，见报表中心）',
  auth: 'token',
  permission: { anyOf: energyAnyOf('station', 'list') },
  query: Type.Object({ ...stationFilters, format: ExportFormat }),
  reply: ExportJob,
});
