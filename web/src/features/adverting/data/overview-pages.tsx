import { adStatBoard, adStatDimensionNames } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Radio, Row, Space, Table, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { Chart, RankList } from '../../../widgets/chart';
import { StatisticCards, type StatisticItem } from '../../../widgets/statistic-cards/statistic-cards';
import { PeriodPicker, pointLabel, usePeriod, yuan } from '../../dashboards/period';
import { TrafficChart } from '../../dashboards/traffic';
import { ADVERTISER_STATISTICS, CHANNELER_STATISTICS, DELIVERY_DATA, INCOME, SPACE_STATISTICS } from './paths';
import { countText, ctrText, ecpmOf, metricCards, TrendCharts, useGroups, useSummary, type Dimension, type GroupRow, type Metrics } from './shared';

/**
 * 广告 › 数据概览 (流量看板, 收益看板, 数据看板, 流量分析, 广告位概览) and 数据中心's 数据概览 and 数据分析: sums of the partner's
 * daily facts over a period (看板: the last 7 days, refreshed every minute; the others the last 30), drawn with the
 * console's charts. docs/decisions.md, "Advertising data (广告 › 数据概览, 数据中心)".
 */
type MetricKey = keyof Metrics;
const metricNames: Record<MetricKey, string> = { shows: '展示次数', clicks: '点击次数', cost: '广告消耗', provider_income: '流量主分成', income: '平台收益' };
const money = (k: MetricKey) => k === 'cost' || k === 'income' || k === 'provider_income';
const formatOf = (k: MetricKey) => (money(k) ? yuan : (v: number) => `${countText(v)} 次`);
const rank = (rows: readonly GroupRow[] | undefined, k: MetricKey) => (rows ?? []).map((r) => ({ key: r.key, label: r.name, value: r[k] }));
const withPeriod = (to: string, period: { start_date: string; end_date: string }) => `${to}?${new URLSearchParams(period)}`;

function Frame({ testId, fallback, refresh, children }: { testId: string; fallback: number; refresh?: boolean; children: (period: { start_date: string; end_date: string }) => ReactNode }) {
  const [period, setPeriod] = usePeriod(fallback);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid={testId}>
      <Card size="small">
        <PeriodPicker value={period} onChange={setPeriod} fallback={fallback} extra={refresh && <Typography.Text type="secondary">每分钟自动刷新 · 数据按天汇总（次日凌晨生成前一天）</Typography.Text>} />
      </Card>
      {children(period)}
    </Space>
  );
}

/** 流量看板: shows, clicks and CTR of the last 7 days, by channel platform, scene and space. */
export function FlowDashboardPage() {
  return <Frame testId="flow-dashboard" fallback={7} refresh>{(period) => <FlowBody period={period} />}</Frame>;
}
function FlowBody({ period }: { period: { start_date: string; end_date: string } }) {
  const summary = useSummary(period, 60_000);
  const platforms = useGroups({ dimension: 'platform', ...period, order_by: 'shows' });
  const scenes = useGroups({ dimension: 'scene', ...period, order_by: 'shows' });
  const spaces = useGroups({ dimension: 'space', ...period, order_by: 'shows' });
  if (summary.error) return <ErrorPanel error={summary.error} onRetry={() => void summary.refetch()} />;
  const d = summary.data;
  const cards: StatisticItem[] = metricCards(d).filter((c) => ['shows', 'clicks', 'ctr'].includes(c.key));
  cards.push({ key: 'daily', title: '日均展示', value: d ? Math.round(d.totals.shows / Math.max(1, d.points.length)) : undefined });
  return (
    <>
      <StatisticCards data-testid="flow-cards" items={cards} loading={summary.isLoading} span={{ xs: 12, sm: 12, xl: 6 }} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card title="每日展示与点击" size="small" loading={summary.isLoading}>
            <TrafficChart data-testid="flow-trend" title="每日展示与点击" x={(d?.points ?? []).map((p) => pointLabel(p.x))} shows={(d?.points ?? []).map((p) => p.shows)} clicks={(d?.points ?? []).map((p) => p.clicks)} />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title="渠道平台（展示次数）" size="small" loading={platforms.isLoading}>
            <RankList data-testid="flow-platforms" items={rank(platforms.data?.row, 'shows')} format={formatOf('shows')} />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title="广告位场景（展示次数）" size="small" loading={scenes.isLoading}>
            <RankList items={rank(scenes.data?.row, 'shows')} format={formatOf('shows')} />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title="广告位排行（展示次数）" size="small" loading={spaces.isLoading} extra={<Link to={withPeriod(SPACE_STATISTICS, period)}>广告位统计</Link>}>
            <RankList data-testid="flow-spaces" items={rank(spaces.data?.row, 'shows')} format={formatOf('shows')} />
          </Card>
        </Col>
      </Row>
    </>
  );
}

/** 收益看板: cost, the providers' share and the partner's income of the last 7 days; advertisers and billing methods. */
export function RevenueDashboardPage() {
  return <Frame testId="revenue-dashboard" fallback={7} refresh>{(period) => <RevenueBody period={period} />}</Frame>;
}
function RevenueBody({ period }: { period: { start_date: string; end_date: string } }) {
  const summary = useSummary(period, 60_000);
  const advertisers = useGroups({ dimension: 'advertiser', ...period, order_by: 'cost' });
  const billing = useGroups({ dimension: 'billing', ...period, order_by: 'cost' });
  if (summary.error) return <ErrorPanel error={summary.error} onRetry={() => void summary.refetch()} />;
  const d = summary.data;
  const cards = metricCards(d).filter((c) => ['cost', 'income', 'ecpm'].includes(c.key));
  cards.splice(1, 0, { key: 'provider_income', title: '流量主分成', value: d?.totals.provider_income, format: 'money' });
  const points = d?.points ?? [];
  return (
    <>
      <StatisticCards data-testid="revenue-cards" items={cards.map((c) => (c.key === 'income' ? { ...c, to: withPeriod(INCOME, period) } : c))} loading={summary.isLoading} span={{ xs: 12, sm: 12, xl: 6 }} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card title="每日收益" size="small" loading={summary.isLoading}>
            <Chart data-testid="revenue-trend" kind="stacked" title="每日平台收益与流量主分成" x={points.map((p) => pointLabel(p.x))}
              series={[{ name: '平台收益', values: points.map((p) => p.income), format: yuan }, { name: '流量主分成', values: points.map((p) => p.provider_income), format: yuan }]} />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title="广告主排行（广告消耗）" size="small" loading={advertisers.isLoading} extra={<Link to={withPeriod(ADVERTISER_STATISTICS, period)}>广告主统计</Link>}>
            <RankList data-testid="revenue-advertisers" items={rank(advertisers.data?.row, 'cost')} format={yuan} />
          </Card>
        </Col>
        <Col xs={24}>
          <Card title="计费方式" size="small" loading={billing.isLoading}>
            <RankList items={rank(billing.data?.row, 'cost')} format={yuan} />
          </Card>
        </Col>
      </Row>
    </>
  );
}

/** 数据看板: what the partner has now (spaces, plans, advertisers, providers, channels) and the period's figures. */
export function BoardPage() {
  const board = useQuery({ queryKey: [adStatBoard.path], queryFn: () => send(adStatBoard, {}, { silent: true }), refetchInterval: 60_000 });
  const b = board.data;
  const now: StatisticItem[] = [
    { key: 'spaces', title: '广告位', value: b?.spaces.enabled, suffix: b ? `/ ${b.spaces.total} 个启用` : undefined, to: SPACE_STATISTICS },
    { key: 'running', title: '投放中计划', value: b?.plans.running, suffix: b ? `个 · 待审核 ${b.plans.pending} · 暂停 ${b.plans.paused}` : undefined, to: DELIVERY_DATA },
    { key: 'advertisers', title: '广告主', value: b?.advertisers.enabled, suffix: b ? `/ ${b.advertisers.total} 个正常` : undefined, to: ADVERTISER_STATISTICS },
    { key: 'balance', title: '广告主预存款余额', value: b?.advertisers.balance, format: 'money' },
    { key: 'unpaid', title: '待扣款账单', value: b?.advertisers.unpaid, format: 'money' },
    { key: 'channels', title: '渠道应用', value: b?.channel_apps.enabled, suffix: b ? `/ ${b.channel_apps.total} 个启用 · 流量主 ${b.providers.enabled}` : undefined, to: CHANNELER_STATISTICS },
  ];
  return (
    <Frame testId="board" fallback={30}>
      {(period) => (
        <>
          {board.error ? <ErrorPanel error={board.error} onRetry={() => void board.refetch()} /> : <StatisticCards data-testid="board-now" items={now} loading={board.isLoading} span={{ xs: 12, sm: 8, xl: 4 }} />}
          {b && <Typography.Text type="secondary">最近一天的数据：{b.latest_date || '暂无'}</Typography.Text>}
          <BoardPeriod period={period} />
        </>
      )}
    </Frame>
  );
}
function BoardPeriod({ period }: { period: { start_date: string; end_date: string } }) {
  const summary = useSummary(period);
  const plans = useGroups({ dimension: 'plan', ...period, order_by: 'shows' });
  if (summary.error) return <ErrorPanel error={summary.error} onRetry={() => void summary.refetch()} />;
  return (
    <>
      <StatisticCards data-testid="board-cards" items={metricCards(summary.data)} loading={summary.isLoading} span={{ xs: 12, sm: 8, xl: 4 }} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}><TrendCharts d={summary.data} testId="board" /></Col>
        <Col xs={24} xl={8}>
          <Card title="投放计划排行（展示次数）" size="small" loading={plans.isLoading}>
            <RankList data-testid="board-plans" items={rank(plans.data?.row, 'shows')} format={formatOf('shows')} />
          </Card>
        </Col>
      </Row>
    </>
  );
}

/** 流量分析: the period's traffic by day and the area ranking (provinces or cities) with a table of every area. */
export function FlowAnalysisPage() {
  const [level, setLevel] = useState<'province' | 'region'>('region');
  return (
    <Frame testId="flow-analysis" fallback={30}>
      {(period) => <FlowAnalysisBody period={period} level={level} onLevel={setLevel} />}
    </Frame>
  );
}
function FlowAnalysisBody({ period, level, onLevel }: { period: { start_date: string; end_date: string }; level: 'province' | 'region'; onLevel: (l: 'province' | 'region') => void }) {
  const summary = useSummary(period);
  const areas = useGroups({ dimension: level, ...period, order_by: 'shows' });
  if (summary.error) return <ErrorPanel error={summary.error} onRetry={() => void summary.refetch()} />;
  const rows = areas.data?.row ?? [];
  const total = summary.data?.totals.shows ?? 0;
  return (
    <>
      <StatisticCards items={metricCards(summary.data).slice(0, 4)} loading={summary.isLoading} span={{ xs: 12, sm: 12, xl: 6 }} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}><TrendCharts d={summary.data} testId="flow-analysis" /></Col>
        <Col xs={24} xl={10}>
          <Card title="地区排行（展示次数）" size="small" loading={areas.isLoading}
            extra={<Radio.Group size="small" value={level} onChange={(e) => onLevel(e.target.value)} options={[{ value: 'region', label: '城市' }, { value: 'province', label: '省份' }]} optionType="button" />}>
            <RankList data-testid="area-rank" items={rank(rows, 'shows')} format={formatOf('shows')} />
          </Card>
        </Col>
      </Row>
      <Card title="地区明细" size="small">
        <Table<GroupRow>
          data-testid="area-table"
          size="small"
          rowKey="key"
          loading={areas.isFetching}
          dataSource={rows}
          pagination={false}
          columns={[
            { title: '排名', key: 'rank', width: 70, render: (_, __, i) => i + 1 },
            { title: level === 'province' ? '省份' : '城市', dataIndex: 'name' },
            { title: '展示次数', key: 'shows', align: 'right', render: (_, r) => countText(r.shows) },
            { title: '展示占比', key: 'share', align: 'right', render: (_, r) => (total ? `${((r.shows / total) * 100).toFixed(1)}%` : '-') },
            { title: '点击次数', key: 'clicks', align: 'right', render: (_, r) => countText(r.clicks) },
            { title: '点击率', key: 'ctr', align: 'right', render: (_, r) => ctrText(r.clicks, r.shows) },
            { title: '广告消耗', key: 'cost', align: 'right', render: (_, r) => yuan(r.cost) },
          ]}
        />
      </Card>
    </>
  );
}

/** 广告位概览: the spaces' state, their figures and fill (daily shows against the daily limit), by scene. */
export function SpaceOverviewPage() {
  return <Frame testId="space-overview" fallback={30}>{(period) => <SpaceOverviewBody period={period} />}</Frame>;
}
function SpaceOverviewBody({ period }: { period: { start_date: string; end_date: string } }) {
  const spaces = useGroups({ dimension: 'space', ...period, order_by: 'shows' });
  const scenes = useGroups({ dimension: 'scene', ...period, order_by: 'shows' });
  if (spaces.error) return <ErrorPanel error={spaces.error} onRetry={() => void spaces.refetch()} />;
  const rows = spaces.data?.row ?? [];
  const selling = rows.filter((r) => r.shows > 0).length;
  const t = spaces.data?.totals;
  const cards: StatisticItem[] = [
    { key: 'spaces', title: '广告位', value: rows.length, suffix: `个 · 启用 ${rows.filter((r) => r.status === 1).length}`, to: SPACE_STATISTICS },
    { key: 'selling', title: '有展示的广告位', value: selling, suffix: '个' },
    { key: 'shows', title: '展示次数', value: t?.shows },
    { key: 'cost', title: '广告消耗', value: t?.cost, format: 'money' },
  ];
  return (
    <>
      <StatisticCards data-testid="space-overview-cards" items={cards} loading={spaces.isLoading} span={{ xs: 12, sm: 12, xl: 6 }} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card title="各广告位展示与消耗" size="small" loading={spaces.isLoading}>
            <Chart data-testid="space-overview-chart" kind="bar" title="各广告位展示次数与广告消耗" x={rows.map((r) => r.name)}
              series={[{ name: '展示次数', values: rows.map((r) => r.shows) }, { name: '广告消耗', values: rows.map((r) => r.cost), format: yuan, axis: 'right' }]} />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title="场景（展示次数）" size="small" loading={scenes.isLoading}>
            <RankList items={rank(scenes.data?.row, 'shows')} format={formatOf('shows')} />
          </Card>
        </Col>
      </Row>
      <Card title="广告位明细" size="small">
        <Table<GroupRow>
          data-testid="space-overview-table"
          size="small"
          rowKey="key"
          dataSource={rows}
          pagination={false}
          columns={[
            { title: '广告位', key: 'name', render: (_, r) => `${r.name}（${r.code}）` },
            { title: '状态', key: 'status', render: (_, r) => (r.status === 1 ? '启用' : '停用') },
            { title: '日均展示', key: 'daily', align: 'right', render: (_, r) => countText(r.days ? Math.round(r.shows / r.days) : 0) },
            { title: '填充率（日均 / 上限）', key: 'fill', align: 'right', render: (_, r) => (r.daily_limit ? `${(((r.days ? r.shows / r.days : 0) / r.daily_limit) * 100).toFixed(1)}%` : '不限') },
            { title: '点击率', key: 'ctr', align: 'right', render: (_, r) => ctrText(r.clicks, r.shows) },
            { title: 'eCPM', key: 'ecpm', align: 'right', render: (_, r) => yuan(ecpmOf(r.cost, r.shows)) },
            { title: '平台收益', key: 'income', align: 'right', render: (_, r) => yuan(r.income) },
          ]}
        />
      </Card>
    </>
  );
}

/** 数据概览 (数据中心): the period's figures against the previous period, the trends and the top plans and advertisers. */
export function DataOverviewPage() {
  return <Frame testId="data-overview" fallback={30}>{(period) => <DataOverviewBody period={period} />}</Frame>;
}
function DataOverviewBody({ period }: { period: { start_date: string; end_date: string } }) {
  const summary = useSummary(period);
  const plans = useGroups({ dimension: 'plan', ...period, order_by: 'cost' });
  const advertisers = useGroups({ dimension: 'advertiser', ...period, order_by: 'cost' });
  if (summary.error) return <ErrorPanel error={summary.error} onRetry={() => void summary.refetch()} />;
  const d = summary.data;
  return (
    <>
      <StatisticCards data-testid="data-overview-cards" items={metricCards(d).map((c) => (c.key === 'income' || c.key === 'cost' ? { ...c, to: withPeriod(INCOME, period) } : c))} loading={summary.isLoading} span={{ xs: 12, sm: 8, xl: 4 }} />
      {d && <Typography.Text type="secondary">环比：与 {d.previous_start_date} 至 {d.previous_end_date} 相比</Typography.Text>}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}><TrendCharts d={d} testId="data-overview" /></Col>
        <Col xs={24} xl={8}>
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <Card title="投放计划（广告消耗）" size="small" loading={plans.isLoading} extra={<Link to={withPeriod(DELIVERY_DATA, period)}>投放数据</Link>}>
              <RankList items={rank(plans.data?.row, 'cost')} format={yuan} max={5} />
            </Card>
            <Card title="广告主（广告消耗）" size="small" loading={advertisers.isLoading}>
              <RankList items={rank(advertisers.data?.row, 'cost')} format={yuan} max={5} />
            </Card>
          </Space>
        </Col>
      </Row>
    </>
  );
}

const dimensionLabel = (d: Dimension) => ({ region: '城市', province: '省份', channel_app: '渠道应用' } as Partial<Record<Dimension, string>>)[d] ?? adStatDimensionNames[d];
const analysisDimensions: Dimension[] = ['scene', 'billing', 'platform', 'kind', 'province', 'region', 'space', 'channel_app', 'provider', 'advertiser', 'plan', 'month'];

/** 数据分析: any one figure across any one grouping (场景, 计费方式, 渠道平台, 计划类型, 地区, 广告位…), as a chart and a table. */
export function AnalysisPage() {
  const [dimension, setDimension] = useState<Dimension>('scene');
  const [metric, setMetric] = useState<MetricKey>('shows');
  return (
    <Frame testId="analysis" fallback={30}>
      {(period) => (
        <>
          <Card size="small">
            <Space direction="vertical" style={{ width: '100%' }}>
              <Space wrap>
                <Typography.Text>分析维度</Typography.Text>
                <Radio.Group data-testid="analysis-dimension" size="small" optionType="button" value={dimension} onChange={(e) => setDimension(e.target.value)}
                  options={analysisDimensions.map((d) => ({ value: d, label: dimensionLabel(d) }))} />
              </Space>
              <Space wrap>
                <Typography.Text>指标</Typography.Text>
                <Radio.Group data-testid="analysis-metric" size="small" optionType="button" value={metric} onChange={(e) => setMetric(e.target.value)}
                  options={(Object.keys(metricNames) as MetricKey[]).map((k) => ({ value: k, label: metricNames[k] }))} />
              </Space>
            </Space>
          </Card>
          <AnalysisBody period={period} dimension={dimension} metric={metric} />
        </>
      )}
    </Frame>
  );
}
function AnalysisBody({ period, dimension, metric }: { period: { start_date: string; end_date: string }; dimension: Dimension; metric: MetricKey }) {
  const groups = useGroups({ dimension, ...period, order_by: metric === 'provider_income' ? 'cost' : metric });
  if (groups.error) return <ErrorPanel error={groups.error} onRetry={() => void groups.refetch()} />;
  const rows = groups.data?.row ?? [];
  const total = groups.data?.totals[metric] ?? 0;
  const format = formatOf(metric);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <Card title={`${metricNames[metric]} · 按${dimensionLabel(dimension)}`} size="small" loading={groups.isLoading}>
          <Chart data-testid="analysis-chart" kind="bar" title={`${metricNames[metric]}按${dimensionLabel(dimension)}`} x={rows.slice(0, 20).map((r) => r.name)}
            series={[{ name: metricNames[metric], values: rows.slice(0, 20).map((r) => r[metric]), format }]} />
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card title="占比" size="small" loading={groups.isLoading}>
          <Table<GroupRow>
            data-testid="analysis-table"
            size="small"
            rowKey="key"
            dataSource={rows}
            pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            columns={[
              { title: dimensionLabel(dimension), dataIndex: 'name', ellipsis: true },
              { title: metricNames[metric], key: 'value', align: 'right', render: (_, r) => format(r[metric]) },
              { title: '占比', key: 'share', align: 'right', render: (_, r) => (total ? `${((r[metric] / total) * 100).toFixed(1)}%` : '-') },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
