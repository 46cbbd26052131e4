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
}
