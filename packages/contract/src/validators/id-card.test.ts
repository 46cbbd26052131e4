import { describe, expect, it } from 'vitest';
import { idCardRule, isIdCard } from './id-card.js';

/** 2026-05-01 00:00 in UTC+8, which is still 30 April in UTC. */
const MAY_DAY_2026 = Date.parse('2026-04-30T16:00:00Z');
const at = (value: string) => isIdCard(value, { now: MAY_DAY_2026 });

describe('isIdCard', () => {
  it('accepts the published examples', () => {
    // GB 11643-1999's example. Weights 7 9 10 5 8 4 2 1 6 3 7 9 10 5 8 4 2 over 1101051949123100:
    // 7+9+0+5+0+20+2+9+24+27+7+18+30+5+0+0+4 = 167; 167 mod 11 = 2 → X.
    expect(at('11010519491231002X')).toBe(true);
    // Born 1 January 1880: 28+36+0+25+16+16+2+8+48+0+0+9+0+5+0+0+2 = 195; 195 mod 11 = 8 → 4.
    expect(at('440524188001010014')).toBe(true);
  });

  it('rejects a wrong check character, a lower-case x and wrong lengths', () => {
    expect(at('110105194912310021')).toBe(false); // the check is X
    expect(at('440524188001010015')).toBe(false);
    expect(at('11010519491231002x')).toBe(false); // forms upper-case first
    expect(at('11010519491231002')).toBe(false);
    expect(at('11010519491231002X0')).toBe(false);
    expect(at('110105491231002')).toBe(false); // first-generation 15-digit number
    expect(at('1101051949123100XX')).toBe(false);
    expect(at(' 11010519491231002X')).toBe(false);
    expect(at('')).toBe(false);
  });

  // Every number below carries its correct check character, so only the named defect makes it fail.
  it('checks the birth date is a real day', () => {
    expect(at('110105202402290011')).toBe(true); // 2024 is a leap year
    expect(at('110105200002290013')).toBe(true); // so is 2000 (divisible by 400)
    expect(at('110105190002290017')).toBe(false); // 1900 is not
    expect(at('110105202402300013')).toBe(false); // 30 February
    expect(at('110105194913310021')).toBe(false); // month 13
    expect(at('110105194900310022')).toBe(false); // month 00
  });

  it('rejects a birth date after today, reading today in UTC+8', () => {
    expect(at('110105209912310010')).toBe(false);
    expect(at('110105202605010016')).toBe(true); // born today (1 May in UTC+8)
    expect(at('110105202605020011')).toBe(false); // tomorrow
    expect(isIdCard('110105202605010016', { now: Date.parse('2026-04-30T15:59:59Z') })).toBe(false); // still 30 April
  });

  it('accepts births from 1800 on', () => {
    expect(at('110105180001010010')).toBe(true);
    expect(at('110105179912310016')).toBe(false);
  });

  it('checks the province prefix', () => {
    expect(at('990105194912310023')).toBe(false);
    expect(at('100105194912310028')).toBe(false);
    expect(at('810000198001010014')).toBe(true); // residence permit of a Hong Kong resident
    expect(at('830000198001010018')).toBe(true); // of a Taiwan resident
  });

  it('reads now by default and works as a plain rule', () => {
    expect(isIdCard('11010519491231002X')).toBe(true);
    expect(isIdCard('110105209912310010')).toBe(false);
    expect(idCardRule.test('11010519491231002X')).toBe(true);
    expect(idCardRule.message).toBe('请输入正确的身份证号码');
    // Passed straight to Array methods, the index does not become "now".
    expect(['11010519491231002X'].every(isIdCard as (value: string) => boolean)).toBe(true);
  });
});
