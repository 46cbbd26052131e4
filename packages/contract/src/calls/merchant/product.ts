import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/** The product catalogue (产品) and the grants of products to merchants (开通). */

/** 1 enabled, 0 disabled: a disabled product cannot be granted and its grants are inert. */
export const ProductStatus = { enabled: 1, disabled: 0 } as const;

export const ProductRecord = Type.Object({
  code: Type.String({ title: '产品编码' }),
  name: Type.String({ title: '产品名称' }),
  description: Type.String({ title: '说明' }),
  platform: Type.Boolean({ title: '平台类产品', description: '决定用户进入的控制台' }),
  builtin: Type.Boolean({ title: '内置产品', description: '程序定义的产品：编码不可修改，不可删除' }),
  sort: Type.Integer({ title: '排序' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 禁用' }),
  merchant_count: Type.Integer({ title: '开通商户数' }),
  permission_count: Type.Integer({ title: '权限数' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

const ProductCodeField = Type.String({
  title: '产品编码',
  minLength: 3,
  maxLength: 64,
  pattern: '^[a-z][a-z0-9-]*(:[a-z][a-z0-9-]*)*$',
  description: '小写字母、数字和 -，以 : 分段，如 parking:partner:platform',
});
const ProductRef = Type.Object({ code: Text('产品编码', 64, 1) });

export const productList = defineCall({
  method: 'GET',
  path: 'merchant/product/list',
  summary: '产品目录',
  auth: 'token',
  permission: { anyOf: ['merchant:product:list'] },
  query: Type.Object({
    ...pageQuery(20),
    keywords: Type.Optional(Text('产品名称或编码', 50)),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, title: '状态' })),
    platform: Type.Optional(Type.Boolean({ title: '平台类产品' })),
  }),
  reply: ListOf(ProductRecord),
});

export const productGet = defineCall({
  method: 'GET', path: 'merchant/product', summary: '产品详情', auth: 'token',
  permission: { anyOf: ['merchant:product:list'] }, query: ProductRef, reply: ProductRecord,
});

const productFields = {
  name: Text('产品名称', 30, 2),
  description: Type.Optional(Text('说明', 200)),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999, title: '排序' })),
};

export const productCreate = defineCall({
  method: 'POST', path: 'merchant/product', summary: '新建产品', auth: 'token',
  permission: { anyOf: ['merchant:product:update'] },
  body: Type.Object({ code: ProductCodeField, ...productFields, platform: Type.Optional(Type.Boolean({ title: '平台类产品' })) }),
  reply: Type.Object({ code: Type.String() }),
});

export const productUpdate = defineCall({
  method: 'PUT', path: 'merchant/product', summary: '编辑产品（编码不可改）', auth: 'token',
  permission: { anyOf: ['merchant:product:update'] },
  body: Type.Object({ code: Text('产品编码', 64, 1), ...productFields }),
  reply: Type.Object({ code: Type.String() }),
});

export const productDelete = defineCall({
  method: 'DELETE', path: 'merchant/product', summary: '删除产品（非内置、无商户开通）', auth: 'token',
  permission: { anyOf: ['merchant:product:update'] }, query: ProductRef, reply: Type.Object({ code: Type.String() }),
});

const StatusReply = Type.Object({ code: Type.String(), status: Type.Integer() });
export const productEnable = defineCall({
  method: 'PUT', path: 'merchant/product/enable', summary: '启用产品', auth: 'token',
  permission: { anyOf: ['merchant:product:update'] }, body: ProductRef, reply: StatusReply,
});
export const productDisable = defineCall({
  method: 'PUT', path: 'merchant/product/disable', summary: '禁用产品（已开通的商户随即失去其权限）', auth: 'token',
  permission: { anyOf: ['merchant:product:update'] }, body: ProductRef, reply: StatusReply,
});

export const ProductOption = Type.Object({
  code: Type.String({ title: '产品编码' }),
  name: Type.String({ title: '产品名称' }),
  platform: Type.Boolean({ title: '平台类产品' }),
});

/** The products the caller may grant to merchants below it (docs/decisions.md: what a merchant holds, and a partner's merchant and group platforms). */
export const productPrivilege = defineCall({
  method: 'GET',
  path: 'merchant/product/privilege',
  summary: '可开通的产品',
  auth: 'token',
  permission: { anyOf: ['merchant:product:grant', 'merchant:merchant:create'] },
  query: Type.Object({}),
  reply: Type.Object({ row: Type.Array(ProductOption) }),
});

export const ProductGrantRow = Type.Object({
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  product: Type.String({ title: '产品编码' }),
  product_name: Type.String({ title: '产品名称' }),
  status: Type.Integer({ title: '状态' }),
  expire_time: Type.Union([Type.String(), Type.Null()], { title: '到期时间' }),
  contract_no: Type.String({ title: '合同编号' }),
  create_time: Type.String({ title: '开通时间' }),
});

/** Grants to merchants below the caller, by product and/or merchant. */
export const productGrantList = defineCall({
  method: 'GET',
  path: 'merchant/product/grant/list',
  summary: '产品开通记录',
  auth: 'token',
  permission: { anyOf: ['merchant:product:grant', 'merchant:product:list'] },
  query: Type.Object({
    ...pageQuery(20),
    product: Type.Optional(Text('产品编码', 64)),
    merchant: Type.Optional(Id('商户号')),
  }),
  reply: ListOf(ProductGrantRow),
});

const ProductCodes = Type.Array(Text('产品编码', 64, 1), { title: '产品', minItems: 1, maxItems: 30, uniqueItems: true });

export const productGrant = defineCall({
  method: 'PUT',
  path: 'merchant/product/grant',
  summary: '为下级商户开通产品',
  auth: 'token',
  permission: { anyOf: ['merchant:product:grant'] },
  body: Type.Object({
    merchant: Id('商户号'),
    products: ProductCodes,
    expire_time: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { title: '到期时间', description: '不填：长期有效' })),
  }),
  reply: Type.Object({ merchant: Type.Integer(), products: Type.Array(Type.String()) }),
});

export const productDeprive = defineCall({
  method: 'POST',
  path: 'merchant/product/grant/deprive',
  summary: '停用下级商户的产品',
  auth: 'token',
  permission: { anyOf: ['merchant:product:grant'] },
  body: Type.Object({ merchant: Id('商户号'), products: ProductCodes }),
  reply: Type.Object({ merchant: Type.Integer(), products: Type.Array(Type.String()) }),
});

export const productContract = defineCall({
  method: 'POST',
  path: 'merchant/product/contract',
  summary: '登记产品合同（合同编号与到期时间）',
  auth: 'token',
  permission: { anyOf: ['merchant:product:grant'] },
  body: Type.Object({
    merchant: Id('商户号'),
    product: Text('产品编码', 64, 1),
    contract_no: Text('合同编号', 50, 1),
    expire_time: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { title: '到期时间', description: '不填或 null：长期有效' })),
  }),
  reply: Type.Object({ merchant: Type.Integer(), product: Type.String() }),
});
