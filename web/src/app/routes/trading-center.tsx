import { lazy } from 'react';
import { MERCHANT_CHANNEL_APPLY_LIST, MERCHANT_READ } from '../../features/payment/channel-apply/paths';
import { MERCHANT_CODES, MERCHANT_PAYMENT } from '../../features/payment/trades/paths';
import type { ConsoleRoute } from '../route-table';

/**
 * 交易中心 (/trading-center, document 2 §2 "Trading center and settlement"): the payment merchant's console. So far its
 * own onboarding applications (进件申请, `/trading-center/channel/apply`); their detail is the shared
 * `/payment/channel/apply/detail` of the 支付服务 table. docs/decisions.md, "Payment channel applications (进件)".
 */
export const tradingCenterRoutes: ConsoleRoute = {
  path: '/trading-center',
  meta: { title: '交易中心', icon: 'transaction', product: { anyOf: ['payment:merchant:platform'] } },
  children: [
    {
      path: MERCHANT_PAYMENT.trades,
      meta: { title: '支付明细', type: 'list', cachePage: true, permission: MERCHANT_CODES.trades },
      page: lazy(() => import('../../features/payment/trades/trade-list-page')),
    },
    {
      path: MERCHANT_PAYMENT.refunds,
      meta: { title: '退款记录', type: 'list', cachePage: true, permission: MERCHANT_CODES.refunds },
      page: lazy(() => import('../../features/payment/trades/refund-pages')),
    },
    {
      path: MERCHANT_PAYMENT.settlements,
      meta: { title: '结算记录', type: 'list', cachePage: true, permission: MERCHANT_CODES.settlements },
      page: lazy(() => import('../../features/payment/trades/settlement-pages')),
    },
    {
      path: MERCHANT_CHANNEL_APPLY_LIST,
      meta: { title: '进件申请', type: 'list', cachePage: true, permission: MERCHANT_READ },
      page: lazy(() => import('../../features/payment/channel-apply/channel-apply-list-page').then((m) => ({ default: m.MerchantChannelApplyListPage }))),
    },
  ],
};
