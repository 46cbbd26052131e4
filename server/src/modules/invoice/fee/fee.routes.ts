import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as fee from './fee.service.js';

export function invoiceFeeRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.invoicePriceList, ({ access, query }) => fee.list(db, access, query));
  registerCall(app, calls.invoicePriceCreate, ({ actor, body }) => fee.create(db, actor, body));
  registerCall(app, calls.invoicePriceUpdate, ({ actor, body }) => fee.update(db, actor, body));
  registerCall(app, calls.invoicePriceDelete, ({ actor, query }) => fee.remove(db, actor, query.id));
  registerCall(app, calls.invoiceFeeList, ({ access, query }) => fee.fees(db, access, query));
}
