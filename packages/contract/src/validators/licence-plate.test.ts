import { describe, expect, it } from 'vitest';
import { isLicencePlate, licencePlateRule } from './licence-plate.js';

describe('isLicencePlate (GA 36-2018)', () => {
  it('accepts ordinary 7-character plates', () => {
    for (const plate of ['京A12345', '粤B12345', '沪AB1234', '川A1B2C3', '琼EAB123', '藏A00000', '粤O12345']) {
      expect(isLicencePlate(plate), plate).toBe(true);
    }
  });

  it('rejects I and O in the serial, I as the office, unknown provinces and wrong lengths', () => {
    for (const plate of ['京A1234O', '京AI2345', '京I12345', '港A12345', '台A12345', 'AA12345', '京112345', '京A1234', '京A123456', '京a12345', '京A·12345', '']) {
      expect(isLicencePlate(plate), plate).toBe(false);
    }
  });

  it('accepts small new-energy plates: D A B C E / F G H J K, a digit or letter, 4 digits', () => {
    for (const first of ['D', 'A', 'B', 'C', 'E', 'F', 'G', 'H', 'J', 'K']) {
      expect(isLicencePlate(`粤B${first}12345`), first).toBe(true);
    }
    expect(isLicencePlate('粤BD12345')).toBe(true);
    expect(isLicencePlate('粤BDF1234')).toBe(true);
    expect(isLicencePlate('京AF0A12')).toBe(true); // 7 characters: an ordinary plate (serial F0A12)
  });

  it('rejects small new-energy plates with another first letter or letters among the last four', () => {
    for (const plate of ['粤BL12345', '粤BZ12345', '粤BI12345', '粤BDI1234', '粤BDO1234', '粤BD1234A', '粤BDF123A', '粤BDFF123']) {
      expect(isLicencePlate(plate), plate).toBe(false);
    }
  });

  it('accepts large new-energy plates: 5 digits then D or F', () => {
    expect(isLicencePlate('粤B12345D')).toBe(true);
    expect(isLicencePlate('粤B12345F')).toBe(true);
    expect(isLicencePlate('粤B12345A')).toBe(false);
    expect(isLicencePlate('粤B1234AD')).toBe(false);
    expect(isLicencePlate('粤B12345DD')).toBe(false);
  });

  it('accepts the suffix plates', () => {
    for (const plate of ['京A1234警', '京A0001学', '鲁B1234挂', '沪A1234领', '粤Z1234港', '粤Z1A23澳', '使014578']) {
      expect(isLicencePlate(plate), plate).toBe(true);
    }
  });

  it('rejects suffix plates of the wrong shape', () => {
    for (const plate of ['京A12345警', '京A123警', '京A1234军', '京Z1234港', '粤B1234港', '粤Z12345港', '使01457', '使0145789', '使A14578', '京A1234使']) {
      expect(isLicencePlate(plate), plate).toBe(false);
    }
  });

  it('works as a rule', () => {
    expect(licencePlateRule.test('粤BD12345')).toBe(true);
    expect(licencePlateRule.message).toBe('请输入正确的车牌号');
  });
});
