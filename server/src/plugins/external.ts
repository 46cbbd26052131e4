import { Code, EXTERNAL_TOKEN_PREFIX } from '@console/contract';
import type { onRequestHookHandler } from 'fastify';
import type { Database } from '../db/client.js';
import { AppError } from '../errors.js';
import { resolveExternal } from '../modules/external/external.service.js';
import type { Access } from './access.js';
import { bearer } from './session.js';

/** What an external link grants: one merchant, one purpose, and the application it is bound to ('' before one). */
export interface ExternalGrant {
  session: number;
  ticket: number;
  merchant: { id: number; name: string };
  issuer: { name: string; merchantName: string };
  scope: string;
  applyNo: string;
  expireTime: Date;
  /** The caller as services see it: the issuer's merchant (the partner filing it), scoped to the link's merchant only. */
  access: Access;
}

/** 'token missing' (document 1 §8): the temporary token is absent, unknown, expired or revoked. */
export const externalTokenMissing = () => new AppError(Code.UNAUTHENTICATED, '令牌缺失或链接已失效，请联系发起人重新获取', '外部填写链接只能打开一次，且有有效期；请联系发放链接的人重新发放');

/**
 * The onRequest hook of an external call: takes only a temporary token (a console token is refused, as console calls
 * refuse temporary tokens: they are not in each other's tables), and sets the grant and its access on the request.
 */
export function externalHook(db: Database): onRequestHookHandler {
  return (request, _reply, done) => {
    const token = bearer(request.headers.authorization);
    if (!token?.startsWith(EXTERNAL_TOKEN_PREFIX)) return done(externalTokenMissing());
    resolveExternal(db, token).then(
      (grant) => {
        if (!grant) return done(externalTokenMissing());
        request.external = grant;
        request.access = grant.access;
        done();
      },
      (error: Error) => done(error),
    );
  };
}
