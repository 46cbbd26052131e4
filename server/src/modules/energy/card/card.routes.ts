import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as cards from './card.service.js';

export function energyCardRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.energyCardList, ({ access, query }) => cards.list(db, access, query));
  registerCall(app, calls.energyCardGet, ({ access, query }) => cards.get(db, access, query));
  registerCall(app, calls.energyCardCreate, ({ actor, body }) => cards.create(db, actor, body));
  registerCall(app, calls.energyCardUpdate, ({ actor, body }) => cards.update(db, actor, body));
  registerCall(app, calls.energyCardStatus, ({ actor, body }) => cards.setStatus(db, actor, body));
  registerCall(app, calls.energyCardRuntimeGet, ({ access, query }) => cards.runtime(db, access, query));
  registerCall(app, calls.energyCardRuntimeSet, ({ actor, body }) => cards.setRuntime(db, actor, body));
  registerCall(app, calls.energyCardAclList, ({ access, query }) => cards.acl(db, access, query));
  registerCall(app, calls.energyCardAclAdd, ({ actor, body }) => cards.addAcl(db, actor, body));
  registerCall(app, calls.energyCardAclRemove, ({ actor, query }) => cards.removeAcl(db, actor, query));
}
