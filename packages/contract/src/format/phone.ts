/**
 * Phone display of document 1 §5: an 11-digit number shows its first 3 and last 4 digits around 4 stars
 * (`138****5678`); anything else is shown as it is, null and undefined as ''.
 */
export function maskPhone(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /^[0-9]{11}$/.test(text) ? `${text.slice(0, 3)}****${text.slice(7)}` : text;
}
