/** What a missing or unreadable amount shows. */
export const MONEY_PLACEHOLDER = '-';

export interface MoneyFormatOptions {
  /** Put the yuan sign ¥ (U+00A5) before the amount, after a minus sign: `-¥1,234.56`. Default false. */
  symbol?: boolean;
  /** Shown for null, undefined, '' and values that are not numbers; default `-`. */
  placeholder?: string;
}

/**
 * Integer fen from a number (a fraction is rounded half away from zero), a bigint or a numeric string; null when
 * there is none. Bigint arithmetic keeps amounts beyond 2^53 fen exact.
 */
function toFen(value: number | bigint | string | null | undefined): bigint | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (/^[+-]?[0-9]+$/.test(text)) return BigInt(text);
    if (!/^[+-]?[0-9]*\.[0-9]+$/.test(text)) return null;
    value = Number(text);
  }
  if (!Number.isFinite(value)) return null;
  const fen = BigInt(Math.round(Math.abs(value)));
  return value < 0 ? -fen : fen;
}

/**
 * Money of document 1 §9: fen (the wire's unit) shown as yuan — divided by 100, 2 decimals, thousands separators,
 * optionally with ¥. `formatMoney(123456789)` → `1,234,567.89`; `formatMoney(-5, { symbol: true })` → `-¥0.05`;
 * `formatMoney(null)` → `-`.
 */
export function formatMoney(
  fen: number | bigint | string | null | undefined,
  { symbol = false, placeholder = MONEY_PLACEHOLDER }: MoneyFormatOptions = {},
): string {
  const amount = toFen(fen);
  if (amount === null) return placeholder;
  const magnitude = amount < 0n ? -amount : amount;
  const yuan = (magnitude / 100n).toString().replace(/\B(?=(?:[0-9]{3})+$)/g, ',');
  const cents = (magnitude % 100n).toString().padStart(2, '0');
  return `${amount < 0n ? '-' : ''}${symbol ? '¥' : ''}${yuan}.${cents}`;
}
