import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as packages from './package.service.js';

/** A station's charging packages and their purchases (`energy/package…`). */
export function energyPackageRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.energyPackageTypeList, ({ access, query }) => packages.listTypes(db, access, query));
  registerCall(app, calls.energyPackageTypeGet, ({ access, query }) => packages.getType(db, access, query.id));
  registerCall(app, calls.energyPackageTypeCreate, ({ actor, body }) => packages.createType(db, actor, body));
  registerCall(app, calls.energyPackageTypeUpdate, ({ actor, body }) => packages.updateType(db, actor, body));
  registerCall(app, calls.energyPackageTypeStatus, ({ actor, body }) => packages.setTypeStatus(db, actor, body));
  registerCall(app, calls.energyPackageList, ({ access, query }) => packages.listPurchases(db, access, query));
  registerCall(app, calls.energyPackageStatistics, ({ access, query }) => packages.purchaseStatistics(db, access, query));
  registerCall(app, calls.energyPackageGet, ({ access, query }) => packages.getPurchase(db, access, query.package_no));
  registerCall(app, calls.energyPackageRefund, ({ actor, idempotency, body }) => packages.refund(db, actor, idempotency, body));
}
