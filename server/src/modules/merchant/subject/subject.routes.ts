import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as subjects from './subject.service.js';

export function subjectRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.subjectGet, ({ access, query }) => subjects.get(db, access, query.merchant));
  registerCall(app, calls.subjectCreate, ({ actor, body }) => subjects.create(db, actor, body));
  registerCall(app, calls.subjectUpdate, ({ actor, body }) => subjects.update(db, actor, body));
  registerCall(app, calls.subjectAudit, ({ actor, body }) => subjects.auditSubject(db, actor, body));
  registerCall(app, calls.subjectRevoke, ({ actor, body }) => subjects.revoke(db, actor, body));
  registerCall(app, calls.subjectApplying, ({ access, query }) => subjects.applying(db, access, query));
}
