import type { ValidationRule } from './rule.js';

/** One or two letters, six digits, the check digit (0-9 or A) in parentheses or plain: `G123456(A)`, `G123456A`. */
const HONG_KONG_ID = /^([A-Z]{1,2})([0-9]{6})(?:\(([0-9A])\)|([0-9A]))$/;

/** A letter counts 10 (A) to 35 (Z); the blank before a single letter counts 36. */
const charValue = (char: string): number => (char === ' ' ? 36 : parseInt(char, 36));

/**
 * Hong Kong identity card number with its check digit: the eight characters (a single letter padded with a blank
 * in front) are weighted 9 down to 2, and the check digit makes the total a multiple of 11 (10 is written A).
 */
export function isHongKongId(value: string): boolean {
  const match = HONG_KONG_ID.exec(value);
  if (!match) return false;
  const [, letters = '', digits = '', bracketed, plain] = match;
  const body = letters.padStart(2, ' ') + digits;
  const sum = [...body].reduce((total, char, i) => total + charValue(char) * (9 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  return (check === 10 ? 'A' : String(check)) === (bracketed ?? plain);
}
export const hongKongIdRule: ValidationRule = { test: isHongKongId, message: '请输入正确的香港身份证号码' };
