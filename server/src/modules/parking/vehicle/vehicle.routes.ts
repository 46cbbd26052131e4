import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as messages from './vehicle.service.js';

export function parkingVehicleRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.vehicleMessageSend, ({ actor, body }) => messages.send(db, actor, body));
  registerCall(app, calls.vehicleMessageList, ({ access, query }) => messages.list(db, access, query));
}
