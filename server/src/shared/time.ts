/** Times travel as ISO 8601 strings; the console shows them in UTC+8. */
export const iso = (value: Date | string | null | undefined) =>
  value == null ? '' : (value instanceof Date ? value : new Date(value)).toISOString();
