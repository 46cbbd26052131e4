import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/route.js';
import * as events from './event/event.service.js';
import * as grants from './grant/grant.service.js';
import * as partners from './partner/partner.service.js';
import * as redPackets from './red-packet/red-packet.service.js';
import * as tokens from './token/token.service.js';
import * as values from './value/value.service.js';

/** 营销中心 (bonus): activities, rewards and their stock, redeem codes, grants, players, the event trigger. */
export function bonusRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.bonusEventList, ({ access, query }) => events.list(db, access, query));
  registerCall(app, calls.bonusEventGet, ({ access, query }) => events.get(db, access, query.id));
  registerCall(app, calls.bonusEventCreate, ({ actor, body }) => events.create(db, actor, body));
  registerCall(app, calls.bonusEventUpdate, ({ actor, body }) => events.update(db, actor, body));
  registerCall(app, calls.bonusEventStatus, ({ actor, body }) => events.setStatus(db, actor, body.id, body.status));
  registerCall(app, calls.bonusAnalysisStatistics, ({ access }) => events.statistics(db, access));
  registerCall(app, calls.bonusValueList, ({ access, query }) => values.list(db, access, query));
  registerCall(app, calls.bonusValueDetail, ({ access, query }) => values.detail(db, access, query.id));
  registerCall(app, calls.bonusValueCreate, ({ actor, body }) => values.create(db, actor, body));
  registerCall(app, calls.bonusValueUpdate, ({ actor, body }) => values.update(db, actor, body));
  registerCall(app, calls.bonusValueStatus, ({ actor, body }) => values.setStatus(db, actor, body.id, body.status));
  registerCall(app, calls.bonusValueStock, ({ actor, idempotency, body }) => values.repair(db, actor, idempotency, body));
  registerCall(app, calls.bonusPartnerValueList, ({ access, query }) => values.partnerList(db, access, query));
  registerCall(app, calls.bonusPartnerValueAudit, ({ actor, body }) => values.auditValue(db, actor, body));
  registerCall(app, calls.bonusTokenBatchList, ({ access, query }) => tokens.list(db, access, query));
  registerCall(app, calls.bonusTokenBatchCreate, ({ actor, body }) => tokens.create(db, actor, body));
  registerCall(app, calls.bonusTokenDetail, ({ access, query }) => tokens.detail(db, access, query.id));
  registerCall(app, calls.bonusRedPacketList, ({ access, query }) => redPackets.list(db, access, query));
  registerCall(app, calls.bonusGrantList, ({ access, query }) => grants.grants(db, access, query));
  registerCall(app, calls.bonusApplyList, ({ access, query }) => grants.players(db, access, query));
  registerCall(app, calls.bonusEventTrigger, ({ access, body }) => grants.trigger(db, access, body));
  registerCall(app, calls.bonusPartnerCustomerList, ({ access, query }) => partners.list(db, access, query));
  registerCall(app, calls.bonusPartnerCustomerDetail, ({ access, query }) => partners.detail(db, access, query.id));
  registerCall(app, calls.bonusPartnerBatchList, ({ access, query }) => partners.batches(db, access, query));
  registerCall(app, calls.bonusPartnerPlanList, ({ access, query }) => partners.plans(db, access, query));
  registerCall(app, calls.bonusPartnerPlanGet, ({ access, query }) => partners.plan(db, access, query.id));
  registerCall(app, calls.bonusPartnerPlanCreate, ({ actor, body }) => partners.createPlan(db, actor, body));
  registerCall(app, calls.bonusPartnerPlanUpdate, ({ actor, body }) => partners.updatePlan(db, actor, body));
  registerCall(app, calls.bonusPartnerPlanDelete, ({ actor, query }) => partners.deletePlan(db, actor, query.id));
  registerCall(app, calls.bonusPartnerAppList, ({ access, query }) => partners.apps(db, access, query.customer));
  registerCall(app, calls.bonusPartnerAppCreate, ({ actor, body }) => partners.createApp(db, actor, body));
  registerCall(app, calls.bonusPartnerAppStatus, ({ actor, body }) => partners.setAppStatus(db, actor, body.id, body.status));
}
