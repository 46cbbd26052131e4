import { paymentAppAclValidate } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AccessContext, MenuFeature } from '../../lib/access';
import { send } from '../../lib/request';
import { useSession } from '../session/store';

/**
 * The dynamic routes of document 1 §2: each is added when the user holds its permission and its check, made once a
 * session starts, succeeds. (`/parking-coupon/parking/token` joins when the coupon runtime exists.)
 */
const dynamicRoutes: { path: string; permission: string; check: (merchant: number) => Promise<unknown> }[] = [
  { path: '/service/payment/acl/list', permission: 'payment:partner:app:acl:list', check: (merchant) => send(paymentAppAclValidate, { merchant }, { silent: true }) },
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
    queryKey: ['dynamic-routes', merchant, wanted.map((route) => route.path)],
    queryFn: async () => {
      const passed = await Promise.all(wanted.map((route) => route.check(merchant!).then(() => route.path, () => null)));
      return new Set(passed.filter((path): path is string => path !== null));
    },
    enabled: merchant !== undefined && wanted.length > 0,
    staleTime: Infinity,
  });
  const allowed = checks.data ?? none;
  const settling = wanted.length > 0 && checks.isPending;
  const features = useMemo(() => menuFeatures(products), [products]);
  return useMemo(() => ({ permissions, products, dynamicRoutes: allowed, features, settling }), [permissions, products, allowed, features, settling]);
}
