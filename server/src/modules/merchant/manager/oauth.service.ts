import { createHash, randomBytes } from 'node:crypto';
import { Code, isConsolePath, OauthPurpose, type AuthorizationCodeBody, type CallReply, type calls, type OauthPurposeValue } from '@console/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { OauthConfig } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import { AppError, badParameter } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import type { Actor, Client } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { iso } from '../../../shared/time.js';
import { accountTarget } from './account.service.js';
import type { ManagerService } from './manager.service.js';
import { oauthProvider, pkcePair, ProviderFailure, type Identity, type IdentityProvider } from './oauth.provider.js';
import * as repository from './oauth.repository.js';

/** A started sign-in or binding lives 10 minutes and serves once. */
export const STATE_TTL_S = 600;
/** The console page the provider sends the browser back to (document 1 §2's public route). */
export const CALLBACK_PATH = '/manager/oauth';
export const UNBOUND_MESSAGE = '该第三方账号尚未绑定商户账号，请先使用账号密码登录，在账号设置中绑定';

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');


const notConfigured = () =>
  new AppError(Code.APP_CONFIG_MISSING, '未配置第三方登录', '请使用账号密码登录；如需统一身份认证登录，请联系平台管理员在服务器设置 OAUTH_*');

const stateInvalid = (message: string, hint = '请重新发起第三方登录') => new AppError(Code.CHALLENGE_INVALID, message, hint);

type Binding = CallReply<typeof calls.managerOauthBinding>;

/**
 * Third-party sign-in (docs/decisions.md, "Third-party sign-in"): OAuth 2.0 authorization code with PKCE against
 * one configured identity provider, and the binding of console accounts to the provider's subjects. The console
 * learns only whether it is on and the provider's name; the secret, the verifier and the tokens stay here.
 */
export class OauthService {
  private readonly provider: IdentityProvider | undefined;

  constructor(
    private readonly db: Database,
    private readonly config: OauthConfig | undefined,
    private readonly managers: ManagerService,
  ) {
    this.provider = config ? oauthProvider(config) : undefined;
  }

  /** For the domain summary: on or off, and the name to show. Nothing secret. */
  summary() {
    return this.config ? { name: this.config.name } : undefined;
  }

  private required() {
    if (!this.config || !this.provider) throw notConfigured();
    return { config: this.config, provider: this.provider };
  }

  /**
   * Starts a sign-in (`login`) or a binding of the caller's account (`bind`): a random state (stored hashed) and a
   * PKCE verifier, and the provider's authorize URL that sends the browser back to `<origin>/manager/oauth`.
   */
  async authorize(purpose: OauthPurposeValue, redirect: string | undefined, access: Access | null, origin: string) {
    const { config, provider } = this.required();
    if (purpose === OauthPurpose.bind && !access) throw new AppError(Code.UNAUTHENTICATED, '请先登录，再绑定第三方账号');
    const target = redirect?.trim();
    if (target && !isConsolePath(target)) throw badParameter('参数 redirect（登录后打开的页面）须为本平台的页面路径', '例如 /home/index');
    const state = randomBytes(32).toString('base64url');
    const pkce = pkcePair();
    const redirectUri = `${origin}${CALLBACK_PATH}`;
    await this.db.tenant('all', (tx) =>
      repository.insertState(tx, {
        id: hashState(state),
        purpose,
        provider: config.provider,
        manager: purpose === OauthPurpose.bind ? access!.manager.id : null,
        code_verifier: pkce.verifier,
        redirect_uri: redirectUri,
        redirect: purpose === OauthPurpose.login ? (target ?? '') : '',
        expire_time: new Date(Date.now() + STATE_TTL_S * 1000),
      }),
    );
    return { authorize_url: provider.authorizeUrl({ state, codeChallenge: pkce.challenge, redirectUri }), state, expire_in: STATE_TTL_S };
  }

  /**
   * Uses a state once: unknown, used, expired, of another purpose or (binding) of another account → 1413 and the
   * state stays as it was. Answers what the code exchange needs.
   */
  private async consume(state: string, purpose: OauthPurposeValue, managerId?: number) {
    const config = this.config!;
    const id = hashState(state);
    return this.db.tenant('all', async (tx) => {
      const row = await repository.lockState(tx, id);
      if (!row || row.provider !== config.provider) throw stateInvalid('第三方登录请求无效，请重新发起');
      if (row.used) throw stateInvalid('第三方登录请求已使用过，请重新发起');
      if (row.expired) throw stateInvalid('第三方登录请求已过期', `请在 ${STATE_TTL_S / 60} 分钟内完成，请重新发起`);
      if (row.purpose !== purpose) {
        throw stateInvalid(purpose === OauthPurpose.login ? '该请求用于绑定第三方账号，不能用于登录' : '该请求用于第三方登录，不能用于绑定');
      }
      if (purpose === OauthPurpose.bind && row.manager !== managerId) {
        throw stateInvalid('该绑定请求不是当前登录的账号发起的', '请在本账号的账号设置中重新发起绑定');
      }
      await repository.markStateUsed(tx, id);
      return { codeVerifier: row.code_verifier, redirectUri: row.redirect_uri, redirect: row.redirect };
    });
  }

  /** Asks the provider who signed in; its failures become reply codes, its own words go to the log only. */
  private async identify(code: string, state: { codeVerifier: string; redirectUri: string }, log: FastifyBaseLogger): Promise<Identity> {
    const { config, provider } = this.required();
    try {
      return await provider.identify({ code, codeVerifier: state.codeVerifier, redirectUri: state.redirectUri });
    } catch (error) {
      if (!(error instanceof ProviderFailure)) throw error;
      log.warn({ provider: config.provider, step: error.step, kind: error.kind, status: error.status, reason: error.message }, 'identity provider failed');
      const name = config.name;
      switch (error.kind) {
        case 'grant':
          throw stateInvalid(`${name}的授权码无效或已过期`);
        case 'timeout':
          throw new AppError(Code.PROVIDER_UNAVAILABLE, `${name}响应超时`, '请稍后再试；如果问题持续出现，请联系平台管理员检查统一身份认证服务');
        case 'unavailable':
          throw new AppError(Code.PROVIDER_UNAVAILABLE, `${name}暂不可用`, '请稍后再试，或先使用账号密码登录');
        case 'refused':
          throw new AppError(Code.PROVIDER_UNAVAILABLE, `${name}拒绝了本平台的请求`, '请联系平台管理员检查第三方登录的客户端配置（OAUTH_CLIENT_ID、OAUTH_CLIENT_SECRET）');
        default:
          throw new AppError(Code.PROVIDER_UNAVAILABLE, `${name}未返回所需的用户信息`, '请联系平台管理员检查第三方登录的用户信息地址和标识字段（OAUTH_USERINFO_URL、OAUTH_SUBJECT_FIELD）');
      }
    }
  }

  /** `POST merchant/manager/oauth` with a code: the account bound to the person, the same session as a password login. */
  async login(body: AuthorizationCodeBody, client: Client, log: FastifyBaseLogger) {
    const { config } = this.required();
    const state = await this.consume(body.state, OauthPurpose.login);
    const identity = await this.identify(body.code, state, log);
    const found = await this.db.tenant('all', (tx) => repository.findBoundAccount(tx, config.provider, identity.subject));
    if (!found) throw new AppError(Code.WRONG_CREDENTIALS, UNBOUND_MESSAGE, '绑定后即可使用第三方账号登录');
    // Locked by password failures, disabled: refused exactly as a password login would be.
    await this.managers.assertNotLocked(found.account);
    const session = await this.managers.signIn(found, found.account, client);
    return state.redirect ? { ...session, redirect: state.redirect } : session;
  }

  async binding(access: Access): Promise<Binding> {
    const { config } = this.required();
    const row = await this.db.tenant(ownScope(access), (tx) => repository.findBinding(tx, access.merchant.id, access.manager.id, config.provider));
    return this.bindingOf(row);
  }

  private bindingOf(row: { subject: string; subject_name: string; bind_time: Date } | undefined): Binding {
    const config = this.config!;
    const base = { provider: config.provider, provider_name: config.name };
    return row ? { ...base, bound: true, subject: row.subject, subject_name: row.subject_name, bind_time: iso(row.bind_time) } : { ...base, bound: false };
  }

  /** `POST merchant/manager/oauth/bind`: the person who signed in at the provider becomes this account's way in. */
  async bind(actor: Actor, body: AuthorizationCodeBody, log: FastifyBaseLogger): Promise<Binding> {
    const { config } = this.required();
    const access = actor.access;
    const state = await this.consume(body.state, OauthPurpose.bind, access.manager.id);
    const identity = await this.identify(body.code, state, log);
    const row = await this.db.tenant(ownScope(access), async (tx) => {
      const current = await repository.findBinding(tx, access.merchant.id, access.manager.id, config.provider);
      if (current) {
        throw new AppError(Code.ILLEGAL_TRANSITION, `当前账号已绑定${config.name}账号「${current.subject_name || current.subject}」`, '如需更换，请先解除绑定');
      }
      const values = { merchant: access.merchant.id, manager: access.manager.id, provider: config.provider, subject: identity.subject, subject_name: identity.name };
      // The subject's unique index holds across merchants, beyond what this scope can see.
      const inserted = await repository.insertBinding(tx, values);
      if (!inserted) {
        throw new AppError(Code.ILLEGAL_TRANSITION, `该${config.name}账号已绑定其他商户账号`, '一个第三方账号只能绑定一个商户账号；请用它登录已绑定的账号，或先在那个账号的账号设置中解除绑定');
      }
      await audit(tx, actor, accountTarget(access.manager, access.merchant.id), { after: { third_party: describeIdentity(config.name, values) } });
      return inserted;
    });
    return this.bindingOf(row);
  }

  /** `DELETE merchant/manager/oauth/bind`: the account signs in with its password only. */
  async unbind(actor: Actor): Promise<Binding> {
    const { config } = this.required();
    const access = actor.access;
    await this.db.tenant(ownScope(access), async (tx) => {
      const removed = await repository.deleteBinding(tx, access.merchant.id, access.manager.id, config.provider);
      if (!removed) throw new AppError(Code.NOT_FOUND, `当前账号未绑定${config.name}账号`, '请刷新页面查看最新的绑定情况');
      await audit(tx, actor, accountTarget(access.manager, access.merchant.id), { before: { third_party: describeIdentity(config.name, removed) } });
    });
    return this.bindingOf(undefined);
  }
}

/** `统一身份认证：张三（zhangsan）` — what the audit log keeps of a binding. */
const describeIdentity = (providerName: string, row: { subject: string; subject_name: string }) =>
  `${providerName}：${row.subject_name ? `${row.subject_name}（${row.subject}）` : row.subject}`;
