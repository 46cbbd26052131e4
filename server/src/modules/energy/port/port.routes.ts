import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as ports from './port.service.js';

export function energyPortRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.energyPortList, ({ access, query }) => ports.list(db, access, query));
  registerCall(app, calls.energyPortStatus, ({ actor, body }) => ports.setStatus(db, actor, body));
  registerCall(app, calls.energyPortDelete, ({ actor, body }) => ports.remove(db, actor, body.id));
}
