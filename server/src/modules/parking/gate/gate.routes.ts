import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as gates from './gate.service.js';

export function parkGateRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.parkGateList, ({ access, query }) => gates.list(db, access, query));
}
