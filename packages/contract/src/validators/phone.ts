import type { ValidationRule } from './rule.js';

/** Mainland mobile number: 1, then 3 to 9, then 9 digits. */
export const isMobile = (value: string): boolean => /^1[3-9][0-9]{9}$/.test(value);
export const mobileRule: ValidationRule = { test: isMobile, message: '请输入正确的手机号' };

/**
 * Landline: an optional area code (0 + 2 or 3 digits) and a hyphen, a local number of 7 or 8 digits that does not
 * start with 0 or 1 (those are trunk and service prefixes), and an optional hyphenated extension of 1 to 6 digits.
 * `0755-86013388`, `010-12345678-801`, `86013388`.
 */
export const isLandline = (value: string): boolean => /^(?:0[0-9]{2,3}-)?[2-9][0-9]{6,7}(?:-[0-9]{1,6})?$/.test(value);
export const landlineRule: ValidationRule = { test: isLandline, message: '请输入正确的座机号码' };

/**
 * Service hotline: a 400 or 800 number of 10 digits, written plain or grouped 3-3-4 or 3-4-3 with hyphens
 * (`400-820-8820`, `4008208820`), or a 95 short number of 5 or 6 digits (`95588`).
 */
export const isHotline = (value: string): boolean =>
  /^[48]00(?:-?[0-9]{3}-?[0-9]{4}|-?[0-9]{4}-?[0-9]{3})$/.test(value) || /^95[0-9]{3,4}$/.test(value);
export const hotlineRule: ValidationRule = { test: isHotline, message: '请输入正确的服务热线' };
