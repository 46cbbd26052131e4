import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as merchantRt from './merchant-rt.service.js';

export function invoiceMerchantRtRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.invoiceMerchantMatching, ({ access, query }) => merchantRt.matching(db, access, query));
  registerCall(app, calls.invoiceMerchantRtGet, ({ access, query }) => merchantRt.get(db, access, query.merchant));
  registerCall(app, calls.invoiceMerchantRtUpdate, ({ actor, body }) => merchantRt.update(db, actor, body));
}
