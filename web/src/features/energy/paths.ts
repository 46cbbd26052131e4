// The energy screens' addresses on the three energy platforms (document 2 §2 "Energy partner", "Energy station detail"):
// one set of pages serves 充电服务 (/energy), 充电管理 (/energy/merchant) and 充电集团 (/group/energy), each with its own
// permission prefix. The route table imports these without pulling a page's code into the shell's first load.
// docs/decisions.md, "Energy stations, devices, ports and alarms".

export type EnergyPlatform = 'partner' | 'merchant' | 'group';

const pathsOf = (base: string, detail: string, basic: string) => ({
  stationList: `${base}/station/list`,
  stationCreate: `${base}/station/create`,
  stationEdit: `${base}/station/edit`,
  deviceList: `${base}/station/device/list`,
  portList: `${base}/station/port/list`,
  alarmList: `${base}/alarm/list`,
  consoleAlarm: `${base}/console/alarm`,
  detail,
  detailBasic: basic,
  detailDevice: `${detail}/config/device`,
  detailPort: `${detail}/config/port`,
  detailAlarm: `${detail}/alarm`,
  // 电站配置 (energy-station slice): 计费规则 (list, create, edit ?rule_id=), 运行配置, 预付金额.
  detailBilling: `${detail}/config/billing/list`,
  detailBillingCreate: `${detail}/config/billing/create`,
  detailBillingEdit: `${detail}/config/billing/edit`,
  detailRuntime: `${detail}/config/runtime`,
  detailPayment: `${detail}/config/payment-amount`,
  // 订单管理 (energy-orders slice): 充电记录 (?order_no=) and 支付订单 (?pay_no=); the station detail's 订单.
  chargingList: `${base}/order/charging/list`,
  chargingDetail: `${base}/order/charging/detail`,
  paymentList: `${base}/order/payment/list`,
  paymentDetail: `${base}/order/payment/detail`,
  detailOrder: `${detail}/order`,
  // 预约记录 (?appointment_no=), 停车费订单 (?pay_no=), 停车费记录 (?record_no=) and the group's 停车缴费; the station
  // detail's 停车费 (设置, 车位, 订单, 记录) — energy-orders-more slice.
  appointmentList: `${base}/order/appointment/list`,
  appointmentDetail: `${base}/order/appointment/detail`,
  parkingOrderList: `${base}/parking/order/list`,
  parkingOrderDetail: `${base}/parking/order/detail`,
  parkingRecordList: `${base}/parking/record/list`,
  parkingRecordDetail: `${base}/parking/record/detail`,
  parkingPayment: `${base}/parking/payment`,
  detailParking: `${detail}/parking`,
  detailParkingSetting: `${detail}/parking/setting`,
  detailParkingSpace: `${detail}/parking/space`,
  detailParkingOrder: `${detail}/parking/order`,
  detailParkingRecord: `${detail}/parking/record`,
  // 对账 (energy-ops slice): 结算单 (?settle_no=) and 打款记录 (?transfer_no=).
  settlementList: `${base}/reconciliation/settlement/list`,
  settlementDetail: `${base}/reconciliation/settlement/detail`,
  transferList: `${base}/reconciliation/transfer/list`,
  transferDetail: `${base}/reconciliation/transfer/detail`,
  // 软件 (energy-software slice): software list, create, edit (?id=), detail (?id=); firmware list, create, edit (?id=).
  softwareList: `${base}/software/list`,
  softwareCreate: `${base}/software/create`,
  softwareEdit: `${base}/software/edit`,
  softwareDetail: `${base}/software/detail`,
  firmwareList: `${base}/firmware/list`,
  firmwareCreate: `${base}/firmware/create`,
  firmwareEdit: `${base}/firmware/edit`,
  // 配置 (energy-config slice): 用户黑名单, 白名单, SIM 卡, 设备上下线日志, 设备报文日志; 应用列表; 地图引流申请; the station
  // detail's 黑名单, 白名单 and SIM.
  blacklist: `${base}/config/blacklist`,
  whitelist: `${base}/config/whitelist`,
  simList: `${base}/config/sim`,
  onlineLog: `${base}/config/device-online-log`,
  messageLog: `${base}/config/device-message-log`,
  appList: `${base}/app/list`,
  emapList: `${base}/emap-apply/list`,
  detailBlacklist: `${detail}/config/blacklist`,
  detailWhitelist: `${detail}/config/whitelist`,
  detailSim: `${detail}/config/sim`,
  // 虚拟电损 records; the station detail's 虚拟电损 (设置, 记录), 卡 (the group: 卡, VIN, 虚拟卡), 设备安全策略 and 分润设置
  // (energy-detail-rest slice).
  virtualRecordList: `${base}/virtual/record/list`,
  detailVirtualSetting: `${detail}/virtual/setting`,
  detailVirtualRecord: `${detail}/virtual/record`,
  detailCard: `${detail}/card`,
  detailVin: `${detail}/vin`,
  detailVirtualCard: `${detail}/virtual-card`,
  detailPolicy: `${detail}/config/policy`,
  detailProfitSharing: `${detail}/config/profit-sharing`,
  // The group's 支付通道配置 and 充电配置 (group-energy-config slice; the group's station detail only).
  detailChannel: `${detail}/config/channel`,
  detailCharge: `${detail}/config/charge`,
  // 充电套餐 (list, create — edit with ?id= —, detail ?id=, 购买记录) and 活动 (list, create — edit with ?event_id= —, detail
  // ?event_id=, 活动用户, 活动人群) of the station detail — energy-packages-events slice.
  detailPackageList: `${detail}/package/list`,
  detailPackageCreate: `${detail}/package/create`,
  detailPackageDetail: `${detail}/package/detail`,
  detailPackagePurchase: `${detail}/package/purchase`,
  detailEventList: `${detail}/event/list`,
  detailEventCreate: `${detail}/event/create`,
  detailEventDetail: `${detail}/event/detail`,
  detailEventUser: `${detail}/event/user`,
  detailEventCrowd: `${detail}/event/crowd`,
  // 卡管理 (energy-cards slice): 充电卡, VIN 车辆, 虚拟卡 — each with list, create and detail (?card_no=).
  cards: {
    1: { list: `${base}/card/list`, create: `${base}/card/create`, detail: `${base}/card/detail` },
    2: { list: `${base}/vin/list`, create: `${base}/vin/create`, detail: `${base}/vin/detail` },
    3: { list: `${base}/virtual-card/list`, create: `${base}/virtual-card/create`, detail: `${base}/virtual-card/detail` },
  },
});

/**
 * Each platform's pages. The merchant's station detail is `/energy/detail` like the partner's (routes.tsv names no
 * merchant one); the group's basic configuration is `config/base` (routes.tsv).
 */
export const energyPaths = {
  partner: pathsOf('/energy', '/energy/detail', '/energy/detail/config/basic'),
  merchant: pathsOf('/energy/merchant', '/energy/detail', '/energy/detail/config/basic'),
  group: pathsOf('/group/energy', '/group/energy/detail', '/group/energy/detail/config/base'),
} as const;
export type EnergyPaths = (typeof energyPaths)[EnergyPlatform];

export type EnergyResource = 'station' | 'device' | 'port' | 'alarm' | 'card' | 'order' | 'reconciliation' | 'software' | 'acl' | 'sim' | 'log' | 'app' | 'emap' | 'package' | 'event';
/** The platform's code of a permission: `energy:partner:station:list`, `energy:group:…`, `energy:station:list`. */
export const energyPermission = (platform: EnergyPlatform, resource: EnergyResource, action: string) =>
  platform === 'merchant' ? `energy:${resource}:${action}` : `energy:${platform}:${resource}:${action}`;

/** Which platform an address belongs to; `/energy/detail` is the partner's or the merchant's by what the user holds. */
export function platformOf(pathname: string, permissions: ReadonlySet<string>): EnergyPlatform {
  if (pathname.startsWith('/group/energy')) return 'group';
  if (pathname.startsWith('/energy/merchant')) return 'merchant';
  if (pathname.startsWith('/energy/detail')) return permissions.has('energy:partner:station:list') ? 'partner' : 'merchant';
  return 'partner';
}

/** The card kind a card page serves, by its address: `…/vin/…` 2 VIN, `…/virtual-card/…` 3 虚拟卡, else 1 实体卡. */
export const cardKindOf = (pathname: string): 1 | 2 | 3 => (pathname.includes('/vin/') ? 2 : pathname.includes('/virtual-card/') ? 3 : 1);

/** The version kind a software page serves, by its address: `…/firmware/…` 2 固件, else 1 软件. */
export const softwareKindOf = (pathname: string): 1 | 2 => (pathname.includes('/firmware/') ? 2 : 1);
