import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as bank from './bank.service.js';

export function bankRoutes(app: FastifyInstance) {
  registerCall(app, calls.bankList, ({ query }) => bank.banks(app.db, query));
  registerCall(app, calls.bankBranchList, ({ query }) => bank.branches(app.db, query));
}
