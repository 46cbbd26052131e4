import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as payments from './payment.service.js';

export function energyPaymentRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.energyPaymentList, ({ access, query }) => payments.list(db, access, query));
  registerCall(app, calls.energyPaymentStatistics, ({ access, query }) => payments.statistics(db, access, query));
  registerCall(app, calls.energyPaymentGet, ({ access, query }) => payments.get(db, access, query.pay_no));
  registerCall(app, calls.energyPaymentFetch, ({ actor, query }) => payments.fetch(db, actor, query.pay_no));
  registerCall(app, calls.energyPaymentSettle, ({ actor, idempotency, body }) => payments.settle(db, actor, idempotency, body));
  registerCall(app, calls.energyPaymentReview, ({ actor, idempotency, body }) => payments.review(db, actor, idempotency, body));
}
