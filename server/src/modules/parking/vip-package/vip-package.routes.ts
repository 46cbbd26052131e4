import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as packages from './vip-package.service.js';

export function parkingVipPackageRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.groupVipValueList, ({ access, query }) => packages.list(db, access, query));
  registerCall(app, calls.groupVipValueSave, ({ actor, body }) => packages.save(db, actor, body));
  registerCall(app, calls.groupVipValueDelete, ({ actor, query }) => packages.remove(db, actor, query.id));
  registerCall(app, calls.groupVipValueDisable, ({ actor, body }) => packages.disable(db, actor, body.id));
  registerCall(app, calls.groupVipValueEnable, ({ actor, body }) => packages.enable(db, actor, body.id));
  // The merchant's 固定车类型: the same service over its own parks (its scope), with its codes.
  registerCall(app, calls.vipValueList, ({ access, query }) => packages.list(db, access, query));
  registerCall(app, calls.vipValueSave, ({ actor, body }) => packages.save(db, actor, body, packages.merchantCodes));
  registerCall(app, calls.vipValueDelete, ({ actor, query }) => packages.remove(db, actor, query.id));
  registerCall(app, calls.vipValueDisable, ({ actor, body }) => packages.disable(db, actor, body.id));
  registerCall(app, calls.vipValueEnable, ({ actor, body }) => packages.enable(db, actor, body.id));
}
