import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as rules from './event-rule.service.js';

/** 事件规则 (`parking/mcoupon/event/rt/*`) and 事件发放记录 (`event/list`): docs/decisions.md, "Coupon event rules and event records". */
export function couponEventRuleRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.eventRuleList, ({ access, query }) => rules.list(db, access, query));
  registerCall(app, calls.eventRuleGet, ({ access, query }) => rules.get(db, access, query.id));
  registerCall(app, calls.eventRuleCreate, ({ actor, body }) => rules.create(db, actor, body));
  registerCall(app, calls.eventRuleUpdate, ({ actor, body }) => rules.update(db, actor, body));
  registerCall(app, calls.eventRuleEnable, ({ actor, body }) => rules.move(db, actor, body.id, 1));
  registerCall(app, calls.eventRuleDisable, ({ actor, body }) => rules.move(db, actor, body.id, 0));
  registerCall(app, calls.eventRuleDelete, ({ actor, query }) => rules.remove(db, actor, query.id));
  registerCall(app, calls.eventRecordList, ({ access, query }) => rules.records(db, access, query));
}
