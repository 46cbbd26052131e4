import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as logging from './logging.service.js';

export function loggingRoutes(app: FastifyInstance) {
  registerCall(app, calls.loggingList, ({ access, query }) => logging.list(app.db, access, query));
  registerCall(app, calls.loggingTimeline, ({ access, query }) => logging.timeline(app.db, access, query));
}
