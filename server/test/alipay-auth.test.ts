import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAlipay, type FakeAlipay } from '../../scripts/fake-alipay.mjs';
import { loadConfig } from '../src/config.js';
import { auditLog, paymentChannelAuth } from '../src/db/schema/index.js';
import { createLogger } from '../src/plugins/logging.js';
import { createTestApp, ok, type TestApp } from './helpers.js';

// 支付宝第三方应用授权 (docs/decisions.md, "Alipay app authorization (支付宝授权)") against scripts/fake-alipay.mjs:
// the partner starts it on an open ALIPAY application, the merchant agrees at "Alipay", and the public callback
// exchanges the code at the gateway (RSA2 both ways) and keeps the token, which no reply and no log line carries.

const logLines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

/** 福田中心停车场's 支付宝 application (渠道审核中 in the demo; opened in beforeAll), its 微信支付 one (已开通), 南山's 支付宝 (异常). */
const ALIPAY_APPLY = 'CA20260901000002';
const WXPAY_APPLY = 'CA20260901000001';
const ABNORMAL_ALIPAY = 'CA20260901000007';

let fake: FakeAlipay;
let t: TestApp;
let admin: string;
let partner: string;
let merchant: string;
let energyPartner: string;
/** Every code and state the tests handle: none of them may reach a log line. */
const secrets: string[] = [];

beforeAll(async () => {
  fake = await startFakeAlipay();
  t = await createTestApp({ env: { ...fake.env(), ALIPAY_TIMEOUT_SECONDS: '1' }, logger: createLogger('trace', sink) });
  admin = await t.login('admin');
  partner = await t.login('parking-partner');
  merchant = await t.login('parking-merchant');
  energyPartner = await t.login('energy-partner');
  ok(await t.call('PUT', 'payment/channel/apply/audit/pass/new', { token: admin, body: { apply_no: ALIPAY_APPLY, result: 1 } }));
});
afterAll(async () => {
  await t?.close();
  await fake?.stop();
});
beforeEach(() => {
  fake.mode = 'ok';
  fake.delayMs = 0;
});

const code = (reply: { body: any }) => reply.body.code;
const start = (token: string, applyNo = ALIPAY_APPLY) => t.call('POST', 'payment/channel/auth/alipay', { token, body: { apply_no: applyNo } });
const status = (token: string, applyNo = ALIPAY_APPLY) => t.call('GET', 'payment/channel/auth/alipay', { token, query: { apply_no: applyNo } });
const callback = (body: Record<string, string>) => t.call('POST', 'payment/channel/auth/alipay/callback', { body });

/** The partner starts an authorization and the merchant agrees at Alipay: what Alipay puts in the callback's address. */
async function agreed() {
  const started = ok(await start(partner));
  const back = fake.approve(started.authorize_url);
  const params = { app_id: back.searchParams.get('app_id')!, app_auth_code: back.searchParams.get('app_auth_code')!, state: back.searchParams.get('state')! };
  secrets.push(params.app_auth_code, params.state);
  return params;
}
const rows = () => t.db.tenant('all', (tx) => tx.select().from(paymentChannelAuth).where(eq(paymentChannelAuth.apply_no, ALIPAY_APPLY)).orderBy(asc(paymentChannelAuth.id)));
const lastRow = async () => (await rows()).at(-1)!;

describe('starting an authorization', () => {
  it('answers Alipay’s authorize address with the app id, the console’s callback and a one-time state stored only as its hash', async () => {
    expect(ok(await status(partner))).toEqual({ configured: true, apply_no: ALIPAY_APPLY, current: null });
    const started = ok(await start(partner));
    expect(started.expire_in).toBe(1800);
    const url = new URL(started.authorize_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/oauth2/appToAppAuth.htm`);
    const state = url.searchParams.get('state')!;
    secrets.push(state);
    expect(Object.fromEntries(url.searchParams)).toEqual({ app_id: fake.appId, redirect_uri: 'http://localhost/payment/channel/auth/alipay/callback', state });
    expect(state.length).toBeGreaterThanOrEqual(40);
    const row = await lastRow();
    expect(row).toMatchObject({ status: 0, merchant: 100101, channel: 'ALIPAY', issuer: expect.any(String), app_auth_token: '' });
    expect(row.state_hash).toBe(createHash('sha256').update(state).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(state);
    // The partner and the merchant both see it waiting.
    expect(ok(await status(partner)).current).toMatchObject({ status: 0, status_name: '待授权', alipay_user_id: '', authorized_time: null });
    expect(ok(await status(merchant)).current).toMatchObject({ status: 0 });
    // Its audit entry names the partner's account.
    const entries = await t.db.tenant('all', (tx) =>
      tx.select().from(auditLog).where(and(eq(auditLog.target_type, 'payment_channel_apply'), eq(auditLog.target_id, ALIPAY_APPLY), eq(auditLog.call, 'POST payment/channel/auth/alipay'))),
    );
    expect(entries.at(-1)).toMatchObject({ actor_merchant: 100100, after: { alipay_auth: '待授权' } });
  });

  it('refuses what is not an open 支付宝 application of the caller’s, and callers without the update permission', async () => {
    expect(code(await start(partner, WXPAY_APPLY))).toBe(1400);
    const abnormal = await start(partner, ABNORMAL_ALIPAY);
    expect(code(abnormal)).toBe(1409);
    expect(abnormal.body.message).toContain('异常');
    // Another merchant's application (南山快充站's, which the platform filed): as if it did not exist.
    expect(code(await start(partner, 'CA20260901000009'))).toBe(1404);
    expect(code(await status(partner, 'CA20260901000009'))).toBe(1404);
    expect(code(await start(energyPartner))).toBe(1403);
    expect(code(await start(merchant))).toBe(1403);
    expect(code(await start(partner, 'CA20990101000001'))).toBe(1404);
    expect(code(await t.call('POST', 'payment/channel/auth/alipay', { token: partner, body: {} }))).toBe(1400);
    expect(code(await t.call('POST', 'payment/channel/auth/alipay', { body: { apply_no: ALIPAY_APPLY } }))).toBe(1401);
  });

  it('a new start supersedes the waiting one: only the newest link works', async () => {
    const first = await agreed();
    const second = await agreed();
    const refused = await callback(first);
    expect(code(refused)).toBe(1413);
    expect(refused.body.message).toContain('已被新的授权链接取代');
    ok(await callback(second));
  });
});

describe('the callback', () => {
  it('exchanges the code at the gateway with a signed request and keeps the token, which no reply carries', async () => {
    fake.merchant = { userId: '2088102000005678', name: '福田中心停车场' };
    const params = await agreed();
    const requestsBefore = fake.requests.length;
    const done = ok(await callback(params));
    expect(done).toMatchObject({ merchant_name: '福田中心停车场', apply_no: ALIPAY_APPLY, alipay_user_id: '2088 **** 5678', expire_time: expect.any(String) });
    const sent = fake.requests.slice(requestsBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'alipay.open.auth.token.app', app_id: fake.appId, sign_type: 'RSA2', charset: 'utf-8', signed: true });
    expect(JSON.parse(sent[0]!.biz_content!)).toEqual({ grant_type: 'authorization_code', code: params.app_auth_code });
    const row = await lastRow();
    expect(row).toMatchObject({ status: 1, alipay_user_id: '2088102000005678', auth_app_id: fake.appId, app_auth_token: fake.issuedTokens.at(-1) });
    expect(row.state_used_time).not.toBeNull();
    const shown = ok(await status(partner));
    expect(shown.current).toMatchObject({ status: 1, status_name: '已授权', alipay_user_id: '2088 **** 5678', auth_app_id: fake.appId, authorized_time: expect.any(String) });
    for (const token of fake.issuedTokens) {
      expect(JSON.stringify(shown)).not.toContain(token);
      expect(JSON.stringify(done)).not.toContain(token);
    }
    // The audit entry is written in the name of whoever started it, through the callback.
    const [entry] = await t.db.tenant('all', (tx) =>
      tx.select().from(auditLog).where(and(eq(auditLog.target_id, ALIPAY_APPLY), eq(auditLog.call, 'POST payment/channel/auth/alipay/callback'))).orderBy(desc(auditLog.id)).limit(1),
    );
    expect(entry).toMatchObject({ actor_merchant: 100100, merchant: 100101, action: '支付宝授权回调', after: { alipay_auth: '已授权', alipay_user_id: '2088 **** 5678' } });
  });

  it('uses a state once', async () => {
    const params = await agreed();
    ok(await callback(params));
    const again = await callback(params);
    expect(code(again)).toBe(1413);
    expect(again.body.message).toContain('已使用过');
  });

  it('a later authorization replaces the one in force, which 已失效', async () => {
    ok(await callback(await agreed()));
    ok(await callback(await agreed()));
    const all = await rows();
    expect(all.filter((r) => r.status === 1)).toHaveLength(1);
    expect(all.at(-1)!.status).toBe(1);
    expect(all.filter((r) => r.status === 3).length).toBeGreaterThanOrEqual(1);
    expect(ok(await status(partner)).current.status).toBe(1);
  });

  it('refuses an unknown or expired state and another app’s id, changing nothing', async () => {
    const requestsBefore = fake.requests.length;
    expect(code(await callback({ app_auth_code: 'x', state: 'not-a-state-we-issued' }))).toBe(1413);
    const params = await agreed();
    const wrongApp = await callback({ ...params, app_id: '2021999999999999' });
    expect(code(wrongApp)).toBe(1413);
    expect(wrongApp.body.message).toContain('支付宝应用');
    const row = await lastRow();
    await t.db.tenant('all', (tx) => tx.update(paymentChannelAuth).set({ state_expire_time: new Date(Date.now() - 1000) }).where(eq(paymentChannelAuth.id, row.id)));
    const expired = await callback(params);
    expect(code(expired)).toBe(1413);
    expect(expired.body.message).toContain('已过期');
    expect((await lastRow()).status).toBe(0);
    expect(fake.requests.length).toBe(requestsBefore); // the gateway was never asked
  });

  it('a code Alipay refuses fails the authorization with the reason, and the state is spent', async () => {
    const params = await agreed();
    const refused = await callback({ ...params, app_auth_code: 'code-alipay-never-issued' });
    expect(code(refused)).toBe(1413);
    expect(refused.body.message).toBe('支付宝授权码无效或已过期');
    expect(await lastRow()).toMatchObject({ status: 2, reason: '支付宝授权码无效或已过期', app_auth_token: '' });
    expect(code(await callback(params))).toBe(1413);
    expect(ok(await status(partner)).current).toMatchObject({ status: 1 }); // the earlier one stays in force
  });

  it('an answer whose signature does not verify is not believed', async () => {
    fake.mode = 'forge';
    const failed = await callback(await agreed());
    expect(code(failed)).toBe(1502);
    expect(failed.body.message).toBe('支付宝的应答未通过验签');
    expect(failed.body.hint).toContain('ALIPAY_PUBLIC_KEY');
    expect(await lastRow()).toMatchObject({ status: 2, app_auth_token: '' });
  });

  it('Alipay refusing the app, down or slow: 1502 with a hint, the authorization failed', async () => {
    fake.mode = 'refuse';
    const refused = await callback(await agreed());
    expect(code(refused)).toBe(1502);
    expect(refused.body.hint).toContain('ALIPAY_PRIVATE_KEY');
    fake.mode = 'down';
    const down = await callback(await agreed());
    expect(code(down)).toBe(1502);
    expect(down.body.message).toBe('支付宝暂不可用');
    fake.mode = 'ok';
    fake.delayMs = 1500;
    const slow = await callback(await agreed());
    expect(code(slow)).toBe(1502);
    expect(slow.body.message).toBe('支付宝响应超时');
    expect((await lastRow()).status).toBe(2);
  });

  it('validates its input', async () => {
    expect(code(await callback({ app_auth_code: '', state: 's' }))).toBe(1400);
    expect(code(await callback({ state: 's' }))).toBe(1400);
    expect(code(await callback({ app_auth_code: 'c'.repeat(200), state: 's' }))).toBe(1400);
  });

  it('keeps every code, state and token out of the logs', () => {
    const text = logLines.join('');
    expect(text).toContain('alipay app authorization failed');
    for (const secret of [...secrets, ...fake.issuedTokens]) expect(text).not.toContain(secret);
  });
});

describe('without the settings', () => {
  it('answers configured: false and refuses to start (1430)', async () => {
    const bare = await createTestApp();
    try {
      const token = await bare.login('parking-partner');
      expect(ok(await bare.call('GET', 'payment/channel/auth/alipay', { token, query: { apply_no: ALIPAY_APPLY } }))).toMatchObject({ configured: false, current: null });
      const refused = await bare.call('POST', 'payment/channel/auth/alipay', { token, body: { apply_no: ALIPAY_APPLY } });
      expect(code(refused)).toBe(1430);
      expect(refused.body.hint).toContain('ALIPAY_APP_ID');
      expect(code(await bare.call('POST', 'payment/channel/auth/alipay/callback', { body: { app_auth_code: 'c', state: 's' } }))).toBe(1430);
    } finally {
      await bare.close();
    }
  });

  it('refuses to start the server with some of them or a key that does not parse', () => {
    expect(() => loadConfig({ ALIPAY_APP_ID: '2021' })).toThrow(/ALIPAY_PRIVATE_KEY、ALIPAY_PUBLIC_KEY/);
    expect(() => loadConfig({ ...fake.env(), ALIPAY_PRIVATE_KEY: 'not-a-key' })).toThrow(/ALIPAY_PRIVATE_KEY/);
    expect(() => loadConfig({ ...fake.env(), ALIPAY_GATEWAY_URL: 'ftp://x' })).toThrow(/ALIPAY_GATEWAY_URL/);
    expect(loadConfig(fake.env()).alipay).toMatchObject({ appId: fake.appId, privateKey: expect.stringContaining('-----BEGIN PRIVATE KEY-----') });
  });
});
