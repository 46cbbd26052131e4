import { describe, expect, it } from 'vitest';
import { formatMoney, MONEY_PLACEHOLDER } from './money.js';

describe('formatMoney (fen → yuan)', () => {
  it('divides by 100 with 2 decimals', () => {
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(1)).toBe('0.01');
    expect(formatMoney(10)).toBe('0.10');
    expect(formatMoney(99)).toBe('0.99');
    expect(formatMoney(100)).toBe('1.00');
    expect(formatMoney(12345)).toBe('123.45');
  });

  it('separates thousands', () => {
    expect(formatMoney(99999)).toBe('999.99');
    expect(formatMoney(100000)).toBe('1,000.00');
    expect(formatMoney(123456789)).toBe('1,234,567.89');
    expect(formatMoney(100000000000)).toBe('1,000,000,000.00');
  });

  it('puts the yuan sign after the minus when asked', () => {
    expect(formatMoney(123456, { symbol: true })).toBe('¥1,234.56');
    expect(formatMoney(-123456, { symbol: true })).toBe('-¥1,234.56');
    expect(formatMoney(0, { symbol: true })).toBe('¥0.00');
    expect(formatMoney(123456, { symbol: false })).toBe('1,234.56');
  });

  it('handles negatives', () => {
    expect(formatMoney(-1)).toBe('-0.01');
    expect(formatMoney(-100)).toBe('-1.00');
    expect(formatMoney(-123456789)).toBe('-1,234,567.89');
    expect(formatMoney(-0)).toBe('0.00');
  });

  it('is exact where floating point is not', () => {
    expect(formatMoney(29)).toBe('0.29'); // 29 / 100 = 0.29 but 0.29 * 100 = 28.999999999999996
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('90,071,992,547,409.91');
    expect(formatMoney(12345678901234567890n)).toBe('123,456,789,012,345,678.90');
    expect(formatMoney('12345678901234567890')).toBe('123,456,789,012,345,678.90');
  });

  it('rounds a fraction of a fen half away from zero', () => {
    expect(formatMoney(12.5)).toBe('0.13');
    expect(formatMoney(-12.5)).toBe('-0.13');
    expect(formatMoney(12.4)).toBe('0.12');
    expect(formatMoney(-0.4)).toBe('0.00'); // no "-0.00"
  });

  it('reads numeric strings, as bigint columns arrive', () => {
    expect(formatMoney('123456')).toBe('1,234.56');
    expect(formatMoney(' -500 ')).toBe('-5.00');
    expect(formatMoney('+500')).toBe('5.00');
    expect(formatMoney('12.5')).toBe('0.13');
  });

  it('shows the placeholder for nothing or nonsense', () => {
    expect(MONEY_PLACEHOLDER).toBe('-');
    for (const value of [null, undefined, '', '  ', 'abc', '1,000', '1e3', '12.', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatMoney(value), String(value)).toBe('-');
    }
    expect(formatMoney(null, { placeholder: '--', symbol: true })).toBe('--');
    expect(formatMoney(undefined, { placeholder: '' })).toBe('');
  });
});
