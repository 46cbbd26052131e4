import { defineCall } from '@console/contract';
import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKey } from '../src/db/schema/index.js';
import { idempotencyOf, once, pruneIdempotencyKeys } from '../src/shared/idempotency.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const renewal = defineCall({ method: 'POST', path: 'test/renewal', summary: '续费', auth: 'token', idempotent: true, body: Type.Object({}), reply: Type.Any() });
const keyOf = (key: string, body: unknown, merchant = 100101) => idempotencyOf(renewal, merchant, key, body);

/** A money operation: counts how often it really ran, in the caller's transaction. */
function operation() {
  let runs = 0;
  const run = (key: ReturnType<typeof keyOf>, fail = false) =>
    t.db.tenant([key.merchant], (tx) =>
      once(tx, key, async () => {
        runs++;
        if (fail) throw new Error('the bank said no');
        return { renewal_no: `R${runs}`, amount: 100 };
      }),
    );
  return { run, runs: () => runs };
}

describe('idempotent money operations', () => {
  it('runs once per key: a repeat with the same body answers the first reply, whatever the order of its fields', async () => {
    const op = operation();
    const first = await op.run(keyOf('key-aaaa-0001', { months: 3, amount: 30000 }));
    const again = await op.run(keyOf('key-aaaa-0001', { amount: 30000, months: 3 }));
    expect(again).toEqual(first);
    expect(op.runs()).toBe(1);
    // Another key is another operation; the same key of another merchant too.
    await op.run(keyOf('key-aaaa-0002', { months: 3, amount: 30000 }));
    await op.run(keyOf('key-aaaa-0001', { months: 3, amount: 30000 }, 100102));
    expect(op.runs()).toBe(3);
  });

  it('refuses the same key with another body (1409), and does nothing', async () => {
    const op = operation();
    await op.run(keyOf('key-bbbb-0001', { months: 3 }));
    await expect(op.run(keyOf('key-bbbb-0001', { months: 6 }))).rejects.toMatchObject({ code: 1409 });
    expect(op.runs()).toBe(1);
  });

  it('keeps no key for an operation that failed: the retry does it', async () => {
    const op = operation();
    await expect(op.run(keyOf('key-cccc-0001', { months: 1 }), true)).rejects.toThrow('the bank said no');
    expect(await op.run(keyOf('key-cccc-0001', { months: 1 }))).toEqual({ renewal_no: 'R2', amount: 100 });
  });

  it('lets two concurrent requests with one key do the work once', async () => {
    const op = operation();
    const replies = await Promise.all([op.run(keyOf('key-dddd-0001', { months: 2 })), op.run(keyOf('key-dddd-0001', { months: 2 }))]);
    expect(replies[0]).toEqual(replies[1]);
    expect(op.runs()).toBe(1);
  });

  it('needs a well-formed Idempotency-Key header', () => {
    expect(() => idempotencyOf(renewal, 100101, undefined, {})).toThrow(expect.objectContaining({ code: 1400, message: '缺少请求头 Idempotency-Key' }));
    expect(() => idempotencyOf(renewal, 100101, 'short', {})).toThrow(expect.objectContaining({ code: 1400, message: '请求头 Idempotency-Key 格式不正确' }));
    expect(() => idempotencyOf(renewal, 100101, 'has space 1234', {})).toThrow(expect.objectContaining({ code: 1400 }));
    expect(idempotencyOf(renewal, 100101, ' key-eeee-0001 ', { a: 1 })).toMatchObject({ merchant: 100101, call: 'POST test/renewal', key: 'key-eeee-0001' });
  });

  it('forgets keys after a day', async () => {
    await t.db.tenant('all', (tx) => tx.update(idempotencyKey).set({ create_time: sql`now() - interval '25 hours'` }).where(sql`${idempotencyKey.key} = 'key-aaaa-0002'`));
    await pruneIdempotencyKeys(t.db);
    const left = await t.db.tenant('all', (tx) => tx.select({ key: idempotencyKey.key }).from(idempotencyKey));
    expect(left.map((r) => r.key)).not.toContain('key-aaaa-0002');
    expect(left.map((r) => r.key)).toContain('key-aaaa-0001');
  });
});
