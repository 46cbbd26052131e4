import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as coupon from './coupon.service.js';

export function couponRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.couponList, ({ access, query }) => coupon.list(db, access, query));
  registerCall(app, calls.couponDetail, ({ access, query }) => coupon.detail(db, access, query.id));
  registerCall(app, calls.couponCreate, ({ actor, body }) => coupon.create(db, actor, body));
  registerCall(app, calls.couponUpdate, ({ actor, body }) => coupon.update(db, actor, body));
  registerCall(app, calls.couponDelete, ({ actor, query }) => coupon.remove(db, actor, query.id));
  registerCall(app, calls.couponEnable, ({ actor, body }) => coupon.enable(db, actor, body.id));
  registerCall(app, calls.couponBlock, ({ actor, body }) => coupon.block(db, actor, body.id));
}
