import { permission } from './types.js';

/**
 * A merchant's own administration (departments and sub-accounts). Product null: every merchant's superuser
 * holds them, and it may hand them to sub-accounts through roles.
 */
export const accountPermissions = [
  permission('merchant:department:list', '部门列表', null),
  permission('merchant:department:create', '新建部门', null),
  permission('merchant:department:update', '编辑、删除部门', null),
  permission('merchant:manager:list', '子账号列表', null),
  permission('merchant:manager:create', '新建子账号', null),
  permission('merchant:manager:update', '编辑、启用、停用、删除子账号，重置密码', null),
  // 账户中心 › 发票管理: a wallet owner's invoices from the platform for what its wallet paid (docs/decisions.md,
  // "Account invoices"); merchants only (the platform does not invoice itself).
  permission('merchant:invoice:title:list', '发票抬头列表', 'wallet:owner:platform', ['merchant']),
  permission('merchant:invoice:title:update', '新增、编辑、删除发票抬头', 'wallet:owner:platform', ['merchant']),
  permission('merchant:invoice:list', '消费记录与开票记录', 'wallet:owner:platform', ['merchant']),
  permission('merchant:invoice:apply', '申请开票、撤回开票申请', 'wallet:owner:platform', ['merchant']),
  // 红包奖励: the rewards a merchant received from the platform's activities (any merchant may take part).
  permission('merchant:bonus:list', '红包奖励', null, ['merchant']),
] as const;
