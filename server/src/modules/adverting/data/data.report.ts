import { adStatDimensionNames, adStatFilters, AD_STAT_REPORT_ID, type AdStatDimension } from '@console/contract';
import { Type } from '@sinclair/typebox';
import type { ReportKind } from '../../report/report/report.kinds.js';
import { analysisPeriod } from '../../../shared/analysis.js';
import * as repository from './data.repository.js';
import { nameOf } from './data.service.js';

const yuan = (fen: number) => Math.round(fen) / 100;
const ctr = (clicks: number, shows: number) => (shows ? `${((clicks / shows) * 100).toFixed(2)}%` : '-');

function filterOf(merchant: number, params: Record<string, unknown>): repository.StatFilter {
  const period = analysisPeriod(params as { start_date?: string; end_date?: string });
  const id = (key: string) => (typeof params[key] === 'number' ? (params[key] as number) : undefined);
  return {
    merchant, start: period.start, end: period.end, plan: id('plan'), space: id('space'), advertiser: id('advertiser'), channel_app: id('channel_app'),
    provider: id('provider'), kind: id('kind'), region: typeof params.region === 'string' ? params.region : undefined,
  };
}

/**
 * 导出 of the advertising statistics pages (结算报表, 收益数据, 广告位 / 广告主 / 渠道商 / 流量主计费统计…): the page's grouping and
 * filters, every group in the page's order. Groups are few (days of a period, the partner's spaces, providers…), so the
 * export pages through them by position. docs/decisions.md, "Advertising data (广告 › 数据概览, 数据中心)".
 */
export const advertingDataReport: ReportKind = {
  id: AD_STAT_REPORT_ID,
  name: '广告数据统计',
  permission: { anyOf: ['adverting:data:export'] },
  product: ['adverting:partner:platform'],
  params: Type.Object({
    dimension: Type.Union(Object.keys(adStatDimensionNames).map((d) => Type.Literal(d)), { title: '分组' }),
    keywords: Type.Optional(Type.String({ maxLength: 40, title: '名称' })),
    ...adStatFilters,
  }),
  columns: [
    { title: '统计周期', width: 24 },
    { title: '分组', width: 12 },
    { title: '名称', width: 28 },
    { title: '编码/月份', width: 20 },
    { title: '有数据天数', width: 10 },
    { title: '展示次数', width: 12 },
    { title: '点击次数', width: 12 },
    { title: '点击率', width: 10 },
    { title: '广告消耗（元）', width: 14 },
    { title: '流量主分成（元）', width: 14 },
    { title: '平台收益（元）', width: 14 },
  ],
  async count(tx, request) {
    const dimension = request.params.dimension as AdStatDimension;
    return (await repository.groups(tx, dimension, filterOf(request.merchant, request.params), { keywords: request.params.keywords as string | undefined, limit: 1, offset: 0 })).total;
  },
  async page(tx, request, after, limit) {
    const dimension = request.params.dimension as AdStatDimension;
    const filter = filterOf(request.merchant, request.params);
    const offset = typeof after === 'number' ? after : 0;
    const { rows } = await repository.groups(tx, dimension, filter, { keywords: request.params.keywords as string | undefined, limit, offset });
    return {
      rows: rows.map((r) => [
        `${filter.start} 至 ${filter.end}`, adStatDimensionNames[dimension], nameOf(dimension, r), String(r.month ?? r.code ?? ''), r.days,
        r.shows, r.clicks, ctr(r.clicks, r.shows), yuan(r.cost), yuan(r.provider_income), yuan(r.income),
      ]),
      last: offset + rows.length,
    };
  },
};
