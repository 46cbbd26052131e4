import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as reportService from './report-service.service.js';

export function parkingReportServiceRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.reportServiceList, ({ access, query }) => reportService.list(db, access, query));
  registerCall(app, calls.reportServiceSet, ({ actor, body }) => reportService.set(db, actor, body));
}
