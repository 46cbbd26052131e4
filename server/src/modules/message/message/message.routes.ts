import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as messages from './message.service.js';

export function messageRoutes(app: FastifyInstance) {
  registerCall(app, calls.messageList, ({ access, query }) => messages.list(app.db, access, query));
  registerCall(app, calls.messageRead, ({ scope, body }) => messages.markRead(app.db, scope, body.ids));
  registerCall(app, calls.messagePushList, ({ access, query }) => messages.pushList(app.db, access, query));
  registerCall(app, calls.messageCreate, ({ actor, body }) => messages.create(app.db, actor, body));
}
