import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as passports from './passport.service.js';

export function parkingPassportRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.passportList, ({ access, query }) => passports.list(db, access, query));
  registerCall(app, calls.passportGet, ({ access, query }) => passports.get(db, access, query.id));
  registerCall(app, calls.passportRevoke, ({ actor, body }) => passports.revoke(db, actor, body));
}
