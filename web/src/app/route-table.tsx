import { tradingCenterRoutes } from './routes/trading-center';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router';
import type { RouteNode } from '../lib/access';
import { homePath } from '../lib/paths';
import { accountRoutes } from './routes/account';
import { okrRoutes } from './routes/okr';
import { marketingCenterRoutes } from './routes/marketing-center';
import { userRoutes } from './routes/user';
import { walletRoutes } from './routes/wallet';
import { partnerRoutes, profitSettingRoutes } from './routes/partner';
import { advertingRoutes } from './routes/adverting';
import { advertiserRoutes } from './routes/advertiser';
import { baseServicesRoutes, sharedRoutes } from './routes/base-services';
import { paymentServiceRoutes } from './routes/payment-service';
import { parkingMerchantRoutes, parkingRoutes } from './routes/parking';
import { parkingCouponRoutes } from './routes/parking-coupon';
import { invoiceMerchantRoutes } from './routes/invoice-merchant';
import { invoiceRoutes } from './routes/invoice';
import { groupInvoiceRoutes } from './routes/group-invoice';
import { cityReportRoutes } from './routes/city-report';
import { insuranceRoutes } from './routes/insurance';
import { energyMerchantRoutes, energyRoutes, groupEnergyRoutes } from './routes/energy';
import { groupParkingRoutes } from './routes/group-parking';
import { settlementRoutes } from './routes/settlement';
import { capitalRoutes } from './routes/capital';
import { developmentRoutes } from './routes/development';

/** A route-table entry with the page it shows (loaded on demand: every page is its own chunk). */
export interface ConsoleRoute extends RouteNode {
  page?: LazyExoticComponent<ComponentType>;
  children?: ConsoleRoute[];
}

const HomePage = lazy(() => import('../features/home/home-page').then((m) => ({ default: m.HomePage })));
const EnergyHomePage = lazy(() => import('../features/energy/energy-home-page'));

/**
 * The console's routes behind the login, with the meta of document 2 §2. Each platform area keeps its
 * table in routes/ and joins here as its pages land; menus, breadcrumbs and the guard all read this one tree.
 */
export const consoleRoutes: ConsoleRoute[] = [
  { path: '/home/index', meta: { title: '首页', icon: 'home', hidden: true, breadcrumb: false, cachePage: true }, page: HomePage },
  {
    path: '/group/home/index',
    meta: { title: '首页', icon: 'home', hidden: true, breadcrumb: false, cachePage: true, product: { anyOf: ['parking:group:platform', 'energy:group:platform'] } },
    page: HomePage,
  },
  // The energy merchant's home (document 1 §2), at the path of its 充电管理 menu, which has no page of its own.
  {
    path: '/energy/merchant',
    meta: { title: '首页', icon: 'home', hidden: true, breadcrumb: false, cachePage: true, product: { anyOf: ['energy:merchant:platform'] } },
    page: EnergyHomePage,
  },
  ...sharedRoutes,
  baseServicesRoutes,
  parkingRoutes,
  parkingMerchantRoutes,
  parkingCouponRoutes,
  invoiceMerchantRoutes,
  invoiceRoutes,
  groupInvoiceRoutes,
  // The merchant's /energy/merchant before the partner's /energy: the longer prefix wins the top menu's highlight.
  energyMerchantRoutes,
  energyRoutes,
  groupEnergyRoutes,
  groupParkingRoutes,
  paymentServiceRoutes,
  tradingCenterRoutes,
  settlementRoutes,
  capitalRoutes,
  marketingCenterRoutes,
  userRoutes,
  okrRoutes,
  walletRoutes,
  partnerRoutes,
  advertingRoutes,
  cityReportRoutes,
  insuranceRoutes,
  advertiserRoutes,
  accountRoutes,
  developmentRoutes,
  profitSettingRoutes,
];

/** Every entry with a page, flattened, with the chain of titles above it (for the breadcrumb). */
export function pagesOf(routes: readonly ConsoleRoute[], trail: ConsoleRoute[] = []): { route: ConsoleRoute; trail: ConsoleRoute[] }[] {
  return routes.flatMap((route) => [
    ...(route.page ? [{ route, trail: [...trail, route] }] : []),
    ...pagesOf(route.children ?? [], [...trail, route]),
  ]);
}

/** The page at an address: the one of that path, else one whose path has parameters (`/okr/objective/detail/:id`). */
export function pageFinder<P extends { route: { path: string } }>(pages: readonly P[]): (pathname: string) => P | undefined {
  const byPath = new Map(pages.map((page) => [page.route.path, page]));
  const withParams = pages.filter((page) => page.route.path.includes('/:'));
  return (pathname) => byPath.get(pathname) ?? withParams.find((page) => matchPath(page.route.path, pathname) !== null);
}

const pagePaths = new Set(pagesOf(consoleRoutes).map((page) => page.route.path));

/** The home of document 1 §2 for these products, or `/home/index` while that platform's home has no page yet. */
export const homeOf = (products: Iterable<string>) => {
  const path = homePath([...products]);
  return pagePaths.has(path) ? path : '/home/index';
};
