import { lazy } from 'react';
import type { ConsoleRoute } from '../route-table';

const NOTICE_LIST = '/base/services/announcement/notice/list';
const PUSH_LIST = '/base/services/message/push/list';

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
