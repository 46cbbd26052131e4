import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './time.js';

describe('formatDateTime', () => {
  it('shows UTC+8 whatever the input zone', () => {
    expect(formatDateTime('2026-01-01T16:30:05.000Z')).toBe('2026-01-02 00:30:05');
    expect(formatDateTime('2026-01-01T08:00:00+08:00', { seconds: false })).toBe('2026-01-01 08:00');
  });

  it('takes epoch milliseconds and dates', () => {
    expect(formatDateTime(0)).toBe('1970-01-01 08:00:00');
    expect(formatDateTime(new Date('2024-02-28T16:00:00Z'))).toBe('2024-02-29 00:00:00');
  });

  it('answers an empty string for nothing or nonsense', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
  });
});

describe('formatDate', () => {
  it('shows the UTC+8 date', () => {
    expect(formatDate('2026-01-01T15:59:59Z')).toBe('2026-01-01');
    expect(formatDate('2026-01-01T16:00:00Z')).toBe('2026-01-02');
    expect(formatDate('2025-12-31T23:30:00-08:00')).toBe('2026-01-01');
    expect(formatDate(Date.UTC(2026, 11, 31, 16))).toBe('2027-01-01');
  });

  it('answers an empty string for nothing or nonsense', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('2026-13-01')).toBe('');
  });
});
