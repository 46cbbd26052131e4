import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as plateless from './plateless.service.js';

export function parkingPlatelessRoutes(app: FastifyInstance) {
  registerCall(app, calls.platelessList, ({ access, query }) => plateless.list(app.db, access, query));
}
