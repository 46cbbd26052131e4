import { lazy } from 'react';
import { CAPITAL_CODES, CAPITAL_PATHS } from '../../features/payment/capital/platform';
import { PARTNER_CODES } from '../../features/payment/trades/paths';
import type { ConsoleRoute } from '../route-table';

const paths = CAPITAL_PATHS.partner;
const codes = CAPITAL_CODES.partner;

/**
 * 资金 (/capital, document 2 §2 "Capital"): ruled the payment partner's (and the platform's) view of its customers'
 * money after settlement — 结算记录, 分账记录, 提现记录 (the platform reviews there) and 提现设置 — on the pages of the
 * merchant's 交易中心, the server scoping the rows. docs/decisions.md, "Profit-sharing records and withdrawals".
 */
export const capitalRoutes: ConsoleRoute = {
  path: '/capital',
  meta: { title: '资金', icon: 'money-collect', product: { anyOf: ['payment:partner:platform'] } },
  children: [
    {
      path: '/capital/settlement/list',
      meta: { title: '结算记录', type: 'list', cachePage: true, permission: PARTNER_CODES.settlements },
      page: lazy(() => import('../../features/payment/trades/settlement-pages')),
    },
    {
      path: '/capital/settlement/detail',
      meta: { title: '结算详情', type: 'detail', hidden: true, activeMenu: '/capital/settlement/list', permission: PARTNER_CODES.settlements },
      page: lazy(() => import('../../features/payment/trades/settlement-pages').then((m) => ({ default: m.SettlementDetailPage }))),
    },
    {
      path: paths.shardings,
      meta: { title: '分账记录', type: 'list', cachePage: true, permission: codes.shardings },
      page: lazy(() => import('../../features/payment/capital/sharding-pages')),
    },
    {
      path: paths.transfers,
      meta: { title: '提现记录', type: 'list', cachePage: true, permission: codes.transfers },
      page: lazy(() => import('../../features/payment/capital/transfer-pages')),
    },
    {
      path: paths.transferDetail,
      meta: { title: '提现详情', type: 'detail', hidden: true, activeMenu: paths.transfers, permission: codes.transfers },
      page: lazy(() => import('../../features/payment/capital/transfer-pages').then((m) => ({ default: m.TransferDetailPage }))),
    },
    {
      path: paths.transferSetting,
      meta: { title: '提现设置', type: 'detail', permission: ['payment:transfer:rt:list'] },
      page: lazy(() => import('../../features/payment/capital/setting-pages')),
    },
  ],
};
