import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as settings from './reserve-rt.service.js';

export function parkingReserveRtRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.reserveRtList, ({ access, query }) => settings.list(db, access, query));
  registerCall(app, calls.reserveRtGet, ({ access, query }) => settings.get(db, access, query.park_code));
  registerCall(app, calls.reserveRtSet, ({ actor, body }) => settings.set(db, actor, body));
  registerCall(app, calls.reserveRtDelete, ({ actor, query }) => settings.remove(db, actor, query.park_code));
  registerCall(app, calls.reserveRuleCreate, ({ actor, body }) => settings.addRule(db, actor, body));
  registerCall(app, calls.reserveRuleDelete, ({ actor, query }) => settings.removeRule(db, actor, query.id));
}
