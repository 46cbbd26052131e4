import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Code, isPassword, PASSWORD_RULE_MESSAGE, type PasswordLoginBody } from '@console/contract';
import svgCaptcha from 'svg-captcha';
import type { Config } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import { DISABLED } from '../../../db/schema/index.js';
import { AppError, badParameter } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Client } from '../../../plugins/route.js';
import { hashPassword, verifyPassword } from '../../../shared/password.js';
import { defaultAppId } from '../app/app.service.js';
import type { SessionService } from '../session/session.service.js';
import * as repository from './manager.repository.js';
import * as oauth from './oauth.repository.js';

/** Login rules (DECISIONS.md): captcha after 3 failures in 15 minutes, refusal after 10. */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const CAPTCHA_AFTER_FAILURES = 3;
export const LOCK_AFTER_FAILURES = 10;
const CHALLENGE_TTL_S = 300;

const captchaHash = (challenge: string, answer: string) =>
  createHash('sha256').update(`${challenge}:${answer.trim().toLowerCase()}`).digest();

// Verifying against this when the account does not exist keeps the answer time the same.
let dummyHash: Promise<string> | undefined;

/** An account as a login finds it. */
export interface LoginAccount {
  id: number;
  merchant: number;
  status: number;
  merchant_status: number;
}

export const SYSTEM = { platform: 'platform', merchant: 'merchant' } as const;

const userInfos = new WeakMap<Access, ReturnType<typeof buildUserInfo>>();

/** The user info of document 1 §3, built once per cached access context. */
export function userInfo(access: Access) {
  let info = userInfos.get(access);
  if (!info) userInfos.set(access, (info = buildUserInfo(access)));
  return info;
}

function buildUserInfo(access: Access) {
  return {
    merchant: access.merchant.id,
    merchant_name: access.merchant.name,
    merchant_kind: access.merchant.kind,
    name: access.manager.name,
    system: access.merchant.kind === 'platform' ? SYSTEM.platform : SYSTEM.merchant,
    avatar: access.manager.avatar,
    account: access.manager.account,
    manager_id: access.manager.id,
    app_id: access.appId,
    mobile: access.manager.mobile,
    nickname: access.manager.nickname,
    identity: access.manager.superuser ? 'superuser' : 'manager',
    main_account_name: access.merchant.mainAccountName,
    product: [...access.products].sort(),
    permission: [...access.permissions].sort(),
  };
}

export class ManagerService {
  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly sessions: SessionService,
  ) {}

  private failures(account: string) {
    return this.db.tenant('all', (tx) => repository.recentFailures(tx, account, new Date(Date.now() - LOGIN_WINDOW_MS)));
  }

  async secret(account: string) {
    const challenge = randomBytes(24).toString('base64url');
    const failures = await this.failures(account);
    await this.db.tenant('all', (tx) => repository.insertChallenge(tx, challenge, account, new Date(Date.now() + CHALLENGE_TTL_S * 1000)));
    return { challenge, expire_in: CHALLENGE_TTL_S, captcha_required: failures >= CAPTCHA_AFTER_FAILURES };
  }

  async captcha(challenge: string) {
    const drawn = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', color: true, background: '#f5f7fa' });
    const stored = await this.db.tenant('all', (tx) => repository.setCaptcha(tx, challenge, captchaHash(challenge, drawn.text).toString('hex')));
    if (!stored) throw new AppError(Code.CHALLENGE_INVALID);
    return { image: drawn.data };
  }

  /** The account's recent failures; refuses an account locked by them, whichever way it signs in. */
  async assertNotLocked(account: string) {
    const failures = await this.failures(account);
    if (failures >= LOCK_AFTER_FAILURES) throw new AppError(Code.ACCOUNT_LOCKED);
    return failures;
  }

  async login(body: PasswordLoginBody, client: Client) {
    const account = body.account.trim();
    const challenge = await this.db.tenant('all', (tx) => repository.consumeChallenge(tx, body.challenge));
    if (!challenge || challenge.account !== account.toLowerCase()) throw new AppError(Code.CHALLENGE_INVALID);

    const failures = await this.assertNotLocked(account);
    const fail = async (code: number) => {
      await this.db.tenant('all', (tx) => repository.recordAttempt(tx, account, false, client.ip));
      const left = LOCK_AFTER_FAILURES - failures - 1;
      const hint =
        left <= 0 ? '账号已被锁定 15 分钟' : failures + 1 >= CAPTCHA_AFTER_FAILURES ? `还可尝试 ${left} 次，下次登录需要输入验证码` : `还可尝试 ${left} 次`;
      return new AppError(left <= 0 ? Code.ACCOUNT_LOCKED : code, undefined, hint);
    };

    if (failures >= CAPTCHA_AFTER_FAILURES) {
      if (!body.captcha || !challenge.captcha_hash) throw new AppError(Code.CAPTCHA_REQUIRED);
      const expected = Buffer.from(challenge.captcha_hash, 'hex');
      if (!timingSafeEqual(expected, captchaHash(body.challenge, body.captcha))) throw await fail(Code.CAPTCHA_WRONG);
    }

    const found = await this.db.tenant('all', (tx) => repository.findByAccount(tx, account));
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'), this.config.passwordHashCost);
    const valid = await verifyPassword(found?.password_hash ?? (await dummyHash), body.password);
    if (!found || !valid) throw await fail(Code.WRONG_CREDENTIALS);
    return this.signIn(found, account, client);
  }

  /**
   * What every login does once it knows the account (by password or through the identity provider): refuses a
   * disabled account or merchant, records the success and opens a session; the same answer either way.
   */
  async signIn(found: LoginAccount, account: string, client: Client) {
    if (found.status === DISABLED || found.merchant_status === DISABLED) throw new AppError(Code.ACCOUNT_DISABLED);
    const appId = await defaultAppId(this.db);
    const accessToken = await this.db.tenant('all', async (tx) => {
      await repository.recordAttempt(tx, account, true, client.ip);
      return this.sessions.open(tx, { manager: found.id, merchant: found.merchant, appId }, client);
    });
    const access = await this.sessions.authenticate(accessToken.value);
    if (!access) throw new AppError(Code.INTERNAL);
    const info = userInfo(access);
    return { access_token: accessToken, permission: info.permission, product: info.product, user_info: info };
  }

  /** The user info; with a client (refresh_token=1) also a fresh token for that client. */
  async whoami(access: Access, refreshFor: Client | undefined) {
    const info = userInfo(access);
    if (!refreshFor) return info;
    const accessToken = await this.db.tenant('all', (tx) => this.sessions.refresh(tx, access, refreshFor));
    return { ...info, access_token: accessToken };
  }

  async logout(access: Access) {
    await this.db.tenant('all', (tx) => this.sessions.revoke(tx, access.tokenHash));
  }

  /** Changing one's password ends every session of the account, this one included. */
  async changePassword(access: Access, oldPassword: string, newPassword: string) {
    if (!isPassword(newPassword)) throw badParameter(PASSWORD_RULE_MESSAGE, '例如：Parking2026!');
    if (oldPassword === newPassword) throw badParameter('新密码不能与原密码相同');
    const current = await this.db.tenant('all', (tx) => repository.findPasswordHash(tx, access.manager.id));
    if (!current || !(await verifyPassword(current, oldPassword))) {
      throw new AppError(Code.WRONG_CREDENTIALS, '原密码错误', '请输入当前使用的密码');
    }
    const hash = await hashPassword(newPassword, this.config.passwordHashCost);
    await this.db.tenant('all', async (tx) => {
      await repository.updatePassword(tx, access.manager.id, hash);
      await this.sessions.revokeManagers(tx, [access.manager.id]);
    });
  }

  pruneLoginRecords() {
    return this.db.tenant('all', async (tx) => {
      await repository.pruneLoginRecords(tx);
      await oauth.pruneStates(tx);
    });
  }
}
