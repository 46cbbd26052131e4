import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as sims from './sim.service.js';

/** SIM cards of the chargers (`energy/sim…`). */
export function energySimRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.energySimList, ({ access, query }) => sims.list(db, access, query));
  registerCall(app, calls.energySimCreate, ({ actor, body }) => sims.create(db, actor, body));
  registerCall(app, calls.energySimUpdate, ({ actor, body }) => sims.update(db, actor, body));
  registerCall(app, calls.energySimStatus, ({ actor, body }) => sims.setStatus(db, actor, body));
  registerCall(app, calls.energySimDelete, ({ actor, query }) => sims.remove(db, actor, query.id));
}
