import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { changeOf, kwh, lastDays, periodPresets, pointLabel } from './period';

describe('the overviews’ period helpers', () => {
  it('counts the last days up to today', () => {
    const now = dayjs('2026-11-27T10:00:00');
    expect(lastDays(1, now)).toEqual({ start_date: '2026-11-27', end_date: '2026-11-27' });
    expect(lastDays(30, now)).toEqual({ start_date: '2026-10-29', end_date: '2026-11-27' });
    expect(periodPresets(now).map((p) => p.label)).toEqual(['今天', '昨天', '近 7 天', '近 30 天', '本月', '近 90 天']);
  });

  it('gives 环比 in percent with one decimal, none against nothing', () => {
    expect(changeOf(150, 100)).toEqual({ value: 50, label: '较上一周期' });
    expect(changeOf(1, 3)?.value).toBe(-66.7);
    expect(changeOf(5, 0)).toBeUndefined();
    expect(changeOf(undefined, 3)).toBeUndefined();
  });

  it('labels hours and days, and shows Wh as kWh', () => {
    expect(pointLabel('07')).toBe('07:00');
    expect(pointLabel('2026-11-27')).toBe('11-27');
    expect(kwh(12_345)).toBe('12.3 kWh');
  });
});
