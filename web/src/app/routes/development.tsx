import { lazy } from 'react';
import type { ConsoleRoute } from '../route-table';

export const DEVELOPMENT_INFO = '/development/info';
export const DEVELOPMENT_ERROR_LOG = '/development/error-log';

/**
 * 开发工具 (document 1 §2 "Routes reached from the shell"): 开发信息 and 错误日志, opened from the avatar menu by the
 * platform's accounts holding their permissions; no menu section. docs/decisions.md, "Development tools".
 */
export const developmentRoutes: ConsoleRoute = {
  path: '/development',
  meta: { title: '开发工具', hidden: true },
  children: [
    {
      path: DEVELOPMENT_INFO,
      meta: { title: '开发信息', type: 'detail', hidden: true, permission: ['development:info:basic'] },
      page: lazy(() => import('../../features/development/info-page')),
    },
    {
      path: DEVELOPMENT_ERROR_LOG,
      meta: { title: '错误日志', type: 'list', hidden: true, cachePage: true, permission: ['development:error:list'] },
      page: lazy(() => import('../../features/development/error-log-page')),
    },
  ],
};
