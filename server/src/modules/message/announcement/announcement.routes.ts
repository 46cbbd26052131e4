import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as announcements from './announcement.service.js';

export function announcementRoutes(app: FastifyInstance) {
  registerCall(app, calls.announcementList, ({ query }) => announcements.list(app.db, query));
  registerCall(app, calls.announcementGet, ({ query }) => announcements.get(app.db, query.id));
  registerCall(app, calls.announcementManageList, ({ query }) => announcements.manageList(app.db, query));
  registerCall(app, calls.announcementManageGet, ({ query }) => announcements.manageGet(app.db, query.id));
  registerCall(app, calls.announcementCreate, ({ access, body }) => announcements.create(app.db, access, body));
  registerCall(app, calls.announcementUpdate, ({ body }) => announcements.update(app.db, body));
  registerCall(app, calls.announcementStatus, ({ body }) => announcements.setStatus(app.db, body));
  registerCall(app, calls.announcementDelete, ({ query }) => announcements.remove(app.db, query.id));
}
