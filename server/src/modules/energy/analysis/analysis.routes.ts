import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as analysis from './analysis.service.js';

export function energyAnalysisRoutes(app: FastifyInstance) {
  registerCall(app, calls.energyAnalysisStatistics, ({ access }) => analysis.statistics(app.db, access));
  registerCall(app, calls.energyAnalysisTrend, ({ access, query }) => analysis.trend(app.db, access, query));
  registerCall(app, calls.energyDeviceStatistics, ({ access, query }) => analysis.deviceStatistics(app.db, access, query));
}
