import { describe, expect, it } from 'vitest';
import { emailRule, isEmail } from './email.js';
import { isUrl, urlRule } from './url.js';

describe('isUrl', () => {
  it('accepts http and https addresses', () => {
    for (const v of ['http://example.com', 'https://www.example.com.cn/a/b?c=1&d=2#e', 'HTTPS://EXAMPLE.COM', 'https://localhost:5173/login', 'http://127.0.0.1:8080', 'http://[::1]/', 'https://例子.中国/路径', 'https://user:pass@example.com', 'https://a-b.example.co']) {
      expect(isUrl(v), v).toBe(true);
    }
  });

  it('rejects other schemes, missing or odd hosts, spaces and repaired forms', () => {
    for (const v of ['', 'example.com', 'www.example.com', 'ftp://example.com', 'javascript:alert(1)', 'http:example.com', 'http:/example.com', 'http://', 'https://example', 'http://-a.com', 'http://a_b.com', 'http://exa mple.com', ' http://example.com', 'http://example.com ', 'http:\\\\example.com', 'http://999.1.1.1', 'http://example.com:99999', '//example.com', '/home/index']) {
      expect(isUrl(v), v).toBe(false);
    }
    expect(urlRule.message).toBe('请输入正确的网址');
  });
});

describe('isEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const v of ['a@b.cn', 'zhang.san@example.com', 'user+tag@mail.example.com.cn', "o'neil@example.org", '12345@qq.com', 'x_y-z@sub-domain.example.io']) {
      expect(isEmail(v), v).toBe(true);
    }
  });

  it('rejects malformed addresses', () => {
    for (const v of ['', 'a', '@example.com', 'a@', 'a@b', 'a@b.c', 'a@b.c1', '.a@b.cn', 'a.@b.cn', 'a..b@b.cn', 'a@-b.cn', 'a@b-.cn', 'a@b..cn', 'a b@b.cn', 'a@b@c.cn', '"a"@b.cn', '张三@example.com', 'a@例子.中国']) {
      expect(isEmail(v), v).toBe(false);
    }
  });

  it('enforces the lengths of RFC 5321', () => {
    expect(isEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    const label = 'a'.repeat(63);
    expect(isEmail(`a@${label}.${label}.${label}.${'a'.repeat(57)}.cn`)).toBe(true); // 254 characters
    expect(isEmail(`a@${label}.${label}.${label}.${'a'.repeat(58)}.cn`)).toBe(false); // 255
    expect(emailRule.message).toBe('请输入正确的邮箱地址');
  });
});
