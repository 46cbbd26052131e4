import { calls, products } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { Database, Scope } from '../../db/client.js';
import { badParameter } from '../../errors.js';
import { registerCall } from '../../plugins/route.js';
import * as apps from '../merchant/app/app.service.js';
import * as merchants from '../merchant/merchant/merchant.lookup.js';

type OptionSource = (db: Database, scope: Scope, keywords: string | undefined, limit: number) => Promise<{ label: string; value: string | number }[]>;

const matches = (keywords: string | undefined, ...texts: string[]) => !keywords || texts.some((t) => t.toLowerCase().includes(keywords.toLowerCase()));

/** Option sources of the remote-search dropdown, by id. Later areas add theirs here. */
const optionSources: Record<string, OptionSource> = {
  merchant: merchants.options,
  'merchant-parent': merchants.parentOptions,
  product: async (_db, _scope, keywords, limit) =>
    products.filter((p) => matches(keywords, p.code, p.label)).slice(0, limit).map((p) => ({ label: p.label, value: p.code })),
};

export function sessionRoutes(app: FastifyInstance) {
  registerCall(app, calls.appKey, ({ query }) => apps.appKey(app.db, query.app_id));
  registerCall(app, calls.optionList, async ({ query, scope }) => {
    const source = optionSources[query.id];
    if (!source) throw badParameter(`未知的选项类型：${query.id}`, `可用的类型：${Object.keys(optionSources).join('、')}`);
    return { row: await source(app.db, scope, query.keywords, query.limit ?? 100) };
  });
}
