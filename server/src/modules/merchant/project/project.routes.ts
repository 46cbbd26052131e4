import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as projects from './project.service.js';

export function projectRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.projectList, ({ access, query }) => projects.list(db, access, query));
  registerCall(app, calls.projectGet, ({ access, query }) => projects.get(db, access, query.id));
  registerCall(app, calls.projectCreate, ({ actor, body }) => projects.create(db, actor, body));
  registerCall(app, calls.projectUpdate, ({ actor, body }) => projects.update(db, actor, body));
  registerCall(app, calls.projectDelete, ({ actor, query }) => projects.remove(db, actor, query.id));
  registerCall(app, calls.projectEnable, ({ actor, body }) => projects.enable(db, actor, body.id));
  registerCall(app, calls.projectDisable, ({ actor, body }) => projects.disable(db, actor, body.id));
  registerCall(app, calls.projectSort, ({ actor, body }) => projects.sort(db, actor, body.ids));
  registerCall(app, calls.projectMatching, ({ access, query }) => projects.matching(db, access, query));
  registerCall(app, calls.projectGrants, ({ access, query }) => projects.granted(db, access, query));
  registerCall(app, calls.projectAclList, ({ access, query }) => projects.aclList(db, access, query));
  registerCall(app, calls.projectAclCreate, ({ actor, body }) => projects.aclCreate(db, actor, body));
  registerCall(app, calls.projectAclDelete, ({ actor, query }) => projects.aclDelete(db, actor, query.id));
  registerCall(app, calls.projectGrantList, ({ access, query }) => projects.grantList(db, access, query));
  registerCall(app, calls.projectGrantCreate, ({ actor, body }) => projects.grantCreate(db, actor, body));
  registerCall(app, calls.projectGrantDelete, ({ actor, query }) => projects.grantDelete(db, actor, query.id));
  registerCall(app, calls.cooperateList, ({ access, query }) => projects.cooperateList(db, access, query));
  registerCall(app, calls.cooperateProject, ({ access, query }) => projects.cooperateProjects(db, access, query));
}
