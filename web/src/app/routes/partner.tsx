import { PARTNER_PRODUCTS } from '@console/contract';
import { lazy } from 'react';
import type { ConsoleRoute } from '../route-table';

const CUSTOMERS = '/partner/customer/list';
const GROUPS = '/partner/group/list';
const merchantForm = lazy(() => import('../../features/account/merchants/merchant-form-page'));
const detail = lazy(() => import('../../features/partner/customer-detail-page'));
const softwareForm = lazy(() => import('../../features/partner/software-form-page'));
const lists = (name: 'CustomerListPage' | 'GroupListPage') => lazy(() => import('../../features/partner/customer-list-page').then((m) => ({ default: m[name] })));
const profit = (name: 'ProfitPolicyPage' | 'ProfitStrategyPage' | 'ProfitMerchantPage' | 'ProfitBillListPage' | 'ProfitBillDetailPage' | 'ProfitBillSerialPage') =>
  lazy(() => import('../../features/partner/profit-pages').then((m) => ({ default: m[name] })));
const PROFIT = ['partner:profit:list'];
const BILLS = '/partner/profit/bill/list';
const orders = (name: 'DailyOrderPage' | 'MonthlyOrderPage') => lazy(() => import('../../features/partner/order-pages').then((m) => ({ default: m[name] })));

/** The software forms of a detail page (客户详情 or 集团详情), hidden and lit on its list. */
const softwareRoutes = (base: 'customer' | 'group', list: string): ConsoleRoute[] =>
  (['parking', 'energy'] as const).flatMap((type) =>
    (['create', 'edit'] as const).map((action) => ({
      path: `/partner/${base}/software/${type}/${action}`,
      meta: {
        title: `${action === 'create' ? '登记' : '编辑'}${type === 'parking' ? '停车' : '充电'}软件`,
        type: 'edit' as const,
        hidden: true,
        activeMenu: list,
        permission: ['partner:software:update'],
      },
      page: softwareForm,
    })),
  );

/**
 * 合作伙伴 (/partner, document 2 §2 "Partner"): the parking or energy partner's customers (普通商户) and group customers
 * (集团) with their software, statistics and the daily and monthly orders of their trades. 新建 and 编辑 are the merchant
 * form (商户管理) under the partner. 分润 reads the customers' 分账规则 and 分账记录. docs/decisions.md, "Partner platform
 * (合作伙伴)" and "Partner profit (合作伙伴 › 分润)".
 */
export const partnerRoutes: ConsoleRoute = {
  path: '/partner',
  meta: { title: '合作伙伴', icon: 'solution', product: { anyOf: [...PARTNER_PRODUCTS] } },
  children: [
    {
      path: '/partner/customer',
      meta: { title: '客户管理' },
      children: [
        { path: CUSTOMERS, meta: { title: '客户列表', type: 'list', cachePage: true, permission: ['partner:customer:list'] }, page: lists('CustomerListPage') },
        {
          path: '/partner/customer/statistics',
          meta: { title: '客户统计', type: 'detail', cachePage: true, permission: ['partner:customer:list'] },
          page: lazy(() => import('../../features/partner/customer-statistics-page')),
        },
        { path: '/partner/customer/create', meta: { title: '新建客户', type: 'edit', hidden: true, activeMenu: CUSTOMERS, permission: ['merchant:merchant:create'] }, page: merchantForm },
        { path: '/partner/customer/edit', meta: { title: '编辑客户', type: 'edit', hidden: true, activeMenu: CUSTOMERS, permission: ['merchant:merchant:update'] }, page: merchantForm },
        { path: '/partner/customer/detail', meta: { title: '客户详情', type: 'detail', hidden: true, activeMenu: CUSTOMERS, permission: ['partner:customer:list'] }, page: detail },
        ...softwareRoutes('customer', CUSTOMERS),
      ],
    },
    {
      path: '/partner/group',
      meta: { title: '集团客户' },
      children: [
        { path: GROUPS, meta: { title: '集团客户', type: 'list', cachePage: true, permission: ['partner:group:list'] }, page: lists('GroupListPage') },
        { path: '/partner/group/create', meta: { title: '新建集团', type: 'edit', hidden: true, activeMenu: GROUPS, permission: ['merchant:merchant:create'] }, page: merchantForm },
        { path: '/partner/group/edit', meta: { title: '编辑集团', type: 'edit', hidden: true, activeMenu: GROUPS, permission: ['merchant:merchant:update'] }, page: merchantForm },
        { path: '/partner/group/detail', meta: { title: '集团详情', type: 'detail', hidden: true, activeMenu: GROUPS, permission: ['partner:group:list'] }, page: detail },
        ...softwareRoutes('group', GROUPS),
      ],
    },
    {
      path: '/partner/order',
      meta: { title: '订单管理' },
      children: [
        { path: '/partner/order/daily', meta: { title: '日订单', type: 'list', cachePage: true, permission: ['partner:order:list'] }, page: orders('DailyOrderPage') },
        { path: '/partner/order/monthly', meta: { title: '月订单', type: 'list', cachePage: true, permission: ['partner:order:list'] }, page: orders('MonthlyOrderPage') },
      ],
    },
    {
      path: '/partner/profit',
      meta: { title: '分润管理' },
      children: [
        { path: '/partner/profit/policy', meta: { title: '分润政策', type: 'list', cachePage: true, permission: PROFIT }, page: profit('ProfitPolicyPage') },
        { path: '/partner/profit/strategy', meta: { title: '分润策略', type: 'list', cachePage: true, permission: PROFIT }, page: profit('ProfitStrategyPage') },
        { path: '/partner/profit/merchant', meta: { title: '交易商户', type: 'list', cachePage: true, permission: PROFIT }, page: profit('ProfitMerchantPage') },
        { path: BILLS, meta: { title: '分润收支账单', type: 'list', cachePage: true, permission: PROFIT }, page: profit('ProfitBillListPage') },
        { path: '/partner/profit/bill/detail', meta: { title: '分润账单详情', type: 'detail', hidden: true, activeMenu: BILLS, permission: PROFIT }, page: profit('ProfitBillDetailPage') },
        { path: '/partner/profit/bill/serial', meta: { title: '分润账单流水', type: 'list', hidden: true, activeMenu: BILLS, permission: PROFIT }, page: profit('ProfitBillSerialPage') },
      ],
    },
  ],
};

/**
 * 分润设置 (/profit/setting/manage/setting?g_code=, document 1 §2 "Routes reached from the shell"): a customer's 分账规则,
 * opened from 分润政策 (lit there; also by address); no menu item of its own. The title is the path's (routes.tsv: "title from path").
 */
export const profitSettingRoutes: ConsoleRoute = {
  path: '/profit/setting',
  meta: { title: '分润', hidden: true },
  children: [
    {
      path: '/profit/setting/manage/setting',
      meta: { title: '分润设置', type: 'detail', hidden: true, activeMenu: '/partner/profit/policy', permission: ['payment:sharding:rt:list'] },
      page: lazy(() => import('../../features/partner/profit-setting-page')),
    },
  ],
};
