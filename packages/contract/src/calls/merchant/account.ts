import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { Option } from '../session/option.js';

/** A merchant's accounts (子账号) as its administrators manage them; login, whoami and passwd are in manager.ts. */

/** 1 enabled, 0 disabled (the shared enable/disable lifecycle). */
export const ManagerStatus = { enabled: 1, disabled: 0 } as const;

const AccountName = Type.String({
  title: '登录账号',
  minLength: 4,
  maxLength: 32,
  pattern: '^[A-Za-z0-9][A-Za-z0-9_.@-]*$',
  description: '4-32 位字母、数字或 _ . @ -，以字母或数字开头；不区分大小写，全平台唯一',
});

export const ManagerRole = Type.Object({ id: Type.Integer({ title: '角色 ID' }), name: Type.String({ title: '角色名称' }) });

export const ManagerRecord = Type.Object({
  id: Type.Integer({ title: '账号 ID' }),
  account: Type.String({ title: '登录账号' }),
  name: Type.String({ title: '姓名' }),
  mobile: Type.String({ title: '手机号', description: '完整号码（管理员可见）；界面按需脱敏显示' }),
  department: Type.Union([Type.Integer(), Type.Null()], { title: '部门 ID' }),
  department_name: Type.String({ title: '部门名称' }),
  identity: Type.String({ title: '身份', description: 'superuser 主账号 / manager 子账号' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
  roles: Type.Array(ManagerRole, { title: '角色' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

export const managerList = defineCall({
  method: 'GET',
  path: 'merchant/manager/list',
  summary: '子账号列表',
  auth: 'token',
  permission: { anyOf: ['merchant:manager:list'] },
  query: Type.Object({
    ...pageQuery(20),
    name: Type.Optional(Text('姓名', 50)),
    mobile: Type.Optional(Text('手机号', 11)),
    account: Type.Optional(Text('登录账号', 50)),
    department: Type.Optional(Id('部门 ID')),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, title: '状态' })),
    role: Type.Optional(Id('角色 ID')),
    merchant: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, title: '商户号', description: '下级商户的账号（只读，需 merchant:merchant:list）；不填为本商户' })),
  }),
  reply: ListOf(ManagerRecord),
});

export const managerGet = defineCall({
  method: 'GET',
  path: 'merchant/manager',
  summary: '子账号详情',
  auth: 'token',
  permission: { anyOf: ['merchant:manager:list'] },
  query: Type.Object({ id: Id('账号 ID') }),
  reply: ManagerRecord,
});

const RoleIds = Type.Array(Id('角色 ID'), { title: '角色', maxItems: 50, uniqueItems: true });
/** 0: no department (the merchant itself). */
const DepartmentRef = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, title: '部门', description: '部门 ID；0 表示不属于任何部门' });

export const managerCreate = defineCall({
  method: 'POST',
  path: 'merchant/manager',
  summary: '新建子账号',
  auth: 'token',
  permission: { anyOf: ['merchant:manager:create'] },
  body: Type.Object({
    account: AccountName,
    name: Text('姓名', 50, 1),
    mobile: Type.String({ format: 'mobile', title: '手机号' }),
    department: Type.Optional(DepartmentRef),
    roles: Type.Optional(RoleIds),
    password: Type.Optional(Type.String({ format: 'password', title: '初始密码', description: '不填则由系统生成，在本次回复中返回一次' })),
  }),
  reply: Type.Object({
    id: Type.Integer(),
    initial_password: Type.Optional(Type.String({ title: '初始密码', description: '仅当系统生成时返回，且只返回这一次' })),
  }),
});

/** Fields left out stay as they are; `password` resets the password (and ends the account's sessions). */
export const managerUpdate = defineCall({
  method: 'PUT',
  path: 'merchant/manager',
  summary: '编辑子账号（含重置密码）',
  auth: 'token',
  permission: { anyOf: ['merchant:manager:update'] },
  body: Type.Object({
    id: Id('账号 ID'),
    name: Type.Optional(Text('姓名', 50, 1)),
    mobile: Type.Optional(Type.String({ format: 'mobile', title: '手机号' })),
    department: Type.Optional(DepartmentRef),
    roles: Type.Optional(RoleIds),
    password: Type.Optional(Type.String({ format: 'password', title: '新密码' })),
  }),
  reply: Type.Object({ id: Type.Integer() }),
});

export const managerDelete = defineCall({
  method: 'DELETE',
  path: 'merchant/manager',
  summary: '删除子账号',
  auth: 'token',
  permission: { anyOf: ['merchant:manager:update'] },
  query: Type.Object({ id: Id('账号 ID') }),
  reply: Type.Object({ id: Type.Integer() }),
});

export const managerEnable = defineCall({
  method: 'PUT',
  path: 'merchant/manager/enable',
  summary: '启用子账号',
  auth: 'token',
  permission: { anyOf: ['merchant:manager:update'] },
  body: Type.Object({ id: Id('账号 ID') }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

export const managerDisable = defineCall({
  method: 'PUT',
  path: 'merchant/manager/disable',
  summary: '停用子账号（立即结束其全部会话）',
  auth: 'token',
  permission: { anyOf: ['merchant:manager:update'] },
  body: Type.Object({ id: Id('账号 ID') }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

/** The caller's own mobile, confirmed with its current password (no SMS gateway: docs/decisions.md). */
export const managerMobile = defineCall({
  method: 'PUT',
  path: 'merchant/manager/mobile',
  summary: '修改本人手机号（需验证当前密码）',
  auth: 'token',
  body: Type.Object({
    mobile: Type.String({ format: 'mobile', title: '新手机号' }),
    password: Text('当前密码', 64, 1),
  }),
  reply: Type.Object({ mobile: Type.String() }),
});

export const managerMatching = defineCall({
  method: 'GET',
  path: 'merchant/manager/matching',
  summary: '账号下拉搜索（姓名、账号或手机号）',
  auth: 'token',
  query: Type.Object({
    keywords: Type.Optional(Text('关键词', 50)),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 100, title: '数量' })),
  }),
  reply: Type.Object({ row: Type.Array(Option) }),
});
