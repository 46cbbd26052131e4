import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as orders from './recharge.service.js';

export function parkingRechargeRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.parkingRechargeList, ({ access, query }) => orders.list(db, access, query));
  registerCall(app, calls.parkingRechargeGet, ({ access, query }) => orders.get(db, access, query.id));
  registerCall(app, calls.parkingRechargeStatistics, ({ access, query }) => orders.statistics(db, access, query));
  registerCall(app, calls.rechargePeriodList, ({ access, query }) => orders.periods(db, access, query));
  registerCall(app, calls.rechargeCollate, ({ actor, body }) => orders.collate(db, actor, body.ids));
  // The parking group's: the same services over its members' orders (its scope), and 重新同步.
  registerCall(app, calls.groupRechargeList, ({ access, query }) => orders.list(db, access, query));
  registerCall(app, calls.groupRechargeGet, ({ access, query }) => orders.get(db, access, query.id));
  registerCall(app, calls.groupCollate, ({ actor, body }) => orders.collate(db, actor, body.ids));
  registerCall(app, calls.groupResync, ({ actor, body }) => orders.resync(db, actor, body.id));
}
