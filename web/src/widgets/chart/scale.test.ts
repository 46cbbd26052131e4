import { describe, expect, it } from 'vitest';
import { indexAt, labelsShown, niceTicks, stackBases } from './scale';

describe('niceTicks', () => {
  it('covers the maximum with round steps from 0', () => {
    expect(niceTicks(97)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(1200)).toEqual([0, 250, 500, 750, 1000, 1250]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(0.42)).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5]);
  });
  it('answers a unit axis for nothing to show', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
  });
});

describe('labelsShown', () => {
  it('prints every label when there is room', () => {
    expect([...labelsShown(7, 700)]).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
  it('thins them out on a narrow chart and keeps the last', () => {
    const shown = labelsShown(30, 300);
    expect(shown.has(0)).toBe(true);
    expect(shown.has(29)).toBe(true);
    expect(shown.size).toBeLessThanOrEqual(6);
  });
});

describe('indexAt', () => {
  it('maps an offset to its band, clamped', () => {
    expect(indexAt(0, 300, 3)).toBe(0);
    expect(indexAt(150, 300, 3)).toBe(1);
    expect(indexAt(299, 300, 3)).toBe(2);
    expect(indexAt(400, 300, 3)).toBe(2);
    expect(indexAt(-5, 300, 3)).toBe(0);
    expect(indexAt(10, 300, 0)).toBe(-1);
  });
});

describe('stackBases', () => {
  it('starts each series where the ones before it ended (negatives count as 0)', () => {
    expect(stackBases([[1, 2], [3, -1], [5, 5]], 2)).toEqual([[0, 0], [1, 2], [4, 2]]);
  });
});
