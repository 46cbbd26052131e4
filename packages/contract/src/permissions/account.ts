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
] as const;
