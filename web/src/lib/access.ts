/**
 * Route access and menu pruning (document 1 §6, document 2 §2 and §6). Pure functions: the router guard,
 * the menus, the breadcrumb and element gates all ask these.
 */

/** Menu features: items that appear only when a check made at start says so. */
export type MenuFeature = 'Logging' | 'AUDITOR' | 'ParkingSoftware' | 'EnergySoftware';

/** The meta of a route-table entry (document 2 §2). */
export interface RouteMeta {
  title: string;
  icon?: string;
  /** Not in the menu (details, forms). */
  hidden?: boolean;
  /**
   * The menu item kept highlighted while this route is open. A page several platforms share names one item per
   * platform: the first the user's menu holds is lit (and the breadcrumb follows it).
   */
  activeMenu?: string | readonly string[];
  /** Kept alive when switching away. */
  cachePage?: boolean;
  type?: 'list' | 'detail' | 'edit';
  alwaysShow?: boolean;
  opened?: boolean;
  /** Empty or containing 'noRequired': open to every user; otherwise any one (or all) of these. */
  permission?: readonly string[];
  needAllPermission?: boolean;
  /** The merchant must own one of these products; `onlyOne`: exactly one of them. */
  product?: { anyOf: readonly string[] } | { onlyOne: readonly string[] };
  /** A dynamic route: open only while it is in the user's allowed dynamic routes. */
  dynamic?: boolean;
  /** Opens an external page in a new tab. */
  openUrl?: string;
  menu?: MenuFeature;
  layout?: 'single';
  /** false hides the breadcrumb. */
  breadcrumb?: boolean;
  /**
   * A second-level group menu (document 1 §2; the stored menu's `isGroup`): the pages of one record (电站详情: 概览,
   * 电站配置, 告警…). The node has no page of its own and stays out of the main menu; while one of its pages is open the
   * sidebar shows its pages under a back link to the item its activeMenu lights.
   */
  isGroup?: boolean;
  /** A group's address parameters naming its record (`station`): carried from one of its pages to the next. */
  groupQuery?: readonly string[];
}

export interface RouteNode {
  path: string;
  meta: RouteMeta;
  children?: RouteNode[];
}

export interface AccessContext {
  permissions: ReadonlySet<string>;
  products: ReadonlySet<string>;
  /** Dynamic routes added at start (`/service/payment/acl/list`, `/parking-coupon/parking/token`). */
  dynamicRoutes: ReadonlySet<string>;
  features: ReadonlySet<MenuFeature>;
}

export type AccessResult = { allowed: true } | { allowed: false; reason: 'permission' | 'product' | 'dynamic' | 'feature'; missing: string };

const owns = (products: ReadonlySet<string>, product: string) => products.has('ALL') || products.has(product);

/** Whether a user may open a route, and if not, what is missing (the 401 page names it). */
export function routeAccess(path: string, meta: RouteMeta, context: AccessContext): AccessResult {
  if (meta.dynamic && !context.dynamicRoutes.has(path)) return { allowed: false, reason: 'dynamic', missing: path };
  if (meta.menu && !context.features.has(meta.menu)) return { allowed: false, reason: 'feature', missing: meta.menu };
  if (meta.product) {
    if ('anyOf' in meta.product) {
      if (!meta.product.anyOf.some((p) => owns(context.products, p))) return { allowed: false, reason: 'product', missing: meta.product.anyOf.join(' / ') };
    } else if (meta.product.onlyOne.filter((p) => context.products.has(p)).length !== 1) {
      return { allowed: false, reason: 'product', missing: meta.product.onlyOne.join(' / ') };
    }
  }
  const required = meta.permission ?? [];
  if (required.length === 0 || required.includes('noRequired')) return { allowed: true };
  const missing = required.filter((code) => !context.permissions.has(code));
  if (meta.needAllPermission ? missing.length > 0 : missing.length === required.length) {
    return { allowed: false, reason: 'permission', missing: missing.join(meta.needAllPermission ? ', ' : ' | ') };
  }
  return { allowed: true };
}

/** Paths under /redirect/ serve navigation tricks: never in menus or breadcrumbs. */
export const isRedirectPath = (path: string) => path.startsWith('/redirect/');

/**
 * The menu a user sees: hidden entries, /redirect/ paths and entries the user may not open are pruned;
 * a parent whose children were all pruned goes too, unless it is a page itself that may be opened and
 * says alwaysShow.
 */
export function pruneMenu(nodes: readonly RouteNode[], context: AccessContext): RouteNode[] {
  const out: RouteNode[] = [];
  for (const node of nodes) {
    if (node.meta.hidden || isRedirectPath(node.path)) continue;
    if (!routeAccess(node.path, node.meta, context).allowed) continue;
    if (node.children) {
      const children = pruneMenu(node.children, context);
      if (children.length === 0 && !node.meta.alwaysShow) continue;
      out.push({ ...node, children });
    } else {
      out.push(node);
    }
  }
  return out;
}

/** The stored menu of document 1 §3: `menu_list` with path, children and meta (nothing else of a route). */
export const toMenuList = (nodes: readonly RouteNode[]): { menu_list: RouteNode[] } => ({
  menu_list: nodes.map(({ path, meta, children }) => ({ path, meta, ...(children ? { children: toMenuList(children).menu_list } : {}) })),
});

const holds = (nodes: readonly RouteNode[], path: string): boolean => nodes.some((node) => node.path === path || holds(node.children ?? [], path));

/** The menu item lit for a page: of its activeMenu entries the first the (pruned) menu holds, else the first, else the page. */
export function activeMenuOf(path: string, meta: RouteMeta | undefined, menu: readonly RouteNode[]): string {
  const named = [meta?.activeMenu ?? []].flat();
  return named.find((item) => holds(menu, item.split('?')[0]!)) ?? named[0] ?? path;
}

/** The group menu a page belongs to: the nearest `isGroup` node above it in its trail. */
export const groupOf = <T extends RouteNode>(trail: readonly T[]): T | undefined => trail.findLast((node) => node.meta.isGroup);

/** The address of a group's page, with the group's record parameters of the current address (`?station=`). */
export function groupTarget(path: string, group: RouteNode, search: string): string {
  const current = new URLSearchParams(search);
  const carried = new URLSearchParams();
  for (const key of group.meta.groupQuery ?? []) {
    const value = current.get(key);
    if (value !== null) carried.set(key, value);
  }
  const query = carried.toString();
  return query ? `${path}?${query}` : path;
}

