/** Times travel as ISO 8601 strings; the console shows them in UTC+8. */
export const iso = (value: Date | string | null | undefined) =>
  value == null ? '' : (value instanceof Date ? value : new Date(value)).toISOString();

/** The console's days are UTC+8 days: the first instant of `date` (YYYY-MM-DD) there. */
export const dayStart = (date: string) => new Date(`${date}T00:00:00+08:00`);

/** The first instant after `date` (YYYY-MM-DD) in UTC+8: an exclusive upper bound. */
export const dayAfter = (date: string) => new Date(dayStart(date).getTime() + 86_400_000);

/** Today as a UTC+8 day (YYYY-MM-DD): what "today" means to the console's users. */
export const todayInChina = (now = new Date()) => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
