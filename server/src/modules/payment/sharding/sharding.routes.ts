import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as sharding from './sharding.service.js';

export function shardingRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.shardingRuntimeList, ({ access, query }) => sharding.list(db, access, query.merchant));
  registerCall(app, calls.shardingRuntimeCreate, ({ actor, body }) => sharding.create(db, actor, body));
  registerCall(app, calls.shardingRuntimeUpdate, ({ actor, body }) => sharding.update(db, actor, body));
  registerCall(app, calls.shardingRuntimeDelete, ({ actor, query }) => sharding.remove(db, actor, query.id));
  registerCall(app, calls.shardingRuntimeEnable, ({ actor, body }) => sharding.enable(db, actor, body.id));
  registerCall(app, calls.shardingRuntimeDisable, ({ actor, body }) => sharding.disable(db, actor, body.id));
}
