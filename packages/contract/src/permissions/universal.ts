import { permission } from './types.js';

/** Permissions every merchant may hold: the shell's own features. */
export const universalPermissions = [
  permission('universal:message:basic', '消息中心', null),
  permission('universal:user:basic', '账号设置', null),
  permission('universal:report:basic', '报表中心', null),
  permission('universal:logging:list', '操作日志', null),
] as const;
