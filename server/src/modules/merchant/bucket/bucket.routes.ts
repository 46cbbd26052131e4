import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.js';
import { registerCall } from '../../../plugins/route.js';
import * as buckets from './bucket.service.js';

export function bucketRoutes(app: FastifyInstance, config: Config) {
  registerCall(app, calls.bucketAvailable, () => buckets.available(app.db, config));
  registerCall(app, calls.bucketList, ({ query }) => buckets.list(app.db, query));
  registerCall(app, calls.bucketCreate, ({ actor, body }) => buckets.create(app.db, config, actor, body));
  registerCall(app, calls.bucketUpdate, ({ actor, body }) => buckets.update(app.db, config, actor, body));
  registerCall(app, calls.bucketDelete, ({ actor, query }) => buckets.remove(app.db, actor, query.id));
}
