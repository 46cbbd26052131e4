import { lazy } from 'react';
import { GROUP_CODES, GROUP_PAYMENT } from '../../features/payment/trades/paths';
import { CAPITAL_CODES, CAPITAL_PATHS } from '../../features/payment/capital/platform';
import type { ConsoleRoute } from '../route-table';

const capital = CAPITAL_PATHS.group;
const capitalCodes = CAPITAL_CODES.group;

/**
 * 结算中心 (/settlement, document 2 §2 "Trading center and settlement"): ruled the payment group's console (product
 * `payment:group:platform`, exactly that one: the platform operator reads the same rows on 支付服务 and 交易中心) over
 * its members' trades, refunds and settlements, read-only, on the same pages and calls as the merchant's and the
 * partner's. docs/decisions.md, "Payment trades, refunds and settlements".
 */
export const settlementRoutes: ConsoleRoute = {
  path: '/settlement',
  meta: { title: '结算中心', icon: 'account-book', product: { onlyOne: ['payment:group:platform'] } },
  children: [
    {
      path: GROUP_PAYMENT.trades,
      meta: { title: '支付记录', type: 'list', cachePage: true, permission: GROUP_CODES.trades },
      page: lazy(() => import('../../features/payment/trades/trade-list-page')),
    },
    {
      path: GROUP_PAYMENT.tradeDetail,
      meta: { title: '支付详情', type: 'detail', hidden: true, activeMenu: GROUP_PAYMENT.trades, permission: GROUP_CODES.trades },
      page: lazy(() => import('../../features/payment/trades/trade-detail')),
    },
    {
      path: GROUP_PAYMENT.refunds,
      meta: { title: '退款记录', type: 'list', cachePage: true, permission: GROUP_CODES.refunds },
      page: lazy(() => import('../../features/payment/trades/refund-pages')),
    },
    {
      path: GROUP_PAYMENT.refundDetail,
      meta: { title: '退款详情', type: 'detail', hidden: true, activeMenu: GROUP_PAYMENT.refunds, permission: GROUP_CODES.refunds },
      page: lazy(() => import('../../features/payment/trades/refund-pages').then((m) => ({ default: m.RefundDetailPage }))),
    },
    {
      path: capital.shardings,
      meta: { title: '分账记录', type: 'list', cachePage: true, permission: capitalCodes.shardings },
      page: lazy(() => import('../../features/payment/capital/sharding-pages')),
    },
    {
      path: capital.shardingDetail,
      meta: { title: '分账详情', type: 'detail', hidden: true, activeMenu: capital.shardings, permission: capitalCodes.shardings },
      page: lazy(() => import('../../features/payment/capital/sharding-pages').then((m) => ({ default: m.ShardingDetailPage }))),
    },
    {
      path: GROUP_PAYMENT.settlements,
      meta: { title: '结算记录', type: 'list', cachePage: true, permission: GROUP_CODES.settlements },
      page: lazy(() => import('../../features/payment/trades/settlement-pages')),
    },
    {
      path: GROUP_PAYMENT.settlementDetail,
      meta: { title: '结算详情', type: 'detail', hidden: true, activeMenu: GROUP_PAYMENT.settlements, permission: GROUP_CODES.settlements },
      page: lazy(() => import('../../features/payment/trades/settlement-pages').then((m) => ({ default: m.SettlementDetailPage }))),
    },
    {
      path: capital.transfers,
      meta: { title: '提现记录', type: 'list', cachePage: true, permission: capitalCodes.transfers },
      page: lazy(() => import('../../features/payment/capital/transfer-pages')),
    },
    {
      path: capital.transferDetail,
      meta: { title: '提现详情', type: 'detail', hidden: true, activeMenu: capital.transfers, permission: capitalCodes.transfers },
      page: lazy(() => import('../../features/payment/capital/transfer-pages').then((m) => ({ default: m.TransferDetailPage }))),
    },
  ],
};
