import { deviceFilters, deviceProtocols, energyStatuses, formatDateTime } from '@console/contract';
import { Type } from '@sinclair/typebox';
import { energyDevice } from '../../../db/schema/index.js';
import { cappedTotal } from '../../../shared/paging.js';
import type { ReportKind } from '../../report/report/report.kinds.js';
import * as repository from './device.repository.js';
import { filterOf } from './device.service.js';

/** 设备列表 as the list screen shows it (same filters, the requester's scope), by id. */
export const energyDeviceReport: ReportKind = {
  id: 'energy:device',
  name: '设备列表',
  permission: { anyOf: ['energy:partner:device:list', 'energy:group:device:list', 'energy:device:list'] },
  params: Type.Object(deviceFilters),
  columns: [
    { title: '设备编号', width: 18 },
    { title: '电站', width: 24 },
    { title: '所属商户', width: 24 },
    { title: '设备厂商', width: 14 },
    { title: '设备型号', width: 16 },
    { title: '通信协议', width: 12 },
    { title: '固件版本', width: 12 },
    { title: 'SIM 卡 ICCID', width: 22 },
    { title: '在线状态', width: 8 },
    { title: '最后心跳时间', width: 20 },
    { title: '端口数', width: 8 },
    { title: '状态', width: 8 },
    { title: '创建时间', width: 20 },
  ],
  async count(tx, request) {
    return (await cappedTotal(tx, energyDevice, repository.where(filterOf(request.scope, request.params)))).count;
  },
  async page(tx, request, after, limit) {
    const rows = await repository.pageById(tx, filterOf(request.scope, request.params), limit, typeof after === 'number' ? after : undefined);
    return {
      rows: rows.map((d) => [
        d.device_code, `${d.station_name}（${d.station_code}）`, `${d.merchant_name}（${d.merchant}）`, d.vendor, d.model,
        deviceProtocols[d.protocol as keyof typeof deviceProtocols] ?? d.protocol, d.firmware_version, d.iccid, d.online ? '在线' : '离线',
        d.last_heartbeat_time ? formatDateTime(d.last_heartbeat_time) : '', d.port_count, energyStatuses[d.status as 0 | 1] ?? String(d.status), formatDateTime(d.create_time),
      ]),
      last: rows.at(-1)?.id ?? after,
    };
  },
};
