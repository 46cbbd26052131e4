import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as capital from './capital.service.js';

export function paymentCapitalRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.shardingTradeList, ({ access, query }) => capital.listRecords(db, access, query));
  registerCall(app, calls.shardingTradeGet, ({ access, query }) => capital.getRecord(db, access, query.id));
  registerCall(app, calls.paymentTransferList, ({ access, query }) => capital.listTransfers(db, access, query));
  registerCall(app, calls.paymentTransferStatistics, ({ access, query }) => capital.statistics(db, access, query));
  registerCall(app, calls.paymentTransferGet, ({ access, query }) => capital.getTransfer(db, access, query.transfer_no));
  registerCall(app, calls.paymentTransferCreate, ({ actor, idempotency, body }) => capital.create(db, actor, idempotency, body));
  registerCall(app, calls.paymentTransferReview, ({ actor, body }) => capital.review(db, actor, body));
  registerCall(app, calls.paymentTransferReceipt, ({ access, query }) => capital.receipt(db, access, query.transfer_no));
}
