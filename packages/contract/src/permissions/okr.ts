import { permission } from './types.js';

/**
 * OKR (目标与关键结果): every merchant's own team sets objectives, so no product and no kinds — main accounts hold
 * them, staff by role (docs/decisions.md, "OKR"). Key results and check-ins change an objective: `update`.
 */
export const okrPermissions = [
  permission('okr:objective:list', '目标列表与详情、关键结果与进度记录', null),
  permission('okr:objective:create', '新建目标', null),
  permission('okr:objective:update', '编辑、完成、取消、删除目标；添加、编辑关键结果与更新进度', null),
] as const;
