import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as configuration from './configuration.service.js';

export function couponConfigurationRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.couponConfigurationList, ({ access, query }) => configuration.list(db, access, query));
  registerCall(app, calls.couponConfigurationGet, ({ access, query }) => configuration.get(db, access, query.merchant));
  registerCall(app, calls.couponConfigurationCreate, ({ actor, body }) => configuration.create(db, actor, body));
  registerCall(app, calls.couponConfigurationUpdate, ({ actor, body }) => configuration.update(db, actor, body));
  registerCall(app, calls.couponConfigurationDelete, ({ actor, query }) => configuration.remove(db, actor, query.merchant));
  registerCall(app, calls.couponConfigurationRuntime, ({ access, query }) => configuration.runtime(db, access, query.merchant));
  registerCall(app, calls.couponRuntimeValidate, ({ access, query }) => configuration.validate(db, access, query.merchant));
}
