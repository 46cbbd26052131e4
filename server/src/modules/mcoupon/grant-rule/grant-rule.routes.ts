import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as rules from './grant-rule.service.js';

/** 发放规则 (`parking/mcoupon/grant/rule`): docs/decisions.md, "Coupon grant rules, batch purchase and the group's coupons". */
export function couponGrantRuleRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.grantRuleList, ({ access, query }) => rules.list(db, access, query));
  registerCall(app, calls.grantRuleGet, ({ access, query }) => rules.get(db, access, query.id));
  registerCall(app, calls.grantRuleCreate, ({ actor, body }) => rules.create(db, actor, body));
  registerCall(app, calls.grantRuleUpdate, ({ actor, body }) => rules.update(db, actor, body));
  registerCall(app, calls.grantRuleDelete, ({ actor, query }) => rules.remove(db, actor, query.id));
}
