import type { ValidationRule } from './rule.js';

export interface AgeRange {
  /** Youngest accepted age, default 18. */
  min?: number;
  /** Oldest accepted age, default 75. */
  max?: number;
}
export const DEFAULT_AGE_RANGE = { min: 18, max: 75 } as const;

/** A whole number of years, written in digits without sign or leading zero, within the range (bounds included). */
export function isAge(value: string, { min = DEFAULT_AGE_RANGE.min, max = DEFAULT_AGE_RANGE.max }: AgeRange = {}): boolean {
  if (!/^(?:0|[1-9][0-9]*)$/.test(value)) return false;
  const age = Number(value);
  return age >= min && age <= max;
}

/** The age rule for a range: `ageRule()` accepts 18 to 75 and says 年龄须为 18-75 之间的整数. */
export function ageRule({ min = DEFAULT_AGE_RANGE.min, max = DEFAULT_AGE_RANGE.max }: AgeRange = {}): ValidationRule {
  return { test: (value) => isAge(value, { min, max }), message: `年龄须为 ${min}-${max} 之间的整数` };
}
