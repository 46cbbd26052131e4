import { describe, expect, it } from 'vitest';
import { hongKongIdRule, isHongKongId } from './hong-kong-id.js';
import { isMacauId, macauIdRule } from './macau-id.js';
import { isTaiwanId, taiwanIdRule } from './taiwan-id.js';

describe('isHongKongId', () => {
  it('accepts numbers whose check digit is right', () => {
    // Blank 36×9 + G 16×8 + 1×7 + 2×6 + 3×5 + 4×4 + 5×3 + 6×2 = 529; 529 mod 11 = 1; 11 − 1 = 10 → A.
    expect(isHongKongId('G123456(A)')).toBe(true);
    // 324 + A 10×8 + 77 = 481; 481 mod 11 = 8 → 3.
    expect(isHongKongId('A123456(3)')).toBe(true);
    // 324 + L 21×8 + 5×(7+6+5+4+3+2) = 627 = 57 × 11 → 0.
    expect(isHongKongId('L555555(0)')).toBe(true);
    // Two letters: A 10×9 + B 11×8 + 9×7 + 8×6 + 7×5 + 6×4 + 5×3 + 4×2 = 371; 371 mod 11 = 8 → 3.
    expect(isHongKongId('AB987654(3)')).toBe(true);
    expect(isHongKongId('G123456A')).toBe(true); // written without parentheses
  });

  it('rejects wrong check digits and shapes', () => {
    expect(isHongKongId('A123456(7)')).toBe(false); // the brief's shape example: its check digit is 3
    expect(isHongKongId('G123456(B)')).toBe(false);
    expect(isHongKongId('AB987654(2)')).toBe(false);
    expect(isHongKongId('g123456(a)')).toBe(false);
    expect(isHongKongId('G123456(A')).toBe(false);
    expect(isHongKongId('G12345(6)')).toBe(false);
    expect(isHongKongId('ABC123456(7)')).toBe(false);
    expect(isHongKongId('1234567(8)')).toBe(false);
    expect(isHongKongId('')).toBe(false);
    expect(hongKongIdRule.message).toBe('请输入正确的香港身份证号码');
  });
});

describe('isMacauId', () => {
  it('accepts 1, 5 or 7, six digits and a final digit', () => {
    expect(isMacauId('1123456(0)')).toBe(true);
    expect(isMacauId('5215299(8)')).toBe(true);
    expect(isMacauId('7123456(1)')).toBe(true);
    expect(isMacauId('11234560')).toBe(true);
  });

  it('rejects other first digits and shapes', () => {
    expect(isMacauId('2123456(0)')).toBe(false);
    expect(isMacauId('1123456(A)')).toBe(false);
    expect(isMacauId('112345(0)')).toBe(false);
    expect(isMacauId('1123456(0')).toBe(false);
    expect(isMacauId('1123456(00)')).toBe(false);
    expect(macauIdRule.message).toBe('请输入正确的澳门身份证号码');
  });
});

describe('isTaiwanId', () => {
  it('accepts numbers whose checksum is a multiple of 10', () => {
    // A = 10: 1×1 + 0×9 = 1; 1×8+2×7+3×6+4×5+5×4+6×3+7×2+8×1 = 120; + check 9 → 130.
    expect(isTaiwanId('A123456789')).toBe(true);
    // F = 15: 1 + 45 = 46; 1×8+3×7+1×6+1×5+0+4×3+0+9×1 = 61; + 3 → 110.
    expect(isTaiwanId('F131104093')).toBe(true);
    // A woman's number: 1 + (2×8+14+18+20+20+18+14+8 = 128) + 1 → 130.
    expect(isTaiwanId('A223456781')).toBe(true);
  });

  it('rejects wrong checksums and shapes', () => {
    expect(isTaiwanId('A123456788')).toBe(false);
    expect(isTaiwanId('A323456789')).toBe(false); // sex digit 3
    expect(isTaiwanId('a123456789')).toBe(false);
    expect(isTaiwanId('A12345678')).toBe(false);
    expect(isTaiwanId('1123456789')).toBe(false);
    expect(taiwanIdRule.message).toBe('请输入正确的台湾身份证号码');
  });
});
