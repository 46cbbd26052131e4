import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as record from './record.service.js';

export function invoiceRecordRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.invoiceTradeList, ({ access, query }) => record.trades(db, access, query));
  registerCall(app, calls.invoiceApplyList, ({ access, query }) => record.applies(db, access, query));
  registerCall(app, calls.invoiceApplyGet, ({ access, query }) => record.apply(db, access, query.apply_no));
  registerCall(app, calls.invoiceApplyCreate, ({ actor, idempotency, body }) => record.create(db, actor, idempotency, body));
  registerCall(app, calls.invoiceApplyAudit, ({ actor, body }) => record.review(db, actor, body));
  registerCall(app, calls.invoiceApplyRevoke, ({ actor, body }) => record.revoke(db, actor, body));
  registerCall(app, calls.invoiceInvoiceList, ({ access, query }) => record.invoices(db, access, query));
  registerCall(app, calls.invoiceInvoiceReverse, ({ actor, idempotency, body }) => record.reverse(db, actor, idempotency, body));
  registerCall(app, calls.invoiceApplyUpdate, ({ actor, idempotency, body }) => record.edit(db, actor, idempotency, body));
  registerCall(app, calls.invoiceInvoiceRenew, ({ actor, idempotency, body }) => record.renew(db, actor, idempotency, body));
  registerCall(app, calls.invoiceMerchantRtAuthorize, ({ access, query }) => record.authorize(db, access, query.merchant));
}
