import { formatDateTime, paymentTradeLookup } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Space, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { useSession } from '../../../shell/session/store';
import type { FilterField } from '../../../widgets/resource/types';
import { SearchPanel } from '../../../widgets/search-panel/search-panel';
import { readFilters, writeFilters } from '../../../widgets/search-panel/url-filters';
import { PARTNER_PAYMENT } from '../trades/paths';
import { merchantFilter, payModeText, tradeChannelText, TradeStateTag, yuan, type TradeRow } from '../trades/shared';

const filters: FilterField[] = [
  { kind: 'text', key: 'no', label: '订单号', placeholder: '交易单号或商户订单号（完整）', maxLength: 64 },
  merchantFilter,
];

export const LOOKUP_PATTERN = /^[A-Za-z0-9_-]{4,64}$/;

/**
 * 商户订单查询: one order by its full trade number or the merchant's order number, whatever its day (the trade list
 * covers at most 92 days); the platform names a merchant to look merchant order numbers up.
 */
export default function OrderLookupPage() {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => readFilters(params, filters), [params]);
  const no = typeof values.no === 'string' ? values.no.trim() : '';
  const merchant = typeof values.merchant === 'string' && values.merchant ? Number(values.merchant) : undefined;
  const valid = LOOKUP_PATTERN.test(no);
  const isPlatform = useSession((s) => s.products.has('ALL'));
  const lookup = useQuery({
    queryKey: [paymentTradeLookup.path, no, merchant],
    queryFn: () => send(paymentTradeLookup, { no, ...(merchant ? { merchant } : {}) }, { silent: true }),
    enabled: valid,
  });
  const rows: TradeRow[] = lookup.data?.row ?? [];
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <SearchPanel id="payment-order-lookup" fields={filters} values={values} onSearch={(next) => setParams(writeFilters(new URLSearchParams(), filters, next))} loading={lookup.isFetching} />
      {!no ? (
        <Alert type="info" showIcon message="输入完整的交易单号或商户订单号后查询，不限交易日期" description={isPlatform ? '平台按商户订单号查询时，请同时选择所属商户' : undefined} />
      ) : !valid ? (
        <Alert type="warning" showIcon message="订单号为 4-64 位字母、数字、_ 或 -" />
      ) : lookup.error ? (
        <ErrorPanel error={lookup.error} onRetry={() => void lookup.refetch()} />
      ) : (
        <Card title={`查询结果${lookup.data ? `（${rows.length} 笔）` : ''}`} loading={lookup.isPending}>
          {rows.length === 0 ? (
            <Typography.Text type="secondary" data-testid="order-lookup-empty">
              没有找到单号为「{no}」的交易{isPlatform && !merchant ? '（按商户订单号查询请选择所属商户）' : ''}
            </Typography.Text>
          ) : (
            <Table
              rowKey="trade_no"
              size="small"
              pagination={false}
              scroll={{ x: 1100 }}
              dataSource={rows}
              columns={[
                { title: '交易单号', dataIndex: 'trade_no', width: 200, render: (v: string) => <Link to={`${PARTNER_PAYMENT.tradeDetail}?trade_no=${encodeURIComponent(v)}`}>{v}</Link> },
                { title: '商户订单号', dataIndex: 'out_trade_no', width: 190 },
                { title: '商户', dataIndex: 'merchant_name', width: 160 },
                { title: '支付通道', dataIndex: 'channel', width: 130, render: (v: string) => tradeChannelText(v) },
                { title: '支付方式', dataIndex: 'pay_mode', width: 100, render: (v: number) => payModeText(v) },
                { title: '交易金额', dataIndex: 'amount', width: 110, align: 'right', render: (v: number) => yuan(v) },
                { title: '交易状态', dataIndex: 'state', width: 100, render: (_: number, r) => <TradeStateTag state={r.state} refunded={r.refunded} /> },
                { title: '交易时间', dataIndex: 'trade_time', width: 170, render: (v: string) => formatDateTime(v) },
              ]}
            />
          )}
        </Card>
      )}
    </Space>
  );
}
