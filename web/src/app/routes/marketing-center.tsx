import { lazy } from 'react';
import {
  ACTIVITY_CREATE, ACTIVITY_DETAIL, ACTIVITY_EDIT, ACTIVITY_LIST, BATCH_LIST, BOARD, GRANT_LIST, PARTNER_CUSTOMER_DETAIL, PARTNER_CUSTOMER_LIST, REDEEM_CREATE, REDEEM_DETAIL, REWARD_AUDIT, REWARD_CREATE,
  REWARD_DETAIL, REWARD_EDIT, REWARD_REPAIR,
} from '../../features/marketing/paths';
import type { ConsoleRoute } from '../route-table';

const activityForm = lazy(() => import('../../features/marketing/activity-form-page'));
const rewardForm = lazy(() => import('../../features/marketing/reward-form-page'));
const LIST = ['bonus:event:list'] as const;
const UPDATE = ['bonus:event:update'] as const;

/**
 * 营销中心 (/marketing-center, document 2 §2 "Marketing center"): activities with rewards, redeem codes and grants, run
 * by holders of 通用服务商 (the platform operator in the demo); 奖品审核 of partners' rewards is the platform's; 合作商户
 * (the merchants in scope, with their 方案 and 应用). docs/decisions.md, "Marketing center" and "Marketing center: partner customers".
 */
export const marketingCenterRoutes: ConsoleRoute = {
  path: '/marketing-center',
  meta: { title: '营销中心', icon: 'gift', product: { anyOf: ['generic:partner:platform'] } },
  children: [
    { path: BOARD, meta: { title: '营销看板', permission: [...LIST] }, page: lazy(() => import('../../features/marketing/board-page')) },
    {
      path: '/marketing-center/manage',
      meta: { title: '活动管理' },
      children: [
        { path: ACTIVITY_LIST, meta: { title: '活动列表', type: 'list', cachePage: true, permission: [...LIST] }, page: lazy(() => import('../../features/marketing/activity-list-page')) },
        { path: ACTIVITY_CREATE, meta: { title: '新建活动', type: 'edit', hidden: true, activeMenu: ACTIVITY_LIST, permission: ['bonus:event:create'] }, page: activityForm },
        { path: ACTIVITY_EDIT, meta: { title: '编辑活动', type: 'edit', hidden: true, activeMenu: ACTIVITY_LIST, permission: [...UPDATE] }, page: activityForm },
        {
          path: ACTIVITY_DETAIL,
          meta: { title: '活动详情', type: 'detail', hidden: true, activeMenu: ACTIVITY_LIST, permission: [...LIST] },
          page: lazy(() => import('../../features/marketing/activity-detail-page')),
        },
        { path: REWARD_CREATE, meta: { title: '添加奖品', type: 'edit', hidden: true, activeMenu: ACTIVITY_LIST, permission: [...UPDATE] }, page: rewardForm },
        { path: REWARD_EDIT, meta: { title: '编辑奖品', type: 'edit', hidden: true, activeMenu: ACTIVITY_LIST, permission: [...UPDATE] }, page: rewardForm },
        {
          path: REWARD_DETAIL,
          meta: { title: '奖品详情', type: 'detail', hidden: true, activeMenu: ACTIVITY_LIST, permission: [...LIST] },
          page: lazy(() => import('../../features/marketing/reward-detail-page')),
        },
        {
          path: REWARD_REPAIR,
          meta: { title: '补库存', type: 'edit', hidden: true, activeMenu: ACTIVITY_LIST, permission: [...UPDATE] },
          page: lazy(() => import('../../features/marketing/reward-repair-page')),
        },
        {
          path: REDEEM_CREATE,
          meta: { title: '生成兑换码', type: 'edit', hidden: true, activeMenu: ACTIVITY_LIST, permission: [...UPDATE] },
          page: lazy(() => import('../../features/marketing/redeem-code-create-page')),
        },
        {
          path: REDEEM_DETAIL,
          meta: { title: '兑换码详情', type: 'detail', hidden: true, activeMenu: BATCH_LIST, permission: [...LIST] },
          page: lazy(() => import('../../features/marketing/redeem-code-detail-page')),
        },
        { path: BATCH_LIST, meta: { title: '兑换码批次', type: 'list', cachePage: true, permission: [...LIST] }, page: lazy(() => import('../../features/marketing/batch-list-page')) },
        { path: GRANT_LIST, meta: { title: '发放记录', type: 'list', cachePage: true, permission: [...LIST] }, page: lazy(() => import('../../features/marketing/grant-list-page')) },
        {
          path: REWARD_AUDIT,
          meta: { title: '奖品审核', type: 'list', cachePage: true, permission: ['bonus:partner:value:audit'] },
          page: lazy(() => import('../../features/marketing/reward-audit-page')),
        },
      ],
    },
    {
      path: PARTNER_CUSTOMER_LIST,
      meta: { title: '合作商户', type: 'list', cachePage: true, permission: [...LIST] },
      page: lazy(() => import('../../features/marketing/partner-customer-list-page')),
    },
    {
      path: PARTNER_CUSTOMER_DETAIL,
      meta: { title: '合作商户详情', type: 'detail', hidden: true, activeMenu: PARTNER_CUSTOMER_LIST, permission: [...LIST] },
      page: lazy(() => import('../../features/marketing/partner-customer-detail-page')),
    },
  ],
};
