import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as customers from './key-customer.service.js';

export function parkingKeyCustomerRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.keyCustomerList, ({ access, query }) => customers.list(db, access, query));
  registerCall(app, calls.keyCustomerCreate, ({ actor, body }) => customers.create(db, actor, body));
  registerCall(app, calls.keyCustomerUpdate, ({ actor, body }) => customers.update(db, actor, body));
  registerCall(app, calls.keyCustomerDelete, ({ actor, query }) => customers.remove(db, actor, query.id));
}
