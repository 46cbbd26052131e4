import { describe, expect, it } from 'vitest';
import type { ConsoleRoute } from '../../app/route-table';
import { paletteEntries, searchEntries } from './search';

const page = (() => null) as unknown as ConsoleRoute['page'];
const routes: ConsoleRoute[] = [
  { path: '/home/index', meta: { title: '首页', hidden: true }, page },
  {
    path: '/parking-merchant',
    meta: { title: '停车管理', product: { anyOf: ['parking:merchant:platform'] } },
    children: [
      { path: '/parking-merchant/record', meta: { title: '停车记录', permission: ['parking:trade:list'] }, page },
      { path: '/parking-merchant/record/detail', meta: { title: '停车记录详情', type: 'detail', hidden: true, permission: ['parking:trade:list'] }, page },
      { path: '/parking-merchant/release', meta: { title: '异常放行', permission: ['parking:parking:release:list'] }, page },
      {
        path: '/parking-merchant/park/detail',
        meta: { title: '停车场详情', hidden: true, isGroup: true, groupQuery: ['park_code'] },
        children: [{ path: '/parking-merchant/park/detail/record', meta: { title: '停车场记录', type: 'list', permission: ['parking:trade:list'] }, page }],
      },
    ],
  },
  { path: '/energy/alarm', meta: { title: '告警记录', product: { anyOf: ['energy:merchant:platform'] } }, page },
];

const context = {
  permissions: new Set(['parking:trade:list']),
  products: new Set(['parking:merchant:platform']),
  dynamicRoutes: new Set<string>(),
  features: new Set<never>(),
};

describe('command palette', () => {
  const entries = paletteEntries(routes, context);

  it('offers the pages the user may open, without details, forms and the pages of a group menu (they need a record)', () => {
    expect(entries.map((e) => e.path)).toEqual(['/home/index', '/parking-merchant/record']);
    expect(entries[1]!.trail).toBe('停车管理');
  });

  it('finds a page by its Chinese title, full pinyin or pinyin initials', () => {
    expect(searchEntries(entries, '记录').map((e) => e.title)).toEqual(['停车记录']);
    expect(searchEntries(entries, 'tcjl').map((e) => e.title)).toEqual(['停车记录']);
    expect(searchEntries(entries, 'tingche').map((e) => e.title)).toEqual(['停车记录']);
    expect(searchEntries(entries, 'sy').map((e) => e.title)).toEqual(['首页']);
    expect(searchEntries(entries, 'gjjl')).toEqual([]);
    expect(searchEntries(entries, '  ')).toHaveLength(2);
  });
});
