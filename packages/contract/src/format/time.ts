/** The console shows every time in UTC+8 (document 1 §9), whatever the browser's zone. */
export const DISPLAY_OFFSET_MINUTES = 8 * 60;

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` (or without seconds) in UTC+8; '' for an empty or invalid value. */
export function formatDateTime(value: string | number | Date | null | undefined, { seconds = true } = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  const d = new Date(time + DISPLAY_OFFSET_MINUTES * 60_000);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const clock = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}${seconds ? `:${pad(d.getUTCSeconds())}` : ''}`;
  return `${date} ${clock}`;
}
