import { materialApplyCreators, materialApplyReaders } from '@console/contract';
import { useLocation } from 'react-router';

/**
 * 物料申请 is one resource seen by two platforms (docs/decisions.md, "Payment service: transfers, material, risk,
 * channels"): the payment partner's 支付服务 (`/service/material/apply/*`, for its customers: 商户 shown and chosen) and the
 * payment merchant's 交易中心 (`/trading-center/material/apply/*`, for itself). The pages read which from the address.
 */
export const MATERIAL_PATHS = {
  service: { list: '/service/material/apply/list', create: '/service/material/apply/create' },
  merchant: { list: '/trading-center/material/apply/list', create: '/trading-center/material/apply/create' },
} as const;

export const MATERIAL_CODES = {
  service: { list: [materialApplyReaders[0]], create: [materialApplyCreators[0]] },
  merchant: { list: [materialApplyReaders[1]], create: [materialApplyCreators[1]] },
} as const;

export type MaterialPlatform = keyof typeof MATERIAL_PATHS;

export const materialPlatformOf = (pathname: string): MaterialPlatform => (pathname.startsWith('/trading-center/') ? 'merchant' : 'service');

export function useMaterialPlatform() {
  const { pathname } = useLocation();
  const platform = materialPlatformOf(pathname);
  return { platform, paths: MATERIAL_PATHS[platform], codes: MATERIAL_CODES[platform], showsMerchant: platform === 'service' };
}
