import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { PermissionCodeField } from './role.js';

export const PresetRoleRow = Type.Object({
  id: Type.Integer({ title: '预设角色 ID' }),
  name: Type.String({ title: '预设角色名称' }),
  description: Type.String({ title: '描述' }),
  products: Type.Array(Type.String(), { title: '适用产品', description: '商户须开通其中每一个产品才能看到该预设角色' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
  permission_count: Type.Integer({ title: '权限数' }),
  update_time: Type.String({ title: '更新时间' }),
});

/** Merchants see the enabled presets whose products they own; the platform operator sees all. */
export const presetRoleList = defineCall({
  method: 'GET',
  path: 'merchant/preset/role/list',
  summary: '预设角色列表',
  auth: 'token',
  permission: { anyOf: ['merchant:preset:role:list', 'merchant:role:create'] },
  query: Type.Object({
    ...pageQuery(20),
    name: Type.Optional(Text('预设角色名称', 50)),
  }),
  reply: ListOf(PresetRoleRow),
});

export const presetRoleGet = defineCall({
  method: 'GET',
  path: 'merchant/preset/role',
  summary: '预设角色详情',
  auth: 'token',
  permission: { anyOf: ['merchant:preset:role:list', 'merchant:role:create'] },
  query: Type.Object({ id: Id('预设角色 ID') }),
  reply: Type.Composite([PresetRoleRow, Type.Object({ permissions: Type.Array(Type.String(), { title: '权限编码' }) })]),
});

const PresetRoleInput = {
  name: Text('预设角色名称', 30, 1),
  description: Type.Optional(Text('描述', 200)),
  permissions: Type.Array(PermissionCodeField(), { title: '权限', minItems: 1, maxItems: 500, uniqueItems: true }),
};

/** The operator's: its products are those of its permissions (computed, not sent). */
export const presetRoleCreate = defineCall({
  method: 'POST',
  path: 'merchant/preset/role',
  summary: '新建预设角色',
  auth: 'token',
  permission: { anyOf: ['merchant:preset:role:create'] },
  product: ['ALL'],
  body: Type.Object(PresetRoleInput),
  reply: Type.Object({ id: Type.Integer() }),
});

export const presetRoleUpdate = defineCall({
  method: 'PUT',
  path: 'merchant/preset/role',
  summary: '编辑预设角色',
  auth: 'token',
  permission: { anyOf: ['merchant:preset:role:update'] },
  product: ['ALL'],
  body: Type.Object({ id: Id('预设角色 ID'), ...PresetRoleInput }),
  reply: Type.Object({ id: Type.Integer() }),
});

/** Roles made from a preset are copies: deleting the preset leaves them as they are. */
export const presetRoleDelete = defineCall({
  method: 'DELETE',
  path: 'merchant/preset/role',
  summary: '删除预设角色',
  auth: 'token',
  permission: { anyOf: ['merchant:preset:role:update'] },
  product: ['ALL'],
  query: Type.Object({ id: Id('预设角色 ID') }),
  reply: Type.Object({ id: Type.Integer() }),
});
