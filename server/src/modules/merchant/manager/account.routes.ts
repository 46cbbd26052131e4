import { calls, ManagerStatus } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import type { AccountService } from './account.service.js';

/** Account administration (子账号); the mobile change is limited per IP like the password change. */
export function accountRoutes(app: FastifyInstance, accounts: AccountService, loginRateLimit: number) {
  registerCall(app, calls.managerList, ({ access, query }) => accounts.list(access, query));
  registerCall(app, calls.managerGet, ({ access, query }) => accounts.get(access, query.id));
  registerCall(app, calls.managerMatching, ({ access, query }) => accounts.matching(access, query));
  registerCall(app, calls.managerCreate, ({ actor, body }) => accounts.create(actor, body));
  registerCall(app, calls.managerUpdate, ({ actor, body }) => accounts.update(actor, body));
  registerCall(app, calls.managerDelete, ({ actor, query }) => accounts.remove(actor, query.id));
  registerCall(app, calls.managerEnable, ({ actor, body }) => accounts.setStatus(actor, body.id, ManagerStatus.enabled));
  registerCall(app, calls.managerDisable, ({ actor, body }) => accounts.setStatus(actor, body.id, ManagerStatus.disabled));
  registerCall(app, calls.managerMobile, ({ actor, body }) => accounts.changeMobile(actor, body), {
    rateLimit: { max: loginRateLimit, timeWindow: 60_000 },
  });
}
