import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as consumption from './consumption.service.js';

/** 账户中心 › 发票管理: titles, consumption records, applying and the invoicing records (docs/decisions.md, "Account invoices"). */
export function invoiceConsumptionRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.invoiceTitleList, ({ access, query }) => consumption.titles(db, access, query));
  registerCall(app, calls.invoiceTitleGet, ({ access, query }) => consumption.title(db, access, query.id));
  registerCall(app, calls.invoiceTitleCreate, ({ actor, body }) => consumption.createTitle(db, actor, body));
  registerCall(app, calls.invoiceTitleUpdate, ({ actor, body }) => consumption.updateTitle(db, actor, body));
  registerCall(app, calls.invoiceTitleDelete, ({ actor, query }) => consumption.deleteTitle(db, actor, query.id));
  registerCall(app, calls.invoiceConsumptionList, ({ access, query }) => consumption.consumptions(db, access, query));
  registerCall(app, calls.invoiceConsumptionApply, ({ actor, idempotency, body }) => consumption.apply(db, actor, idempotency, body));
  registerCall(app, calls.invoiceConsumptionApplyList, ({ access, query }) => consumption.invoices(db, access, query));
  registerCall(app, calls.invoiceConsumptionApplyGet, ({ access, query }) => consumption.invoice(db, access, query.id));
  registerCall(app, calls.invoiceConsumptionApplyRevoke, ({ actor, body }) => consumption.revoke(db, actor, body.id));
}
