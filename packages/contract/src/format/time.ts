/** The console shows every time in UTC+8 (document 1 §9), whatever the browser's zone. */
export const DISPLAY_OFFSET_MINUTES = 8 * 60;

type TimeValue = string | number | Date | null | undefined;

const pad = (n: number) => String(n).padStart(2, '0');

/** The value shifted to UTC+8, to be read with the getUTC… methods; null for an empty or invalid value. */
function inDisplayZone(value: TimeValue): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return null;
  return new Date(time + DISPLAY_OFFSET_MINUTES * 60_000);
}

const datePart = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** `YYYY-MM-DD HH:mm:ss` (or without seconds) in UTC+8; '' for an empty or invalid value. */
export function formatDateTime(value: TimeValue, { seconds = true } = {}): string {
  const d = inDisplayZone(value);
  if (!d) return '';
  const clock = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}${seconds ? `:${pad(d.getUTCSeconds())}` : ''}`;
  return `${datePart(d)} ${clock}`;
}

/** `YYYY-MM-DD` in UTC+8; '' for an empty or invalid value. */
export function formatDate(value: TimeValue): string {
  const d = inDisplayZone(value);
  return d ? datePart(d) : '';
}

/**
 * The last second of a day (`YYYY-MM-DD`) in the console's calendar (UTC+8), as an ISO instant: an expiry chosen
 * as a date ends there, whatever the browser's time zone.
 */
export const endOfDayInChina = (date: string) => new Date(`${date}T23:59:59+08:00`).toISOString();
