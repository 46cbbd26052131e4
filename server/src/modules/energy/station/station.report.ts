import { energyStatuses, formatDateTime, stationFilters } from '@console/contract';
import { Type } from '@sinclair/typebox';
import type { ReportKind } from '../../report/report/report.kinds.js';
import * as repository from './station.repository.js';
import { filterOf } from './station.service.js';

/** 电站列表 as the list screen shows it (same filters; the scope of the requester's station permission), by id. */
export const energyStationReport: ReportKind = {
  id: 'energy:station',
  name: '电站列表',
  permission: { anyOf: ['energy:partner:station:list', 'energy:group:station:list', 'energy:station:list'] },
  params: Type.Object(stationFilters),
  columns: [
    { title: '电站编号', width: 12 },
    { title: '电站名称', width: 24 },
    { title: '所属商户', width: 24 },
    { title: '所在地区', width: 24 },
    { title: '详细地址', width: 30 },
    { title: '营业时间', width: 14 },
    { title: '联系人', width: 10 },
    { title: '联系电话', width: 14 },
    { title: '设备数', width: 8 },
    { title: '端口数', width: 8 },
    { title: '状态', width: 8 },
    { title: '创建时间', width: 20 },
  ],
  async count(tx, request) {
    return repository.total(tx, filterOf(request.scope, request.params));
  },
  async page(tx, request, after, limit) {
    const rows = await repository.pageById(tx, filterOf(request.scope, request.params), limit, typeof after === 'number' ? after : undefined);
    return {
      rows: rows.map((s) => [
        s.station_code, s.name, `${s.merchant_name}（${s.merchant}）`, s.region_name, s.address, `${s.open_time}-${s.close_time}`, s.contact_name, s.contact_mobile,
        s.device_count, s.port_count, energyStatuses[s.status as 0 | 1] ?? String(s.status), formatDateTime(s.create_time),
      ]),
      last: rows.at(-1)?.id ?? after,
    };
  },
};
