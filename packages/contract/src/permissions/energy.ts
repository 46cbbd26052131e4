import { permission } from './types.js';

/**
 * Energy (document 2 §6): each platform has its own prefix — the partner `energy:partner:*` (its customers'
 * stations), the group `energy:group:*` (its members'), the merchant `energy:*` (its own). The platform operator (ALL)
 * holds the partner and group codes and so reads and changes every merchant's. docs/decisions.md, "Energy stations,
 * devices, ports and alarms".
 */
export const energyPermissions = [
  permission('energy:alarm:basic', '告警记录', 'energy:merchant:platform', ['merchant']),
  permission('energy:partner:alarm:basic', '告警记录（服务商）', 'energy:partner:platform'),
  permission('energy:partner:station:list', '电站列表', 'energy:partner:platform'),
  // The partner: its customers' stations, devices, ports and alarms.
  permission('energy:partner:station:create', '新建电站（为客户）', 'energy:partner:platform'),
  permission('energy:partner:station:update', '编辑、启用、停用电站', 'energy:partner:platform'),
  permission('energy:partner:station:delete', '删除电站', 'energy:partner:platform'),
  permission('energy:partner:device:list', '设备列表与详情', 'energy:partner:platform'),
  permission('energy:partner:device:create', '新增设备', 'energy:partner:platform'),
  permission('energy:partner:device:update', '编辑、启用、停用设备', 'energy:partner:platform'),
  permission('energy:partner:device:delete', '删除设备', 'energy:partner:platform'),
  permission('energy:partner:port:list', '端口列表', 'energy:partner:platform'),
  permission('energy:partner:port:update', '启用、停用、删除端口', 'energy:partner:platform'),
  permission('energy:partner:alarm:update', '处理告警（服务商）', 'energy:partner:platform'),
  // The group: its members' (the group's to-do counts their alarms).
  permission('energy:group:station:list', '电站列表（集团）', 'energy:group:platform'),
  permission('energy:group:station:create', '新建电站（为成员）', 'energy:group:platform'),
  permission('energy:group:station:update', '编辑、启用、停用电站（集团）', 'energy:group:platform'),
  permission('energy:group:station:delete', '删除电站（集团）', 'energy:group:platform'),
  permission('energy:group:device:list', '设备列表与详情（集团）', 'energy:group:platform'),
  permission('energy:group:device:create', '新增设备（集团）', 'energy:group:platform'),
  permission('energy:group:device:update', '编辑、启用、停用设备（集团）', 'energy:group:platform'),
  permission('energy:group:device:delete', '删除设备（集团）', 'energy:group:platform'),
  permission('energy:group:port:list', '端口列表（集团）', 'energy:group:platform'),
  permission('energy:group:port:update', '启用、停用、删除端口（集团）', 'energy:group:platform'),
  permission('energy:group:alarm:basic', '告警记录（集团）', 'energy:group:platform'),
  permission('energy:group:alarm:update', '处理告警（集团）', 'energy:group:platform'),
  // An energy merchant's own (the platform operator has no stations of its own).
  permission('energy:station:list', '本商户的电站', 'energy:merchant:platform', ['merchant']),
  permission('energy:station:create', '新建电站', 'energy:merchant:platform', ['merchant']),
  permission('energy:station:update', '编辑、启用、停用电站', 'energy:merchant:platform', ['merchant']),
  permission('energy:station:delete', '删除电站', 'energy:merchant:platform', ['merchant']),
  permission('energy:device:list', '设备列表与详情', 'energy:merchant:platform', ['merchant']),
  permission('energy:device:create', '新增设备', 'energy:merchant:platform', ['merchant']),
  permission('energy:device:update', '编辑、启用、停用设备', 'energy:merchant:platform', ['merchant']),
  permission('energy:device:delete', '删除设备', 'energy:merchant:platform', ['merchant']),
  permission('energy:port:list', '端口列表', 'energy:merchant:platform', ['merchant']),
  permission('energy:port:update', '启用、停用、删除端口', 'energy:merchant:platform', ['merchant']),
  permission('energy:alarm:update', '处理告警', 'energy:merchant:platform', ['merchant']),
  // Cards, VINs and virtual cards (energy-cards slice): list reads (with runtime and ACL), create, update (holder,
  // status, runtime, ACL).
  permission('energy:partner:card:list', '充电卡、VIN、虚拟卡（服务商）', 'energy:partner:platform'),
  permission('energy:partner:card:create', '新建卡（为客户）', 'energy:partner:platform'),
  permission('energy:partner:card:update', '编辑、启用、停用、挂失卡，运行设置与可用电站', 'energy:partner:platform'),
  permission('energy:group:card:list', '充电卡、VIN、虚拟卡（集团）', 'energy:group:platform'),
  permission('energy:group:card:create', '新建卡（为成员）', 'energy:group:platform'),
  permission('energy:group:card:update', '编辑、启用、停用、挂失卡（集团）', 'energy:group:platform'),
  permission('energy:card:list', '充电卡、VIN、虚拟卡', 'energy:merchant:platform', ['merchant']),
  permission('energy:card:create', '新建卡', 'energy:merchant:platform', ['merchant']),
  permission('energy:card:update', '编辑、启用、停用、挂失卡，运行设置与可用电站', 'energy:merchant:platform', ['merchant']),
  // Charging records and payments (energy-orders slice): list reads lists, details, statistics, logs and re-queries a
  // payment's state; update stops a session, reviews records and payments, settles payments.
  permission('energy:partner:order:list', '充电记录、支付订单（服务商）', 'energy:partner:platform'),
  permission('energy:partner:order:update', '停止充电、审核充电记录与支付、结算支付（服务商）', 'energy:partner:platform'),
  permission('energy:group:order:list', '充电记录、支付订单（集团）', 'energy:group:platform'),
  permission('energy:group:order:update', '停止充电、审核充电记录与支付、结算支付（集团）', 'energy:group:platform'),
  permission('energy:order:list', '充电记录、支付订单', 'energy:merchant:platform', ['merchant']),
  permission('energy:order:update', '停止充电、审核充电记录与支付、结算支付', 'energy:merchant:platform', ['merchant']),
  // 对账 (energy-ops slice): settlement statements and their payouts, read-only.
  permission('energy:partner:reconciliation:list', '结算单、打款记录（服务商）', 'energy:partner:platform'),
  permission('energy:group:reconciliation:list', '结算单、打款记录（集团）', 'energy:group:platform'),
  permission('energy:reconciliation:list', '结算单、打款记录', 'energy:merchant:platform', ['merchant']),
  // Charger software and firmware (energy-software slice): list reads versions and the devices of their model, create,
  // update (edit, enable, disable, start an upgrade of devices), delete.
  permission('energy:partner:software:list', '软件与固件（服务商）', 'energy:partner:platform'),
  permission('energy:partner:software:create', '新建软件、固件（为客户）', 'energy:partner:platform'),
  permission('energy:partner:software:update', '编辑、启用、停用软件与固件，发起设备升级（服务商）', 'energy:partner:platform'),
  permission('energy:partner:software:delete', '删除软件、固件（服务商）', 'energy:partner:platform'),
  permission('energy:group:software:list', '软件与固件（集团）', 'energy:group:platform'),
  permission('energy:group:software:create', '新建软件、固件（为成员）', 'energy:group:platform'),
  permission('energy:group:software:update', '编辑、启用、停用软件与固件，发起设备升级（集团）', 'energy:group:platform'),
  permission('energy:group:software:delete', '删除软件、固件（集团）', 'energy:group:platform'),
  permission('energy:software:list', '软件与固件', 'energy:merchant:platform', ['merchant']),
  permission('energy:software:create', '新建软件、固件', 'energy:merchant:platform', ['merchant']),
  permission('energy:software:update', '编辑、启用、停用软件与固件，发起设备升级', 'energy:merchant:platform', ['merchant']),
  permission('energy:software:delete', '删除软件、固件', 'energy:merchant:platform', ['merchant']),
] as const;

/** The three platforms' codes of one energy permission: `energy:partner:<r>:<a>`, `energy:group:<r>:<a>`, `energy:<r>:<a>`. */
export const energyAnyOf = <R extends 'station' | 'device' | 'port' | 'alarm' | 'card' | 'order' | 'reconciliation' | 'software', A extends 'list' | 'create' | 'update' | 'delete' | 'basic'>(resource: R, action: A) =>
  [`energy:partner:${resource}:${action}`, `energy:group:${resource}:${action}`, `energy:${resource}:${action}`] as const;
