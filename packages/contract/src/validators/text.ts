import type { ValidationRule } from './rule.js';

/** ASCII digits only, at least one. */
export const isDigits = (value: string): boolean => /^[0-9]+$/.test(value);
export const digitsRule: ValidationRule = { test: isDigits, message: '请输入数字' };

/**
 * Chinese characters only, at least one: any CJK unified ideograph (the extension planes included, so rare name
 * characters like 𠮷 pass) and 〇. Punctuation, the middle dot of transcribed names and radicals do not.
 */
export const isChinese = (value: string): boolean => /^[\p{Unified_Ideograph}〇]+$/u.test(value);
export const chineseRule: ValidationRule = { test: isChinese, message: '请输入中文' };
