import { lazy } from 'react';
import type { ConsoleRoute } from '../route-table';

const MEMBER_LIST = '/user/member/list';
const TYPE_LIST = '/user/member/type';
const USER_LIST = '/user/user/retrieval';
const ALL = { anyOf: ['ALL'] };
const TYPE_READ = ['user:member:type:list'];
const COMPLAINT_LIST = '/user/complaint/list';
const COMPLAINT_READ = ['user:complaint:list', 'user:complaint:update'];

const packageForm = lazy(() => import('../../features/user/package-form-page'));

/** The package's sub-screens: info, price, privilege, rights, event, each with create and edit (routes.tsv). */
const packageSubScreens: ConsoleRoute[] = (['info', 'price', 'privilege', 'rights', 'event'] as const).flatMap((section) => {
  const title = { info: '套餐信息', price: '套餐价格', privilege: '套餐特权', rights: '套餐权益', event: '套餐触发事件' }[section];
  const create = section === 'info' ? ['user:member:type:create'] : ['user:member:type:update'];
  return [
    {
      path: `/user/member/package/${section}/create`,
      meta: { title: section === 'info' ? '新建套餐' : `添加${title}`, type: 'edit', hidden: true, activeMenu: TYPE_LIST, permission: create, product: ALL },
      page: packageForm,
    },
    {
      path: `/user/member/package/${section}/edit`,
      meta: { title: `编辑${title}`, type: 'edit', hidden: true, activeMenu: TYPE_LIST, permission: ['user:member:type:update'], product: ALL },
      page: packageForm,
    },
  ] satisfies ConsoleRoute[];
});

/**
 * 会员 (/user, document 2 §2 "User"): the platform operator's app users and memberships (product ALL; docs/decisions.md,
 * "会员"). Built so far: 会员列表, 会员类型 with packages, 用户检索; the rest of routes.tsv's /user rows are not yet.
 */
export const userRoutes: ConsoleRoute = {
  path: '/user',
  meta: { title: '会员', icon: 'team', product: ALL },
  children: [
    {
      path: '/user/statistics',
      meta: { title: '数据统计', permission: ['user:member:list'], product: ALL },
      page: lazy(() => import('../../features/user/statistics-page')),
    },
    {
      path: '/user/member',
      meta: { title: '会员管理' },
      children: [
        {
          path: MEMBER_LIST,
          meta: { title: '会员列表', type: 'list', cachePage: true, permission: ['user:member:list'], product: ALL },
          page: lazy(() => import('../../features/user/member-list-page')),
        },
        {
          path: '/user/member/detail',
          meta: { title: '会员详情', type: 'detail', hidden: true, activeMenu: MEMBER_LIST, permission: ['user:member:list'], product: ALL },
          page: lazy(() => import('../../features/user/member-detail-page')),
        },
        {
          path: TYPE_LIST,
          meta: { title: '会员类型', type: 'list', cachePage: true, permission: TYPE_READ, product: ALL },
          page: lazy(() => import('../../features/user/member-type-list-page')),
        },
        {
          path: '/user/member/type/detail',
          meta: { title: '会员类型详情', type: 'detail', hidden: true, activeMenu: TYPE_LIST, permission: TYPE_READ, product: ALL },
          page: lazy(() => import('../../features/user/member-type-detail-page')),
        },
        {
          path: '/user/member/package/detail',
          meta: { title: '套餐详情', type: 'detail', hidden: true, activeMenu: TYPE_LIST, permission: TYPE_READ, product: ALL },
          page: lazy(() => import('../../features/user/package-detail-page')),
        },
        ...packageSubScreens,
        // user-members slice: 会员续费, 会员权益, 会员兑换码, 会员库存
        {
          path: '/user/member/renew',
          meta: { title: '会员续费', type: 'list', cachePage: true, permission: ['user:member:list'], product: ALL },
          page: lazy(() => import('../../features/user/member-renew-page')),
        },
        {
          path: '/user/member/rights',
          meta: { title: '会员权益', type: 'list', cachePage: true, permission: ['user:member:list'], product: ALL },
          page: lazy(() => import('../../features/user/member-rights-page')),
        },
        {
          path: '/user/member/code',
          meta: { title: '会员兑换码', type: 'list', cachePage: true, permission: ['user:member:list'], product: ALL },
          page: lazy(() => import('../../features/user/member-code-page')),
        },
        {
          path: '/user/member/inventory',
          meta: { title: '会员库存', type: 'list', cachePage: true, permission: TYPE_READ, product: ALL },
          page: lazy(() => import('../../features/user/member-inventory-page')),
        },
      ],
    },
    {
      path: '/user/user',
      meta: { title: '用户管理' },
      children: [
        {
          path: USER_LIST,
          meta: { title: '用户检索', type: 'list', cachePage: true, permission: ['user:user:list'], product: ALL },
          page: lazy(() => import('../../features/user/user-list-page')),
        },
        {
          path: '/user/user/detail',
          meta: { title: '用户详情', type: 'detail', hidden: true, activeMenu: USER_LIST, permission: ['user:user:list'], product: ALL },
          page: lazy(() => import('../../features/user/user-detail-page')),
        },
        // user-ops slice
        {
          path: '/user/user/merge',
          meta: { title: '用户合并', permission: ['user:user:merge'], product: ALL },
          page: lazy(() => import('../../features/user/merge-page')),
        },
      ],
    },
    // user-ops slice: 站内消息, 投诉.
    {
      path: '/user/message',
      meta: { title: '站内消息', type: 'list', cachePage: true, permission: ['user:message:list', 'user:message:create'], product: ALL },
      page: lazy(() => import('../../features/user/message-page')),
    },
    {
      path: '/user/complaint',
      meta: { title: '投诉管理' },
      children: [
        {
          path: COMPLAINT_LIST,
          meta: { title: '投诉列表', type: 'list', cachePage: true, permission: COMPLAINT_READ, product: ALL },
          page: lazy(() => import('../../features/user/complaint-list-page')),
        },
        {
          path: '/user/complaint/detail',
          meta: { title: '投诉详情', type: 'detail', hidden: true, activeMenu: COMPLAINT_LIST, permission: COMPLAINT_READ, product: ALL },
          page: lazy(() => import('../../features/user/complaint-detail-page')),
        },
      ],
    },
  ],
};
