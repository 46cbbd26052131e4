// Calendar days (YYYY-MM-DD) and periods of months, as a monthly card counts them; the server and the console agree.

/** Today as a UTC+8 day (YYYY-MM-DD): what "today" means to the console's users, wherever the browser or server is. */
export const todayInChina = (now = new Date()) => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
/** `date` (YYYY-MM-DD) moved by `days` (negative: back). */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The last day of `months` months starting on `start` (YYYY-MM-DD), as people count a period: 2026-01-15 + 1 month →
 * 2026-02-14; 2026-01-31 + 1 month → 2026-02-28 (a month without that day ends on its last).
 */
export function periodEnd(start: string, months: number) {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  const sameDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(d, lastDay)));
  // The period ends the day before the same day of the month it reaches (or on that month's last day when clipped).
  return d > lastDay ? sameDay.toISOString().slice(0, 10) : addDays(sameDay.toISOString().slice(0, 10), -1);
}
