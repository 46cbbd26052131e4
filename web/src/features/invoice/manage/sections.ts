import type { RouteNode } from '../../../lib/access';
import { INVOICE_MERCHANT_LIST, MANAGE, MANAGE_ACL, MANAGE_AUDITOR, MANAGE_RECORD, MANAGE_RULE, MANAGE_SOFTWARE, MANAGE_TRADE } from '../paths';

/**
 * The management page of one invoice merchant and its sub-pages (document 2 §2 "/invoice-merchant/manage with base
 * rule, acl, auditor, software, records, trades"). The route table takes
 * these entries, and the manage page's own menu is the same entries pruned with `routeAccess` against an access
 * context of the managed merchant: 审核人 carries the AUDITOR menu feature, which depends on that merchant's software.
 */
const hidden = { hidden: true, activeMenu: INVOICE_MERCHANT_LIST } as const;

export const manageOverview: RouteNode = { path: MANAGE, meta: { title: '发票商户管理', type: 'detail', ...hidden, permission: ['invoice:partner:merchant:list'] } };

export const manageSections: RouteNode[] = [
  { path: MANAGE_RULE, meta: { title: '基础规则', type: 'edit', ...hidden, permission: ['invoice:partner:merchant:list'] } },
  { path: MANAGE_SOFTWARE, meta: { title: '税控软件', type: 'edit', ...hidden, permission: ['invoice:partner:merchant:list'] } },
  { path: MANAGE_AUDITOR, meta: { title: '审核人', type: 'list', ...hidden, menu: 'AUDITOR', permission: ['invoice:partner:auditor:list'] } },
  { path: MANAGE_ACL, meta: { title: '应用授权', type: 'list', ...hidden, permission: ['invoice:partner:acl:list'] } },
  { path: MANAGE_RECORD, meta: { title: '开票记录', type: 'list', ...hidden, permission: ['invoice:partner:merchant:list'] } },
  { path: MANAGE_TRADE, meta: { title: '可开票交易', type: 'list', ...hidden, permission: ['invoice:partner:merchant:list'] } },
];
