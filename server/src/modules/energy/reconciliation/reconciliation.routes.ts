import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as reconciliation from './reconciliation.service.js';

export function energyReconciliationRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.energySettlementList, ({ access, query }) => reconciliation.listSettlements(db, access, query));
  registerCall(app, calls.energySettlementGet, ({ access, query }) => reconciliation.getSettlement(db, access, query.settle_no));
  registerCall(app, calls.energySettlementPaymentList, ({ access, query }) => reconciliation.listSettlementPayments(db, access, query));
  registerCall(app, calls.energyTransferList, ({ access, query }) => reconciliation.listTransfers(db, access, query));
  registerCall(app, calls.energyTransferGet, ({ access, query }) => reconciliation.getTransfer(db, access, query.transfer_no));
}
