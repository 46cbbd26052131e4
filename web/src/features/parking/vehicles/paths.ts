// The parking merchant's 车辆管理 screens (document 2 §2 "Parking merchant › Vehicle management"), apart from the pages:
// the route table imports these without pulling a page's code into the shell's first load.
export const MONTHLY = '/parking-merchant/vehicle/monthly';
export const FIXED_APPLY_LIST = '/parking-merchant/vehicle/fixed-apply/list';
export const FIXED_APPLY_DETAIL = '/parking-merchant/vehicle/fixed-apply/detail';
export const FIXED_APPLY_AUDIT = '/parking-merchant/vehicle/fixed-apply/audit';
export const BLACKLIST = '/parking-merchant/vehicle/blacklist';
export const WHITELIST = '/parking-merchant/vehicle/whitelist';
