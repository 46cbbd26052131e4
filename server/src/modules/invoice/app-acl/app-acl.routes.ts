import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as acl from './app-acl.service.js';

export function invoiceAclRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.invoiceAclList, ({ access, query }) => acl.list(db, access, query));
  registerCall(app, calls.invoiceAclGet, ({ access, query }) => acl.get(db, access, query.id));
  registerCall(app, calls.invoiceAclCreate, ({ actor, body }) => acl.create(db, actor, body));
  registerCall(app, calls.invoiceAclUpdate, ({ actor, body }) => acl.update(db, actor, body));
  registerCall(app, calls.invoiceAclDelete, ({ actor, query }) => acl.remove(db, actor, query.id));
}
