import { addDays, periodEnd } from './period.js';

// How a monthly order's amount is spread over the time it pays for (分摊): by its months (按期) or by its days (按日).
// Integer fen; every part gets the amount divided evenly, rounded down, and the last part the remainder, so that the
// parts always add up to the amount exactly. The server answers these; the console only shows them.

export interface AllocatedOrder {
  /** Fen. */
  amount: number;
  /** First and last day paid for (YYYY-MM-DD, both included). */
  start_date: string;
  end_date: string;
  /** Months paid for: the number of periods 按期. */
  months: number;
}

export interface AllocationPart {
  /** 1-based. */
  index: number;
  start_date: string;
  end_date: string;
  days: number;
  /** Fen. */
  amount: number;
}

export type AllocationUnit = 'period' | 'day';

/** Days from `start` to `end`, both included (0 when end is before start). */
export const daysBetween = (start: string, end: string) => Math.max(0, Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1);

/** `amount` in `n` parts: each the even share rounded down, the last with the remainder. */
export function splitEvenly(amount: number, n: number): number[] {
  if (n <= 0) return [];
  const base = Math.floor(amount / n);
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? amount - base * (n - 1) : base));
}

/**
 * The order's parts: by month (the i-th month runs as a monthly card counts it, `periodEnd`; the last ends on the
 * order's end date) or by day. An order ending before it starts has no parts.
 */
export function allocate(order: AllocatedOrder, unit: AllocationUnit): AllocationPart[] {
  const total = daysBetween(order.start_date, order.end_date);
  if (total === 0) return [];
  const ranges: { start_date: string; end_date: string }[] = [];
  if (unit === 'day') {
    for (let i = 0; i < total; i++) {
      const day = addDays(order.start_date, i);
      ranges.push({ start_date: day, end_date: day });
    }
  } else {
    const months = Math.max(1, order.months);
    for (let i = 0; i < months; i++) {
      const start = i === 0 ? order.start_date : addDays(periodEnd(order.start_date, i), 1);
      if (start > order.end_date) break;
      const end = i === months - 1 ? order.end_date : periodEnd(order.start_date, i + 1);
      ranges.push({ start_date: start, end_date: end > order.end_date ? order.end_date : end });
    }
    // The order may run past its months (a card's first period agreed longer): the last part reaches its end.
    ranges[ranges.length - 1]!.end_date = order.end_date;
  }
  const amounts = splitEvenly(order.amount, ranges.length);
  return ranges.map((r, i) => ({ index: i + 1, ...r, days: daysBetween(r.start_date, r.end_date), amount: amounts[i]! }));
}
