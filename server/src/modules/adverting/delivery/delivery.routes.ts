import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as delivery from './delivery.service.js';

/** 广告 › 投放管理: delivery plans, their audit, the bidding setting (docs/decisions.md, "Advertising delivery (广告 › 投放管理)"). */
export function advertingDeliveryRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.adPlanList, ({ access, query }) => delivery.list(db, access, query));
  registerCall(app, calls.adPlanGet, ({ access, query }) => delivery.get(db, access, query.id));
  registerCall(app, calls.adPlanCreate, ({ actor, body }) => delivery.create(db, actor, body));
  registerCall(app, calls.adPlanUpdate, ({ actor, body }) => delivery.update(db, actor, body));
  registerCall(app, calls.adPlanSubmit, ({ actor, body }) => delivery.submit(db, actor, body.id));
  registerCall(app, calls.adPlanStatus, ({ actor, body }) => delivery.setStatus(db, actor, body));
  registerCall(app, calls.adPlanDelete, ({ actor, query }) => delivery.remove(db, actor, query.id));
  registerCall(app, calls.adPlanAuditList, ({ access, query }) => delivery.auditList(db, access, query));
  registerCall(app, calls.adPlanAudit, ({ actor, body }) => delivery.decide(db, actor, body));
  registerCall(app, calls.adBiddingGet, ({ access }) => delivery.biddingGet(db, access));
  registerCall(app, calls.adBiddingSave, ({ actor, body }) => delivery.biddingSave(db, actor, body));
}
