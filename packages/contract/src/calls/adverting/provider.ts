import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { advertGate as gate } from './config.js';

/**
 * 广告 › 流量主 (document 2 §2 "Advertising partner", provider: channel bill and detail, provider ad data, billing rule,
 * profit setting) and 配置管理 › 广告位分析. The traffic each ad space brought per day (`ad_provider_traffic`) is the
 * source; a provider's monthly channel bill (渠道账单) shares the valid revenue of its spaces at its share rate, plus a
 * fixed price for the partner's own (internal) ads shown on its traffic. Money in fen; rates in whole per mille (‰) or
 * percent as named. docs/decisions.md, "Traffic providers' bills (广告 › 流量主)".
 */
export const ChannelBillStatus = { unconfirmed: 0, confirmed: 1, settled: 2 } as const;
export const channelBillStatusNames: Record<number, string> = { 0: '待确认', 1: '已确认', 2: '已结算' };
/** What the provider's share is taken of (分润基数). */
export const profitBasisNames: Record<number, string> = { 1: '有效广告收入', 2: '扣除平台服务费后的收入' };
/** Per-mille ceilings: invalid traffic deducted and the platform's service fee. */
export const AD_INVALID_RATE_MAX = 500;
export const AD_SERVICE_RATE_MAX = 300;
/** Highest price per thousand shows of an internal ad: ¥1,000.00. */
export const AD_INTERNAL_CPM_MAX = 100_000;

const DateText = (title: string) => Type.String({ format: 'date', title, description: 'YYYY-MM-DD（北京时间）', examples: ['2026-11-01'] });
const Month = (title: string) => Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', title, description: 'YYYY-MM', examples: ['2026-10'] });
const Updated = { updater_name: Type.String({ title: '最后修改人' }), update_time: Type.String({ title: '最后修改时间', description: '未保存过为空' }) };

// ---- 计费规则 ----------------------------------------------------------------------------------------------------

export const AdBillingRule = Type.Object({
  invalid_rate: Type.Integer({ title: '无效流量扣减（‰）', description: '从广告收入中扣除的无效流量比例，0–500‰' }),
  internal_cpm_price: Type.Integer({ title: '内部广告展示单价（分/千次）', description: '平台自有广告在流量主流量上每千次展示付给流量主的金额' }),
  bill_day: Type.Integer({ title: '出账日', description: '每月几号出上月账单（1–28）' }),
  remark: Type.String({ title: '备注' }),
  ...Updated,
});
export const adBillingRuleGet = defineCall({ method: 'GET', path: 'adverting/provider/billing-rule', summary: '流量主计费规则（未保存时为默认值）', ...gate('adverting:provider:billing_rule:list'), reply: AdBillingRule });
export const adBillingRuleSave = defineCall({ method: 'PUT', path: 'adverting/provider/billing-rule', summary: '保存流量主计费规则（此后生成的账单按新规则）', ...gate('adverting:provider:billing_rule:update'),
  body: Type.Object({
    invalid_rate: Type.Integer({ minimum: 0, maximum: AD_INVALID_RATE_MAX, title: '无效流量扣减（‰）', description: '0–500' }),
    internal_cpm_price: Type.Integer({ minimum: 0, maximum: AD_INTERNAL_CPM_MAX, title: '内部广告展示单价（分/千次）', description: '0–100000 分' }),
    bill_day: Type.Integer({ minimum: 1, maximum: 28, title: '出账日', description: '1–28' }),
    remark: Type.Optional(Text('备注', 200)),
  }),
  reply: AdBillingRule,
});

// ---- 分润设置 ----------------------------------------------------------------------------------------------------

export const AdProfitSetting = Type.Object({
  basis: Type.Integer({ title: '分润基数', description: '1 有效广告收入，2 扣除平台服务费后的收入' }),
  service_rate: Type.Integer({ title: '平台服务费（‰）', description: '分润基数为 2 时先扣除，0–300‰' }),
  ...Updated,
  providers: Type.Array(
    Type.Object({
      id: Type.Integer({ title: '流量主 ID' }),
      name: Type.String({ title: '流量主' }),
      type: Type.Integer({ title: '类型' }),
      share_rate: Type.Integer({ title: '分成比例（%）' }),
      space_count: Type.Integer({ title: '广告位数' }),
      status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
    }),
    { title: '流量主分成比例', description: '在「流量主」中修改' },
  ),
});
export const adProfitSettingGet = defineCall({ method: 'GET', path: 'adverting/provider/profit-setting', summary: '流量主分润设置与各流量主的分成比例', ...gate('adverting:provider:profit:list'), reply: AdProfitSetting });
export const adProfitSettingSave = defineCall({ method: 'PUT', path: 'adverting/provider/profit-setting', summary: '保存分润设置（此后生成的账单按新设置）', ...gate('adverting:provider:profit:update'),
  body: Type.Object({
    basis: Type.Integer({ minimum: 1, maximum: 2, title: '分润基数', description: '1 有效广告收入，2 扣除平台服务费后的收入' }),
    service_rate: Type.Integer({ minimum: 0, maximum: AD_SERVICE_RATE_MAX, title: '平台服务费（‰）', description: '0–300' }),
  }),
  reply: AdProfitSetting,
});

// ---- 广告数据 ----------------------------------------------------------------------------------------------------

/** Both optional: the last 30 days (today included) by default, at most ANALYSIS_MAX_DAYS (as the data overviews). */
const range = {
  start_date: Type.Optional(DateText('开始日期')),
  end_date: Type.Optional(DateText('结束日期')),
};
export const AdProviderDataRecord = Type.Object({
  day: Type.String({ title: '日期' }),
  provider: Type.Integer({ title: '流量主 ID' }),
  provider_name: Type.String({ title: '流量主' }),
  space_count: Type.Integer({ title: '有数据的广告位数' }),
  exposures: Type.Integer({ title: '展示量' }),
  clicks: Type.Integer({ title: '点击量' }),
  internal_exposures: Type.Integer({ title: '内部广告展示量' }),
  revenue: Type.Integer({ title: '广告收入（分）' }),
});
export const adProviderDataList = defineCall({ method: 'GET', path: 'adverting/provider/ad-data/list', summary: '流量主广告数据（按天、流量主汇总，近的在前）', ...gate('adverting:provider:data:list'),
  query: Type.Object({ ...pageQuery(20), ...range, provider: Type.Optional(Id('流量主 ID')) }),
  reply: Type.Intersect([
    ListOf(AdProviderDataRecord),
    Type.Object({ summary: Type.Object({ exposures: Type.Integer({ title: '展示量合计' }), clicks: Type.Integer({ title: '点击量合计' }), revenue: Type.Integer({ title: '广告收入合计（分）' }) }) }),
  ]),
});

// ---- 渠道账单 ----------------------------------------------------------------------------------------------------

export const ChannelBillRecord = Type.Object({
  id: Type.Integer({ title: '账单 ID' }),
  bill_no: Type.String({ title: '账单号' }),
  period: Type.String({ title: '账期', description: 'YYYY-MM' }),
  provider: Type.Integer({ title: '流量主 ID' }),
  provider_name: Type.String({ title: '流量主' }),
  exposures: Type.Integer({ title: '展示量' }),
  clicks: Type.Integer({ title: '点击量' }),
  internal_exposures: Type.Integer({ title: '内部广告展示量' }),
  revenue: Type.Integer({ title: '广告收入（分）' }),
  valid_revenue: Type.Integer({ title: '有效收入（分）', description: '扣除无效流量后' }),
  share_base: Type.Integer({ title: '分润基数（分）' }),
  share_rate: Type.Integer({ title: '分成比例（%）' }),
  share_amount: Type.Integer({ title: '收入分成（分）' }),
  internal_amount: Type.Integer({ title: '内部广告展示费（分）' }),
  amount: Type.Integer({ title: '应付金额（分）' }),
  invalid_rate: Type.Integer({ title: '无效流量扣减（‰）' }),
  service_rate: Type.Integer({ title: '平台服务费（‰）' }),
  internal_cpm_price: Type.Integer({ title: '内部广告展示单价（分/千次）' }),
  basis: Type.Integer({ title: '分润基数口径' }),
  status: Type.Integer({ title: '状态', description: '0 待确认，1 已确认，2 已结算' }),
  confirm_time: Type.String({ title: '确认时间' }),
  settle_time: Type.String({ title: '结算时间' }),
  settle_no: Type.String({ title: '付款流水号' }),
  operator_name: Type.String({ title: '最后操作人' }),
  create_time: Type.String({ title: '生成时间' }),
  update_time: Type.String({ title: '更新时间' }),
});
export const ChannelBillLine = Type.Object({
  space: Type.Integer({ title: '广告位 ID' }),
  space_code: Type.String({ title: '广告位编码' }),
  space_name: Type.String({ title: '广告位' }),
  exposures: Type.Integer({ title: '展示量' }),
  clicks: Type.Integer({ title: '点击量' }),
  internal_exposures: Type.Integer({ title: '内部广告展示量' }),
  revenue: Type.Integer({ title: '广告收入（分）' }),
  amount: Type.Integer({ title: '应付金额（分）' }),
});
export const adChannelBillList = defineCall({ method: 'GET', path: 'adverting/provider/channel-bill/list', summary: '渠道账单列表（账期近的在前）', ...gate('adverting:provider:bill:list'),
  query: Type.Object({
    ...pageQuery(20),
    provider: Type.Optional(Id('流量主 ID')),
    period: Type.Optional(Month('账期')),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2, title: '状态', description: '0 待确认，1 已确认，2 已结算' })),
  }),
  reply: ListOf(ChannelBillRecord),
});
export const adChannelBillGet = defineCall({ method: 'GET', path: 'adverting/provider/channel-bill', summary: '渠道账单详情（含各广告位明细）', ...gate('adverting:provider:bill:list'),
  query: Type.Object({ id: Id('账单 ID') }),
  reply: Type.Intersect([ChannelBillRecord, Type.Object({ lines: Type.Array(ChannelBillLine, { title: '广告位明细' }) })]),
});
export const adChannelBillGenerate = defineCall({ method: 'POST', path: 'adverting/provider/channel-bill/generate', summary: '生成某账期的渠道账单（可重复执行：待确认的按当前规则重算，已确认的不变）', ...gate('adverting:provider:bill:generate'),
  body: Type.Object({ period: Month('账期') }),
  reply: Type.Object({
    period: Type.String({ title: '账期' }),
    created: Type.Integer({ title: '新生成' }),
    updated: Type.Integer({ title: '重新计算' }),
    kept: Type.Integer({ title: '已确认未变' }),
  }),
});
export const adChannelBillConfirm = defineCall({ method: 'PUT', path: 'adverting/provider/channel-bill/confirm', summary: '确认渠道账单（待确认 → 已确认，金额不再重算）', ...gate('adverting:provider:bill:settle'),
  body: Type.Object({ id: Id('账单 ID') }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});
export const adChannelBillSettle = defineCall({ method: 'PUT', path: 'adverting/provider/channel-bill/settle', summary: '登记渠道账单已付款（已确认 → 已结算；同一付款流水号重复提交返回首次结果）', ...gate('adverting:provider:bill:settle'),
  body: Type.Object({
    id: Id('账单 ID'),
    settle_no: Type.String({ pattern: '^[A-Za-z0-9_-]{4,64}$', title: '付款流水号', description: '4–64 位字母、数字、下划线或连字符', examples: ['TRF202611050001'] }),
  }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer(), settle_no: Type.String() }),
});

// ---- 广告位分析 --------------------------------------------------------------------------------------------------

const Totals = {
  exposures: Type.Integer({ title: '展示量' }),
  clicks: Type.Integer({ title: '点击量' }),
  internal_exposures: Type.Integer({ title: '内部广告展示量' }),
  revenue: Type.Integer({ title: '广告收入（分）' }),
};
export const adSpaceAnalysis = defineCall({ method: 'GET', path: 'adverting/config/space/analysis', summary: '广告位分析：区间合计、每日趋势与各广告位排行', ...gate('adverting:config:space:analysis'),
  query: Type.Object({ ...range, space: Type.Optional(Id('广告位 ID')) }),
  reply: Type.Object({
    total: Type.Object(Totals),
    days: Type.Array(Type.Object({ day: Type.String({ title: '日期' }), ...Totals }), { title: '每日趋势（含无数据的日子）' }),
    spaces: Type.Array(
      Type.Object({
        id: Type.Integer({ title: '广告位 ID' }),
        code: Type.String({ title: '编码' }),
        name: Type.String({ title: '广告位' }),
        scene: Type.Integer({ title: '场景' }),
        provider_name: Type.String({ title: '流量主', description: '空为自有流量' }),
        ...Totals,
      }),
      { title: '各广告位（收入高的在前）' },
    ),
  }),
});
