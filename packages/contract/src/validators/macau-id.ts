import type { ValidationRule } from './rule.js';

/**
 * Macau identity card number: 1, 5 or 7, six digits and a final digit, in parentheses or plain (`1123456(0)`,
 * `11234560`). Macau publishes no check-digit algorithm, so only the pattern is checked.
 */
export const isMacauId = (value: string): boolean => /^[157][0-9]{6}(?:\([0-9]\)|[0-9])$/.test(value);
export const macauIdRule: ValidationRule = { test: isMacauId, message: '请输入正确的澳门身份证号码' };
