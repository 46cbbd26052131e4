import type { ValidationRule } from './rule.js';

/** Each region letter counts 10 and up in this order (I, O, W and Z were added later, hence out of order). */
const LETTER_ORDER = 'ABCDEFGHJKLMNPQRSTUVXYWZIO';

/**
 * Taiwan national identification number: a region letter, 1 or 2 (sex), 7 digits and a check digit. The letter's
 * two-digit value contributes tens × 1 + units × 9, the next eight digits are weighted 8 down to 1, the check digit
 * 1; the total must be a multiple of 10. `A123456789` is valid.
 */
export function isTaiwanId(value: string): boolean {
  if (!/^[A-Z][12][0-9]{8}$/.test(value)) return false;
  const letter = LETTER_ORDER.indexOf(value.charAt(0)) + 10;
  let sum = Math.floor(letter / 10) + (letter % 10) * 9 + Number(value[9]);
  for (let i = 1; i <= 8; i++) sum += Number(value[i]) * (9 - i);
  return sum % 10 === 0;
}
export const taiwanIdRule: ValidationRule = { test: isTaiwanId, message: '请输入正确的台湾身份证号码' };
