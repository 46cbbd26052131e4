import { describe, expect, it } from 'vitest';
import { formatDateTime } from './time';

describe('formatDateTime', () => {
  it('shows UTC+8 whatever the input zone', () => {
    expect(formatDateTime('2026-01-01T16:30:05.000Z')).toBe('2026-01-02 00:30:05');
    expect(formatDateTime('2026-01-01T08:00:00+08:00', { seconds: false })).toBe('2026-01-01 08:00');
  });

  it('answers an empty string for nothing or nonsense', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
