import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import type { PermissionCode } from '../../permissions/index.js';
import { adSpaceSceneNames } from './config.js';

/**
 * 广告 › 投放管理 › 拓量需求 (document 2 §2, expansion demand): an advertiser's request for more traffic — where, on which
 * scenes, how many shows a day, the budget and the period — which the partner's operations audit before planning a
 * delivery for it (快速建计划 comes with the delivery slice). docs/decisions.md, "Advertisers (广告主)".
 */
export const ExpansionStatus = { pending: 0, approved: 1, rejected: 2 } as const;
export const expansionStatusNames: Record<number, string> = { 0: '待审核', 1: '已通过', 2: '已驳回' };
export const EXPANSION_MAX_REGIONS = 50;

const gate = (code: PermissionCode) => ({ auth: 'token' as const, permission: { anyOf: [code] }, product: ['adverting:partner:platform' as const] });
const DateText = (title: string) => Type.String({ format: 'date', title, description: 'YYYY-MM-DD（北京时间）' });
const sceneCodes = Object.keys(adSpaceSceneNames).map(Number);

export const ExpansionDemandRecord = Type.Object({
  id: Type.Integer({ title: '需求 ID' }),
  title: Type.String({ title: '需求名称' }),
  advertiser: Type.Integer({ title: '广告主 ID' }),
  advertiser_name: Type.String({ title: '广告主' }),
  regions: Type.Array(Type.String(), { title: '投放地域（行政区划代码）', description: '空为全国' }),
  region_names: Type.Array(Type.String(), { title: '投放地域' }),
  scenes: Type.Array(Type.Integer(), { title: '投放场景' }),
  daily_shows: Type.Integer({ title: '期望日展示量' }),
  budget: Type.Integer({ title: '预算（分）' }),
  start_date: Type.String({ title: '开始日期' }),
  end_date: Type.String({ title: '结束日期' }),
  description: Type.String({ title: '需求说明' }),
  status: Type.Integer({ title: '状态', description: '0 待审核，1 已通过，2 已驳回' }),
  audit_remark: Type.String({ title: '审核意见' }),
  auditor: Type.String({ title: '审核人' }),
  audit_time: Type.String({ title: '审核时间' }),
  creator: Type.String({ title: '提交人' }),
  create_time: Type.String({ title: '提交时间' }),
  update_time: Type.String({ title: '更新时间' }),
});
const demandFields = {
  title: Text('需求名称', 40, 2),
  advertiser: Id('广告主 ID'),
  regions: Type.Optional(Type.Array(Type.String({ pattern: '^[0-9]{6}$', title: '行政区划代码' }), { maxItems: EXPANSION_MAX_REGIONS, uniqueItems: true, title: '投放地域', description: '省或市的代码，不填为全国' })),
  scenes: Type.Array(Type.Integer({ minimum: Math.min(...sceneCodes), maximum: Math.max(...sceneCodes) }), { minItems: 1, maxItems: sceneCodes.length, uniqueItems: true, title: '投放场景' }),
  daily_shows: Type.Integer({ minimum: 1, maximum: 1_000_000_000, title: '期望日展示量' }),
  budget: Type.Integer({ minimum: 1, maximum: 1_000_000_000, title: '预算（分）', description: '整个投放周期的预算' }),
  start_date: DateText('开始日期'),
  end_date: DateText('结束日期'),
  description: Type.Optional(Text('需求说明', 500)),
};

export const expansionDemandList = defineCall({ method: 'GET', path: 'adverting/operation/expansion-demand/list', summary: '拓量需求列表（新提交的在前）', ...gate('adverting:operation:expansion:list'),
  query: Type.Object({
    ...pageQuery(20),
    keywords: Type.Optional(Text('需求名称', 40)),
    advertiser: Type.Optional(Id('广告主 ID')),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2, title: '状态' })),
  }),
  reply: ListOf(ExpansionDemandRecord),
});
export const expansionDemandGet = defineCall({ method: 'GET', path: 'adverting/operation/expansion-demand', summary: '拓量需求详情', ...gate('adverting:operation:expansion:list'), query: Type.Object({ id: Id('需求 ID') }), reply: ExpansionDemandRecord });
export const expansionDemandCreate = defineCall({ method: 'POST', path: 'adverting/operation/expansion-demand', summary: '新建拓量需求', ...gate('adverting:operation:expansion:create'),
  body: Type.Object(demandFields),
  reply: Type.Object({ id: Type.Integer() }),
});
export const expansionDemandUpdate = defineCall({ method: 'PUT', path: 'adverting/operation/expansion-demand', summary: '编辑拓量需求（待审核或已驳回；驳回的改后重新待审核）', ...gate('adverting:operation:expansion:update'),
  body: Type.Object({ id: Id('需求 ID'), ...demandFields }),
  reply: Type.Object({ id: Type.Integer() }),
});
export const expansionDemandAudit = defineCall({ method: 'PUT', path: 'adverting/operation/expansion-demand/audit', summary: '审核拓量需求', ...gate('adverting:operation:expansion:audit'),
  body: Type.Object({
    id: Id('需求 ID'),
    status: Type.Integer({ minimum: 1, maximum: 2, title: '审核结果', description: '1 通过，2 驳回' }),
    remark: Type.Optional(Text('审核意见', 200, 0)),
  }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

/** The pickers: the caller's advertisers (广告主, enabled) and advertiser merchants not yet linked to an account. */
export const advertiserOptionSources = {
  'adverting-advertiser': { anyOf: ['adverting:advertiser:list', 'adverting:operation:expansion:list'] },
  'adverting-advertiser-merchant': { anyOf: ['adverting:advertiser:create', 'adverting:advertiser:update'] },
} as const satisfies Record<string, { anyOf: readonly PermissionCode[] }>;
