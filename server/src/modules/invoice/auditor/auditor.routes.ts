import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as auditor from './auditor.service.js';

export function invoiceAuditorRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.invoiceAuditorList, ({ access, query }) => auditor.list(db, access, query));
  registerCall(app, calls.invoiceAuditorGet, ({ access, query }) => auditor.get(db, access, query.id));
  registerCall(app, calls.invoiceAuditorCreate, ({ actor, body }) => auditor.create(db, actor, body));
  registerCall(app, calls.invoiceAuditorUpdate, ({ actor, body }) => auditor.update(db, actor, body));
}
