import { Code } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import type { SessionService } from '../modules/merchant/session/session.service.js';
import { assertAllowed } from './access.js';

const bearer = (header: string | undefined) => {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header?.trim() ?? '');
  return match?.[1];
};

/**
 * Resolves the token of every call that needs one (HTTP 401 without a live session), then applies the
 * call's product gate and permission rule (1405 / 1403 naming what is missing).
 */
export function registerSession(app: FastifyInstance, sessions: SessionService) {
  app.addHook('onRequest', async (request) => {
    const call = request.routeOptions.config.call;
    if (!call || call.auth !== 'token') return;
    const token = bearer(request.headers.authorization);
    const access = token ? await sessions.authenticate(token) : null;
    if (!access) throw new AppError(Code.UNAUTHENTICATED);
    request.access = access;
    assertAllowed(call, access);
  });
}
