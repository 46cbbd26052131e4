import { createSign, createVerify } from 'node:crypto';
import type { AlipayConfig } from '../../../config.js';

/**
 * The Alipay open platform as the app authorization needs it: the authorize page's address (第三方应用授权) and the
 * gateway's `alipay.open.auth.token.app`, which exchanges the merchant's `app_auth_code` for an `app_auth_token`.
 * Every gateway request is signed with the app's private key (RSA2: SHA256withRSA over the sorted parameters) and
 * every answer is verified with Alipay's public key before anything in it is believed.
 */

/** What a successful exchange answers. The tokens are secrets: they never leave the server. */
export interface AppAuthorization {
  userId: string;
  authAppId: string;
  appAuthToken: string;
  appRefreshToken: string;
  /** Seconds the token lives (Alipay's `expires_in`); 0 when not given. */
  expiresIn: number;
}

/**
 * Why the exchange failed. `grant`: the code was refused (used, expired, of another app); `refused`: the app was
 * refused (app id, signature, permission) — a configuration matter; `unavailable`: no answer or an error status;
 * `timeout`; `forged`: an answer whose signature does not verify; `malformed`: an answer without what is needed.
 * `message` is for the log only (never the code or a token).
 */
export class AlipayFailure extends Error {
  constructor(
    readonly kind: 'grant' | 'refused' | 'unavailable' | 'timeout' | 'forged' | 'malformed',
    message: string,
  ) {
    super(message);
  }
}

/** `yyyy-MM-dd HH:mm:ss` in UTC+8, the gateway's timestamp. */
const gatewayTime = (now: Date) => new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/** The string Alipay signs: non-empty parameters but `sign`, sorted by name, `name=value` joined by `&`, unencoded. */
export const signingString = (params: Record<string, string>) =>
  Object.keys(params)
    .filter((name) => name !== 'sign' && params[name] !== '')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');

export const rsa2Sign = (text: string, privateKey: string) => createSign('RSA-SHA256').update(text, 'utf8').sign(privateKey, 'base64');
export const rsa2Verify = (text: string, signature: string, publicKey: string) => {
  try {
    return createVerify('RSA-SHA256').update(text, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
};

/**
 * The exact text of the answer's `<method>_response` (or `error_response`) node, as Alipay signed it: the raw JSON
 * between the node's colon and the `,"sign"` that follows it. Parsing and re-serialising would change the bytes.
 */
export function signedNode(body: string, node: string) {
  const key = `"${node}"`;
  const at = body.indexOf(key);
  if (at < 0) return undefined;
  const start = body.indexOf(':', at + key.length) + 1;
  const signAt = body.lastIndexOf('"sign"');
  const end = signAt > start ? body.lastIndexOf(',', signAt) : body.lastIndexOf('}');
  return end > start ? body.slice(start, end).trim() : undefined;
}

const GRANT_REFUSALS = new Set(['isv.invalid-app-auth-code', 'isv.app-auth-code-expired', 'isv.code-expired', 'isv.invalid-code', 'isv.auth-code-used']);

export function alipayProvider(config: AlipayConfig) {
  return {
    /** The page where the merchant signs in to Alipay and authorizes the app; it comes back to `redirectUri`. */
    authorizeUrl({ state, redirectUri }: { state: string; redirectUri: string }) {
      const url = new URL(config.authorizeUrl);
      url.searchParams.set('app_id', config.appId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      return url.toString();
    },

    /** `alipay.open.auth.token.app` with grant_type authorization_code. Throws `AlipayFailure`. */
    async exchange(code: string, now = new Date()): Promise<AppAuthorization> {
      const method = 'alipay.open.auth.token.app';
      const params: Record<string, string> = {
        app_id: config.appId,
        method,
        format: 'JSON',
        charset: 'utf-8',
        sign_type: 'RSA2',
        timestamp: gatewayTime(now),
        version: '1.0',
        biz_content: JSON.stringify({ grant_type: 'authorization_code', code }),
      };
      params.sign = rsa2Sign(signingString(params), config.privateKey);
      let text: string;
      try {
        const response = await fetch(config.gatewayUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
          body: new URLSearchParams(params).toString(),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        text = await response.text();
        if (!response.ok) throw new AlipayFailure('unavailable', `gateway HTTP ${response.status}`);
      } catch (error) {
        if (error instanceof AlipayFailure) throw error;
        if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) throw new AlipayFailure('timeout', 'gateway timed out');
        throw new AlipayFailure('unavailable', `gateway unreachable: ${error instanceof Error ? error.message : String(error)}`);
      }
      let parsed: Record<string, unknown>;
      try {
        parsed = JSON.parse(text) as Record<string, unknown>;
      } catch {
        throw new AlipayFailure('malformed', 'gateway answered no JSON');
      }
      const node = `${method.replace(/\./g, '_')}_response`;
      const name = node in parsed ? node : 'error_response';
      const signed = signedNode(text, name);
      const signature = typeof parsed.sign === 'string' ? parsed.sign : '';
      if (!signed || !signature || !rsa2Verify(signed, signature, config.alipayPublicKey)) throw new AlipayFailure('forged', `answer signature does not verify (${name})`);
      const answer = (parsed[name] ?? {}) as Record<string, unknown>;
      if (answer.code !== '10000') {
        const subCode = String(answer.sub_code ?? '');
        const detail = `${String(answer.code ?? '')} ${subCode} ${String(answer.sub_msg ?? answer.msg ?? '')}`.trim().slice(0, 200);
        if (GRANT_REFUSALS.has(subCode)) throw new AlipayFailure('grant', detail);
        if (answer.code === '20000') throw new AlipayFailure('unavailable', detail);
        throw new AlipayFailure('refused', detail);
      }
      // Newer answers list the tokens in `tokens`; older ones carry the fields on the node itself.
      const token = (Array.isArray(answer.tokens) ? answer.tokens[0] : answer) as Record<string, unknown> | undefined;
      const field = (key: string) => (token && (typeof token[key] === 'string' || typeof token[key] === 'number') ? String(token[key]) : '');
      if (!field('app_auth_token') || !field('user_id')) throw new AlipayFailure('malformed', 'answer without app_auth_token or user_id');
      return {
        userId: field('user_id'),
        authAppId: field('auth_app_id'),
        appAuthToken: field('app_auth_token'),
        appRefreshToken: field('app_refresh_token'),
        expiresIn: Number(field('expires_in')) || 0,
      };
    },
  };
}

export type AlipayProvider = ReturnType<typeof alipayProvider>;
