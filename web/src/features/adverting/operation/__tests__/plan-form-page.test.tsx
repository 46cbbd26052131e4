import { addDays, todayInChina } from '@console/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { describe, expect, it } from 'vitest';
import { planBody, planValues } from '../plan-form-page';
import type { Plan } from '../shared';

const today = todayInChina();
const plan = (overrides: Partial<Plan> = {}): Plan => ({
  id: 7, kind: 2, name: '比亚迪秋季试驾开屏', advertiser_id: 0, advertiser_name: '蓝海传媒广告有限公司',
  spaces: [{ id: 3, code: 'APP_SPLASH', name: 'APP 开屏', billing: 1, floor_price: 3000, material: 1, status: 1 }],
  targeting: 2, targeting_name: '深圳车主', material: 4, material_name: '试驾', material_type: 1, material_link: '',
  start_date: addDays(today, -10), end_date: addDays(today, 20), hours: [8, 9], bidding: 1, bid_price: 3500, daily_budget: 0, total_budget: 500000,
  landing_url: 'https://example.com', status: 3, submit_time: '', audit_time: '', auditor_name: '', audit_remark: '', creator_name: '', remark: '',
  create_time: '', update_time: '', ...overrides,
});
const dates = (values: Record<string, unknown>) => (values.dates as Dayjs[]).map((d) => d.format('YYYY-MM-DD'));

describe('the plan form', () => {
  it('copies a plan as 「…（副本）」 from today on, ready to submit, with its spaces named', () => {
    const values = planValues(plan(), 'copy');
    expect(values).toMatchObject({ name: '比亚迪秋季试驾开屏（副本）', spaces: [3], material: 4, targeting: 2, bid_price: 3500, daily_budget: undefined, submit: true });
    expect(values.space_labels).toEqual([{ label: 'APP 开屏（APP_SPLASH）', value: 3 }]);
    expect(dates(values)).toEqual([today, addDays(today, 20)]);
    // A plan already over gives its copy no dates; an edit keeps them as they are and does not submit by itself.
    expect(planValues(plan({ start_date: addDays(today, -30), end_date: addDays(today, -1) }), 'copy').dates).toBeUndefined();
    const edit = planValues(plan(), 'edit');
    expect(edit).toMatchObject({ name: '比亚迪秋季试驾开屏', submit: false });
    expect(dates(edit)).toEqual([addDays(today, -10), addDays(today, 20)]);
  });

  it('sends an external plan with its bid and budgets (empty ones left out), an internal one without', () => {
    const values = { name: ' 新计划 ', advertiser_name: ' 蔚来 ', spaces: ['3', 5], dates: [dayjs('2026-12-01'), dayjs('2026-12-31')], hours: [9, 8], bidding: 1, bid_price: 3600, daily_budget: null, total_budget: 0, landing_url: ' ', submit: true };
    expect(planBody(values, true)).toEqual({
      name: '新计划', spaces: [3, 5], material: undefined, targeting: undefined, start_date: '2026-12-01', end_date: '2026-12-31', hours: [8, 9],
      landing_url: undefined, remark: undefined, submit: true, advertiser_name: '蔚来', bidding: 1, bid_price: 3600, daily_budget: undefined, total_budget: undefined,
    });
    const internal = planBody(values, false);
    expect(internal).not.toHaveProperty('bid_price');
    expect(internal).not.toHaveProperty('advertiser_name');
  });

});
