// 预约管理 and 预约规则 of the parking merchant (document 2 §2 "Parking merchant › Reservation", "Config › reservation
// rule"), apart from the pages: the route table imports these without pulling a page into the shell's first load.
export const RESERVE_RECORD = '/parking-merchant/reserve/record';
export const RESERVE_APPLY = '/parking-merchant/reserve/apply';
export const RESERVE_APPEAL = '/parking-merchant/reserve/appeal';
export const RESERVE_BLACKLIST = '/parking-merchant/reserve/blacklist';
export const RESERVE_RULE = '/parking-merchant/config/reserve-rule';
