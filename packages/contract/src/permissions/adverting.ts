import { permission } from './types.js';

/**
 * 广告 (/adverting, document 2 §2 "Advertising partner"): the advertising partner's (广告服务商,
 * `adverting:partner:platform`) configuration — ad spaces, targeting packages, traffic providers and ad categories.
 * Each partner's own; the platform (ALL) keeps its own as well. docs/decisions.md, "Advertising configuration (广告)".
 */
const P = 'adverting:partner:platform';

export const advertingPermissions = [
  permission('adverting:config:space:list', '广告位列表', P),
  permission('adverting:config:space:create', '新建广告位', P),
  permission('adverting:config:space:update', '编辑、停用、启用广告位', P),
  permission('adverting:config:targeting:list', '定向包列表', P),
  permission('adverting:config:targeting:create', '新建定向包', P),
  permission('adverting:config:targeting:update', '编辑定向包', P),
  permission('adverting:config:targeting:delete', '删除定向包', P),
  permission('adverting:config:provider:list', '流量主列表', P),
  permission('adverting:config:provider:create', '新建流量主', P),
  permission('adverting:config:provider:update', '编辑、停用、启用流量主', P),
  permission('adverting:config:category:list', '广告分类列表', P),
  permission('adverting:config:category:create', '新建广告分类', P),
  permission('adverting:config:category:update', '编辑、停用、启用广告分类', P),
  permission('adverting:config:category:delete', '删除广告分类', P),
  // 素材 and 投放管理 (docs/decisions.md, "Advertising delivery (广告 › 投放管理)").
  permission('adverting:config:material:list', '素材列表', P),
  permission('adverting:config:material:create', '新建素材', P),
  permission('adverting:config:material:update', '编辑、停用、启用素材', P),
  permission('adverting:config:material:delete', '删除素材', P),
  permission('adverting:operation:delivery:list', '投放计划列表与详情', P),
  permission('adverting:operation:delivery:create', '新建、复制投放计划', P),
  permission('adverting:operation:delivery:update', '编辑、提交、暂停、恢复、结束、删除投放计划', P),
  permission('adverting:operation:delivery_audit:list', '投放审核列表', P),
  permission('adverting:operation:delivery_audit:audit', '审核投放计划', P),
  permission('adverting:operation:bidding:list', '查看竞价设置', P),
  permission('adverting:operation:bidding:update', '保存竞价设置', P),
  permission('adverting:config:exposure:list', '曝光策略列表与详情', P),
  permission('adverting:config:exposure:create', '新建曝光策略', P),
  permission('adverting:config:exposure:update', '编辑、停用、启用曝光策略', P),
  permission('adverting:config:channel_app:list', '渠道应用列表与详情', P),
  permission('adverting:config:channel_app:create', '新建渠道应用', P),
  permission('adverting:config:channel_app:update', '编辑、停用、启用渠道应用', P),
  // 广告主 and 拓量需求 (docs/decisions.md, "Advertisers (广告主)")
  permission('adverting:advertiser:list', '广告主列表、详情与资金流水', P),
  permission('adverting:advertiser:create', '新建广告主', P),
  permission('adverting:advertiser:update', '编辑、停用、恢复广告主', P),
  permission('adverting:advertiser:recharge', '广告主预存款充值（入账）', P),
  permission('adverting:operation:expansion:list', '拓量需求列表与详情', P),
  permission('adverting:operation:expansion:create', '新建拓量需求', P),
  permission('adverting:operation:expansion:update', '编辑拓量需求', P),
  permission('adverting:operation:expansion:audit', '审核拓量需求', P),
  // 数据概览 and 数据 (docs/decisions.md, "Advertising data (广告 › 数据概览, 数据中心)")
  permission('adverting:overview:list', '数据概览：流量、收益与数据看板，流量分析，广告位概览', P),
  permission('adverting:data:list', '数据中心：收益、投放、结算报表与各项统计、数据分析', P),
  permission('adverting:data:export', '导出广告数据统计与结算报表', P),
  // 流量主 and 广告位分析 (docs/decisions.md, "Traffic providers' bills (广告 › 流量主)")
  permission('adverting:provider:bill:list', '渠道账单列表与详情', P),
  permission('adverting:provider:bill:generate', '生成渠道账单', P),
  permission('adverting:provider:bill:settle', '确认渠道账单、登记付款', P),
  permission('adverting:provider:data:list', '流量主广告数据', P),
  permission('adverting:provider:billing_rule:list', '查看流量主计费规则', P),
  permission('adverting:provider:billing_rule:update', '保存流量主计费规则', P),
  permission('adverting:provider:profit:list', '查看流量主分润设置', P),
  permission('adverting:provider:profit:update', '保存流量主分润设置', P),
  permission('adverting:config:space:analysis', '广告位分析', P),
] as const;

/**
 * The advertiser's own platform (/advertiser, `adverting:advertiser:platform`): held by advertiser merchants only (the
 * platform operator owns the product through ALL but has no advertiser account).
 */
const A = 'adverting:advertiser:platform';
const ADVERTISER = ['advertiser'] as const;
export const advertiserPermissions = [
  permission('advertiser:base:list', '广告主基础信息', A, ADVERTISER),
  permission('advertiser:deposit:list', '预存款管理', A, ADVERTISER),
  permission('advertiser:price:list', '查看出价设置', A, ADVERTISER),
  permission('advertiser:price:update', '修改出价设置', A, ADVERTISER),
  permission('advertiser:bill:list', '账单列表与账单流水', A, ADVERTISER),
  permission('advertiser:statistics:list', '广告主数据统计', A, ADVERTISER),
] as const;
