import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as acl from './app-acl.service.js';

export function appAclRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.paymentAppAclList, ({ access, query }) => acl.list(db, access, query));
  registerCall(app, calls.paymentAppAclGet, ({ access, query }) => acl.get(db, access, query.id));
  registerCall(app, calls.paymentAppAclCreate, ({ actor, body }) => acl.create(db, actor, body));
  registerCall(app, calls.paymentAppAclUpdate, ({ actor, body }) => acl.update(db, actor, body));
  registerCall(app, calls.paymentAppAclDelete, ({ actor, query }) => acl.remove(db, actor, query.id));
  registerCall(app, calls.paymentAppAclAudit, ({ actor, body }) => acl.auditAcl(db, actor, body));
  registerCall(app, calls.paymentAppAclValidate, ({ access, query }) => acl.validate(db, access, query.merchant));
}
