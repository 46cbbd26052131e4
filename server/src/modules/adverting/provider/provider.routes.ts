import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as provider from './provider.service.js';

/** 广告 › 流量主 and 配置管理 › 广告位分析 (docs/decisions.md, "Traffic providers' bills (广告 › 流量主)"). */
export function advertingProviderRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.adBillingRuleGet, ({ access }) => provider.ruleGet(db, access));
  registerCall(app, calls.adBillingRuleSave, ({ actor, body }) => provider.ruleSave(db, actor, body));
  registerCall(app, calls.adProfitSettingGet, ({ access }) => provider.profitGet(db, access));
  registerCall(app, calls.adProfitSettingSave, ({ actor, body }) => provider.profitSave(db, actor, body));
  registerCall(app, calls.adProviderDataList, ({ access, query }) => provider.dataList(db, access, query));
  registerCall(app, calls.adSpaceAnalysis, ({ access, query }) => provider.spaceAnalysis(db, access, query));
  registerCall(app, calls.adChannelBillList, ({ access, query }) => provider.billList(db, access, query));
  registerCall(app, calls.adChannelBillGet, ({ access, query }) => provider.billGet(db, access, query.id));
  registerCall(app, calls.adChannelBillGenerate, ({ actor, body }) => provider.billGenerate(db, actor, body));
  registerCall(app, calls.adChannelBillConfirm, ({ actor, body }) => provider.billConfirm(db, actor, body.id));
  registerCall(app, calls.adChannelBillSettle, ({ actor, body }) => provider.billSettle(db, actor, body));
}
