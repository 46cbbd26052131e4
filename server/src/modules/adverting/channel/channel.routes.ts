import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as channel from './channel.service.js';

/** 广告 › 配置管理 › 曝光策略, 渠道应用 (docs/decisions.md, "Advertising delivery (广告 › 投放管理)"). */
export function advertingChannelRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.exposureStrategyList, ({ access, query }) => channel.strategyList(db, access, query));
  registerCall(app, calls.exposureStrategyGet, ({ access, query }) => channel.strategyGet(db, access, query.id));
  registerCall(app, calls.exposureStrategyCreate, ({ actor, body }) => channel.strategyCreate(db, actor, body));
  registerCall(app, calls.exposureStrategyUpdate, ({ actor, body }) => channel.strategyUpdate(db, actor, body));
  registerCall(app, calls.exposureStrategyStatus, ({ actor, body }) => channel.strategyStatus(db, actor, body));
  registerCall(app, calls.channelAppList, ({ access, query }) => channel.appList(db, access, query));
  registerCall(app, calls.channelAppGet, ({ access, query }) => channel.appGet(db, access, query.id));
  registerCall(app, calls.channelAppCreate, ({ actor, body }) => channel.appCreate(db, actor, body));
  registerCall(app, calls.channelAppUpdate, ({ actor, body }) => channel.appUpdate(db, actor, body));
  registerCall(app, calls.channelAppStatus, ({ actor, body }) => channel.appStatus(db, actor, body));
}
