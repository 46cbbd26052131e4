import { describe, expect, it } from 'vitest';
import { moneyInCapitals } from './capitals.js';

describe('moneyInCapitals (fen → 人民币大写)', () => {
  it('zero, jiao and fen alone', () => {
    expect(moneyInCapitals(0)).toBe('零元整');
    expect(moneyInCapitals(5)).toBe('伍分');
    expect(moneyInCapitals(50)).toBe('伍角');
    expect(moneyInCapitals(56)).toBe('伍角陆分');
  });

  it('yuan with 整, 角 and 分', () => {
    expect(moneyInCapitals(100)).toBe('壹元整');
    expect(moneyInCapitals(1010)).toBe('壹拾元壹角');
    expect(moneyInCapitals(1005)).toBe('壹拾元零伍分');
    expect(moneyInCapitals(12345)).toBe('壹佰贰拾叁元肆角伍分');
    expect(moneyInCapitals(101000)).toBe('壹仟零壹拾元整');
    expect(moneyInCapitals(100100)).toBe('壹仟零壹元整');
  });

  it('万 and 亿 with the zeros between them', () => {
    expect(moneyInCapitals(10_000_001)).toBe('壹拾万元零壹分');
    expect(moneyInCapitals(10_010_000)).toBe('壹拾万零壹佰元整');
    expect(moneyInCapitals(100_000_500)).toBe('壹佰万零伍元整');
    expect(moneyInCapitals(1e10)).toBe('壹亿元整');
    expect(moneyInCapitals(10_000_000_100)).toBe('壹亿零壹元整');
    expect(moneyInCapitals(12_000_000_000)).toBe('壹亿贰仟万元整');
    expect(moneyInCapitals(20_010_000_000)).toBe('贰亿零壹拾万元整');
    expect(moneyInCapitals(123_456_789_012)).toBe('壹拾贰亿叁仟肆佰伍拾陆万柒仟捌佰玖拾元壹角贰分');
  });

  it('negative amounts (red invoices) and bigints', () => {
    expect(moneyInCapitals(-10600)).toBe('负壹佰零陆元整');
    expect(moneyInCapitals(100_000_000_000_000n)).toBe('壹万亿元整');
  });

  it('refuses fractions of a fen', () => {
    expect(() => moneyInCapitals(1.5)).toThrow(RangeError);
  });
});
