import { describe, expect, it } from 'vitest';
import { creditCodeRule, isCreditCode } from './credit-code.js';

// Character values: 0-9 are 0-9, then A10 B11 C12 D13 E14 F15 G16 H17 J18 K19 L20 M21 N22 P23 Q24 R25 T26 U27
// W28 X29 Y30. Weights 1 3 9 27 19 26 16 17 20 29 25 13 8 24 10 30 28; check = 31 − (sum mod 31), 31 → 0.
describe('isCreditCode, 18 characters (GB 32100-2015)', () => {
  it('accepts real codes', () => {
    // The standard's sample: 9 + 3 + 27 + 135 + 26 + M 21×20 + 8 + Y 30×30 + 4×28 = 1640; 1640 mod 31 = 28 → 3.
    expect(isCreditCode('91350100M000100Y43')).toBe(true);
    // 北京百度网讯科技有限公司: 9+3+9+27 + 8×20 + 2×25 + 13 + 4×10 + 3×30 + 3×28 = 485; mod 31 = 20 → 11 = B.
    expect(isCreditCode('91110000802100433B')).toBe(true);
    // 小米科技有限责任公司: sum 999; mod 31 = 7 → 24 = Q.
    expect(isCreditCode('91110108551385082Q')).toBe(true);
  });

  it('handles the extreme check characters', () => {
    // 9+3+9+27 + 7×20 + 2×30 = 248 = 8 × 31 → 31 − 0 = 31, written 0.
    expect(isCreditCode('911100007000000200')).toBe(true);
    // 5×1 + 1×3 + 1×9 + 5×20 + 7×10 = 187; 187 mod 31 = 1 → 30 = Y.
    expect(isCreditCode('51100000500000700Y')).toBe(true);
  });

  it('rejects a wrong check character', () => {
    expect(isCreditCode('91350100M000100Y44')).toBe(false);
    expect(isCreditCode('91110000802100433C')).toBe(false);
    expect(isCreditCode('911100007000000201')).toBe(false);
  });

  it('rejects I, O, Z, S and V anywhere, and lower case', () => {
    for (const letter of ['I', 'O', 'Z', 'S', 'V']) {
      expect(isCreditCode(`91350100M000100${letter}43`), letter).toBe(false);
      expect(isCreditCode(`91110000802100433${letter}`), letter).toBe(false);
    }
    expect(isCreditCode('91350100m000100y43')).toBe(false);
  });

  it('works as a rule', () => {
    expect(creditCodeRule.test('91350100M000100Y43')).toBe(true);
    expect(creditCodeRule.message).toBe('请输入正确的统一社会信用代码');
  });
});

describe('isCreditCode, the other accepted lengths', () => {
  it('accepts digits and capitals of length 8, 14, 15, 19, 20 and 22', () => {
    expect(isCreditCode('12345678')).toBe(true);
    expect(isCreditCode('1234567890ABCD')).toBe(true);
    expect(isCreditCode('110108000673293')).toBe(true); // a 15-digit business registration number
    expect(isCreditCode('1234567890123456789')).toBe(true);
    expect(isCreditCode('11010519491231002X01')).toBe(true); // an ID number plus two digits, as tax numbers were
    expect(isCreditCode('ABCDEFGHIJ0123456789ZZ')).toBe(true);
  });

  it('rejects every other length and any other character', () => {
    for (const length of [0, 1, 7, 9, 10, 13, 16, 17, 21, 23, 24]) {
      expect(isCreditCode('1'.repeat(length)), String(length)).toBe(false);
    }
    expect(isCreditCode('1234567a')).toBe(false);
    expect(isCreditCode('1234-678')).toBe(false);
    expect(isCreditCode('110108 00673293')).toBe(false);
  });
});
