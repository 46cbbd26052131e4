import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as presets from './preset-role.service.js';

export function presetRoleRoutes(app: FastifyInstance) {
  registerCall(app, calls.presetRoleList, ({ access, query }) => presets.list(app.db, access, query));
  registerCall(app, calls.presetRoleGet, ({ access, query }) => presets.get(app.db, access, query.id));
  registerCall(app, calls.presetRoleCreate, ({ actor, body }) => presets.create(app.db, actor, body));
  registerCall(app, calls.presetRoleUpdate, ({ actor, body }) => presets.update(app.db, actor, body));
  registerCall(app, calls.presetRoleDelete, ({ actor, query }) => presets.remove(app.db, actor, query.id));
}
