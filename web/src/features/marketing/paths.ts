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

/** The activities at 基础服务's addresses (`/base/services/bonus/activity/*`): the same pages, the operator's menu. */
export const BASE_ACTIVITY_LIST = '/base/services/bonus/activity/list';
export const BASE_ACTIVITY_ADD = '/base/services/bonus/activity/add';
export const BASE_ACTIVITY_EDIT = '/base/services/bonus/activity/edit';
export const BASE_ACTIVITY_DETAIL = '/base/services/bonus/activity/detail';

const detailAt = (base: string) => (id: number, tab?: string) => `${base}?id=${id}${tab ? `&tab=${tab}` : ''}`;

/** The activity pages' own addresses, by where they were opened (营销中心 or 基础服务 › 奖励活动). */
export const activityPathsOf = (pathname: string) =>
  pathname.startsWith('/base/services/bonus/')
    ? { list: BASE_ACTIVITY_LIST, create: BASE_ACTIVITY_ADD, edit: BASE_ACTIVITY_EDIT, detail: detailAt(BASE_ACTIVITY_DETAIL) }
    : { list: ACTIVITY_LIST, create: ACTIVITY_CREATE, edit: ACTIVITY_EDIT, detail: activityDetail };
