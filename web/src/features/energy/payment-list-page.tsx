import { energyPaymentList, formatDateTime, PaymentReview, PaymentState, SettleState, type CallReply } from '@console/contract';
import { Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../widgets/resource/types';
import { readFilters } from '../../widgets/search-panel/url-filters';
import {
  PaymentReviewDialog,
  paymentReviewOptions,
  PaymentReviewTag,
  paymentStateOptions,
  PaymentStateTag,
  PaymentSummary,
  payModeOptions,
  payModeText,
  settleStateOptions,
  SettleStateTag,
  useFetchPayment,
  useSettlePayment,
  yuanText,
} from './order-shared';
import { merchantText, StationPicker, useEnergyPlatform } from './shared';

export type PaymentRow = CallReply<typeof energyPaymentList>['row'][number];

const columns = (open: (r: PaymentRow) => void, openOrder: (r: PaymentRow) => void, showsMerchant: boolean): Column<PaymentRow>[] => [
  { key: 'pay_no', title: '支付单号', width: 190, render: (r) => <Typography.Link onClick={() => open(r)}>{r.pay_no}</Typography.Link> },
  { key: 'order_no', title: '充电订单号', width: 190, render: (r) => <Typography.Link onClick={() => openOrder(r)}>{r.order_no}</Typography.Link> },
  { key: 'amount', title: '支付金额', width: 110, value: (r) => yuanText(r.amount) },
  { key: 'pay_mode', title: '支付方式', width: 90, value: (r) => payModeText(r.pay_mode) },
  { key: 'state', title: '支付状态', width: 100, render: (r) => <PaymentStateTag state={r.state} /> },
  { key: 'settle_state', title: '结算状态', width: 90, render: (r) => <SettleStateTag state={r.settle_state} /> },
  { key: 'review_state', title: '退款审核', width: 110, render: (r) => <PaymentReviewTag state={r.review_state} /> },
  { key: 'station', title: '电站', width: 170, ellipsis: true, value: (r) => r.station_name },
  { key: 'plate', title: '车牌号', width: 110, value: (r) => r.plate || '-' },
  { key: 'create_time', title: '下单时间', width: 170, value: (r) => formatDateTime(r.create_time) },
  { key: 'pay_time', title: '支付时间', width: 170, value: (r) => (r.pay_time ? formatDateTime(r.pay_time) : '-') },
  { key: 'settle_time', title: '结算时间', width: 170, defaultHidden: true, value: (r) => (r.settle_time ? formatDateTime(r.settle_time) : '-') },
  ...(showsMerchant ? [{ key: 'merchant', title: '所属商户', width: 170, ellipsis: true, value: merchantText }] : []),
];

/** Whether 结算 applies: paid, unsettled, no refund waiting (the server decides; this only offers the button). */
export const settleable = (r: { state: number; settle_state: number; review_state: number }) =>
  r.state === PaymentState.paid && r.settle_state === SettleState.unsettled && r.review_state !== PaymentReview.pending;

/**
 * 支付订单 (…/order/payment/list): the payments of the charging orders the user acts for, newest first, with the summary
 * over the same filters; 详情, 查询 (a paying one's result from the channel), 结算 (asked first; once), 审核 a refund.
 */
export default function PaymentListPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { platform, paths, can, showsMerchant } = useEnergyPlatform();
  const [reviewing, setReviewing] = useState<PaymentRow>();
  const settle = useSettlePayment();
  const fetchResult = useFetchPayment();
  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'text', key: 'pay_no', label: '支付单号', placeholder: '支付单号开头', maxLength: 32 },
      { kind: 'select', key: 'state', label: '支付状态', options: paymentStateOptions },
      { kind: 'dateRange', key: 'created', keys: ['start_date', 'end_date'], label: '下单时间' },
      { kind: 'select', key: 'settle_state', label: '结算状态', options: settleStateOptions },
      { kind: 'text', key: 'order_no', label: '充电订单号', placeholder: '充电订单号开头', maxLength: 32 },
      { kind: 'select', key: 'pay_mode', label: '支付方式', options: payModeOptions },
      { kind: 'select', key: 'review_state', label: '退款审核', options: paymentReviewOptions },
      { kind: 'custom', key: 'station_code', label: '电站', render: () => <StationPicker style={{ width: '100%' }} /> },
      ...(showsMerchant ? [{ kind: 'remote' as const, key: 'merchant', label: '所属商户', source: 'merchant-below', placeholder: '商户名称或商户号' }] : []),
    ],
    [showsMerchant],
  );
  const search = params.toString();
  const summaryQuery = useMemo(() => readFilters(new URLSearchParams(search), filters), [search, filters]);
  const open = (r: PaymentRow) => navigate(`${paths.paymentDetail}?pay_no=${r.pay_no}`);
  const openOrder = (r: PaymentRow) => navigate(`${paths.chargingDetail}?order_no=${r.order_no}`);
  const actions: RowAction<PaymentRow>[] = [
    { key: 'detail', label: '详情', onClick: open },
    { key: 'fetch', label: '查询结果', when: (r) => r.state === PaymentState.paying, onClick: (r) => fetchResult(r.pay_no) },
    {
      key: 'settle',
      label: '结算',
      permission: can('order', 'update'),
      when: settleable,
      confirm: (r) => `确定结算支付单 ${r.pay_no}（${yuanText(r.amount)}）吗？结算后不能撤销。`,
      onClick: (r) => settle(r.pay_no),
    },
    { key: 'review', label: '审核退款', permission: can('order', 'update'), when: (r) => r.review_state === PaymentReview.pending, onClick: (r) => setReviewing(r) },
  ];
  return (
    <>
      <PaymentSummary query={summaryQuery} />
      <ListPage id={`energy-payment-${platform}`} call={energyPaymentList} rowKey="pay_no" filters={filters} columns={columns(open, openOrder, showsMerchant)} actions={actions} />
      <PaymentReviewDialog payment={reviewing} onClose={() => setReviewing(undefined)} />
    </>
  );
}
