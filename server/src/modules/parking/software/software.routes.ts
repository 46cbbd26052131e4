import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as software from './software.service.js';

export function parkingSoftwareRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.parkingSoftwareList, ({ access, query }) => software.list(db, access, query));
  registerCall(app, calls.parkingSoftwareStatistics, ({ access, query }) => software.statistics(db, access, query));
}
