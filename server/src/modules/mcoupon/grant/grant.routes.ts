import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as grant from './grant.service.js';

export function couponGrantRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.grantList, ({ access, query }) => grant.list(db, access, query));
  registerCall(app, calls.grantGet, ({ access, query }) => grant.get(db, access, query.id));
  registerCall(app, calls.grantCreate, ({ actor, body }) => grant.create(db, actor, body));
  registerCall(app, calls.grantRevoke, ({ actor, body }) => grant.revoke(db, actor, body.id));
}
