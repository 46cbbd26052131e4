import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as quantity from './quantity.service.js';

/** 虚拟电损: the station's setting and the records (`energy/quantity…`). */
export function energyQuantityRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.energyQuantityRtGet, ({ access, query }) => quantity.getSetting(db, access, query.station_code));
  registerCall(app, calls.energyQuantityRtSet, ({ actor, body }) => quantity.setSetting(db, actor, body));
  registerCall(app, calls.energyQuantityList, ({ access, query }) => quantity.list(db, access, query));
  registerCall(app, calls.energyQuantityLatest, ({ access, query }) => quantity.latest(db, access, query));
  registerCall(app, calls.energyQuantitySync, ({ actor, body }) => quantity.sync(db, actor, body));
}
