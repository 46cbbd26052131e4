import { lazy } from 'react';
import type { ConsoleRoute } from '../route-table';

const BATCH_LIST = '/account/report/batch/list';

/** 账户中心 (/account, document 2 §2): so far the operation log, the report centre and the user's imports. */
export const accountRoutes: ConsoleRoute = {
  path: '/account',
  meta: { title: '账户中心', icon: 'user' },
  children: [
    {
      path: '/account/logging/list',
      meta: { title: '操作日志', type: 'list', cachePage: true, permission: ['universal:logging:list'] },
      page: lazy(() => import('../../features/account/logging/logging-list-page')),
    },
    {
      path: '/account/report/list',
      meta: { title: '报表中心', type: 'list', cachePage: true, permission: ['universal:report:basic'] },
      page: lazy(() => import('../../features/account/report/report-list-page')),
    },
    {
      // Every signed-in user may import where a template lets it; the list shows the user's own tasks only.
      path: BATCH_LIST,
      meta: { title: '导入任务', type: 'list', cachePage: true },
      page: lazy(() => import('../../features/account/report/batch-list-page')),
    },
    {
      path: '/account/report/batch/detail',
      meta: { title: '导入详情', type: 'detail', hidden: true, activeMenu: BATCH_LIST },
      page: lazy(() => import('../../features/account/report/batch-detail-page')),
    },
  ],
};
