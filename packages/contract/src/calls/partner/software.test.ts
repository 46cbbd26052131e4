import { describe, expect, it } from 'vitest';
import { softwareName, softwareStateOf } from './software.js';

describe('partner software', () => {
  it('derives the state shown from the status and the UTC+8 day', () => {
    const row = { status: 1, start_date: '2026-01-01', end_date: '2026-12-31' };
    expect(softwareStateOf(row, '2025-12-31')).toBe('pending');
    expect(softwareStateOf(row, '2026-01-01')).toBe('active');
    expect(softwareStateOf(row, '2026-12-31')).toBe('active');
    expect(softwareStateOf(row, '2027-01-01')).toBe('expired');
    expect(softwareStateOf({ ...row, end_date: null }, '2099-01-01')).toBe('active');
    expect(softwareStateOf({ ...row, status: 0 }, '2026-06-01')).toBe('disabled');
  });

  it('names a software of its type, or shows the code', () => {
    expect(softwareName('parking', 'keytop')).toBe('科拓');
    expect(softwareName('energy', 'ykc')).toBe('云快充（YKC 协议）');
    expect(softwareName('energy', 'keytop')).toBe('keytop');
  });
});
