import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { periodOptions, periodText } from '../shared';

describe('渠道账单 periods', () => {
  it('offers the last 12 whole months, the latest first, and names a period in Chinese', () => {
    const options = periodOptions(dayjs('2026-01-15'));
    expect(options).toHaveLength(12);
    expect(options[0]).toEqual({ label: '2025 年 12 月', value: '2025-12' });
    expect(options[11]).toEqual({ label: '2025 年 1 月', value: '2025-01' });
    expect(periodText('2026-03')).toBe('2026 年 3 月');
  });
});
