import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as appointments from './appointment.service.js';

export function energyAppointmentRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.energyAppointmentList, ({ access, query }) => appointments.list(db, access, query));
  registerCall(app, calls.energyAppointmentGet, ({ access, query }) => appointments.get(db, access, query.appointment_no));
  registerCall(app, calls.energyAppointmentCancel, ({ actor, body }) => appointments.cancel(db, actor, body));
}
