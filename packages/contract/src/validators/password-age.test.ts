import { describe, expect, it } from 'vitest';
import { ageRule, isAge } from './age.js';
import { isPassword, PASSWORD_RULE_MESSAGE, passwordRule } from './password.js';

describe('isPassword (8 to 20 characters, a letter and a non-letter)', () => {
  it('accepts passwords of the rule', () => {
    for (const v of ['abcdefg1', 'Parking2026!', 'a!!!!!!!', '1234567a', 'a'.repeat(19) + '1', 'pass word']) {
      expect(isPassword(v), v).toBe(true);
    }
  });

  it('rejects short, long, letter-only and letter-less passwords', () => {
    for (const v of ['', 'abc123', 'abcdef1', 'a'.repeat(20) + '1', 'abcdefgh', 'ABCDEFGHIJ', '12345678', '!@#$%^&*', '密码密码密码密码1']) {
      expect(isPassword(v), v).toBe(false);
    }
    expect(passwordRule).toEqual({ test: isPassword, message: PASSWORD_RULE_MESSAGE });
  });
});

describe('isAge', () => {
  it('accepts whole numbers from 18 to 75 by default', () => {
    for (const v of ['18', '30', '75']) expect(isAge(v), v).toBe(true);
    for (const v of ['17', '76', '0', '100', '', '18.0', '18.5', '-20', '+20', '020', ' 20', '20 ', '二十', '1e1']) {
      expect(isAge(v), v).toBe(false);
    }
  });

  it('takes another range', () => {
    expect(isAge('16', { min: 16 })).toBe(true);
    expect(isAge('76', { max: 80 })).toBe(true);
    expect(isAge('0', { min: 0, max: 17 })).toBe(true);
    expect(isAge('18', { min: 0, max: 17 })).toBe(false);
  });

  it('makes rules with their range in the message', () => {
    expect(ageRule().message).toBe('年龄须为 18-75 之间的整数');
    const minors = ageRule({ min: 0, max: 17 });
    expect(minors.message).toBe('年龄须为 0-17 之间的整数');
    expect(minors.test('17')).toBe(true);
    expect(minors.test('18')).toBe(false);
    expect(['18', '75'].every(isAge as (value: string) => boolean)).toBe(true); // an index is no range
  });
});
