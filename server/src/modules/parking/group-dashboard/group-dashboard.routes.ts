import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as dashboard from './group-dashboard.service.js';

export function parkingGroupDashboardRoutes(app: FastifyInstance) {
  registerCall(app, calls.groupDashboardMembers, ({ access, query }) => dashboard.members(app.db, access, query));
}
