import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as sessions from './replenish.service.js';

export function energyReplenishRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.energyReplenishList, ({ access, query }) => sessions.list(db, access, query));
  registerCall(app, calls.energyReplenishStatistics, ({ access, query }) => sessions.statistics(db, access, query));
  registerCall(app, calls.energyReplenishGet, ({ access, query }) => sessions.get(db, access, query.order_no));
  registerCall(app, calls.energyReplenishLogs, ({ access, query }) => sessions.logs(db, access, query.order_no));
  registerCall(app, calls.energyReplenishStop, ({ actor, body }) => sessions.stop(db, actor, body));
  registerCall(app, calls.energyReplenishReview, ({ actor, body }) => sessions.review(db, actor, body));
}
