import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import { registerTodoCounter } from '../../todo/todo.service.js';
import * as releases from './release.service.js';

export function parkingReleaseRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.parkingReleaseList, ({ access, query }) => releases.list(db, access, query));
  registerCall(app, calls.parkingReleaseReview, ({ actor, body }) => releases.review(db, actor, body));
  registerTodoCounter('parking:parking:release:statistics', releases.pendingReleases);
}
