import { describe, expect, it } from 'vitest';
import { decodePayload, dropEmpty, encodePayload, isEncoded } from './codec.js';

describe('payload codec', () => {
  it('round-trips Chinese text, emoji, arrays and numbers', () => {
    const value = { name: '福田中心停车场', plate: '粤B·D12345', note: '🚗⚡ 充电', id: [1, 2, 3], amount: 12345, nested: { ok: true, none: null } };
    const encoded = encodePayload(value);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(encoded).not.toContain('福田');
    expect(decodePayload(encoded)).toEqual(value);
  });

  it('round-trips large payloads', () => {
    const value = { text: '停'.repeat(100_000) };
    expect(decodePayload(encodePayload(value))).toEqual(value);
  });

  it('is not readable as plain base64 JSON', () => {
    const encoded = encodePayload({ password: 'secret' });
    expect(Buffer.from(encoded, 'base64url').toString('utf8')).not.toContain('secret');
  });

  it('refuses text that is not an encoded payload', () => {
    expect(() => decodePayload('not base64!')).toThrow();
    expect(() => decodePayload(Buffer.from('{"a":1}').toString('base64url'))).toThrow();
  });

  it('recognises a wrapped payload only when it is the only field', () => {
    expect(isEncoded({ _p: 'abc' })).toBe(true);
    expect(isEncoded({ _p: 'abc', other: 1 })).toBe(false);
    expect(isEncoded({ _p: 1 })).toBe(false);
    expect(isEncoded(['_p'])).toBe(false);
  });

  it('drops empty-string, undefined and null parameters but keeps 0 and false', () => {
    expect(dropEmpty({ a: '', b: undefined, c: null, d: 0, e: false, f: 'x', g: [] })).toEqual({ d: 0, e: false, f: 'x', g: [] });
  });
});
