import type { ValidationRule } from './rule.js';

/** GB 32100-2015's 31 characters: digits and capitals without I, O, Z, S and V; a character's value is its index. */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{18}$/;
/**
 * Document 1 §5 accepts lengths 8, 14, 15, 18, 19, 20 and 22. Only the 18-character code is defined by a standard
 * we can check (GB 32100-2015); the others are read as the older or foreign registration and tax numbers merchants
 * still hold (the 15-digit business registration number among them), whose formats are not published, so they
 * need only be capitals and digits of that length.
 */
const OTHER_LENGTHS = new Set([8, 14, 15, 19, 20, 22]);

/**
 * Unified social credit code: 18 characters of GB 32100-2015 whose last is the check character
 * 31 - (Σ value × weight mod 31) (31 written 0), or capitals and digits of one of the other accepted lengths.
 */
export function isCreditCode(value: string): boolean {
  if (value.length !== 18) return OTHER_LENGTHS.has(value.length) && /^[0-9A-Z]+$/.test(value);
  return CREDIT_CODE.test(value) && creditCodeCheck(value) === value.charAt(17);
}

/** The check character of an 18-character code from its first 17 (demo data and tests build codes with it). */
export function creditCodeCheck(value: string): string {
  const sum = WEIGHTS.reduce((total, weight, i) => total + ALPHABET.indexOf(value.charAt(i)) * weight, 0);
  return ALPHABET.charAt((31 - (sum % 31)) % 31);
}
export const creditCodeRule: ValidationRule = { test: isCreditCode, message: '请输入正确的统一社会信用代码' };
