import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as token from './token.service.js';

export function couponTokenRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.tokenList, ({ access, query }) => token.tokenList(db, access, query));
  registerCall(app, calls.tokenCreate, ({ actor, body }) => token.tokenCreate(db, actor, body));
  registerCall(app, calls.tokenBatchList, ({ access, query }) => token.batchList(db, access, query));
  registerCall(app, calls.tokenBatchGet, ({ access, query }) => token.batchGet(db, access, query.id));
  registerCall(app, calls.tokenBatchCreate, ({ actor, body }) => token.batchCreate(db, actor, body));
  registerCall(app, calls.tokenBatchUpdate, ({ actor, body }) => token.batchUpdate(db, actor, body));
  registerCall(app, calls.tokenBatchDelete, ({ actor, query }) => token.batchDelete(db, actor, query.id));
  registerCall(app, calls.tokenBatchDiscard, ({ actor, body }) => token.batchDiscard(db, actor, body.id));
  registerCall(app, calls.tokenBatchEnable, ({ actor, body }) => token.batchEnable(db, actor, body.id));
}
