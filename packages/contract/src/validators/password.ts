import type { ValidationRule } from './rule.js';

/** Password rule of document 1 §5: 8 to 20 characters with a letter and a non-letter. */
export const PASSWORD_RULE_MESSAGE = '密码须为 8-20 位，且同时包含字母和非字母字符';
export const isPassword = (value: string): boolean =>
  value.length >= 8 && value.length <= 20 && /[A-Za-z]/.test(value) && /[^A-Za-z]/.test(value);
export const passwordRule: ValidationRule = { test: isPassword, message: PASSWORD_RULE_MESSAGE };
