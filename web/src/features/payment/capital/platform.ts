import { useLocation } from 'react-router';

/**
 * The capital pages (分账记录, 提现记录) serve three consoles on the same calls, the server scoping the rows: the
 * payment merchant its own (交易中心 `/trading-center/*`: details in drawers, and it alone applies for a withdrawal),
 * the payment partner and the platform their customers' (资金 `/capital/*`), the payment group its members'
 * (结算中心 `/settlement/*`, read-only). docs/decisions.md, "Profit-sharing records and withdrawals". 支付服务's 转账
 * (`/service/transfer/list`, `/transfer/detail`) is the payment partner's second door to the same withdrawals
 * (docs/decisions.md, "Payment service: transfers, material, risk, channels").
 */
export type CapitalPlatform = 'merchant' | 'partner' | 'group' | 'service';

export const CAPITAL_PATHS = {
  merchant: {
    shardings: '/trading-center/sharding/list',
    shardingDetail: undefined,
    transfers: '/trading-center/transfer/list',
    transferDetail: undefined,
    transferSetting: '/trading-center/transfer/setting',
    shardingSetting: '/trading-center/sharding/setting',
  },
  partner: {
    shardings: '/capital/sharding/list',
    shardingDetail: undefined,
    transfers: '/capital/transfer/list',
    transferDetail: '/capital/transfer/detail',
    transferSetting: '/capital/transfer/setting',
    shardingSetting: undefined,
  },
  service: {
    shardings: '/capital/sharding/list',
    shardingDetail: undefined,
    transfers: '/service/transfer/list',
    transferDetail: '/transfer/detail',
    transferSetting: undefined,
    shardingSetting: undefined,
  },
  group: {
    shardings: '/settlement/sharding/list',
    shardingDetail: '/settlement/sharding/detail',
    transfers: '/settlement/transfer/list',
    transferDetail: '/settlement/transfer/detail',
    transferSetting: undefined,
    shardingSetting: undefined,
  },
} as const;

export const CAPITAL_CODES = {
  merchant: { shardings: ['payment:merchant:sharding:list'], transfers: ['payment:merchant:transfer:list'], create: 'payment:merchant:transfer:create' },
  partner: { shardings: ['payment:partner:sharding:list'], transfers: ['payment:partner:transfer:list'], create: undefined },
  group: { shardings: ['payment:group:sharding:list'], transfers: ['payment:group:transfer:list'], create: undefined },
  service: { shardings: ['payment:partner:sharding:list'], transfers: ['payment:partner:transfer:list'], create: undefined },
} as const;

export const TRANSFER_REVIEW = ['payment:transfer:review'];

export const capitalPlatformOf = (pathname: string): CapitalPlatform =>
  pathname.startsWith('/settlement/') ? 'group'
    : pathname.startsWith('/capital/') ? 'partner'
      : pathname.startsWith('/service/') || pathname.startsWith('/transfer/') ? 'service'
        : 'merchant';

export function useCapitalPlatform() {
  const { pathname } = useLocation();
  const platform = capitalPlatformOf(pathname);
  return { platform, paths: CAPITAL_PATHS[platform], codes: CAPITAL_CODES[platform], showsMerchant: platform !== 'merchant' };
}
