import { addDays, daysBetween, todayInChina } from '@console/contract';
import { badParameter } from '../errors.js';

/** Times travel as ISO 8601 strings; the console shows them in UTC+8. */
export const iso = (value: Date | string | null | undefined) =>
  value == null ? '' : (value instanceof Date ? value : new Date(value)).toISOString();

/** The console's days are UTC+8 days: the first instant of `date` (YYYY-MM-DD) there. */
export const dayStart = (date: string) => new Date(`${date}T00:00:00+08:00`);

/** The first instant after `date` (YYYY-MM-DD) in UTC+8: an exclusive upper bound. */
export const dayAfter = (date: string) => new Date(dayStart(date).getTime() + 86_400_000);


/** A list's UTC+8 day range (`start_date`/`end_date`, both included) as instants: from, and the exclusive bound. */
export const dayRange = (query: { start_date?: string; end_date?: string }) => {
  if (query.start_date && query.end_date && query.start_date > query.end_date) throw badParameter('开始日期不能晚于结束日期', '请重新选择时间范围');
  return { from: query.start_date ? dayStart(query.start_date) : undefined, before: query.end_date ? dayAfter(query.end_date) : undefined };
};

/**
 * A list's bounded UTC+8 days: the chosen ones, else the last `defaultDays` (today included), at most `maxDays`
 * (1400 beyond, naming `what`). Answers the days and the instants.
 */
export function boundedDays(query: { start_date?: string; end_date?: string }, defaultDays: number, maxDays: number, what: string) {
  const end = query.end_date ?? (query.start_date ? addDays(query.start_date, defaultDays - 1) : todayInChina());
  const start = query.start_date ?? addDays(end, -(defaultDays - 1));
  const range = dayRange({ start_date: start, end_date: end });
  if (daysBetween(start, end) > maxDays) throw badParameter(`${what}范围不能超过 ${maxDays} 天`, '请缩小开始日期与结束日期的范围');
  return { start, end, from: range.from!, before: range.before! };
}

// Day arithmetic of periods (monthly cards): shared with the console.
export { addDays, periodEnd, todayInChina } from '@console/contract';
