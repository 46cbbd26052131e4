import { lazy } from 'react';
import { CATEGORY_LIST, PROVIDER_LIST, SPACE_CREATE, SPACE_EDIT, SPACE_LIST, TARGETING_CREATE, TARGETING_EDIT, TARGETING_LIST } from '../../features/adverting/config/paths';
import type { ConsoleRoute } from '../route-table';

const spaceForm = lazy(() => import('../../features/adverting/config/space-form-page'));
const targetingForm = lazy(() => import('../../features/adverting/config/targeting-form-page'));

/**
 * 广告 (/adverting, document 2 §2 "Advertising partner"): the advertising partner's console (广告服务商,
 * `adverting:partner:platform`). Built so far: 配置管理 (ad spaces, targeting packages, traffic providers, ad
 * categories). docs/decisions.md, "Advertising configuration (广告)".
 */
export const advertingRoutes: ConsoleRoute = {
  path: '/adverting',
  meta: { title: '广告', icon: 'advertising', product: { anyOf: ['adverting:partner:platform'] } },
  children: [
    {
      path: '/adverting/config',
      meta: { title: '配置管理' },
      children: [
        { path: SPACE_LIST, meta: { title: '广告位', type: 'list', cachePage: true, permission: ['adverting:config:space:list'] }, page: lazy(() => import('../../features/adverting/config/space-list-page')) },
        { path: SPACE_CREATE, meta: { title: '新建广告位', type: 'edit', hidden: true, activeMenu: SPACE_LIST, permission: ['adverting:config:space:create'] }, page: spaceForm },
        { path: SPACE_EDIT, meta: { title: '编辑广告位', type: 'edit', hidden: true, activeMenu: SPACE_LIST, permission: ['adverting:config:space:update'] }, page: spaceForm },
        {
          path: TARGETING_LIST,
          meta: { title: '定向包', type: 'list', cachePage: true, permission: ['adverting:config:targeting:list'] },
          page: lazy(() => import('../../features/adverting/config/targeting-list-page')),
        },
        { path: TARGETING_CREATE, meta: { title: '新建定向包', type: 'edit', hidden: true, activeMenu: TARGETING_LIST, permission: ['adverting:config:targeting:create'] }, page: targetingForm },
        { path: TARGETING_EDIT, meta: { title: '编辑定向包', type: 'edit', hidden: true, activeMenu: TARGETING_LIST, permission: ['adverting:config:targeting:update'] }, page: targetingForm },
        {
          path: PROVIDER_LIST,
          meta: { title: '流量主', type: 'list', cachePage: true, permission: ['adverting:config:provider:list'] },
          page: lazy(() => import('../../features/adverting/config/provider-list-page')),
        },
        { path: CATEGORY_LIST, meta: { title: '广告分类', type: 'list', cachePage: true, permission: ['adverting:config:category:list'] }, page: lazy(() => import('../../features/adverting/config/category-page')) },
      ],
    },
  ],
};
