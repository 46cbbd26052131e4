import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as more from './member-more.service.js';
import { statistics } from './statistics.js';

/** 会员续费, 会员权益, 会员兑换码, 会员库存 and 会员统计 (docs/decisions.md, "会员续费、权益、兑换码、库存与统计"). */
export function memberMoreRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.memberRenewalList, ({ access, query }) => more.renewals(db, access, query));
  registerCall(app, calls.memberRightsList, ({ access, query }) => more.rights(db, access, query));
  registerCall(app, calls.memberRightsRedeem, ({ actor, body }) => more.redeem(db, actor, body));
  registerCall(app, calls.memberCodeList, ({ access, query }) => more.codes(db, access, query));
  registerCall(app, calls.memberCodeBatchCreate, ({ actor, body }) => more.createBatch(db, actor, body));
  registerCall(app, calls.memberCodeVoid, ({ actor, body }) => more.voidCodes(db, actor, body));
  registerCall(app, calls.memberInventoryList, ({ access, query }) => more.inventories(db, access, query));
  registerCall(app, calls.memberInventoryCreate, ({ actor, body }) => more.createInventory(db, actor, body));
  registerCall(app, calls.memberInventoryUpdate, ({ actor, body }) => more.updateInventory(db, actor, body));
  registerCall(app, calls.memberInventoryEnable, ({ actor, body }) => more.setInventoryStatus(db, actor, body.id, 1));
  registerCall(app, calls.memberInventoryDisable, ({ actor, body }) => more.setInventoryStatus(db, actor, body.id, 2));
  registerCall(app, calls.memberAnalysisStatistics, ({ access, query }) => statistics(db, access, query));
}
