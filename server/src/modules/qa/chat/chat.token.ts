import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../../config.js';
import { badParameter } from '../../../errors.js';

/** One conversation: its id, and the account it is bound to (absent: an anonymous visitor). */
export interface ChatClaims {
  session: string;
  merchant?: number;
  manager?: number;
}

interface Wire {
  s: string;
  m?: number;
  u?: number;
  /** Unix seconds. */
  x: number;
}

const PREFIX = 'q1';

/** 1400, not 1401: a chat token is not the login, and the console must not log the user out over it. */
const invalid = () => badParameter('参数 chat_token（会话凭证）无效', '请关闭在线客服窗口后重新打开');

/**
 * Stateless chat tokens: `q1.<claims, base64url JSON>.<HMAC-SHA256>`, valid for the idle time and renewed
 * with every answer, so a conversation ends after that long without a question. The key is
 * `AI_CHAT_SECRET`, else 32 random bytes kept in `DATA_DIR/chat-secret` (created on first use).
 */
export class ChatTokens {
  private key: Promise<Buffer> | undefined;

  constructor(private readonly config: Config) {}

  get idleSeconds() {
    return this.config.ai.idleSeconds;
  }

  private secret(): Promise<Buffer> {
    this.key ??= this.config.ai.chatSecret ? Promise.resolve(Buffer.from(this.config.ai.chatSecret, 'utf8')) : this.secretFile();
    return this.key;
  }

  private async secretFile(): Promise<Buffer> {
    const file = join(this.config.dataDir, 'chat-secret');
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
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return read();
  }

  private async sign(body: string) {
    return createHmac('sha256', await this.secret()).update(`${PREFIX}.${body}`).digest();
  }

  /** A token for a new conversation (no claims.session) or a renewed one (same claims). */
  async issue(claims: Omit<ChatClaims, 'session'> & { session?: string }, now = Date.now()) {
    const session = claims.session ?? randomBytes(12).toString('base64url');
    const wire: Wire = { s: session, ...(claims.manager ? { m: claims.merchant, u: claims.manager } : {}), x: Math.floor(now / 1000) + this.idleSeconds };
    const body = Buffer.from(JSON.stringify(wire)).toString('base64url');
    return { token: `${PREFIX}.${body}.${(await this.sign(body)).toString('base64url')}`, expireIn: this.idleSeconds, session };
  }

  /** The claims of a genuine token and whether its idle time has run out; a forged or malformed one is refused. */
  async verify(token: string, now = Date.now()): Promise<{ claims: ChatClaims; expired: boolean }> {
    const parts = token.trim().split('.');
    if (parts.length !== 3 || parts[0] !== PREFIX) throw invalid();
    const [, body, signature] = parts as [string, string, string];
    const expected = await this.sign(body);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
    let wire: Wire;
    try {
      wire = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Wire;
    } catch {
      throw invalid();
    }
    if (typeof wire.s !== 'string' || typeof wire.x !== 'number') throw invalid();
    return {
      claims: { session: wire.s, ...(wire.u ? { merchant: wire.m, manager: wire.u } : {}) },
      expired: wire.x * 1000 <= now,
    };
  }
}
