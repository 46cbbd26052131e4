import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as events from './event.service.js';

/** A station's events, their users and crowds (`energy/event…`). */
export function energyEventRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.energyEventList, ({ access, query }) => events.listEvents(db, access, query));
  registerCall(app, calls.energyEventGet, ({ access, query }) => events.getEvent(db, access, query.event_id));
  registerCall(app, calls.energyEventCreate, ({ actor, body }) => events.createEvent(db, actor, body));
  registerCall(app, calls.energyEventUpdate, ({ actor, body }) => events.updateEvent(db, actor, body));
  registerCall(app, calls.energyEventStatus, ({ actor, body }) => events.setEventStatus(db, actor, body));
  registerCall(app, calls.energyEventUserList, ({ access, query }) => events.listUsers(db, access, query));
  registerCall(app, calls.energyEventUserCreate, ({ actor, body }) => events.createUser(db, actor, body));
  registerCall(app, calls.energyEventUserUpdate, ({ actor, body }) => events.updateUser(db, actor, body));
  registerCall(app, calls.energyEventUserDelete, ({ actor, query }) => events.removeUser(db, actor, query.id));
  registerCall(app, calls.energyEventCrowdList, ({ access, query }) => events.listCrowds(db, access, query));
  registerCall(app, calls.energyEventCrowdCreate, ({ actor, body }) => events.createCrowd(db, actor, body));
  registerCall(app, calls.energyEventCrowdUpdate, ({ actor, body }) => events.updateCrowd(db, actor, body));
  registerCall(app, calls.energyEventCrowdDelete, ({ actor, query }) => events.removeCrowd(db, actor, query.id));
}
