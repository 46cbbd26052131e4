import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as applies from './vip-apply.service.js';

export function parkingVipApplyRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.vipApplyList, ({ access, query }) => applies.list(db, access, query));
  registerCall(app, calls.vipApplyGet, ({ access, query }) => applies.get(db, access, query.id));
  registerCall(app, calls.vipApplyApprove, ({ actor, body }) => applies.approve(db, actor, body));
  registerCall(app, calls.vipApplyReject, ({ actor, body }) => applies.reject(db, actor, body));
  // The parking group's: its members' applications (its scope).
  registerCall(app, calls.groupVipApplyList, ({ access, query }) => applies.list(db, access, query));
  registerCall(app, calls.groupVipApplyGet, ({ access, query }) => applies.get(db, access, query.id));
  registerCall(app, calls.groupVipApplyApprove, ({ actor, body }) => applies.approve(db, actor, body));
  registerCall(app, calls.groupVipApplyReject, ({ actor, body }) => applies.reject(db, actor, body));
}
