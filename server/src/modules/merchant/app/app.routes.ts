import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as apps from './app.service.js';

export function appRoutes(app: FastifyInstance) {
  registerCall(app, calls.appSummary, ({ query }) => apps.summary(app.db, query.domain, query.profile));
}
