import { formatDateTime, paymentRefundGet, paymentRefundList } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Drawer, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField } from '../../../widgets/resource/types';
import { usePaymentPlatform } from './platform';
import { businessOptions, businessText, channelOptions, merchantFilter, payModeText, refundStateOptions, RefundStateTag, tradeChannelText, TradeStateTag, yuan, type RefundRow } from './shared';

const filters = (showsMerchant: boolean): FilterField[] => [
  { kind: 'text', key: 'refund_no', label: '退款单号', placeholder: '退款单号或交易单号（开头）', maxLength: 64 },
  { kind: 'select', key: 'state', label: '退款状态', options: refundStateOptions },
  { kind: 'dateRange', key: 'days', keys: ['start_date', 'end_date'], label: '申请日期' },
  ...(showsMerchant ? [merchantFilter] : []),
  { kind: 'select', key: 'business', label: '业务类型', options: businessOptions },
  { kind: 'select', key: 'channel', label: '支付渠道', options: channelOptions },
];

const columns = (open: (r: RefundRow) => void, showsMerchant: boolean): Column<RefundRow>[] => [
  { key: 'refund_no', title: '退款单号', width: 200, fixed: 'left', render: (r) => <a onClick={() => open(r)}>{r.refund_no}</a> },
  { key: 'trade_no', title: '交易单号', width: 200 },
  { key: 'merchant_name', title: '商户', width: 150, ellipsis: true, defaultHidden: !showsMerchant },
  { key: 'business', title: '业务类型', width: 100, value: (r) => businessText(r.business) },
  { key: 'channel', title: '支付渠道', width: 130, value: (r) => tradeChannelText(r.channel) },
  { key: 'trade_amount', title: '交易金额', width: 110, value: (r) => yuan(r.trade_amount) },
  { key: 'amount', title: '退款金额', width: 110, value: (r) => yuan(r.amount) },
  { key: 'state', title: '退款状态', width: 100, render: (r) => <RefundStateTag state={r.state} /> },
  { key: 'reason', title: '退款原因', width: 180, ellipsis: true },
  { key: 'operator', title: '操作人', width: 90 },
  { key: 'create_time', title: '申请时间', width: 170, value: (r) => formatDateTime(r.create_time) },
];

/** 退款记录: the refunds in scope, newest first; 详情 (a page on 结算中心, else a drawer). */
export default function RefundListPage() {
  const { platform, paths, showsMerchant } = usePaymentPlatform();
  const navigate = useNavigate();
  const [open, setOpen] = useState<string | null>(null);
  const shownFilters = useMemo(() => filters(showsMerchant), [showsMerchant]);
  const openDetail = (r: RefundRow) => (paths.refundDetail ? navigate(`${paths.refundDetail}?refund_no=${encodeURIComponent(r.refund_no)}`) : setOpen(r.refund_no));
  return (
    <>
      <ListPage
        id={`${platform}-payment-refund-list`}
        call={paymentRefundList}
        rowKey="refund_no"
        filters={shownFilters}
        columns={columns(openDetail, showsMerchant)}
        actions={[{ key: 'detail', label: '详情', onClick: openDetail }]}
        visibleFilters={3}
      />
      <Drawer open={open !== null} onClose={() => setOpen(null)} title="退款详情" width={720} styles={{ wrapper: { maxWidth: '100vw' } }}>
        {open && <RefundView refundNo={open} />}
      </Drawer>
    </>
  );
}

function RefundView({ refundNo }: { refundNo: string }) {
  const detail = useQuery({ queryKey: [paymentRefundGet.path, refundNo], queryFn: () => send(paymentRefundGet, { refund_no: refundNo }, { silent: true }) });
  if (detail.isPending) return <Skeleton active />;
  if (detail.error) return <ErrorPanel error={detail.error} onRetry={() => void detail.refetch()} />;
  const r = detail.data;
  return (
    <Descriptions
      column={{ xs: 1, sm: 2 }}
      bordered
      size="small"
      items={[
        { key: 'refund_no', label: '退款单号', children: <Typography.Text copyable>{r.refund_no}</Typography.Text> },
        { key: 'state', label: '退款状态', children: <RefundStateTag state={r.state} /> },
        { key: 'amount', label: '退款金额', children: <strong>{yuan(r.amount)}</strong> },
        { key: 'reason', label: '退款原因', children: r.reason },
        { key: 'operator', label: '操作人', children: r.operator || '-' },
        { key: 'create_time', label: '申请时间', children: formatDateTime(r.create_time) },
        { key: 'success_time', label: '退款成功时间', children: r.success_time ? formatDateTime(r.success_time) : '-' },
        { key: 'merchant', label: '商户', children: `${r.merchant_name}（${r.merchant}）` },
        { key: 'trade_no', label: '交易单号', children: r.trade_no },
        { key: 'out_trade_no', label: '商户订单号', children: r.out_trade_no },
        { key: 'business', label: '业务类型', children: businessText(r.business) },
        { key: 'channel', label: '支付渠道', children: `${tradeChannelText(r.channel)} · ${payModeText(r.pay_mode)}` },
        { key: 'trade_amount', label: '交易金额', children: yuan(r.trade_amount) },
        { key: 'trade_state', label: '交易状态', children: <TradeStateTag state={r.trade_state} refunded={r.trade_refunded} /> },
        { key: 'trade_refunded', label: '交易已退款', children: yuan(r.trade_refunded) },
      ]}
    />
  );
}

/** 退款详情 (`/settlement/refund/detail?refund_no=`). */
export function RefundDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { paths } = usePaymentPlatform();
  const refundNo = params.get('refund_no');
  return (
    <Card title="退款详情" extra={<Button onClick={() => navigate(paths.refunds)}>返回</Button>}>
      {refundNo ? <RefundView refundNo={refundNo} /> : <Typography.Text type="secondary">缺少退款单号</Typography.Text>}
    </Card>
  );
}
