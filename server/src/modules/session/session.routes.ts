import { advertingDeliveryOptionSources, advertingMaterialOptionSources, advertingOptionSources, advertiserOptionSources, calls, monitorOptionSources, products, type PermissionRule } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { Database, Scope } from '../../db/client.js';
import { badParameter } from '../../errors.js';
import { assertAllowed, type Access } from '../../plugins/access.js';
import { registerCall } from '../../plugins/route.js';
import * as apps from '../merchant/app/app.service.js';
import { appOptions } from '../merchant/app/app-runtime.service.js';
import * as merchants from '../merchant/merchant/merchant.lookup.js';
import * as monitor from '../merchant/monitor/monitor.service.js';
import * as okr from '../okr/objective/objective.service.js';
import * as adverting from '../adverting/config/config.service.js';
import * as advertingMaterial from '../adverting/material/material.service.js';
import * as advertisers from '../adverting/advertiser/advertiser.service.js';
import * as invoiceMerchants from '../invoice/merchant-rt/merchant-rt.service.js';

type OptionSource = (db: Database, scope: Scope, keywords: string | undefined, limit: number, access: Access) => Promise<{ label: string; value: string | number }[]>;

const matches = (keywords: string | undefined, ...texts: string[]) => !keywords || texts.some((t) => t.toLowerCase().includes(keywords.toLowerCase()));

/** Option sources of the remote-search dropdown, by id. Later areas add theirs here. */
const optionSources: Record<string, OptionSource> = {
  merchant: merchants.options,
  'merchant-parent': merchants.parentOptions,
  'merchant-below': (db, scope, keywords, limit, access) => merchants.belowOptions(db, scope, keywords, limit, access.merchant.id),
  product: async (_db, _scope, keywords, limit) =>
    products.filter((p) => matches(keywords, p.code, p.label)).slice(0, limit).map((p) => ({ label: p.label, value: p.code })),
  app: (db, _scope, keywords, limit) => appOptions(db, keywords, limit),
  'monitor-contact': monitor.contactOptions,
  'monitor-contact-group': monitor.groupOptions,
  // OKR: the caller's merchant's accounts (负责人) and its projects (所属项目).
  'okr-owner': (db, _scope, keywords, limit, access) => okr.ownerOptions(db, access, keywords, limit),
  'okr-project': (db, _scope, keywords, limit, access) => okr.projectOptions(db, access, keywords, limit),
  // 广告: the caller's own enabled traffic providers (the ad space form).
  'adverting-provider': adverting.providerOptions,
  // 广告 › 投放计划's and 素材's pickers: the caller's own enabled spaces, materials and categories, and its packages.
  'adverting-space': adverting.spaceOptions,
  'adverting-targeting': adverting.targetingOptions,
  'adverting-material': advertingMaterial.materialOptions,
  'adverting-category': adverting.categoryOptions,
  // 广告主: the caller's advertisers (拓量需求) and the advertiser merchants an account may be linked to.
  'adverting-advertiser': advertisers.advertiserOptions,
  'adverting-advertiser-merchant': advertisers.advertiserMerchantOptions,
  // 发票服务: the invoice merchants below the caller (技术服务费's and 开票测试's pickers).
  'invoice-merchant': (db, _scope, keywords, limit, access) => invoiceMerchants.options(db, access, keywords, limit),
};

/** Sources that only some may ask (besides a token): the permissions they need, as a call's. */
const sourcePermissions: Record<string, PermissionRule> = {
  ...monitorOptionSources,
  ...advertingOptionSources,
  ...advertingDeliveryOptionSources,
  ...advertingMaterialOptionSources,
  ...advertiserOptionSources,
  'invoice-merchant': { anyOf: ['invoice:partner:merchant:list', 'invoice:partner:fee:list'] },
  'okr-owner': { anyOf: ['okr:objective:list'] },
  'okr-project': { anyOf: ['okr:objective:list'] },
};

export function sessionRoutes(app: FastifyInstance) {
  registerCall(app, calls.appKey, ({ query }) => apps.appKey(app.db, query.app_id));
  registerCall(app, calls.optionList, async ({ query, scope, access }) => {
    const source = optionSources[query.id];
    if (!source) throw badParameter(`未知的选项类型：${query.id}`, `可用的类型：${Object.keys(optionSources).join('、')}`);
    const permission = sourcePermissions[query.id];
    if (permission) assertAllowed({ permission }, access);
    return { row: await source(app.db, scope, query.keywords, query.limit ?? 100, access) };
  });
}
