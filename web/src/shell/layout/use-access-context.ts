import { couponRuntimeValidate, paymentAppAclValidate, TokenLimit } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AccessContext, MenuFeature } from '../../lib/access';
import { TOKEN_PATHS } from '../../features/mcoupon/paths';
import { send } from '../../lib/request';
import { useSession } from '../session/store';

/**
 * The dynamic routes of document 1 §2: each is added when the user holds its permission and its check, made once a
 * session starts, succeeds (a rejection keeps them out). One check may open several paths: a list and its hidden pages.
 */
const dynamicRoutes: { paths: readonly string[]; permission: string; check: (merchant: number) => Promise<unknown> }[] = [
  { paths: ['/service/payment/acl/list'], permission: 'payment:partner:app:acl:list', check: (merchant) => send(paymentAppAclValidate, { merchant }, { silent: true }) },
  // 固定码: while the merchant's coupon runtime rule keeps fixed tokens on (token_limit is not 1).
  {
    paths: TOKEN_PATHS,
    permission: 'parking:mcoupon:token:list',
    check: async (merchant) => {
      const { token_limit } = await send(couponRuntimeValidate, { merchant }, { silent: true });
      if (token_limit === TokenLimit.off) throw new Error('fixed tokens are off');
    },
  },
];

const none = new Set<string>();

/**
 * Menu features known from the session alone (document 2 §6): the partner platforms' software entries need the
 * parking or energy partner product (the platform operator owns every product). Logging (a parking status check) and AUDITOR (an invoice software of type 1 at
 * the platform operator) join with the parking and invoice domains' checks.
 */
export function menuFeatures(products: ReadonlySet<string>): Set<MenuFeature> {
  const features = new Set<MenuFeature>();
  const owns = (product: string) => products.has('ALL') || products.has(product);
  if (owns('parking:partner:platform')) features.add('ParkingSoftware');
  if (owns('energy:partner:platform')) features.add('EnergySoftware');
  return features;
}

/**
 * What the menus, the route guard and the palette ask `routeAccess` with: the session's permissions and products and
 * the dynamic routes its checks allowed, and the menu features. `settling` while those checks run (a guard waits rather than refuse).
 */
export function useAccessContext(): AccessContext & { settling: boolean } {
  const permissions = useSession((s) => s.permissions);
  const products = useSession((s) => s.products);
  const merchant = useSession((s) => s.user?.merchant);
  const wanted = useMemo(() => dynamicRoutes.filter((route) => permissions.has(route.permission)), [permissions]);
  const checks = useQuery({
    queryKey: ['dynamic-routes', merchant, wanted.map((route) => route.paths[0])],
    queryFn: async () => {
      const passed = await Promise.all(wanted.map((route) => route.check(merchant!).then(() => route.paths, () => [])));
      return new Set(passed.flat());
    },
    enabled: merchant !== undefined && wanted.length > 0,
    staleTime: Infinity,
  });
  const allowed = checks.data ?? none;
  const settling = wanted.length > 0 && checks.isPending;
  const features = useMemo(() => menuFeatures(products), [products]);
  return useMemo(() => ({ permissions, products, dynamicRoutes: allowed, features, settling }), [permissions, products, allowed, features, settling]);
}
