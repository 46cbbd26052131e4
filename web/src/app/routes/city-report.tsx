import { lazy } from 'react';
import { cityReportPaths, PARKING_CITY_REPORT } from '../../features/city/report/paths';
import type { ConsoleRoute } from '../route-table';

const listPage = lazy(() => import('../../features/city/report/report-list-page'));
const formPage = lazy(() => import('../../features/city/report/report-form-page'));
const targetPage = lazy(() => import('../../features/city/report/target-list-page'));

/** A kind's list and its hidden add, edit and park-list pages; those light the list the user's menu holds. */
function kindRoutes(kind: 'parking' | 'energy', title: string, extra: Partial<ConsoleRoute['meta']> = {}): ConsoleRoute[] {
  const paths = cityReportPaths[kind];
  const lit = kind === 'parking' ? [paths.list, PARKING_CITY_REPORT] : paths.list;
  const code = (action: string) => [`city:report:${kind}:${action}`];
  return [
    { path: paths.list, meta: { title, type: 'list', cachePage: true, permission: code('list'), ...extra }, page: listPage },
    { path: paths.add, meta: { title: '新建上报配置', type: 'edit', hidden: true, activeMenu: lit, permission: code('create') }, page: formPage },
    { path: paths.edit, meta: { title: '编辑上报配置', type: 'edit', hidden: true, activeMenu: lit, permission: code('update') }, page: formPage },
    { path: paths.targets, meta: { title: kind === 'parking' ? '上报车场' : '上报电站', type: 'list', hidden: true, activeMenu: lit, permission: code('list') }, page: targetPage },
  ];
}

/**
 * 城市平台上报 (/city/report, document 2 §2 "Other"): the platform's and partners' configurations for cities' parking and
 * charging supervision platforms. The parking partner reaches the parking list from its own 停车服务 menu
 * (/parking/city-report), so 停车数据上报 here is the operator's menu item only (its hidden pages serve both).
 * docs/decisions.md, "City platform reporting (城市平台上报)".
 */
export const cityReportRoutes: ConsoleRoute = {
  path: '/city/report',
  meta: { title: '城市平台上报', icon: 'cloud-upload', product: { anyOf: ['parking:partner:platform', 'energy:partner:platform'] } },
  children: [...kindRoutes('parking', '停车数据上报', { product: { anyOf: ['ALL'] } }), ...kindRoutes('energy', '充电数据上报')],
};

/** 停车服务 › 城市平台上报 (/parking/city-report, document 2 §2 "Parking partner"): the same parking list. */
export const parkingCityReportRoute: ConsoleRoute = {
  path: PARKING_CITY_REPORT,
  meta: { title: '城市平台上报', type: 'list', cachePage: true, permission: ['city:report:parking:list'] },
  page: listPage,
};
