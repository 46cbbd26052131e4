import { isConsolePath } from '@console/contract';

/** 账号设置: the account's own page (avatar menu). */
export const MINE_PATH = '/account/role-permission/mine';

/** Where the identity provider sends the browser back to (third-party sign-in and binding). */
export const OAUTH_CALLBACK_PATH = '/manager/oauth';

/** The public routes of document 1 §2: no login needed. */
export const PUBLIC_PATHS = [
  '/',
  OAUTH_CALLBACK_PATH,
  '/error-page/no-auth',
  '/error-page/401',
  '/error-page/404',
  '/payment/verify',
  '/energy/apply',
  '/channel/apply',
  '/park/apply',
  '/contract/prepare',
  '/payment/channel/apply/create',
  '/payment/channel/audit',
  '/payment/channel/apply/detail',
  '/paymnet/channel/apply_no/instruction',
  '/payment/channel/auth/alipay/callback',
  '/merchant/business/apply',
  '/group/merchant/apply/create',
  '/group/merchant/apply/result',
  '/external',
  '/base/services/announcement/notice/detail',
  '/external/payment/channel/config',
  '/external/payment/channel/apply',
  '/external/payment/channel/detail',
] as const;

/** Sends a signed-in user to the home of its platform kind (the console knows which pages exist). */
export const HOME_REDIRECT = '/redirect/home';

/**
 * `/redirect/<path>` (document 1 §2: a navigation trick, never in menus or breadcrumbs): shows `<path>` again as a new
 * page. 刷新 in the tab bar goes through it, so that the page is mounted afresh.
 */
export const REDIRECT_PREFIX = '/redirect';
export const redirectTo = (address: string) => `${REDIRECT_PREFIX}${address}`;
/** The page a `/redirect/…` address leads to, or home when what follows is not a console path. */
export const redirectTarget = (pathname: string, search: string) => safeRedirect(`${pathname.slice(REDIRECT_PREFIX.length)}${search}`) ?? HOME_REDIRECT;

const bare = (pathname: string) => pathname.replace(/\/+$/, '') || '/';
export const isPublicPath = (pathname: string) => (PUBLIC_PATHS as readonly string[]).includes(bare(pathname));

/**
 * Public routes whose page works for a signed-in user only (a link from outside the console, document 1 §2: "missing-login
 * redirect adds login_other=1"): the session is loaded there like on any console page, and without one the login opens
 * with `login_other=1`, so that a user signed in as someone else may sign in as the account the link is for.
 */
export const SIGNED_IN_PUBLIC_PATHS: readonly string[] = [
  '/merchant/business/apply',
  // The invitation pages and the application's result (docs/decisions.md, "Invitation pages").
  '/park/apply',
  '/energy/apply',
  '/channel/apply',
  '/group/merchant/apply/create',
  '/group/merchant/apply/result',
  // The contract signing page of a payment channel application (docs/decisions.md, "Invoice fees, invoicing test, contract prepare").
  '/contract/prepare',
  // A payment channel application's pages, opened from a link or reloaded (they used to show the login to a signed-in user).
  '/payment/channel/apply/create',
  '/payment/channel/audit',
  '/payment/channel/apply/detail',
];
export const needsSession = (pathname: string) => SIGNED_IN_PUBLIC_PATHS.includes(bare(pathname));

/** The login page with the page to come back to (the signed-in public pages also ask for `login_other=1`). */
export function loginPath(from: string) {
  const params = new URLSearchParams();
  if (from && from !== '/') params.set('redirect', from);
  if (needsSession(from.split('?')[0] ?? from)) params.set('login_other', '1');
  const query = params.toString();
  return query ? `/?${query}` : '/';
}

/** A redirect target is honoured only when it is a path of this console. */
export const safeRedirect = (value: string | null) => (value && isConsolePath(value) ? value : undefined);

/** Home after login or a logo click, by platform kind (document 1 §2). */
export function homePath(products: readonly string[]) {
  if (products.includes('parking:group:platform') || products.includes('energy:group:platform')) return '/group/home/index';
  const homeKinds = ['ALL', 'parking:partner:platform', 'energy:partner:platform', 'parking:merchant:platform', 'parking:mcoupon:platform'];
  if (homeKinds.some((kind) => products.includes(kind))) return '/home/index';
  if (products.includes('energy:merchant:platform')) return '/energy/merchant';
  return '/home/index';
}
