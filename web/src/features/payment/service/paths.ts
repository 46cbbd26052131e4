// 支付服务's provider pages (routes.tsv verbatim; the edit addresses are ours): the route table imports these without a page's code.
export const MERCHANT_LIST = '/service/payment/merchant/list';
export const MERCHANT_CREATE = '/service/payment/merchant/create';
/** Not in routes.tsv ("merchant list and create"): the profile's edit (docs/decisions.md, "Payment service provider"). */
export const MERCHANT_EDIT = '/service/payment/merchant/edit';
export const MERCHANT_DETAIL = '/service/merchant/detail';
export const ROUTE_CREATE = '/service/merchant/routing/create';
export const ROUTE_EDIT = '/service/merchant/routing/edit';
export const TRADE_RANK = '/service/trade/rank';
export const ORDER_LOOKUP = '/service/trade/order-lookup';

export const MERCHANT_READ = ['payment:partner:merchant:list'];
export const MERCHANT_CREATE_CODES = ['payment:partner:merchant:create'];
export const MERCHANT_UPDATE_CODES = ['payment:partner:merchant:update'];
export const ROUTE_UPDATE_CODES = ['payment:partner:route:update'];
/** The rank and the lookup read trades: the partner's trade list code. */
export const TRADE_READ = ['payment:partner:trade:payment:list'];

export const merchantDetailLink = (merchant: number, tab?: string) => `${MERCHANT_DETAIL}?merchant=${merchant}${tab ? `&tab=${tab}` : ''}`;
