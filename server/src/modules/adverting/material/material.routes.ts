import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as material from './material.service.js';

/** 广告 › 配置管理 › 素材 (docs/decisions.md, "Advertising delivery (广告 › 投放管理)"). */
export function advertingMaterialRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.adMaterialList, ({ access, query }) => material.list(db, access, query));
  registerCall(app, calls.adMaterialCreate, ({ actor, body }) => material.create(db, actor, body));
  registerCall(app, calls.adMaterialUpdate, ({ actor, body }) => material.update(db, actor, body));
  registerCall(app, calls.adMaterialStatus, ({ actor, body }) => material.setStatus(db, actor, body));
  registerCall(app, calls.adMaterialDelete, ({ actor, query }) => material.remove(db, actor, query.id));
}
