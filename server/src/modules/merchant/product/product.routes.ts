import { calls, ProductStatus } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as products from './product.service.js';

export function productRoutes(app: FastifyInstance) {
  const { db, sessions } = app;
  registerCall(app, calls.productList, ({ query }) => products.list(db, query));
  registerCall(app, calls.productGet, ({ query }) => products.get(db, query.code));
  registerCall(app, calls.productCreate, ({ actor, body }) => products.create(db, actor, body));
  registerCall(app, calls.productUpdate, ({ actor, body }) => products.update(db, actor, body));
  registerCall(app, calls.productDelete, ({ actor, query }) => products.remove(db, actor, query.code));
  registerCall(app, calls.productEnable, ({ actor, body }) => products.setStatus(db, sessions, actor, body.code, ProductStatus.enabled));
  registerCall(app, calls.productDisable, ({ actor, body }) => products.setStatus(db, sessions, actor, body.code, ProductStatus.disabled));
  registerCall(app, calls.productPrivilege, ({ access }) => products.privilege(db, access));
  registerCall(app, calls.productGrantList, ({ access, query }) => products.grantList(db, access, query));
  registerCall(app, calls.productGrant, ({ actor, body }) => products.grant(db, sessions, actor, body));
  registerCall(app, calls.productDeprive, ({ actor, body }) => products.deprive(db, sessions, actor, body));
}
