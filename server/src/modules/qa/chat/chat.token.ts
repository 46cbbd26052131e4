import { randomBytes } from 'node:crypto';
import type { Config } from '../../../config.js';
import { badParameter } from '../../../errors.js';
import { SignedTokens, signingKey } from '../../../shared/signed-token.js';

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
  private readonly tokens: SignedTokens<Wire>;

  constructor(private readonly config: Config) {
    this.tokens = new SignedTokens<Wire>(PREFIX, signingKey(config.ai.chatSecret, config.dataDir, 'chat-secret'));
  }

  get idleSeconds() {
    return this.config.ai.idleSeconds;
  }

  /** A token for a new conversation (no claims.session) or a renewed one (same claims). */
  async issue(claims: Omit<ChatClaims, 'session'> & { session?: string }, now = Date.now()) {
    const session = claims.session ?? randomBytes(12).toString('base64url');
    const wire: Wire = { s: session, ...(claims.manager ? { m: claims.merchant, u: claims.manager } : {}), x: Math.floor(now / 1000) + this.idleSeconds };
    return { token: await this.tokens.sign(wire), expireIn: this.idleSeconds, session };
  }

  /** The claims of a genuine token and whether its idle time has run out; a forged or malformed one is refused. */
  async verify(token: string, now = Date.now()): Promise<{ claims: ChatClaims; expired: boolean }> {
    const wire = await this.tokens.open(token);
    if (!wire || typeof wire.s !== 'string' || typeof wire.x !== 'number') throw invalid();
    return {
      claims: { session: wire.s, ...(wire.u ? { merchant: wire.m, manager: wire.u } : {}) },
      expired: wire.x * 1000 <= now,
    };
  }
}
