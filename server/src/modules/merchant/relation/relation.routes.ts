import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as relations from './relation.service.js';

export function relationRoutes(app: FastifyInstance) {
  const { db, sessions } = app;
  registerCall(app, calls.relationList, ({ access, query }) => relations.list(db, access, query));
  registerCall(app, calls.relationGrants, ({ access, query }) => relations.grants(db, access, query.merchant));
  registerCall(app, calls.relationTypeMatching, ({ access, query }) => relations.typeMatching(db, access, query.parent));
  registerCall(app, calls.relationMatching, ({ access, query }) => relations.matching(db, access, query));
  registerCall(app, calls.relationBranch, ({ access, query }) => relations.branch(db, access, query.merchant));
  registerCall(app, calls.relationUpdate, ({ actor, body }) => relations.update(db, sessions, actor, body));
}
