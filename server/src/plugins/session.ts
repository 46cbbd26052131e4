import { Code, type CallDefinition } from '@console/contract';
import type { onRequestHookHandler } from 'fastify';
import { AppError } from '../errors.js';
import type { SessionService } from '../modules/merchant/session/session.service.js';
import { assertAllowed, type Access } from './access.js';

/** The token of an `Authorization: Bearer …` header, when it looks like one. */
export const bearer = (header: string | undefined) => {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header?.trim() ?? '');
  return match?.[1];
};

/**
 * The onRequest hook of a call that needs a token: resolves it (HTTP 401 without a live session), then
 * applies the call's product gate and permission rule (1405 / 1403 naming what is missing). Registered per
 * route, in callback style with a synchronous path for cached sessions: it runs on nearly every call.
 */
export function sessionHook(call: CallDefinition, sessions: SessionService): onRequestHookHandler {
  return (request, _reply, done) => {
    const token = bearer(request.headers.authorization);
    const admit = (access: Access | null | undefined) => {
      if (!access) throw new AppError(Code.UNAUTHENTICATED);
      request.access = access;
      assertAllowed(call, access);
    };
    try {
      const cached = token ? sessions.cached(token) : null;
      if (cached !== undefined) {
        admit(cached);
        return done();
      }
    } catch (error) {
      return done(error as Error);
    }
    sessions.authenticate(token!).then(admit).then(() => done(), done);
  };
}
