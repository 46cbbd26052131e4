import { describe, expect, it } from 'vitest';
import { maskPhone } from './phone.js';

describe('maskPhone', () => {
  it('shows the first 3 and last 4 digits of an 11-digit number', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone(13812345678)).toBe('138****5678');
    expect(maskPhone('01012345678')).toBe('010****5678');
  });

  it('returns anything else unchanged', () => {
    for (const value of ['', '1381234567', '138123456789', '138 1234 5678', '+8613812345678', '0755-86013388', '138****5678', 'abcdefghijk']) {
      expect(maskPhone(value), value).toBe(value);
    }
  });

  it('shows nothing for null and undefined', () => {
    expect(maskPhone(null)).toBe('');
    expect(maskPhone(undefined)).toBe('');
  });
});
