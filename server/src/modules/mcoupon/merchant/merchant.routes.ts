import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as grantRules from '../grant-rule/grant-rule.service.js';
import * as couponMerchants from './merchant.service.js';

export function couponMerchantRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.couponMerchantList, ({ access, query }) => couponMerchants.list(db, access, query));
  registerCall(app, calls.couponMerchantGet, ({ access, query }) => couponMerchants.get(db, access, query.merchant));
  registerCall(app, calls.couponMerchantCreate, ({ actor, body }) => couponMerchants.create(db, actor, body));
  registerCall(app, calls.couponMerchantUpdate, ({ actor, body }) => couponMerchants.update(db, actor, body));
  registerCall(app, calls.couponMerchantEnable, ({ actor, body }) => couponMerchants.move(db, actor, body.merchant, 1));
  registerCall(app, calls.couponMerchantDisable, ({ actor, body }) => couponMerchants.move(db, actor, body.merchant, 0));
  registerCall(app, calls.couponMerchantRuleList, ({ access, query }) => grantRules.merchantRules(db, access, query));
}
