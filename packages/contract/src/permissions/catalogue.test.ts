import { describe, expect, it } from 'vitest';
import { callList } from '../calls/index.js';
import { isProductCode } from '../products.js';
import { isPermissionCode, permissionCatalogue } from './index.js';

const namedInRules = (rule: NonNullable<(typeof callList)[number]['permission']>) => ('allOf' in rule ? rule.allOf : rule.anyOf);

describe('permission catalogue', () => {
  it('holds each permission string once, with a Chinese label and a known product', () => {
    const codes = permissionCatalogue.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const entry of permissionCatalogue) {
      expect(entry.code).toMatch(/^[a-z]+(:[a-z_]+){2,}$/);
      expect(entry.label).toMatch(/[\u4e00-\u9fa5]/);
      if (entry.product !== null) expect(isProductCode(entry.product), entry.code).toBe(true);
    }
  });

  it('names every permission string of the specification', () => {
    const spec = [
      'universal:message:basic', 'universal:user:basic', 'universal:report:basic', 'invoice:invoice:list',
      'payment:partner:app:acl:list', 'parking:mcoupon:token:list', 'parking:parking:release:list',
      'payment:partner:channel:apply:basic', 'energy:alarm:basic', 'energy:partner:alarm:basic',
      'energy:partner:station:list', 'parking:trade:list', 'payment:partner:trade:payment:list', 'okr:objective:list',
      'parking:group:vip:list', 'payment:partner:payment:list', 'bonus:event:create', 'merchant:merchant:update',
    ];
    for (const code of spec) expect(isPermissionCode(code), code).toBe(true);
  });

  it('is the only source of the permissions and products that calls check', () => {
    for (const call of callList) {
      for (const code of call.permission ? namedInRules(call.permission) : []) {
        expect(isPermissionCode(code), `${call.path} names ${code}`).toBe(true);
      }
      for (const product of call.product ?? []) expect(isProductCode(product), `${call.path} gates on ${product}`).toBe(true);
    }
  });

  it('defines each method and path once', () => {
    const keys = callList.map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
