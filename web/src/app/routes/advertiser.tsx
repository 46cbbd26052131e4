import { lazy } from 'react';
import { BASE_INFO, BILL_LIST, BILL_SERIAL, DEPOSIT, PRICE_SETTING, STATISTICS } from '../../features/advertiser/paths';
import type { ConsoleRoute } from '../route-table';

const money = (name: 'DepositPage' | 'BillListPage' | 'BillSerialPage') => lazy(() => import('../../features/advertiser/money-pages').then((m) => ({ default: m[name] })));

/**
 * 广告主 (/advertiser, document 2 §2 "Advertiser"): the advertiser's own platform (`adverting:advertiser:platform`). Its
 * permissions are held by advertiser merchants only (the operator's ALL does not open it: it has no advertiser
 * account). docs/decisions.md, "Advertisers (广告主)".
 */
export const advertiserRoutes: ConsoleRoute = {
  path: '/advertiser',
  meta: { title: '广告主', icon: 'advertising', product: { anyOf: ['adverting:advertiser:platform'] } },
  children: [
    {
      path: '/advertiser/account',
      meta: { title: '账户' },
      children: [
        { path: BASE_INFO, meta: { title: '基础信息', type: 'detail', cachePage: true, permission: ['advertiser:base:list'] }, page: lazy(() => import('../../features/advertiser/base-info-page')) },
        { path: DEPOSIT, meta: { title: '预存款管理', type: 'list', cachePage: true, permission: ['advertiser:deposit:list'] }, page: money('DepositPage') },
        { path: PRICE_SETTING, meta: { title: '出价设置', type: 'edit', permission: ['advertiser:price:list'] }, page: lazy(() => import('../../features/advertiser/price-setting-page')) },
      ],
    },
    {
      path: '/advertiser/bill',
      meta: { title: '账单' },
      children: [
        { path: BILL_LIST, meta: { title: '账单列表', type: 'list', cachePage: true, permission: ['advertiser:bill:list'] }, page: money('BillListPage') },
        { path: BILL_SERIAL, meta: { title: '账单流水', type: 'list', cachePage: true, permission: ['advertiser:bill:list'] }, page: money('BillSerialPage') },
      ],
    },
    {
      path: '/advertiser/data',
      meta: { title: '数据' },
      children: [{ path: STATISTICS, meta: { title: '数据统计', type: 'list', cachePage: true, permission: ['advertiser:statistics:list'] }, page: lazy(() => import('../../features/advertiser/statistics-page')) }],
    },
  ],
};
