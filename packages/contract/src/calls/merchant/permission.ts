import { Type } from '@sinclair/typebox';
import { defineCall, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { PermissionCodeField } from './role.js';

export const PermissionLeaf = Type.Object({
  code: Type.String({ title: '权限编码' }),
  label: Type.String({ title: '权限名称' }),
  grantable: Type.Boolean({ title: '可授予', description: '调用者自己持有该权限：只有自己持有的权限才能授予角色' }),
});

export const PermissionArea = Type.Object({
  area: Type.String({ title: '功能域', description: '权限编码的第二段' }),
  area_label: Type.String({ title: '功能域名称' }),
  children: Type.Array(PermissionLeaf),
});

export const PermissionProductBranch = Type.Object({
  product: Type.String({ title: '产品编码', description: '空字符串：所有商户通用' }),
  product_label: Type.String({ title: '产品名称' }),
  children: Type.Array(PermissionArea),
});

/** The role editor's tree: the enabled permissions of the products the caller's merchant owns (ALL owns all). */
export const permissionBranch = defineCall({
  method: 'GET',
  path: 'merchant/permission/branch',
  summary: '可授予的权限树（按产品、功能域分组）',
  auth: 'token',
  permission: { anyOf: ['merchant:role:list', 'merchant:role:create', 'merchant:role:update'] },
  reply: Type.Object({ row: Type.Array(PermissionProductBranch) }),
});

export const PermissionRecord = Type.Object({
  code: Type.String({ title: '权限编码' }),
  label: Type.String({ title: '权限名称' }),
  product: Type.String({ title: '所属产品', description: '空字符串：所有商户通用' }),
  product_label: Type.String({ title: '所属产品名称' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 禁用（禁用的权限不生效，也不能授予）' }),
  defined: Type.Boolean({ title: '程序已定义', description: '否：代码已不再检查该权限（旧版本遗留），可删除' }),
  role_count: Type.Integer({ title: '使用该权限的角色数' }),
});

/** The platform operator's catalogue management. */
export const permissionList = defineCall({
  method: 'GET',
  path: 'merchant/permission/list',
  summary: '权限目录列表',
  auth: 'token',
  permission: { anyOf: ['merchant:permission:list'] },
  product: ['ALL'],
  query: Type.Object({
    ...pageQuery(20),
    code: Type.Optional(Text('权限编码', 100)),
    label: Type.Optional(Text('权限名称', 50)),
    product: Type.Optional(Text('所属产品', 50)),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, title: '状态' })),
  }),
  reply: ListOf(PermissionRecord),
});

export const permissionGet = defineCall({
  method: 'GET',
  path: 'merchant/permission',
  summary: '权限详情',
  auth: 'token',
  permission: { anyOf: ['merchant:permission:list'] },
  product: ['ALL'],
  query: Type.Object({ code: PermissionCodeField() }),
  reply: PermissionRecord,
});

/**
 * Permissions are checked by the code, so the catalogue follows the code: only a code the program defines and
 * the table lacks can be (re-)registered; anything else is refused (docs/decisions.md).
 */
export const permissionCreate = defineCall({
  method: 'POST',
  path: 'merchant/permission',
  summary: '登记权限',
  auth: 'token',
  permission: { anyOf: ['merchant:permission:update'] },
  product: ['ALL'],
  body: Type.Object({ code: PermissionCodeField(), label: Type.Optional(Text('权限名称', 50, 1)) }),
  reply: Type.Object({ code: Type.String() }),
});

/** Only the label is editable; code and product belong to the program. */
export const permissionUpdate = defineCall({
  method: 'PUT',
  path: 'merchant/permission',
  summary: '编辑权限名称',
  auth: 'token',
  permission: { anyOf: ['merchant:permission:update'] },
  product: ['ALL'],
  body: Type.Object({ code: PermissionCodeField(), label: Text('权限名称', 50, 1) }),
  reply: Type.Object({ code: Type.String() }),
});

/** Only a permission the program no longer defines can be deleted (it is taken from roles and preset roles). */
export const permissionDelete = defineCall({
  method: 'DELETE',
  path: 'merchant/permission',
  summary: '删除权限（仅限程序已不再定义的遗留权限）',
  auth: 'token',
  permission: { anyOf: ['merchant:permission:update'] },
  product: ['ALL'],
  query: Type.Object({ code: PermissionCodeField() }),
  reply: Type.Object({ code: Type.String() }),
});

export const permissionEnable = defineCall({
  method: 'PUT',
  path: 'merchant/permission/enable',
  summary: '启用权限',
  auth: 'token',
  permission: { anyOf: ['merchant:permission:update'] },
  product: ['ALL'],
  body: Type.Object({ code: PermissionCodeField() }),
  reply: Type.Object({ code: Type.String(), status: Type.Integer() }),
});

/** A disabled permission is held by nobody (superusers included) until it is enabled again. */
export const permissionDisable = defineCall({
  method: 'PUT',
  path: 'merchant/permission/disable',
  summary: '禁用权限',
  auth: 'token',
  permission: { anyOf: ['merchant:permission:update'] },
  product: ['ALL'],
  body: Type.Object({ code: PermissionCodeField() }),
  reply: Type.Object({ code: Type.String(), status: Type.Integer() }),
});
