import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as emap from './emap.service.js';

/** 地图引流申请 (list, audit) and 应用列表 (`energy/app/rt/list`). */
export function energyEmapRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.energyEmapApplyList, ({ access, query }) => emap.list(db, access, query));
  registerCall(app, calls.energyEmapApplyAudit, ({ actor, body }) => emap.auditApply(db, actor, body));
  registerCall(app, calls.energyAppList, ({ access, query }) => emap.apps(db, access, query));
}
