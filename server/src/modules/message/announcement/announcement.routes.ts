import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as announcements from './announcement.service.js';

export function announcementRoutes(app: FastifyInstance) {
  registerCall(app, calls.announcementList, ({ query }) => announcements.list(app.db, query));
  registerCall(app, calls.announcementGet, ({ query }) => announcements.get(app.db, query.id));
  registerCall(app, calls.announcementManageList, ({ query }) => announcements.manageList(app.db, query));
  registerCall(app, calls.announcementManageGet, ({ query }) => announcements.manageGet(app.db, query.id));
  registerCall(app, calls.announcementCreate, ({ actor, body }) => announcements.create(app.db, actor, body));
  registerCall(app, calls.announcementUpdate, ({ actor, body }) => announcements.update(app.db, actor, body));
  registerCall(app, calls.announcementStatus, ({ actor, body }) => announcements.setStatus(app.db, actor, body));
  registerCall(app, calls.announcementDelete, ({ actor, query }) => announcements.remove(app.db, actor, query.id));
}
