import { describe, expect, it } from 'vitest';
import { Code, codeInfo, isSuccessCode, isWarningCode, showsSeqno } from './codes.js';

describe('reply codes', () => {
  it('treats 1001, 1002 and 1000 as success', () => {
    expect([Code.SUCCESS, Code.EMPTY, Code.NEUTRAL].every(isSuccessCode)).toBe(true);
    expect(isSuccessCode(Code.BAD_PARAMETER)).toBe(false);
  });

  it('shows codes starting with 14 as warnings and hides the seqno for 1400', () => {
    expect(isWarningCode(Code.FORBIDDEN_PERMISSION)).toBe(true);
    expect(isWarningCode(Code.INTERNAL)).toBe(false);
    expect(showsSeqno(Code.BAD_PARAMETER)).toBe(false);
    expect(showsSeqno(Code.FORBIDDEN_PERMISSION)).toBe(true);
    expect(showsSeqno(Code.SUCCESS)).toBe(false);
  });

  it('gives every failure code a Chinese message, a hint and an HTTP status', () => {
    const failures = Object.values(Code).filter((code) => !isSuccessCode(code) && code !== Code.NOT_GRANTED);
    for (const code of failures) {
      const info = codeInfo[code];
      expect(info, String(code)).toBeDefined();
      expect(info!.message).toMatch(/[\u4e00-\u9fa5]/);
      expect(info!.hint).toMatch(/[\u4e00-\u9fa5]/);
      expect(info!.status).toBeGreaterThanOrEqual(400);
    }
  });

  it('uses distinct codes for a missing permission and a missing product', () => {
    expect(Code.FORBIDDEN_PERMISSION).not.toBe(Code.FORBIDDEN_PRODUCT);
    expect(new Set(Object.values(Code)).size).toBe(Object.values(Code).length);
  });
});
