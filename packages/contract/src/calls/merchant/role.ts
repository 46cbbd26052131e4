import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/** A permission code as the role and preset-role forms send it (the catalogue decides whether it exists). */
export const PermissionCodeField = (title = '权限编码') => Type.String({ title, minLength: 1, maxLength: 100 });
export const PermissionCodes = Type.Array(PermissionCodeField(), { title: '权限', maxItems: 500, uniqueItems: true });

/** 1 enabled, 0 disabled: the status of roles, preset roles and permissions. */
export const EnableStatus = { enabled: 1, disabled: 0 } as const;

export const RoleRow = Type.Object({
  id: Type.Integer({ title: '角色 ID' }),
  name: Type.String({ title: '角色名称' }),
  description: Type.String({ title: '角色描述' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
  permission_count: Type.Integer({ title: '权限数' }),
  manager_count: Type.Integer({ title: '账号数' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

/** The caller's own merchant's roles (a partner does not manage its customers' roles: docs/decisions.md). */
export const roleList = defineCall({
  method: 'GET',
  path: 'merchant/role/list',
  summary: '角色列表',
  auth: 'token',
  permission: { anyOf: ['merchant:role:list'] },
  query: Type.Object({
    ...pageQuery(20),
    name: Type.Optional(Text('角色名称', 50)),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, title: '状态' })),
    merchant: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, title: '商户号', description: '下级商户的角色（只读，需 merchant:merchant:list）；不填为本商户' })),
  }),
  reply: ListOf(RoleRow),
});

export const RoleDetail = Type.Composite([
  RoleRow,
  Type.Object({
    permissions: Type.Array(Type.String(), { title: '权限编码' }),
  }),
]);

export const roleGet = defineCall({
  method: 'GET',
  path: 'merchant/role',
  summary: '角色详情',
  auth: 'token',
  permission: { anyOf: ['merchant:role:list', 'merchant:role:update'] },
  query: Type.Object({ id: Id('角色 ID') }),
  reply: RoleDetail,
});

const RoleFields = {
  name: Text('角色名称', 30, 1),
  description: Type.Optional(Text('角色描述', 200)),
};

/** A new role: its permissions, or a preset role's to start from (permissions given win over the preset's). */
export const roleCreate = defineCall({
  method: 'POST',
  path: 'merchant/role',
  summary: '新建角色',
  auth: 'token',
  permission: { anyOf: ['merchant:role:create'] },
  body: Type.Object({
    ...RoleFields,
    permissions: Type.Optional(PermissionCodes),
    preset_role: Type.Optional(Id('预设角色 ID')),
  }),
  reply: Type.Object({ id: Type.Integer() }),
});

/** Replaces the role's name, description and permissions; holders see the change on their next call. */
export const roleUpdate = defineCall({
  method: 'PUT',
  path: 'merchant/role',
  summary: '编辑角色',
  auth: 'token',
  permission: { anyOf: ['merchant:role:update'] },
  body: Type.Object({ id: Id('角色 ID'), ...RoleFields, permissions: PermissionCodes }),
  reply: Type.Object({ id: Type.Integer() }),
});

/** Deleting a role takes it from the accounts that hold it. */
export const roleDelete = defineCall({
  method: 'DELETE',
  path: 'merchant/role',
  summary: '删除角色',
  auth: 'token',
  permission: { anyOf: ['merchant:role:update'] },
  query: Type.Object({ id: Id('角色 ID') }),
  reply: Type.Object({ id: Type.Integer(), detached_managers: Type.Integer({ title: '解除角色的账号数' }) }),
});
