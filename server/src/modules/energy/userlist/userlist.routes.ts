import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as entries from './userlist.service.js';

/** 用户黑名单 (`energy/user/acl…`, kind 1) and 白名单 (`energy/whitelist…`, kind 2): the same calls on one table. */
export function energyUserListRoutes(app: FastifyInstance) {
  const { db } = app;
  const kinds = [
    [1, calls.energyBlacklistList, calls.energyBlacklistCreate, calls.energyBlacklistUpdate, calls.energyBlacklistStatus],
    [2, calls.energyWhitelistList, calls.energyWhitelistCreate, calls.energyWhitelistUpdate, calls.energyWhitelistStatus],
  ] as const;
  for (const [kind, list, create, update, status] of kinds) {
    registerCall(app, list, ({ access, query }) => entries.list(db, access, kind, query));
    registerCall(app, create, ({ actor, body }) => entries.create(db, actor, kind, body));
    registerCall(app, update, ({ actor, body }) => entries.update(db, actor, kind, body));
    registerCall(app, status, ({ actor, body }) => entries.setStatus(db, actor, kind, body));
  }
}
