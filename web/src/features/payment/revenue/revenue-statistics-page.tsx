import { formatMoney, REVENUE_RANGE_DEFAULT_DAYS, revenueAggregateList, revenueAggregateSummary, type CallQuery } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Space, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { Chart, RankList } from '../../../widgets/chart';
import type { FilterField } from '../../../widgets/resource/types';
import { SearchPanel } from '../../../widgets/search-panel/search-panel';
import { readFilters, writeFilters, type FilterValues } from '../../../widgets/search-panel/url-filters';
import { StatisticCards } from '../../../widgets/statistic-cards/statistic-cards';
import { yuan } from '../trades/shared';

type Query = CallQuery<typeof revenueAggregateList>;

const filters: FilterField[] = [
  { kind: 'dateRange', key: 'days', keys: ['start_date', 'end_date'], label: '统计日期' },
  { kind: 'remote', key: 'merchant', label: '商户', source: 'merchant', placeholder: '商户名称或商户号' },
];

/** The page's query from the address (the merchant as a number). */
export function revenueQuery(values: FilterValues): Query {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    query[key] = key === 'merchant' ? Number(value) : value;
  }
  return query as Query;
}

const money = (fen: number) => `¥${formatMoney(fen)}`;

/**
 * 收益统计: the provider's income over its customers per UTC+8 day (the last 30 by default, at most 92) — fees on the
 * trades taken and the shares paid to it — with the totals, the daily lines and the merchants bringing the most fees.
 */
export default function RevenueStatisticsPage() {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => readFilters(params, filters), [params]);
  const query = useMemo(() => revenueQuery(values), [values]);
  const summary = useQuery({ queryKey: [revenueAggregateSummary.path, query], queryFn: () => send(revenueAggregateSummary, query, { silent: true }) });
  const daily = useQuery({ queryKey: [revenueAggregateList.path, query], queryFn: () => send(revenueAggregateList, query, { silent: true }) });
  const days = daily.data?.row ?? [];
  const s = summary.data;
  const label = query.start_date || query.end_date ? '所选日期' : `近 ${REVENUE_RANGE_DEFAULT_DAYS} 天`;
  const error = summary.error ?? daily.error;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <SearchPanel id="payment-revenue" fields={filters} values={values} onSearch={(next) => setParams(writeFilters(new URLSearchParams(), filters, next))} loading={summary.isFetching} />
      {error ? (
        <ErrorPanel error={error} onRetry={() => void Promise.all([summary.refetch(), daily.refetch()])} />
      ) : (
        <>
          <StatisticCards
            data-testid="revenue-total"
            loading={summary.isPending}
            items={[
              { key: 'revenue', title: `${label}收益合计`, value: s?.revenue, format: 'money' },
              { key: 'fee', title: '手续费收入', value: s?.fee, format: 'money' },
              { key: 'share', title: '分账收入', value: s?.share, format: 'money' },
              { key: 'trade', title: '成功交易', value: s?.trade_count, suffix: `笔 · ${s ? money(s.trade_amount) : ''}` },
            ]}
          />
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={16}>
              <Card title={`每日收益${s ? `（${s.start_date} 至 ${s.end_date}）` : ''}`} loading={daily.isPending}>
                <Chart
                  data-testid="revenue-chart"
                  kind="line"
                  title="每日手续费收入与分账收入"
                  x={days.map((d) => d.date.slice(5))}
                  series={[
                    { name: '手续费收入', values: days.map((d) => d.fee), format: money },
                    { name: '分账收入', values: days.map((d) => d.share), format: money },
                    { name: '交易笔数', values: days.map((d) => d.trade_count), axis: 'right', format: (v) => `${v} 笔` },
                  ]}
                />
              </Card>
            </Col>
            <Col xs={24} lg={8}>
              <Card title="商户手续费排行" loading={summary.isPending}>
                {s && s.merchants.length === 0 ? (
                  <Typography.Text type="secondary">所选日期内没有成功的交易</Typography.Text>
                ) : (
                  <RankList data-testid="revenue-rank" items={(s?.merchants ?? []).map((m) => ({ key: String(m.merchant), label: m.merchant_name, value: m.fee }))} format={money} />
                )}
              </Card>
            </Col>
          </Row>
          <Card title="每日明细" loading={daily.isPending}>
            <Table
              rowKey="date"
              size="small"
              scroll={{ x: 760 }}
              pagination={{ pageSize: 10, showSizeChanger: false }}
              dataSource={[...days].reverse()}
              columns={[
                { title: '日期', dataIndex: 'date', width: 110 },
                { title: '成功笔数', dataIndex: 'trade_count', width: 90, align: 'right' },
                { title: '交易金额', dataIndex: 'trade_amount', width: 130, align: 'right', render: (v: number) => yuan(v) },
                { title: '退款金额', dataIndex: 'refunded', width: 120, align: 'right', render: (v: number) => yuan(v) },
                { title: '手续费收入', dataIndex: 'fee', width: 120, align: 'right', render: (v: number) => yuan(v) },
                { title: '分账收入', dataIndex: 'share', width: 120, align: 'right', render: (v: number) => yuan(v) },
                { title: '收益合计', dataIndex: 'revenue', width: 120, align: 'right', render: (v: number) => <strong>{yuan(v)}</strong> },
              ]}
            />
          </Card>
        </>
      )}
    </Space>
  );
}
