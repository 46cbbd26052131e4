import { describe, expect, it } from 'vitest';
import * as contract from '../index.js';
import { validationRules } from './rules.js';

describe('validationRules', () => {
  it('has every helper of document 1 §5 with a Chinese message', () => {
    expect(Object.keys(validationRules)).toEqual([
      'url', 'digits', 'idCard', 'hongKongId', 'macauId', 'taiwanId', 'email', 'chinese', 'mobile', 'landline',
      'hotline', 'licencePlate', 'creditCode', 'password', 'age',
    ]);
    for (const [name, rule] of Object.entries(validationRules)) {
      expect(rule.message, name).toMatch(/[\u4e00-\u9fa5]/);
      expect(rule.test(''), name).toBe(false);
    }
  });

  it('accepts a sample of each', () => {
    const samples: Record<keyof typeof validationRules, string> = {
      url: 'https://example.com', digits: '123', idCard: '11010519491231002X', hongKongId: 'G123456(A)',
      macauId: '1123456(0)', taiwanId: 'A123456789', email: 'a@example.com', chinese: '中文', mobile: '13800138000',
      landline: '0755-86013388', hotline: '400-820-8820', licencePlate: '粤BD12345', creditCode: '91350100M000100Y43',
      password: 'Parking2026!', age: '30',
    };
    for (const [name, rule] of Object.entries(validationRules)) {
      expect(rule.test(samples[name as keyof typeof validationRules]), name).toBe(true);
    }
  });

  it('is exported from the package with the validators and formatters', () => {
    for (const name of ['validationRules', 'isUrl', 'isIdCard', 'isCreditCode', 'isLicencePlate', 'isPassword', 'PASSWORD_RULE_MESSAGE', 'ageRule', 'formatMoney', 'formatRelativeTime', 'formatDate', 'formatDateTime', 'maskPhone', 'escapeHtml', 'escapeHtmlTags']) {
      expect(contract, name).toHaveProperty(name);
    }
  });
});
