import { formatDate } from './time.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Document 1 §9's "about 30 days": 29 days is still 29天前, from 30 days on the date is shown. */
const DAYS_SHOWN = 30;

/**
 * How long ago, in document 1 §9's bands: under a minute 刚刚, under an hour N分钟前, under a day N小时前, under 30
 * days N天前 (each rounded down), then the UTC+8 date `YYYY-MM-DD`. A time up to a minute ahead of `now` (a
 * client clock running late) is 刚刚; further ahead, the date. '' for an empty or invalid value.
 */
export function formatRelativeTime(
  value: string | number | Date | null | undefined,
  now: Date | number = Date.now(),
): string {
  if (value === null || value === undefined || value === '') return '';
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  const elapsed = new Date(now).getTime() - time;
  if (elapsed <= -MINUTE || elapsed >= DAYS_SHOWN * DAY) return formatDate(time);
  if (elapsed < MINUTE) return '刚刚';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}分钟前`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}小时前`;
  return `${Math.floor(elapsed / DAY)}天前`;
}
