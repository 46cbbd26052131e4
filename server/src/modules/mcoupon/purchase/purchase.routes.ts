import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as grant from '../grant/grant.service.js';
import * as purchase from './purchase.service.js';

/** 采购 and 库存 (the warehouse detail adds the coupon's grants, from the grant module). */
export function couponPurchaseRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.purchaseList, ({ access, query }) => purchase.list(db, access, query));
  registerCall(app, calls.purchaseDetail, ({ access, query }) => purchase.detail(db, access, query.id));
  registerCall(app, calls.purchaseCreate, ({ actor, idempotency, body }) => purchase.create(db, actor, idempotency, body));
  registerCall(app, calls.purchaseBatch, ({ actor, idempotency, body }) => purchase.batch(db, actor, idempotency, body));
  registerCall(app, calls.purchaseRevoke, ({ actor, idempotency, body }) => purchase.revoke(db, actor, idempotency, body));
  registerCall(app, calls.balanceList, ({ access, query }) => purchase.stockList(db, access, query));
  registerCall(app, calls.warehouseDetail, ({ access, query }) => grant.warehouseDetail(db, access, query.coupon));
}
