import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as risk from './risk.service.js';

export function riskEventRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.riskEventList, ({ access, query }) => risk.list(db, access, query));
  registerCall(app, calls.riskEventTypeList, ({ access }) => risk.types(db, access));
  registerCall(app, calls.riskEventGet, ({ access, query }) => risk.get(db, access, query.id));
  registerCall(app, calls.riskEventFollowup, ({ actor, body }) => risk.followup(db, actor, body));
}
