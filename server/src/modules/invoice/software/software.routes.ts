import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as software from './software.service.js';

export function invoiceSoftwareRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.invoiceSoftwareList, ({ access, query }) => software.list(db, access, query));
  registerCall(app, calls.invoiceSoftwareSuggest, ({ access, query }) => software.suggest(db, access, query));
  registerCall(app, calls.invoiceSoftwareGet, ({ access, query }) => software.get(db, access, query.software_code));
  registerCall(app, calls.invoiceSoftwareCreate, ({ actor, body }) => software.create(db, actor, body));
  registerCall(app, calls.invoiceSoftwareUpdate, ({ actor, body }) => software.update(db, actor, body));
  registerCall(app, calls.invoiceSoftwareDelete, ({ actor, query }) => software.remove(db, actor, query.software_code));
}
