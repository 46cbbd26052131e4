import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as reserves from './reserve.service.js';

export function parkingReserveRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.reserveList, ({ access, query }) => reserves.list(db, access, query));
  registerCall(app, calls.reserveGet, ({ access, query }) => reserves.get(db, access, query.id));
  registerCall(app, calls.reserveStatistics, ({ access, query }) => reserves.statistics(db, access, query));
  registerCall(app, calls.reserveOversee, ({ actor, idempotency, body }) => reserves.oversee(db, actor, idempotency, body));
  registerCall(app, calls.reserveApply, ({ actor, idempotency, body }) => reserves.apply(db, actor, idempotency, body));
  registerCall(app, calls.reserveApplyList, ({ access, query }) => reserves.applyList(db, access, query));
  registerCall(app, calls.reserveApplyAudit, ({ actor, body }) => reserves.review(db, actor, body));
  registerCall(app, calls.reserveAppealList, ({ access, query }) => reserves.appealList(db, access, query));
  registerCall(app, calls.reserveAppealAudit, ({ actor, idempotency, body }) => reserves.reviewAppeal(db, actor, idempotency, body));
  registerCall(app, calls.reserveBlacklistList, ({ access, query }) => reserves.blacklistList(db, access, query));
  registerCall(app, calls.reserveBlacklistDelete, ({ actor, query }) => reserves.unblacklist(db, actor, query.id));
}
