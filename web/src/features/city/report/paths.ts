import type { CityReportKind } from '@console/contract';

// 城市平台上报's addresses (document 2 §2 "Other"; the parking partner's entry /parking/city-report). The route table
// imports these without pulling a page's code.
export const cityReportPaths = {
  parking: { list: '/city/report/parking', add: '/city/report/parking/add', edit: '/city/report/parking/edit', targets: '/city/report/parking/park-list' },
  energy: { list: '/city/report/energy', add: '/city/report/energy/add', edit: '/city/report/energy/edit', targets: '/city/report/energy/park-list' },
} as const;
/** The parking partner's 停车服务 › 城市平台上报: the parking list, in its own menu. */
export const PARKING_CITY_REPORT = '/parking/city-report';

/** Which kind a page serves, by its address. */
export const kindOf = (pathname: string): CityReportKind => (pathname.startsWith('/city/report/energy') ? 'energy' : 'parking');

/** Where a form or the park list returns to: the list the page was opened from (`from`), else the kind's own. */
export const listOf = (kind: CityReportKind, from: string | null) => (kind === 'parking' && from === PARKING_CITY_REPORT ? PARKING_CITY_REPORT : cityReportPaths[kind].list);
