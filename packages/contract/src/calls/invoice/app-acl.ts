import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * 开票应用授权 (document 2 §2 "/invoice-merchant/manage … acl"; calls `invoice/app/acl` GET, POST, PUT, DELETE and list):
 * which of the platform's apps (by `app_id`) may invoice for an invoice merchant, and what they may do. One entry per
 * merchant and app; set by the merchant's invoice partner (or the platform). docs/decisions.md, "Invoice partner: access
 * applications, managed records and trades, app ACL".
 */
export const InvoiceAclScope = { issue: 'issue', query: 'query', reverse: 'reverse' } as const;
export const invoiceAclScopes = { issue: '申请开票', query: '查询发票', reverse: '红冲' } as const;
export const InvoiceAclStatus = { enabled: 1, disabled: 0 } as const;
export const invoiceAclStatuses = { [InvoiceAclStatus.enabled]: '启用', [InvoiceAclStatus.disabled]: '停用' } as const;

const Scopes = Type.Array(Type.Union([Type.Literal('issue'), Type.Literal('query'), Type.Literal('reverse')]), {
  minItems: 1, maxItems: 3, uniqueItems: true, title: '授权范围', description: 'issue 申请开票，query 查询发票，reverse 红冲',
});
const AppId = Text('应用 ID', 64, 1);
const StatusField = Type.Union([Type.Literal(1), Type.Literal(0)], { title: '状态', description: '1 启用，0 停用' });

export const InvoiceAclRecord = Type.Object({
  id: Type.Integer({ title: '授权 ID' }),
  merchant: Type.Integer({ title: '商户号' }),
  app_id: Type.String({ title: '应用 ID' }),
  app_name: Type.String({ title: '应用名称' }),
  scopes: Type.Array(Type.String(), { title: '授权范围' }),
  remark: Type.String({ title: '备注' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
  operator: Type.String({ title: '最后设置人' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

export const invoiceAclList = defineCall({
  method: 'GET',
  path: 'invoice/app/acl/list',
  summary: '开票应用授权列表',
  auth: 'token',
  permission: { anyOf: ['invoice:partner:acl:list'] },
  query: Type.Object({ ...pageQuery(20), merchant: Id('商户号'), status: Type.Optional(StatusField) }),
  reply: ListOf(InvoiceAclRecord),
});

export const invoiceAclGet = defineCall({
  method: 'GET',
  path: 'invoice/app/acl',
  summary: '开票应用授权详情',
  auth: 'token',
  permission: { anyOf: ['invoice:partner:acl:list'] },
  query: Type.Object({ id: Id('授权 ID') }),
  reply: InvoiceAclRecord,
});

export const invoiceAclCreate = defineCall({
  method: 'POST',
  path: 'invoice/app/acl',
  summary: '新增开票应用授权（新增即启用）',
  auth: 'token',
  permission: { anyOf: ['invoice:partner:acl:update'] },
  body: Type.Object({ merchant: Id('商户号'), app_id: AppId, scopes: Scopes, remark: Type.Optional(Text('备注', 200)) }),
  reply: Type.Object({ id: Type.Integer() }),
});

/** An edit (scopes, remark) or a status change alone: 启用 ⇄ 停用. */
export const invoiceAclUpdate = defineCall({
  method: 'PUT',
  path: 'invoice/app/acl',
  summary: '编辑、启用、停用开票应用授权',
  auth: 'token',
  permission: { anyOf: ['invoice:partner:acl:update'] },
  body: Type.Object({ id: Id('授权 ID'), scopes: Type.Optional(Scopes), remark: Type.Optional(Text('备注', 200)), status: Type.Optional(StatusField) }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

export const invoiceAclDelete = defineCall({
  method: 'DELETE',
  path: 'invoice/app/acl',
  summary: '删除开票应用授权',
  auth: 'token',
  permission: { anyOf: ['invoice:partner:acl:update'] },
  query: Type.Object({ id: Id('授权 ID') }),
  reply: Type.Object({ id: Type.Integer() }),
});
