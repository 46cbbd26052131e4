import { lazy } from 'react';
import { CATEGORY_LIST, CHANNEL_APP_DETAIL, CHANNEL_APP_LIST, EXPOSURE_DETAIL, EXPOSURE_LIST, MATERIAL, POLICY_CREATE, POLICY_DETAIL, PROVIDER_LIST, SPACE_CREATE, SPACE_EDIT, SPACE_LIST, TARGETING_CREATE, TARGETING_EDIT, TARGETING_LIST } from '../../features/adverting/config/paths';
import { AUDIT, AUDIT_DETAIL, AUDIT_LIST, BIDDING_SETTING, planPath, QUICK_PLAN } from '../../features/adverting/operation/paths';
import {
  ADVERTISER_CREATE, ADVERTISER_DETAIL, ADVERTISER_EDIT, ADVERTISER_LIST, DEMAND_AUDIT, DEMAND_CREATE, DEMAND_DETAIL, DEMAND_EDIT, DEMAND_LIST,
} from '../../features/adverting/advertiser/paths';
import {
  ADVERTISER_DETAIL as ADVERTISER_STAT_DETAIL, ADVERTISER_STATISTICS, ANALYSIS, BOARD, CHANNELER_DETAIL, CHANNELER_STATISTICS, DATA_CODES, DATA_OVERVIEW, DELIVERY_DATA, FLOW_ANALYSIS,
  FLOW_DASHBOARD, INCOME, INCOME_DETAIL, OVERVIEW_CODES, PROVIDER_CHARGE, REVENUE_DASHBOARD, SETTLEMENT_REPORT, SPACE_DETAIL, SPACE_OVERVIEW, SPACE_STATISTICS,
} from '../../features/adverting/data/paths';
import { AD_DATA, BILL_DETAIL, BILL_LIST, BILLING_RULE, PROFIT_SETTING } from '../../features/adverting/provider/paths';
import type { ConsoleRoute } from '../route-table';

const spaceForm = lazy(() => import('../../features/adverting/config/space-form-page'));
const targetingForm = lazy(() => import('../../features/adverting/config/targeting-form-page'));
const planList = (kind: 'Internal' | 'External') => lazy(() => import('../../features/adverting/operation/plan-list-page').then((m) => ({ default: m[`${kind}PlanListPage`] })));
const planForm = (kind: 'Internal' | 'External') => lazy(() => import('../../features/adverting/operation/plan-form-page').then((m) => ({ default: m[`${kind}PlanFormPage`] })));
const planDetail = (kind: 'Internal' | 'External') => lazy(() => import('../../features/adverting/operation/plan-detail-page').then((m) => ({ default: m[`${kind}PlanDetailPage`] })));
const auditPage = (name: 'AuditListPage' | 'AuditPage' | 'AuditDetailPage') => lazy(() => import('../../features/adverting/operation/audit-pages').then((m) => ({ default: m[name] })));

const exposure = (name: 'ExposureStrategyListPage' | 'ExposureStrategyDetailPage' | 'StrategyCreatePage') =>
  lazy(() => import('../../features/adverting/config/exposure-strategy-pages').then((m) => ({ default: m[name] })));
const channelApp = (name: 'ChannelAppListPage' | 'ChannelAppDetailPage') => lazy(() => import('../../features/adverting/config/channel-app-pages').then((m) => ({ default: m[name] })));

const LIST = ['adverting:operation:delivery:list'] as const;
/** 投放计划 of one kind: list, detail, create, edit and copy (the last four hidden, the list's menu item lit). */
const planRoutes = (kind: 1 | 2, name: 'Internal' | 'External', title: string): ConsoleRoute[] => {
  const list = planPath(kind, 'list');
  const form = planForm(name);
  return [
    { path: list, meta: { title, type: 'list', cachePage: true, permission: [...LIST] }, page: planList(name) },
    { path: planPath(kind, 'detail'), meta: { title: `${title}详情`, type: 'detail', hidden: true, activeMenu: list, permission: [...LIST] }, page: planDetail(name) },
    { path: planPath(kind, 'create'), meta: { title: `新建${title}`, type: 'edit', hidden: true, activeMenu: list, permission: ['adverting:operation:delivery:create'] }, page: form },
    { path: planPath(kind, 'edit'), meta: { title: `编辑${title}`, type: 'edit', hidden: true, activeMenu: list, permission: ['adverting:operation:delivery:update'] }, page: form },
    { path: planPath(kind, 'copy'), meta: { title: `复制${title}`, type: 'edit', hidden: true, activeMenu: list, permission: ['adverting:operation:delivery:create'] }, page: form },
  ];
};

type OverviewPage = 'FlowDashboardPage' | 'RevenueDashboardPage' | 'BoardPage' | 'FlowAnalysisPage' | 'SpaceOverviewPage' | 'DataOverviewPage' | 'AnalysisPage';
const overview = (name: OverviewPage) => lazy(() => import('../../features/adverting/data/overview-pages').then((m) => ({ default: m[name] })));
type DataListPage = 'IncomeListPage' | 'DeliveryDataPage' | 'SettlementReportPage' | 'SpaceStatisticsPage' | 'AdvertiserStatisticsPage' | 'ChannelerStatisticsPage' | 'ProviderChargePage';
const dataList = (name: DataListPage) => lazy(() => import('../../features/adverting/data/list-pages').then((m) => ({ default: m[name] })));
const dataDetail = (name: 'SpaceDetailPage' | 'AdvertiserDetailPage' | 'ChannelerDetailPage' | 'IncomeDetailPage') =>
  lazy(() => import('../../features/adverting/data/detail-pages').then((m) => ({ default: m[name] })));
const OVERVIEW = [...OVERVIEW_CODES];
const DATA = [...DATA_CODES];

const advertiserForm = lazy(() => import('../../features/adverting/advertiser/advertiser-form-page'));
const demandForm = lazy(() => import('../../features/adverting/advertiser/demand-form-page'));
const demandDetail = lazy(() => import('../../features/adverting/advertiser/demand-detail-page'));

/**
 * 广告 (/adverting, document 2 §2 "Advertising partner"): the advertising partner's console (广告服务商,
 * `adverting:partner:platform`). Built so far: 投放管理 (internal and external plans, their audit, bidding, 拓量需求),
 * 配置管理 (ad spaces and their analysis, targeting packages, traffic providers, materials, exposure strategies, channel
 * apps, ad categories), 流量主 (channel bills, ad data, billing rule, profit setting) and 广告主. docs/decisions.md,
 * "Advertising configuration (广告)", "Advertising delivery (广告 › 投放管理)" and "Advertisers (广告主)"; 概览 and
 * 数据中心: "Advertising data (广告 › 数据概览, 数据中心)".
 */
export const advertingRoutes: ConsoleRoute = {
  path: '/adverting',
  meta: { title: '广告', icon: 'advertising', product: { anyOf: ['adverting:partner:platform'] } },
  children: [
    {
      path: '/adverting/overview',
      meta: { title: '概览' },
      children: [
        { path: BOARD, meta: { title: '数据看板', permission: OVERVIEW }, page: overview('BoardPage') },
        { path: FLOW_DASHBOARD, meta: { title: '流量看板', permission: OVERVIEW }, page: overview('FlowDashboardPage') },
        { path: REVENUE_DASHBOARD, meta: { title: '收益看板', permission: OVERVIEW }, page: overview('RevenueDashboardPage') },
        { path: FLOW_ANALYSIS, meta: { title: '流量分析', permission: OVERVIEW }, page: overview('FlowAnalysisPage') },
        { path: SPACE_OVERVIEW, meta: { title: '广告位概览', permission: OVERVIEW }, page: overview('SpaceOverviewPage') },
      ],
    },
    {
      path: '/adverting/operation',
      meta: { title: '投放管理' },
      children: [
        ...planRoutes(1, 'Internal', '内部计划'),
        ...planRoutes(2, 'External', '外部计划'),
        { path: AUDIT_LIST, meta: { title: '投放审核', type: 'list', cachePage: true, permission: ['adverting:operation:delivery_audit:list'] }, page: auditPage('AuditListPage') },
        { path: AUDIT, meta: { title: '审核投放计划', type: 'edit', hidden: true, activeMenu: AUDIT_LIST, permission: ['adverting:operation:delivery_audit:audit'] }, page: auditPage('AuditPage') },
        { path: AUDIT_DETAIL, meta: { title: '投放审核详情', type: 'detail', hidden: true, activeMenu: AUDIT_LIST, permission: ['adverting:operation:delivery_audit:list'] }, page: auditPage('AuditDetailPage') },
        { path: BIDDING_SETTING, meta: { title: '竞价设置', permission: ['adverting:operation:bidding:list'] }, page: lazy(() => import('../../features/adverting/operation/bidding-setting-page')) },
        {
          path: DEMAND_LIST,
          meta: { title: '拓量需求', type: 'list', cachePage: true, permission: ['adverting:operation:expansion:list'] },
          page: lazy(() => import('../../features/adverting/advertiser/demand-list-page')),
        },
        { path: DEMAND_CREATE, meta: { title: '新建拓量需求', type: 'edit', hidden: true, activeMenu: DEMAND_LIST, permission: ['adverting:operation:expansion:create'] }, page: demandForm },
        { path: DEMAND_EDIT, meta: { title: '编辑拓量需求', type: 'edit', hidden: true, activeMenu: DEMAND_LIST, permission: ['adverting:operation:expansion:update'] }, page: demandForm },
        { path: DEMAND_DETAIL, meta: { title: '拓量需求详情', type: 'detail', hidden: true, activeMenu: DEMAND_LIST, permission: ['adverting:operation:expansion:list'] }, page: demandDetail },
        { path: DEMAND_AUDIT, meta: { title: '审核拓量需求', type: 'edit', hidden: true, activeMenu: DEMAND_LIST, permission: ['adverting:operation:expansion:audit'] }, page: demandDetail },
        {
          path: QUICK_PLAN,
          meta: { title: '快速建计划', type: 'edit', hidden: true, activeMenu: DEMAND_LIST, permission: ['adverting:operation:expansion:list', 'adverting:operation:delivery:create'], needAllPermission: true },
          page: lazy(() => import('../../features/adverting/operation/quick-plan-page')),
        },
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
        { path: MATERIAL, meta: { title: '素材', type: 'list', cachePage: true, permission: ['adverting:config:material:list'] }, page: lazy(() => import('../../features/adverting/config/material-page')) },
        { path: EXPOSURE_LIST, meta: { title: '曝光策略', type: 'list', cachePage: true, permission: ['adverting:config:exposure:list'] }, page: exposure('ExposureStrategyListPage') },
        {
          path: EXPOSURE_DETAIL,
          meta: { title: '曝光策略详情', type: 'detail', hidden: true, activeMenu: EXPOSURE_LIST, permission: ['adverting:config:exposure:list'] },
          page: exposure('ExposureStrategyDetailPage'),
        },
        // 投放管理's 策略 (document 2 §2 "policy create and detail") is the 曝光策略: its create page and its detail at the
        // operation address, lit on the strategy list (docs/decisions.md, "Advertising policy (策略) and targeting sync").
        {
          path: POLICY_CREATE,
          meta: { title: '新建策略', type: 'edit', hidden: true, activeMenu: EXPOSURE_LIST, permission: ['adverting:config:exposure:create'] },
          page: exposure('StrategyCreatePage'),
        },
        {
          path: POLICY_DETAIL,
          meta: { title: '策略详情', type: 'detail', hidden: true, activeMenu: EXPOSURE_LIST, permission: ['adverting:config:exposure:list'] },
          page: exposure('ExposureStrategyDetailPage'),
        },
        { path: CHANNEL_APP_LIST, meta: { title: '渠道应用', type: 'list', cachePage: true, permission: ['adverting:config:channel_app:list'] }, page: channelApp('ChannelAppListPage') },
        {
          path: CHANNEL_APP_DETAIL,
          meta: { title: '渠道应用详情', type: 'detail', hidden: true, activeMenu: CHANNEL_APP_LIST, permission: ['adverting:config:channel_app:list'] },
          page: channelApp('ChannelAppDetailPage'),
        },
        {
          path: '/adverting/config/space/analysis',
          meta: { title: '广告位分析', type: 'detail', cachePage: true, permission: ['adverting:config:space:analysis'] },
          page: lazy(() => import('../../features/adverting/config/space-analysis-page')),
        },
        { path: CATEGORY_LIST, meta: { title: '广告分类', type: 'list', cachePage: true, permission: ['adverting:config:category:list'] }, page: lazy(() => import('../../features/adverting/config/category-page')) },
      ],
    },
    {
      path: '/adverting/provider',
      meta: { title: '流量主管理' },
      children: [
        {
          path: BILL_LIST,
          meta: { title: '渠道账单', type: 'list', cachePage: true, permission: ['adverting:provider:bill:list'] },
          page: lazy(() => import('../../features/adverting/provider/channel-bill-list-page')),
        },
        {
          path: BILL_DETAIL,
          meta: { title: '渠道账单详情', type: 'detail', hidden: true, activeMenu: BILL_LIST, permission: ['adverting:provider:bill:list'] },
          page: lazy(() => import('../../features/adverting/provider/channel-bill-detail-page')),
        },
        { path: AD_DATA, meta: { title: '广告数据', type: 'list', cachePage: true, permission: ['adverting:provider:data:list'] }, page: lazy(() => import('../../features/adverting/provider/ad-data-page')) },
        { path: BILLING_RULE, meta: { title: '计费规则', permission: ['adverting:provider:billing_rule:list'] }, page: lazy(() => import('../../features/adverting/provider/billing-rule-page')) },
        { path: PROFIT_SETTING, meta: { title: '分润设置', permission: ['adverting:provider:profit:list'] }, page: lazy(() => import('../../features/adverting/provider/profit-setting-page')) },
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
    {
      path: '/adverting/data',
      meta: { title: '数据中心' },
      children: [
        { path: DATA_OVERVIEW, meta: { title: '数据概览', permission: DATA }, page: overview('DataOverviewPage') },
        { path: INCOME, meta: { title: '收益数据', type: 'list', cachePage: true, permission: DATA }, page: dataList('IncomeListPage') },
        { path: INCOME_DETAIL, meta: { title: '收益详情', type: 'detail', hidden: true, activeMenu: INCOME, permission: DATA }, page: dataDetail('IncomeDetailPage') },
        { path: DELIVERY_DATA, meta: { title: '投放数据', type: 'list', cachePage: true, permission: DATA }, page: dataList('DeliveryDataPage') },
        { path: SETTLEMENT_REPORT, meta: { title: '结算报表', type: 'list', cachePage: true, permission: DATA }, page: dataList('SettlementReportPage') },
        { path: SPACE_STATISTICS, meta: { title: '广告位统计', type: 'list', cachePage: true, permission: DATA }, page: dataList('SpaceStatisticsPage') },
        { path: SPACE_DETAIL, meta: { title: '广告位统计详情', type: 'detail', hidden: true, activeMenu: SPACE_STATISTICS, permission: DATA }, page: dataDetail('SpaceDetailPage') },
        { path: ADVERTISER_STATISTICS, meta: { title: '广告主统计', type: 'list', cachePage: true, permission: DATA }, page: dataList('AdvertiserStatisticsPage') },
        {
          path: ADVERTISER_STAT_DETAIL,
          meta: { title: '广告主统计详情', type: 'detail', hidden: true, activeMenu: ADVERTISER_STATISTICS, permission: DATA },
          page: dataDetail('AdvertiserDetailPage'),
        },
        { path: CHANNELER_STATISTICS, meta: { title: '渠道商统计', type: 'list', cachePage: true, permission: DATA }, page: dataList('ChannelerStatisticsPage') },
        { path: CHANNELER_DETAIL, meta: { title: '渠道商统计详情', type: 'detail', hidden: true, activeMenu: CHANNELER_STATISTICS, permission: DATA }, page: dataDetail('ChannelerDetailPage') },
        { path: PROVIDER_CHARGE, meta: { title: '流量主计费统计', type: 'list', cachePage: true, permission: DATA }, page: dataList('ProviderChargePage') },
        { path: ANALYSIS, meta: { title: '数据分析', permission: DATA }, page: overview('AnalysisPage') },
      ],
    },
  ],
};
