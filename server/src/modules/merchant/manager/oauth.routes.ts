import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { originOf, registerCall } from '../../../plugins/route.js';
import { bearer } from '../../../plugins/session.js';
import type { OauthService } from './oauth.service.js';

/** Third-party sign-in: starting it, and the caller's own binding. The code login itself is the login call's. */
export function oauthRoutes(app: FastifyInstance, oauth: OauthService, loginRateLimit: number) {
  const rateLimit = { max: loginRateLimit, timeWindow: 60_000 };
  registerCall(
    app,
    calls.managerOauthAuthorize,
    async ({ body, request }) => {
      // The login page starts a sign-in without a token; a binding is started by a signed-in account, whose token
      // is resolved here (only a live session of an enabled account and merchant counts).
      const token = body.purpose === 'bind' ? bearer(request.headers.authorization) : undefined;
      const access = token ? await app.sessions.authenticate(token) : null;
      return oauth.authorize(body.purpose, body.redirect, access, originOf(request));
    },
    { rateLimit },
  );
  registerCall(app, calls.managerOauthBinding, ({ access }) => oauth.binding(access));
  registerCall(app, calls.managerOauthBind, ({ actor, body, request }) => oauth.bind(actor, body, request.log), { rateLimit });
  registerCall(app, calls.managerOauthUnbind, ({ actor }) => oauth.unbind(actor));
}
