// The 车辆管理 screens of the parking merchant (document 2 §2 "Parking merchant › Vehicle management") and of the
// parking group (§2 "Group": `/group/car-manage/*`, `/group/record`), apart from the pages: the route tables import
// these without pulling a page's code into the shell's first load.
export const MONTHLY = '/parking-merchant/vehicle/monthly';
export const FIXED_APPLY_LIST = '/parking-merchant/vehicle/fixed-apply/list';
export const FIXED_APPLY_DETAIL = '/parking-merchant/vehicle/fixed-apply/detail';
export const FIXED_APPLY_AUDIT = '/parking-merchant/vehicle/fixed-apply/audit';
export const BLACKLIST = '/parking-merchant/vehicle/blacklist';
export const WHITELIST = '/parking-merchant/vehicle/whitelist';
export const VIRTUAL_PLATE = '/parking-merchant/vehicle/virtual-plate';
// 配置管理 › 固定车类型 (routes.tsv gives the list; its create, edit, detail and members pages are ruled below it).
const FIXED_TYPE = '/parking-merchant/config/fixed-type';

export const MERCHANT_VEHICLES = {
  monthly: MONTHLY, fixedApplyList: FIXED_APPLY_LIST, fixedApplyDetail: FIXED_APPLY_DETAIL, fixedApplyAudit: FIXED_APPLY_AUDIT, blacklist: BLACKLIST, whitelist: WHITELIST,
  virtualPlate: VIRTUAL_PLATE, packageList: FIXED_TYPE, packageCreate: `${FIXED_TYPE}/create`, packageEdit: `${FIXED_TYPE}/edit`, packageDetail: `${FIXED_TYPE}/detail`,
  packageMembers: `${FIXED_TYPE}/members`,
} as const;

const CAR_MANAGE = '/group/car-manage';
export const GROUP_VEHICLES = {
  monthly: `${CAR_MANAGE}/monthly/list`,
  monthlyDetail: `${CAR_MANAGE}/monthly/detail`,
  monthlyAdd: `${CAR_MANAGE}/monthly/add`,
  packageList: `${CAR_MANAGE}/package/list`,
  packageCreate: `${CAR_MANAGE}/package/create`,
  packageEdit: `${CAR_MANAGE}/package/edit`,
  packageDetail: `${CAR_MANAGE}/package/detail`,
  packageMembers: `${CAR_MANAGE}/package/members`,
  renewalList: `${CAR_MANAGE}/renewal/list`,
  renewalDetail: `${CAR_MANAGE}/renewal/detail`,
  fixedApplyList: `${CAR_MANAGE}/fixed-apply/list`,
  fixedApplyDetail: `${CAR_MANAGE}/fixed-apply/detail`,
  fixedApplyAudit: `${CAR_MANAGE}/fixed-apply/audit`,
  blacklist: `${CAR_MANAGE}/blacklist/list`,
  blacklistAdd: `${CAR_MANAGE}/blacklist/add`,
  blacklistDetail: `${CAR_MANAGE}/blacklist/detail`,
  whitelist: `${CAR_MANAGE}/whitelist/list`,
  whitelistAdd: `${CAR_MANAGE}/whitelist/add`,
  whitelistDetail: `${CAR_MANAGE}/whitelist/detail`,
  record: '/group/record',
} as const;
