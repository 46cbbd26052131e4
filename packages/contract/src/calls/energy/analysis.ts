import { Type } from '@sinclair/typebox';
import { defineCall } from '../../call.js';
import { energyAnyOf } from '../../permissions/energy.js';

/**
 * `energy/analysis/statistics` (document 2 §7 "Energy"): the energy merchant home's figures — stations, chargers,
 * connectors by state and the unprocessed alarms of the to-do's period — over the merchants the caller reads.
 * docs/decisions.md, "The energy merchant home".
 */
const Count = (title: string) => Type.Integer({ minimum: 0, title });

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
