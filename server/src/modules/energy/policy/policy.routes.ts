import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as policies from './policy.service.js';

/** 设备安全策略 of a station (`energy/device/policy…`). */
export function energyDevicePolicyRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.energyDevicePolicyList, ({ access, query }) => policies.list(db, access, query.station_code));
  registerCall(app, calls.energyDevicePolicyUpdate, ({ actor, body }) => policies.update(db, actor, body));
  registerCall(app, calls.energyDevicePolicyStatus, ({ actor, body }) => policies.setStatus(db, actor, body));
}
