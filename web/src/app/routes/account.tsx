import { lazy } from 'react';
import type { ConsoleRoute } from '../route-table';

const BATCH_LIST = '/account/report/batch/list';
const ACCOUNT_LIST = '/account/role-permission/sub-account/list';
const ROLE_LIST = '/account/role-permission/role/list';
const PRESET_ROLE_LIST = '/account/preset-role/list';

/**
 * 账户中心 (/account, document 2 §2): sub-accounts, roles and departments, the operation log, the report centre
 * and the user's imports.
 */
export const accountRoutes: ConsoleRoute = {
  path: '/account',
  meta: { title: '账户中心', icon: 'user' },
  children: [
    {
      path: '/account/role-permission',
      meta: { title: '权限管理' },
      children: [
        {
          path: ACCOUNT_LIST,
          meta: { title: '子账号', type: 'list', cachePage: true, permission: ['merchant:manager:list'] },
          page: lazy(() => import('../../features/account/accounts/account-list-page')),
        },
        {
          path: '/account/role-permission/sub-account/add',
          meta: { title: '新增子账号', type: 'edit', hidden: true, activeMenu: ACCOUNT_LIST, permission: ['merchant:manager:create'] },
          page: lazy(() => import('../../features/account/accounts/account-form-page')),
        },
        {
          path: '/account/role-permission/sub-account/edit',
          meta: { title: '编辑子账号', type: 'edit', hidden: true, activeMenu: ACCOUNT_LIST, permission: ['merchant:manager:update'] },
          page: lazy(() => import('../../features/account/accounts/account-form-page')),
        },
        {
          path: ROLE_LIST,
          meta: { title: '角色', type: 'list', cachePage: true, permission: ['merchant:role:list'] },
          page: lazy(() => import('../../features/account/roles/role-list-page')),
        },
        {
          path: '/account/role-permission/role/add',
          meta: { title: '新增角色', type: 'edit', hidden: true, activeMenu: ROLE_LIST, permission: ['merchant:role:create'] },
          page: lazy(() => import('../../features/account/roles/role-form-page')),
        },
        {
          path: '/account/role-permission/role/edit',
          meta: { title: '编辑角色', type: 'edit', hidden: true, activeMenu: ROLE_LIST, permission: ['merchant:role:update'] },
          page: lazy(() => import('../../features/account/roles/role-form-page')),
        },
        {
          path: '/account/role-permission/department',
          meta: { title: '部门', type: 'list', cachePage: true, permission: ['merchant:department:list'] },
          page: lazy(() => import('../../features/account/departments/department-page')),
        },
        // The platform's role templates: the operator's (every merchant may read them, from the role form).
        {
          path: PRESET_ROLE_LIST,
          meta: { title: '预设角色', type: 'list', cachePage: true, permission: ['merchant:preset:role:list'], product: { anyOf: ['ALL'] } },
          page: lazy(() => import('../../features/account/preset-roles/preset-role-list-page')),
        },
        {
          path: '/account/preset-role/add',
          meta: { title: '新增预设角色', type: 'edit', hidden: true, activeMenu: PRESET_ROLE_LIST, permission: ['merchant:preset:role:create'], product: { anyOf: ['ALL'] } },
          page: lazy(() => import('../../features/account/preset-roles/preset-role-form-page')),
        },
        {
          path: '/account/preset-role/edit',
          meta: { title: '编辑预设角色', type: 'edit', hidden: true, activeMenu: PRESET_ROLE_LIST, permission: ['merchant:preset:role:update'], product: { anyOf: ['ALL'] } },
          page: lazy(() => import('../../features/account/preset-roles/preset-role-form-page')),
        },
      ],
    },
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
