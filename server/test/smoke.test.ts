import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

it('logs in and answers whoami', async () => {
  const token = await t.login('admin');
  const me = await t.call('GET', 'merchant/manager/whoami', { token });
  expect(me.body.code).toBe(1001);
  console.log(JSON.stringify(me.body).slice(0, 500));
});
