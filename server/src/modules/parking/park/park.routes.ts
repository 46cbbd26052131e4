import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as parks from './park.service.js';

export function parkRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.parkList, ({ access, query }) => parks.list(db, access, query));
  registerCall(app, calls.parkGet, ({ access, query }) => parks.get(db, access, query.park_code));
  registerCall(app, calls.parkUpdate, ({ actor, body }) => parks.update(db, actor, body));
}
