import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as records from './record.service.js';

export function parkingRecordRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.parkingRecordList, ({ access, query }) => records.list(db, access, query));
  registerCall(app, calls.parkingRecordGet, ({ access, query }) => records.get(db, access, query.id));
  registerCall(app, calls.parkingRecordUpdate, ({ actor, body }) => records.correct(db, actor, body));
  registerCall(app, calls.parkingUpdateList, ({ access, query }) => records.correctionList(db, access, query));
  registerCall(app, calls.realtimeSpaceGet, ({ access, query }) => records.spaces(db, access, query));
  registerCall(app, calls.realtimeSpaceUpdate, ({ actor, body }) => records.setSpace(db, actor, body));
}
