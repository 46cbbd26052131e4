import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as storedValues from './stored-value.service.js';

export function parkingStoredValueRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.storedValueList, ({ access, query }) => storedValues.list(db, access, query));
  registerCall(app, calls.storedValueGet, ({ access, query }) => storedValues.get(db, access, query));
  registerCall(app, calls.storedValueCreate, ({ actor, body }) => storedValues.create(db, actor, body));
  registerCall(app, calls.storedValueUpdate, ({ actor, body }) => storedValues.update(db, actor, body));
  registerCall(app, calls.storedValueStatus, ({ actor, body }) => storedValues.setStatus(db, actor, body));
  registerCall(app, calls.storedValueRechargePreview, ({ access, query }) => storedValues.preview(db, access, query));
  registerCall(app, calls.storedValueRecharge, ({ actor, idempotency, body }) => storedValues.recharge(db, actor, idempotency, body));
}
