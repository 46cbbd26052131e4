/** 流量主 addresses (the route table imports only these, so that it pulls no page code into the shell). */
export const BILL_LIST = '/adverting/provider/channel-bill/list';
export const BILL_DETAIL = '/adverting/provider/channel-bill/detail';
export const AD_DATA = '/adverting/provider/ad-data';
export const BILLING_RULE = '/adverting/provider/billing-rule';
export const PROFIT_SETTING = '/adverting/provider/profit-setting';
