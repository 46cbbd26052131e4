import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as config from './config.service.js';

/** 电站配置: charge rules (`energy/charge/rule`) and runtime settings with payment amounts (`energy/station/runtime`). */
export function energyConfigRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.energyChargeRuleList, ({ access, query }) => config.listRules(db, access, query));
  registerCall(app, calls.energyChargeRuleGet, ({ access, query }) => config.getRule(db, access, query.rule_id));
  registerCall(app, calls.energyChargeRuleCreate, ({ actor, body }) => config.createRule(db, actor, body));
  registerCall(app, calls.energyChargeRuleUpdate, ({ actor, body }) => config.updateRule(db, actor, body));
  registerCall(app, calls.energyChargeRuleDelete, ({ actor, query }) => config.removeRule(db, actor, query.rule_id));
  registerCall(app, calls.energyStationRuntimeGet, ({ access, query }) => config.getRuntime(db, access, query.station_code));
  registerCall(app, calls.energyStationRuntimeSet, ({ actor, body }) => config.setRuntime(db, actor, body));
}
