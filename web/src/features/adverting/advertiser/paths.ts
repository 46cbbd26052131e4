/** 广告主 and 拓量需求 addresses (the route table imports only these, so that it pulls no page code into the shell). */
export const ADVERTISER_LIST = '/adverting/advertiser/list';
export const ADVERTISER_CREATE = '/adverting/advertiser/create';
export const ADVERTISER_EDIT = '/adverting/advertiser/edit';
export const ADVERTISER_DETAIL = '/adverting/advertiser/detail';
export const DEMAND_LIST = '/adverting/operation/expansion-demand/list';
export const DEMAND_CREATE = '/adverting/operation/expansion-demand/create';
export const DEMAND_EDIT = '/adverting/operation/expansion-demand/edit';
export const DEMAND_DETAIL = '/adverting/operation/expansion-demand/detail';
export const DEMAND_AUDIT = '/adverting/operation/expansion-demand/audit';
