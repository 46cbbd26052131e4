import { DISPLAY_OFFSET_MINUTES } from '../format/time.js';
import type { ValidationRule } from './rule.js';

/**
 * Province-level prefixes of GB/T 2260: the 31 mainland provinces, 71 Taiwan, 81 Hong Kong and 82 Macau, plus 83,
 * which the residence permits of Taiwan residents carry (810000/820000 for those of Hong Kong and Macau).
 */
const PROVINCES = new Set([
  '11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33', '34', '35', '36', '37', '41', '42', '43',
  '44', '45', '46', '50', '51', '52', '53', '54', '61', '62', '63', '64', '65', '71', '81', '82', '83',
]);
/** ISO 7064 MOD 11-2: the weight of position i (from the left, 0-based) is 2^(17-i) mod 11. */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** The check character for each remainder of the weighted sum: (12 - sum mod 11) mod 11, 10 written X. */
const CHECK_CHARACTERS = '10X98765432';
/** Earliest birth year accepted: the standard's own examples include people born in the 1880s. */
const EARLIEST_BIRTH_YEAR = 1800;

export interface IdCardOptions {
  /** The moment "today" is read from (its UTC+8 date); default now. */
  now?: Date | number;
}

/** `YYYYMMDD` → whether it names a real day from 1800 up to today's date in UTC+8. */
function isBirthDate(yyyymmdd: string, now: Date | number): boolean {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  const today = new Date(new Date(now).getTime() + DISPLAY_OFFSET_MINUTES * 60_000);
  const todayKey = today.getUTCFullYear() * 10_000 + (today.getUTCMonth() + 1) * 100 + today.getUTCDate();
  return real && year >= EARLIEST_BIRTH_YEAR && Number(yyyymmdd) <= todayKey;
}

/**
 * Mainland resident identity card number (GB 11643-1999): 18 characters — 6-digit address code with a known
 * province prefix, 8-digit birth date (a real day, not after today), 3-digit sequence and the ISO 7064 MOD 11-2
 * check character, a digit or X. X is accepted in upper case only: forms upper-case the input first. The
 * 15-digit numbers of first-generation cards are not accepted.
 */
export function isIdCard(value: string, { now = Date.now() }: IdCardOptions = {}): boolean {
  if (!/^[0-9]{17}[0-9X]$/.test(value)) return false;
  if (!PROVINCES.has(value.slice(0, 2)) || !isBirthDate(value.slice(6, 14), now)) return false;
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(value[i]), 0);
  return CHECK_CHARACTERS[sum % 11] === value[17];
}
export const idCardRule: ValidationRule = { test: (value) => isIdCard(value), message: '请输入正确的身份证号码' };
