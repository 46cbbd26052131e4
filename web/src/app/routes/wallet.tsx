import { walletCarrierInfoCodes, walletCreateCodes, walletListCodes } from '@console/contract';
import { lazy } from 'react';
import type { ConsoleRoute } from '../route-table';

const LIST = '/wallet/merchant/list';
const walletForm = lazy(() => import('../../features/wallet/wallet-form-page'));
const accounts = (name: 'ServiceAccountPage' | 'InstitutionAccountPage') => lazy(() => import('../../features/wallet/account-balance-pages').then((m) => ({ default: m[name] })));
const records = (name: 'LedgerPage' | 'RechargePage' | 'PaymentPage' | 'RefundPage') => lazy(() => import('../../features/wallet/record-list-pages').then((m) => ({ default: m[name] })));

/**
 * 钱包 (/wallet, document 2 §2 "Other"): the wallet carrier's console (钱包运营方, `wallet:carrier:platform`). The
 * merchant list, 开通钱包 and 运营概况 need all their permissions (needAllPermission, document 2 §6); the server
 * checks the same (`allOf`). docs/decisions.md, "Wallets (钱包)".
 */
export const walletRoutes: ConsoleRoute = {
  path: '/wallet',
  meta: { title: '钱包', icon: 'wallet', product: { anyOf: ['wallet:carrier:platform'] } },
  children: [
    {
      path: '/wallet/merchant',
      meta: { title: '钱包管理' },
      children: [
        {
          path: LIST,
          meta: { title: '钱包商户', type: 'list', cachePage: true, permission: [...walletListCodes], needAllPermission: true },
          page: lazy(() => import('../../features/wallet/wallet-list-page')),
        },
        {
          path: '/wallet/merchant/create',
          meta: { title: '开通钱包', type: 'edit', hidden: true, activeMenu: LIST, permission: [...walletCreateCodes], needAllPermission: true },
          page: walletForm,
        },
        {
          path: '/wallet/merchant/edit',
          meta: { title: '编辑钱包', type: 'edit', hidden: true, activeMenu: LIST, permission: ['wallet:merchant:update'] },
          page: walletForm,
        },
        {
          path: '/wallet/merchant/detail',
          meta: { title: '钱包详情', type: 'detail', hidden: true, activeMenu: LIST, permission: ['wallet:merchant:list'] },
          page: lazy(() => import('../../features/wallet/wallet-detail-page')),
        },
        {
          path: '/wallet/carrier/info',
          meta: { title: '运营概况', type: 'detail', cachePage: true, permission: [...walletCarrierInfoCodes], needAllPermission: true },
          page: lazy(() => import('../../features/wallet/carrier-info-page')),
        },
      ],
    },
    {
      path: '/wallet/record',
      meta: { title: '资金记录' },
      children: [
        { path: '/wallet/balance', meta: { title: '账户流水', type: 'list', cachePage: true, permission: ['wallet:balance:list'] }, page: records('LedgerPage') },
        { path: '/wallet/recharge', meta: { title: '充值记录', type: 'list', cachePage: true, permission: ['wallet:recharge:list'] }, page: records('RechargePage') },
        { path: '/wallet/payment', meta: { title: '支付记录', type: 'list', cachePage: true, permission: ['wallet:payment:list'] }, page: records('PaymentPage') },
        { path: '/wallet/refund', meta: { title: '退款记录', type: 'list', cachePage: true, permission: ['wallet:refund:list'] }, page: records('RefundPage') },
      ],
    },
    {
      // The carrier's own accounts, read from the wallet records (docs/decisions.md, "Wallet accounts: 服务费账户 and 机构账户").
      path: '/wallet/account',
      meta: { title: '账户余额' },
      children: [
        {
          path: '/wallet/service/account/balance',
          meta: { title: '服务费账户余额', type: 'detail', cachePage: true, permission: ['wallet:service:account:list'] },
          page: accounts('ServiceAccountPage'),
        },
        {
          path: '/institution/account/balance',
          meta: { title: '机构账户余额', type: 'detail', cachePage: true, permission: ['wallet:institution:account:list'] },
          page: accounts('InstitutionAccountPage'),
        },
      ],
    },
  ],
};
