import { describe, expect, it } from 'vitest';
import { addDays, periodEnd } from './period.js';

describe('periods of months', () => {
  it('ends the day before the same day of the month it reaches, or on a short month\'s last day', () => {
    expect(periodEnd('2026-01-15', 1)).toBe('2026-02-14');
    expect(periodEnd('2026-01-31', 1)).toBe('2026-02-28');
    expect(periodEnd('2026-01-01', 12)).toBe('2026-12-31');
    expect(periodEnd('2026-11-30', 3)).toBe('2027-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
