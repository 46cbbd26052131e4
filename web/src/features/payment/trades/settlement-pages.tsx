import { formatDateTime, paymentSettlementGet, paymentSettlementList, paymentSettlementStatistics, paymentTradeList } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Drawer, Skeleton, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField } from '../../../widgets/resource/types';
import { StatisticCards, type StatisticItem } from '../../../widgets/statistic-cards/statistic-cards';
import { usePaymentPlatform } from './platform';
import { merchantFilter, settlementStateOptions, SettlementStateTag, TradeStateTag, yuan, type SettlementRow, businessText, payModeText } from './shared';

const filters = (showsMerchant: boolean): FilterField[] => [
  { kind: 'dateRange', key: 'days', keys: ['start_date', 'end_date'], label: '结算日期' },
  { kind: 'select', key: 'state', label: '结算状态', options: settlementStateOptions },
  ...(showsMerchant ? [merchantFilter] : []),
];

const columns = (open: (r: SettlementRow) => void, showsMerchant: boolean): Column<SettlementRow>[] => [
  { key: 'settle_no', title: '结算单号', width: 190, fixed: 'left', render: (r) => <a onClick={() => open(r)}>{r.settle_no}</a> },
  { key: 'settle_date', title: '结算日期', width: 110 },
  { key: 'merchant_name', title: '商户', width: 150, ellipsis: true, defaultHidden: !showsMerchant },
  { key: 'trade_count', title: '交易笔数', width: 90 },
  { key: 'amount', title: '交易金额', width: 120, value: (r) => yuan(r.amount) },
  { key: 'fee', title: '手续费', width: 100, value: (r) => yuan(r.fee) },
  { key: 'refunded', title: '退款金额', width: 110, value: (r) => (r.refunded ? `${yuan(r.refunded)}（${r.refund_count} 笔）` : '-') },
  { key: 'net', title: '结算金额', width: 120, value: (r) => yuan(r.net) },
  { key: 'state', title: '结算状态', width: 100, render: (r) => <SettlementStateTag state={r.state} /> },
  { key: 'settle_time', title: '结算完成时间', width: 170, value: (r) => (r.settle_time ? formatDateTime(r.settle_time) : '-') },
];

function SettlementStatistics({ query }: { query: Record<string, unknown> }) {
  const { page_index: _p, page_size: _s, ...filter } = query;
  const stats = useQuery({ queryKey: [paymentSettlementStatistics.path, filter], queryFn: () => send(paymentSettlementStatistics, filter as never, { silent: true }) });
  const items: StatisticItem[] = [
    { key: 'count', title: '结算单数', value: stats.data?.count, suffix: '笔' },
    { key: 'amount', title: '交易金额', value: stats.data?.amount, format: 'money' },
    { key: 'fee', title: '手续费', value: stats.data?.fee, format: 'money' },
    { key: 'net', title: '结算金额', value: stats.data?.net, format: 'money' },
  ];
  return <StatisticCards data-testid="settlement-statistics" items={items} loading={stats.isPending} />;
}

/** 结算记录: one row a merchant a trade day, newest first, with the filter's sums; 详情 (a page, or a drawer on 交易中心). */
export default function SettlementListPage() {
  const { platform, paths, showsMerchant } = usePaymentPlatform();
  const navigate = useNavigate();
  const [open, setOpen] = useState<number | null>(null);
  const shownFilters = useMemo(() => filters(showsMerchant), [showsMerchant]);
  const openDetail = (r: SettlementRow) => (paths.settlementDetail ? navigate(`${paths.settlementDetail}?id=${r.id}`) : setOpen(r.id));
  return (
    <>
      <ListPage
        id={`${platform}-payment-settlement-list`}
        call={paymentSettlementList}
        rowKey="id"
        filters={shownFilters}
        columns={columns(openDetail, showsMerchant)}
        actions={[{ key: 'detail', label: '详情', onClick: openDetail }]}
        toolbar={({ query }) => <SettlementStatistics query={query} />}
      />
      <Drawer open={open !== null} onClose={() => setOpen(null)} title="结算详情" width={880} styles={{ wrapper: { maxWidth: '100vw' } }}>
        {open !== null && <SettlementView id={open} />}
      </Drawer>
    </>
  );
}

/** A settlement and the trades of its day (the trade list of that merchant and day). */
function SettlementView({ id }: { id: number }) {
  const detail = useQuery({ queryKey: [paymentSettlementGet.path, id], queryFn: () => send(paymentSettlementGet, { id }, { silent: true }) });
  const s = detail.data;
  const tradesQuery = s ? { merchant: s.merchant, start_date: s.settle_date, end_date: s.settle_date, page_index: 1, page_size: 100 } : undefined;
  const trades = useQuery({ queryKey: [paymentTradeList.path, tradesQuery], queryFn: () => send(paymentTradeList, tradesQuery as never, { silent: true }), enabled: !!s });
  if (detail.isPending) return <Skeleton active />;
  if (detail.error) return <ErrorPanel error={detail.error} onRetry={() => void detail.refetch()} />;
  const paid = (trades.data?.row ?? []).filter((t) => t.state === 2 || t.state === 3);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions
        column={{ xs: 1, sm: 2 }}
        bordered
        size="small"
        items={[
          { key: 'settle_no', label: '结算单号', children: s!.settle_no },
          { key: 'state', label: '结算状态', children: <SettlementStateTag state={s!.state} /> },
          { key: 'merchant', label: '商户', children: `${s!.merchant_name}（${s!.merchant}）` },
          { key: 'settle_date', label: '结算日期（交易日）', children: s!.settle_date },
          { key: 'trade_count', label: '交易笔数', children: `${s!.trade_count} 笔` },
          { key: 'amount', label: '交易金额', children: yuan(s!.amount) },
          { key: 'fee', label: '手续费', children: yuan(s!.fee) },
          { key: 'refunded', label: '退款', children: `${yuan(s!.refunded)}（${s!.refund_count} 笔）` },
          { key: 'net', label: '结算金额', children: <strong data-testid="settlement-net">{yuan(s!.net)}</strong> },
          { key: 'settle_time', label: '结算完成时间', children: s!.settle_time ? formatDateTime(s!.settle_time) : '-' },
        ]}
      />
      <Card size="small" title={`当日成功交易（${trades.isPending ? '…' : paid.length}）`}>
        <Table
          size="small"
          rowKey="trade_no"
          loading={trades.isPending}
          pagination={false}
          dataSource={paid}
          scroll={{ x: 640 }}
          locale={{ emptyText: '当日没有成功交易' }}
          columns={[
            { key: 'trade_no', title: '交易单号', dataIndex: 'trade_no', width: 200 },
            { key: 'business', title: '业务类型', width: 100, render: (_, t) => businessText(t.business) },
            { key: 'pay_mode', title: '支付方式', width: 100, render: (_, t) => payModeText(t.pay_mode) },
            { key: 'amount', title: '交易金额', width: 110, align: 'right', render: (_, t) => yuan(t.amount) },
            { key: 'fee', title: '手续费', width: 90, align: 'right', render: (_, t) => yuan(t.fee) },
            { key: 'state', title: '状态', width: 100, render: (_, t) => <TradeStateTag state={t.state} refunded={t.refunded} /> },
          ]}
        />
      </Card>
    </Space>
  );
}

/** 结算详情 (`/service/settlement/detail?id=`, `/settlement/settlement/detail?id=`). */
export function SettlementDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { paths } = usePaymentPlatform();
  const id = Number(params.get('id'));
  return (
    <Card title="结算详情" extra={<Button onClick={() => navigate(paths.settlements)}>返回</Button>}>
      {id > 0 ? <SettlementView id={id} /> : <Typography.Text type="secondary">缺少结算 ID</Typography.Text>}
    </Card>
  );
}
