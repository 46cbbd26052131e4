import { couponRuntimeValidate, invoiceMerchantRtGet, InvoiceSoftwareType, paymentAppAclValidate, TokenLimit } from '@console/contract';
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
export function menuFeatures(products: ReadonlySet<string>, managed: { invoiceSoftwareType?: number | null; platformOperator?: boolean } = {}): Set<MenuFeature> {
  const features = new Set<MenuFeature>();
  const owns = (product: string) => products.has('ALL') || products.has(product);
  if (owns('parking:partner:platform')) features.add('ParkingSoftware');
  if (owns('energy:partner:platform')) features.add('EnergySoftware');
  // AUDITOR: the managed invoice merchant's software is of type 1 and the user's merchant is the platform operator.
  if (managed.platformOperator && managed.invoiceSoftwareType === InvoiceSoftwareType.reviewed) features.add('AUDITOR');
  return features;
}

/** The permission behind the AUDITOR feature's pages: without it the managed merchant's software is not even asked. */
const AUDITOR_PERMISSION = 'invoice:partner:auditor:list';

/** The invoice merchant a page manages (`?merchant=` of /invoice-merchant/manage…), whose software AUDITOR depends on. */
export const managedMerchantOf = (search: string) => {
  const value = Number(new URLSearchParams(search).get('merchant'));
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

/**
 * What the menus, the route guard and the palette ask `routeAccess` with: the session's permissions and products and
 * the dynamic routes its checks allowed, and the menu features. `settling` while those checks run (a guard waits rather than refuse).
 */
export function useAccessContext(managed?: number): AccessContext & { settling: boolean } {
  const permissions = useSession((s) => s.permissions);
  const products = useSession((s) => s.products);
  const merchant = useSession((s) => s.user?.merchant);
  const platformOperator = useSession((s) => s.user?.system === 'platform');
  // A page managing one invoice merchant asks for its runtime (the same query, and cache, as the manage pages): its
  // software's type decides AUDITOR. Only for the platform operator holding the auditor permission; nobody else gets it.
  const askRt = managed !== undefined && platformOperator && permissions.has(AUDITOR_PERMISSION);
  const rt = useQuery({
    queryKey: [invoiceMerchantRtGet.path, managed],
    queryFn: () => send(invoiceMerchantRtGet, { merchant: managed! }, { silent: true }),
    enabled: askRt,
  });
  const invoiceSoftwareType = askRt ? rt.data?.software_type : undefined;
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
  const settling = (wanted.length > 0 && checks.isPending) || (askRt && rt.isPending);
  const features = useMemo(() => menuFeatures(products, { invoiceSoftwareType, platformOperator }), [products, invoiceSoftwareType, platformOperator]);
  return useMemo(() => ({ permissions, products, dynamicRoutes: allowed, features, settling }), [permissions, products, allowed, features, settling]);
}
