// 储值车 and 自动充值 (document 2 §2 "Parking merchant": vehicle management › stored value; discount › auto recharge
// setting, create, detail) and the group's 自动充值配置 (§2 "Group"). The route tables import these without a page's code.
export const STORED_VALUE = '/parking-merchant/vehicle/stored-value';
export const RECHARGE_RULE = {
  list: '/parking-merchant/discount/recharge',
  create: '/parking-merchant/discount/recharge/create',
  detail: '/parking-merchant/discount/recharge/detail',
} as const;
/** The group reads its members' rules: the list at its spec path, the detail beside it (inferred). */
export const GROUP_RECHARGE_RULE = { list: '/group/recharge/config', detail: '/group/recharge/config/detail' } as const;
