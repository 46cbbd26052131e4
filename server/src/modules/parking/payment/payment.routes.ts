import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as orders from './payment.service.js';

export function parkingPaymentRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.parkingPaymentList, ({ access, query }) => orders.list(db, access, query));
  registerCall(app, calls.parkingPaymentGet, ({ access, query }) => orders.get(db, access, query.id));
  // The parking group's: the same service over its members' orders (its scope). docs/decisions.md, "Parking trades".
  registerCall(app, calls.groupPaymentList, ({ access, query }) => orders.list(db, access, query));
  registerCall(app, calls.groupPaymentGet, ({ access, query }) => orders.get(db, access, query.id));
}
