import { lazy } from 'react';
import type { ConsoleRoute } from '../route-table';

const NOTICE_LIST = '/base/services/announcement/notice/list';
const PUSH_LIST = '/base/services/message/push/list';
const PRODUCT_LIST = '/base/services/setting/product/list';
const SUBJECT_LIST = '/base/services/setting/subject/list';

const productForm = lazy(() => import('../../features/base/setting/product-form-page'));
const subjectForm = lazy(() => import('../../features/account/merchants/subject-form-page'));

/** 平台设置: products and subjects (the apps, configuration and metadata screens join this group). */
const settingRoutes: ConsoleRoute = {
  path: '/base/services/setting',
  meta: { title: '平台设置', icon: 'setting' },
  children: [
    {
      path: PRODUCT_LIST,
      meta: { title: '产品管理', type: 'list', cachePage: true, permission: ['merchant:product:list'] },
      page: lazy(() => import('../../features/base/setting/product-list-page')),
    },
    {
      path: '/base/services/setting/product/create',
      meta: { title: '新建产品', type: 'edit', hidden: true, activeMenu: PRODUCT_LIST, permission: ['merchant:product:update'] },
      page: productForm,
    },
    {
      path: '/base/services/setting/product/edit',
      meta: { title: '编辑产品', type: 'edit', hidden: true, activeMenu: PRODUCT_LIST, permission: ['merchant:product:update'] },
      page: productForm,
    },
    {
      path: SUBJECT_LIST,
      meta: { title: '主体信息', type: 'list', cachePage: true, permission: ['merchant:subject:audit'] },
      page: lazy(() => import('../../features/base/setting/subject-list-page')),
    },
    {
      path: '/base/services/setting/subject/create',
      meta: { title: '新增主体', type: 'edit', hidden: true, activeMenu: SUBJECT_LIST, permission: ['merchant:subject:audit'] },
      page: subjectForm,
    },
    {
      path: '/base/services/setting/subject/edit',
      meta: { title: '编辑主体', type: 'edit', hidden: true, activeMenu: SUBJECT_LIST, permission: ['merchant:subject:audit'] },
      page: subjectForm,
    },
  ],
};

/** 基础服务 (/base/services, document 2 §2): the platform operator's services. */
export const baseServicesRoutes: ConsoleRoute = {
  path: '/base/services',
  meta: { title: '基础服务', icon: 'appstore', product: { anyOf: ['ALL'] } },
  children: [
    {
      path: '/base/services/announcement',
      meta: { title: '公告消息', icon: 'notification' },
      children: [
        {
          path: NOTICE_LIST,
          meta: { title: '平台公告', type: 'list', cachePage: true, permission: ['base:announcement:list'] },
          page: lazy(() => import('../../features/base/announcement/notice-list-page')),
        },
        {
          path: '/base/services/announcement/notice/add',
          meta: { title: '发布公告', type: 'edit', hidden: true, activeMenu: NOTICE_LIST, permission: ['base:announcement:create'] },
          page: lazy(() => import('../../features/base/announcement/notice-form-page')),
        },
        {
          path: '/base/services/announcement/notice/edit',
          meta: { title: '编辑公告', type: 'edit', hidden: true, activeMenu: NOTICE_LIST, permission: ['base:announcement:update'] },
          page: lazy(() => import('../../features/base/announcement/notice-form-page')),
        },
      ],
    },
    {
      path: '/base/services/message',
      meta: { title: '站内消息', icon: 'message' },
      children: [
        {
          path: PUSH_LIST,
          meta: { title: '消息推送', type: 'list', cachePage: true, permission: ['base:message:list'] },
          page: lazy(() => import('../../features/base/message/push-list-page')),
        },
        {
          path: '/base/services/message/push/add',
          meta: { title: '推送消息', type: 'edit', hidden: true, activeMenu: PUSH_LIST, permission: ['base:message:create'] },
          page: lazy(() => import('../../features/base/message/push-form-page')),
        },
      ],
    },
    settingRoutes,
  ],
};

/** Pages every signed-in user may open, outside any platform's menu. */
export const sharedRoutes: ConsoleRoute[] = [
  {
    path: '/base/services/announcement/merchant/notice/list',
    meta: { title: '平台公告', type: 'list', hidden: true, cachePage: true, permission: ['universal:message:basic'] },
    page: lazy(() => import('../../features/base/announcement/merchant-notice-list-page')),
  },
];
