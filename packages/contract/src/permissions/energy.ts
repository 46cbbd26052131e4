import { permission } from './types.js';

export const energyPermissions = [
  permission('energy:alarm:basic', '告警记录', 'energy:merchant:platform'),
  permission('energy:partner:alarm:basic', '告警记录（服务商）', 'energy:partner:platform'),
  permission('energy:partner:station:list', '电站列表', 'energy:partner:platform'),
] as const;
