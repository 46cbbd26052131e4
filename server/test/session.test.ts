import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginChallenge, session } from '../src/db/schema/index.js';
import { createTestApp, PASSWORD, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const secret = async (account: string) => (await t.call('GET', 'merchant/manager/secret', { query: { account } })).body.payload;
const attempt = async (account: string, password: string, captcha?: string, challenge?: string) => {
  const c = challenge ?? (await secret(account)).challenge;
  return t.call('POST', 'merchant/manager/oauth', { body: { account, password, challenge: c, ...(captcha ? { captcha } : {}) } });
};
/** Draws a captcha for a challenge, then fixes its answer so that the test knows it. */
const captchaFor = async (challenge: string, answer: string) => {
  const drawn = await t.call('GET', 'merchant/manager/captcha', { query: { challenge } });
  expect(drawn.body.payload.image).toContain('<svg');
  const hash = createHash('sha256').update(`${challenge}:${answer}`).digest('hex');
  await t.db.tenant('all', (tx) => tx.update(loginChallenge).set({ captcha_hash: hash }).where(sql`${loginChallenge.id} = ${challenge}`));
};

describe('login', () => {
  it('answers the session: token, permissions, products and user info', async () => {
    const reply = await attempt('parking-merchant-staff', PASSWORD);
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe(1001);
    const { access_token, permission, product, user_info } = reply.body.payload;
    expect(access_token.type).toBe('Bearer');
    expect(access_token.value.length).toBeGreaterThanOrEqual(43); // 256 random bits, base64url
    expect(access_token.expire_in).toBe(7200);
    expect(permission).toEqual([
      'parking:key:customer:list',
      'parking:mcoupon:coupon:list',
      'parking:mcoupon:grant:list',
      'parking:mcoupon:purchase:list',
      'parking:member:list',
      'parking:online:log:list',
      'parking:park:whitelist:list',
      'parking:parking:blacklist:list',
      'parking:parking:record:list',
      'parking:parking:release:list',
      'parking:parking:reserve:list',
      'parking:parking:vip:apply:list',
      'parking:parking:vip:list',
      'parking:parking:vip:value:list',
      'parking:plateless:list',
      'parking:recharge:rule:list',
      'parking:stored:value:list',
      'parking:trade:list',
      'parking:virtual:plate:list',
      'universal:message:basic',
    ]);
    expect(product).toContain('parking:merchant:platform');
    expect(user_info).toMatchObject({ merchant: 100101, merchant_name: '福田中心停车场', account: 'parking-merchant-staff', identity: 'manager', main_account_name: '王芳', app_id: 'console', system: 'merchant' });
  });

  it('stores only the hash of a token', async () => {
    const token = await t.login('energy-merchant');
    const rows = await t.db.tenant('all', (tx) => tx.select().from(session));
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.some((r) => r.token_hash === createHash('sha256').update(token).digest('hex'))).toBe(true);
  });

  it('refuses a wrong password with 1412 and an unknown account the same way', async () => {
    const wrong = await attempt('advertiser', 'Wrong-pass-1');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 1412, message: '账号或密码错误' });
    expect(wrong.body.seqno).toBeTruthy();
    expect(wrong.body.hint).toContain('还可尝试');
    const unknown = await attempt('nobody-here', 'Wrong-pass-1');
    expect(unknown.body.code).toBe(1412);
  });

  it('uses a challenge once, and only for its own account', async () => {
    const { challenge } = await secret('advertiser-staff');
    expect((await attempt('advertiser-staff', PASSWORD, undefined, challenge)).body.code).toBe(1001);
    expect((await attempt('advertiser-staff', PASSWORD, undefined, challenge)).body.code).toBe(1413);
    const other = await secret('advertiser');
    expect((await attempt('advertiser-staff', PASSWORD, undefined, other.challenge)).body.code).toBe(1413);
  });

  it('asks for a captcha after 3 failures and accepts only the right answer', async () => {
    const account = 'invoice-partner';
    for (let i = 0; i < 3; i++) expect((await attempt(account, 'Wrong-pass-1')).body.code).toBe(1412);
    const s = await secret(account);
    expect(s.captcha_required).toBe(true);
    expect((await attempt(account, PASSWORD, undefined, s.challenge)).body.code).toBe(1410);

    const s2 = await secret(account);
    await captchaFor(s2.challenge, 'ab12');
    expect((await attempt(account, PASSWORD, 'zz99', s2.challenge)).body.code).toBe(1411);

    const s3 = await secret(account);
    await captchaFor(s3.challenge, 'ab12');
    expect((await attempt(account, PASSWORD, 'AB12', s3.challenge)).body.code).toBe(1001);
  });

  it('locks an account after 10 failures in 15 minutes, even for the right password', async () => {
    const account = 'energy-group-staff';
    let last;
    for (let i = 0; i < 10; i++) {
      const s = await secret(account);
      if (s.captcha_required) await captchaFor(s.challenge, 'q7w8');
      last = await attempt(account, 'Wrong-pass-1', s.captcha_required ? 'q7w8' : undefined, s.challenge);
    }
    expect(last!.body.code).toBe(1423);
    const s = await secret(account);
    await captchaFor(s.challenge, 'q7w8');
    const locked = await attempt(account, PASSWORD, 'q7w8', s.challenge);
    expect(locked.status).toBe(423);
    expect(locked.body.code).toBe(1423);
  });

  it('limits login calls per client address', async () => {
    const limited = await createTestApp({ env: { LOGIN_RATE_LIMIT: '3' } });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await limited.call('GET', 'merchant/manager/secret', { query: { account: 'admin' } })).body.code);
      expect(codes).toEqual([1001, 1001, 1001, 1429]);
    } finally {
      await limited.close();
    }
  });
});

describe('tokens', () => {
  it('answers 401 without a token, with a malformed one and with an unknown one', async () => {
    for (const headers of [{} as Record<string, string>, { authorization: 'Bearer short' }, { authorization: `Bearer ${'x'.repeat(43)}` }, { authorization: 'Basic abc' }]) {
      const reply = await t.call('GET', 'merchant/manager/whoami', { headers });
      expect(reply.status).toBe(401);
      expect(reply.body.code).toBe(1401);
      expect(reply.body.message).toBe('登录信息已失效，请重新登录');
    }
  });

  it('whoami answers the user info; refresh_token=1 adds a fresh token and the old one lives on briefly', async () => {
    const token = await t.login('parking-group');
    const me = await t.call('GET', 'merchant/manager/whoami', { token });
    expect(me.body.payload).toMatchObject({ merchant: 100300, account: 'parking-group', identity: 'superuser' });
    expect(me.body.payload.access_token).toBeUndefined();
    const refreshed = await t.call('GET', 'merchant/manager/whoami', { token, query: { refresh_token: 1 } });
    const fresh = refreshed.body.payload.access_token.value;
    expect(fresh).not.toBe(token);
    expect((await t.call('GET', 'merchant/manager/whoami', { token: fresh })).body.code).toBe(1001);
    expect((await t.call('GET', 'merchant/manager/whoami', { token })).body.code).toBe(1001);
    const [old] = await t.db.tenant('all', (tx) =>
      tx.select({ expire: session.expire_time }).from(session).where(sql`${session.token_hash} = ${createHash('sha256').update(token).digest('hex')}`),
    );
    expect(old!.expire.getTime()).toBeLessThanOrEqual(Date.now() + 61_000);
  });

  it('refuses an expired token', async () => {
    const token = await t.login('energy-partner');
    const hash = createHash('sha256').update(token).digest('hex');
    await t.db.tenant('all', (tx) => tx.update(session).set({ expire_time: new Date(Date.now() - 1000) }).where(sql`${session.token_hash} = ${hash}`));
    await t.db.tenant('all', (tx) => t.sessions.publish(tx, { type: 'token', tokenHash: hash }));
    expect((await t.call('GET', 'merchant/manager/whoami', { token })).status).toBe(401);
  });

  it('logout revokes the token on the server at once', async () => {
    const token = await t.login('energy-partner-staff');
    expect((await t.call('GET', 'merchant/manager/whoami', { token })).body.code).toBe(1001);
    expect((await t.call('POST', 'merchant/manager/logout', { token })).body.code).toBe(1001);
    expect((await t.call('GET', 'merchant/manager/whoami', { token })).status).toBe(401);
    expect((await t.call('POST', 'merchant/manager/logout', { token })).status).toBe(401);
  });

  it('changing the password checks the old one and the rule, then ends every session of the account', async () => {
    const first = await t.login('parking-partner-staff');
    const second = await t.login('parking-partner-staff');
    const wrongOld = await t.call('POST', 'merchant/manager/passwd', { token: first, body: { old_password: 'Nope-1234', new_password: 'Brand-new-1' } });
    expect(wrongOld.body.code).toBe(1412);
    const weak = await t.call('POST', 'merchant/manager/passwd', { token: first, body: { old_password: PASSWORD, new_password: 'abcdefgh' } });
    expect(weak.body).toMatchObject({ code: 1400, message: '密码须为 8-20 位，且同时包含字母和非字母字符' });
    const changed = await t.call('POST', 'merchant/manager/passwd', { token: first, body: { old_password: PASSWORD, new_password: 'Brand-new-1' } });
    expect(changed.body.code).toBe(1001);
    expect((await t.call('GET', 'merchant/manager/whoami', { token: first })).status).toBe(401);
    expect((await t.call('GET', 'merchant/manager/whoami', { token: second })).status).toBe(401);
    expect((await attempt('parking-partner-staff', PASSWORD)).body.code).toBe(1412);
    expect((await attempt('parking-partner-staff', 'Brand-new-1')).body.code).toBe(1001);
  });

  it("revoking a manager's sessions (disable) ends them at once", async () => {
    const token = await t.login('energy-merchant-staff');
    expect((await t.call('GET', 'merchant/manager/whoami', { token })).body.code).toBe(1001);
    const me = (await t.call('GET', 'merchant/manager/whoami', { token })).body.payload;
    await t.db.tenant('all', (tx) => t.sessions.revokeManagers(tx, [me.manager_id]));
    expect((await t.call('GET', 'merchant/manager/whoami', { token })).status).toBe(401);
  });
});
