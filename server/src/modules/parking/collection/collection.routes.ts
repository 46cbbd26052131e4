import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as collections from './collection.service.js';

export function parkingCollectionRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.collectionList, ({ access, query }) => collections.list(db, access, query));
  registerCall(app, calls.collectionGet, ({ access, query }) => collections.get(db, access, query.id));
  registerCall(app, calls.collectionAudit, ({ actor, body }) => collections.review(db, actor, body));
  registerCall(app, calls.otherParkList, ({ access, query }) => collections.otherList(db, access, query));
  registerCall(app, calls.otherParkGet, ({ access, query }) => collections.otherGet(db, access, query.id));
}
