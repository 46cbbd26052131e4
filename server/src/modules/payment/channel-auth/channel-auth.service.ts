import { createHash, randomBytes } from 'node:crypto';
import { ALIPAY_AUTH_CALLBACK_PATH, ALIPAY_CHANNEL, ChannelApplyStatus, channelApplyStatusNames, ChannelAuthStatus, channelAuthStatusNames, Code, maskAlipayUser, type CallBody } from '@console/contract';
import type { calls } from '@console/contract';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AlipayConfig } from '../../../config.js';
import type { Database, Tx } from '../../../db/client.js';
import { merchant, paymentChannelAuth } from '../../../db/schema/index.js';
import { AppError, badParameter } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit, auditAs } from '../../../shared/audit.js';
import { iso } from '../../../shared/time.js';
import { visible } from '../channel-apply/channel-apply.service.js';
import { AlipayFailure, alipayProvider, type AlipayProvider } from './alipay.provider.js';

/** A started authorization waits 30 minutes for the merchant (Alipay's own code lives less). */
export const STATE_TTL_S = 1800;

const a = paymentChannelAuth;
const S = ChannelAuthStatus;
const hashState = (state: string) => createHash('sha256').update(state).digest('hex');
const TARGET_TYPE = 'payment_channel_apply';

const notConfigured = () =>
  new AppError(Code.APP_CONFIG_MISSING, '平台未配置支付宝应用，不能发起授权', '请联系平台管理员在服务器设置 ALIPAY_APP_ID、ALIPAY_PRIVATE_KEY、ALIPAY_PUBLIC_KEY');
const stateInvalid = (message: string, hint = '请回到商户管理平台的进件详情，重新发起支付宝授权') => new AppError(Code.CHALLENGE_INVALID, message, hint);

type AuthRow = typeof a.$inferSelect;

const shown = (r: AuthRow) => ({
  status: r.status,
  status_name: channelAuthStatusNames[r.status] ?? String(r.status),
  alipay_user_id: maskAlipayUser(r.alipay_user_id),
  auth_app_id: r.auth_app_id,
  issuer: r.issuer,
  reason: r.reason,
  create_time: iso(r.create_time),
  authorized_time: r.authorized_time ? iso(r.authorized_time) : null,
  expire_time: r.expire_time ? iso(r.expire_time) : null,
});

/** The authorization in force, else the last one started (a failed or waiting one tells the partner what happened). */
async function current(tx: Tx, merchant: number, applyNo: string) {
  const [authorized] = await tx.select().from(a).where(and(eq(a.merchant, merchant), eq(a.apply_no, applyNo), eq(a.status, S.authorized))).orderBy(desc(a.id)).limit(1);
  if (authorized) return authorized;
  const [last] = await tx.select().from(a).where(and(eq(a.merchant, merchant), eq(a.apply_no, applyNo))).orderBy(desc(a.id)).limit(1);
  return last;
}

/**
 * 支付宝第三方应用授权 of open ALIPAY applications (docs/decisions.md, "Alipay app authorization (支付宝授权)"): the
 * partner starts one (a one-time state, stored hashed), the merchant authorizes at Alipay, and the public callback
 * exchanges the code at the gateway and keeps the app_auth_token. The tokens never leave the server.
 */
export class ChannelAuthService {
  private readonly provider: AlipayProvider | undefined;

  constructor(
    private readonly db: Database,
    private readonly config: AlipayConfig | undefined,
  ) {
    this.provider = config ? alipayProvider(config) : undefined;
  }

  get(access: Access, applyNo: string) {
    return this.db.tenant(access.scope, async (tx) => {
      const apply = await visible(tx, access, applyNo);
      const row = await current(tx, apply.merchant_id, apply.apply_no);
      return { configured: !!this.config, apply_no: apply.apply_no, current: row ? shown(row) : null };
    });
  }

  async start(actor: Actor, body: CallBody<typeof calls.channelAuthAlipayStart>, origin: string) {
    if (!this.provider) throw notConfigured();
    const provider = this.provider;
    const { access } = actor;
    const state = randomBytes(32).toString('base64url');
    return this.db.tenant(access.scope, async (tx) => {
      const apply = await visible(tx, access, body.apply_no.trim(), { lock: true });
      if (apply.channel !== ALIPAY_CHANNEL) throw badParameter(`进件申请 ${apply.apply_no} 的通道是「${apply.channel_name}」，只有支付宝进件需要授权`, '请打开支付宝通道的进件申请');
      if (apply.status !== ChannelApplyStatus.opened) {
        throw new AppError(Code.ILLEGAL_TRANSITION, `进件申请当前为「${channelApplyStatusNames[apply.status] ?? apply.status}」，开通后才能发起支付宝授权`, '请等待渠道开通后再发起');
      }
      // A waiting authorization started before is superseded: only the newest link works.
      await tx
        .update(a)
        .set({ status: S.failed, reason: '已重新发起授权', state_used_time: new Date(), update_time: new Date() })
        .where(and(eq(a.merchant, apply.merchant_id), eq(a.apply_no, apply.apply_no), eq(a.status, S.waiting)));
      await tx.insert(a).values({
        merchant: apply.merchant_id,
        apply_no: apply.apply_no,
        channel: ALIPAY_CHANNEL,
        state_hash: hashState(state),
        state_expire_time: new Date(Date.now() + STATE_TTL_S * 1000),
        issuer_merchant: access.merchant.id,
        issuer_manager: access.manager.id,
        issuer: access.manager.name,
      });
      await audit(tx, actor, { type: TARGET_TYPE, id: apply.apply_no, name: apply.merchant_name, merchant: apply.merchant_id }, { after: { alipay_auth: channelAuthStatusNames[S.waiting] } });
      return { authorize_url: provider.authorizeUrl({ state, redirectUri: `${origin}${ALIPAY_AUTH_CALLBACK_PATH}` }), expire_in: STATE_TTL_S };
    });
  }

  /**
   * What Alipay sent back. The state is used once (unknown, used or expired → 1413, nothing changes); then the code
   * is exchanged outside any transaction, and the answer — the token or why not — is written with its audit entry.
   */
  async callback(body: CallBody<typeof calls.channelAuthAlipayCallback>, request: { seqno: string; ip: string }, log: FastifyBaseLogger) {
    if (!this.provider || !this.config) throw notConfigured();
    if (body.app_id && body.app_id !== this.config.appId) throw stateInvalid('授权的支付宝应用与本平台的不一致', '请使用商户管理平台给出的授权链接');
    const started = await this.db.tenant('all', async (tx) => {
      const [row] = await tx.select().from(a).where(eq(a.state_hash, hashState(body.state))).for('update');
      if (!row) throw stateInvalid('授权请求无效');
      if (row.state_used_time) throw stateInvalid('该授权链接已使用过或已被新的授权链接取代');
      if (row.state_expire_time.getTime() <= Date.now()) throw stateInvalid('授权链接已过期', `授权链接 ${STATE_TTL_S / 60} 分钟内有效，请重新发起`);
      await tx.update(a).set({ state_used_time: new Date(), update_time: new Date() }).where(eq(a.id, row.id));
      return row;
    });
    const author = { merchant: started.issuer_merchant, manager: started.issuer_manager, managerName: started.issuer, call: 'POST payment/channel/auth/alipay/callback', action: '支付宝授权回调', ...request };
    const target = { type: TARGET_TYPE, id: started.apply_no, merchant: started.merchant };
    let granted;
    try {
      granted = await this.provider.exchange(body.app_auth_code);
    } catch (error) {
      if (!(error instanceof AlipayFailure)) throw error;
      log.warn({ channel: ALIPAY_CHANNEL, kind: error.kind, reason: error.message }, 'alipay app authorization failed');
      const failure = failureOf(error);
      await this.db.tenant('all', async (tx) => {
        await tx.update(a).set({ status: S.failed, reason: failure.message, update_time: new Date() }).where(eq(a.id, started.id));
        await auditAs(tx, author, target, { after: { alipay_auth: channelAuthStatusNames[S.failed], reason: failure.message } });
      });
      throw failure;
    }
    const now = new Date();
    const expireTime = granted.expiresIn > 0 ? new Date(now.getTime() + granted.expiresIn * 1000) : null;
    return this.db.tenant('all', async (tx) => {
      await tx
        .update(a)
        .set({ status: S.replaced, update_time: now })
        .where(and(eq(a.merchant, started.merchant), eq(a.channel, ALIPAY_CHANNEL), eq(a.status, S.authorized), ne(a.id, started.id)));
      await tx
        .update(a)
        .set({
          status: S.authorized,
          alipay_user_id: granted.userId,
          auth_app_id: granted.authAppId || this.config!.appId,
          app_auth_token: granted.appAuthToken,
          app_refresh_token: granted.appRefreshToken,
          authorized_time: now,
          expire_time: expireTime,
          reason: '',
          update_time: now,
        })
        .where(eq(a.id, started.id));
      const [owner] = await tx.select({ name: merchant.name }).from(merchant).where(eq(merchant.id, started.merchant));
      const merchantName = owner?.name ?? '';
      await auditAs(tx, author, { ...target, name: merchantName }, { after: { alipay_auth: channelAuthStatusNames[S.authorized], alipay_user_id: maskAlipayUser(granted.userId) } });
      return {
        merchant_name: merchantName,
        apply_no: started.apply_no,
        alipay_user_id: maskAlipayUser(granted.userId),
        authorized_time: iso(now),
        expire_time: expireTime ? iso(expireTime) : null,
      };
    });
  }
}

/** Alipay's refusals as reply codes; its own words stay in the log. */
function failureOf(error: AlipayFailure) {
  switch (error.kind) {
    case 'grant':
      return stateInvalid('支付宝授权码无效或已过期');
    case 'timeout':
      return new AppError(Code.PROVIDER_UNAVAILABLE, '支付宝响应超时', '请稍后回到商户管理平台重新发起授权');
    case 'unavailable':
      return new AppError(Code.PROVIDER_UNAVAILABLE, '支付宝暂不可用', '请稍后回到商户管理平台重新发起授权');
    case 'forged':
      return new AppError(Code.PROVIDER_UNAVAILABLE, '支付宝的应答未通过验签', '请联系平台管理员检查支付宝公钥（ALIPAY_PUBLIC_KEY）');
    case 'refused':
      return new AppError(Code.PROVIDER_UNAVAILABLE, '支付宝拒绝了本平台的请求', '请联系平台管理员检查支付宝应用配置（ALIPAY_APP_ID、ALIPAY_PRIVATE_KEY）及应用的第三方授权能力');
    default:
      return new AppError(Code.PROVIDER_UNAVAILABLE, '支付宝未返回授权令牌', '请稍后重新发起授权；如果问题持续出现，请联系平台管理员');
  }
}
