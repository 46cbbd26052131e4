import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as transfer from './transfer.service.js';

export function transferRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.bankAccountApply, ({ actor, body }) => transfer.submit(db, actor, body));
  registerCall(app, calls.bankAccountApplyGet, ({ access, query }) => transfer.latest(db, access, query.merchant));
  registerCall(app, calls.transferRuntime, ({ access, query }) => transfer.runtime(db, access, query.merchant));
  registerCall(app, calls.transferRuntimeApprove, ({ actor, body }) => transfer.approve(db, actor, body));
}
