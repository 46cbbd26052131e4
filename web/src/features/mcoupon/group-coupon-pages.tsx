import EventRecordPage from './event-rule/event-record-page';
import GrantRecordPage from './grant/grant-record-page';
import PurchaseListPage from './purchase/purchase-list-page';
import WarehouseListPage from './purchase/warehouse-list-page';

// 集团停车 › 优惠券 (document 2 §2 "Group": coupon warehouse, purchase; mcoupon grant): the merchant's own pages over the
// group's scope (its members), read only. docs/decisions.md, "Coupon grant rules, batch purchase and the group's coupons".

export const GroupWarehousePage = () => <WarehouseListPage group />;
export const GroupPurchasePage = () => <PurchaseListPage group />;
export const GroupGrantPage = () => <GrantRecordPage group />;
export const GroupEventPage = () => <EventRecordPage group />;
