import { DatePicker } from 'antd';
import dayjs from 'dayjs';

/** A month picker whose value is the text `YYYY-MM` (a filter's or a field's), '' when cleared. */
export function MonthInput({ value, onChange, placeholder = '选择月份', id, allowClear = true, ...aria }: {
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  id?: string;
  allowClear?: boolean;
  'aria-label'?: string;
}) {
  return (
    <DatePicker
      id={id}
      picker="month"
      format="YYYY-MM"
      placeholder={placeholder}
      allowClear={allowClear}
      style={{ width: '100%' }}
      value={value ? dayjs(`${value}-01`) : null}
      onChange={(d) => onChange?.(d ? d.format('YYYY-MM') : '')}
      aria-label={aria['aria-label']}
    />
  );
}

/** `YYYY-MM` of the month `n` months before this one (0: this month). */
export const monthBefore = (n: number) => dayjs().subtract(n, 'month').format('YYYY-MM');
