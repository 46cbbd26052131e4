import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as revenue from './revenue.service.js';

export function revenueRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.revenueAggregateList, ({ access, query }) => revenue.aggregateList(db, access, query));
  registerCall(app, calls.revenueAggregateSummary, ({ access, query }) => revenue.aggregateSummary(db, access, query));
  registerCall(app, calls.channelReceiptList, ({ access, query }) => revenue.receipts(db, access, query));
}
