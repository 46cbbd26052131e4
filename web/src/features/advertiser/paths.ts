/** The advertiser platform's addresses (/advertiser, document 2 §2 "Advertiser"). */
export const BASE_INFO = '/advertiser/base-info';
export const DEPOSIT = '/advertiser/deposit';
export const PRICE_SETTING = '/advertiser/price-setting';
export const BILL_LIST = '/advertiser/bill/list';
export const BILL_SERIAL = '/advertiser/bill/serial';
export const STATISTICS = '/advertiser/statistics';
