import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { Option } from '../session/option.js';

/** Relations between merchants: a partner's customers (customer) and a group's members (member). */
const RelationType = Type.Union([Type.Literal('customer'), Type.Literal('member')], { title: '关系类型', description: 'customer 服务商客户，member 集团成员' });

export const RelationRecord = Type.Object({
  id: Type.String({ title: '关系标识', description: '上级:下级:类型' }),
  parent: Type.Integer({ title: '上级商户号' }),
  parent_name: Type.String({ title: '上级商户' }),
  child: Type.Integer({ title: '下级商户号' }),
  child_name: Type.String({ title: '下级商户' }),
  child_kind: Type.String({ title: '下级商户类型' }),
  type: Type.String({ title: '关系类型' }),
  type_name: Type.String({ title: '关系名称' }),
  create_time: Type.String({ title: '建立时间' }),
});

export const relationList = defineCall({
  method: 'GET',
  path: 'merchant/relation/list',
  summary: '合作关系列表（本商户及下级作为上级的关系）',
  auth: 'token',
  permission: { anyOf: ['merchant:relation:list'] },
  query: Type.Object({
    ...pageQuery(20),
    type: Type.Optional(RelationType),
    merchant: Type.Optional(Id('商户号（上级或下级）')),
    keywords: Type.Optional(Text('下级商户名称或商户号', 50)),
  }),
  reply: ListOf(RelationRecord),
});

/** Who serves a merchant: the relations where it is the customer or member (its own, or a merchant below). */
export const relationGrants = defineCall({
  method: 'GET',
  path: 'merchant/relation/grants',
  summary: '商户的上级（服务商、集团）',
  auth: 'token',
  permission: { anyOf: ['merchant:relation:list', 'universal:user:basic'] },
  query: Type.Object({ merchant: Type.Optional(Id('商户号')) }),
  reply: Type.Object({ row: Type.Array(RelationRecord) }),
});

export const relationTypeMatching = defineCall({
  method: 'GET',
  path: 'merchant/relation/type/matching',
  summary: '关系类型选项（按上级商户的类型）',
  auth: 'token',
  permission: { anyOf: ['merchant:relation:list'] },
  query: Type.Object({ parent: Type.Optional(Id('上级商户号')) }),
  reply: Type.Object({ row: Type.Array(Option) }),
});

export const relationMatching = defineCall({
  method: 'GET',
  path: 'merchant/relation/matching',
  summary: '可建立关系的商户（下拉搜索）',
  auth: 'token',
  permission: { anyOf: ['merchant:relation:list'] },
  query: Type.Object({ keywords: Type.Optional(Text('商户名称或商户号', 50)), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, title: '条数' })) }),
  reply: Type.Object({ row: Type.Array(Option) }),
});

const BranchLeaf = Type.Object({ label: Type.String(), value: Type.Integer(), kind: Type.String(), type: Type.String() });
const branchLevels = () => {
  let node = BranchLeaf;
  for (let level = 1; level < 4; level++) {
    node = Type.Object({ label: Type.String(), value: Type.Integer(), kind: Type.String(), type: Type.String(), children: Type.Optional(Type.Array(node)) }) as typeof node;
  }
  return node;
};

export const relationBranch = defineCall({
  method: 'GET',
  path: 'merchant/relation/branch',
  summary: '下级商户树（客户与成员，至多 4 层）',
  auth: 'token',
  permission: { anyOf: ['merchant:relation:list'] },
  query: Type.Object({ merchant: Type.Optional(Id('根商户号')) }),
  reply: Type.Object({ row: Type.Array(branchLevels()) }),
});

export const relationUpdate = defineCall({
  method: 'PUT',
  path: 'merchant/relation',
  summary: '建立或解除合作关系（平台）',
  auth: 'token',
  permission: { anyOf: ['merchant:relation:update'] },
  body: Type.Object({
    parent: Id('上级商户号'),
    child: Id('下级商户号'),
    type: RelationType,
    action: Type.Union([Type.Literal('bind'), Type.Literal('unbind')], { title: '操作', description: 'bind 建立，unbind 解除' }),
  }),
  reply: Type.Object({ parent: Type.Integer(), child: Type.Integer(), type: Type.String(), action: Type.String() }),
});
