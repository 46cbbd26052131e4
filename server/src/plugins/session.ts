import { Code } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import type { SessionService } from '../modules/merchant/session/session.service.js';
import { assertAllowed, type Access } from './access.js';

const bearer = (header: string | undefined) => {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header?.trim() ?? '');
  return match?.[1];
};

/**
 * Resolves the token of every call that needs one (HTTP 401 without a live session), then applies the
 * call's product gate and permission rule (1405 / 1403 naming what is missing).
 */
export function registerSession(app: FastifyInstance, sessions: SessionService) {
  // Callback style with a synchronous path for cached sessions: this hook runs on nearly every call.
  app.addHook('onRequest', (request, _reply, done) => {
    const call = request.routeOptions.config.call;
    if (!call || call.auth !== 'token') return done();
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
  });
}
