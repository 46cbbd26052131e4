import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { analysisPeriodQuery, analysisPeriodReply, Count, Fen } from '../analysis/period.js';
import { StationCode } from './station.js';
import { energyAnyOf } from '../../permissions/energy.js';

/**
 * `energy/analysis/statistics` (document 2 §7 "Energy"): the energy merchant home's figures — stations, chargers,
 * connectors by state and the unprocessed alarms of the to-do's period — over the merchants the caller reads.
 * docs/decisions.md, "The energy merchant home".
 */

export const EnergyStatistics = Type.Object({
  stations: Type.Object({ total: Count('电站'), enabled: Count('启用的电站') }),
  devices: Type.Object({ total: Count('设备'), online: Count('在线设备') }),
  ports: Type.Object({
    total: Count('端口'),
    offline: Count('离线'),
    idle: Count('空闲'),
    occupied: Count('占用'),
    charging: Count('充电中'),
    fault: Count('故障'),
  }),
  alarms: Type.Object({
    pending: Count('未处理告警'),
    start_time: Type.String({ title: '统计开始时间', description: '未处理告警的统计区间（与待办事项相同：近 30 天）' }),
    end_time: Type.String({ title: '统计结束时间' }),
  }),
});

export const energyAnalysisStatistics = defineCall({
  method: 'GET',
  path: 'energy/analysis/statistics',
  summary: '充电概况：电站、设备、端口状态与未处理告警',
  auth: 'token',
  permission: { anyOf: [...energyAnyOf('station', 'list'), ...energyAnyOf('alarm', 'basic')] },
  query: Type.Object({}),
  reply: EnergyStatistics,
});

/** One point of the energy trend: the sessions started in that hour or day (UTC+8). */
const EnergyFigures = {
  count: Count('充电订单数'),
  energy_wh: Type.Integer({ minimum: 0, title: '充电量（Wh）' }),
  elec_amount: Fen('电费'),
  service_amount: Fen('服务费'),
  total_amount: Fen('订单金额'),
};

/**
 * `energy/analysis/trend` (ruled; calls.tsv's `energy/analysis/statistics` is the home's snapshot): the charging sessions
 * started in a period — totals (with the previous period's for 环比), a trend by hour or day, the stations and start
 * types ranked — over the same rows and with the same sums as 充电记录's statistics. docs/decisions.md, "Data overviews
 * and dashboards".
 */
export const energyAnalysisTrend = defineCall({
  method: 'GET',
  path: 'energy/analysis/trend',
  summary: '充电数据概览：订单、电量、金额的趋势与排行',
  auth: 'token',
  timeout: 20_000,
  permission: { anyOf: energyAnyOf('order', 'list') },
  query: Type.Object({ ...analysisPeriodQuery, station_code: Type.Optional(StationCode), merchant: Type.Optional(Id('商户号')) }),
  reply: Type.Object({
    ...analysisPeriodReply,
    totals: Type.Object({ ...EnergyFigures, charging: Count('充电中'), stations: Count('有订单的电站') }),
    previous: Type.Object(EnergyFigures, { title: '上一周期' }),
    points: Type.Array(Type.Object({ x: Type.String({ title: '小时或日期' }), ...EnergyFigures })),
    stations: Type.Array(Type.Object({ station_code: Type.String(), name: Type.String(), merchant_name: Type.String(), ...EnergyFigures }), { title: '电站排行（按订单金额）' }),
    start_types: Type.Array(Type.Object({ start_type: Type.Integer({ title: '启动方式' }), count: Count('订单数'), energy_wh: Type.Integer({ minimum: 0 }) })),
  }),
});

/** `energy/station/device/statistics` (ruled): each charger's sessions in the period, most amount first (设备统计). */
export const energyDeviceStatistics = defineCall({
  method: 'GET',
  path: 'energy/station/device/statistics',
  summary: '设备统计：每台设备的订单、电量与金额',
  auth: 'token',
  timeout: 20_000,
  permission: { anyOf: energyAnyOf('order', 'list') },
  query: Type.Object({ ...pageQuery(20), ...analysisPeriodQuery, station_code: Type.Optional(StationCode), device_code: Type.Optional(Text('设备编号（开头）', 32)) }),
  reply: ListOf(
      Type.Object({
        device_code: Type.String({ title: '设备编号' }),
        station_code: Type.String(),
        station_name: Type.String({ title: '电站' }),
        model: Type.String({ title: '型号' }),
        online: Type.Boolean({ title: '在线' }),
        ...EnergyFigures,
        duration: Type.Integer({ minimum: 0, title: '充电时长（秒）' }),
      }),
  ),
});
