import { describe, expect, it } from 'vitest';
import { computeScope } from './tenant.js';

const relations = [
  { parent: 10, child: 11 }, // partner → customer
  { parent: 10, child: 20 }, // partner → a group customer
  { parent: 20, child: 21 }, // group → member
  { parent: 20, child: 22 },
  { parent: 30, child: 31 },
];

describe('merchant scope', () => {
  it('is everything for the platform operator', () => {
    expect(computeScope({ id: 1, kind: 'platform' }, relations)).toBe('all');
  });

  it('is the merchant alone for a plain merchant', () => {
    expect(computeScope({ id: 11, kind: 'merchant' }, relations)).toEqual([11]);
  });

  it("is a group and its members", () => {
    expect(computeScope({ id: 20, kind: 'group' }, relations)).toEqual([20, 21, 22]);
    expect(computeScope({ id: 30, kind: 'group' }, relations)).toEqual([30, 31]);
  });

  it("is a partner, its customers and their members, without looping on cycles", () => {
    expect(computeScope({ id: 10, kind: 'partner' }, relations)).toEqual([10, 11, 20, 21, 22]);
    expect(computeScope({ id: 10, kind: 'partner' }, [...relations, { parent: 21, child: 10 }])).toEqual([10, 11, 20, 21, 22]);
  });
});
