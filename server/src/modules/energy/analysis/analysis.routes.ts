import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as analysis from './analysis.service.js';

export function energyAnalysisRoutes(app: FastifyInstance) {
  registerCall(app, calls.energyAnalysisStatistics, ({ access }) => analysis.statistics(app.db, access));
}
