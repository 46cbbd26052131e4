import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as settlements from './settlement.service.js';

export function paymentSettlementRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.paymentSettlementList, ({ access, query }) => settlements.list(db, access, query));
  registerCall(app, calls.paymentSettlementStatistics, ({ access, query }) => settlements.statistics(db, access, query));
  registerCall(app, calls.paymentSettlementGet, ({ access, query }) => settlements.get(db, access, query.id));
}
