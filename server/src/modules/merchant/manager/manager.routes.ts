import { AuthorizationCode, calls, PasswordLogin } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { clientOf, registerCall } from '../../../plugins/route.js';
import { bodyChecker } from '../../../plugins/validation.js';
import type { ManagerService } from './manager.service.js';
import type { OauthService } from './oauth.service.js';

const passwordLogin = bodyChecker(PasswordLogin);
const codeLogin = bodyChecker(AuthorizationCode);

/** The session calls; the login calls and the password change are limited per client IP. */
export function managerRoutes(app: FastifyInstance, managers: ManagerService, oauth: OauthService, loginRateLimit: number) {
  const rateLimit = { max: loginRateLimit, timeWindow: 60_000 };
  registerCall(app, calls.managerSecret, ({ query }) => managers.secret(query.account.trim()), { rateLimit });
  registerCall(app, calls.managerCaptcha, ({ query }) => managers.captcha(query.challenge), { rateLimit });
  // One login call, two forms: the identity provider's code and state, or the account's password.
  registerCall(
    app,
    calls.managerOauth,
    ({ body, request }) =>
      body.code !== undefined || body.state !== undefined
        ? oauth.login(codeLogin(body), clientOf(request), request.log)
        : managers.login(passwordLogin(body), clientOf(request)),
    { rateLimit },
  );
  registerCall(app, calls.managerWhoami, ({ access, query, request }) =>
    managers.whoami(access, query.refresh_token === 1 ? clientOf(request) : undefined),
  );
  registerCall(app, calls.managerLogout, async ({ access }) => {
    await managers.logout(access);
    return null;
  });
  // Limited like the login calls: a stolen token must not become a way to guess the password.
  registerCall(
    app,
    calls.managerPasswd,
    async ({ access, body }) => {
      await managers.changePassword(access, body.old_password, body.new_password);
      return null;
    },
    { rateLimit },
  );
}
