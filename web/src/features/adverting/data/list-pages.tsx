import { adPlanKindNames } from '@console/contract';
import { useNavigate } from 'react-router';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { ADVERTISER_DETAIL, CHANNELER_DETAIL, INCOME_DETAIL, SPACE_DETAIL } from './paths';
import { attributeColumns, countText, ctrText, daysColumn, keywordFilter, metricColumns, StatListPage, type GroupRow } from './shared';

/**
 * 数据中心's lists (docs/decisions.md, "Advertising data (广告 › 数据概览, 数据中心)"): one grouping of the facts each,
 * with the period filter (none: the last 30 days), the totals above and 导出 (adverting:data:export).
 */
const options = (names: Record<number, string>) => Object.entries(names).map(([value, label]) => ({ value: Number(value), label }));
const kindFilter: FilterField = { kind: 'select', key: 'kind', label: '计划类型', options: options(adPlanKindNames) };
const spaceFilter: FilterField = { kind: 'remote', key: 'space', label: '广告位', source: 'adverting-space', placeholder: '选择广告位', permission: ['adverting:config:space:list'] };
const providerFilter: FilterField = { kind: 'remote', key: 'provider', label: '流量主', source: 'adverting-provider', placeholder: '选择流量主', permission: ['adverting:config:provider:list', 'adverting:config:space:list'] };
const advertiserFilter: FilterField = { kind: 'remote', key: 'advertiser', label: '广告主', source: 'adverting-advertiser', placeholder: '选择广告主', permission: ['adverting:advertiser:list'] };
const metrics = metricColumns<GroupRow>();

/** 收益数据: one row a day, newest first; 详情 opens the day. */
export function IncomeListPage() {
  const navigate = useNavigate();
  const actions: RowAction<GroupRow>[] = [{ key: 'detail', label: '详情', permission: ['adverting:data:list'], onClick: (r) => navigate(`${INCOME_DETAIL}?date=${r.key}`) }];
  return <StatListPage id="adverting-data-income" dimension="date" filters={[kindFilter, spaceFilter, advertiserFilter]} columns={[...attributeColumns.date, ...metrics]} actions={actions} />;
}

/** 投放数据: the plans that ran (or have figures in the period), by cost. */
export function DeliveryDataPage() {
  return (
    <StatListPage
      id="adverting-data-delivery"
      dimension="plan"
      filters={[keywordFilter('投放计划', '计划名称'), kindFilter, spaceFilter, advertiserFilter]}
      columns={[...attributeColumns.plan, daysColumn, ...metrics]}
    />
  );
}

/** 结算报表: what each traffic provider earned each month (its share at its rate), newest month first. */
export function SettlementReportPage() {
  const columns: Column<GroupRow>[] = [
    { key: 'month', title: '结算月份', width: 110, fixed: 'left', value: (r) => r.month ?? '-' },
    { key: 'name', title: '流量主', width: 180, value: (r) => r.name },
    { key: 'share_rate', title: '分成比例', width: 90, value: (r) => `${r.share_rate ?? 0}%` },
    daysColumn,
    ...metrics.filter((c) => c.key !== 'ecpm').map((c) => (c.key === 'provider_income' ? { ...c, title: '应付流量主' } : c)),
  ];
  return <StatListPage id="adverting-data-settlement" dimension="settlement" filters={[providerFilter]} columns={columns} />;
}

/** 广告位统计: every space with its figures (those that sold nothing too); 详情. */
export function SpaceStatisticsPage() {
  const navigate = useNavigate();
  const fill: Column<GroupRow> = {
    key: 'fill',
    title: '日均展示 / 上限',
    width: 160,
    value: (r) => {
      const perDay = r.days ? Math.round(r.shows / r.days) : 0;
      return r.daily_limit ? `${countText(perDay)} / ${countText(r.daily_limit)}（${((perDay / r.daily_limit) * 100).toFixed(1)}%）` : `${countText(perDay)} / 不限`;
    },
  };
  return (
    <StatListPage
      id="adverting-data-space"
      dimension="space"
      filters={[keywordFilter('广告位', '广告位名称'), kindFilter, providerFilter, advertiserFilter]}
      columns={[...attributeColumns.space, daysColumn, fill, ...metrics]}
      actions={[{ key: 'detail', label: '详情', permission: ['adverting:data:list'], onClick: (r) => navigate(`${SPACE_DETAIL}?id=${r.key}`) }]}
    />
  );
}

/** 广告主统计: every advertiser account with its figures; 详情. */
export function AdvertiserStatisticsPage() {
  const navigate = useNavigate();
  return (
    <StatListPage
      id="adverting-data-advertiser"
      dimension="advertiser"
      filters={[keywordFilter('广告主', '公司名称'), spaceFilter]}
      columns={[...attributeColumns.advertiser, daysColumn, ...metrics.filter((c) => c.key !== 'provider_income')]}
      actions={[{ key: 'detail', label: '详情', permission: ['adverting:data:list'], onClick: (r) => navigate(`${ADVERTISER_DETAIL}?id=${r.key}`) }]}
    />
  );
}

/** 渠道商统计: every channel app (the channel that asked for the ads) with its figures; 详情. */
export function ChannelerStatisticsPage() {
  const navigate = useNavigate();
  return (
    <StatListPage
      id="adverting-data-channeler"
      dimension="channel_app"
      filters={[keywordFilter('渠道应用', '应用名称'), kindFilter, spaceFilter]}
      columns={[...attributeColumns.channel_app, daysColumn, ...metrics]}
      actions={[{ key: 'detail', label: '详情', permission: ['adverting:data:list'], onClick: (r) => navigate(`${CHANNELER_DETAIL}?id=${r.key}`) }]}
    />
  );
}

/** 流量主计费统计: each provider's billed traffic, the cost it brought and its share (自有流量 a row of its own). */
export function ProviderChargePage() {
  const columns: Column<GroupRow>[] = [
    ...attributeColumns.provider,
    daysColumn,
    { key: 'shows', title: '计费展示', width: 120, value: (r) => countText(r.shows) },
    { key: 'clicks', title: '计费点击', width: 110, value: (r) => countText(r.clicks) },
    { key: 'ctr', title: '点击率', width: 90, value: (r) => ctrText(r.clicks, r.shows) },
    ...metrics.filter((c) => ['cost', 'provider_income', 'income'].includes(c.key)).map((c) => (c.key === 'cost' ? { ...c, title: '计费金额' } : c)),
  ];
  return <StatListPage id="adverting-data-provider" dimension="provider" filters={[keywordFilter('流量主', '流量主名称'), spaceFilter]} columns={columns} />;
}
