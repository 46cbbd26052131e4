import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as roles from './role.service.js';

export function roleRoutes(app: FastifyInstance) {
  registerCall(app, calls.roleList, ({ access, query }) => roles.list(app.db, access, query));
  registerCall(app, calls.roleGet, ({ access, query }) => roles.get(app.db, access, query.id));
  registerCall(app, calls.roleCreate, ({ actor, body }) => roles.create(app.db, actor, body));
  registerCall(app, calls.roleUpdate, ({ actor, body }) => roles.update(app.db, app.sessions, actor, body));
  registerCall(app, calls.roleDelete, ({ actor, query }) => roles.remove(app.db, app.sessions, actor, query.id));
}
