import { formatDateTime, type ListPayload, type parkingPaymentList } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { send } from '../../../lib/request';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField } from '../../../widgets/resource/types';
import { carTypeText, durationText, plateCell } from '../records/shared';
import { PaymentDetailDrawer } from './payment-detail-drawer';
import { useTrades } from './platform';
import { orderNoFilter, orderStateOptions, OrderStateTag, paidDays, payTypeOptions, payTypeText, tradeFilters, yuan, type PaymentRow } from './shared';

const filters = (showsMerchant: boolean): FilterField[] => [
  ...tradeFilters(showsMerchant),
  { kind: 'select', key: 'state', label: '订单状态', options: orderStateOptions },
  { kind: 'select', key: 'pay_type', label: '支付方式', options: payTypeOptions },
  orderNoFilter,
  paidDays,
];

const columns = (open: (r: PaymentRow) => void, showsMerchant: boolean): Column<PaymentRow>[] => [
  { key: 'order_no', title: '订单号', width: 190, fixed: 'left', render: (r) => <a onClick={() => open(r)}>{r.order_no}</a> },
  { key: 'plate', title: '车牌号', width: 130, render: plateCell },
  { key: 'park_name', title: '停车场', width: 170, ellipsis: true },
  { key: 'merchant_name', title: '所属商户', width: 160, ellipsis: true, defaultHidden: !showsMerchant },
  { key: 'car_type', title: '车辆类型', width: 90, defaultHidden: true, value: (r) => carTypeText(r.car_type) },
  { key: 'entry_time', title: '入场时间', width: 170, value: (r) => formatDateTime(r.entry_time) },
  { key: 'exit_time', title: '出场时间', width: 170, value: (r) => (r.exit_time ? formatDateTime(r.exit_time) : '-') },
  { key: 'duration', title: '停车时长', width: 120, value: (r) => durationText(r.duration) },
  { key: 'receivable', title: '应收', width: 100, value: (r) => yuan(r.receivable) },
  { key: 'discount', title: '优惠', width: 100, value: (r) => (r.discount ? yuan(r.discount) : '-') },
  { key: 'paid', title: '实收', width: 100, value: (r) => yuan(r.paid) },
  { key: 'pay_type', title: '支付方式', width: 110, value: (r) => payTypeText(r.pay_type) },
  { key: 'state', title: '订单状态', width: 90, render: (r) => <OrderStateTag state={r.state} /> },
  { key: 'pay_time', title: '支付时间', width: 170, value: (r) => formatDateTime(r.pay_time) },
];

type Summary = { count: number; receivable: number; discount: number; paid: number; refund_amount: number; capped: boolean };

/** 合计 of the list's filter (not only the page): orders, receivable, discount, paid and refunded. */
function TradeSummary({ call, query }: { call: typeof parkingPaymentList; query: Record<string, unknown> }) {
  const filter = { ...query, page_index: 1, page_size: 20, summary: true };
  const sums = useQuery({
    queryKey: [call.path, 'summary', filter],
    queryFn: async () => ((await send(call, filter, { silent: true })) as ListPayload<PaymentRow> & { summary?: Summary }).summary,
  });
  const s = sums.data;
  if (!s) return null;
  return (
    <Space size="large" wrap data-testid="trade-summary">
      <Typography.Text>{s.capped ? '最近 10,000 笔' : `共 ${s.count.toLocaleString('zh-CN')} 笔`}</Typography.Text>
      <Typography.Text>应收 {yuan(s.receivable)}</Typography.Text>
      <Typography.Text>优惠 {yuan(s.discount)}</Typography.Text>
      <Typography.Text strong>实收 {yuan(s.paid)}</Typography.Text>
      <Typography.Text type={s.refund_amount ? 'warning' : 'secondary'}>退款 {yuan(s.refund_amount)}</Typography.Text>
    </Space>
  );
}

/**
 * 临停订单: what cars paid for their stays in the parks in scope, newest payment first (a capped count: orders grow by
 * millions), with the 合计 of the filter; 详情 in a drawer with the stay. Serves the merchant, its partner and its group.
 */
export default function TemporaryOrdersPage() {
  const { platform, payments, showsMerchant } = useTrades();
  const shownFilters = useMemo(() => filters(showsMerchant), [showsMerchant]);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <ListPage
        id={`${platform}-parking-payment-list`}
        call={payments.list}
        rowKey="id"
        filters={shownFilters}
        columns={columns((r) => setOpen(r.id), showsMerchant)}
        actions={[{ key: 'detail', label: '详情', onClick: (r) => setOpen(r.id) }]}
        toolbar={({ query }) => <TradeSummary call={payments.list} query={query} />}
        visibleFilters={3}
      />
      <PaymentDetailDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
