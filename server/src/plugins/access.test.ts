import { Code, defineCall } from '@console/contract';
import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { assertAllowed, effectivePermissions, inScope, missingPermissions, ownsAnyProduct, type Access } from './access.js';

const access = (permissions: string[], products: string[]): Access => ({
  tokenHash: 'h',
  expireTime: new Date(Date.now() + 60_000),
  appId: 'console',
  manager: { id: 1, account: 'a', name: 'A', mobile: '', nickname: '', avatar: '', superuser: false },
  merchant: { id: 100101, name: 'M', kind: 'merchant', mainAccountName: 'A' },
  products: new Set(products),
  permissions: new Set(permissions),
  scope: [100101],
});

const call = (permission?: Parameters<typeof defineCall>[0]['permission'], product?: Parameters<typeof defineCall>[0]['product']) =>
  defineCall({ method: 'GET', path: 'x/y', summary: 'x', auth: 'token', permission, product, reply: Type.Null() });

const codeOf = (fn: () => void) => {
  try {
    fn();
    return Code.SUCCESS;
  } catch (error) {
    return (error as AppError).code;
  }
};

describe('access rules', () => {
  it('any-of needs one of the permissions, all-of needs every one', () => {
    const held = new Set(['energy:alarm:basic']);
    expect(missingPermissions({ anyOf: ['energy:alarm:basic', 'energy:partner:alarm:basic'] }, held)).toEqual([]);
    expect(missingPermissions({ allOf: ['energy:alarm:basic', 'energy:partner:alarm:basic'] }, held)).toEqual(['energy:partner:alarm:basic']);
    expect(missingPermissions({ anyOf: ['universal:report:basic'] }, held)).toEqual(['universal:report:basic']);
  });

  it('refuses a missing permission with 1403 naming it, and a missing product with 1405', () => {
    const user = access(['universal:message:basic'], ['parking:merchant:platform']);
    expect(codeOf(() => assertAllowed(call({ anyOf: ['universal:message:basic'] }), user))).toBe(Code.SUCCESS);
    expect(codeOf(() => assertAllowed(call({ anyOf: ['universal:report:basic'] }), user))).toBe(Code.FORBIDDEN_PERMISSION);
    expect(() => assertAllowed(call({ anyOf: ['universal:report:basic'] }), user)).toThrow(/universal:report:basic/);
    expect(codeOf(() => assertAllowed(call(undefined, ['energy:merchant:platform']), user))).toBe(Code.FORBIDDEN_PRODUCT);
    expect(codeOf(() => assertAllowed(call(undefined, ['energy:merchant:platform', 'parking:merchant:platform']), user))).toBe(Code.SUCCESS);
  });

  it("treats the platform operator's ALL as owning every product", () => {
    expect(ownsAnyProduct(new Set(['ALL']), ['energy:group:platform'])).toBe(true);
    expect(ownsAnyProduct(new Set(['parking:group:platform']), ['energy:group:platform'])).toBe(false);
  });

  it("keeps a granted permission only while the merchant owns its product, and drops unknown strings", () => {
    const effective = effectivePermissions(
      ['universal:message:basic', 'energy:alarm:basic', 'parking:parking:release:list', 'no:such:permission'],
      new Set(['parking:merchant:platform']),
      'merchant',
    );
    expect([...effective].sort()).toEqual(['parking:parking:release:list', 'universal:message:basic']);
  });

  it('keeps a permission limited to some merchant kinds only for those kinds', () => {
    const granted = ['merchant:merchant:create', 'merchant:role:create'];
    expect([...effectivePermissions(granted, new Set(['parking:merchant:platform']), 'merchant')]).toEqual(['merchant:role:create']);
    expect([...effectivePermissions(granted, new Set(['parking:partner:platform']), 'partner')].sort()).toEqual(granted.sort());
  });

  it('checks a merchant against a scope', () => {
    expect(inScope('all', 1)).toBe(true);
    expect(inScope([1, 2], 2)).toBe(true);
    expect(inScope([1, 2], 3)).toBe(false);
  });
});
