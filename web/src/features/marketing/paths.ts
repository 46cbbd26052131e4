/** The 营销中心's addresses (kept apart from the components: the route table imports only these). */
export const BOARD = '/marketing-center/board';
export const ACTIVITY_LIST = '/marketing-center/manage/activity';
export const ACTIVITY_CREATE = '/marketing-center/manage/activity/create';
export const ACTIVITY_DETAIL = '/marketing-center/manage/activity/detail';
export const ACTIVITY_EDIT = '/marketing-center/manage/activity/edit';
export const REWARD_CREATE = '/marketing-center/manage/activity/reward/create';
export const REWARD_EDIT = '/marketing-center/manage/activity/reward/edit';
export const REWARD_DETAIL = '/marketing-center/manage/activity/reward/detail';
export const REWARD_REPAIR = '/marketing-center/manage/activity/reward/repair';
export const REDEEM_CREATE = '/marketing-center/manage/activity/redeem-code/create';
export const REDEEM_DETAIL = '/marketing-center/manage/activity/redeem-code/detail';
export const BATCH_LIST = '/marketing-center/manage/batch';
export const GRANT_LIST = '/marketing-center/manage/grant';
export const REWARD_AUDIT = '/marketing-center/manage/reward-audit';

export const activityDetail = (id: number, tab?: string) => `${ACTIVITY_DETAIL}?id=${id}${tab ? `&tab=${tab}` : ''}`;
export const PARTNER_CUSTOMER_LIST = '/marketing-center/partner/customer/list';
export const PARTNER_CUSTOMER_DETAIL = '/marketing-center/partner/customer/detail';

export const partnerCustomerDetail = (id: number, tab?: string) => `${PARTNER_CUSTOMER_DETAIL}?id=${id}${tab ? `&tab=${tab}` : ''}`;
