import { lazy } from 'react';
import type { ConsoleRoute } from '../route-table';

const BENEFIT_LIST = '/insurance/benefit/list';
const pages = (name: 'BenefitListPage' | 'BenefitDetailPage') => lazy(() => import('../../features/insurance/benefit-pages').then((m) => ({ default: m[name] })));

/** 保险权益 (/insurance, document 2 §2 "Other"): the platform operator's. docs/decisions.md, "Insurance benefits (保险权益)". */
export const insuranceRoutes: ConsoleRoute = {
  path: '/insurance',
  meta: { title: '保险权益', icon: 'safety', product: { anyOf: ['ALL'] } },
  children: [
    { path: BENEFIT_LIST, meta: { title: '权益列表', type: 'list', cachePage: true, permission: ['insurance:benefit:list'] }, page: pages('BenefitListPage') },
    {
      path: '/insurance/benefit/detail',
      meta: { title: '权益详情', type: 'detail', hidden: true, activeMenu: BENEFIT_LIST, permission: ['insurance:benefit:list'] },
      page: pages('BenefitDetailPage'),
    },
  ],
};
