import { lazy } from 'react';
import { manageOverview, manageSections } from '../../features/invoice/manage/sections';
import {
  ACCESS_DETAIL, ACCESS_EDIT, ACCESS_LIST, FEE_LIST, INVOICE_MERCHANT_LIST, INVOICE_TEST, MANAGE, MANAGE_ACL, MANAGE_AUDITOR, MANAGE_RECORD, MANAGE_TRADE, MANAGE_RULE, MANAGE_SOFTWARE, PARTNER_INVOICE_LIST, PARTNER_RECORD_DETAIL, PARTNER_RECORD_LIST, SOFTWARE_ADD,
  SOFTWARE_DETAIL, SOFTWARE_EDIT, SOFTWARE_LIST,
} from '../../features/invoice/paths';
import type { ConsoleRoute } from '../route-table';

const softwareForm = lazy(() => import('../../features/invoice/software/software-form-page'));
const managePages: Record<string, ConsoleRoute['page']> = {
  [MANAGE]: lazy(() => import('../../features/invoice/manage/manage-page')),
  [MANAGE_RULE]: lazy(() => import('../../features/invoice/manage/rule-page')),
  [MANAGE_SOFTWARE]: lazy(() => import('../../features/invoice/manage/software-page')),
  [MANAGE_AUDITOR]: lazy(() => import('../../features/invoice/manage/auditor-page')),
  [MANAGE_ACL]: lazy(() => import('../../features/invoice/manage/acl-page')),
  [MANAGE_RECORD]: lazy(() => import('../../features/invoice/manage/record-page')),
  [MANAGE_TRADE]: lazy(() => import('../../features/invoice/manage/trade-page')),
};

/**
 * 发票服务 (/invoice-merchant, document 2 §2 "Invoice"): the invoice partner's console — 接入申请 (merchants applying to open
 * 电子发票), its invoice merchants with their management page (基础规则, 税控软件, 审核人 behind the AUDITOR menu feature,
 * 应用授权, and the merchant's 开票记录 and 可开票交易), its customers' 开票记录 and 发票列表
 * (the merchant's pages with 所属商户, to look at), 开票测试 (a customer's setup checked and an invoice previewed, nothing
 * written), 技术服务费 (fees per customer and month, and the price rules) and its tax-control software.
 * docs/decisions.md, "Invoice software, merchant rules and auditors" and "Electronic invoices of a merchant".
 */
export const invoiceMerchantRoutes: ConsoleRoute = {
  path: '/invoice-merchant',
  meta: { title: '发票服务', icon: 'file-text', product: { anyOf: ['invoice:partner:platform'] } },
  children: [
    {
      path: ACCESS_LIST,
      meta: { title: '接入申请', type: 'list', cachePage: true, permission: ['invoice:partner:apply:list'] },
      page: lazy(() => import('../../features/invoice/access/access-list-page')),
    },
    {
      path: ACCESS_DETAIL,
      meta: { title: '接入申请详情', type: 'detail', hidden: true, activeMenu: ACCESS_LIST, permission: ['invoice:partner:apply:list'] },
      page: lazy(() => import('../../features/invoice/access/access-detail-page')),
    },
    {
      path: ACCESS_EDIT,
      meta: { title: '审核接入申请', type: 'edit', hidden: true, activeMenu: ACCESS_LIST, permission: ['invoice:partner:apply:audit'] },
      page: lazy(() => import('../../features/invoice/access/access-edit-page')),
    },
    {
      path: INVOICE_MERCHANT_LIST,
      meta: { title: '发票商户', type: 'list', cachePage: true, permission: ['invoice:partner:merchant:list'] },
      page: lazy(() => import('../../features/invoice/merchant/merchant-list-page')),
    },
    ...[manageOverview, ...manageSections].map((node) => ({ ...node, page: managePages[node.path] })),
    {
      path: PARTNER_RECORD_LIST,
      meta: { title: '开票记录', type: 'list', cachePage: true, permission: ['invoice:partner:merchant:list'] },
      page: lazy(() => import('../../features/invoice/records/record-list-page')),
    },
    {
      path: PARTNER_RECORD_DETAIL,
      meta: { title: '开票记录详情', type: 'detail', hidden: true, activeMenu: PARTNER_RECORD_LIST, permission: ['invoice:partner:merchant:list'] },
      page: lazy(() => import('../../features/invoice/records/record-detail-page')),
    },
    {
      path: PARTNER_INVOICE_LIST,
      meta: { title: '发票列表', type: 'list', cachePage: true, permission: ['invoice:partner:merchant:list'] },
      page: lazy(() => import('../../features/invoice/records/invoice-list-page')),
    },
    {
      path: INVOICE_TEST,
      meta: { title: '开票测试', type: 'edit', permission: ['invoice:partner:merchant:list'] },
      page: lazy(() => import('../../features/invoice/test/test-page')),
    },
    {
      path: FEE_LIST,
      meta: { title: '技术服务费', type: 'list', cachePage: true, permission: ['invoice:partner:fee:list'] },
      page: lazy(() => import('../../features/invoice/fee/fee-page')),
    },
    {
      path: SOFTWARE_LIST,
      meta: { title: '税控软件', type: 'list', cachePage: true, permission: ['invoice:partner:software:list'] },
      page: lazy(() => import('../../features/invoice/software/software-list-page')),
    },
    {
      path: SOFTWARE_DETAIL,
      meta: { title: '税控软件详情', type: 'detail', hidden: true, activeMenu: SOFTWARE_LIST, permission: ['invoice:partner:software:list'] },
      page: lazy(() => import('../../features/invoice/software/software-detail-page')),
    },
    {
      path: SOFTWARE_ADD,
      meta: { title: '新建税控软件', type: 'edit', hidden: true, activeMenu: SOFTWARE_LIST, permission: ['invoice:partner:software:create'] },
      page: softwareForm,
    },
    {
      path: SOFTWARE_EDIT,
      meta: { title: '编辑税控软件', type: 'edit', hidden: true, activeMenu: SOFTWARE_LIST, permission: ['invoice:partner:software:update'] },
      page: softwareForm,
    },
  ],
};
