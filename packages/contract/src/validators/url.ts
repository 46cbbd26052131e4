import type { ValidationRule } from './rule.js';

/** The scheme must be written out, so that `http:example.com` (which URL() would repair) fails. */
const HTTP_URL = /^https?:\/\/[^\s\\]+$/i;
/** After URL() has lower-cased and punycoded it: localhost, a dotted domain with a real TLD, IPv4 or [IPv6]. */
const HOST =
  /^(?:localhost|(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})|\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/;

/** An absolute http or https address with a host a browser can reach (`https://例子.中国/a?b=1` included). */
export function isUrl(value: string): boolean {
  if (!HTTP_URL.test(value)) return false;
  try {
    return HOST.test(new URL(value).hostname);
  } catch {
    return false;
  }
}
export const urlRule: ValidationRule = { test: isUrl, message: '请输入正确的网址' };

/**
 * A page of this console to go to after signing in: a path of this site, never another site — not `//host` nor
 * `/\host` (browsers read both as another host), no whitespace or backslash anywhere.
 */
export const isConsolePath = (value: string) => /^\/(?![/\\])[^\s\\]*$/.test(value);
