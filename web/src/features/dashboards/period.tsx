import { ANALYSIS_MAX_DAYS, formatMoney } from '@console/contract';
import { DatePicker, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { isFutureDay } from '../../widgets/search-panel/date-presets';

/** The data overviews' period (docs/decisions.md, "Data overviews and dashboards"): UTC+8 days, both included. */
export interface Period {
  start_date: string;
  end_date: string;
}

const day = (d: Dayjs) => d.format('YYYY-MM-DD');

/** The last `days` days up to today (1: today). */
export const lastDays = (days: number, now: Dayjs = dayjs()): Period => ({ start_date: day(now.subtract(days - 1, 'day')), end_date: day(now) });

export const periodPresets = (now: Dayjs = dayjs()) => [
  { label: '今天', value: [now.startOf('day'), now] as [Dayjs, Dayjs] },
  { label: '昨天', value: [now.subtract(1, 'day'), now.subtract(1, 'day')] as [Dayjs, Dayjs] },
  { label: '近 7 天', value: [now.subtract(6, 'day'), now] as [Dayjs, Dayjs] },
  { label: '近 30 天', value: [now.subtract(29, 'day'), now] as [Dayjs, Dayjs] },
  { label: '本月', value: [now.startOf('month'), now] as [Dayjs, Dayjs] },
  { label: '近 90 天', value: [now.subtract(89, 'day'), now] as [Dayjs, Dayjs] },
];

export function usePeriod(defaultDays: number) {
  return useState<Period>(() => lastDays(defaultDays));
}

/** The period picker: shortcuts, no future day, at most ANALYSIS_MAX_DAYS; cleared, it falls back to `fallback`. */
export function PeriodPicker({ value, onChange, fallback, extra }: { value: Period; onChange: (p: Period) => void; fallback: number; extra?: ReactNode }) {
  const [first, setFirst] = useState<Dayjs | null>(null);
  return (
    <Space wrap>
      <Typography.Text>统计时间</Typography.Text>
      <DatePicker.RangePicker
        aria-label="统计时间"
        data-testid="period-picker"
        allowClear={false}
        value={[dayjs(value.start_date), dayjs(value.end_date)]}
        presets={periodPresets()}
        onCalendarChange={(dates) => setFirst(dates?.[0] ?? null)}
        onOpenChange={(open) => !open && setFirst(null)}
        disabledDate={(d) => isFutureDay(d) || (first !== null && Math.abs(d.diff(first, 'day')) >= ANALYSIS_MAX_DAYS)}
        onChange={(dates) => onChange(dates?.[0] && dates[1] ? { start_date: day(dates[0]), end_date: day(dates[1]) } : lastDays(fallback))}
      />
      {extra}
    </Space>
  );
}

/** 环比: the change from the previous period in percent, none when that period had nothing. */
export const changeOf = (current: number | undefined, previous: number | undefined) =>
  current === undefined || previous === undefined || previous === 0 ? undefined : { value: Math.round(((current - previous) / previous) * 1000) / 10, label: '较上一周期' };

export const yuan = (fen: number) => `¥${formatMoney(fen)}`;
/** Wh as kWh with up to 1 decimal. */
export const kwh = (wh: number) => `${(wh / 1000).toLocaleString('zh-CN', { maximumFractionDigits: 1 })} kWh`;
/** A point's label: `HH` → `HH:00`, a day `YYYY-MM-DD` → `MM-DD`. */
export const pointLabel = (x: string) => (x.length === 2 ? `${x}:00` : x.slice(5));
