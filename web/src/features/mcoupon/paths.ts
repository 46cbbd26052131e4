// The coupon screens' addresses, apart from the pages: the route table and the shell's dynamic-route check import
// these without pulling a page's code into the shell's first load.
export const COUPON_LIST = '/parking-coupon/coupon/list';
export const COUPON_CREATE = '/parking-coupon/coupon/create';
export const COUPON_EDIT = '/parking-coupon/coupon/edit';

/** 固定码: a dynamic route (document 1 §2), with its hidden pages behind the same check. */
export const TOKEN_LIST = '/parking-coupon/parking/token';
export const TOKEN_CREATE = '/parking-coupon/parking/token/create';
export const TOKEN_EDIT = '/parking-coupon/parking/token/edit';
export const TOKEN_DETAIL = '/parking-coupon/parking/token/detail';
export const TOKEN_PATHS = [TOKEN_LIST, TOKEN_CREATE, TOKEN_EDIT, TOKEN_DETAIL] as const;

export const RUNTIME_RULES = '/parking-coupon/rule/runtime';
