import { lazy } from 'react';
import type { ConsoleRoute } from '../route-table';

const OBJECTIVE_LIST = '/okr/objective/list';
const PROJECT_LIST = '/okr/project/list';

const objectiveForm = lazy(() => import('../../features/okr/objectives/objective-form-page'));
const keyResultForm = lazy(() => import('../../features/okr/objectives/key-result-form-page'));
const projectForm = lazy(() => import('../../features/account/projects/project-form-page'));

/**
 * OKR (/okr, document 2 §2): every merchant's own objectives with their key results, and its projects — the same
 * project pages and calls as 账户中心 › 项目列表, reached from here (docs/decisions.md, "OKR"). No product gate.
 */
export const okrRoutes: ConsoleRoute = {
  path: '/okr',
  meta: { title: 'OKR', icon: 'aim' },
  children: [
    {
      path: '/okr/objective',
      meta: { title: '目标管理' },
      children: [
        {
          path: OBJECTIVE_LIST,
          meta: { title: '目标列表', type: 'list', cachePage: true, permission: ['okr:objective:list'] },
          page: lazy(() => import('../../features/okr/objectives/objective-list-page')),
        },
        {
          path: '/okr/objective/add',
          meta: { title: '新建目标', type: 'edit', hidden: true, activeMenu: OBJECTIVE_LIST, permission: ['okr:objective:create'] },
          page: objectiveForm,
        },
        {
          path: '/okr/objective/edit',
          meta: { title: '编辑目标', type: 'edit', hidden: true, activeMenu: OBJECTIVE_LIST, permission: ['okr:objective:update'] },
          page: objectiveForm,
        },
        {
          path: '/okr/objective/detail/:id',
          meta: { title: '目标详情', type: 'detail', hidden: true, activeMenu: OBJECTIVE_LIST, permission: ['okr:objective:list'] },
          page: lazy(() => import('../../features/okr/objectives/objective-detail-page')),
        },
        {
          path: '/okr/objective/key-result/add',
          meta: { title: '添加关键结果', type: 'edit', hidden: true, activeMenu: OBJECTIVE_LIST, permission: ['okr:objective:update'] },
          page: keyResultForm,
        },
        {
          path: '/okr/objective/key-result/edit',
          meta: { title: '编辑关键结果', type: 'edit', hidden: true, activeMenu: OBJECTIVE_LIST, permission: ['okr:objective:update'] },
          page: keyResultForm,
        },
      ],
    },
    {
      path: '/okr/project',
      meta: { title: '项目管理' },
      children: [
        {
          path: PROJECT_LIST,
          meta: { title: '项目列表', type: 'list', cachePage: true, permission: ['merchant:project:list'] },
          page: lazy(() => import('../../features/account/projects/project-list-page')),
        },
        {
          path: '/okr/project/detail',
          meta: { title: '项目详情', type: 'detail', hidden: true, activeMenu: PROJECT_LIST, permission: ['merchant:project:list', 'merchant:cooperate:list'] },
          page: lazy(() => import('../../features/account/projects/project-detail-page')),
        },
        {
          path: '/okr/project/edit',
          meta: { title: '编辑项目', type: 'edit', hidden: true, activeMenu: PROJECT_LIST, permission: ['merchant:project:update'] },
          page: projectForm,
        },
        {
          path: '/okr/project/add',
          meta: { title: '新建项目', type: 'edit', hidden: true, activeMenu: PROJECT_LIST, permission: ['merchant:project:create'] },
          page: projectForm,
        },
      ],
    },
  ],
};
