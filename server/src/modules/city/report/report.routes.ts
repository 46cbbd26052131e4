import { cityReportCalls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as report from './report.service.js';

/** 城市平台上报: the same service behind each kind's calls (docs/decisions.md, "City platform reporting (城市平台上报)"). */
export function cityReportRoutes(app: FastifyInstance) {
  const { db } = app;
  for (const kind of ['parking', 'energy'] as const) {
    const c = cityReportCalls[kind];
    registerCall(app, c.list, ({ access, query }) => report.list(db, access, kind, query));
    registerCall(app, c.get, ({ access, query }) => report.get(db, access, kind, query.id));
    registerCall(app, c.create, ({ actor, body }) => report.create(db, actor, kind, body));
    registerCall(app, c.update, ({ actor, body }) => report.update(db, actor, kind, body));
    registerCall(app, c.status, ({ actor, body }) => report.setStatus(db, actor, kind, body));
    registerCall(app, c.targets, ({ access, query }) => report.targets(db, access, kind, query));
    registerCall(app, c.targetSet, ({ actor, body }) => report.setTargets(db, actor, kind, body));
  }
}
