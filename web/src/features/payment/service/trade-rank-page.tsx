import { formatMoney, paymentTradeRank, TRADE_RANGE_DEFAULT_DAYS, TRADE_RANK_SIZES, tradeRankOrders, type CallQuery } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Space, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { useGate } from '../../../shell/session/gate';
import { RankList } from '../../../widgets/chart';
import type { FilterField } from '../../../widgets/resource/types';
import { SearchPanel } from '../../../widgets/search-panel/search-panel';
import { readFilters, writeFilters, type FilterValues } from '../../../widgets/search-panel/url-filters';
import { StatisticCards } from '../../../widgets/statistic-cards/statistic-cards';
import { businessOptions, channelOptions, yuan } from '../trades/shared';
import { MERCHANT_READ, merchantDetailLink } from './paths';

const filters: FilterField[] = [
  { kind: 'dateRange', key: 'days', keys: ['start_date', 'end_date'], label: '交易日期' },
  { kind: 'select', key: 'order_by', label: '排序', options: Object.entries(tradeRankOrders).map(([value, label]) => ({ value, label })) },
  { kind: 'select', key: 'size', label: '显示', options: TRADE_RANK_SIZES.map((n) => ({ value: String(n), label: `前 ${n} 名` })) },
  { kind: 'select', key: 'business', label: '业务类型', options: businessOptions },
  { kind: 'select', key: 'channel', label: '支付渠道', options: channelOptions },
];

/** The page's query from the address: the rank's filters (size as a number). */
export function rankQuery(values: FilterValues): CallQuery<typeof paymentTradeRank> {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) if (typeof value === 'string' && value) query[key] = key === 'size' ? Number(value) : value;
  return query as CallQuery<typeof paymentTradeRank>;
}

/**
 * 交易排行: the merchants in scope by their successful trades over the chosen days (the last 7 by default, at most 92),
 * amount or count first; the totals above, the bars and the table with each merchant's share.
 */
export default function TradeRankPage() {
  const [params, setParams] = useSearchParams();
  const gate = useGate();
  const values = useMemo(() => readFilters(params, filters), [params]);
  const query = useMemo(() => rankQuery(values), [values]);
  const rank = useQuery({ queryKey: [paymentTradeRank.path, query], queryFn: () => send(paymentTradeRank, query, { silent: true }) });
  const byCount = query.order_by === 'count';
  const label = query.start_date || query.end_date ? '所选日期' : `近 ${TRADE_RANGE_DEFAULT_DAYS} 天`;
  const rows = rank.data?.row ?? [];
  const mayOpen = gate({ permission: MERCHANT_READ });
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <SearchPanel id="payment-trade-rank" fields={filters} values={values} onSearch={(next) => setParams(writeFilters(new URLSearchParams(), filters, next))} loading={rank.isFetching} />
      <StatisticCards
        data-testid="trade-rank-total"
        loading={rank.isPending}
        items={[
          { key: 'merchants', title: `${label}有交易的商户`, value: rank.data?.total.merchants, suffix: '家' },
          { key: 'count', title: '成功笔数', value: rank.data?.total.count, suffix: '笔' },
          { key: 'amount', title: '交易金额', value: rank.data?.total.amount, format: 'money' },
        ]}
      />
      {rank.error ? (
        <ErrorPanel error={rank.error} onRetry={() => void rank.refetch()} />
      ) : (
        <Card title={`商户${byCount ? '交易笔数' : '交易金额'}排行${rank.data ? `（${rank.data.start_date} 至 ${rank.data.end_date}）` : ''}`} loading={rank.isPending}>
          {rows.length === 0 ? (
            <Typography.Text type="secondary">所选日期内没有成功的交易</Typography.Text>
          ) : (
            <Space direction="vertical" size="large" style={{ width: '100%' }}>
              <RankList
                data-testid="trade-rank-bars"
                max={rows.length}
                items={rows.map((r) => ({ key: String(r.merchant), label: r.merchant_name, value: byCount ? r.count : r.amount }))}
                format={(v) => (byCount ? `${v} 笔` : `¥${formatMoney(v)}`)}
              />
              <Table
                rowKey="merchant"
                size="small"
                pagination={false}
                scroll={{ x: 900 }}
                dataSource={rows}
                columns={[
                  { title: '名次', dataIndex: 'rank', width: 60 },
                  {
                    title: '商户', dataIndex: 'merchant_name', width: 200,
                    render: (name: string, r) => (mayOpen ? <Link to={merchantDetailLink(r.merchant, 'trades')}>{name}</Link> : name),
                  },
                  { title: '交易笔数', dataIndex: 'count', width: 100, align: 'right' },
                  { title: '交易金额', dataIndex: 'amount', width: 130, align: 'right', render: (v: number) => yuan(v) },
                  { title: '笔均金额', dataIndex: 'average', width: 110, align: 'right', render: (v: number) => yuan(v) },
                  { title: '手续费', dataIndex: 'fee', width: 100, align: 'right', render: (v: number) => yuan(v) },
                  { title: '退款金额', dataIndex: 'refunded', width: 110, align: 'right', render: (v: number) => yuan(v) },
                  { title: '金额占比', dataIndex: 'share', width: 90, align: 'right', render: (v: number) => `${(v / 100).toFixed(2)}%` },
                ]}
              />
            </Space>
          )}
        </Card>
      )}
    </Space>
  );
}
