import { lazy } from 'react';
import { CATEGORY_LIST, PROVIDER_LIST, SPACE_CREATE, SPACE_EDIT, SPACE_LIST, TARGETING_CREATE, TARGETING_EDIT, TARGETING_LIST } from '../../features/adverting/config/paths';
import {
  ADVERTISER_CREATE, ADVERTISER_DETAIL, ADVERTISER_EDIT, ADVERTISER_LIST, DEMAND_AUDIT, DEMAND_CREATE, DEMAND_DETAIL, DEMAND_EDIT, DEMAND_LIST,
} from '../../features/adverting/advertiser/paths';
import type { ConsoleRoute } from '../route-table';

const spaceForm = lazy(() => import('../../features/adverting/config/space-form-page'));
const targetingForm = lazy(() => import('../../features/adverting/config/targeting-form-page'));
const advertiserForm = lazy(() => import('../../features/adverting/advertiser/advertiser-form-page'));
const demandForm = lazy(() => import('../../features/adverting/advertiser/demand-form-page'));
const demandDetail = lazy(() => import('../../features/adverting/advertiser/demand-detail-page'));

/**
 * 广告 (/adverting, document 2 §2 "Advertising partner"): the advertising partner's console (广告服务商,
 * `adverting:partner:platform`). Built so far: 投放管理 › 拓量需求, 配置管理 (ad spaces, targeting packages, traffic
 * providers, ad categories) and 广告主. docs/decisions.md, "Advertising configuration (广告)" and "Advertisers (广告主)".
 */
export const advertingRoutes: ConsoleRoute = {
  path: '/adverting',
  meta: { title: '广告', icon: 'advertising', product: { anyOf: ['adverting:partner:platform'] } },
  children: [
    {
      path: '/adverting/operation',
      meta: { title: '投放管理' },
      children: [
        {
          path: DEMAND_LIST,
          meta: { title: '拓量需求', type: 'list', cachePage: true, permission: ['adverting:operation:expansion:list'] },
          page: lazy(() => import('../../features/adverting/advertiser/demand-list-page')),
        },
        { path: DEMAND_CREATE, meta: { title: '新建拓量需求', type: 'edit', hidden: true, activeMenu: DEMAND_LIST, permission: ['adverting:operation:expansion:create'] }, page: demandForm },
        { path: DEMAND_EDIT, meta: { title: '编辑拓量需求', type: 'edit', hidden: true, activeMenu: DEMAND_LIST, permission: ['adverting:operation:expansion:update'] }, page: demandForm },
        { path: DEMAND_DETAIL, meta: { title: '拓量需求详情', type: 'detail', hidden: true, activeMenu: DEMAND_LIST, permission: ['adverting:operation:expansion:list'] }, page: demandDetail },
        { path: DEMAND_AUDIT, meta: { title: '审核拓量需求', type: 'edit', hidden: true, activeMenu: DEMAND_LIST, permission: ['adverting:operation:expansion:audit'] }, page: demandDetail },
      ],
    },
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
    {
      path: '/adverting/advertiser',
      meta: { title: '广告主' },
      children: [
        {
          path: ADVERTISER_LIST,
          meta: { title: '广告主列表', type: 'list', cachePage: true, permission: ['adverting:advertiser:list'] },
          page: lazy(() => import('../../features/adverting/advertiser/advertiser-list-page')),
        },
        { path: ADVERTISER_CREATE, meta: { title: '新建广告主', type: 'edit', hidden: true, activeMenu: ADVERTISER_LIST, permission: ['adverting:advertiser:create'] }, page: advertiserForm },
        { path: ADVERTISER_EDIT, meta: { title: '编辑广告主', type: 'edit', hidden: true, activeMenu: ADVERTISER_LIST, permission: ['adverting:advertiser:update'] }, page: advertiserForm },
        {
          path: ADVERTISER_DETAIL,
          meta: { title: '广告主详情', type: 'detail', hidden: true, activeMenu: ADVERTISER_LIST, permission: ['adverting:advertiser:list'] },
          page: lazy(() => import('../../features/adverting/advertiser/advertiser-detail-page')),
        },
      ],
    },
  ],
};
