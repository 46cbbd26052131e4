import { lazy } from 'react';
import { applyPaths, PARK_DETAIL, PARK_EDIT, PARK_LIST } from '../../features/parking/parks/paths';
import { GATE_MONITOR, IN_LOT, PLATE_CHANGE, RECORD_LIST, RELEASE_LIST } from '../../features/parking/records/paths';
import { RESERVE_APPEAL, RESERVE_APPLY, RESERVE_BLACKLIST, RESERVE_RECORD, RESERVE_RULE } from '../../features/parking/reserve/paths';
import { BLACKLIST, FIXED_APPLY_AUDIT, FIXED_APPLY_DETAIL, FIXED_APPLY_LIST, MERCHANT_VEHICLES, MONTHLY, VIRTUAL_PLATE, WHITELIST } from '../../features/parking/vehicles/paths';
import { MERCHANT_TRADES, PARTNER_TRADES } from '../../features/parking/trades/paths';
import type { ConsoleRoute } from '../route-table';
import { parkingManageGroup } from './parking-manage';
import { MERCHANT_LIST as MANAGE_MERCHANTS } from '../../features/parking/manage/paths';
import { parkingCityReportRoute } from './city-report';
import * as partnerPaths from '../../features/parking/partner/paths';
import { KEY_CUSTOMER, ONLINE_LOG, PLATELESS, REPORT_SERVICE } from '../../features/parking/lot/paths';
import { RECHARGE_RULE, STORED_VALUE } from '../../features/parking/stored-value/paths';
import { MEMBER_MANAGE, MEMBER_SETTING } from '../../features/parking/member/paths';

const applyList = lazy(() => import('../../features/parking/parks/park-apply-list-page'));
const applyDetail = lazy(() => import('../../features/parking/parks/park-apply-detail-page'));
const applyForm = lazy(() => import('../../features/parking/parks/park-apply-form-page'));
const fixedApplyDetail = lazy(() => import('../../features/parking/vehicles/fixed-apply-detail-page'));
// 停车交易: one page per kind of order for the merchant, its partner and its group (docs/decisions.md, "Parking trades").
const temporaryOrders = lazy(() => import('../../features/parking/trades/temporary-page'));
const monthlyOrders = lazy(() => import('../../features/parking/trades/monthly-page'));
const allocation = lazy(() => import('../../features/parking/trades/allocation-page'));
const PARTNER_TRADE = ['parking:partner:trade:list'];
// 固定车类型: the group's 月卡套餐 pages over the merchant's own parks (docs/decisions.md, "Fixed-car types and virtual plates").
const packagePage = (name: 'PackageListPage' | 'PackageFormPage' | 'PackageDetailPage' | 'PackageMembersPage') =>
  lazy(() => import('../../features/parking/vehicles/package-pages').then((m) => ({ default: m[name] })));
const fixedTypeForm = packagePage('PackageFormPage');
const FIXED_TYPES = ['parking:parking:vip:value:list'];
const fixedTypeChild = { hidden: true, activeMenu: MERCHANT_VEHICLES.packageList } as const;
// 数据概览 / 数据统计 and 数据看板 (dashboards slice): docs/decisions.md, "Data overviews and dashboards".
const analysis = (name: 'ParkingDashboardPage' | 'ParkingMerchantStatisticsPage' | 'ParkingMerchantDashboardPage') =>
  lazy(() => import('../../features/dashboards/parking-overview-page').then((m) => ({ default: m[name] })));
const parkingOverview = lazy(() => import('../../features/dashboards/parking-overview-page'));

// 储值车, 自动充值, 无牌车, 重点客户, 在线日志 (parking-merchant-more slice): docs/decisions.md, "Stored-value cars and auto
// recharge", "Plateless cars, key customers and online logs". Each menu section below takes its entries from here.
const rechargeRulePage = (name: 'RechargeRuleListPage' | 'RechargeRuleFormPage' | 'RechargeRuleDetailPage') =>
  lazy(() => import('../../features/parking/stored-value/recharge-rule-pages').then((m) => ({ default: m[name] })));
const RECHARGE_RULES = ['parking:recharge:rule:list'];
const merchantMore = {
  parkingManage: [
    { path: PLATELESS, meta: { title: '无牌车', type: 'list', cachePage: true, permission: ['parking:plateless:list'] }, page: lazy(() => import('../../features/parking/lot/plateless-page')) },
    { path: KEY_CUSTOMER, meta: { title: '重点客户', type: 'list', cachePage: true, permission: ['parking:key:customer:list'] }, page: lazy(() => import('../../features/parking/lot/key-customer-page')) },
  ],
  vehicle: [
    { path: STORED_VALUE, meta: { title: '储值车', type: 'list', cachePage: true, permission: ['parking:stored:value:list'] }, page: lazy(() => import('../../features/parking/stored-value/stored-value-page')) },
  ],
  config: [
    { path: ONLINE_LOG, meta: { title: '在线日志', type: 'list', cachePage: true, permission: ['parking:online:log:list'] }, page: lazy(() => import('../../features/parking/lot/online-log-page')) },
    // 上报服务 (parking-customers): docs/decisions.md, "Parking members, member settings, reporting service; …".
    { path: REPORT_SERVICE, meta: { title: '上报服务', type: 'list', cachePage: true, permission: ['parking:report:service:list'] }, page: lazy(() => import('../../features/parking/lot/report-service-page')) },
  ],
  discount: {
    path: '/parking-merchant/discount',
    meta: { title: '优惠管理' },
    children: [
      { path: RECHARGE_RULE.list, meta: { title: '自动充值', type: 'list', cachePage: true, permission: RECHARGE_RULES }, page: rechargeRulePage('RechargeRuleListPage') },
      {
        path: RECHARGE_RULE.create,
        meta: { title: '新建自动充值方案', type: 'edit', hidden: true, activeMenu: RECHARGE_RULE.list, permission: ['parking:recharge:rule:create'] },
        page: rechargeRulePage('RechargeRuleFormPage'),
      },
      { path: RECHARGE_RULE.detail, meta: { title: '自动充值方案详情', type: 'detail', hidden: true, activeMenu: RECHARGE_RULE.list, permission: RECHARGE_RULES }, page: rechargeRulePage('RechargeRuleDetailPage') },
    ],
  },
} satisfies Record<string, ConsoleRoute[] | ConsoleRoute>;

/**
 * 停车服务商平台 (/parking, document 2 §2 "Parking partner"): 停车场 and 停车场申请, and its customers' 临停订单 and 月卡订单. The partner reads and edits its
 * customers' parks and reviews their applications (the platform: everyone's). docs/decisions.md, "Parks and park
 * applications".
 */
export const parkingRoutes: ConsoleRoute = {
  path: '/parking',
  meta: { title: '停车服务', icon: 'car', product: { anyOf: ['parking:partner:platform'] } },
  children: [
    {
      path: '/parking/data',
      meta: { title: '数据分析' },
      children: [
        { path: '/parking/overview', meta: { title: '数据概览', cachePage: true, permission: PARTNER_TRADE }, page: parkingOverview },
        { path: '/parking/dashboard', meta: { title: '数据看板', permission: PARTNER_TRADE }, page: analysis('ParkingDashboardPage') },
      ],
    },
    {
      path: '/parking/parking',
      meta: { title: '停车场管理' },
      children: [
        {
          path: PARK_LIST,
          meta: { title: '停车场', type: 'list', cachePage: true, permission: ['parking:partner:park:list'] },
          page: lazy(() => import('../../features/parking/parks/park-list-page')),
        },
        {
          path: PARK_DETAIL,
          meta: { title: '停车场详情', type: 'detail', hidden: true, activeMenu: PARK_LIST, permission: ['parking:partner:park:list'] },
          page: lazy(() => import('../../features/parking/parks/park-detail-page')),
        },
        {
          path: PARK_EDIT,
          meta: { title: '编辑停车场', type: 'edit', hidden: true, activeMenu: PARK_LIST, permission: ['parking:partner:park:update'] },
          page: lazy(() => import('../../features/parking/parks/park-form-page')),
        },
        {
          path: applyPaths.partner.list,
          meta: { title: '停车场申请', type: 'list', cachePage: true, permission: ['parking:partner:park:apply:list'] },
          page: applyList,
        },
        {
          path: applyPaths.partner.detail,
          meta: { title: '停车场申请详情', type: 'detail', hidden: true, activeMenu: applyPaths.partner.list, permission: ['parking:partner:park:apply:list'] },
          page: applyDetail,
        },
        {
          path: applyPaths.partner.create,
          meta: { title: '代客户申请停车场', type: 'edit', hidden: true, activeMenu: applyPaths.partner.list, permission: ['parking:partner:park:apply:create'] },
          page: applyForm,
        },
        // 城市平台上报 (city-report-misc slice): docs/decisions.md, "City platform reporting (城市平台上报)".
        parkingCityReportRoute,
      ],
    },
    {
      path: '/parking/order',
      meta: { title: '订单管理' },
      children: [
        { path: PARTNER_TRADES.temporary, meta: { title: '临停订单', type: 'list', cachePage: true, permission: PARTNER_TRADE }, page: temporaryOrders },
        { path: PARTNER_TRADES.monthly, meta: { title: '月卡订单', type: 'list', cachePage: true, permission: PARTNER_TRADE }, page: monthlyOrders },
      ],
    },
    // 进出记录, 数据采集 and 其他停车场, 软件, 车辆模拟工具 (parking-partner-more): docs/decisions.md, "Parking partner:
    // records, data collection, other parks, software, vehicle mock, passports".
    {
      path: partnerPaths.PARTNER_RECORD,
      meta: { title: '进出记录', type: 'list', cachePage: true, permission: ['parking:partner:parking:list'] },
      page: lazy(() => import('../../features/parking/records/record-list-page')),
    },
    {
      path: '/parking/collection',
      meta: { title: '数据采集' },
      children: [
        {
          path: partnerPaths.COLLECTION_LIST,
          meta: { title: '数据采集', type: 'list', cachePage: true, permission: ['parking:partner:collection:list'] },
          page: lazy(() => import('../../features/parking/partner/collection-list-page')),
        },
        {
          path: partnerPaths.COLLECTION_DETAIL,
          meta: { title: '数据采集详情', type: 'detail', hidden: true, activeMenu: partnerPaths.COLLECTION_LIST, permission: ['parking:partner:collection:list'] },
          page: lazy(() => import('../../features/parking/partner/collection-detail-page')),
        },
        {
          path: partnerPaths.COLLECTION_AUDIT,
          meta: { title: '审核数据采集', type: 'edit', hidden: true, activeMenu: partnerPaths.COLLECTION_LIST, permission: ['parking:partner:collection:audit'] },
          page: lazy(() => import('../../features/parking/partner/collection-audit-page')),
        },
        {
          path: partnerPaths.OTHER_LIST,
          meta: { title: '其他停车场', type: 'list', cachePage: true, permission: ['parking:partner:collection:list'] },
          page: lazy(() => import('../../features/parking/partner/other-pages').then((m) => ({ default: m.OtherParkListPage }))),
        },
        {
          path: partnerPaths.OTHER_DETAIL,
          meta: { title: '其他停车场详情', type: 'detail', hidden: true, activeMenu: partnerPaths.OTHER_LIST, permission: ['parking:partner:collection:list'] },
          page: lazy(() => import('../../features/parking/partner/other-pages').then((m) => ({ default: m.OtherParkDetailPage }))),
        },
      ],
    },
    {
      path: '/parking/software',
      meta: { title: '软件', menu: 'ParkingSoftware' },
      children: [
        {
          path: partnerPaths.SOFTWARE_LIST,
          meta: { title: '软件列表', type: 'list', cachePage: true, permission: ['parking:partner:software:list'], menu: 'ParkingSoftware' },
          page: lazy(() => import('../../features/parking/partner/software-pages').then((m) => ({ default: m.SoftwareListPage }))),
        },
        {
          path: partnerPaths.SOFTWARE_STATISTICS,
          meta: { title: '软件统计', permission: ['parking:partner:software:list'], menu: 'ParkingSoftware' },
          page: lazy(() => import('../../features/parking/partner/software-pages').then((m) => ({ default: m.SoftwareStatisticsPage }))),
        },
      ],
    },
    {
      path: partnerPaths.VEHICLE_MOCK,
      meta: { title: '车辆模拟工具', permission: ['parking:partner:vehicle:mock'] },
      page: lazy(() => import('../../features/parking/partner/vehicle-mock-page')),
    },
    // 停车管理 of one customer (docs/decisions.md, "The partner's and group's 停车管理").
    parkingManageGroup('partner', [PARK_LIST, MANAGE_MERCHANTS]),
  ],
};

/**
 * 停车商户平台 (/parking-merchant, document 2 §2 "Parking merchant"): applying for a new park and following the
 * applications; 停车管理 — records, cars in the lot, abnormal releases and plate corrections (docs/decisions.md,
 * "Parking records and abnormal release"); 车辆管理 — monthly cards, fixed-car applications, blacklist and whitelist
 * (docs/decisions.md, "Vehicles: monthly cards, fixed-car applications, blacklist, whitelist"); 交易管理 — temporary and
 * monthly orders with their allocation details (docs/decisions.md, "Parking trades"). The rest of that platform has not
 * landed yet.
 */
export const parkingMerchantRoutes: ConsoleRoute = {
  path: '/parking-merchant',
  meta: { title: '停车管理', icon: 'car', product: { anyOf: ['parking:merchant:platform'] } },
  children: [
    {
      path: '/parking-merchant/data',
      meta: { title: '数据分析' },
      children: [
        { path: '/parking-merchant/statistics', meta: { title: '数据统计', cachePage: true, permission: ['parking:trade:list'] }, page: analysis('ParkingMerchantStatisticsPage') },
        { path: '/parking/merchant/dashboard', meta: { title: '数据看板', permission: ['parking:trade:list'] }, page: analysis('ParkingMerchantDashboardPage') },
      ],
    },
    {
      path: '/parking-merchant/park',
      meta: { title: '停车场管理' },
      children: [
        {
          path: applyPaths.merchant.list,
          meta: { title: '停车场申请', type: 'list', cachePage: true, permission: ['parking:park:apply'] },
          page: applyList,
        },
        {
          path: applyPaths.merchant.detail,
          meta: { title: '停车场申请详情', type: 'detail', hidden: true, activeMenu: applyPaths.merchant.list, permission: ['parking:park:apply'] },
          page: applyDetail,
        },
        {
          path: applyPaths.merchant.create,
          meta: { title: '申请新停车场', type: 'edit', hidden: true, activeMenu: applyPaths.merchant.list, permission: ['parking:park:apply'] },
          page: applyForm,
        },
      ],
    },
    {
      path: '/parking-merchant/parking-manage',
      meta: { title: '停车管理' },
      children: [
        {
          path: RECORD_LIST,
          meta: { title: '停车记录', type: 'list', cachePage: true, permission: ['parking:parking:record:list'] },
          page: lazy(() => import('../../features/parking/records/record-list-page')),
        },
        {
          path: IN_LOT,
          meta: { title: '场内车辆', type: 'list', cachePage: true, permission: ['parking:parking:record:list'] },
          page: lazy(() => import('../../features/parking/records/in-lot-page')),
        },
        // 道闸监控 (docs/decisions.md, "The partner's and group's 停车管理").
        {
          path: GATE_MONITOR,
          meta: { title: '道闸监控', type: 'list', cachePage: true, permission: ['parking:parking:record:list'] },
          page: lazy(() => import('../../features/parking/records/gate-page')),
        },
        {
          path: RELEASE_LIST,
          meta: { title: '异常放行', type: 'list', cachePage: true, permission: ['parking:parking:release:list'] },
          page: lazy(() => import('../../features/parking/records/release-list-page')),
        },
        {
          path: PLATE_CHANGE,
          meta: { title: '车牌修正记录', type: 'list', cachePage: true, permission: ['parking:parking:record:list'] },
          page: lazy(() => import('../../features/parking/records/plate-change-page')),
        },
        ...merchantMore.parkingManage,
      ],
    },
    {
      path: '/parking-merchant/vehicle',
      meta: { title: '车辆管理' },
      children: [
        {
          path: MONTHLY,
          meta: { title: '月卡', type: 'list', cachePage: true, permission: ['parking:parking:vip:list'] },
          page: lazy(() => import('../../features/parking/vehicles/monthly-page')),
        },
        {
          path: FIXED_APPLY_LIST,
          meta: { title: '固定车申请', type: 'list', cachePage: true, permission: ['parking:parking:vip:apply:list'] },
          page: lazy(() => import('../../features/parking/vehicles/fixed-apply-list-page')),
        },
        {
          path: FIXED_APPLY_DETAIL,
          meta: { title: '固定车申请详情', type: 'detail', hidden: true, activeMenu: FIXED_APPLY_LIST, permission: ['parking:parking:vip:apply:list'] },
          page: fixedApplyDetail,
        },
        {
          path: FIXED_APPLY_AUDIT,
          meta: { title: '审核固定车申请', type: 'edit', hidden: true, activeMenu: FIXED_APPLY_LIST, permission: ['parking:parking:vip:apply:audit'] },
          page: fixedApplyDetail,
        },
        {
          path: BLACKLIST,
          meta: { title: '黑名单', type: 'list', cachePage: true, permission: ['parking:parking:blacklist:list'] },
          page: lazy(() => import('../../features/parking/vehicles/blacklist-page')),
        },
        {
          path: WHITELIST,
          meta: { title: '白名单', type: 'list', cachePage: true, permission: ['parking:park:whitelist:list'] },
          page: lazy(() => import('../../features/parking/vehicles/whitelist-page')),
        },
        {
          path: VIRTUAL_PLATE,
          meta: { title: '虚拟车牌', type: 'list', cachePage: true, permission: ['parking:virtual:plate:list'] },
          page: lazy(() => import('../../features/parking/vehicles/virtual-plate-page')),
        },
        ...merchantMore.vehicle,
      ],
    },
    {
      path: '/parking-merchant/trade',
      meta: { title: '交易管理' },
      children: [
        { path: MERCHANT_TRADES.temporary, meta: { title: '临停订单', type: 'list', cachePage: true, permission: ['parking:trade:list'] }, page: temporaryOrders },
        { path: MERCHANT_TRADES.monthly, meta: { title: '月卡订单', type: 'list', cachePage: true, permission: ['parking:trade:list'] }, page: monthlyOrders },
        {
          path: MERCHANT_TRADES.periodDetail,
          meta: { title: '分摊明细（按期）', type: 'detail', hidden: true, activeMenu: MERCHANT_TRADES.monthly, permission: ['parking:trade:list'] },
          page: allocation,
        },
        {
          path: MERCHANT_TRADES.dailyDetail,
          meta: { title: '分摊明细（按日）', type: 'detail', hidden: true, activeMenu: MERCHANT_TRADES.monthly, permission: ['parking:trade:list'] },
          page: allocation,
        },
      ],
    },
    // 预约管理 and 配置管理 › 预约规则 (docs/decisions.md, "Parking reservations").
    {
      path: '/parking-merchant/reserve',
      meta: { title: '预约管理' },
      children: [
        {
          path: RESERVE_RECORD,
          meta: { title: '预约记录', type: 'list', cachePage: true, permission: ['parking:parking:reserve:list'] },
          page: lazy(() => import('../../features/parking/reserve/record-page')),
        },
        {
          path: RESERVE_APPLY,
          meta: { title: '预约申请', type: 'list', cachePage: true, permission: ['parking:parking:reserve:list'] },
          page: lazy(() => import('../../features/parking/reserve/apply-page')),
        },
        {
          path: RESERVE_APPEAL,
          meta: { title: '预约申诉', type: 'list', cachePage: true, permission: ['parking:parking:reserve:list'] },
          page: lazy(() => import('../../features/parking/reserve/appeal-page')),
        },
        {
          path: RESERVE_BLACKLIST,
          meta: { title: '预约黑名单', type: 'list', cachePage: true, permission: ['parking:parking:reserve:list'] },
          page: lazy(() => import('../../features/parking/reserve/blacklist-page')),
        },
      ],
    },
    // 会员 (parking-customers): docs/decisions.md, "Parking members, member settings, reporting service; the 停车管理's 客户, 会员, 优惠券".
    {
      path: '/parking-merchant/member',
      meta: { title: '会员管理' },
      children: [
        { path: MEMBER_MANAGE, meta: { title: '会员列表', type: 'list', cachePage: true, permission: ['parking:member:list'] }, page: lazy(() => import('../../features/parking/member/member-page')) },
        { path: MEMBER_SETTING, meta: { title: '会员设置', type: 'edit', permission: ['parking:member:list'] }, page: lazy(() => import('../../features/parking/member/setting-page')) },
      ],
    },
    {
      path: '/parking-merchant/config',
      meta: { title: '配置管理' },
      children: [
        {
          path: RESERVE_RULE,
          meta: { title: '预约规则', type: 'list', cachePage: true, permission: ['parking:parking:reserve:list'] },
          page: lazy(() => import('../../features/parking/reserve/rule-page')),
        },
        { path: MERCHANT_VEHICLES.packageList, meta: { title: '固定车类型', type: 'list', cachePage: true, permission: FIXED_TYPES }, page: packagePage('PackageListPage') },
        { path: MERCHANT_VEHICLES.packageCreate, meta: { title: '新建固定车类型', type: 'edit', ...fixedTypeChild, permission: ['parking:parking:vip:value:create'] }, page: fixedTypeForm },
        { path: MERCHANT_VEHICLES.packageEdit, meta: { title: '编辑固定车类型', type: 'edit', ...fixedTypeChild, permission: ['parking:parking:vip:value:update'] }, page: fixedTypeForm },
        { path: MERCHANT_VEHICLES.packageDetail, meta: { title: '固定车类型详情', type: 'detail', ...fixedTypeChild, permission: FIXED_TYPES }, page: packagePage('PackageDetailPage') },
        {
          path: MERCHANT_VEHICLES.packageMembers,
          meta: { title: '固定车类型月卡', type: 'detail', ...fixedTypeChild, permission: [...FIXED_TYPES, 'parking:parking:vip:list'], needAllPermission: true },
          page: packagePage('PackageMembersPage'),
        },
        ...merchantMore.config,
      ],
    },
    merchantMore.discount,
  ],
};
