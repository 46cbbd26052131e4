import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { BusinessApplyRecord } from '../merchant/business.js';
import { InvoiceRuleFields } from './merchant-rt.js';

/**
 * 接入申请 (document 2 §2 "Invoice": the invoice partner's access applications, detail and edit): the business applications
 * 电子发票开通 (`invoice:settle`, docs/decisions.md "Business applications") sent to the invoice partner, read and decided
 * through the catalogue's `invoice/apply/rt/list`, `GET invoice/apply/rt` and `PUT invoice/apply/rt`. Approving here also
 * sets the new invoice merchant's software and base rule, in the same transaction. docs/decisions.md, "Invoice partner:
 * access applications, managed records and trades, app ACL".
 */
export const INVOICE_ACCESS_BUSINESS = 'invoice:settle';

export const InvoiceAccessRecord = Type.Composite([
  BusinessApplyRecord,
  Type.Object({
    software_code: Type.String({ title: '税控软件编码', description: '申请商户当前的税控软件，未设置为空' }),
    rule_configured: Type.Boolean({ title: '已设置基础规则' }),
  }),
]);

export const invoiceAccessList = defineCall({
  method: 'GET',
  path: 'invoice/apply/rt/list',
  summary: '接入申请列表（向本服务商申请开通电子发票的商户）',
  auth: 'token',
  permission: { anyOf: ['invoice:partner:apply:list'] },
  query: Type.Object({
    ...pageQuery(20),
    status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(-1), Type.Literal(-2)], { title: '状态', description: '0 待审核，1 已通过，-1 已驳回，-2 已撤销' })),
    keywords: Type.Optional(Text('商户名称或申请编号', 50)),
  }),
  reply: ListOf(InvoiceAccessRecord),
});

export const invoiceAccessGet = defineCall({
  method: 'GET',
  path: 'invoice/apply/rt',
  summary: '接入申请详情',
  auth: 'token',
  permission: { anyOf: ['invoice:partner:apply:list'] },
  query: Type.Object({ id: Id('申请编号') }),
  reply: InvoiceAccessRecord,
});

/**
 * 审核接入申请: approve (status 1) with the new invoice merchant's software and base rule — the relation, the product,
 * the runtime and the application's state in one transaction — or reject (status -1) with a reason.
 */
export const invoiceAccessUpdate = defineCall({
  method: 'PUT',
  path: 'invoice/apply/rt',
  summary: '审核接入申请（通过并开通，或驳回）',
  auth: 'token',
  permission: { anyOf: ['invoice:partner:apply:audit'] },
  body: Type.Object({
    id: Id('申请编号'),
    status: Type.Union([Type.Literal(1), Type.Literal(-1)], { title: '审核结果', description: '1 通过，-1 驳回' }),
    remark: Type.Optional(Text('审核意见或驳回原因', 200)),
    software_code: Type.Optional(Type.String({ pattern: '^IN[0-9]{5}$', maxLength: 7, title: '税控软件编码', examples: ['IN31542'] })),
    rule: Type.Optional(InvoiceRuleFields),
  }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});
