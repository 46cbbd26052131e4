import { permission } from './types.js';

/**
 * Roles and the permission catalogue. The role calls are a merchant's own administration (product null: every
 * merchant's superuser holds them and may hand them on through roles); the catalogue and the preset roles are
 * the platform operator's (product ALL).
 */
export const rolePermissions = [
  permission('merchant:role:list', '角色列表', null),
  permission('merchant:role:create', '新建角色', null),
  permission('merchant:role:update', '编辑、删除角色', null),
  permission('merchant:preset:role:list', '预设角色列表', null),
  permission('merchant:preset:role:create', '新建预设角色', 'ALL'),
  permission('merchant:preset:role:update', '编辑、删除预设角色', 'ALL'),
  permission('merchant:permission:list', '权限目录', 'ALL'),
  permission('merchant:permission:update', '编辑、启用、禁用、删除权限', 'ALL'),
] as const;
