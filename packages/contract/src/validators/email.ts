import type { ValidationRule } from './rule.js';

/** RFC 5322 dot-atom: no leading, trailing or doubled dot. Quoted local parts are not accepted. */
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** At least one dot and a TLD of letters: an address the console can actually mail to. */
const DOMAIN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at < 1 || value.length > 254) return false;
  const local = value.slice(0, at);
  return local.length <= 64 && LOCAL.test(local) && DOMAIN.test(value.slice(at + 1));
}
export const emailRule: ValidationRule = { test: isEmail, message: '请输入正确的邮箱地址' };
