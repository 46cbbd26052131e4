import { describe, expect, it } from 'vitest';
import { chineseRule, digitsRule, isChinese, isDigits } from './text.js';

describe('isDigits', () => {
  it('accepts ASCII digits only', () => {
    expect(isDigits('0')).toBe(true);
    expect(isDigits('0012345678901234567890')).toBe(true);
    for (const v of ['', ' 1', '1 ', '-1', '+1', '1.5', '1e3', '１２３', '١٢٣', 'abc']) expect(isDigits(v), v).toBe(false);
    expect(digitsRule.message).toBe('请输入数字');
  });
});

describe('isChinese', () => {
  it('accepts Chinese characters, rare ones included', () => {
    for (const v of ['中文', '张三', '𠮷', '龘', '二〇二六']) expect(isChinese(v), v).toBe(true);
  });

  it('rejects anything else', () => {
    for (const v of ['', '中文a', '中 文', '中文。', '阿依古丽·买买提', 'abc', '１', 'ひらがな', '한국', '⼀']) {
      expect(isChinese(v), v).toBe(false);
    }
    expect(chineseRule.message).toBe('请输入中文');
  });
});
