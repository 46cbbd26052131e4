import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as access from './access.service.js';

export function invoiceAccessRoutes(app: FastifyInstance) {
  const { db, sessions } = app;
  registerCall(app, calls.invoiceAccessList, ({ access: caller, query }) => access.list(db, caller, query));
  registerCall(app, calls.invoiceAccessGet, ({ access: caller, query }) => access.get(db, caller, query.id));
  registerCall(app, calls.invoiceAccessUpdate, ({ actor, body }) => access.update(db, sessions, actor, body));
}
