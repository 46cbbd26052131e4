/** The config pages' addresses (the route table imports only these, so that it pulls no page code into the shell). */
export const SPACE_LIST = '/adverting/config/space/list';
export const SPACE_CREATE = '/adverting/config/space/create';
export const SPACE_EDIT = '/adverting/config/space/edit';
export const TARGETING_LIST = '/adverting/config/targeting-package/list';
export const TARGETING_CREATE = '/adverting/config/targeting-package/create';
export const TARGETING_EDIT = '/adverting/config/targeting-package/edit';
export const PROVIDER_LIST = '/adverting/config/traffic-provider/list';
export const CATEGORY_LIST = '/adverting/config/category';
export const MATERIAL = '/adverting/config/material';
export const EXPOSURE_LIST = '/adverting/config/exposure-strategy/list';
export const EXPOSURE_DETAIL = '/adverting/config/exposure-strategy/detail';
export const CHANNEL_APP_LIST = '/adverting/config/channel-app/list';
export const CHANNEL_APP_DETAIL = '/adverting/config/channel-app/detail';
/** 投放管理's 策略 (新建策略, 策略详情): the 曝光策略's create page and its detail under the operation address. */
export const POLICY_CREATE = '/adverting/operation/policy/create';
export const POLICY_DETAIL = '/adverting/operation/policy/detail';
