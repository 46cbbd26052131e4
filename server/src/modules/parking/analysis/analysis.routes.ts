import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as analysis from './analysis.service.js';

export function parkingAnalysisRoutes(app: FastifyInstance) {
  registerCall(app, calls.parkingAnalysisStatistics, ({ access, query }) => analysis.statistics(app.db, access, query));
}
