import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as persons from './person.service.js';

export function parkingPersonRoutes(app: FastifyInstance) {
  registerCall(app, calls.personList, ({ access, query }) => persons.list(app.db, access, query));
  registerCall(app, calls.personGet, ({ access, query }) => persons.get(app.db, access, query));
}
