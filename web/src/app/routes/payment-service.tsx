import { lazy } from 'react';
import type { ConsoleRoute } from '../route-table';
import { PARTNER_CODES, PARTNER_PAYMENT } from '../../features/payment/trades/paths';
import { CAPITAL_CODES, CAPITAL_PATHS } from '../../features/payment/capital/platform';
import { MATERIAL_CODES, MATERIAL_PATHS } from '../../features/payment/material/platform';
import { RISK_EVENT_AUDIT, RISK_EVENT_LIST, RISK_READ } from '../../features/payment/risk/shared';
import { CHANNEL_PATHS, CHANNEL_READ } from '../../features/payment/channel/paths';
import {
  CHANNEL_APPLY_AUDIT, CHANNEL_APPLY_CREATE, CHANNEL_APPLY_DETAIL, CHANNEL_APPLY_EDIT, CHANNEL_APPLY_LIST, MERCHANT_READ, PARTNER_READ,
} from '../../features/payment/channel-apply/paths';
import {
  MERCHANT_CREATE, MERCHANT_CREATE_CODES, MERCHANT_DETAIL, MERCHANT_EDIT, MERCHANT_LIST, MERCHANT_READ as PAYMENT_MERCHANT_READ, MERCHANT_UPDATE_CODES, ORDER_LOOKUP,
  ROUTE_CREATE, ROUTE_EDIT, ROUTE_UPDATE_CODES, TRADE_RANK, TRADE_READ,
} from '../../features/payment/service/paths';

const channelApplyForm = lazy(() => import('../../features/payment/channel-apply/channel-apply-form-page'));
const channelApplyView = lazy(() => import('../../features/payment/channel-apply/channel-apply-view-page'));
const paymentMerchantForm = lazy(() => import('../../features/payment/service/payment-merchant-form-page'));
const routeForm = lazy(() => import('../../features/payment/service/route-form-page'));

/**
 * 支付服务 (/service, document 2 §2 "Payment service"): the payment partner's console. So far its payment app
 * authorization, a dynamic route (document 1 §2): open only when `payment/app/acl/validate` succeeds at start, and
 * its merchants' onboarding applications (进件申请, the 支付 to-do's target) with their hidden create, edit, audit and
 * detail pages (the detail also serves the payment merchant's own list, 交易中心 → 进件申请).
 */
export const paymentServiceRoutes: ConsoleRoute = {
  path: '/service',
  meta: { title: '支付服务', icon: 'pay-circle', product: { anyOf: ['payment:partner:platform'] } },
  children: [
    // 支付商户, their routing, 交易排行 and 商户订单查询 (docs/decisions.md, "Payment service provider: merchants, routing, rank and lookup")
    {
      path: MERCHANT_LIST,
      meta: { title: '商户列表', type: 'list', cachePage: true, permission: PAYMENT_MERCHANT_READ },
      page: lazy(() => import('../../features/payment/service/payment-merchant-list-page')),
    },
    {
      path: MERCHANT_CREATE,
      meta: { title: '开通支付商户', type: 'edit', hidden: true, activeMenu: MERCHANT_LIST, permission: MERCHANT_CREATE_CODES },
      page: paymentMerchantForm,
    },
    {
      path: MERCHANT_EDIT,
      meta: { title: '编辑支付商户', type: 'edit', hidden: true, activeMenu: MERCHANT_LIST, permission: MERCHANT_UPDATE_CODES },
      page: paymentMerchantForm,
    },
    {
      path: MERCHANT_DETAIL,
      meta: { title: '商户详情', type: 'detail', hidden: true, activeMenu: MERCHANT_LIST, permission: PAYMENT_MERCHANT_READ },
      page: lazy(() => import('../../features/payment/service/payment-merchant-detail-page')),
    },
    {
      path: ROUTE_CREATE,
      meta: { title: '新建路由', type: 'edit', hidden: true, activeMenu: MERCHANT_LIST, permission: ROUTE_UPDATE_CODES },
      page: routeForm,
    },
    {
      path: ROUTE_EDIT,
      meta: { title: '编辑路由', type: 'edit', hidden: true, activeMenu: MERCHANT_LIST, permission: ROUTE_UPDATE_CODES },
      page: routeForm,
    },
    {
      path: TRADE_RANK,
      meta: { title: '交易排行', type: 'list', cachePage: true, permission: TRADE_READ },
      page: lazy(() => import('../../features/payment/service/trade-rank-page')),
    },
    {
      path: ORDER_LOOKUP,
      meta: { title: '商户订单查询', type: 'list', cachePage: true, permission: TRADE_READ },
      page: lazy(() => import('../../features/payment/service/order-lookup-page')),
    },
    {
      path: '/service/payment/acl/list',
      meta: { title: '支付应用授权', type: 'list', cachePage: true, dynamic: true, permission: ['payment:partner:app:acl:list'] },
      page: lazy(() => import('../../features/payment/app-acl/app-acl-list-page')),
    },
    // 交易流水, 退款记录, 结算记录 of its customers (docs/decisions.md, "Payment trades, refunds and settlements")
    {
      path: PARTNER_PAYMENT.trades,
      meta: { title: '交易流水', type: 'list', cachePage: true, permission: PARTNER_CODES.trades },
      page: lazy(() => import('../../features/payment/trades/trade-list-page')),
    },
    {
      path: PARTNER_PAYMENT.tradeDetail,
      meta: { title: '交易详情', type: 'detail', hidden: true, activeMenu: PARTNER_PAYMENT.trades, permission: PARTNER_CODES.trades },
      page: lazy(() => import('../../features/payment/trades/trade-detail')),
    },
    {
      path: PARTNER_PAYMENT.refunds,
      meta: { title: '退款记录', type: 'list', cachePage: true, permission: PARTNER_CODES.refunds },
      page: lazy(() => import('../../features/payment/trades/refund-pages')),
    },
    {
      path: PARTNER_PAYMENT.settlements,
      meta: { title: '结算记录', type: 'list', cachePage: true, permission: PARTNER_CODES.settlements },
      page: lazy(() => import('../../features/payment/trades/settlement-pages')),
    },
    {
      path: PARTNER_PAYMENT.settlementDetail,
      meta: { title: '结算详情', type: 'detail', hidden: true, activeMenu: PARTNER_PAYMENT.settlements, permission: PARTNER_CODES.settlements },
      page: lazy(() => import('../../features/payment/trades/settlement-pages').then((m) => ({ default: m.SettlementDetailPage }))),
    },
    // 转账: the customers' withdrawals, the 资金 pages through the service's door (docs/decisions.md, "Payment service: transfers, material, risk, channels")
    {
      path: CAPITAL_PATHS.service.transfers,
      meta: { title: '转账', type: 'list', cachePage: true, permission: CAPITAL_CODES.service.transfers },
      page: lazy(() => import('../../features/payment/capital/transfer-pages')),
    },
    {
      path: CAPITAL_PATHS.service.transferDetail,
      meta: { title: '转账详情', type: 'detail', hidden: true, activeMenu: CAPITAL_PATHS.service.transfers, permission: CAPITAL_CODES.service.transfers },
      page: lazy(() => import('../../features/payment/capital/transfer-pages').then((m) => ({ default: m.TransferDetailPage }))),
    },
    {
      path: CHANNEL_PATHS.payment,
      meta: { title: '支付通道', type: 'list', cachePage: true, permission: CHANNEL_READ },
      page: lazy(() => import('../../features/payment/channel/channel-pages')),
    },
    {
      path: CHANNEL_PATHS.paymentDetail,
      meta: { title: '支付通道详情', type: 'detail', hidden: true, activeMenu: CHANNEL_PATHS.payment, permission: CHANNEL_READ },
      page: lazy(() => import('../../features/payment/channel/channel-pages').then((m) => ({ default: m.PaymentChannelDetailPage }))),
    },
    {
      path: CHANNEL_PATHS.settle,
      meta: { title: '结算通道', type: 'list', cachePage: true, permission: CHANNEL_READ },
      page: lazy(() => import('../../features/payment/channel/channel-pages').then((m) => ({ default: m.SettleChannelListPage }))),
    },
    {
      path: CHANNEL_PATHS.settleDetail,
      meta: { title: '结算通道详情', type: 'detail', hidden: true, activeMenu: CHANNEL_PATHS.settle, permission: CHANNEL_READ },
      page: lazy(() => import('../../features/payment/channel/channel-pages').then((m) => ({ default: m.SettleChannelDetailPage }))),
    },
    {
      path: '/service/channel/receipt/list',
      meta: { title: '回单列表', type: 'list', cachePage: true, permission: CAPITAL_CODES.service.transfers },
      page: lazy(() => import('../../features/payment/revenue/receipt-list-page')),
    },
    {
      path: '/service/revenue/statistics',
      meta: { title: '收益统计', type: 'list', cachePage: true, permission: ['payment:partner:revenue:list'] },
      page: lazy(() => import('../../features/payment/revenue/revenue-statistics-page')),
    },
    {
      path: RISK_EVENT_LIST,
      meta: { title: '风险事件', type: 'list', cachePage: true, permission: RISK_READ },
      page: lazy(() => import('../../features/payment/risk/risk-event-list-page')),
    },
    {
      path: RISK_EVENT_AUDIT,
      meta: { title: '风险事件处理', type: 'edit', hidden: true, activeMenu: RISK_EVENT_LIST, permission: RISK_READ },
      page: lazy(() => import('../../features/payment/risk/risk-event-audit-page')),
    },
    // 物料申请: the same resource as 交易中心's (docs/decisions.md, "Payment service: transfers, material, risk, channels")
    {
      path: MATERIAL_PATHS.service.list,
      meta: { title: '物料申请记录', type: 'list', cachePage: true, permission: MATERIAL_CODES.service.list },
      page: lazy(() => import('../../features/payment/material/material-list-page')),
    },
    {
      path: MATERIAL_PATHS.service.create,
      meta: { title: '申请物料', type: 'edit', hidden: true, activeMenu: MATERIAL_PATHS.service.list, permission: MATERIAL_CODES.service.create },
      page: lazy(() => import('../../features/payment/material/material-form-page')),
    },
    // 支付进件 (docs/decisions.md, "Payment channel applications (进件)")
    {
      path: CHANNEL_APPLY_LIST,
      meta: { title: '进件申请', type: 'list', cachePage: true, permission: PARTNER_READ },
      page: lazy(() => import('../../features/payment/channel-apply/channel-apply-list-page')),
    },
    {
      path: CHANNEL_APPLY_CREATE,
      meta: { title: '新建进件', type: 'edit', hidden: true, activeMenu: CHANNEL_APPLY_LIST, permission: ['payment:partner:channel:apply:create'] },
      page: channelApplyForm,
    },
    {
      path: CHANNEL_APPLY_EDIT,
      meta: { title: '编辑进件', type: 'edit', hidden: true, activeMenu: CHANNEL_APPLY_LIST, permission: ['payment:partner:channel:apply:update'] },
      page: channelApplyForm,
    },
    {
      path: CHANNEL_APPLY_AUDIT,
      meta: { title: '进件审核', type: 'edit', hidden: true, activeMenu: CHANNEL_APPLY_LIST, permission: ['payment:partner:channel:apply:audit', 'payment:channel:apply:audit'] },
      page: channelApplyView,
    },
    {
      path: CHANNEL_APPLY_DETAIL,
      meta: { title: '进件详情', type: 'detail', hidden: true, activeMenu: CHANNEL_APPLY_LIST, permission: [...PARTNER_READ, ...MERCHANT_READ] },
      page: channelApplyView,
    },
  ],
};
