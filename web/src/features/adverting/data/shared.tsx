import {
  adBillingNames, adPlanKindNames, adPlanStatusNames, adSpaceSceneNames, adStatGroup, adStatSummary, advertStatusNames, AD_STAT_REPORT_ID, channelAppPlatformNames,
  trafficProviderTypeNames, type CallQuery, type CallReply,
} from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Space, Tabs, Typography } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { useGate } from '../../../shell/session/gate';
import { Chart } from '../../../widgets/chart';
import { ExportButton } from '../../../widgets/export/export-button';
import { CallTable } from '../../../widgets/resource/call-table';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { StatisticCards, type StatisticItem } from '../../../widgets/statistic-cards/statistic-cards';
import { changeOf, PeriodPicker, pointLabel, usePeriod, yuan, type Period } from '../../dashboards/period';
import { ctrText, TrafficChart } from '../../dashboards/traffic';

/**
 * What the advertising statistics pages share (docs/decisions.md, "Advertising data (广告 › 数据概览, 数据中心)"): the
 * figures of a period (`adverting/data/summary`), the groups of one dimension (`adverting/data/group`), their columns,
 * the list page with its totals and export, and the detail page of one space, advertiser, channel app or day.
 */
export type Summary = CallReply<typeof adStatSummary>;
export type GroupRow = CallReply<typeof adStatGroup>['row'][number];
export type GroupQuery = Partial<CallQuery<typeof adStatGroup>>;
export type Metrics = Pick<GroupRow, 'shows' | 'clicks' | 'cost' | 'provider_income' | 'income'>;

export { ctrText };
/** eCPM: the cost of a thousand shows, in fen. */
export const ecpmOf = (cost: number, shows: number) => (shows ? Math.round((cost * 1000) / shows) : 0);
export const countText = (n: number) => n.toLocaleString('zh-CN');
export const nameOf = (names: Record<number, string>, value: number | undefined) => (value === undefined ? '-' : (names[value] ?? String(value)));

/** The figures' columns: 展示, 点击, 点击率, 消耗, 流量主分成, 平台收益 (eCPM hidden at first). */
export function metricColumns<Row extends Metrics>(): Column<Row>[] {
  return [
    { key: 'shows', title: '展示次数', width: 120, value: (r) => countText(r.shows) },
    { key: 'clicks', title: '点击次数', width: 110, value: (r) => countText(r.clicks) },
    { key: 'ctr', title: '点击率', width: 90, value: (r) => ctrText(r.clicks, r.shows) },
    { key: 'cost', title: '广告消耗', width: 130, value: (r) => yuan(r.cost) },
    { key: 'provider_income', title: '流量主分成', width: 130, value: (r) => yuan(r.provider_income) },
    { key: 'income', title: '平台收益', width: 130, value: (r) => yuan(r.income) },
    { key: 'ecpm', title: 'eCPM', width: 110, defaultHidden: true, value: (r) => yuan(ecpmOf(r.cost, r.shows)) },
  ];
}

/** The attribute columns a dimension's rows carry, with their enum labels. */
export const attributeColumns = {
  space: [
    { key: 'name', title: '广告位', width: 180, fixed: 'left', value: (r) => r.name },
    { key: 'code', title: '编码', width: 150, value: (r) => r.code ?? '-' },
    { key: 'scene', title: '场景', width: 110, value: (r) => nameOf(adSpaceSceneNames, r.scene) },
    { key: 'billing', title: '计费方式', width: 140, value: (r) => nameOf(adBillingNames, r.billing) },
    { key: 'provider_name', title: '流量主', width: 140, value: (r) => r.provider_name ?? '-' },
    { key: 'status', title: '状态', width: 80, value: (r) => nameOf(advertStatusNames, r.status) },
  ],
  advertiser: [
    { key: 'name', title: '广告主', width: 220, fixed: 'left', value: (r) => (r.code ? `${r.name}（${r.code}）` : r.name) },
    { key: 'status', title: '状态', width: 80, value: (r) => (r.status === 1 ? '正常' : '停用') },
    { key: 'balance', title: '预存款余额', width: 130, value: (r) => yuan(r.balance ?? 0) },
  ],
  channel_app: [
    { key: 'name', title: '渠道应用', width: 180, fixed: 'left', value: (r) => r.name },
    { key: 'platform', title: '平台', width: 110, value: (r) => nameOf(channelAppPlatformNames, r.platform) },
    { key: 'code', title: '包名/AppID', width: 190, value: (r) => r.code ?? '-' },
    { key: 'provider_name', title: '流量主', width: 140, value: (r) => r.provider_name ?? '-' },
    { key: 'status', title: '状态', width: 80, value: (r) => nameOf(advertStatusNames, r.status) },
  ],
  plan: [
    { key: 'name', title: '投放计划', width: 200, fixed: 'left', value: (r) => r.name },
    { key: 'kind', title: '计划类型', width: 100, value: (r) => nameOf(adPlanKindNames, r.kind) },
    { key: 'advertiser_name', title: '广告主', width: 200, value: (r) => r.advertiser_name || '-' },
    { key: 'status', title: '状态', width: 90, value: (r) => nameOf(adPlanStatusNames, r.status) },
  ],
  provider: [
    { key: 'name', title: '流量主', width: 180, fixed: 'left', value: (r) => r.name },
    { key: 'type', title: '类型', width: 110, value: (r) => (r.key === '0' ? '自有' : nameOf(trafficProviderTypeNames, r.type)) },
    { key: 'share_rate', title: '分成比例', width: 90, value: (r) => `${r.share_rate ?? 0}%` },
    { key: 'status', title: '状态', width: 80, value: (r) => nameOf(advertStatusNames, r.status) },
  ],
  date: [{ key: 'name', title: '日期', width: 130, fixed: 'left', value: (r) => r.name }],
} satisfies Record<string, Column<GroupRow>[]>;

export const daysColumn: Column<GroupRow> = { key: 'days', title: '有数据天数', width: 100, value: (r) => `${r.days} 天` };

/** Period filter of every statistics list (none: the last 30 days, as the server decides). */
export const periodFilter: FilterField = { kind: 'dateRange', key: 'period', label: '统计时间', keys: ['start_date', 'end_date'] };
export const keywordFilter = (label: string, placeholder: string): FilterField => ({ kind: 'text', key: 'keywords', label, placeholder, maxLength: 40 });

const FILTER_KEYS = ['start_date', 'end_date', 'plan', 'space', 'advertiser', 'channel_app', 'provider', 'kind', 'region'] as const;
/** The statistics filters in the address (the list's), as the summary takes them. */
export function useUrlFilters() {
  const [params] = useSearchParams();
  const search = params.toString();
  return useMemo(() => {
    const query: Record<string, string | number> = {};
    for (const key of FILTER_KEYS) {
      const value = new URLSearchParams(search).get(key);
      if (value) query[key] = /^\d+$/.test(value) && key !== 'region' ? Number(value) : value;
    }
    return query as Partial<CallQuery<typeof adStatSummary>>;
  }, [search]);
}

export function useSummary(query: Partial<CallQuery<typeof adStatSummary>>, refetchInterval: number | false = false) {
  return useQuery({
    queryKey: [adStatSummary.path, query],
    queryFn: () => send(adStatSummary, query as CallQuery<typeof adStatSummary>, { silent: true }),
    placeholderData: keepPreviousData,
    refetchInterval,
  });
}

export type Dimension = CallQuery<typeof adStatGroup>['dimension'];
export function useGroups(query: Omit<GroupQuery, 'dimension'> & { dimension: Dimension }, enabled = true) {
  return useQuery({
    queryKey: [adStatGroup.path, query],
    queryFn: () => send(adStatGroup, { page_size: 100, ...query } as CallQuery<typeof adStatGroup>, { silent: true }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The period's cards: 展示, 点击, 点击率, 消耗, 平台收益, eCPM, each against the previous period. */
export function metricCards(d: Summary | undefined): StatisticItem[] {
  return [
    { key: 'shows', title: '展示次数', value: d?.totals.shows, trend: changeOf(d?.totals.shows, d?.previous.shows) },
    { key: 'clicks', title: '点击次数', value: d?.totals.clicks, trend: changeOf(d?.totals.clicks, d?.previous.clicks) },
    { key: 'ctr', title: '点击率', value: d ? ctrText(d.totals.clicks, d.totals.shows) : undefined },
    { key: 'cost', title: '广告消耗', value: d?.totals.cost, format: 'money', trend: changeOf(d?.totals.cost, d?.previous.cost) },
    { key: 'income', title: '平台收益', value: d?.totals.income, format: 'money', trend: changeOf(d?.totals.income, d?.previous.income) },
    { key: 'ecpm', title: 'eCPM（千次展示消耗）', value: d ? ecpmOf(d.totals.cost, d.totals.shows) : undefined, format: 'money' },
  ];
}

/** The period's daily shows and clicks, and its daily cost and income. */
export function TrendCharts({ d, testId }: { d: Summary | undefined; testId: string }) {
  const points = d?.points ?? [];
  const x = points.map((p) => pointLabel(p.x));
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title="展示与点击" size="small">
        <TrafficChart data-testid={`${testId}-traffic`} title="每日展示与点击" x={x} shows={points.map((p) => p.shows)} clicks={points.map((p) => p.clicks)} />
      </Card>
      <Card title="消耗与收益" size="small">
        <Chart
          data-testid={`${testId}-money`}
          kind="bar"
          title="每日广告消耗与平台收益"
          x={x}
          series={[
            { name: '广告消耗', values: points.map((p) => p.cost), format: yuan },
            { name: '平台收益', values: points.map((p) => p.income), format: yuan },
          ]}
        />
      </Card>
    </Space>
  );
}

/** 统计周期 and 合计 of what a list shows. */
export function TotalsBar({ d }: { d: Summary | undefined }) {
  if (!d) return null;
  const t = d.totals;
  return (
    <Typography.Paragraph type="secondary" data-testid="stat-totals" style={{ marginBottom: 12 }}>
      统计周期 {d.start_date} 至 {d.end_date}（未选择时为近 30 天，最长 366 天）· 合计：展示 {countText(t.shows)} 次，点击 {countText(t.clicks)} 次，点击率 {ctrText(t.clicks, t.shows)}，
      广告消耗 {yuan(t.cost)}，流量主分成 {yuan(t.provider_income)}，平台收益 {yuan(t.income)}
    </Typography.Paragraph>
  );
}

export interface StatListPageProps {
  id: string;
  dimension: CallQuery<typeof adStatGroup>['dimension'];
  filters?: readonly FilterField[];
  columns: readonly Column<GroupRow>[];
  actions?: readonly RowAction<GroupRow>[];
}

/** A statistics list: the period's totals, the groups as rows with their figures, and 导出 (the same filters). */
export function StatListPage({ id, dimension, filters = [], columns, actions }: StatListPageProps) {
  const gate = useGate();
  const summary = useSummary(useUrlFilters());
  const fixedQuery = useMemo(() => ({ dimension }), [dimension]);
  return (
    <>
      <TotalsBar d={summary.data} />
      <ListPage
        id={id}
        call={adStatGroup}
        rowKey="key"
        fixedQuery={fixedQuery}
        filters={[periodFilter, ...filters]}
        columns={columns}
        actions={actions}
        toolbar={({ query }) => gate({ permission: ['adverting:data:export'] }) && <ExportButton reportId={AD_STAT_REPORT_ID} query={query} />}
      />
    </>
  );
}

export interface StatDetailProps {
  /** The record's filter (`space`, `advertiser`, `channel_app`) and its dimension, or a fixed day (收益详情). */
  filter: { key: 'space' | 'advertiser' | 'channel_app'; id: number } | { day: string };
  title: ReactNode;
  /** The record's attributes (from its group row). */
  describe?: (row: GroupRow) => { label: string; value: ReactNode }[];
  /** The breakdown tabs: by day, by plan, … */
  breakdowns: { key: string; label: string; dimension: CallQuery<typeof adStatGroup>['dimension']; columns: Column<GroupRow>[] }[];
  testId: string;
}

/** 详情 of one space, advertiser or channel app (a period, default the last 30 days), or of one day (收益详情). */
export function StatDetail({ filter, title, describe, breakdowns, testId }: StatDetailProps) {
  const [picked, setPicked] = usePeriod(30);
  const period: Period = 'day' in filter ? { start_date: filter.day, end_date: filter.day } : picked;
  const scope = 'day' in filter ? {} : { [filter.key]: filter.id };
  const query = { ...period, ...scope };
  const summary = useSummary(query);
  const record = useGroups({ dimension: 'key' in filter ? filter.key : 'date', ...query, page_size: 1 }, 'key' in filter);
  const error = summary.error ?? record.error;
  if (error) return <ErrorPanel error={error} onRetry={() => void Promise.all([summary.refetch(), record.refetch()])} />;
  const row = record.data?.row[0];
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid={testId}>
      <Card size="small" title={title} extra={'day' in filter ? <Typography.Text type="secondary">北京时间 {filter.day} 全天</Typography.Text> : undefined}>
        {row && describe && <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} items={describe(row).map((d, i) => ({ key: String(i), label: d.label, children: d.value }))} style={{ marginBottom: 12 }} />}
        {!('day' in filter) && <PeriodPicker value={picked} onChange={setPicked} fallback={30} />}
      </Card>
      <StatisticCards data-testid={`${testId}-cards`} items={metricCards(summary.data)} loading={summary.isLoading} span={{ xs: 12, sm: 8, xl: 4 }} />
      {!('day' in filter) && <TrendCharts d={summary.data} testId={testId} />}
      <Card size="small">
        <Tabs
          items={breakdowns.map((b) => ({
            key: b.key,
            label: b.label,
            children: <CallTable id={`${testId}-${b.key}`} call={adStatGroup} rowKey="key" query={{ dimension: b.dimension, ...query }} columns={b.columns} />,
          }))}
        />
      </Card>
    </Space>
  );
}
