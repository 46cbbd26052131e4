import { describe, expect, it } from 'vitest';
import { consoleRoutes, pageFinder, pagesOf } from './route-table';

/**
 * The route tables are data the menus, breadcrumbs, guard and command palette all read: a typo in one entry shows as a
 * page highlighting no menu, or as two pages on one path. These checks hold for every platform's table.
 */
describe('the console route tables', () => {
  const pages = pagesOf(consoleRoutes).map(({ route }) => route);
  const byPath = new Map(pages.map((route) => [route.path, route]));

  it('give every page its own path', () => {
    const seen = new Set<string>();
    const twice = pages.map((route) => route.path).filter((path) => seen.size === seen.add(path).size);
    expect(twice).toEqual([]);
  });

  it('give every page a title', () => {
    expect(pages.filter((route) => !route.meta?.title).map((route) => route.path)).toEqual([]);
  });

  it('point every activeMenu at a page shown in the menu', () => {
    const broken = pages
      .flatMap((route) => [route.meta?.activeMenu ?? []].flat().map((item) => ({ route, item })))
      .filter(({ item }) => {
        const target = byPath.get(item.split('?')[0]!);
        return !target || target.meta?.hidden;
      })
      .map(({ route, item }) => `${route.path} → ${item}`);
    expect(broken).toEqual([]);
  });

  it('keep a hidden list, detail or form page under a menu entry (activeMenu), except the pages of the avatar menu (账号设置, 开发信息)', () => {
    const orphans = pages
      .filter((route) => route.meta?.hidden && route.meta.type && route.meta.type !== 'list' && !route.meta.activeMenu)
      .map((route) => route.path);
    expect(orphans).toEqual(['/account/role-permission/mine', '/development/info']);
  });

  it('find the page of an address, its own path first, then a path with parameters', () => {
    const page = (path: string) => ({ route: { path } });
    const find = pageFinder([page('/okr/objective/detail/:id'), page('/okr/objective/detail/new'), page('/okr/objective/list')]);
    expect(find('/okr/objective/list')?.route.path).toBe('/okr/objective/list');
    expect(find('/okr/objective/detail/12')?.route.path).toBe('/okr/objective/detail/:id');
    expect(find('/okr/objective/detail/new')?.route.path).toBe('/okr/objective/detail/new');
    expect(find('/okr/objective/detail/12/x')).toBeUndefined();
    expect(find('/nowhere')).toBeUndefined();
  });
});
