import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as routes from './payment-route.service.js';

export function paymentRouteRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.paymentRouteList, ({ access, query }) => routes.list(db, access, query.merchant));
  registerCall(app, calls.paymentRouteGet, ({ access, query }) => routes.get(db, access, query.id));
  registerCall(app, calls.paymentRouteChannelList, ({ access, query }) => routes.channelList(db, access, query));
  registerCall(app, calls.paymentRouteCreate, ({ actor, body }) => routes.create(db, actor, body));
  registerCall(app, calls.paymentRouteUpdate, ({ actor, body }) => routes.update(db, actor, body));
  registerCall(app, calls.paymentRouteDelete, ({ actor, query }) => routes.remove(db, actor, query.id));
}
