import { lazy } from 'react';
import { ELECTRONIC_CREATE, ELECTRONIC_EDIT, ELECTRONIC_RENEW, ELECTRONIC_SETTING, INVOICE_LIST, RECORD_DETAIL, RECORD_LIST, TRADE_LIST } from '../../features/invoice/paths';
import type { ConsoleRoute } from '../route-table';

/**
 * 电子发票 (/invoice, document 2 §2 "Invoice"): the invoice merchant's own invoicing — 可开票交易, 开票记录 with its detail,
 * 发票列表 and 申请开票; 重开, 编辑 and 电子发票设置. docs/decisions.md, "Electronic invoices of a merchant" and
 * "Electronic invoice renew, edit and setting".
 */
export const invoiceRoutes: ConsoleRoute = {
  path: '/invoice',
  meta: { title: '电子发票', icon: 'file-text', product: { anyOf: ['invoice:merchant:platform'] } },
  children: [
    {
      path: TRADE_LIST,
      meta: { title: '可开票交易', type: 'list', cachePage: true, permission: ['invoice:invoice:list'] },
      page: lazy(() => import('../../features/invoice/records/trade-list-page')),
    },
    {
      path: RECORD_LIST,
      meta: { title: '开票记录', type: 'list', cachePage: true, permission: ['invoice:invoice:list'] },
      page: lazy(() => import('../../features/invoice/records/record-list-page')),
    },
    {
      path: RECORD_DETAIL,
      meta: { title: '开票记录详情', type: 'detail', hidden: true, activeMenu: RECORD_LIST, permission: ['invoice:invoice:list'] },
      page: lazy(() => import('../../features/invoice/records/record-detail-page')),
    },
    {
      path: INVOICE_LIST,
      meta: { title: '发票列表', type: 'list', cachePage: true, permission: ['invoice:invoice:list'] },
      page: lazy(() => import('../../features/invoice/records/invoice-list-page')),
    },
    {
      path: ELECTRONIC_CREATE,
      meta: { title: '申请开票', type: 'edit', hidden: true, activeMenu: RECORD_LIST, permission: ['invoice:apply:create'] },
      page: lazy(() => import('../../features/invoice/records/apply-page')),
    },
    {
      path: ELECTRONIC_EDIT,
      meta: { title: '编辑开票申请', type: 'edit', hidden: true, activeMenu: RECORD_LIST, permission: ['invoice:invoice:update'] },
      page: lazy(() => import('../../features/invoice/records/apply-page')),
    },
    {
      path: ELECTRONIC_RENEW,
      meta: { title: '重开发票', type: 'edit', hidden: true, activeMenu: INVOICE_LIST, permission: ['invoice:invoice:update'] },
      page: lazy(() => import('../../features/invoice/records/renew-page')),
    },
    {
      path: ELECTRONIC_SETTING,
      meta: { title: '电子发票设置', type: 'edit', permission: ['invoice:invoice:list'] },
      page: lazy(() => import('../../features/invoice/records/setting-page')),
    },
  ],
};
