import { lazy } from 'react';
import { CONTRACT_PREPARE_PATH } from '@console/contract';
import { MERCHANT_CHANNEL_APPLY_LIST, MERCHANT_READ, PARTNER_READ } from '../../features/payment/channel-apply/paths';
import { MERCHANT_CODES, MERCHANT_PAYMENT } from '../../features/payment/trades/paths';
import { CAPITAL_CODES, CAPITAL_PATHS } from '../../features/payment/capital/platform';
import { MATERIAL_CODES, MATERIAL_PATHS } from '../../features/payment/material/platform';
import type { ConsoleRoute } from '../route-table';

const capital = CAPITAL_PATHS.merchant;
const capitalCodes = CAPITAL_CODES.merchant;

/**
 * 交易中心 (/trading-center, document 2 §2 "Trading center and settlement"): the payment merchant's console. So far its
 * own onboarding applications (进件申请, `/trading-center/channel/apply`); their detail is the shared
 * `/payment/channel/apply/detail` of the 支付服务 table. docs/decisions.md, "Payment channel applications (进件)".
 * Its 分账记录, 提现记录 (申请提现), 提现设置 and 分账设置 (read-only): "Profit-sharing records and withdrawals".
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
      path: capital.shardings,
      meta: { title: '分账记录', type: 'list', cachePage: true, permission: capitalCodes.shardings },
      page: lazy(() => import('../../features/payment/capital/sharding-pages')),
    },
    {
      path: MERCHANT_PAYMENT.settlements,
      meta: { title: '结算记录', type: 'list', cachePage: true, permission: MERCHANT_CODES.settlements },
      page: lazy(() => import('../../features/payment/trades/settlement-pages')),
    },
    {
      path: capital.transfers,
      meta: { title: '提现记录', type: 'list', cachePage: true, permission: capitalCodes.transfers },
      page: lazy(() => import('../../features/payment/capital/transfer-pages')),
    },
    {
      path: capital.transferSetting,
      meta: { title: '提现设置', type: 'detail', permission: ['payment:transfer:rt:list'] },
      page: lazy(() => import('../../features/payment/capital/setting-pages')),
    },
    {
      path: capital.shardingSetting,
      meta: { title: '分账设置', type: 'detail', permission: ['payment:sharding:rt:list'] },
      page: lazy(() => import('../../features/payment/capital/setting-pages').then((m) => ({ default: m.ShardingSettingPage }))),
    },
    {
      path: MATERIAL_PATHS.merchant.list,
      meta: { title: '物料申请记录', type: 'list', cachePage: true, permission: MATERIAL_CODES.merchant.list },
      page: lazy(() => import('../../features/payment/material/material-list-page')),
    },
    {
      path: MATERIAL_PATHS.merchant.create,
      meta: { title: '申请物料', type: 'edit', hidden: true, activeMenu: MATERIAL_PATHS.merchant.list, permission: MATERIAL_CODES.merchant.create },
      page: lazy(() => import('../../features/payment/material/material-form-page')),
    },
    {
      path: '/trading-center/app/acl',
      meta: { title: '应用授权', type: 'list', cachePage: true, permission: ['payment:merchant:app:acl:list'] },
      page: lazy(() => import('../../features/payment/app-acl/app-acl-list-page')),
    },
    {
      path: MERCHANT_CHANNEL_APPLY_LIST,
      meta: { title: '进件申请', type: 'list', cachePage: true, permission: MERCHANT_READ },
      page: lazy(() => import('../../features/payment/channel-apply/channel-apply-list-page').then((m) => ({ default: m.MerchantChannelApplyListPage }))),
    },
    {
      // 合同签约 (document 1 §2: a public route that works signed in; the login adds login_other=1; no support button).
      path: CONTRACT_PREPARE_PATH,
      meta: { title: '合同签约', type: 'detail', hidden: true, layout: 'single', activeMenu: MERCHANT_CHANNEL_APPLY_LIST, permission: [...MERCHANT_READ, ...PARTNER_READ] },
      page: lazy(() => import('../../features/payment/channel-apply/contract-prepare-page')),
    },
  ],
};
