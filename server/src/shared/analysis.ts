import { ANALYSIS_DEFAULT_DAYS, ANALYSIS_MAX_DAYS, addDays, daysBetween } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';
import { boundedDays, dayRange } from './time.js';

/**
 * The period of a data overview or dashboard (docs/decisions.md, "Data overviews and dashboards"): the UTC+8 days asked
 * (at most ANALYSIS_MAX_DAYS; none: the last ANALYSIS_DEFAULT_DAYS), the period of as many days just before it (环比), and
 * the trend's points: one day by the hour (`00`…`23`), longer by the day.
 */
export function analysisPeriod(query: { start_date?: string; end_date?: string }) {
  const current = boundedDays(query, ANALYSIS_DEFAULT_DAYS, ANALYSIS_MAX_DAYS, '统计的时间');
  const days = daysBetween(current.start, current.end);
  const previousEnd = addDays(current.start, -1);
  const previousStart = addDays(previousEnd, -(days - 1));
  const previous = dayRange({ start_date: previousStart, end_date: previousEnd });
  const unit: 'hour' | 'day' = days === 1 ? 'hour' : 'day';
  const xs = unit === 'hour' ? Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0')) : Array.from({ length: days }, (_, i) => addDays(current.start, i));
  return {
    ...current,
    unit,
    previous: { start: previousStart, end: previousEnd, from: previous.from!, before: previous.before! },
    xs,
    /** The point a timestamp falls in, in UTC+8: its hour `HH` or its day `YYYY-MM-DD`. */
    bucket: (column: AnyColumn | SQL): SQL<string> => sql<string>`to_char(${column} at time zone 'Asia/Shanghai', ${sql.raw(unit === 'hour' ? "'HH24'" : "'YYYY-MM-DD'")})`,
  };
}

export type AnalysisPeriod = ReturnType<typeof analysisPeriod>;

/** The period's fields of a reply. */
export const periodReply = (p: AnalysisPeriod) => ({ start_date: p.start, end_date: p.end, unit: p.unit, previous_start_date: p.previous.start, previous_end_date: p.previous.end });

/** Every point of the period in order, the buckets without rows as `empty`. */
export function fillPoints<R extends { x: string }>(p: AnalysisPeriod, rows: readonly R[], empty: Omit<R, 'x'>): R[] {
  const byX = new Map(rows.map((r) => [r.x, r]));
  return p.xs.map((x) => byX.get(x) ?? ({ ...empty, x } as R));
}

/** `coalesce(sum(column), 0)` as a number (sums of fen or Wh may pass 2³¹). */
export const sumOf = (column: AnyColumn | SQL) => sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);
export const countAll = () => sql<number>`count(*)::int`.mapWith(Number);
/** `count(*) filter (where …)`: one pass over the rows for every figure. */
export const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`.mapWith(Number);
