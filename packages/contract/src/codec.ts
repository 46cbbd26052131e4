/**
 * The payload codec (DECISIONS.md "Payload obfuscation"): a reversible scrambling of request bodies and
 * GET values so that they are not readable at a glance in proxies and browser tools. It is NOT a
 * security control: the key is public. The request layer wraps a body as `{ _p: encoded }` and GET
 * values as `?_p=encoded`; the server unwraps before validation and also accepts plain JSON.
 */
export const CODEC_FIELD = '_p';
const KEY = new TextEncoder().encode('merchant-console/payload-codec/v1');

function scramble(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) out[i] = bytes[i]! ^ KEY[i % KEY.length]! ^ (i & 0xff);
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

export function encodePayload(value: unknown): string {
  return toBase64Url(scramble(new TextEncoder().encode(JSON.stringify(value))));
}

/** Throws on text that is not an encoded payload. */
export function decodePayload(text: string): unknown {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('payload is not base64url');
  return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(scramble(fromBase64Url(text))));
}

/** Is this object a wrapped payload (`{ _p: string }` and nothing else)? */
export function isEncoded(value: unknown): value is Record<typeof CODEC_FIELD, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === CODEC_FIELD && typeof (value as Record<string, unknown>)[CODEC_FIELD] === 'string';
}

/** The request layer and the server both drop empty-string, undefined and null parameters. */
export function dropEmpty<T extends Record<string, unknown>>(params: T): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === '' || value === undefined || value === null) continue;
    out[key] = value;
  }
  return out as Partial<T>;
}
