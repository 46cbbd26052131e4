import { GROUP_VEHICLES, MERCHANT_VEHICLES } from '../vehicles/paths';

// 停车管理 of one merchant (document 2 §2 "Parking partner": `/parking/manage` and `/group/parking` with orders, release,
// plate records, reservations and their blacklist, cars, virtual plates, config and charge types): the partner looks
// into a customer, the group into a member (`?merchant=&merchant_name=`). Apart from the pages, so that the route
// tables import these without pulling a page's code into the shell's first load. docs/decisions.md, "The partner's and
// group's 停车管理".

export type ManagePlatform = 'partner' | 'group';

const pathsOf = (base: string) => ({
  home: base,
  temporary: `${base}/order`,
  // routes.tsv has one `…/order`: 临停订单 there, 月卡订单 below it (ruled).
  monthly: `${base}/order/monthly`,
  gate: `${base}/gate`,
  release: `${base}/release`,
  plateRecord: `${base}/plate-record`,
  // 通行证: the group's only (parking-partner-more).
  passport: `${base}/passport`,
  reserve: `${base}/reserve`,
  reserveBlacklist: `${base}/reserve-blacklist`,
  car: `${base}/car`,
  carDetail: `${base}/car/detail`,
  carAdd: `${base}/car/add`,
  virtualPlate: `${base}/virtual-plate`,
  // 客户 (the merchant's 重点客户), 会员 (its parking members), 优惠券 (its coupons): parking-customers.
  customer: `${base}/customer`,
  member: `${base}/member`,
  coupon: `${base}/coupon`,
  config: `${base}/config`,
  chargeType: `${base}/charge-type`,
  chargeTypeCreate: `${base}/charge-type/create`,
  chargeTypeEdit: `${base}/charge-type/edit`,
  chargeTypeDetail: `${base}/charge-type/detail`,
  chargeTypeMembers: `${base}/charge-type/members`,
});

export const MANAGE_PATHS = { partner: pathsOf('/parking/manage'), group: pathsOf('/group/parking') } as const;

/** Where one chooses the merchant: the partner's and the group's 商户列表 (its 停车管理 action). */
export const MERCHANT_LIST = '/account/merchant/manage/list';

/** The address parameters of the merchant looked into, carried from page to page of the group. */
export const MANAGE_QUERY = ['merchant', 'merchant_name'] as const;

const owned = new Map<string, ManagePlatform>(
  (['partner', 'group'] as const).flatMap((platform) => Object.values(MANAGE_PATHS[platform]).map((path) => [path, platform] as const)),
);

/** Whose 停车管理 a page of this address is (`/group/parking/energy/index` is not one of them). */
export const managePlatformOf = (pathname: string): ManagePlatform | undefined => owned.get(pathname);

/** The address of a merchant's 停车管理 (optionally on one park, as the park list's action opens it). */
export function manageAddress(platform: ManagePlatform, merchant: { id: number; name: string }, parkCode?: string) {
  const query = new URLSearchParams({ merchant: String(merchant.id), merchant_name: merchant.name, ...(parkCode ? { park_code: parkCode } : {}) });
  return `${MANAGE_PATHS[platform].home}?${query}`;
}

/**
 * The 车辆管理 pages' paths inside a 停车管理: 月卡 and 固定车类型 (with its detail, members and, for the group, create
 * and edit) stay in the group; what the group does not hold (applications, lists) keeps the platform's own.
 */
export function manageVehiclePaths(pathname: string) {
  const platform = managePlatformOf(pathname);
  if (!platform) return undefined;
  const p = MANAGE_PATHS[platform];
  const inside = {
    monthly: p.car, virtualPlate: p.virtualPlate, packageList: p.chargeType, packageCreate: p.chargeTypeCreate, packageEdit: p.chargeTypeEdit,
    packageDetail: p.chargeTypeDetail, packageMembers: p.chargeTypeMembers,
  };
  return platform === 'partner'
    ? { platform, paths: { ...MERCHANT_VEHICLES, ...inside } as Record<keyof typeof MERCHANT_VEHICLES, string> }
    : { platform, paths: { ...GROUP_VEHICLES, ...inside, monthlyDetail: p.carDetail, monthlyAdd: p.carAdd } as Record<keyof typeof GROUP_VEHICLES, string> };
}
