import { lazy, type ComponentType } from 'react';
import { MANAGE_PATHS, MANAGE_QUERY, type ManagePlatform } from '../../features/parking/manage/paths';
import type { ConsoleRoute } from '../route-table';

/**
 * A page of a 停车管理 inside the frame that fixes its merchant (`ManagedScope`): the merchant platform's own page,
 * unchanged, asking for the chosen merchant's rows.
 */
const scoped = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(async () => {
    const [{ ManagedScope }, { default: Page }] = await Promise.all([import('../../features/parking/manage/scope'), load()]);
    return { default: () => <ManagedScope><Page /></ManagedScope> };
  });

const home = scoped(() => import('../../features/parking/manage/home-page'));
const temporary = scoped(() => import('../../features/parking/trades/temporary-page'));
const monthly = scoped(() => import('../../features/parking/trades/monthly-page'));
const gate = scoped(() => import('../../features/parking/records/gate-page'));
const release = scoped(() => import('../../features/parking/records/release-list-page'));
const plateRecord = scoped(() => import('../../features/parking/records/plate-change-page'));
const passport = scoped(() => import('../../features/parking/partner/passport-page'));
const reserve = scoped(() => import('../../features/parking/reserve/record-page'));
const reserveBlacklist = scoped(() => import('../../features/parking/reserve/blacklist-page'));
const rule = scoped(() => import('../../features/parking/reserve/rule-page'));
const car = scoped(() => import('../../features/parking/vehicles/monthly-page'));
const virtualPlate = scoped(() => import('../../features/parking/vehicles/virtual-plate-page'));
// 客户管理 (parking-customers): the merchant's 重点客户, 停车会员 and 优惠券 pages, read only here.
const customer = scoped(() => import('../../features/parking/lot/key-customer-page'));
const member = scoped(() => import('../../features/parking/member/member-page'));
const coupon = scoped(() => import('../../features/mcoupon/coupon/coupon-list-page'));
const packagePage = (name: 'PackageListPage' | 'PackageFormPage' | 'PackageDetailPage' | 'PackageMembersPage') =>
  scoped(() => import('../../features/parking/vehicles/package-pages').then((m) => ({ default: m[name] })));
const chargeTypes = packagePage('PackageListPage');
const chargeTypeForm = packagePage('PackageFormPage');

/** Each platform's reading codes of the pages (the group runs its members' cards and packages with its own codes). */
const codes = {
  partner: {
    home: ['parking:partner:park:list', 'parking:partner:manage:list'], trade: ['parking:partner:trade:list'], records: ['parking:partner:parking:list'],
    manage: ['parking:partner:manage:list'], cars: ['parking:partner:manage:list'], packages: ['parking:partner:manage:list'], packageCreate: [], packageUpdate: [],
    carCreate: [], passport: [],
  },
  group: {
    home: ['parking:group:manage:list', 'parking:group:parking:list', 'parking:group:vip:list'], trade: ['parking:group:trade:list'], records: ['parking:group:parking:list'],
    manage: ['parking:group:manage:list'], cars: ['parking:group:vip:list'], packages: ['parking:group:vip:value:list'], packageCreate: ['parking:group:vip:value:create'],
    packageUpdate: ['parking:group:vip:value:update'], carCreate: ['parking:group:vip:create'], passport: ['parking:group:passport:list'],
  },
} as const satisfies Record<ManagePlatform, Record<string, readonly string[]>>;

/**
 * 停车管理 (routes.tsv `/parking/manage/*` and `/group/parking/*`): a second-level group menu over one merchant — the
 * partner's customer, the group's member — like 电站详情: hidden from the main menu, lit on 商户列表 (and the partner's
 * 停车场), the merchant carried from page to page. The pages are the parking merchant's, given the merchant as their
 * scope. docs/decisions.md, "The partner's and group's 停车管理".
 */
export function parkingManageGroup(platform: ManagePlatform, lists: string[]): ConsoleRoute {
  const p = MANAGE_PATHS[platform];
  const c = codes[platform];
  const all = [...new Set(Object.values(c).flat())];
  const hidden = (list: string) => ({ hidden: true, activeMenu: list }) as const;
  // The group calls its members' fixed-car types 月卡套餐 on its own pages (the same pages name them so).
  const packages = platform === 'group' ? '月卡套餐' : '固定车类型';
  const group: ConsoleRoute[] = [
    { path: p.home, meta: { title: '商户停车场', type: 'list', permission: [...c.home] }, page: home },
    {
      path: `${p.home}/trade`,
      meta: { title: '订单管理' },
      children: [
        { path: p.temporary, meta: { title: '临停订单', type: 'list', permission: [...c.trade] }, page: temporary },
        { path: p.monthly, meta: { title: '月卡订单', type: 'list', permission: [...c.trade] }, page: monthly },
      ],
    },
    {
      path: `${p.home}/parking-manage`,
      meta: { title: '停车管理' },
      children: [
        { path: p.gate, meta: { title: '道闸监控', type: 'list', permission: [...c.records] }, page: gate },
        { path: p.release, meta: { title: '异常放行', type: 'list', permission: [...c.records] }, page: release },
        { path: p.plateRecord, meta: { title: '车牌修正记录', type: 'list', permission: [...c.records] }, page: plateRecord },
        // 通行证 (parking-partner-more): the group's only; docs/decisions.md, "Parking partner: records, data collection, …".
        ...(platform === 'group' ? [{ path: p.passport, meta: { title: '通行证', type: 'list' as const, permission: [...c.passport] }, page: passport }] : []),
      ],
    },
    {
      path: `${p.home}/reservation`,
      meta: { title: '预约管理' },
      children: [
        { path: p.reserve, meta: { title: '预约记录', type: 'list', permission: [...c.manage] }, page: reserve },
        { path: p.reserveBlacklist, meta: { title: '预约黑名单', type: 'list', permission: [...c.manage] }, page: reserveBlacklist },
      ],
    },
    {
      path: `${p.home}/vehicle`,
      meta: { title: '车辆管理' },
      children: [
        { path: p.car, meta: { title: '月卡', type: 'list', permission: [...c.cars] }, page: car },
        ...(platform === 'group'
          ? [
              { path: p.carDetail, meta: { title: '月卡详情', type: 'detail' as const, ...hidden(lists[0]!), permission: [...c.cars] }, page: car },
              { path: p.carAdd, meta: { title: '新增月卡', type: 'edit' as const, ...hidden(lists[0]!), permission: [...c.carCreate] }, page: car },
            ]
          : []),
        { path: p.virtualPlate, meta: { title: '虚拟车牌', type: 'list', permission: [...c.manage] }, page: virtualPlate },
      ],
    },
    {
      path: `${p.home}/customer-manage`,
      meta: { title: '客户管理' },
      children: [
        { path: p.customer, meta: { title: '重点客户', type: 'list', permission: [...c.manage] }, page: customer },
        { path: p.member, meta: { title: '停车会员', type: 'list', permission: [...c.manage] }, page: member },
        { path: p.coupon, meta: { title: '优惠券', type: 'list', permission: [...c.manage] }, page: coupon },
      ],
    },
    {
      path: `${p.home}/setting`,
      meta: { title: '配置管理' },
      children: [
        { path: p.config, meta: { title: '预约规则', type: 'list', permission: [...c.manage] }, page: rule },
        { path: p.chargeType, meta: { title: packages, type: 'list', permission: [...c.packages] }, page: chargeTypes },
        { path: p.chargeTypeDetail, meta: { title: `${packages}详情`, type: 'detail', ...hidden(lists[0]!), permission: [...c.packages] }, page: packagePage('PackageDetailPage') },
        {
          path: p.chargeTypeMembers,
          meta: { title: `${packages}月卡`, type: 'detail', ...hidden(lists[0]!), permission: [...c.packages, ...c.cars], needAllPermission: true },
          page: packagePage('PackageMembersPage'),
        },
        ...(platform === 'group'
          ? [
              { path: p.chargeTypeCreate, meta: { title: `新建${packages}`, type: 'edit' as const, ...hidden(lists[0]!), permission: [...c.packageCreate] }, page: chargeTypeForm },
              { path: p.chargeTypeEdit, meta: { title: `编辑${packages}`, type: 'edit' as const, ...hidden(lists[0]!), permission: [...c.packageUpdate] }, page: chargeTypeForm },
            ]
          : []),
      ],
    },
  ];
  return {
    path: p.home,
    meta: { title: '停车管理', hidden: true, isGroup: true, groupQuery: [...MANAGE_QUERY], activeMenu: lists, permission: all },
    children: group,
  };
}
