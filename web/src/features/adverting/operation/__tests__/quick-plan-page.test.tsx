import { addDays, todayInChina, type adSpaceList, type CallReply, type expansionDemandGet } from '@console/contract';
import type { Dayjs } from 'dayjs';
import { describe, expect, it } from 'vitest';
import { quickPlanValues } from '../quick-plan-page';

type Demand = CallReply<typeof expansionDemandGet>;
type Space = CallReply<typeof adSpaceList>['row'][number];
const today = todayInChina();
const demand = (overrides: Partial<Demand> = {}): Demand => ({
  id: 1, title: '比亚迪冬季试驾拓量', advertiser: 2, advertiser_name: '蓝海传媒广告有限公司', regions: [], region_names: [], scenes: [1, 5], daily_shows: 50_000, budget: 300_000,
  start_date: addDays(today, -5), end_date: addDays(today, 9), description: '', status: 1, audit_remark: '', auditor: '', audit_time: '', creator: '', create_time: '', update_time: '', ...overrides,
});
const space = (id: number, scene: number, billing: number, floor_price: number, status = 1): Space => ({
  id, code: `S${id}`, name: `广告位${id}`, scene, material: 1, width: 1, height: 1, duration: 0, billing, floor_price, daily_limit: 0, provider: 0, provider_name: '', status, remark: '',
  create_time: '', update_time: '',
} as Space);

describe('快速建计划', () => {
  it('takes the enabled spaces of the demand\'s scenes sharing the most common billing, bids their highest floor, spreads the budget from today', () => {
    const spaces = [space(1, 1, 1, 3000), space(2, 5, 1, 2500), space(3, 5, 2, 50), space(4, 1, 1, 9000, 0), space(5, 7, 1, 4000)];
    const values = quickPlanValues(demand(), spaces, today);
    expect(values).toMatchObject({ name: '比亚迪冬季试驾拓量', advertiser_name: '蓝海传媒广告有限公司', spaces: [1, 2], bidding: 1, bid_price: 3000, total_budget: 300_000, daily_budget: 30_000, submit: true });
    expect(values.space_labels).toEqual([{ label: '广告位1（S1）', value: 1 }, { label: '广告位2（S2）', value: 2 }]);
    expect((values.dates as Dayjs[]).map((d) => d.format('YYYY-MM-DD'))).toEqual([today, addDays(today, 9)]);
    expect(values.remark).toContain('期望日展示量 50,000');
  });

  it('leaves the dates and spaces for the user when the demand is over or no space fits', () => {
    const values = quickPlanValues(demand({ start_date: addDays(today, -20), end_date: addDays(today, -1), scenes: [6] }), [space(1, 1, 1, 3000)], today);
    expect(values).toMatchObject({ spaces: [], dates: undefined, daily_budget: undefined, bid_price: undefined, bidding: 1 });
  });
});
