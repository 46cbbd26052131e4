import { describe, expect, it } from 'vitest';
import { activeMenuOf, groupOf, groupTarget, pruneMenu, routeAccess, type AccessContext, type RouteNode } from './access';
import { evict, touch } from './lru';

const context = (permissions: string[], products: string[], extra: Partial<AccessContext> = {}): AccessContext => ({
  permissions: new Set(permissions),
  products: new Set(products),
  dynamicRoutes: new Set(),
  features: new Set(),
  ...extra,
});

describe('route access', () => {
  const user = context(['energy:alarm:basic', 'universal:report:basic'], ['energy:merchant:platform']);

  it('opens routes without permissions or with noRequired', () => {
    expect(routeAccess('/a', { title: 'a' }, user).allowed).toBe(true);
    expect(routeAccess('/a', { title: 'a', permission: [] }, user).allowed).toBe(true);
    expect(routeAccess('/a', { title: 'a', permission: ['noRequired', 'x:y:z'] }, user).allowed).toBe(true);
  });

  it('needs any one listed permission, or all of them with needAllPermission, naming what is missing', () => {
    expect(routeAccess('/a', { title: 'a', permission: ['x:y:z', 'energy:alarm:basic'] }, user).allowed).toBe(true);
    expect(routeAccess('/a', { title: 'a', permission: ['x:y:z', 'energy:alarm:basic'], needAllPermission: true }, user)).toEqual({
      allowed: false,
      reason: 'permission',
      missing: 'x:y:z',
    });
    expect(routeAccess('/a', { title: 'a', permission: ['x:y:z', 'p:q:r'] }, user)).toEqual({ allowed: false, reason: 'permission', missing: 'x:y:z | p:q:r' });
  });

  it('applies product gates: any of, exactly one of, and ALL owning everything', () => {
    expect(routeAccess('/a', { title: 'a', product: { anyOf: ['parking:merchant:platform'] } }, user).allowed).toBe(false);
    expect(routeAccess('/a', { title: 'a', product: { anyOf: ['parking:merchant:platform', 'energy:merchant:platform'] } }, user).allowed).toBe(true);
    expect(routeAccess('/a', { title: 'a', product: { anyOf: ['parking:merchant:platform'] } }, context([], ['ALL'])).allowed).toBe(true);
    const both = context([], ['parking:merchant:platform', 'energy:merchant:platform']);
    expect(routeAccess('/a', { title: 'a', product: { onlyOne: ['parking:merchant:platform', 'energy:merchant:platform'] } }, both).allowed).toBe(false);
    expect(routeAccess('/a', { title: 'a', product: { onlyOne: ['parking:merchant:platform', 'energy:merchant:platform'] } }, user).allowed).toBe(true);
  });

  it('opens dynamic routes only when added, and feature items only with their feature', () => {
    expect(routeAccess('/service/payment/acl/list', { title: 'a', dynamic: true }, user).allowed).toBe(false);
    const added = context([], [], { dynamicRoutes: new Set(['/service/payment/acl/list']), features: new Set(['Logging']) });
    expect(routeAccess('/service/payment/acl/list', { title: 'a', dynamic: true }, added).allowed).toBe(true);
    expect(routeAccess('/x', { title: 'a', menu: 'Logging' }, added).allowed).toBe(true);
    expect(routeAccess('/x', { title: 'a', menu: 'AUDITOR' }, added)).toEqual({ allowed: false, reason: 'feature', missing: 'AUDITOR' });
  });
});

describe('menu pruning', () => {
  const tree: RouteNode[] = [
    {
      path: '/energy',
      meta: { title: '充电', product: { anyOf: ['energy:merchant:platform'] } },
      children: [
        { path: '/energy/alarm', meta: { title: '告警', permission: ['energy:alarm:basic'] } },
        { path: '/energy/alarm/detail', meta: { title: '告警详情', hidden: true, permission: ['energy:alarm:basic'] } },
        { path: '/energy/station', meta: { title: '电站', permission: ['energy:station:list'] } },
      ],
    },
    { path: '/parking', meta: { title: '停车', product: { anyOf: ['parking:merchant:platform'] } }, children: [{ path: '/parking/a', meta: { title: 'a' } }] },
    { path: '/empty', meta: { title: '空', permission: [] }, children: [{ path: '/empty/x', meta: { title: 'x', permission: ['no:such:one'] } }] },
    { path: '/account', meta: { title: '账号', alwaysShow: true }, children: [{ path: '/account/x', meta: { title: 'x', permission: ['no:such:one'] } }] },
    { path: '/redirect/home', meta: { title: 'r' } },
  ];

  it('keeps what the user may open, drops hidden, forbidden, empty and /redirect/ entries', () => {
    const menu = pruneMenu(tree, context(['energy:alarm:basic'], ['energy:merchant:platform']));
    expect(menu.map((n) => n.path)).toEqual(['/energy', '/account']);
    expect(menu[0]!.children!.map((n) => n.path)).toEqual(['/energy/alarm']);
    expect(menu[1]!.children).toEqual([]);
  });
});

describe('most-recently-used lists (tabs 2, keep-alive 5)', () => {
  it('moves a visited key to the end and drops the oldest beyond the limit', () => {
    let tabs: string[] = [];
    tabs = touch(tabs, '/a', 2);
    tabs = touch(tabs, '/b', 2);
    tabs = touch(tabs, '/a', 2);
    expect(tabs).toEqual(['/b', '/a']);
    tabs = touch(tabs, '/c', 2);
    expect(tabs).toEqual(['/a', '/c']);
  });

  it('evicts a closed key', () => {
    const cache = ['/1', '/2', '/3', '/4', '/5'].reduce<string[]>((list, key) => touch(list, key, 5), []);
    expect(touch(cache, '/6', 5)).toEqual(['/2', '/3', '/4', '/5', '/6']);
    expect(evict(cache, '/3')).toEqual(['/1', '/2', '/4', '/5']);
  });
});

describe('stored menu', () => {
  it('keeps path, meta and children only', async () => {
    const { toMenuList } = await import('./access');
    const page = () => null;
    const stored = toMenuList([{ path: '/a', meta: { title: 'A' }, children: [{ path: '/a/b', meta: { title: 'B' }, page } as never] }]);
    expect(JSON.parse(JSON.stringify(stored))).toEqual({ menu_list: [{ path: '/a', meta: { title: 'A' }, children: [{ path: '/a/b', meta: { title: 'B' } }] }] });
  });
});

describe('the menu item a page lights', () => {
  const menu: RouteNode[] = [
    { path: '/energy/merchant', meta: { title: '充电管理' }, children: [{ path: '/energy/merchant/station/list', meta: { title: '电站列表' } }] },
  ];

  it('is the first of its activeMenu entries that the user’s menu holds', () => {
    const shared = { title: '电站详情', hidden: true, activeMenu: ['/energy/station/list', '/energy/merchant/station/list'] };
    expect(activeMenuOf('/energy/detail', shared, menu)).toBe('/energy/merchant/station/list');
  });

  it('falls back to the first entry, then to the page itself', () => {
    expect(activeMenuOf('/x/detail', { title: 'x', activeMenu: ['/x/list', '/y/list'] }, menu)).toBe('/x/list');
    expect(activeMenuOf('/x/detail', { title: 'x', activeMenu: '/x/list?tab=1' }, menu)).toBe('/x/list?tab=1');
    expect(activeMenuOf('/x/list', { title: 'x' }, menu)).toBe('/x/list');
    expect(activeMenuOf('/x/list', undefined, menu)).toBe('/x/list');
  });
});

describe('a second-level group menu', () => {
  const group: RouteNode = {
    path: '/energy/detail',
    meta: { title: '电站详情', hidden: true, isGroup: true, groupQuery: ['station'] },
    children: [
      { path: '/energy/detail', meta: { title: '概览' } },
      { path: '/energy/detail/config', meta: { title: '电站配置' }, children: [{ path: '/energy/detail/config/port', meta: { title: '端口配置' } }] },
    ],
  };
  const top: RouteNode = { path: '/energy', meta: { title: '充电服务' }, children: [group] };

  it('is the nearest group above a page, however deep', () => {
    const port = group.children![1]!.children![0]!;
    expect(groupOf([top, group, group.children![1]!, port])).toBe(group);
    expect(groupOf([top, { path: '/energy/station/list', meta: { title: '电站列表' } }])).toBeUndefined();
  });

  it('carries the record from one page to the next, and nothing else (a list’s filters stay behind)', () => {
    expect(groupTarget('/energy/detail/config/port', group, '?station=ST1001&keyword=A1&page_index=3')).toBe('/energy/detail/config/port?station=ST1001');
    expect(groupTarget('/energy/detail', group, '')).toBe('/energy/detail');
    expect(groupTarget('/energy/detail', { ...group, meta: { ...group.meta, groupQuery: undefined } }, '?station=ST1001')).toBe('/energy/detail');
  });

  it('stays out of the main menu', () => {
    const context: AccessContext = { permissions: new Set(), products: new Set(['ALL']), dynamicRoutes: new Set(), features: new Set() };
    expect(pruneMenu([top], context)).toEqual([]);
  });
});
