import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as cards from './vip.service.js';

export function parkingVipRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.vipValues, ({ access, query }) => cards.values(db, access, query));
  registerCall(app, calls.vipList, ({ access, query }) => cards.list(db, access, query));
  registerCall(app, calls.vipGet, ({ access, query }) => cards.get(db, access, query.id));
  registerCall(app, calls.vipCreate, ({ actor, body }) => cards.create(db, actor, body));
  registerCall(app, calls.vipUpdate, ({ actor, body }) => cards.update(db, actor, body));
  registerCall(app, calls.vipDelete, ({ actor, query }) => cards.remove(db, actor, query.id));
  registerCall(app, calls.vipRenewal, ({ actor, idempotency, body }) => cards.renew(db, actor, idempotency, body));
  registerCall(app, calls.vipPause, ({ actor, body }) => cards.pause(db, actor, body));
  registerCall(app, calls.vipRestore, ({ actor, body }) => cards.restore(db, actor, body));
  // The parking group's: the same services, its members' cards (its scope). docs/decisions.md, "The parking group's vehicles".
  registerCall(app, calls.groupVipValues, ({ access, query }) => cards.values(db, access, query));
  registerCall(app, calls.groupVipList, ({ access, query }) => cards.list(db, access, query));
  registerCall(app, calls.groupVipGet, ({ access, query }) => cards.get(db, access, query.id));
  registerCall(app, calls.groupVipCreate, ({ actor, body }) => cards.create(db, actor, body));
  registerCall(app, calls.groupVipUpdate, ({ actor, body }) => cards.update(db, actor, body));
  registerCall(app, calls.groupVipDelete, ({ actor, query }) => cards.remove(db, actor, query.id));
  registerCall(app, calls.groupVipRenewal, ({ actor, idempotency, body }) => cards.renew(db, actor, idempotency, body));
  registerCall(app, calls.groupVipRenewalList, ({ access, query }) => cards.renewalList(db, access, query));
  registerCall(app, calls.groupVipRenewalGet, ({ access, query }) => cards.renewalGet(db, access, query.id));
}
