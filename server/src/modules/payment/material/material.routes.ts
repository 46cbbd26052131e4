import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as material from './material.service.js';

export function materialApplyRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.materialApplyList, ({ access, query }) => material.list(db, access, query));
  registerCall(app, calls.materialApplyGet, ({ access, query }) => material.get(db, access, query.id));
  registerCall(app, calls.materialApplyCreate, ({ actor, body }) => material.create(db, actor, body));
  registerCall(app, calls.materialApplyCancel, ({ actor, body }) => material.cancel(db, actor, body.id));
  registerCall(app, calls.materialApplyAudit, ({ actor, body }) => material.auditApply(db, actor, body));
  registerCall(app, calls.materialApplyShip, ({ actor, body }) => material.ship(db, actor, body));
}
