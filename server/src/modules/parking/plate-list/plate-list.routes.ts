import { calls, PlateListKind } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as lists from './plate-list.service.js';

export function parkingPlateListRoutes(app: FastifyInstance) {
  const { db } = app;
  const black = PlateListKind.black;
  const white = PlateListKind.white;
  registerCall(app, calls.blacklistList, ({ access, query }) => lists.list(db, access, black, query));
  registerCall(app, calls.blacklistCreate, ({ actor, body }) => lists.create(db, actor, black, body));
  registerCall(app, calls.blacklistDelete, ({ actor, query }) => lists.remove(db, actor, black, query.id));
  registerCall(app, calls.whitelistList, ({ access, query }) => lists.list(db, access, white, query));
  registerCall(app, calls.whitelistCreate, ({ actor, body }) => lists.create(db, actor, white, body));
  registerCall(app, calls.whitelistUpdate, ({ actor, body }) => lists.update(db, actor, white, body));
  registerCall(app, calls.whitelistDelete, ({ actor, query }) => lists.remove(db, actor, white, query.id));
  registerCall(app, calls.whitelistGet, ({ access, query }) => lists.get(db, access, white, query.id));
  // The parking group's blacklist: its members' parks (its scope); its whitelist is the calls above with its codes.
  registerCall(app, calls.groupBlacklistList, ({ access, query }) => lists.list(db, access, black, query));
  registerCall(app, calls.groupBlacklistGet, ({ access, query }) => lists.get(db, access, black, query.id));
  registerCall(app, calls.groupBlacklistCreate, ({ actor, body }) => lists.create(db, actor, black, body));
  registerCall(app, calls.groupBlacklistDelete, ({ actor, query }) => lists.remove(db, actor, black, query.id));
  // Virtual plates (虚拟车牌): the merchant's own parks, list 3 of the same table.
  const virtual = PlateListKind.virtual;
  registerCall(app, calls.virtualPlateList, ({ access, query }) => lists.list(db, access, virtual, query));
  registerCall(app, calls.virtualPlateSave, ({ actor, body }) => lists.saveVirtual(db, actor, body));
  registerCall(app, calls.virtualPlateDelete, ({ actor, query }) => lists.remove(db, actor, virtual, query.id));
}
