import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as applications from './park-apply.service.js';

export function parkApplyRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.parkApplyList, ({ access, query }) => applications.list(db, access, query));
  registerCall(app, calls.parkApplyGet, ({ access, query }) => applications.get(db, access, query.id));
  registerCall(app, calls.parkApplyCreate, ({ actor, body }) => applications.create(db, actor, body));
  registerCall(app, calls.parkApplyAudit, ({ actor, body }) => applications.review(db, actor, body));
}
