import { describe, expect, it } from 'vitest';
import { calls } from './index.js';

// The console's request layer drops empty strings, undefined and null (document 1 §7), so a field a caller may send as
// null arrives missing: every such field of a query or body must be optional, or clearing it answers 1400 缺少必填参数.
const nullable = (schema: any): boolean => schema?.type === 'null' || (Array.isArray(schema?.anyOf) && schema.anyOf.some(nullable));

function requiredNullables(schema: any, at: string, out: string[]) {
  if (!schema || typeof schema !== 'object') return out;
  for (const [key, value] of Object.entries<any>(schema.properties ?? {})) {
    if ((schema.required ?? []).includes(key) && nullable(value)) out.push(`${at}.${key}`);
    requiredNullables(value, `${at}.${key}`, out);
  }
  for (const part of [...(schema.anyOf ?? []), ...(schema.allOf ?? [])]) requiredNullables(part, at, out);
  if (schema.items) requiredNullables(schema.items, `${at}[]`, out);
  return out;
}

describe('call inputs', () => {
  it('make every field that may be null optional (the request layer drops null values)', () => {
    const offenders = Object.entries(calls).flatMap(([name, call]: [string, any]) =>
      [...requiredNullables(call.query, 'query', []), ...requiredNullables(call.body, 'body', [])].map((field) => `${name} ${field}`),
    );
    expect(offenders).toEqual([]);
  });
});
