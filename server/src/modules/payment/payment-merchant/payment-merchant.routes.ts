import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as merchants from './payment-merchant.service.js';

export function paymentMerchantRoutes(app: FastifyInstance) {
  const { db, sessions } = app;
  registerCall(app, calls.paymentMerchantList, ({ access, query }) => merchants.list(db, access, query));
  registerCall(app, calls.paymentMerchantSummary, ({ access, query }) => merchants.summary(db, access, query.merchant));
  registerCall(app, calls.paymentMerchantCreate, ({ actor, body }) => merchants.create(db, sessions, actor, body));
  registerCall(app, calls.paymentMerchantUpdate, ({ actor, body }) => merchants.update(db, actor, body));
}
