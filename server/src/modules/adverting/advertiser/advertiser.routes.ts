import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as demands from '../expansion/expansion.service.js';
import * as advertisers from './advertiser.service.js';

/** 广告主 (the partner's accounts), the advertiser's platform and 拓量需求 (docs/decisions.md, "Advertisers (广告主)"). */
export function advertiserRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.advertiserList, ({ access, query }) => advertisers.list(db, access, query));
  registerCall(app, calls.advertiserGet, ({ access, query }) => advertisers.get(db, access, query.id));
  registerCall(app, calls.advertiserCreate, ({ actor, body }) => advertisers.create(db, actor, body));
  registerCall(app, calls.advertiserUpdate, ({ actor, body }) => advertisers.update(db, actor, body));
  registerCall(app, calls.advertiserStatus, ({ actor, body }) => advertisers.setStatus(db, actor, body));
  registerCall(app, calls.advertiserRecharge, ({ actor, idempotency, body }) => advertisers.recharge(db, actor, idempotency, body));
  registerCall(app, calls.advertiserFlowList, ({ access, query }) => advertisers.flowList(db, access, query));
  registerCall(app, calls.advertiserBaseInfo, ({ access }) => advertisers.baseInfo(db, access));
  registerCall(app, calls.advertiserDepositList, ({ access, query }) => advertisers.depositList(db, access, query));
  registerCall(app, calls.advertiserSerialList, ({ access, query }) => advertisers.serialList(db, access, query));
  registerCall(app, calls.advertiserBillList, ({ access, query }) => advertisers.billList(db, access, query));
  registerCall(app, calls.advertiserPriceGet, ({ access }) => advertisers.priceGet(db, access));
  registerCall(app, calls.advertiserPriceUpdate, ({ actor, body }) => advertisers.priceUpdate(db, actor, body));
  registerCall(app, calls.advertiserStatistics, ({ access, query }) => advertisers.statistics(db, access, query));
  registerCall(app, calls.expansionDemandList, ({ access, query }) => demands.list(db, access, query));
  registerCall(app, calls.expansionDemandGet, ({ access, query }) => demands.get(db, access, query.id));
  registerCall(app, calls.expansionDemandCreate, ({ actor, body }) => demands.create(db, actor, body));
  registerCall(app, calls.expansionDemandUpdate, ({ actor, body }) => demands.update(db, actor, body));
  registerCall(app, calls.expansionDemandAudit, ({ actor, body }) => demands.auditDemand(db, actor, body));
}
