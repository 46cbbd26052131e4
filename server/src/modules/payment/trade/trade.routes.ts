import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as trades from './trade.service.js';

export function paymentTradeRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.paymentTradeList, ({ access, query }) => trades.listTrades(db, access, query));
  registerCall(app, calls.paymentTradeStatistics, ({ access, query }) => trades.tradeStatistics(db, access, query));
  registerCall(app, calls.paymentTradeRank, ({ access, query }) => trades.tradeRank(db, access, query));
  registerCall(app, calls.paymentTradeLookup, ({ access, query }) => trades.lookup(db, access, query));
  registerCall(app, calls.paymentTradeGet, ({ access, query }) => trades.getTrade(db, access, query.trade_no));
  registerCall(app, calls.paymentRefundList, ({ access, query }) => trades.listRefunds(db, access, query));
  registerCall(app, calls.paymentRefundGet, ({ access, query }) => trades.getRefund(db, access, query.refund_no));
  registerCall(app, calls.paymentRefundCreate, ({ actor, idempotency, body }) => trades.refund(db, actor, idempotency, body));
}
