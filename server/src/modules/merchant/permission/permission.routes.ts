import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { DISABLED, ENABLED } from '../../../db/schema/index.js';
import { registerCall } from '../../../plugins/route.js';
import * as permissions from './permission.service.js';

export function permissionRoutes(app: FastifyInstance) {
  registerCall(app, calls.permissionBranch, ({ access }) => permissions.branch(app.db, access));
  registerCall(app, calls.permissionList, ({ query }) => permissions.list(app.db, query));
  registerCall(app, calls.permissionGet, ({ query }) => permissions.get(app.db, query.code));
  registerCall(app, calls.permissionCreate, ({ actor, body }) => permissions.create(app.db, app.sessions, actor, body));
  registerCall(app, calls.permissionUpdate, ({ actor, body }) => permissions.update(app.db, actor, body));
  registerCall(app, calls.permissionDelete, ({ actor, query }) => permissions.remove(app.db, app.sessions, actor, query.code));
  registerCall(app, calls.permissionEnable, ({ actor, body }) => permissions.setStatus(app.db, app.sessions, actor, body.code, ENABLED));
  registerCall(app, calls.permissionDisable, ({ actor, body }) => permissions.setStatus(app.db, app.sessions, actor, body.code, DISABLED));
}
