import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text, type PermissionRule } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { adBillingNames, advertGate as gate, advertOneOf as OneOf } from './config.js';

/**
 * 广告 › 投放管理 (document 2 §2 "Advertising partner", operation): delivery plans (投放计划, internal and external),
 * their audit (投放审核) and the partner's bidding setting (竞价设置). Each partner's own: another merchant's plan answers
 * 1404. The spec gives the routes only; fields and rules are decided in docs/decisions.md, "Advertising delivery
 * (广告 › 投放管理)".
 */

/** 内部计划: the partner's own promotions (no advertiser, no bid); 外部计划: an advertiser's, sold by bidding. */
export const AdPlanKind = { internal: 1, external: 2 } as const;
export const adPlanKindNames: Record<number, string> = { 1: '内部计划', 2: '外部计划' };

/** A plan's life: 草稿 → 待审核 → 投放中 ⇄ 已暂停 → 已结束; 待审核 → 已驳回 → (edit) → 待审核. */
export const AdPlanStatus = { draft: 0, pending: 1, rejected: 2, running: 3, paused: 4, ended: 5 } as const;
export const adPlanStatusNames: Record<number, string> = { 0: '草稿', 1: '待审核', 2: '已驳回', 3: '投放中', 4: '已暂停', 5: '已结束' };
/** Whose plans may still be edited (and submitted). */
export const AD_PLAN_EDITABLE: readonly number[] = [AdPlanStatus.draft, AdPlanStatus.rejected];

/** At most this many ad spaces in one plan. */
export const AD_PLAN_MAX_SPACES = 20;
/** Highest budget of a plan: ¥10,000,000.00 (fen). */
export const AD_BUDGET_MAX = 1_000_000_000;
/** Highest bid: ¥100,000.00 (fen), as the floor prices. */
export const AD_BID_MAX = 10_000_000;

const Times = { create_time: Type.String({ title: '创建时间' }), update_time: Type.String({ title: '更新时间' }) };
const Day = (title: string) => Type.String({ format: 'date', title, description: 'YYYY-MM-DD（北京时间）' });
const Ref = Type.Object({ id: Id('投放计划 ID') });
const IdReply = Type.Object({ id: Type.Integer() });
const Money = (title: string, max: number, description?: string) => Type.Integer({ minimum: 0, maximum: max, title, description });

export const AdPlanSpace = Type.Object({
  id: Type.Integer({ title: '广告位 ID' }),
  code: Type.String({ title: '广告位编码' }),
  name: Type.String({ title: '广告位名称' }),
  billing: Type.Integer({ title: '计费方式' }),
  floor_price: Type.Integer({ title: '底价（分）' }),
  material: Type.Integer({ title: '素材类型' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
});

export const AdPlanRecord = Type.Object({
  id: Type.Integer({ title: '投放计划 ID' }),
  kind: Type.Integer({ title: '计划类型', description: '1 内部计划，2 外部计划' }),
  name: Type.String({ title: '计划名称' }),
  advertiser_id: Type.Integer({ title: '广告主 ID', description: '0 为未关联（广告主模块上线后关联）' }),
  advertiser_name: Type.String({ title: '广告主', description: '外部计划的广告主名称；内部计划为空' }),
  spaces: Type.Array(AdPlanSpace, { title: '广告位' }),
  targeting: Type.Integer({ title: '定向包 ID', description: '0 为不定向' }),
  targeting_name: Type.String({ title: '定向包' }),
  material: Type.Integer({ title: '素材 ID', description: '0 为未选择' }),
  material_name: Type.String({ title: '素材' }),
  material_type: Type.Integer({ title: '素材类型', description: '1 图片，2 视频；0 为未选择' }),
  material_link: Type.String({ title: '素材地址' }),
  start_date: Type.String({ title: '开始日期' }),
  end_date: Type.String({ title: '结束日期' }),
  hours: Type.Array(Type.Integer(), { title: '投放时段（小时）', description: '0–23，空为全天' }),
  bidding: Type.Integer({ title: '出价方式', description: '1 CPM，2 CPC，3 CPT；内部计划为 0' }),
  bid_price: Type.Integer({ title: '出价（分）', description: '按出价方式：每千次展示、每次点击或每天' }),
  daily_budget: Type.Integer({ title: '日预算（分）', description: '0 为不限' }),
  total_budget: Type.Integer({ title: '总预算（分）', description: '0 为不限' }),
  landing_url: Type.String({ title: '落地页' }),
  status: Type.Integer({ title: '状态', description: Object.entries(adPlanStatusNames).map(([k, v]) => `${k} ${v}`).join('，') }),
  submit_time: Type.String({ title: '提交审核时间', description: '未提交为空' }),
  audit_time: Type.String({ title: '审核时间', description: '未审核为空' }),
  auditor_name: Type.String({ title: '审核人' }),
  audit_remark: Type.String({ title: '审核意见', description: '驳回原因或通过时的备注' }),
  creator_name: Type.String({ title: '创建人' }),
  remark: Type.String({ title: '备注' }),
  ...Times,
});

const LANDING_URL_PATTERN = '^https?://[^\\s]+$';
const planFields = {
  name: Text('计划名称', 40, 1),
  advertiser_name: Type.Optional(Text('广告主', 40)),
  advertiser_id: Type.Optional(Id('广告主 ID')),
  spaces: Type.Array(Id('广告位 ID'), { minItems: 1, maxItems: AD_PLAN_MAX_SPACES, uniqueItems: true, title: '广告位', description: `1–${AD_PLAN_MAX_SPACES} 个启用的广告位` }),
  targeting: Type.Optional(Id('定向包 ID')),
  material: Type.Optional(Id('素材 ID')),
  start_date: Day('开始日期'),
  end_date: Day('结束日期'),
  hours: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 23 }), { maxItems: 24, uniqueItems: true, title: '投放时段（小时）', description: '0–23，不填为全天' })),
  bidding: Type.Optional(OneOf(adBillingNames, '出价方式')),
  bid_price: Type.Optional(Money('出价（分）', AD_BID_MAX, '外部计划必填，不低于所选广告位的底价')),
  daily_budget: Type.Optional(Money('日预算（分）', AD_BUDGET_MAX, '0 或不填为不限')),
  total_budget: Type.Optional(Money('总预算（分）', AD_BUDGET_MAX, '0 或不填为不限；不低于日预算')),
  landing_url: Type.Optional(Type.String({ pattern: LANDING_URL_PATTERN, maxLength: 500, title: '落地页', description: 'http:// 或 https:// 开头的地址', examples: ['https://example.com/promo'] })),
  remark: Type.Optional(Text('备注', 200)),
  /** Save and submit for audit at once (otherwise saved as 草稿). */
  submit: Type.Optional(Type.Boolean({ title: '保存并提交审核', description: 'true：保存后提交审核；否则保存为草稿' })),
};

export const adPlanList = defineCall({ method: 'GET', path: 'adverting/operation/delivery/list', summary: '投放计划列表（新建的在前）', ...gate('adverting:operation:delivery:list'),
  query: Type.Object({
    ...pageQuery(20),
    kind: OneOf(adPlanKindNames, '计划类型'),
    name: Type.Optional(Text('计划名称', 40)),
    advertiser_name: Type.Optional(Text('广告主', 40)),
    space: Type.Optional(Id('广告位 ID')),
    status: Type.Optional(OneOf(adPlanStatusNames, '状态')),
  }),
  reply: ListOf(AdPlanRecord),
});
export const adPlanGet = defineCall({ method: 'GET', path: 'adverting/operation/delivery', summary: '投放计划详情', auth: 'token', product: ['adverting:partner:platform'],
  permission: { anyOf: ['adverting:operation:delivery:list', 'adverting:operation:delivery_audit:list'] },
  query: Ref,
  reply: AdPlanRecord,
});
export const adPlanCreate = defineCall({ method: 'POST', path: 'adverting/operation/delivery', summary: '新建投放计划（或复制）', ...gate('adverting:operation:delivery:create'),
  body: Type.Object({ kind: OneOf(adPlanKindNames, '计划类型'), ...planFields }),
  reply: IdReply,
});
export const adPlanUpdate = defineCall({ method: 'PUT', path: 'adverting/operation/delivery', summary: '编辑投放计划（草稿或已驳回）', ...gate('adverting:operation:delivery:update'),
  body: Type.Object({ id: Id('投放计划 ID'), ...planFields }),
  reply: IdReply,
});
export const adPlanSubmit = defineCall({ method: 'PUT', path: 'adverting/operation/delivery/submit', summary: '提交审核（草稿或已驳回）', ...gate('adverting:operation:delivery:update'),
  body: Ref,
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});
/** 暂停 (投放中 → 已暂停), 恢复 (已暂停 → 投放中), 结束 (投放中 or 已暂停 → 已结束, final). */
export const adPlanStatus = defineCall({ method: 'PUT', path: 'adverting/operation/delivery/status', summary: '暂停、恢复或结束投放', ...gate('adverting:operation:delivery:update'),
  body: Type.Object({
    id: Id('投放计划 ID'),
    status: Type.Integer({ minimum: AdPlanStatus.running, maximum: AdPlanStatus.ended, title: '目标状态', description: '3 恢复投放，4 暂停，5 结束' }),
  }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});
export const adPlanDelete = defineCall({ method: 'DELETE', path: 'adverting/operation/delivery', summary: '删除投放计划（仅草稿）', ...gate('adverting:operation:delivery:update'), query: Ref, reply: IdReply });

// ---- 投放审核 ----------------------------------------------------------------------------------------------------

export const adPlanAuditList = defineCall({ method: 'GET', path: 'adverting/operation/delivery-audit/list', summary: '投放审核列表（先提交的在前）', ...gate('adverting:operation:delivery_audit:list'),
  query: Type.Object({
    ...pageQuery(20),
    kind: Type.Optional(OneOf(adPlanKindNames, '计划类型')),
    name: Type.Optional(Text('计划名称', 40)),
    advertiser_name: Type.Optional(Text('广告主', 40)),
    /** 1 待审核 (default), 2 已驳回, 3 审核通过 (whatever came after: 投放中, 已暂停, 已结束). */
    audit: Type.Optional(Type.Integer({ minimum: 1, maximum: 3, title: '审核状态', description: '1 待审核（默认），2 已驳回，3 已通过' })),
  }),
  reply: ListOf(AdPlanRecord),
});
export const adPlanAudit = defineCall({ method: 'PUT', path: 'adverting/operation/delivery-audit', summary: '审核投放计划（通过或驳回）', ...gate('adverting:operation:delivery_audit:audit'),
  body: Type.Object({
    id: Id('投放计划 ID'),
    pass: Type.Boolean({ title: '是否通过' }),
    remark: Type.Optional(Text('审核意见', 200, 0)),
  }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});
export const adAuditStateNames: Record<number, string> = { 1: '待审核', 2: '已驳回', 3: '已通过' };

// ---- 竞价设置 ----------------------------------------------------------------------------------------------------

/** 第一价格: a winner pays its bid; 第二价格: the runner-up's bid plus the increment (at least the floor price). */
export const adBiddingModeNames: Record<number, string> = { 1: '第一价格（按出价扣费）', 2: '第二价格（按次高价加价扣费）' };
export const AdBiddingSetting = Type.Object({
  mode: Type.Integer({ title: '竞价模式', description: '1 第一价格，2 第二价格' }),
  increment: Type.Integer({ title: '加价幅度（分）', description: '第二价格时在次高价上加的金额' }),
  max_bid: Type.Integer({ title: '出价上限（分）', description: '外部计划的出价不能高于它；0 为不限' }),
  internal_first: Type.Boolean({ title: '内部计划优先', description: '同一广告位上内部计划先于外部计划展示' }),
  update_time: Type.String({ title: '更新时间', description: '从未保存为空（默认设置）' }),
  updater_name: Type.String({ title: '更新人' }),
});
export const adBiddingGet = defineCall({ method: 'GET', path: 'adverting/operation/bidding/setting', summary: '竞价设置（未保存时为默认值）', ...gate('adverting:operation:bidding:list'), reply: AdBiddingSetting });
export const adBiddingSave = defineCall({ method: 'PUT', path: 'adverting/operation/bidding/setting', summary: '保存竞价设置', ...gate('adverting:operation:bidding:update'),
  body: Type.Object({
    mode: OneOf(adBiddingModeNames, '竞价模式'),
    increment: Type.Integer({ minimum: 1, maximum: 100_000, title: '加价幅度（分）', description: '1 分–¥1,000.00' }),
    max_bid: Type.Integer({ minimum: 0, maximum: AD_BID_MAX, title: '出价上限（分）', description: '0 为不限' }),
    internal_first: Type.Boolean({ title: '内部计划优先' }),
  }),
  reply: AdBiddingSetting,
});

/** The plan form's pickers (`session/option/list?id=`): the caller's own enabled spaces and its targeting packages. */
const planWriters = ['adverting:operation:delivery:create', 'adverting:operation:delivery:update', 'adverting:operation:delivery:list'] as const;
export const advertingDeliveryOptionSources = {
  'adverting-space': { anyOf: ['adverting:config:space:list', ...planWriters] },
  'adverting-targeting': { anyOf: ['adverting:config:targeting:list', ...planWriters] },
} as const satisfies Record<string, PermissionRule>;
