import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as config from './config.service.js';

/** 广告 › 配置管理 (docs/decisions.md, "Advertising configuration (广告)"). */
export function advertingConfigRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.adCategoryList, ({ access, query }) => config.categoryList(db, access, query));
  registerCall(app, calls.adCategoryCreate, ({ actor, body }) => config.categoryCreate(db, actor, body));
  registerCall(app, calls.adCategoryUpdate, ({ actor, body }) => config.categoryUpdate(db, actor, body));
  registerCall(app, calls.adCategoryStatus, ({ actor, body }) => config.categoryStatus(db, actor, body));
  registerCall(app, calls.adCategoryDelete, ({ actor, query }) => config.categoryDelete(db, actor, query.id));
  registerCall(app, calls.trafficProviderList, ({ access, query }) => config.providerList(db, access, query));
  registerCall(app, calls.trafficProviderCreate, ({ actor, body }) => config.providerCreate(db, actor, body));
  registerCall(app, calls.trafficProviderUpdate, ({ actor, body }) => config.providerUpdate(db, actor, body));
  registerCall(app, calls.trafficProviderStatus, ({ actor, body }) => config.providerStatus(db, actor, body));
  registerCall(app, calls.adSpaceList, ({ access, query }) => config.spaceList(db, access, query));
  registerCall(app, calls.adSpaceGet, ({ access, query }) => config.spaceGet(db, access, query.id));
  registerCall(app, calls.adSpaceCreate, ({ actor, body }) => config.spaceCreate(db, actor, body));
  registerCall(app, calls.adSpaceUpdate, ({ actor, body }) => config.spaceUpdate(db, actor, body));
  registerCall(app, calls.adSpaceStatus, ({ actor, body }) => config.spaceStatus(db, actor, body));
  registerCall(app, calls.targetingPackageList, ({ access, query }) => config.targetingList(db, access, query));
  registerCall(app, calls.targetingPackageGet, ({ access, query }) => config.targetingGet(db, access, query.id));
  registerCall(app, calls.targetingPackageCreate, ({ actor, body }) => config.targetingCreate(db, actor, body));
  registerCall(app, calls.targetingPackageUpdate, ({ actor, body }) => config.targetingUpdate(db, actor, body));
  registerCall(app, calls.targetingPackageDelete, ({ actor, query }) => config.targetingDelete(db, actor, query.id));
}
