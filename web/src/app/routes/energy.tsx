import { lazy } from 'react';
import { energyPaths, energyPermission, type EnergyPaths, type EnergyPlatform, type EnergyResource } from '../../features/energy/paths';
import type { ConsoleRoute } from '../route-table';

const stationList = lazy(() => import('../../features/energy/station-list-page'));
const stationForm = lazy(() => import('../../features/energy/station-form-page'));
const deviceList = lazy(() => import('../../features/energy/device-list-page'));
const portList = lazy(() => import('../../features/energy/port-list-page'));
const alarmList = lazy(() => import('../../features/energy/alarm-list-page'));
const consoleAlarm = lazy(() => import('../../features/energy/alarm-list-page').then((m) => ({ default: m.ConsoleAlarmPage })));
const detail = lazy(() => import('../../features/energy/station-detail'));
const detailBasic = lazy(() => import('../../features/energy/station-detail').then((m) => ({ default: m.StationBasicPage })));
const detailDevice = lazy(() => import('../../features/energy/station-detail').then((m) => ({ default: m.StationDevicePage })));
const detailPort = lazy(() => import('../../features/energy/station-detail').then((m) => ({ default: m.StationPortPage })));
const cardList = lazy(() => import('../../features/energy/card-list-page'));
const cardForm = lazy(() => import('../../features/energy/card-form-page'));
const cardDetail = lazy(() => import('../../features/energy/card-detail-page'));
const softwareList = lazy(() => import('../../features/energy/software-list-page'));
const softwareForm = lazy(() => import('../../features/energy/software-form-page'));
const softwareDetail = lazy(() => import('../../features/energy/software-detail-page'));
const chargingList = lazy(() => import('../../features/energy/charging-list-page'));
const chargingDetail = lazy(() => import('../../features/energy/charging-detail-page'));
const paymentList = lazy(() => import('../../features/energy/payment-list-page'));
const paymentDetail = lazy(() => import('../../features/energy/payment-detail-page'));
const detailOrder = lazy(() => import('../../features/energy/station-detail').then((m) => ({ default: m.StationOrderPage })));
const settlementList = lazy(() => import('../../features/energy/settlement-list-page'));
const settlementDetail = lazy(() => import('../../features/energy/settlement-detail-page'));
const transferList = lazy(() => import('../../features/energy/transfer-list-page'));
const transferDetail = lazy(() => import('../../features/energy/transfer-detail-page'));
const detailBilling = lazy(() => import('../../features/energy/station-config'));
const detailBillingForm = lazy(() => import('../../features/energy/station-config').then((m) => ({ default: m.BillingRuleFormPage })));
const detailRuntime = lazy(() => import('../../features/energy/station-config').then((m) => ({ default: m.StationRuntimePage })));
const detailPayment = lazy(() => import('../../features/energy/station-config').then((m) => ({ default: m.PaymentAmountPage })));
// 数据概览, 数据看板, 设备统计 (dashboards slice): docs/decisions.md, "Data overviews and dashboards".
const overview = lazy(() => import('../../features/dashboards/energy-overview-page'));
const dashboard = lazy(() => import('../../features/dashboards/energy-overview-page').then((m) => ({ default: m.EnergyDashboardPage })));
const deviceStatistics = lazy(() => import('../../features/dashboards/device-statistics-page'));
// 配置, 应用列表, 地图引流 (energy-config slice): docs/decisions.md, "Energy configuration: blacklist, whitelist, SIM, logs, apps, map referrals".
const userList = lazy(() => import('../../features/energy/user-list-page'));
const detailUserList = lazy(() => import('../../features/energy/user-list-page').then((m) => ({ default: m.StationUserListPage })));
const simList = lazy(() => import('../../features/energy/sim-list-page'));
const detailSim = lazy(() => import('../../features/energy/sim-list-page').then((m) => ({ default: m.StationSimPage })));
const onlineLog = lazy(() => import('../../features/energy/device-log-page'));
const messageLog = lazy(() => import('../../features/energy/device-log-page').then((m) => ({ default: m.DeviceMessageLogPage })));
const appList = lazy(() => import('../../features/energy/app-list-page'));
const emapList = lazy(() => import('../../features/energy/emap-apply-page'));
// 预约记录, 停车费 and the station's 停车费 (energy-orders-more slice): docs/decisions.md, "Energy parking fees and appointments".
const appointmentList = lazy(() => import('../../features/energy/appointment-list-page'));
const appointmentDetail = lazy(() => import('../../features/energy/appointment-detail-page'));
const parkingOrderList = lazy(() => import('../../features/energy/parking-order-list-page'));
const parkingPayment = lazy(() => import('../../features/energy/parking-order-list-page').then((m) => ({ default: m.ParkingPaymentPage })));
const parkingOrderDetail = lazy(() => import('../../features/energy/parking-order-detail-page'));
const parkingRecordList = lazy(() => import('../../features/energy/parking-record-list-page'));
const parkingRecordDetail = lazy(() => import('../../features/energy/parking-record-detail-page'));
const detailParkingSetting = lazy(() => import('../../features/energy/parking-station'));
const detailParkingSpace = lazy(() => import('../../features/energy/parking-station').then((m) => ({ default: m.ParkSpacePage })));
const detailParkingOrder = lazy(() => import('../../features/energy/parking-station').then((m) => ({ default: m.StationParkingOrderPage })));
const detailParkingRecord = lazy(() => import('../../features/energy/parking-station').then((m) => ({ default: m.StationParkingRecordPage })));
// 充电套餐 and 活动 of the station detail (energy-packages-events slice): docs/decisions.md, "Energy charging packages and events".
const detailPackageList = lazy(() => import('../../features/energy/package-pages'));
const detailPackageForm = lazy(() => import('../../features/energy/package-pages').then((m) => ({ default: m.PackageFormPage })));
const detailPackageDetail = lazy(() => import('../../features/energy/package-pages').then((m) => ({ default: m.PackageDetailPage })));
const detailPackagePurchase = lazy(() => import('../../features/energy/package-pages').then((m) => ({ default: m.PackagePurchasePage })));
const detailEventList = lazy(() => import('../../features/energy/event-pages'));
const detailEventForm = lazy(() => import('../../features/energy/event-pages').then((m) => ({ default: m.EventFormPage })));
const detailEventDetail = lazy(() => import('../../features/energy/event-pages').then((m) => ({ default: m.EventDetailPage })));
const detailEventUser = lazy(() => import('../../features/energy/event-pages').then((m) => ({ default: m.EventUserPage })));
const detailEventCrowd = lazy(() => import('../../features/energy/event-pages').then((m) => ({ default: m.EventCrowdPage })));
const detailAlarm = lazy(() => import('../../features/energy/station-detail').then((m) => ({ default: m.StationAlarmPage })));

// 虚拟电损, the station detail's 卡 / VIN / 虚拟卡, 设备安全策略, 分润设置 and 虚拟电损, the group's 综合首页 (energy-detail-rest
// slice): docs/decisions.md, "Energy station detail: the rest".
const virtualRecordList = lazy(() => import('../../features/energy/virtual-loss-pages'));
const detailVirtualRecord = lazy(() => import('../../features/energy/virtual-loss-pages').then((m) => ({ default: m.StationVirtualRecordPage })));
const detailVirtualSetting = lazy(() => import('../../features/energy/virtual-loss-pages').then((m) => ({ default: m.StationVirtualSettingPage })));
const detailCard = lazy(() => import('../../features/energy/station-card-page'));
const detailProfitSharing = lazy(() => import('../../features/energy/station-card-page').then((m) => ({ default: m.StationProfitSharingPage })));
const detailParkingPayment = lazy(() => import('../../features/energy/station-card-page').then((m) => ({ default: m.StationParkingPaymentPage })));
const detailPolicy = lazy(() => import('../../features/energy/device-policy-page'));
const institutionWallet = lazy(() => import('../../features/energy/institution-wallet-page'));
// The group's 支付通道配置 and 充电配置 (group-energy-config slice): docs/decisions.md, "The group's station channel and charge configuration".
const detailChannel = lazy(() => import('../../features/energy/group-station-config'));
const detailCharge = lazy(() => import('../../features/energy/group-station-config').then((m) => ({ default: m.StationChargePage })));
const groupParkingEnergy = lazy(() => import('../../features/dashboards/group-parking-energy-page'));

type Codes = (resource: EnergyResource, action: string) => string[];
/** The station detail's 设备安全策略 and 分润设置（外部）, in 电站配置. */
const detailRestConfig = (paths: EnergyPaths, codes: Codes): ConsoleRoute[] => [
  { path: paths.detailPolicy, meta: { title: '设备安全策略', type: 'list', permission: codes('station', 'list') }, page: detailPolicy },
  { path: paths.detailProfitSharing, meta: { title: '分润设置（外部）', type: 'list', permission: ['payment:sharding:rt:list'] }, page: detailProfitSharing },
];
/** The station detail's 卡 (the group: 卡, VIN, 虚拟卡) and 虚拟电损 (设置, 记录). */
const detailRestEntries = (paths: EnergyPaths, codes: Codes, group: boolean): ConsoleRoute[] => [
  group
    ? {
        path: `${paths.detail}/cards`,
        meta: { title: '卡管理' },
        children: [
          { path: paths.detailCard, meta: { title: '充电卡', type: 'list', permission: codes('card', 'list') }, page: detailCard },
          { path: paths.detailVin, meta: { title: 'VIN 车辆', type: 'list', permission: codes('card', 'list') }, page: detailCard },
          { path: paths.detailVirtualCard, meta: { title: '虚拟卡', type: 'list', permission: codes('card', 'list') }, page: detailCard },
        ],
      }
    : { path: paths.detailCard, meta: { title: '卡', type: 'list', permission: codes('card', 'list') }, page: detailCard },
  {
    path: `${paths.detail}/virtual`,
    meta: { title: '虚拟电损' },
    children: [
      { path: paths.detailVirtualSetting, meta: { title: '虚拟电损设置', type: 'edit', permission: codes('station', 'update') }, page: detailVirtualSetting },
      { path: paths.detailVirtualRecord, meta: { title: '虚拟电损记录', type: 'list', permission: codes('order', 'list') }, page: detailVirtualRecord },
    ],
  },
];
/** 虚拟电损记录 of a platform's menu. */
const virtualRecordMenu = (platform: EnergyPlatform): ConsoleRoute => ({
  path: energyPaths[platform].virtualRecordList,
  meta: { title: '虚拟电损记录', type: 'list', cachePage: true, permission: [energyPermission(platform, 'order', 'list')] },
  page: virtualRecordList,
});
/** The energy merchant's 机构钱包. */
const institutionWalletMenu: ConsoleRoute = {
  path: '/energy/merchant/institution/wallet/list',
  meta: { title: '机构钱包', type: 'list', cachePage: true, permission: ['energy:wallet:list'] },
  page: institutionWallet,
};
/** The group's 综合首页: its parking and charging over one period (either half, by what the user reads). */
const groupParkingEnergyIndex: ConsoleRoute = {
  path: '/group/parking/energy/index',
  meta: { title: '综合首页', cachePage: true, permission: ['energy:group:order:list', 'parking:group:trade:list'] },
  page: groupParkingEnergy,
};

/**
 * 电站详情 (document 2 §2 "Energy station detail"): a second-level group menu — 概览, 电站配置 (基础配置, 运行配置, 设备配置,
 * 端口配置, 计费规则 with its create and edit, 预付金额) and 告警 — in the sidebar under 返回电站列表, each page with the
 * station (`?station=`) carried to the next.
 * `/energy/detail` serves the partner and the merchant (routes.tsv names no merchant one), so its entries accept either
 * platform's codes and light either platform's 电站列表.
 */
function detailGroup(platforms: readonly EnergyPlatform[]): ConsoleRoute {
  const paths = energyPaths[platforms[0]!];
  const codes = (resource: EnergyResource, action: string) => platforms.map((p) => energyPermission(p, resource, action));
  const stationLists = platforms.map((p) => energyPaths[p].stationList);
  const group = platforms[0] === 'group';
  return {
    path: paths.detail,
    meta: { title: '电站详情', hidden: true, isGroup: true, groupQuery: ['station'], activeMenu: stationLists, permission: codes('station', 'list') },
    children: [
      { path: paths.detail, meta: { title: '概览', type: 'detail', permission: codes('station', 'list') }, page: detail },
      { path: paths.detailOrder, meta: { title: '订单', type: 'list', permission: codes('order', 'list') }, page: detailOrder },
      {
        path: `${paths.detail}/config`,
        meta: { title: '电站配置' },
        children: [
          { path: paths.detailBasic, meta: { title: '基础配置', type: 'edit', permission: codes('station', 'update') }, page: detailBasic },
          // The group's 支付通道配置 (after 基础配置) and 充电配置 (after 计费规则): read with the station list code, changed with
          // its update code (group-energy-config slice).
          ...(group ? [{ path: paths.detailChannel, meta: { title: '支付通道配置', type: 'detail' as const, permission: codes('station', 'list') }, page: detailChannel }] : []),
          { path: paths.detailRuntime, meta: { title: '运行配置', type: 'edit', permission: codes('station', 'update') }, page: detailRuntime },
          { path: paths.detailDevice, meta: { title: '设备配置', type: 'list', permission: codes('device', 'list') }, page: detailDevice },
          { path: paths.detailPort, meta: { title: '端口配置', type: 'list', permission: codes('port', 'list') }, page: detailPort },
          // 计费规则 (energy-station slice): the list, its hidden create and edit; these light the platform's 电站列表 as the
          // group does (a group page as activeMenu would light the partner's top menu for the merchant).
          { path: paths.detailBilling, meta: { title: '计费规则', type: 'list', permission: codes('station', 'list') }, page: detailBilling },
          { path: paths.detailBillingCreate, meta: { title: '新建计费规则', type: 'edit', hidden: true, activeMenu: stationLists, permission: codes('station', 'update') }, page: detailBillingForm },
          { path: paths.detailBillingEdit, meta: { title: '编辑计费规则', type: 'edit', hidden: true, activeMenu: stationLists, permission: codes('station', 'update') }, page: detailBillingForm },
          ...(group ? [{ path: paths.detailCharge, meta: { title: '充电配置', type: 'detail' as const, permission: codes('station', 'list') }, page: detailCharge }] : []),
          { path: paths.detailPayment, meta: { title: '预付金额', type: 'edit', permission: codes('station', 'update') }, page: detailPayment },
          // 黑名单, 白名单, SIM (energy-config slice): the station's entries (and the merchant-wide ones), its devices' SIMs.
          { path: paths.detailBlacklist, meta: { title: '黑名单', type: 'list', permission: codes('acl', 'list') }, page: detailUserList },
          { path: paths.detailWhitelist, meta: { title: '白名单', type: 'list', permission: codes('acl', 'list') }, page: detailUserList },
          { path: paths.detailSim, meta: { title: 'SIM 卡', type: 'list', permission: codes('sim', 'list') }, page: detailSim },
          ...detailRestConfig(paths, codes),
        ],
      },
      // 停车费 (energy-orders-more slice): the station's parking setting and spaces (its configuration), its fee orders and records.
      {
        // The group's station 停车 takes `…/detail/parking` (energy-detail-rest slice), so the menu group is named apart.
        path: `${paths.detail}/parking-fee`,
        meta: { title: '停车费' },
        children: [
          ...(platforms[0] === 'group' ? [{ path: paths.detailParking, meta: { title: '停车缴费', type: 'list' as const, permission: codes('order', 'list') }, page: detailParkingPayment }] : []),
          { path: paths.detailParkingSetting, meta: { title: '停车费设置', type: 'edit', permission: codes('station', 'update') }, page: detailParkingSetting },
          { path: paths.detailParkingSpace, meta: { title: '车位管理', type: 'list', permission: codes('station', 'list') }, page: detailParkingSpace },
          { path: paths.detailParkingOrder, meta: { title: '停车费订单', type: 'list', permission: codes('order', 'list') }, page: detailParkingOrder },
          { path: paths.detailParkingRecord, meta: { title: '停车费记录', type: 'list', permission: codes('order', 'list') }, page: detailParkingRecord },
        ],
      },
      ...detailRestEntries(paths, codes, platforms[0] === 'group'),
      // 充电套餐 and 活动 (energy-packages-events slice): lists in the menu; create (also edit) and detail hidden.
      {
        path: `${paths.detail}/package`,
        meta: { title: '充电套餐' },
        children: [
          { path: paths.detailPackageList, meta: { title: '套餐列表', type: 'list', permission: codes('package', 'list') }, page: detailPackageList },
          { path: paths.detailPackagePurchase, meta: { title: '购买记录', type: 'list', permission: codes('package', 'list') }, page: detailPackagePurchase },
          { path: paths.detailPackageCreate, meta: { title: '新建套餐', type: 'edit', hidden: true, activeMenu: stationLists, permission: codes('package', 'create') }, page: detailPackageForm },
          { path: paths.detailPackageDetail, meta: { title: '套餐详情', type: 'detail', hidden: true, activeMenu: stationLists, permission: codes('package', 'list') }, page: detailPackageDetail },
        ],
      },
      {
        path: `${paths.detail}/event`,
        meta: { title: '活动' },
        children: [
          { path: paths.detailEventList, meta: { title: '活动列表', type: 'list', permission: codes('event', 'list') }, page: detailEventList },
          { path: paths.detailEventUser, meta: { title: '活动用户', type: 'list', permission: codes('event', 'list') }, page: detailEventUser },
          { path: paths.detailEventCrowd, meta: { title: '活动人群', type: 'list', permission: codes('event', 'list') }, page: detailEventCrowd },
          { path: paths.detailEventCreate, meta: { title: '新建活动', type: 'edit', hidden: true, activeMenu: stationLists, permission: codes('event', 'create') }, page: detailEventForm },
          { path: paths.detailEventDetail, meta: { title: '活动详情', type: 'detail', hidden: true, activeMenu: stationLists, permission: codes('event', 'list') }, page: detailEventDetail },
        ],
      },
      { path: paths.detailAlarm, meta: { title: '告警', type: 'list', permission: codes('alarm', 'basic') }, page: detailAlarm },
    ],
  };
}

/** 卡管理 (energy-cards slice): 充电卡, VIN 车辆, 虚拟卡 — each a list with its hidden create and detail pages. */
function cardMenu(platform: EnergyPlatform, base: string): ConsoleRoute {
  const cards = energyPaths[platform].cards;
  const permission = (action: string) => [energyPermission(platform, 'card', action)];
  const kind = (paths: (typeof cards)[1], title: string, noun: string): ConsoleRoute[] => [
    { path: paths.list, meta: { title, type: 'list', cachePage: true, permission: permission('list') }, page: cardList },
    { path: paths.create, meta: { title: `新建${noun}`, type: 'edit', hidden: true, activeMenu: paths.list, permission: permission('create') }, page: cardForm },
    { path: paths.detail, meta: { title: `${noun}详情`, type: 'detail', hidden: true, activeMenu: paths.list, permission: permission('list') }, page: cardDetail },
  ];
  return {
    path: `${base}/card`,
    meta: { title: '卡管理' },
    children: [...kind(cards[1], '充电卡', '充电卡'), ...kind(cards[2], 'VIN 车辆', 'VIN'), ...kind(cards[3], '虚拟卡', '虚拟卡')],
  };
}

/** 订单管理 (energy-orders slice): 充电记录 and 支付订单, each a list with its hidden detail. */
function orderMenu(platform: EnergyPlatform, base: string): ConsoleRoute {
  const paths = energyPaths[platform];
  const permission = [energyPermission(platform, 'order', 'list')];
  return {
    path: `${base}/order`,
    meta: { title: '订单管理' },
    children: [
      { path: paths.chargingList, meta: { title: '充电记录', type: 'list', cachePage: true, permission }, page: chargingList },
      { path: paths.chargingDetail, meta: { title: '充电记录详情', type: 'detail', hidden: true, activeMenu: paths.chargingList, permission }, page: chargingDetail },
      { path: paths.paymentList, meta: { title: '支付订单', type: 'list', cachePage: true, permission }, page: paymentList },
      { path: paths.paymentDetail, meta: { title: '支付订单详情', type: 'detail', hidden: true, activeMenu: paths.paymentList, permission }, page: paymentDetail },
      // 预约记录 (energy-orders-more slice).
      { path: paths.appointmentList, meta: { title: '预约记录', type: 'list', cachePage: true, permission }, page: appointmentList },
      { path: paths.appointmentDetail, meta: { title: '预约记录详情', type: 'detail', hidden: true, activeMenu: paths.appointmentList, permission }, page: appointmentDetail },
    ],
  };
}

/**
 * 停车费 (energy-orders-more slice): 停车费订单 and 停车费记录, each a list with its hidden detail; the group's 停车缴费 (the
 * fees its members collected) besides.
 */
function parkingMenu(platform: EnergyPlatform, base: string): ConsoleRoute {
  const paths = energyPaths[platform];
  const permission = [energyPermission(platform, 'order', 'list')];
  return {
    path: `${base}/parking`,
    meta: { title: '停车费' },
    children: [
      { path: paths.parkingOrderList, meta: { title: '停车费订单', type: 'list', cachePage: true, permission }, page: parkingOrderList },
      { path: paths.parkingOrderDetail, meta: { title: '停车费订单详情', type: 'detail', hidden: true, activeMenu: paths.parkingOrderList, permission }, page: parkingOrderDetail },
      { path: paths.parkingRecordList, meta: { title: '停车费记录', type: 'list', cachePage: true, permission }, page: parkingRecordList },
      { path: paths.parkingRecordDetail, meta: { title: '停车费记录详情', type: 'detail', hidden: true, activeMenu: paths.parkingRecordList, permission }, page: parkingRecordDetail },
      ...(platform === 'group' ? [{ path: paths.parkingPayment, meta: { title: '停车缴费', type: 'list' as const, cachePage: true, permission }, page: parkingPayment }] : []),
    ],
  };
}

/** 对账 (energy-ops slice): 结算单 and 打款记录, each a list with its hidden detail; read-only. */
function reconciliationMenu(platform: EnergyPlatform, base: string): ConsoleRoute {
  const paths = energyPaths[platform];
  const permission = [energyPermission(platform, 'reconciliation', 'list')];
  return {
    path: `${base}/reconciliation`,
    meta: { title: '对账' },
    children: [
      { path: paths.settlementList, meta: { title: '结算单', type: 'list', cachePage: true, permission }, page: settlementList },
      { path: paths.settlementDetail, meta: { title: '结算单详情', type: 'detail', hidden: true, activeMenu: paths.settlementList, permission }, page: settlementDetail },
      { path: paths.transferList, meta: { title: '打款记录', type: 'list', cachePage: true, permission }, page: transferList },
      { path: paths.transferDetail, meta: { title: '打款记录详情', type: 'detail', hidden: true, activeMenu: paths.transferList, permission }, page: transferDetail },
    ],
  };
}

/**
 * 软件 (energy-software slice): 软件列表 with its hidden create, edit and detail, 固件列表 with its hidden create and edit.
 * On the partner platform the software entries need the EnergySoftware menu feature (document 2 §6).
 */
function softwareMenu(platform: EnergyPlatform, base: string): ConsoleRoute {
  const paths = energyPaths[platform];
  const permission = (action: string) => [energyPermission(platform, 'software', action)];
  const menu = platform === 'partner' ? { menu: 'EnergySoftware' as const } : {};
  return {
    path: `${base}/software`,
    meta: { title: '软件' },
    children: [
      { path: paths.softwareList, meta: { title: '软件列表', type: 'list', cachePage: true, permission: permission('list'), ...menu }, page: softwareList },
      { path: paths.softwareCreate, meta: { title: '新建软件', type: 'edit', hidden: true, activeMenu: paths.softwareList, permission: permission('create'), ...menu }, page: softwareForm },
      { path: paths.softwareEdit, meta: { title: '编辑软件', type: 'edit', hidden: true, activeMenu: paths.softwareList, permission: permission('update'), ...menu }, page: softwareForm },
      { path: paths.softwareDetail, meta: { title: '软件详情', type: 'detail', hidden: true, activeMenu: paths.softwareList, permission: permission('list'), ...menu }, page: softwareDetail },
      { path: paths.firmwareList, meta: { title: '固件列表', type: 'list', cachePage: true, permission: permission('list') }, page: softwareList },
      { path: paths.firmwareCreate, meta: { title: '新建固件', type: 'edit', hidden: true, activeMenu: paths.firmwareList, permission: permission('create') }, page: softwareForm },
      { path: paths.firmwareEdit, meta: { title: '编辑固件', type: 'edit', hidden: true, activeMenu: paths.firmwareList, permission: permission('update') }, page: softwareForm },
      // 应用列表 (energy-config slice): the charging apps, read-only.
      { path: paths.appList, meta: { title: '应用列表', type: 'list', cachePage: true, permission: [energyPermission(platform, 'app', 'list')] }, page: appList },
    ],
  };
}

/**
 * 配置 (energy-config slice): 用户黑名单, 白名单, SIM 卡, 设备上下线日志, 设备报文日志; then 地图引流 (地图引流申请).
 */
function configMenus(platform: EnergyPlatform, base: string): ConsoleRoute[] {
  const paths = energyPaths[platform];
  const code = (resource: EnergyResource, action: string) => [energyPermission(platform, resource, action)];
  return [
    {
      path: `${base}/config`,
      meta: { title: '配置' },
      children: [
        { path: paths.blacklist, meta: { title: '用户黑名单', type: 'list', cachePage: true, permission: code('acl', 'list') }, page: userList },
        { path: paths.whitelist, meta: { title: '白名单', type: 'list', cachePage: true, permission: code('acl', 'list') }, page: userList },
        { path: paths.simList, meta: { title: 'SIM 卡', type: 'list', cachePage: true, permission: code('sim', 'list') }, page: simList },
        { path: paths.onlineLog, meta: { title: '设备上下线日志', type: 'list', cachePage: true, permission: code('log', 'list') }, page: onlineLog },
        { path: paths.messageLog, meta: { title: '设备报文日志', type: 'list', cachePage: true, permission: code('log', 'list') }, page: messageLog },
      ],
    },
    {
      path: `${base}/emap-apply`,
      meta: { title: '地图引流' },
      children: [{ path: paths.emapList, meta: { title: '地图引流申请', type: 'list', cachePage: true, permission: code('emap', 'list') }, page: emapList }],
    },
  ];
}

/** One platform's energy menu: 电站管理 (电站列表, 设备列表, 端口列表), 告警 (告警记录, 告警处理), 卡管理, 订单管理, 对账 and 软件. */
function energyTable(platform: EnergyPlatform, base: string, title: string, product: string, extra: ConsoleRoute[]): ConsoleRoute {
  const paths = energyPaths[platform];
  const code = (resource: EnergyResource, action: string) => [energyPermission(platform, resource, action)];
  return {
    path: base,
    meta: { title, icon: 'thunderbolt', product: { anyOf: [product] } },
    children: [
      {
        path: `${base}/data`,
        meta: { title: '数据分析' },
        children: [
          { path: `${base}/overview`, meta: { title: '数据概览', cachePage: true, permission: code('order', 'list') }, page: overview },
          { path: `${base}/dashboard`, meta: { title: '数据看板', permission: code('order', 'list') }, page: dashboard },
          ...(platform === 'merchant' ? [{ path: `${base}/device/statistics`, meta: { title: '设备统计', type: 'list' as const, cachePage: true, permission: code('order', 'list') }, page: deviceStatistics }] : []),
        ],
      },
      {
        path: `${base}/station`,
        meta: { title: '电站管理' },
        children: [
          { path: paths.stationList, meta: { title: '电站列表', type: 'list', cachePage: true, permission: code('station', 'list') }, page: stationList },
          { path: paths.deviceList, meta: { title: '设备列表', type: 'list', cachePage: true, permission: code('device', 'list') }, page: deviceList },
          { path: paths.portList, meta: { title: '端口列表', type: 'list', cachePage: true, permission: code('port', 'list') }, page: portList },
          { path: paths.stationCreate, meta: { title: '新建电站', type: 'edit', hidden: true, activeMenu: paths.stationList, permission: code('station', 'create') }, page: stationForm },
          { path: paths.stationEdit, meta: { title: '编辑电站', type: 'edit', hidden: true, activeMenu: paths.stationList, permission: code('station', 'update') }, page: stationForm },
        ],
      },
      {
        path: `${base}/alarm`,
        meta: { title: '告警' },
        children: [
          { path: paths.alarmList, meta: { title: '告警记录', type: 'list', cachePage: true, permission: code('alarm', 'basic') }, page: alarmList },
          { path: paths.consoleAlarm, meta: { title: '告警处理', type: 'list', cachePage: true, permission: code('alarm', 'basic') }, page: consoleAlarm },
        ],
      },
      cardMenu(platform, base),
      orderMenu(platform, base),
      parkingMenu(platform, base),
      virtualRecordMenu(platform),
      reconciliationMenu(platform, base),
      softwareMenu(platform, base),
      ...configMenus(platform, base),
      ...extra,
    ],
  };
}

/**
 * 充电服务 (/energy, document 2 §2 "Energy partner"), 充电管理 (/energy/merchant) and 充电集团 (/group/energy): stations,
 * devices, ports and alarms so far, one set of pages with each platform's permission prefix. docs/decisions.md,
 * "Energy stations, devices, ports and alarms".
 */
export const energyRoutes = energyTable('partner', '/energy', '充电服务', 'energy:partner:platform', [detailGroup(['partner', 'merchant'])]);
export const energyMerchantRoutes = energyTable('merchant', '/energy/merchant', '充电管理', 'energy:merchant:platform', [institutionWalletMenu]);
export const groupEnergyRoutes = energyTable('group', '/group/energy', '充电集团', 'energy:group:platform', [detailGroup(['group']), groupParkingEnergyIndex]);
