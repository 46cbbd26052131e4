import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeIdentityProvider, type FakeIdentityProvider } from '../../scripts/fake-identity-provider.mjs';
import { loadConfig } from '../src/config.js';
import { auditLog, loginAttempt, managerOauth, oauthState } from '../src/db/schema/index.js';
import { UNBOUND_MESSAGE } from '../src/modules/merchant/manager/oauth.service.js';
import { createLogger } from '../src/plugins/logging.js';
import { createTestApp, type TestApp } from './helpers.js';

const logLines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let provider: FakeIdentityProvider;
let t: TestApp;
let merchant: string;
let staff: string;
let energy: string;
/** Every code and state the tests handle: none of them may reach a log line. */
const secrets: string[] = [];

beforeAll(async () => {
  provider = await startFakeIdentityProvider();
  t = await createTestApp({ env: { ...provider.env(), OAUTH_TIMEOUT_SECONDS: '1' }, logger: createLogger('trace', sink) });
  merchant = await t.login('parking-merchant');
  staff = await t.login('parking-merchant-staff');
  energy = await t.login('energy-merchant');
});
afterAll(async () => {
  await t?.close();
  await provider?.stop();
});

type App = Pick<TestApp, 'call'>;

/** Starts a sign-in or binding as the console does. */
async function start(app: App, purpose: 'login' | 'bind', options: { token?: string; redirect?: string } = {}) {
  const reply = await app.call('POST', 'merchant/manager/oauth/authorize', { token: options.token, body: { purpose, redirect: options.redirect } });
  expect(reply.body.code, JSON.stringify(reply.body)).toBe(1001);
  return reply.body.payload as { authorize_url: string; state: string; expire_in: number };
}

/** The person agrees at the provider, which sends the browser back with a code and the state. */
async function callback(app: App, purpose: 'login' | 'bind', options: { token?: string; redirect?: string } = {}) {
  const started = await start(app, purpose, options);
  const back = provider.approve(started.authorize_url);
  secrets.push(back.code, back.state);
  return { code: back.code, state: back.state };
}

const codeLogin = (body: { code: string; state: string }, app: App = t) => app.call('POST', 'merchant/manager/oauth', { body });
const bind = (token: string, body: { code: string; state: string }) => t.call('POST', 'merchant/manager/oauth/bind', { token, body });
const signInAs = (sub: string, name: string) => (provider.user = { sub, name });

const bindingRows = (subject: string) => t.db.tenant('all', (tx) => tx.select().from(managerOauth).where(eq(managerOauth.subject, subject)));

describe('starting a sign-in', () => {
  it('tells the console the provider’s name in the domain summary, and nothing secret', async () => {
    const summary = await t.call('GET', 'merchant/app/rt/summary', { query: { domain: 'localhost' } });
    expect(summary.body.payload.oauth).toEqual({ name: '统一身份认证' });
    const text = JSON.stringify(summary.body);
    for (const secret of [provider.clientSecret, provider.url, provider.clientId]) expect(text).not.toContain(secret);
  });

  it('answers the provider’s authorize URL with PKCE S256 and a single-use state stored only as its hash', async () => {
    const started = await start(t, 'login', { redirect: '/account/role-permission/mine' });
    const url = new URL(started.authorize_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.url}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: provider.clientId,
      redirect_uri: 'http://localhost/manager/oauth',
      scope: 'openid profile',
      state: started.state,
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(started.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(started.expire_in).toBe(600);
    const rows = await t.db.tenant('all', (tx) => tx.select().from(oauthState));
    expect(rows.some((r) => r.id === started.state)).toBe(false);
    const row = rows.find((r) => r.id === createHash('sha256').update(started.state).digest('hex'));
    expect(row).toMatchObject({ purpose: 'login', manager: null, redirect: '/account/role-permission/mine', redirect_uri: 'http://localhost/manager/oauth' });
    // The verifier stays on the server: the challenge is its SHA-256.
    expect(createHash('sha256').update(row!.code_verifier).digest('base64url')).toBe(url.searchParams.get('code_challenge'));
  });

  it('needs a signed-in account to bind, and a console path to come back to', async () => {
    expect((await t.call('POST', 'merchant/manager/oauth/authorize', { body: { purpose: 'bind' } })).body).toMatchObject({ code: 1401, message: '请先登录，再绑定第三方账号' });
    for (const redirect of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'home']) {
      const reply = await t.call('POST', 'merchant/manager/oauth/authorize', { body: { purpose: 'login', redirect } });
      expect(reply.body.code, redirect).toBe(1400);
      expect(reply.body.message).toContain('redirect');
    }
    expect((await t.call('POST', 'merchant/manager/oauth/authorize', { body: { purpose: 'other' } })).body.code).toBe(1400);
  });
});

describe('binding and signing in', () => {
  it('binds the person who signed in at the provider to the caller’s account, audited', async () => {
    signInAs('u-1001', '张三');
    expect((await t.call('GET', 'merchant/manager/oauth/bind', { token: merchant })).body.payload).toEqual({ provider: 'sso', provider_name: '统一身份认证', bound: false });
    provider.requests.length = 0;
    const reply = await bind(merchant, await callback(t, 'bind', { token: merchant }));
    expect(reply.body.code, JSON.stringify(reply.body)).toBe(1001);
    expect(reply.body.payload).toMatchObject({ provider: 'sso', provider_name: '统一身份认证', bound: true, subject: 'u-1001', subject_name: '张三', bind_time: expect.any(String) });
    expect((await t.call('GET', 'merchant/manager/oauth/bind', { token: merchant })).body.payload).toEqual(reply.body.payload);

    // The code was exchanged with the client secret (HTTP Basic) and the PKCE verifier, then the userinfo read.
    const [exchange, userinfo] = provider.requests;
    expect(exchange).toMatchObject({ endpoint: 'token', clientAuth: 'basic', form: { grant_type: 'authorization_code', redirect_uri: 'http://localhost/manager/oauth', client_id: provider.clientId } });
    expect(exchange!.form!.code_verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(exchange!.form!.client_secret).toBeUndefined();
    expect(userinfo).toEqual({ endpoint: 'userinfo', token: 'present' });
    secrets.push(exchange!.form!.code_verifier!);

    const [entry] = await t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.call, 'POST merchant/manager/oauth/bind'))));
    expect(entry).toMatchObject({ target_type: 'manager', merchant: 100101, action: '绑定第三方账号（用授权码换取身份后绑定到当前账号）', after: { third_party: '统一身份认证：张三（u-1001）' } });
    const timeline = await t.call('GET', 'merchant/logging/timeline', { token: merchant, query: { target_type: 'manager', target_id: entry!.target_id } });
    expect(timeline.body.payload.row[0].content).toContain('第三方账号：统一身份认证：张三（u-1001）');
  });

  it('keeps a binding to its merchant’s tenant: another merchant’s scope does not see it', async () => {
    const visible = (scope: number[]) => t.db.tenant(scope, (tx) => tx.select().from(managerOauth).where(eq(managerOauth.subject, 'u-1001')));
    expect(await visible([100101])).toHaveLength(1);
    expect(await visible([100201])).toHaveLength(0);
  });

  it('signs in by code with the same session as a password login, and goes where the sign-in was started for', async () => {
    signInAs('u-1001', '张三');
    const reply = await codeLogin(await callback(t, 'login', { redirect: '/account/role-permission/mine?tab=1' }));
    expect(reply.body.code, JSON.stringify(reply.body)).toBe(1001);
    expect(reply.body.payload).toMatchObject({
      access_token: { type: 'Bearer', value: expect.any(String), expire_in: 7200 },
      user_info: { account: 'parking-merchant', merchant: 100101, identity: 'superuser' },
      redirect: '/account/role-permission/mine?tab=1',
    });
    const password = await t.call('POST', 'merchant/manager/oauth', { body: { account: 'parking-merchant', password: 'x' } });
    expect(password.body.message).toBe('缺少必填参数 challenge（挑战码）');
    const token = reply.body.payload.access_token.value;
    const me = await t.call('GET', 'merchant/manager/whoami', { token });
    expect(me.body.payload.permission).toEqual(reply.body.payload.permission);
    // Recorded like a password login.
    const attempts = await t.db.tenant('all', (tx) => tx.select().from(loginAttempt).where(and(eq(loginAttempt.account, 'parking-merchant'), eq(loginAttempt.success, true))));
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    // No redirect asked: none answered.
    const plain = await codeLogin(await callback(t, 'login'));
    expect(plain.body.code).toBe(1001);
    expect(plain.body.payload.redirect).toBeUndefined();
  });

  it('refuses a person bound to no account with the way to bind', async () => {
    signInAs('u-9999', '路人甲');
    const reply = await codeLogin(await callback(t, 'login'));
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 1412, message: UNBOUND_MESSAGE });
    expect(UNBOUND_MESSAGE).toBe('该第三方账号尚未绑定商户账号，请先使用账号密码登录，在账号设置中绑定');
  });

  it('refuses a subject already bound to another account, and a second binding of the same account', async () => {
    signInAs('u-1001', '张三');
    const twice = await bind(energy, await callback(t, 'bind', { token: energy }));
    expect(twice.body).toMatchObject({ code: 1409, message: '该统一身份认证账号已绑定其他商户账号' });
    signInAs('u-5555', '王五');
    const again = await bind(merchant, await callback(t, 'bind', { token: merchant }));
    expect(again.body).toMatchObject({ code: 1409, message: '当前账号已绑定统一身份认证账号「张三」' });
    expect(await bindingRows('u-5555')).toHaveLength(0);
    expect(await bindingRows('u-1001')).toMatchObject([{ merchant: 100101 }]);
    expect((await t.call('GET', 'merchant/manager/oauth/bind', { token: energy })).body.payload.bound).toBe(false);
  });

  it('refuses disabled and locked accounts as a password login would', async () => {
    signInAs('u-2002', '李四');
    expect((await bind(staff, await callback(t, 'bind', { token: staff }))).body.code).toBe(1001);
    const staffId = (await t.call('GET', 'merchant/manager/whoami', { token: staff })).body.payload.manager_id;
    expect((await t.call('PUT', 'merchant/manager/disable', { token: merchant, body: { id: staffId } })).body.code).toBe(1001);
    expect((await codeLogin(await callback(t, 'login'))).body.code).toBe(1422);
    expect((await t.call('PUT', 'merchant/manager/enable', { token: merchant, body: { id: staffId } })).body.code).toBe(1001);
    const again = await codeLogin(await callback(t, 'login'));
    expect(again.body.code).toBe(1001);
    // Disabling ended the account's sessions; the one just opened serves the next tests.
    staff = again.body.payload.access_token.value;

    await t.db.tenant('all', (tx) => tx.insert(loginAttempt).values(Array.from({ length: 10 }, () => ({ account: 'parking-merchant-staff', success: false, ip: '10.0.0.1' }))));
    expect((await codeLogin(await callback(t, 'login'))).body.code).toBe(1423);
    await t.db.tenant('all', (tx) => tx.delete(loginAttempt).where(eq(loginAttempt.account, 'parking-merchant-staff')));
  });

  it('unbinds, audited; the person can no longer sign in, and unbinding twice is 1404', async () => {
    signInAs('u-2002', '李四');
    const reply = await t.call('DELETE', 'merchant/manager/oauth/bind', { token: staff });
    expect(reply.body).toMatchObject({ code: 1001, payload: { bound: false, provider_name: '统一身份认证' } });
    expect(await bindingRows('u-2002')).toHaveLength(0);
    const [entry] = await t.db.tenant('all', (tx) => tx.select().from(auditLog).where(eq(auditLog.call, 'DELETE merchant/manager/oauth/bind')));
    expect(entry).toMatchObject({ before: { third_party: '统一身份认证：李四（u-2002）' }, after: null, action: '解除本人的第三方账号绑定' });
    expect((await codeLogin(await callback(t, 'login'))).body).toMatchObject({ code: 1412, message: UNBOUND_MESSAGE });
    expect((await t.call('DELETE', 'merchant/manager/oauth/bind', { token: staff })).body).toMatchObject({ code: 1404, message: '当前账号未绑定统一身份认证账号' });
    expect((await t.call('DELETE', 'merchant/manager/oauth/bind', {})).body.code).toBe(1401);
  });

  it('removes the binding with its account', async () => {
    const created = await t.call('POST', 'merchant/manager', { token: merchant, body: { account: 'oauth-temp', name: '临时账号', mobile: '13900001111', password: 'Temp-2026x' } });
    const temp = await t.login('oauth-temp', 'Temp-2026x');
    signInAs('u-3003', '赵六');
    expect((await bind(temp, await callback(t, 'bind', { token: temp }))).body.code).toBe(1001);
    expect(await bindingRows('u-3003')).toHaveLength(1);
    expect((await t.call('DELETE', 'merchant/manager', { token: merchant, query: { id: created.body.payload.id } })).body.code).toBe(1001);
    expect(await bindingRows('u-3003')).toHaveLength(0);
    expect((await codeLogin(await callback(t, 'login'))).body.code).toBe(1412);
  });
});

describe('the state', () => {
  it('serves once', async () => {
    signInAs('u-1001', '张三');
    const back = await callback(t, 'login');
    expect((await codeLogin(back)).body.code).toBe(1001);
    expect((await codeLogin(back)).body).toMatchObject({ code: 1413, message: '第三方登录请求已使用过，请重新发起' });
    expect((await codeLogin({ code: 'another-code', state: back.state })).body.code).toBe(1413);
    expect((await codeLogin({ code: 'x', state: 'never-issued' })).body).toMatchObject({ code: 1413, message: '第三方登录请求无效，请重新发起' });
  });

  it('expires after 10 minutes', async () => {
    const back = await callback(t, 'login');
    const id = createHash('sha256').update(back.state).digest('hex');
    await t.db.tenant('all', (tx) => tx.update(oauthState).set({ expire_time: sql`now() - interval '1 second'` }).where(eq(oauthState.id, id)));
    expect((await codeLogin(back)).body).toMatchObject({ code: 1413, message: '第三方登录请求已过期' });
  });

  it('belongs to the account that started the binding; a refusal leaves it usable by that account', async () => {
    signInAs('u-2002', '李四');
    const staffs = await callback(t, 'bind', { token: staff });
    expect((await bind(merchant, staffs)).body).toMatchObject({ code: 1413, message: '该绑定请求不是当前登录的账号发起的' });
    expect((await bind(staff, staffs)).body.code).toBe(1001);
    expect((await t.call('POST', 'merchant/manager/oauth/bind', { body: staffs })).body.code).toBe(1401);
  });

  it('serves its purpose only', async () => {
    const login = await callback(t, 'login');
    expect((await bind(energy, login)).body).toMatchObject({ code: 1413, message: '该请求用于第三方登录，不能用于绑定' });
    const binding = await callback(t, 'bind', { token: energy });
    expect((await codeLogin(binding)).body).toMatchObject({ code: 1413, message: '该请求用于绑定第三方账号，不能用于登录' });
  });

  it('names a missing field of the code form as the schema check does', async () => {
    expect((await t.call('POST', 'merchant/manager/oauth', { body: { code: 'abc' } })).body).toMatchObject({ code: 1400, message: '缺少必填参数 state（state）' });
    expect((await t.call('POST', 'merchant/manager/oauth', { body: {} })).body).toMatchObject({ code: 1400, message: '缺少必填参数 account（账号）' });
  });
});

describe('the provider failing', () => {
  it('answers a refused code (the token endpoint’s invalid_grant) with 1413', async () => {
    const used = await callback(t, 'login');
    expect((await codeLogin(used)).body.code).toBe(1001);
    const fresh = await callback(t, 'login');
    const reply = await codeLogin({ code: used.code, state: fresh.state });
    expect(reply.body).toMatchObject({ code: 1413, message: '统一身份认证的授权码无效或已过期' });
  });

  it('answers a time-out with 1502', async () => {
    provider.tokenDelayMs = 1500;
    try {
      const reply = await codeLogin(await callback(t, 'login'));
      expect(reply.status).toBe(502);
      expect(reply.body).toMatchObject({ code: 1502, message: '统一身份认证响应超时', seqno: expect.any(String) });
    } finally {
      provider.tokenDelayMs = 0;
    }
  });

  it('keeps codes, states, verifiers and tokens out of every log line', async () => {
    // The callback page's address, should anything log it.
    const back = await callback(t, 'login');
    await t.app.inject({ method: 'GET', url: `/manager/oauth?code=${back.code}&state=${back.state}` });
    for (const request of provider.requests) if (request.form?.code_verifier) secrets.push(request.form.code_verifier);
    const text = logLines.join('');
    expect(logLines.length).toBeGreaterThan(10);
    expect(text).toContain('identity provider failed');
    for (const secret of [...secrets, ...provider.accessTokens, provider.clientSecret]) expect(text).not.toContain(secret);
  });

  it('answers a provider that is down with 1502, never a crash', async () => {
    const back = await callback(t, 'login');
    await provider.stop();
    const reply = await codeLogin(back);
    expect(reply.status).toBe(502);
    expect(reply.body).toMatchObject({ code: 1502, message: '统一身份认证暂不可用', hint: '请稍后再试，或先使用账号密码登录' });
    // The server goes on: a password login still works.
    expect(await t.login('parking-merchant')).toEqual(expect.any(String));
  });
});

describe('a client the provider refuses', () => {
  let other: FakeIdentityProvider;
  let app: TestApp;
  beforeAll(async () => {
    other = await startFakeIdentityProvider();
    app = await createTestApp({ env: { ...other.env({ OAUTH_CLIENT_SECRET: 'wrong-secret', OAUTH_CLIENT_AUTH: 'post', OAUTH_PROVIDER_NAME: '集团统一认证' }), LOGIN_RATE_LIMIT: '2' } });
  });
  afterAll(async () => {
    await app?.close();
    await other?.stop();
  });

  it('answers 1502 naming the client settings, and the login calls keep their per-IP limit', async () => {
    const started = await app.call('POST', 'merchant/manager/oauth/authorize', { body: { purpose: 'login' } });
    const back = other.approve(started.body.payload.authorize_url);
    const reply = await codeLogin(back, app);
    expect(reply.body).toMatchObject({ code: 1502, message: '集团统一认证拒绝了本平台的请求' });
    expect(reply.body.hint).toContain('OAUTH_CLIENT_SECRET');
    expect(other.requests[0]).toMatchObject({ endpoint: 'token', clientAuth: 'post', form: { client_secret: 'wrong-secret' } });
    expect((await codeLogin({ code: 'x', state: 'y' }, app)).body.code).toBe(1413);
    expect((await codeLogin({ code: 'x', state: 'y' }, app)).body.code).toBe(1429);
  });
});

describe('the feature off', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers every call with 未配置第三方登录 and shows nothing in the domain summary', async () => {
    const summary = await app.call('GET', 'merchant/app/rt/summary', { query: { domain: 'localhost' } });
    expect(summary.body.payload.oauth).toBeUndefined();
    const token = await app.login('parking-merchant');
    const replies = [
      await app.call('POST', 'merchant/manager/oauth/authorize', { body: { purpose: 'login' } }),
      await app.call('POST', 'merchant/manager/oauth/authorize', { token, body: { purpose: 'bind' } }),
      await codeLogin({ code: 'x', state: 'y' }, app),
      await app.call('GET', 'merchant/manager/oauth/bind', { token }),
      await app.call('POST', 'merchant/manager/oauth/bind', { token, body: { code: 'x', state: 'y' } }),
      await app.call('DELETE', 'merchant/manager/oauth/bind', { token }),
    ];
    for (const reply of replies) expect(reply.body).toMatchObject({ code: 1430, message: '未配置第三方登录' });
  });
});

describe('configuration', () => {
  it('is all or nothing, and checks its addresses', () => {
    expect(loadConfig({}).oauth).toBeUndefined();
    expect(() => loadConfig({ OAUTH_AUTHORIZE_URL: 'https://sso.example.com/authorize' })).toThrow(
      '第三方登录配置不完整：缺少 OAUTH_TOKEN_URL、OAUTH_USERINFO_URL、OAUTH_CLIENT_ID、OAUTH_CLIENT_SECRET',
    );
    const complete = {
      OAUTH_AUTHORIZE_URL: 'https://sso.example.com/authorize',
      OAUTH_TOKEN_URL: 'https://sso.example.com/token',
      OAUTH_USERINFO_URL: 'https://sso.example.com/userinfo',
      OAUTH_CLIENT_ID: 'console',
      OAUTH_CLIENT_SECRET: 's3cret',
    };
    expect(loadConfig(complete).oauth).toMatchObject({ provider: 'sso', name: '统一身份认证', scope: 'openid profile', subjectField: 'sub', clientAuth: 'basic', timeoutMs: 10_000 });
    expect(() => loadConfig({ ...complete, OAUTH_TOKEN_URL: 'ftp://sso.example.com/token' })).toThrow('OAUTH_TOKEN_URL 须为 http(s) 网址');
    expect(() => loadConfig({ ...complete, OAUTH_CLIENT_AUTH: 'jwt' })).toThrow('OAUTH_CLIENT_AUTH 只能为 basic 或 post');
    expect(() => loadConfig({ ...complete, OAUTH_PROVIDER: 'Bad Name' })).toThrow('OAUTH_PROVIDER');
  });
});
