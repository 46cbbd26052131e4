import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as logs from './online-log.service.js';

export function parkingOnlineLogRoutes(app: FastifyInstance) {
  registerCall(app, calls.onlineLogList, ({ access, query }) => logs.list(app.db, access, query));
}
