import { describe, expect, it } from 'vitest';
import { maskBankAccount } from '../../format/bank.js';
import { formatRatio } from './sharding.js';
import { withdrawScheduleText } from './transfer.js';

describe('payment display rules', () => {
  it('says when money is paid out', () => {
    expect(withdrawScheduleText({ mode: 1, cycle: null, cycle_day: null })).toBe('手动提现');
    expect(withdrawScheduleText({ mode: 2, cycle: 'daily', cycle_day: null })).toBe('自动提现 · 每日');
    expect(withdrawScheduleText({ mode: 2, cycle: 'weekly', cycle_day: 1 })).toBe('自动提现 · 每周一');
    expect(withdrawScheduleText({ mode: 2, cycle: 'weekly', cycle_day: 7 })).toBe('自动提现 · 每周日');
    expect(withdrawScheduleText({ mode: 2, cycle: 'monthly', cycle_day: 28 })).toBe('自动提现 · 每月 28 日');
  });

  it('shows ratios from basis points without trailing zeros', () => {
    expect(formatRatio(500)).toBe('5%');
    expect(formatRatio(250)).toBe('2.5%');
    expect(formatRatio(1)).toBe('0.01%');
    expect(formatRatio(9750)).toBe('97.5%');
  });

  it('never shows a whole account number', () => {
    expect(maskBankAccount('6222020200112233445')).toBe('**** **** 3445');
    expect(maskBankAccount('6222 0202 0011 2233 445')).toBe('**** **** 3445');
    expect(maskBankAccount('')).toBe('');
    expect(maskBankAccount(null)).toBe('');
  });
});
