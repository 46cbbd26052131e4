import { formatDateTime, paymentTradeList, paymentTradeStatistics, TRADE_RANGE_DEFAULT_DAYS, TradeState } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { StatisticCards, type StatisticItem } from '../../../widgets/statistic-cards/statistic-cards';
import { usePaymentPlatform } from './platform';
import { RefundDialog } from './refund-dialog';
import {
  businessOptions, businessText, channelOptions, merchantFilter, payModeOptions, payModeText, tradeChannelText, tradeStateOptions, TradeStateTag, yuan,
  type TradeRow,
} from './shared';
import { TradeDetailDrawer } from './trade-detail';

const filters = (showsMerchant: boolean): FilterField[] => [
  { kind: 'text', key: 'trade_no', label: '交易单号', placeholder: '交易单号或商户订单号（开头）', maxLength: 64 },
  { kind: 'dateRange', key: 'days', keys: ['start_date', 'end_date'], label: '交易日期' },
  { kind: 'select', key: 'state', label: '交易状态', options: tradeStateOptions },
  ...(showsMerchant ? [merchantFilter] : []),
  { kind: 'select', key: 'business', label: '业务类型', options: businessOptions },
  { kind: 'select', key: 'channel', label: '支付渠道', options: channelOptions },
  { kind: 'select', key: 'pay_mode', label: '支付方式', options: payModeOptions },
];

const columns = (open: (r: TradeRow) => void, showsMerchant: boolean): Column<TradeRow>[] => [
  { key: 'trade_no', title: '交易单号', width: 200, fixed: 'left', render: (r) => <a onClick={() => open(r)}>{r.trade_no}</a> },
  { key: 'out_trade_no', title: '商户订单号', width: 190, defaultHidden: true },
  { key: 'merchant_name', title: '商户', width: 150, ellipsis: true, defaultHidden: !showsMerchant },
  { key: 'subject', title: '商品描述', width: 180, ellipsis: true },
  { key: 'business', title: '业务类型', width: 100, value: (r) => businessText(r.business) },
  { key: 'channel', title: '支付渠道', width: 130, value: (r) => tradeChannelText(r.channel) },
  { key: 'pay_mode', title: '支付方式', width: 100, value: (r) => payModeText(r.pay_mode) },
  { key: 'amount', title: '交易金额', width: 110, value: (r) => yuan(r.amount) },
  { key: 'fee', title: '手续费', width: 90, value: (r) => yuan(r.fee) },
  { key: 'refunded', title: '已退款', width: 100, value: (r) => (r.refunded ? yuan(r.refunded) : '-') },
  { key: 'state', title: '交易状态', width: 100, render: (r) => <TradeStateTag state={r.state} refunded={r.refunded} /> },
  { key: 'trade_time', title: '交易时间', width: 170, value: (r) => formatDateTime(r.trade_time) },
];

/** The filter's count and sums (the statistics call): the chosen days, or the last 7. */
function TradeStatistics({ query }: { query: Record<string, unknown> }) {
  const { page_index: _p, page_size: _s, ...filter } = query;
  const stats = useQuery({ queryKey: [paymentTradeStatistics.path, filter], queryFn: () => send(paymentTradeStatistics, filter as never, { silent: true }) });
  const label = query.start_date || query.end_date ? '所选日期' : `近 ${TRADE_RANGE_DEFAULT_DAYS} 天`;
  const items: StatisticItem[] = [
    { key: 'count', title: `${label}交易笔数`, value: stats.data?.count, suffix: '笔' },
    { key: 'amount', title: `${label}交易金额`, value: stats.data?.amount, format: 'money' },
    { key: 'fee', title: '手续费', value: stats.data?.fee, format: 'money' },
    { key: 'refunded', title: '退款金额', value: stats.data?.refunded, format: 'money' },
  ];
  return <StatisticCards data-testid="trade-statistics" items={items} loading={stats.isPending} />;
}

/**
 * 支付明细 / 交易流水: the trades in scope, newest first (default the last 7 days, at most 92; a capped count), with the
 * filter's statistics above; 详情 (a page where the platform has one, else a drawer) and 退款 for who may.
 */
export default function TradeListPage() {
  const { platform, paths, codes, showsMerchant } = usePaymentPlatform();
  const navigate = useNavigate();
  const [open, setOpen] = useState<string | null>(null);
  const [refunding, setRefunding] = useState<TradeRow | null>(null);
  const shownFilters = useMemo(() => filters(showsMerchant), [showsMerchant]);
  const openDetail = (r: TradeRow) => (paths.tradeDetail ? navigate(`${paths.tradeDetail}?trade_no=${encodeURIComponent(r.trade_no)}`) : setOpen(r.trade_no));
  const actions: RowAction<TradeRow>[] = [
    { key: 'detail', label: '详情', onClick: openDetail },
    ...(codes.refund
      ? [{ key: 'refund', label: '退款', danger: true, permission: [codes.refund], when: (r: TradeRow) => r.state === TradeState.success && r.refundable > 0, onClick: setRefunding }]
      : []),
  ];
  return (
    <>
      <ListPage
        id={`${platform}-payment-trade-list`}
        call={paymentTradeList}
        rowKey="trade_no"
        filters={shownFilters}
        columns={columns(openDetail, showsMerchant)}
        actions={actions}
        toolbar={({ query }) => <TradeStatistics query={query} />}
        visibleFilters={3}
      />
      <TradeDetailDrawer tradeNo={open} onClose={() => setOpen(null)} />
      <RefundDialog trade={refunding} onClose={() => setRefunding(null)} />
    </>
  );
}
