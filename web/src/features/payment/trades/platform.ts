import { useLocation } from 'react-router';
import { GROUP_CODES, GROUP_PAYMENT, MERCHANT_CODES, MERCHANT_PAYMENT, PARTNER_CODES, PARTNER_PAYMENT } from './paths';

/**
 * The payment trade pages serve three consoles (docs/decisions.md, "Payment trades, refunds and settlements") on the
 * same calls, the server scoping the rows: the payment merchant its own (交易中心, `/trading-center/*`, details in
 * drawers: its platform has no detail routes), the payment partner its customers' (支付服务, `/service/*` and
 * `/payment/trade/payment/detail`), the payment group its members' (结算中心, `/settlement/*`, read-only).
 */
export type PaymentPlatform = 'merchant' | 'partner' | 'group' | 'capital';

const platforms = {
  merchant: { paths: MERCHANT_PAYMENT, codes: MERCHANT_CODES, showsMerchant: false },
  partner: { paths: PARTNER_PAYMENT, codes: PARTNER_CODES, showsMerchant: true },
  group: { paths: GROUP_PAYMENT, codes: GROUP_CODES, showsMerchant: true },
  // 资金 › 结算记录 (docs/decisions.md, "Profit-sharing records and withdrawals"): the partner's, with its own detail route.
  capital: { paths: { ...PARTNER_PAYMENT, settlements: '/capital/settlement/list', settlementDetail: '/capital/settlement/detail' }, codes: PARTNER_CODES, showsMerchant: true },
} as const;

export const paymentPlatformOf = (pathname: string): PaymentPlatform =>
  pathname.startsWith('/settlement/') ? 'group' : pathname.startsWith('/capital/') ? 'capital' : pathname.startsWith('/service/') || pathname.startsWith('/payment/') ? 'partner' : 'merchant';

export function usePaymentPlatform() {
  const { pathname } = useLocation();
  const platform = paymentPlatformOf(pathname);
  return { platform, ...platforms[platform] };
}
