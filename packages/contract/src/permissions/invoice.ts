import { permission } from './types.js';

/**
 * Invoicing. The invoice partner's console (docs/decisions.md, "Invoice software, merchant rules and auditors"): its
 * tax-control software, its invoice merchants' software and base rule, and their auditors. Auditors are further
 * limited by the AUDITOR rule (type-1 software, platform operator), which the service enforces.
 */
export const invoicePermissions = [
  permission('invoice:invoice:list', '发票记录', 'invoice:merchant:platform', ['merchant']),
  // The merchant's own invoicing (docs/decisions.md, "Electronic invoices of a merchant"): merchant-only kinds.
  permission('invoice:apply:create', '申请开票', 'invoice:merchant:platform', ['merchant']),
  permission('invoice:apply:audit', '审核开票申请', 'invoice:merchant:platform', ['merchant']),
  permission('invoice:apply:revoke', '撤回开票申请', 'invoice:merchant:platform', ['merchant']),
  permission('invoice:invoice:update', '红冲、重开、编辑发票与电子发票设置', 'invoice:merchant:platform', ['merchant']),
  permission('invoice:partner:software:list', '税控软件列表与详情', 'invoice:partner:platform'),
  permission('invoice:partner:software:create', '新建税控软件', 'invoice:partner:platform'),
  permission('invoice:partner:software:update', '编辑、启用、停用税控软件', 'invoice:partner:platform'),
  permission('invoice:partner:software:delete', '删除税控软件', 'invoice:partner:platform'),
  permission('invoice:partner:merchant:list', '发票商户列表，查看其税控软件与基础规则', 'invoice:partner:platform'),
  permission('invoice:partner:merchant:update', '设置发票商户的税控软件与基础规则', 'invoice:partner:platform'),
  permission('invoice:partner:auditor:list', '审核人列表与详情', 'invoice:partner:platform'),
  permission('invoice:partner:auditor:create', '新增审核人', 'invoice:partner:platform'),
  permission('invoice:partner:auditor:update', '编辑、启用、停用审核人', 'invoice:partner:platform'),
  // 接入申请 and 开票应用授权 (docs/decisions.md, "Invoice partner: access applications, managed records and trades, app ACL").
  permission('invoice:partner:apply:list', '接入申请列表与详情', 'invoice:partner:platform'),
  permission('invoice:partner:apply:audit', '审核接入申请（通过并开通电子发票，或驳回）', 'invoice:partner:platform'),
  permission('invoice:partner:acl:list', '开票应用授权列表与详情', 'invoice:partner:platform'),
  permission('invoice:partner:acl:update', '新增、编辑、启用、停用、删除开票应用授权', 'invoice:partner:platform'),
  // 技术服务费 (docs/decisions.md, "Invoice fees, invoicing test, contract prepare").
  permission('invoice:partner:fee:list', '技术服务费明细与收费标准', 'invoice:partner:platform'),
  permission('invoice:partner:fee:update', '新增、编辑、删除技术服务费收费标准', 'invoice:partner:platform'),
  // 集团发票 (/group-invoice): a group reads its members' invoiceable trades and invoices; no product of its own (the
  // section is gated by the group platforms). docs/decisions.md, "Group invoices (集团发票)".
  permission('invoice:group:invoice:list', '集团发票：成员商户的可开票交易、发票与开票记录', null, ['group']),
] as const;
