import { UPLOAD_NAMESPACE_PATTERN, type UploadNamespace } from '@console/contract';
import type { Config } from '../../config.js';
import { badParameter } from '../../errors.js';
import { SignedTokens, signingKey } from '../../shared/signed-token.js';

/** What an upload token grants: one file with this hash, into this space, for this caller, until `expires`. */
export interface UploadClaims {
  merchant: number;
  manager: number;
  namespace: UploadNamespace;
  hash: string;
  /** Lower-case, without the dot; absent when the token request named none. */
  extension?: string;
  /** Unix seconds. */
  expires: number;
}

interface Wire {
  m: number;
  u: number;
  n: string;
  h: string;
  e?: string;
  x: number;
}

const PREFIX = 'u1';

/** Refused tokens answer 1400 (not 1401: the console must not log the user out), with a way forward. */
const invalidToken = () => badParameter('上传凭证无效或已过期', '请重新选择文件上传（上传凭证 10 分钟内有效）');

/**
 * Stateless upload tokens: `u1.<claims, base64url JSON>.<HMAC-SHA256>`. The key is `UPLOAD_SECRET`, else
 * 32 random bytes kept in `DATA_DIR/upload-secret`, created on first use (no file is written by servers
 * that never see an upload).
 */
export class UploadTokens {
  private readonly tokens: SignedTokens<Wire>;

  constructor(private readonly config: Config) {
    this.tokens = new SignedTokens<Wire>(PREFIX, signingKey(config.upload.secret, config.dataDir, 'upload-secret'));
  }

  async issue(claims: Omit<UploadClaims, 'expires'>, now = Date.now()): Promise<{ token: string; expireIn: number }> {
    const ttl = this.config.upload.tokenTtl;
    const wire: Wire = { m: claims.merchant, u: claims.manager, n: claims.namespace, h: claims.hash, ...(claims.extension ? { e: claims.extension } : {}), x: Math.floor(now / 1000) + ttl };
    return { token: await this.tokens.sign(wire), expireIn: ttl };
  }

  /** The claims of a genuine, unexpired token; anything else is refused with one message. */
  async verify(token: string, now = Date.now()): Promise<UploadClaims> {
    const wire = await this.tokens.open(token);
    if (!wire || typeof wire.m !== 'number' || typeof wire.u !== 'number' || typeof wire.h !== 'string') throw invalidToken();
    if (!new RegExp(UPLOAD_NAMESPACE_PATTERN).test(wire.n ?? '') || typeof wire.x !== 'number' || wire.x * 1000 <= now) throw invalidToken();
    return { merchant: wire.m, manager: wire.u, namespace: wire.n as UploadNamespace, hash: wire.h, ...(wire.e ? { extension: wire.e } : {}), expires: wire.x };
  }
}
