import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as departments from './department.service.js';

export function departmentRoutes(app: FastifyInstance) {
  registerCall(app, calls.departmentList, ({ access, query }) => departments.list(app.db, access, query));
  registerCall(app, calls.departmentBranch, ({ access }) => departments.branch(app.db, access));
  registerCall(app, calls.departmentPrivilege, ({ access }) => departments.privilege(app.db, access));
  registerCall(app, calls.departmentGet, ({ access, query }) => departments.get(app.db, access, query.id));
  registerCall(app, calls.departmentCreate, ({ actor, body }) => departments.create(app.db, actor, body));
  registerCall(app, calls.departmentUpdate, ({ actor, body }) => departments.update(app.db, actor, body));
  registerCall(app, calls.departmentDelete, ({ actor, query }) => departments.remove(app.db, actor, query.id));
}
