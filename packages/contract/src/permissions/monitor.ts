import { permission } from './types.js';

/**
 * Monitoring contacts and contact groups (告警联系人、告警联系人组): the people a merchant's device alarms and
 * offline notices go to. Every kind of merchant that runs or operates devices keeps its own list — the platform,
 * partners, groups and merchants — whatever products it holds today (the senders come with parking, energy and
 * later payment and IoT products; a list set up first stays valid). Advertisers run no devices: not theirs.
 * docs/decisions.md, "Monitor contacts and contact groups".
 */
const operators = ['platform', 'partner', 'group', 'merchant'];

export const monitorPermissions = [
  permission('merchant:monitor:contact:list', '告警联系人列表', null, operators),
  permission('merchant:monitor:contact:create', '新建告警联系人', null, operators),
  permission('merchant:monitor:contact:update', '编辑、启用、停用告警联系人', null, operators),
  permission('merchant:monitor:contact:delete', '删除告警联系人', null, operators),
  permission('merchant:monitor:group:list', '告警联系人组列表与成员', null, operators),
  permission('merchant:monitor:group:create', '新建告警联系人组', null, operators),
  permission('merchant:monitor:group:update', '编辑告警联系人组、设置成员', null, operators),
  permission('merchant:monitor:group:delete', '删除告警联系人组', null, operators),
] as const;
