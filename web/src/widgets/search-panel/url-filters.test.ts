import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { FilterField } from '../resource/types';
import { datePresets, isFutureDay, startOfWeek } from './date-presets';
import { readFilters, readPage, writeFilters, writePage } from './url-filters';

const fields: FilterField[] = [
  { kind: 'text', key: 'title', label: '标题' },
  { kind: 'select', key: 'status', label: '状态', options: [{ label: '启用', value: 1 }] },
  { kind: 'select', key: 'park', label: '车场', options: [], multiple: true },
  { kind: 'dateRange', key: 'time', keys: ['start_date', 'end_date'], label: '日期' },
];

describe('filters in the address', () => {
  it('reads only the fields\' keys, repeated keys for multiple selects, empty values dropped', () => {
    const params = new URLSearchParams('title=%E5%81%9C%E8%BD%A6&status=&park=1&park=2&start_date=2026-11-01&other=x');
    expect(readFilters(params, fields)).toEqual({ title: '停车', park: ['1', '2'], start_date: '2026-11-01' });
  });

  it('writes trimmed values, drops empty ones, keeps foreign keys and goes back to page 1', () => {
    const params = new URLSearchParams('title=old&page_index=4&tab=detail');
    const next = writeFilters(params, fields, { title: '  新  ', status: '', park: ['3', ' '], end_date: '2026-11-21' });
    expect(next.toString()).toBe('tab=detail&title=%E6%96%B0&park=3&end_date=2026-11-21');
  });

  it('reads page and size within the offered sizes, and writes only what differs from the defaults', () => {
    expect(readPage(new URLSearchParams('page_index=3&page_size=50'), [20, 50, 100])).toEqual({ page: 3, size: 50 });
    expect(readPage(new URLSearchParams('page_index=-1&page_size=7'), [20, 50, 100])).toEqual({ page: 1, size: 20 });
    expect(writePage(new URLSearchParams('title=a&page_index=3'), 1, 20, [20, 50, 100]).toString()).toBe('title=a');
    expect(writePage(new URLSearchParams(''), 2, 100, [20, 50, 100]).toString()).toBe('page_index=2&page_size=100');
  });
});

describe('date shortcuts', () => {
  // Wednesday 2026-03-04, 10:00.
  const now = dayjs('2026-03-04T10:00:00');
  const format = (range: [dayjs.Dayjs, dayjs.Dayjs]) => range.map((d) => d.format('YYYY-MM-DD HH:mm')).join(' ~ ');

  it('offers today, this week from Monday, this month, last month, this year and last year', () => {
    const presets = datePresets(now);
    expect(presets.map((p) => p.label)).toEqual(['今天', '本周', '本月', '上月', '今年', '去年']);
    expect(presets.map((p) => format(p.value))).toEqual([
      '2026-03-04 00:00 ~ 2026-03-04 23:59',
      '2026-03-02 00:00 ~ 2026-03-04 23:59',
      '2026-03-01 00:00 ~ 2026-03-04 23:59',
      '2026-02-01 00:00 ~ 2026-02-28 23:59',
      '2026-01-01 00:00 ~ 2026-03-04 23:59',
      '2025-01-01 00:00 ~ 2025-12-31 23:59',
    ]);
  });

  it('starts a week on Monday even on a Sunday', () => {
    expect(startOfWeek(dayjs('2026-03-08T12:00:00')).format('YYYY-MM-DD')).toBe('2026-03-02');
    expect(startOfWeek(dayjs('2026-03-02T00:00:00')).format('YYYY-MM-DD')).toBe('2026-03-02');
  });

  it('disables days after today only', () => {
    expect(isFutureDay(dayjs('2026-03-05T00:00:00'), now)).toBe(true);
    expect(isFutureDay(dayjs('2026-03-04T23:59:00'), now)).toBe(false);
  });
});
