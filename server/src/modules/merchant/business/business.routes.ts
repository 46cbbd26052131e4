import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as applications from './business.service.js';

export function businessRoutes(app: FastifyInstance) {
  const { db, sessions } = app;
  registerCall(app, calls.businessRuntime, ({ query }) => applications.runtime(db, query));
  registerCall(app, calls.businessApplyList, ({ access, query }) => applications.list(db, access, query));
  registerCall(app, calls.businessInviter, ({ access, query }) => applications.inviter(db, access, query));
  registerCall(app, calls.businessApplyGet, ({ access, query }) => applications.get(db, access, query.id));
  registerCall(app, calls.businessApplyCreate, ({ actor, body }) => applications.create(db, actor, body));
  registerCall(app, calls.businessApplyCancel, ({ actor, body }) => applications.cancel(db, actor, body.id));
  registerCall(app, calls.businessApplyReject, ({ actor, body }) => applications.reject(db, actor, body));
  registerCall(app, calls.businessApplyApprove, ({ actor, body }) => applications.approve(db, sessions, actor, body));
  registerCall(app, calls.businessApplyDelete, ({ actor, query }) => applications.remove(db, actor, query.id));
}
