import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as rules from './recharge-rule.service.js';

export function parkingRechargeRuleRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.rechargeRuleList, ({ access, query }) => rules.list(db, access, query));
  registerCall(app, calls.rechargeRuleGet, ({ access, query }) => rules.get(db, access, query));
  registerCall(app, calls.rechargeRuleCreate, ({ actor, body }) => rules.create(db, actor, body));
  registerCall(app, calls.rechargeRuleStatus, ({ actor, body }) => rules.setStatus(db, actor, body));
  // The group's 自动充值配置: the same reads over its members.
  registerCall(app, calls.groupRechargeRuleList, ({ access, query }) => rules.list(db, access, query));
  registerCall(app, calls.groupRechargeRuleGet, ({ access, query }) => rules.get(db, access, query));
}
