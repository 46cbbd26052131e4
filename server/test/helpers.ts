import { creditCodeCheck, encodePayload } from '@console/contract';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { SessionService } from '../src/modules/merchant/session/session.service.js';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { copyTemplate, PASSWORD } from './database.js';

export { PASSWORD };

export interface Caller {
  token?: string;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  sessions: SessionService;
  config: Config;
  call(method: string, path: string, caller?: Caller): Promise<{ status: number; body: any }>;
  login(account: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  logger?: Logger;
  /** Adds routes before the app is ready (e.g. one that fails unexpectedly). */
  extend?: (app: FastifyInstance) => void;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // A database of its own: a copy of the run's migrated, bootstrapped and demo-seeded template.
  const { db, drop } = await copyTemplate();
  const config = loadConfig({ PASSWORD_HASH_COST: 'fast', LOGIN_RATE_LIMIT: '10000', ...options.env });
  const { app, sessions } = await buildApp({ config, db, logger: options.logger });
  options.extend?.(app);
  await app.ready();

  const call: TestApp['call'] = async (method, path, caller = {}) => {
    const response = await app.inject({
      method: method as 'GET',
      url: `/api/${path}`,
      query: caller.query as Record<string, string>,
      ...(caller.body !== undefined ? { payload: caller.body as object } : {}),
      headers: { ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}), ...caller.headers },
    });
    let body: unknown = response.body;
    try {
      body = response.json();
    } catch {
      /* not JSON */
    }
    return { status: response.statusCode, body };
  };

  const login = async (account: string, password = PASSWORD) => {
    const secret = await call('GET', 'merchant/manager/secret', { query: { account } });
    const reply = await call('POST', 'merchant/manager/oauth', { body: { account, password, challenge: secret.body.payload.challenge } });
    if (reply.body.code !== 1001) throw new Error(`login ${account} failed: ${JSON.stringify(reply.body)}`);
    return reply.body.payload.access_token.value as string;
  };

  return {
    app,
    db,
    sessions,
    config,
    call,
    login,
    close: async () => {
      await app.close();
      await db.close();
      await drop();
    },
  };
}

/** The codec as the console's request layer applies it. */
export const encoded = (value: unknown) => ({ _p: encodePayload(value) });

/** The payload of a successful reply (1001); otherwise the test fails showing the whole reply. */
export const ok = (reply: { body: any }) => {
  expect(reply.body.code, JSON.stringify(reply.body)).toBe(1001);
  return reply.body.payload;
};

/** A valid unified social credit code, distinct for each `seed`. */
export const creditCode = (seed: number) => {
  const first17 = `91440300MA${String(seed).padStart(7, '0')}`;
  return first17 + creditCodeCheck(first17);
};

/** The body of `POST merchant/merchant` for test merchant number `serial`: its own name, credit code and main account `test-merchant-<serial>`. */
export const newMerchantBody = (serial: number, overrides: Record<string, unknown> = {}) => ({
  kind: 'merchant',
  name: `测试商户${serial}号`,
  contact_name: '李四',
  contact_mobile: '13712345678',
  region: '440305',
  address: '科苑路 1 号',
  products: ['parking:merchant:platform'],
  subject: { type: 'company', name: `测试商户${serial}号有限公司`, credit_code: creditCode(serial), legal_person: '李四', licence_image: '/demo/licence.svg' },
  superuser: { account: `test-merchant-${serial}`, name: '李四', mobile: '13712345678', password: PASSWORD },
  ...overrides,
});
