import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as contracts from './contract.service.js';

export function contractRoutes(app: FastifyInstance) {
  const { db, sessions } = app;
  registerCall(app, calls.contractList, ({ access, query }) => contracts.list(db, access, query));
  registerCall(app, calls.contractGet, ({ access, query }) => contracts.get(db, access, query.id));
  registerCall(app, calls.contractCreate, ({ actor, body }) => contracts.create(db, sessions, actor, body));
  registerCall(app, calls.contractUpdate, ({ actor, body }) => contracts.update(db, sessions, actor, body));
  registerCall(app, calls.contractCustomerList, ({ access, query }) => contracts.customers(db, access, query));
  registerCall(app, calls.contractTerminate, ({ actor, body }) => contracts.terminate(db, sessions, actor, body));
  // 登记产品合同 (one grant): the contract must be the merchant's and in force, so this module answers it.
  registerCall(app, calls.productContract, ({ actor, body }) => contracts.contractGrant(db, sessions, actor, body));
}
