import dayjs, { type Dayjs } from 'dayjs';

/** Monday of the week of `day` (the console's weeks start on Monday, whatever the locale). */
export const startOfWeek = (day: Dayjs) => day.subtract((day.day() + 6) % 7, 'day').startOf('day');

/** The search panel's date shortcuts (document 1 §2): today, this week, this month, last month, this year, last year. */
export function datePresets(now: Dayjs = dayjs()): { label: string; value: [Dayjs, Dayjs] }[] {
  const lastMonth = now.subtract(1, 'month');
  const lastYear = now.subtract(1, 'year');
  return [
    { label: '今天', value: [now.startOf('day'), now.endOf('day')] },
    { label: '本周', value: [startOfWeek(now), now.endOf('day')] },
    { label: '本月', value: [now.startOf('month'), now.endOf('day')] },
    { label: '上月', value: [lastMonth.startOf('month'), lastMonth.endOf('month')] },
    { label: '今年', value: [now.startOf('year'), now.endOf('day')] },
    { label: '去年', value: [lastYear.startOf('year'), lastYear.endOf('year')] },
  ];
}

/** Future dates cannot be picked. */
export const isFutureDay = (day: Dayjs, now: Dayjs = dayjs()) => day.isAfter(now, 'day');
