import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as announcements from './announcement.service.js';

export function announcementRoutes(app: FastifyInstance) {
  registerCall(app, calls.announcementList, ({ query }) => announcements.list(app.db, query));
  registerCall(app, calls.announcementCreate, ({ access, body }) => announcements.create(app.db, access, body));
}
