import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { pageQuery, PagingHeader } from '../../envelope.js';
import type { PermissionCode } from '../../permissions/index.js';
import { analysisPeriodQuery, Count, Fen } from '../analysis/period.js';
import { adPlanKindNames } from './delivery.js';
import { advertOneOf as OneOf } from './config.js';

/**
 * 广告 › 数据概览 (流量看板, 收益看板, 数据看板, 流量分析, 广告位概览) and 数据 (收益数据, 数据概览, 投放数据, 结算报表, 广告位 /
 * 广告主 / 渠道商 / 流量主计费 statistics, 数据分析) of document 2 §2 "Advertising partner": every figure is a sum of the
 * partner's daily facts (`ad_stat_daily`: day × plan × ad space × channel app × city). The spec gives titles only;
 * docs/decisions.md, "Advertising data (广告 › 数据概览, 数据中心)".
 */

/** How the statistics group the facts: each page is one of these. */
export const adStatDimensionNames = {
  date: '日期',
  month: '月份',
  plan: '投放计划',
  space: '广告位',
  advertiser: '广告主',
  channel_app: '渠道商（渠道应用）',
  provider: '流量主',
  region: '地区（城市）',
  province: '地区（省份）',
  scene: '广告位场景',
  billing: '计费方式',
  platform: '渠道平台',
  kind: '计划类型',
  settlement: '结算（月份 × 流量主）',
} as const;
export type AdStatDimension = keyof typeof adStatDimensionNames;
const dimensions = Object.keys(adStatDimensionNames) as AdStatDimension[];

export const adStatOrderNames = { shows: '展示次数', clicks: '点击次数', cost: '广告消耗', income: '平台收益', key: '分组（日期为新的在前）' } as const;
export type AdStatOrder = keyof typeof adStatOrderNames;

/** What every figure carries: shows, clicks, the advertisers' cost, the providers' share and what the partner keeps. */
export const AdStatMetrics = {
  shows: Count('展示次数'),
  clicks: Count('点击次数'),
  cost: Fen('广告消耗'),
  provider_income: Fen('流量主分成'),
  income: Fen('平台收益'),
};
const Metrics = Type.Object(AdStatMetrics);

/** The filters every statistics call takes (UTC+8 days: none → the last 30, at most 366). */
export const adStatFilters = {
  ...analysisPeriodQuery,
  plan: Type.Optional(Id('投放计划 ID')),
  space: Type.Optional(Id('广告位 ID')),
  advertiser: Type.Optional(Id('广告主 ID')),
  channel_app: Type.Optional(Id('渠道应用 ID')),
  provider: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, title: '流量主 ID', description: '0 为自有流量' })),
  kind: Type.Optional(OneOf(adPlanKindNames, '计划类型')),
  region: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{5}$', title: '地区编码', description: '省份（xx0000）或城市（xxxx00）', examples: ['440300'] })),
};

const partnerGate = (...codes: PermissionCode[]) => ({ auth: 'token' as const, permission: { anyOf: codes }, product: ['adverting:partner:platform' as const] });
/** The statistics calls serve both menus: 数据概览 (overview) and 数据 (the data centre). */
const readers = ['adverting:overview:list', 'adverting:data:list'] as const satisfies readonly PermissionCode[];

export const adStatSummary = defineCall({ method: 'GET', path: 'adverting/data/summary', summary: '广告数据汇总与每日趋势（含上一周期环比）', ...partnerGate(...readers),
  timeout: 20_000,
  query: Type.Object(adStatFilters),
  reply: Type.Object({
    start_date: Type.String({ title: '统计开始日期' }),
    end_date: Type.String({ title: '统计结束日期' }),
    previous_start_date: Type.String({ title: '上一周期开始日期' }),
    previous_end_date: Type.String({ title: '上一周期结束日期' }),
    totals: Metrics,
    previous: Metrics,
    points: Type.Array(Type.Object({ x: Type.String({ title: '日期' }), ...AdStatMetrics }), { title: '每日（每天都在，无数据为 0）' }),
  }),
});

export const AdStatGroupRow = Type.Object({
  key: Type.String({ title: '分组键', description: '日期、月份、ID、地区编码或枚举值；结算为「月份:流量主 ID」' }),
  name: Type.String({ title: '名称' }),
  code: Type.Optional(Type.String({ title: '编码', description: '广告位编码、渠道应用包名' })),
  month: Type.Optional(Type.String({ title: '月份' })),
  kind: Type.Optional(Type.Integer({ title: '计划类型' })),
  status: Type.Optional(Type.Integer({ title: '状态' })),
  scene: Type.Optional(Type.Integer({ title: '场景' })),
  billing: Type.Optional(Type.Integer({ title: '计费方式' })),
  platform: Type.Optional(Type.Integer({ title: '平台' })),
  type: Type.Optional(Type.Integer({ title: '流量主类型' })),
  share_rate: Type.Optional(Type.Integer({ title: '分成比例（%）' })),
  daily_limit: Type.Optional(Type.Integer({ title: '每日展示上限', description: '0 为不限' })),
  provider_name: Type.Optional(Type.String({ title: '流量主' })),
  advertiser_name: Type.Optional(Type.String({ title: '广告主' })),
  balance: Type.Optional(Type.Integer({ title: '预存款余额（分）' })),
  days: Count('有数据的天数'),
  ...AdStatMetrics,
});

export const adStatGroup = defineCall({ method: 'GET', path: 'adverting/data/group', summary: '广告数据分组统计（按日期、计划、广告位、广告主、渠道、流量主、地区…）', ...partnerGate(...readers),
  timeout: 20_000,
  query: Type.Object({
    ...pageQuery(20),
    dimension: Type.Union(dimensions.map((d) => Type.Literal(d)), { title: '分组', description: Object.entries(adStatDimensionNames).map(([k, v]) => `${k} ${v}`).join('，') }),
    order_by: Type.Optional(
      Type.Union([Type.Literal('shows'), Type.Literal('clicks'), Type.Literal('cost'), Type.Literal('income'), Type.Literal('key')], {
        title: '排序',
        description: `${Object.entries(adStatOrderNames).map(([k, v]) => `${k} ${v}`).join('，')}；默认：日期、月份与结算为新的在前，其余按广告消耗、展示次数从高到低`,
      }),
    ),
    keywords: Type.Optional(Text('名称', 40)),
    ...adStatFilters,
  }),
  reply: Type.Object({
    row: Type.Array(AdStatGroupRow),
    paging_header: PagingHeader,
    start_date: Type.String({ title: '统计开始日期' }),
    end_date: Type.String({ title: '统计结束日期' }),
    totals: Type.Object({ ...AdStatMetrics }, { title: '全部分组合计' }),
  }),
});

export const adStatBoard = defineCall({ method: 'GET', path: 'adverting/overview/board', summary: '数据看板：广告位、计划、广告主、流量主与渠道的现状', ...partnerGate('adverting:overview:list'),
  query: Type.Object({}),
  reply: Type.Object({
    latest_date: Type.String({ title: '最近有数据的一天', description: '无数据为空' }),
    spaces: Type.Object({ total: Count('广告位'), enabled: Count('启用的广告位') }),
    plans: Type.Object({ total: Count('投放计划'), running: Count('投放中'), pending: Count('待审核'), paused: Count('已暂停') }),
    advertisers: Type.Object({ total: Count('广告主'), enabled: Count('正常的广告主'), balance: Fen('预存款余额合计'), unpaid: Fen('待扣款账单') }),
    providers: Type.Object({ total: Count('流量主'), enabled: Count('启用的流量主') }),
    channel_apps: Type.Object({ total: Count('渠道应用'), enabled: Count('启用的渠道应用') }),
  }),
});

/** The report-centre export of any statistics page (`report_id` below): the same filters and grouping as the page. */
export const AD_STAT_REPORT_ID = 'adverting:data';
