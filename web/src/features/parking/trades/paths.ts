// The trade screens (停车交易) of the parking merchant (document 2 §2 "Parking merchant › Trade"), the parking partner
// (§2 "Parking partner": temporary and monthly orders) and the group (§2 "Group": order payment, recharge), apart from
// the pages: the route tables import these without pulling a page's code into the shell's first load.
export const MERCHANT_TRADES = {
  temporary: '/parking-merchant/trade/temporary',
  monthly: '/parking-merchant/trade/monthly',
  periodDetail: '/parking-merchant/trade/period-detail',
  dailyDetail: '/parking-merchant/trade/daily-detail',
} as const;

export const PARTNER_TRADES = { temporary: '/parking/order/temporary', monthly: '/parking/order/monthly' } as const;

export const GROUP_TRADES = { temporary: '/group/order/payment', monthly: '/group/order/recharge' } as const;
