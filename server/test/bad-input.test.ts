import { callList, type CallDefinition } from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, encoded, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
/** Main accounts with what they hold: each call is sent by one allowed to make it (a plain merchant's calls too). */
const callers: { token: string; permissions: Set<string> }[] = [];
/** The temporary token of an external link (the calls with auth 'external' take only that). */
let externalToken: string;
beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => app.get('/api/test/explode', async () => {
      throw new Error('secret internal detail: connection string postgres://user:pw@db');
    }),
  });
  admin = await t.login('admin');
  for (const account of ['admin', 'parking-merchant', 'parking-group', 'advertiser', 'energy-merchant']) {
    const token = await t.login(account);
    const whoami = await t.call('GET', 'merchant/manager/whoami', { token });
    callers.push({ token, permissions: new Set(whoami.body.payload.permission) });
  }
  const issued = await t.call('POST', 'payment/channel/apply/external/ticket', { token: admin, body: { merchant: 100102 } });
  externalToken = (await t.call('POST', 'external/session/exchange', { body: { ticket: issued.body.payload.ticket } })).body.payload.access_token.value;
});
afterAll(async () => {
  await t?.close();
});

/** A fingerprint of every business table; login bookkeeping (attempts, challenges, sessions) is left out. */
const fingerprint = () =>
  t.db.tenant('all', async (tx) => {
    const tables = ['merchant', 'merchant_relation', 'merchant_product', 'permission', 'role', 'role_permission', 'manager', 'manager_role', 'app', 'app_metadata', 'message', 'announcement'];
    const parts = [];
    for (const table of tables) {
      const result = await tx.execute(sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h, count(*)::int as n from ${table} t`));
      parts.push(`${table}:${JSON.stringify((result as unknown as { rows: unknown[] }).rows[0])}`);
    }
    return parts.join('\n');
  });

const long = '停'.repeat(10_000);
const sqlish = "1' OR '1'='1'; DROP TABLE merchant; --";
const emoji = '🚗⚡😀🅿️';

type Schema = { type?: string; anyOf?: Schema[]; const?: unknown; minimum?: number; maximum?: number; maxLength?: number; items?: Schema; minItems?: number; maxItems?: number; format?: string };

/** Values that a field of this schema must refuse (a query carries text only, so no objects there). */
function wrongValuesFor(schema: Schema, inQuery: boolean): unknown[] {
  const type = schema.type ?? (schema.anyOf ? 'union' : schema.const !== undefined ? 'const' : 'any');
  switch (type) {
    case 'integer':
      // Below the declared minimum (-1 when none: ids and counts), a fraction, far too large.
      return ['abc', long, sqlish, emoji, { a: 1 }, schema.minimum !== undefined && schema.minimum < 0 ? schema.minimum - 1 : -1, 1.5, 1e20];
    case 'number':
      // Fractions and negatives can be right (coordinates): only what lies outside the declared range.
      return ['abc', long, sqlish, emoji, { a: 1 }, ...(schema.minimum !== undefined ? [schema.minimum - 1] : []), schema.maximum !== undefined ? schema.maximum + 1 : 1e20];
    case 'string':
      return [
        ...(inQuery ? [] : [{ a: 1 }, ['x'], 12]),
        ...(schema.maxLength !== undefined ? ['停'.repeat(Math.max(10_000, schema.maxLength + 1))] : []),
      ];
    case 'array':
      return [
        'not-an-array',
        { a: 1 },
        ...(schema.minItems ? [[]] : []),
        ...(schema.maxItems ? [Array.from({ length: schema.maxItems + 1 }, (_, i) => i + 1)] : []),
        ...(schema.items?.type === 'integer' ? [[sqlish], [emoji]] : []),
      ];
    case 'boolean':
      return ['maybe', 99, emoji, { a: 1 }];
    case 'union':
    case 'const':
      // 99 is wrong for a choice of literals, not for a union with a number range (a limit or none: null).
      return ['x', ...((schema.anyOf ?? [schema]).every((branch) => branch.const !== undefined) ? [99] : []), emoji, sqlish];
    default:
      return [];
  }
}

const inputOf = (call: CallDefinition) => (call.method === 'GET' || call.method === 'DELETE' ? call.query : call.body);

/**
 * A valid value of a field, from its schema (a format gets a value of that format, e.g. a mobile; a field with a
 * pattern names a valid value in its schema's `examples`).
 */
function validValue(field: Schema & { properties?: Record<string, Schema>; required?: string[]; examples?: unknown[] }): unknown {
  if (field.examples?.length) return field.examples[0];
  if (field.anyOf) return field.anyOf[0]!.const ?? validValue(field.anyOf[0]!);
  if (field.const !== undefined) return field.const;
  // A merchant number, unless the field is bounded below it (a count): then its least value.
  if (field.type === 'integer') return field.maximum !== undefined && field.maximum < 100101 ? (field.minimum ?? 0) : 100101;
  if (field.type === 'number') return 1;
  if (field.type === 'boolean') return true;
  if (field.type === 'array') return [field.items ? validValue(field.items) : 100101];
  if (field.type === 'object') return validObject(field);
  const byFormat: Record<string, string> = { mobile: '13800138000', creditCode: '91440300MA5100101U', password: 'Abcd-1234', date: '2026-01-01', 'date-time': '2099-01-01T00:00:00Z' };
  return byFormat[field.format ?? ''] ?? 'abcd1234';
}

function validObject(schema: { properties?: Record<string, Schema>; required?: string[] }): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of schema.required ?? []) out[name] = validValue(schema.properties![name]!);
  return out;
}

/** The smallest valid input of a call, from its schema, so that only the field under test is wrong. */
const validInput = (call: CallDefinition): Record<string, unknown> => validObject((inputOf(call) ?? {}) as never);

const allowed = (call: CallDefinition, held: Set<string>) =>
  !call.permission || ('allOf' in call.permission ? call.permission.allOf.every((p) => held.has(p)) : call.permission.anyOf.some((p) => held.has(p)));

const send = (call: CallDefinition, input: Record<string, unknown>) =>
  t.call(call.method, call.path, {
    token: call.auth === 'external' ? externalToken : (callers.find((c) => allowed(call, c.permissions)) ?? callers[0]!).token,
    ...(call.method === 'GET' || call.method === 'DELETE' ? { query: input } : { body: input }),
  });

/** The calls by area (the path's first segment): one test per area keeps each within the test time limit as calls grow. */
const areas = new Map<string, CallDefinition[]>();
for (const call of callList) {
  const area = call.path.split('/')[0]!;
  areas.set(area, [...(areas.get(area) ?? []), call]);
}

describe('bad input on every call', () => {
  let before: string;
  let checked = 0;
  beforeAll(async () => {
    before = await fingerprint();
  });

  it.each([...areas.keys()])('answers wrong types, missing fields, over-long, SQL-looking and emoji values with 1400 on the %s calls, never a 500', async (area) => {
    for (const call of areas.get(area)!) {
      const schema = inputOf(call);
      if (!schema) continue;
      const base = validInput(call);
      for (const [name, field] of Object.entries(schema.properties)) {
        for (const value of wrongValuesFor(field as Schema, call.method === 'GET' || call.method === 'DELETE')) {
          const reply = await send(call, { ...base, [name]: value });
          const where = `${call.method} ${call.path} ${name}=${JSON.stringify(value).slice(0, 40)}`;
          expect(reply.status, where).toBeLessThan(500);
          expect(reply.body.code, where).toBe(1400);
          expect(reply.body.message, where).toContain(name);
          expect(reply.body.hint, where).toBeTruthy();
          checked++;
        }
      }
      for (const name of schema.required ?? []) {
        const { [name]: _missing, ...rest } = base;
        const reply = await send(call, rest);
        expect(reply.body.code, `${call.path} without ${name}`).toBe(1400);
        expect(reply.body.message).toBe(`缺少必填参数 ${name}${(schema.properties[name] as { title?: string }).title ? `（${(schema.properties[name] as { title?: string }).title}）` : ''}`);
        checked++;
      }
    }
  });

  it('changed no row with all that bad input', async () => {
    expect(checked).toBeGreaterThan(100);
    expect(await fingerprint()).toBe(before);
  });

  it('keeps SQL-looking and emoji text as text where text is allowed', async () => {
    const reply = await t.call('POST', 'message/message', { token: admin, body: { user_ids: [100500], title: `${sqlish}${emoji}`.slice(0, 100), body: sqlish } });
    expect(reply.body.code).toBe(1001);
    const advertiser = await t.login('advertiser');
    const list = await t.call('GET', 'message/message/list', { token: advertiser });
    expect(list.body.payload.row[0].title).toBe(`${sqlish}${emoji}`.slice(0, 100));
    expect((await t.call('GET', 'merchant/merchant/info', { token: admin, query: { code: 100101 } })).body.code).toBe(1001);
  });

  it('names the field and its label in Chinese', async () => {
    const reply = await t.call('GET', 'message/message/list', { token: admin, query: { page_size: 1000 } });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 1400, message: '参数 page_size（每页条数）不能大于 100', payload: null });
    const typed = await t.call('PUT', 'message/message/read', { token: admin, body: { ids: 'abc' } });
    expect(typed.body.message).toBe('参数 ids（消息 ID）应为数组');
  });

  it('refuses a body that is not a JSON object, and an over-large body', async () => {
    const text = await t.app.inject({ method: 'POST', url: '/api/message/message', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, payload: '{not json' });
    expect(text.statusCode).toBe(400);
    expect(text.json().code).toBe(1400);
    const array = await t.call('PUT', 'message/message/read', { token: admin, body: [1, 2] });
    expect(array.body.code).toBe(1400);
    const huge = await t.call('POST', 'message/announcement', { token: admin, body: { title: 'x', content: 'y'.repeat(2_000_000) } });
    expect(huge.body.code).toBe(1400);
  });
});

describe('request conventions', () => {
  it('accepts encoded bodies and query values as well as plain JSON', async () => {
    const body = await t.call('POST', 'message/message', { token: admin, body: encoded({ user_ids: [100600], title: '编码后的消息', body: '福田 🚗' }) });
    expect(body.body.code).toBe(1001);
    const partner = await t.login('invoice-partner');
    const list = await t.call('GET', 'message/message/list', { token: partner, query: encoded({ page_size: 2, read_status: 0 }) });
    expect(list.body.payload.paging_header.page_size).toBe(2);
    expect(list.body.payload.row[0].title).toBe('编码后的消息');
    const garbage = await t.call('GET', 'message/message/list', { token: partner, query: { _p: '!!!' } });
    expect(garbage.body).toMatchObject({ code: 1400, message: '请求载荷无法解码' });
  });

  it('drops empty-string parameters and reads arrays in repeat format', async () => {
    const list = await t.call('GET', 'message/message/list', { token: admin, query: { user_id: '', read_status: '', page_size: '5' } });
    expect(list.body.payload.paging_header).toMatchObject({ page_index: 1, page_size: 5 });
    const repeated = await t.app.inject({ method: 'GET', url: '/api/session/option/list?id=merchant&id=product', headers: { authorization: `Bearer ${admin}` } });
    expect(repeated.json().code).toBe(1400);
  });

  it('answers an unknown path with 404 in the envelope', async () => {
    const reply = await t.call('GET', 'no/such/call', { token: admin });
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ code: 1444, payload: null });
    expect(reply.body.seqno).toBeTruthy();
  });

  it('answers anything unexpected with 500, the seqno and no internals', async () => {
    const reply = await t.call('GET', 'test/explode');
    expect(reply.status).toBe(500);
    expect(reply.body).toMatchObject({ code: 1500, message: '系统繁忙，请稍后再试', payload: null });
    expect(reply.body.seqno).toMatch(/^[a-z0-9]+$/);
    expect(JSON.stringify(reply.body)).not.toContain('secret');
  });

  it('publishes the OpenAPI document and a readable reference of every call', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    for (const call of callList) expect(doc.paths[`/api/${call.path}`]?.[call.method.toLowerCase()], call.path).toBeDefined();
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.headers['content-type']).toContain('text/html');
    for (const call of callList) expect(page.body).toContain(`/api/${call.path}`);
  });
});
