import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/** A department tree is at most this deep (the branch reply is written out level by level). */
export const DEPARTMENT_MAX_DEPTH = 5;

export const Department = Type.Object({
  id: Type.Integer({ title: '部门 ID' }),
  name: Type.String({ title: '部门名称' }),
  parent: Type.Union([Type.Integer(), Type.Null()], { title: '上级部门 ID', description: 'null：顶级部门' }),
  sort: Type.Integer({ title: '排序', description: '小的在前' }),
  manager_count: Type.Integer({ title: '账号数' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

const nodeFields = () => ({
  label: Type.String({ title: '部门名称' }),
  value: Type.Integer({ title: '部门 ID' }),
  sort: Type.Integer({ title: '排序' }),
});

// Written out level by level (as the area tree), not with Type.Recursive.
const nodeLevels = () => {
  let node = Type.Object(nodeFields());
  for (let level = 1; level < DEPARTMENT_MAX_DEPTH; level++) {
    node = Type.Object({ ...nodeFields(), children: Type.Optional(Type.Array(node, { title: '下级部门' })) }) as typeof node;
  }
  return node;
};

/** One node of the department tree; `children` is left out on a department without children. */
export const DepartmentNode = nodeLevels();

export const departmentList = defineCall({
  method: 'GET',
  path: 'merchant/department/list',
  summary: '部门列表（平铺，分页）',
  auth: 'token',
  permission: { anyOf: ['merchant:department:list'] },
  query: Type.Object({
    ...pageQuery(20),
    name: Type.Optional(Text('部门名称', 50)),
    parent: Type.Optional(Id('上级部门 ID')),
  }),
  reply: ListOf(Department),
});

export const departmentBranch = defineCall({
  method: 'GET',
  path: 'merchant/department/branch',
  summary: '部门树',
  auth: 'token',
  permission: { anyOf: ['merchant:department:list', 'merchant:manager:list'] },
  query: Type.Object({}),
  reply: Type.Object({ row: Type.Array(DepartmentNode, { title: '顶级部门' }) }),
});

/** The departments the caller may put accounts in (see docs/decisions.md, "Departments and sub-accounts"). */
export const departmentPrivilege = defineCall({
  method: 'GET',
  path: 'merchant/department/privilege',
  summary: '当前账号可分配的部门（树）',
  auth: 'token',
  permission: { anyOf: ['merchant:manager:create', 'merchant:manager:update', 'merchant:department:list'] },
  query: Type.Object({}),
  reply: Type.Object({ row: Type.Array(DepartmentNode, { title: '顶级部门' }) }),
});

export const departmentGet = defineCall({
  method: 'GET',
  path: 'merchant/department',
  summary: '部门详情',
  auth: 'token',
  permission: { anyOf: ['merchant:department:list'] },
  query: Type.Object({ id: Id('部门 ID') }),
  reply: Department,
});

export const DepartmentInput = Type.Object({
  name: Text('部门名称', 50, 1),
  parent: Type.Optional(Id('上级部门 ID')),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, title: '排序' })),
});

export const departmentCreate = defineCall({
  method: 'POST',
  path: 'merchant/department',
  summary: '新建部门',
  auth: 'token',
  permission: { anyOf: ['merchant:department:create'] },
  body: DepartmentInput,
  reply: Type.Object({ id: Type.Integer() }),
});

/** A PUT replaces the department: `parent` left out moves it to the top level. */
export const departmentUpdate = defineCall({
  method: 'PUT',
  path: 'merchant/department',
  summary: '编辑部门',
  auth: 'token',
  permission: { anyOf: ['merchant:department:update'] },
  body: Type.Composite([Type.Object({ id: Id('部门 ID') }), DepartmentInput]),
  reply: Type.Object({ id: Type.Integer() }),
});

export const departmentDelete = defineCall({
  method: 'DELETE',
  path: 'merchant/department',
  summary: '删除部门',
  auth: 'token',
  permission: { anyOf: ['merchant:department:update'] },
  query: Type.Object({ id: Id('部门 ID') }),
  reply: Type.Object({ id: Type.Integer() }),
});
