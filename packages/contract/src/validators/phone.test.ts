import { describe, expect, it } from 'vitest';
import { hotlineRule, isHotline, isLandline, isMobile, landlineRule, mobileRule } from './phone.js';

describe('isMobile', () => {
  it('accepts 1[3-9] and 9 digits', () => {
    for (const n of ['13800138000', '15912345678', '19912345678', '16612345678']) expect(isMobile(n), n).toBe(true);
  });

  it('rejects other prefixes, lengths and decorations', () => {
    for (const n of ['12800138000', '10800138000', '23800138000', '1380013800', '138001380000', '+8613800138000', '138 0013 8000', '138-0013-8000', '1380013800a', '']) {
      expect(isMobile(n), n).toBe(false);
    }
    expect(mobileRule.message).toBe('请输入正确的手机号');
  });
});

describe('isLandline', () => {
  it('accepts optional area codes, 7 or 8 digits and optional extensions', () => {
    for (const n of ['010-62345678', '0755-86013388', '0571-8888888', '86013388', '8888888', '010-62345678-801', '0755-86013388-123456']) {
      expect(isLandline(n), n).toBe(true);
    }
  });

  it('rejects malformed numbers', () => {
    // Local numbers never start with 0 or 1 (trunk and service prefixes).
    for (const n of ['010-12345678', '10-62345678', '01-12345678', '07555-86013388', '0755-06013388', '0755-16013388', '0755-123456', '0755-123456789', '010-62345678-', '010-62345678-1234567', '075586013388', '(010)62345678', '13800138000', '']) {
      expect(isLandline(n), n).toBe(false);
    }
    expect(landlineRule.message).toBe('请输入正确的座机号码');
  });
});

describe('isHotline', () => {
  it('accepts 400/800 numbers plain or grouped, and 95 short numbers', () => {
    for (const n of ['400-820-8820', '4008208820', '800-810-8888', '400-8208-820', '95588', '95533', '955881']) {
      expect(isHotline(n), n).toBe(true);
    }
  });

  it('rejects other numbers', () => {
    for (const n of ['500-820-8820', '400-820-882', '400-820-88200', '40082088201', '400--8208820', '400 820 8820', '9558', '9558812', '96588', '10086', '']) {
      expect(isHotline(n), n).toBe(false);
    }
    expect(hotlineRule.message).toBe('请输入正确的服务热线');
  });
});
