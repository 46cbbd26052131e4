import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/route.js';
import * as partners from './partner.service.js';
import * as profit from './profit.service.js';

/** 合作伙伴: a partner's customers, group customers, their software and orders (docs/decisions.md, "Partner platform (合作伙伴)"). */
export function partnerRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.partnerCustomerList, ({ access, query }) => partners.listCustomers(db, access, query, 'merchant'));
  registerCall(app, calls.partnerGroupList, ({ access, query }) => partners.listCustomers(db, access, query, 'group'));
  registerCall(app, calls.partnerCustomerStatistics, ({ access, query }) => partners.statistics(db, access, query));
  registerCall(app, calls.partnerMerchantDetail, ({ access, query }) => partners.detail(db, access, query.code));
  registerCall(app, calls.partnerSoftwareList, ({ access, query }) => partners.listSoftware(db, access, query.merchant));
  registerCall(app, calls.partnerSoftwareGet, ({ access, query }) => partners.getSoftware(db, access, query.id));
  registerCall(app, calls.partnerSoftwareCreate, ({ actor, body }) => partners.createSoftware(db, actor, body));
  registerCall(app, calls.partnerSoftwareUpdate, ({ actor, body }) => partners.updateSoftware(db, actor, body));
  registerCall(app, calls.partnerSoftwareStatus, ({ actor, body }) => partners.setSoftwareStatus(db, actor, body));
  registerCall(app, calls.partnerOrderDaily, ({ access, query }) => partners.dailyOrders(db, access, query));
  registerCall(app, calls.partnerOrderMonthly, ({ access, query }) => partners.monthlyOrders(db, access, query));
  // 分润 (docs/decisions.md, "Partner profit (合作伙伴 › 分润)")
  registerCall(app, calls.partnerProfitPolicyList, ({ access, query }) => profit.policies(db, access, query));
  registerCall(app, calls.partnerProfitStrategy, ({ access, query }) => profit.strategy(db, access, query));
  registerCall(app, calls.partnerProfitMerchantList, ({ access, query }) => profit.merchants(db, access, query));
  registerCall(app, calls.partnerProfitBillList, ({ access, query }) => profit.bills(db, access, query));
  registerCall(app, calls.partnerProfitBill, ({ access, query }) => profit.bill(db, access, query.bill_no));
  registerCall(app, calls.partnerProfitBillSerial, ({ access, query }) => profit.billSerial(db, access, query));
}
