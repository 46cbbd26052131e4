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

/** 采购与库存 and 发放记录 (docs/decisions.md, "Coupon purchases, stock and grants"). */
export const PURCHASE_LIST = '/parking-coupon/purchase/list';
export const PURCHASE_CREATE = '/parking-coupon/purchase/create';
export const PURCHASE_BATCH = '/parking-coupon/purchase/batch';
export const PURCHASE_DETAIL = '/parking-coupon/purchase/detail';
export const WAREHOUSE_LIST = '/parking-coupon/warehouse/list';
export const WAREHOUSE_DETAIL = '/parking-coupon/warehouse/detail';
export const GRANT_RECORD = '/parking-coupon/grant/record';

/** 发放规则 (docs/decisions.md, "Coupon grant rules, batch purchase and the group's coupons"). */
export const GRANT_RULES = '/parking-coupon/rule/grant';

/** 钱包余额: the merchant's own wallet (the wallet module's page). */
export const WALLET_BALANCE = '/parking-coupon/wallet/balance';

/** The parking group's view of its members' coupons (read only). */
export const GROUP_COUPON = {
  warehouse: '/group/coupon/warehouse',
  purchase: '/group/coupon/purchase',
  grant: '/group/mcoupon/grant',
  event: '/group/coupon/event',
} as const;

/** 事件规则 and 事件发放记录 (docs/decisions.md, "Coupon event rules and event records"). */
export const EVENT_RULES = '/parking-coupon/rule/event';
export const EVENT_RULE_CREATE = '/parking-coupon/rule/event/create';
export const EVENT_RULE_EDIT = '/parking-coupon/rule/event/edit';
export const EVENT_RULE_DETAIL = '/parking-coupon/rule/event/detail';
export const EVENT_RECORD = '/parking-coupon/event/record';

/** 商户管理 and 商户规则 of the coupon platform (docs/decisions.md, "Coupon merchants"). */
export const MERCHANT_MANAGE = '/parking-coupon/merchant-manage';
export const MERCHANT_CREATE = '/parking-coupon/merchant/create';
export const MERCHANT_EDIT = '/parking-coupon/merchant/edit';
export const MERCHANT_DETAIL = '/parking-coupon/merchant/detail';
export const MERCHANT_RULES = '/parking-coupon/rule/merchant';
