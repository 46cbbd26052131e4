// 无牌车, 重点客户 (document 2 §2 "Parking merchant › Parking management") and 在线日志 (§2 "Config").
export const PLATELESS = '/parking-merchant/parking-manage/plateless';
export const KEY_CUSTOMER = '/parking-merchant/parking-manage/key-customer';
export const ONLINE_LOG = '/parking-merchant/config/online-log';
export const REPORT_SERVICE = '/parking-merchant/config/report-service';
