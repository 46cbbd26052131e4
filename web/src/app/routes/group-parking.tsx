import { lazy } from 'react';
import { GROUP_VEHICLES as paths } from '../../features/parking/vehicles/paths';
import { GROUP_TRADES } from '../../features/parking/trades/paths';
import { GROUP_COUPON } from '../../features/mcoupon/paths';
import type { ConsoleRoute } from '../route-table';
import { parkingManageGroup } from './parking-manage';
import { MERCHANT_LIST as MANAGE_MERCHANTS } from '../../features/parking/manage/paths';
import { GROUP_DASHBOARD, GROUP_PLATE_RECORD, PERSON_CARD } from '../../features/parking/group/paths';
import { GROUP_RECHARGE_RULE } from '../../features/parking/stored-value/paths';

// 集团停车 (document 2 §2 "Group"; routes.tsv, platform `group`): the parking group's 车辆管理 over its members' parks
// and their 停车记录. The pages are the merchant's, switched by `useVehicles()` to the group's calls, codes and paths,
// apart from 月卡套餐 and 续费记录, which only the group has. docs/decisions.md, "The parking group's vehicles".

const monthly = lazy(() => import('../../features/parking/vehicles/monthly-page'));
const packageList = lazy(() => import('../../features/parking/vehicles/package-pages').then((m) => ({ default: m.PackageListPage })));
const packageForm = lazy(() => import('../../features/parking/vehicles/package-pages').then((m) => ({ default: m.PackageFormPage })));
const packageDetail = lazy(() => import('../../features/parking/vehicles/package-pages').then((m) => ({ default: m.PackageDetailPage })));
const packageMembers = lazy(() => import('../../features/parking/vehicles/package-pages').then((m) => ({ default: m.PackageMembersPage })));
const fixedApplyList = lazy(() => import('../../features/parking/vehicles/fixed-apply-list-page'));
const fixedApplyDetail = lazy(() => import('../../features/parking/vehicles/fixed-apply-detail-page'));
const blacklist = lazy(() => import('../../features/parking/vehicles/blacklist-page'));
const whitelist = lazy(() => import('../../features/parking/vehicles/whitelist-page'));

const groupCoupons = () => import('../../features/mcoupon/group-coupon-pages');
const COUPONS = ['parking:group:mcoupon:list'];

// 集团看板, 个人月卡, car-manage details, 自动充值配置, 车牌记录 (parking-merchant-more slice): docs/decisions.md, "The
// group's person cards and dashboard". One block of entries, joined at the end of the group's menu.
const carDetails = () => import('../../features/parking/group/car-detail-pages');
const personPages = () => import('../../features/parking/group/person-card-pages');
const rulePages = () => import('../../features/parking/stored-value/recharge-rule-pages');
const groupMore: ConsoleRoute[] = [
  { path: GROUP_DASHBOARD, meta: { title: '集团看板', permission: ['parking:group:trade:list'] }, page: lazy(() => import('../../features/parking/group/dashboard-page')) },
  {
    path: '/group/person',
    meta: { title: '个人月卡' },
    children: [
      { path: PERSON_CARD.list, meta: { title: '个人月卡', type: 'list', cachePage: true, permission: ['parking:group:vip:list'] }, page: lazy(() => personPages().then((m) => ({ default: m.PersonCardListPage }))) },
      {
        path: PERSON_CARD.detail,
        meta: { title: '个人月卡详情', type: 'detail', hidden: true, activeMenu: PERSON_CARD.list, permission: ['parking:group:vip:list'] },
        page: lazy(() => personPages().then((m) => ({ default: m.PersonCardDetailPage }))),
      },
    ],
  },
  {
    path: paths.whitelistDetail,
    meta: { title: '白名单详情', type: 'detail', hidden: true, activeMenu: paths.whitelist, permission: ['parking:group:whitelist:list'] },
    page: lazy(() => carDetails().then((m) => ({ default: m.WhitelistDetailPage }))),
  },
  {
    path: paths.blacklistDetail,
    meta: { title: '黑名单详情', type: 'detail', hidden: true, activeMenu: paths.blacklist, permission: ['parking:group:blacklist:list'] },
    page: lazy(() => carDetails().then((m) => ({ default: m.BlacklistDetailPage }))),
  },
  {
    path: paths.renewalDetail,
    meta: { title: '续费详情', type: 'detail', hidden: true, activeMenu: paths.renewalList, permission: ['parking:group:vip:list'] },
    page: lazy(() => carDetails().then((m) => ({ default: m.RenewalDetailPage }))),
  },
  {
    path: '/group/recharge',
    meta: { title: '储值管理' },
    children: [
      {
        path: GROUP_RECHARGE_RULE.list,
        meta: { title: '自动充值配置', type: 'list', cachePage: true, permission: ['parking:group:recharge:rule:list'] },
        page: lazy(() => rulePages().then((m) => ({ default: m.RechargeRuleListPage }))),
      },
      {
        path: GROUP_RECHARGE_RULE.detail,
        meta: { title: '自动充值方案详情', type: 'detail', hidden: true, activeMenu: GROUP_RECHARGE_RULE.list, permission: ['parking:group:recharge:rule:list'] },
        page: lazy(() => rulePages().then((m) => ({ default: m.RechargeRuleDetailPage }))),
      },
    ],
  },
  {
    path: GROUP_PLATE_RECORD,
    meta: { title: '车牌记录', type: 'list', cachePage: true, permission: ['parking:group:parking:list'] },
    page: lazy(() => import('../../features/parking/records/plate-change-page')),
  },
];

const VIP = ['parking:group:vip:list'];
const PACKAGES = ['parking:group:vip:value:list'];
const hidden = (list: string) => ({ hidden: true, activeMenu: list }) as const;

/**
 * The parking group's own menu: `onlyOne` counts the product itself, not the operator's ALL — the operator reads every
 * merchant's vehicles and records in 停车管理 (and a twelfth top-menu section would overflow its menu at 1440 px).
 */
export const groupParkingRoutes: ConsoleRoute = {
  path: '/group',
  meta: { title: '集团停车', icon: 'car', product: { onlyOne: ['parking:group:platform'] } },
  children: [
    // 数据概览 (dashboards slice): docs/decisions.md, "Data overviews and dashboards".
    {
      path: '/group/overview',
      meta: { title: '数据概览', cachePage: true, permission: ['parking:group:trade:list'] },
      page: lazy(() => import('../../features/dashboards/parking-overview-page')),
    },
    {
      path: '/group/car-manage',
      meta: { title: '车辆管理' },
      children: [
        { path: paths.monthly, meta: { title: '月卡', type: 'list', cachePage: true, permission: VIP }, page: monthly },
        { path: paths.monthlyDetail, meta: { title: '月卡详情', type: 'detail', ...hidden(paths.monthly), permission: VIP }, page: monthly },
        { path: paths.monthlyAdd, meta: { title: '新增月卡', type: 'edit', ...hidden(paths.monthly), permission: ['parking:group:vip:create'] }, page: monthly },
        { path: paths.packageList, meta: { title: '月卡套餐', type: 'list', cachePage: true, permission: PACKAGES }, page: packageList },
        { path: paths.packageCreate, meta: { title: '新建套餐', type: 'edit', ...hidden(paths.packageList), permission: ['parking:group:vip:value:create'] }, page: packageForm },
        { path: paths.packageEdit, meta: { title: '编辑套餐', type: 'edit', ...hidden(paths.packageList), permission: ['parking:group:vip:value:update'] }, page: packageForm },
        { path: paths.packageDetail, meta: { title: '套餐详情', type: 'detail', ...hidden(paths.packageList), permission: PACKAGES }, page: packageDetail },
        { path: paths.packageMembers, meta: { title: '套餐月卡', type: 'detail', ...hidden(paths.packageList), permission: [...PACKAGES, ...VIP], needAllPermission: true }, page: packageMembers },
        {
          path: paths.renewalList,
          meta: { title: '续费记录', type: 'list', cachePage: true, permission: VIP },
          page: lazy(() => import('../../features/parking/vehicles/group/renewal-list-page')),
        },
        { path: paths.fixedApplyList, meta: { title: '固定车申请', type: 'list', cachePage: true, permission: VIP }, page: fixedApplyList },
        { path: paths.fixedApplyDetail, meta: { title: '固定车申请详情', type: 'detail', ...hidden(paths.fixedApplyList), permission: VIP }, page: fixedApplyDetail },
        { path: paths.fixedApplyAudit, meta: { title: '审核固定车申请', type: 'edit', ...hidden(paths.fixedApplyList), permission: ['parking:group:vip:apply:audit'] }, page: fixedApplyDetail },
        { path: paths.blacklist, meta: { title: '黑名单', type: 'list', cachePage: true, permission: ['parking:group:blacklist:list'] }, page: blacklist },
        { path: paths.blacklistAdd, meta: { title: '添加黑名单', type: 'edit', ...hidden(paths.blacklist), permission: ['parking:group:blacklist:create'] }, page: blacklist },
        { path: paths.whitelist, meta: { title: '白名单', type: 'list', cachePage: true, permission: ['parking:group:whitelist:list'] }, page: whitelist },
        { path: paths.whitelistAdd, meta: { title: '添加白名单', type: 'edit', ...hidden(paths.whitelist), permission: ['parking:group:whitelist:create'] }, page: whitelist },
      ],
    },
    {
      path: paths.record,
      meta: { title: '停车记录', type: 'list', cachePage: true, permission: ['parking:group:parking:list'] },
      page: lazy(() => import('../../features/parking/records/record-list-page')),
    },
    {
      // 订单管理 (document 2 §2 "Group": order payment, recharge): the members' orders on the group's calls
      // (docs/decisions.md, "Parking trades").
      path: '/group/order',
      meta: { title: '订单管理' },
      children: [
        {
          path: GROUP_TRADES.temporary,
          meta: { title: '临停订单', type: 'list', cachePage: true, permission: ['parking:group:trade:list'] },
          page: lazy(() => import('../../features/parking/trades/temporary-page')),
        },
        {
          path: GROUP_TRADES.monthly,
          meta: { title: '月卡订单', type: 'list', cachePage: true, permission: ['parking:group:trade:list'] },
          page: lazy(() => import('../../features/parking/trades/monthly-page')),
        },
      ],
    },
    {
      // 优惠券 (document 2 §2 "Group": coupon warehouse, purchase; mcoupon grant): the members' coupons, read only, on the
      // merchant's pages and calls (docs/decisions.md, "Coupon grant rules, batch purchase and the group's coupons").
      path: '/group/coupon',
      meta: { title: '优惠券' },
      children: [
        {
          path: GROUP_COUPON.warehouse,
          meta: { title: '优惠券库存', type: 'list', cachePage: true, permission: COUPONS },
          page: lazy(() => groupCoupons().then((m) => ({ default: m.GroupWarehousePage }))),
        },
        {
          path: GROUP_COUPON.purchase,
          meta: { title: '优惠券采购', type: 'list', cachePage: true, permission: COUPONS },
          page: lazy(() => groupCoupons().then((m) => ({ default: m.GroupPurchasePage }))),
        },
        {
          path: GROUP_COUPON.grant,
          meta: { title: '优惠券发放', type: 'list', cachePage: true, permission: COUPONS },
          page: lazy(() => groupCoupons().then((m) => ({ default: m.GroupGrantPage }))),
        },
        {
          // 优惠券活动 (document 2 §2 "Group": coupon event): the members' event records (docs/decisions.md, "Coupon merchants").
          path: GROUP_COUPON.event,
          meta: { title: '优惠券活动', type: 'list', cachePage: true, permission: COUPONS },
          page: lazy(() => groupCoupons().then((m) => ({ default: m.GroupEventPage }))),
        },
      ],
    },
    ...groupMore,
    {
      // 结算账户 (document 2 §2 "Group": settlement account): the group's own withdrawal settings, the 提现设置 panel
      // (docs/decisions.md, "Coupon merchants").
      path: '/group/settlement/account',
      meta: { title: '结算账户', type: 'detail', cachePage: true, permission: ['payment:transfer:rt:list'] },
      page: lazy(() => import('../../features/payment/capital/setting-pages').then((m) => ({ default: m.GroupSettlementAccountPage }))),
    },
    // 停车管理 of one member (the group-to-parking switch's target; docs/decisions.md, "The partner's and group's 停车管理").
    parkingManageGroup('group', [MANAGE_MERCHANTS]),
  ],
};
