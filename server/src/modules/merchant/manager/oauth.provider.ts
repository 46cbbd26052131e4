import { createHash, randomBytes } from 'node:crypto';
import type { OauthConfig } from '../../../config.js';

/**
 * The identity provider of third-party sign-in, spoken in plain OAuth 2.0 (RFC 6749 authorization code with
 * PKCE S256, RFC 7636) plus a userinfo endpoint answering JSON (OpenID Connect's, or any unified identity
 * centre's): the code is exchanged at the token URL with the client secret and the verifier, and the access
 * token is used once, to read who signed in. Tokens are never kept.
 */

/** Who signed in at the provider. */
export interface Identity {
  /** The value of the configured userinfo field (`sub` by default). */
  subject: string;
  /** A name to recognise the person by (name, preferred_username, nickname…), possibly empty. */
  name: string;
}

export interface IdentityProvider {
  /** The provider's authorize URL for one started sign-in. */
  authorizeUrl(values: { state: string; codeChallenge: string; redirectUri: string }): string;
  /** Exchanges the code and reads the userinfo. Throws `ProviderFailure`. */
  identify(values: { code: string; codeVerifier: string; redirectUri: string }): Promise<Identity>;
}

/**
 * Why the provider did not say who signed in. `grant`: the code was refused (expired, used, another verifier or
 * redirect_uri) — the person starts again; `refused`: the client was refused (id, secret) — a configuration
 * matter; `unavailable`: no answer, an error status or a time-out; `malformed`: an answer without what is needed.
 * `message` is for the log only (never the code, the state or a token).
 */
export class ProviderFailure extends Error {
  constructor(
    readonly kind: 'grant' | 'refused' | 'unavailable' | 'timeout' | 'malformed',
    readonly step: 'token' | 'userinfo',
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** A PKCE pair (RFC 7636): 256 random bits as the verifier, its SHA-256 (base64url) as the S256 challenge. */
export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** A dotted path into a JSON object (`sub`, `data.user_id`). */
const pick = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), value);

const NAME_FIELDS = ['name', 'preferred_username', 'nickname', 'username', 'display_name', 'real_name'];

/** The provider's error field and description, shortened: what the log keeps of a refusal. */
const describeRefusal = (body: unknown, status: number) => {
  const reply = (body && typeof body === 'object' ? body : {}) as { error?: unknown; error_description?: unknown };
  const parts = [`HTTP ${status}`, typeof reply.error === 'string' ? reply.error.slice(0, 60) : '', typeof reply.error_description === 'string' ? reply.error_description.slice(0, 200) : ''];
  return { error: typeof reply.error === 'string' ? reply.error : '', message: parts.filter(Boolean).join(' ') };
};

export function oauthProvider(config: OauthConfig, fetcher: typeof fetch = fetch): IdentityProvider {
  /** One request to the provider; any failure to get an answer becomes `unavailable` or `timeout`. */
  async function request(step: 'token' | 'userinfo', url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetcher(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(config.timeoutMs) });
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') throw new ProviderFailure('timeout', step, `no answer within ${config.timeoutMs} ms`);
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      throw new ProviderFailure('unavailable', step, `${error instanceof Error ? error.message : String(error)}${cause}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') throw new ProviderFailure('timeout', step, `no answer within ${config.timeoutMs} ms`);
      if (response.status >= 500) throw new ProviderFailure('unavailable', step, `HTTP ${response.status}`, response.status);
      body = undefined;
    }
    return { status: response.status, body };
  }

  async function exchange(code: string, codeVerifier: string, redirectUri: string): Promise<string> {
    const form = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: codeVerifier, client_id: config.clientId });
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
    // RFC 6749 §2.3.1: the id and secret are form-encoded before they are joined for Basic.
    if (config.clientAuth === 'basic') {
      headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`).toString('base64')}`;
    } else {
      form.set('client_secret', config.clientSecret);
    }
    const { status, body } = await request('token', config.tokenUrl, { method: 'POST', headers, body: form.toString() });
    if (status >= 500) throw new ProviderFailure('unavailable', 'token', describeRefusal(body, status).message, status);
    if (status !== 200) {
      const refusal = describeRefusal(body, status);
      // invalid_grant: this code cannot be used (any more); anything else points at the client's settings.
      throw new ProviderFailure(refusal.error === 'invalid_grant' ? 'grant' : 'refused', 'token', refusal.message, status);
    }
    const token = (body as { access_token?: unknown } | undefined)?.access_token;
    if (typeof token !== 'string' || !token) throw new ProviderFailure('malformed', 'token', 'reply without access_token', status);
    return token;
  }

  async function userinfo(accessToken: string): Promise<Identity> {
    const { status, body } = await request('userinfo', config.userinfoUrl, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } });
    if (status >= 500) throw new ProviderFailure('unavailable', 'userinfo', `HTTP ${status}`, status);
    if (status !== 200) throw new ProviderFailure('refused', 'userinfo', describeRefusal(body, status).message, status);
    const subject = pick(body, config.subjectField);
    if ((typeof subject !== 'string' && typeof subject !== 'number') || String(subject).trim() === '') {
      throw new ProviderFailure('malformed', 'userinfo', `reply without the field ${config.subjectField}`, status);
    }
    // Names sit beside the identifier (inside the same wrapper, when the field is a dotted path).
    const holder = config.subjectField.includes('.') ? pick(body, config.subjectField.split('.').slice(0, -1).join('.')) : body;
    const name = NAME_FIELDS.map((field) => pick(holder, field)).find((value) => typeof value === 'string' && value.trim());
    return { subject: String(subject).trim().slice(0, 255), name: typeof name === 'string' ? name.trim().slice(0, 100) : '' };
  }

  return {
    authorizeUrl({ state, codeChallenge, redirectUri }) {
      const url = new URL(config.authorizeUrl);
      // Parameters the operator put on the configured URL (a tenant, a prompt) stay.
      const params = { response_type: 'code', client_id: config.clientId, redirect_uri: redirectUri, scope: config.scope, state, code_challenge: codeChallenge, code_challenge_method: 'S256' };
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      return url.toString();
    },
    async identify({ code, codeVerifier, redirectUri }) {
      return userinfo(await exchange(code, codeVerifier, redirectUri));
    },
  };
}
