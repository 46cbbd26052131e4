import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatRelativeTime } from './relative-time.js';

const NOW = Date.parse('2026-05-20T04:00:00Z'); // 12:00 in UTC+8
const ago = (seconds: number) => formatRelativeTime(NOW - seconds * 1000, NOW);

describe('formatRelativeTime (document 1 §9 bands)', () => {
  afterEach(() => vi.useRealTimers());

  it('says 刚刚 up to 59 seconds', () => {
    expect(ago(0)).toBe('刚刚');
    expect(ago(59)).toBe('刚刚');
    expect(ago(59.999)).toBe('刚刚');
  });

  it('counts whole minutes from 60 to 3599 seconds', () => {
    expect(ago(60)).toBe('1分钟前');
    expect(ago(119)).toBe('1分钟前');
    expect(ago(3599)).toBe('59分钟前');
  });

  it('counts whole hours from 3600 to 86399 seconds', () => {
    expect(ago(3600)).toBe('1小时前');
    expect(ago(7199)).toBe('1小时前');
    expect(ago(86399)).toBe('23小时前');
  });

  it('counts whole days below 30 days', () => {
    expect(ago(86400)).toBe('1天前');
    expect(ago(29 * 86400 + 86399)).toBe('29天前');
  });

  it('shows the UTC+8 date from 30 days on', () => {
    expect(ago(30 * 86400)).toBe('2026-04-20');
    expect(formatRelativeTime('2025-12-31T16:30:00Z', NOW)).toBe('2026-01-01');
  });

  it('treats up to a minute in the future as 刚刚 and further as the date', () => {
    expect(ago(-59)).toBe('刚刚');
    expect(ago(-60)).toBe('2026-05-20');
    expect(formatRelativeTime('2026-06-01T00:00:00+08:00', NOW)).toBe('2026-06-01');
  });

  it('takes strings, dates and a Date as now', () => {
    expect(formatRelativeTime('2026-05-20T11:55:00+08:00', new Date(NOW))).toBe('5分钟前');
    expect(formatRelativeTime(new Date(NOW - 3 * 3600_000), NOW)).toBe('3小时前');
  });

  it('reads the clock when no now is given', () => {
    vi.useFakeTimers({ now: NOW });
    expect(formatRelativeTime(NOW - 120_000)).toBe('2分钟前');
  });

  it('answers an empty string for nothing or nonsense', () => {
    expect(formatRelativeTime(null, NOW)).toBe('');
    expect(formatRelativeTime(undefined, NOW)).toBe('');
    expect(formatRelativeTime('', NOW)).toBe('');
    expect(formatRelativeTime('yesterday', NOW)).toBe('');
  });
});
