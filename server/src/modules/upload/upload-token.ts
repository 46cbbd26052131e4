import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { uploadNamespaces, type UploadNamespace } from '@console/contract';
import type { Config } from '../../config.js';
import { badParameter } from '../../errors.js';

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
  private key: Promise<Buffer> | undefined;

  constructor(private readonly config: Config) {}

  private secret(): Promise<Buffer> {
    this.key ??= this.config.upload.secret ? Promise.resolve(Buffer.from(this.config.upload.secret, 'utf8')) : this.secretFile();
    return this.key;
  }

  private async secretFile(): Promise<Buffer> {
    const file = join(this.config.dataDir, 'upload-secret');
    const read = async () => Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
    try {
      return await read();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    await mkdir(this.config.dataDir, { recursive: true });
    try {
      await writeFile(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
    } catch (error) {
      // Another process wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return read();
  }

  private async sign(body: string) {
    return createHmac('sha256', await this.secret()).update(`${PREFIX}.${body}`).digest();
  }

  async issue(claims: Omit<UploadClaims, 'expires'>, now = Date.now()): Promise<{ token: string; expireIn: number }> {
    const ttl = this.config.upload.tokenTtl;
    const wire: Wire = { m: claims.merchant, u: claims.manager, n: claims.namespace, h: claims.hash, ...(claims.extension ? { e: claims.extension } : {}), x: Math.floor(now / 1000) + ttl };
    const body = Buffer.from(JSON.stringify(wire)).toString('base64url');
    return { token: `${PREFIX}.${body}.${(await this.sign(body)).toString('base64url')}`, expireIn: ttl };
  }

  /** The claims of a genuine, unexpired token; anything else is refused with one message. */
  async verify(token: string, now = Date.now()): Promise<UploadClaims> {
    const parts = token.trim().split('.');
    if (parts.length !== 3 || parts[0] !== PREFIX || !parts[1] || !parts[2] || token.length > 1000) throw invalidToken();
    const given = Buffer.from(parts[2], 'base64url');
    const expected = await this.sign(parts[1]);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidToken();
    let wire: Wire;
    try {
      wire = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as Wire;
    } catch {
      throw invalidToken();
    }
    if (!(uploadNamespaces as readonly string[]).includes(wire.n) || typeof wire.x !== 'number' || wire.x * 1000 <= now) throw invalidToken();
    return { merchant: wire.m, manager: wire.u, namespace: wire.n as UploadNamespace, hash: wire.h, ...(wire.e ? { extension: wire.e } : {}), expires: wire.x };
  }
}
