import { lazy } from 'react';
import { GROUP_INVOICE_DETAIL, GROUP_INVOICE_LIST, GROUP_TRADE_LIST } from '../../features/invoice/paths';
import type { ConsoleRoute } from '../route-table';

const GROUP_READ = ['invoice:group:invoice:list'];

/**
 * 集团发票 (/group-invoice, document 2 §2 "Invoice"): a group's view of its member merchants' invoiceable trades and
 * invoices — the merchant's 电子发票 pages with 所属商户 and none of the merchant's actions (`isGroupPage`).
 * docs/decisions.md, "Group invoices (集团发票)".
 */
export const groupInvoiceRoutes: ConsoleRoute = {
  path: '/group-invoice',
  meta: { title: '集团发票', icon: 'file-text', product: { anyOf: ['parking:group:platform', 'energy:group:platform', 'payment:group:platform'] } },
  children: [
    {
      path: GROUP_TRADE_LIST,
      meta: { title: '可开票交易', type: 'list', cachePage: true, permission: GROUP_READ },
      page: lazy(() => import('../../features/invoice/records/trade-list-page')),
    },
    {
      path: GROUP_INVOICE_LIST,
      meta: { title: '发票列表', type: 'list', cachePage: true, permission: GROUP_READ },
      page: lazy(() => import('../../features/invoice/records/invoice-list-page')),
    },
    {
      path: GROUP_INVOICE_DETAIL,
      meta: { title: '发票详情', type: 'detail', hidden: true, activeMenu: GROUP_INVOICE_LIST, permission: GROUP_READ },
      page: lazy(() => import('../../features/invoice/records/record-detail-page')),
    },
  ],
};
