import {
  groupCollate, groupPaymentGet, groupPaymentList, groupRechargeGet, groupRechargeList, groupResync, parkingPaymentGet, parkingPaymentList, parkingRechargeGet,
  parkingRechargeList, rechargeCollate,
} from '@console/contract';
import { useLocation } from 'react-router';
import { GROUP_TRADES, MERCHANT_TRADES, PARTNER_TRADES } from './paths';

/**
 * The trade pages serve three platforms (docs/decisions.md, "Parking trades"): the parking merchant its own parks'
 * orders at `/parking-merchant/trade/*` (with 对账 and the allocation details), the parking partner its customers' at
 * `/parking/order/*` (read-only), the parking group its members' at `/group/order/*` on its own calls (对账 and 重新同步).
 */
export type TradePlatform = 'merchant' | 'partner' | 'group';

const platforms = {
  merchant: {
    payments: { list: parkingPaymentList, get: parkingPaymentGet },
    recharges: { list: parkingRechargeList, get: parkingRechargeGet, collate: rechargeCollate, resync: undefined },
    codes: { collate: 'parking:trade:collate', resync: undefined },
    paths: MERCHANT_TRADES,
    showsMerchant: false,
    allocation: true,
    statistics: true,
  },
  partner: {
    payments: { list: parkingPaymentList, get: parkingPaymentGet },
    recharges: { list: parkingRechargeList, get: parkingRechargeGet, collate: undefined, resync: undefined },
    codes: { collate: undefined, resync: undefined },
    paths: PARTNER_TRADES,
    showsMerchant: true,
    allocation: false,
    statistics: true,
  },
  group: {
    payments: { list: groupPaymentList, get: groupPaymentGet },
    recharges: { list: groupRechargeList, get: groupRechargeGet, collate: groupCollate, resync: groupResync },
    codes: { collate: 'parking:group:trade:collate', resync: 'parking:group:trade:resync' },
    paths: GROUP_TRADES,
    showsMerchant: true,
    allocation: false,
    statistics: false,
  },
} as const;

export const tradePlatformOf = (pathname: string): TradePlatform =>
  pathname.startsWith('/group/') ? 'group' : pathname.startsWith('/parking/') ? 'partner' : 'merchant';

/** This page's platform: its calls, codes and paths. */
export function useTrades() {
  const { pathname } = useLocation();
  const platform = tradePlatformOf(pathname);
  return { platform, ...platforms[platform] };
}
