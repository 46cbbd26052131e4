import { formatDateTime, paymentTradeGet, TradeState, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Drawer, Skeleton, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { usePaymentPlatform } from './platform';
import { RefundDialog } from './refund-dialog';
import { businessText, payModeText, RefundStateTag, tradeChannelText, TradeStateTag, yuan } from './shared';

type Trade = CallReply<typeof paymentTradeGet>;

/** A trade: its money, channel and times, with its refunds; 退款 for who may while money remains refundable. */
function TradeView({ tradeNo }: { tradeNo: string }) {
  const { codes } = usePaymentPlatform();
  const gate = useGate();
  const [refunding, setRefunding] = useState<Trade | null>(null);
  const detail = useQuery({ queryKey: [paymentTradeGet.path, tradeNo], queryFn: () => send(paymentTradeGet, { trade_no: tradeNo }, { silent: true }) });
  if (detail.isPending) return <Skeleton active />;
  if (detail.error) return <ErrorPanel error={detail.error} onRetry={() => void detail.refetch()} />;
  const t = detail.data;
  const mayRefund = !!codes.refund && gate({ permission: [codes.refund] }) && t.state === TradeState.success && t.refundable > 0;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions
        title="交易信息"
        column={{ xs: 1, sm: 2 }}
        bordered
        size="small"
        extra={mayRefund && <Button danger onClick={() => setRefunding(t)}>退款</Button>}
        items={[
          { key: 'trade_no', label: '交易单号', children: <Typography.Text copyable>{t.trade_no}</Typography.Text> },
          { key: 'out_trade_no', label: '商户订单号', children: t.out_trade_no },
          { key: 'state', label: '交易状态', children: <TradeStateTag state={t.state} refunded={t.refunded} /> },
          { key: 'merchant', label: '商户', children: `${t.merchant_name}（${t.merchant}）` },
          { key: 'subject', label: '商品描述', children: t.subject || '-' },
          { key: 'business', label: '业务类型', children: businessText(t.business) },
          { key: 'channel', label: '支付渠道', children: tradeChannelText(t.channel) },
          { key: 'pay_mode', label: '支付方式', children: payModeText(t.pay_mode) },
          { key: 'app', label: '应用', children: t.app_name || '-' },
          { key: 'payer', label: '付款人', children: t.payer || '-' },
          { key: 'amount', label: '交易金额', children: <strong>{yuan(t.amount)}</strong> },
          { key: 'fee', label: '手续费', children: yuan(t.fee) },
          { key: 'refunded', label: '已退款', children: yuan(t.refunded) },
          { key: 'refundable', label: '可退金额', children: yuan(t.refundable) },
          { key: 'create_time', label: '下单时间', children: formatDateTime(t.create_time) },
          { key: 'success_time', label: '支付成功时间', children: t.success_time ? formatDateTime(t.success_time) : '-' },
        ]}
      />
      <Card size="small" title={`退款记录（${t.refunds.length}）`}>
        <Table
          size="small"
          rowKey="refund_no"
          pagination={false}
          dataSource={t.refunds}
          scroll={{ x: 770 }}
          locale={{ emptyText: '暂无退款' }}
          columns={[
            { key: 'refund_no', title: '退款单号', dataIndex: 'refund_no', width: 190 },
            { key: 'amount', title: '退款金额', width: 100, render: (_, r) => yuan(r.amount) },
            { key: 'state', title: '状态', width: 90, render: (_, r) => <RefundStateTag state={r.state} /> },
            { key: 'reason', title: '退款原因', dataIndex: 'reason', width: 150, ellipsis: true },
            { key: 'operator', title: '操作人', dataIndex: 'operator', width: 80 },
            { key: 'create_time', title: '申请时间', width: 160, render: (_, r) => formatDateTime(r.create_time) },
          ]}
        />
      </Card>
      <RefundDialog trade={refunding} onClose={() => setRefunding(null)} />
    </Space>
  );
}

export function TradeDetailDrawer({ tradeNo, onClose }: { tradeNo: string | null; onClose: () => void }) {
  return (
    <Drawer open={tradeNo !== null} onClose={onClose} title="交易详情" width={760} styles={{ wrapper: { maxWidth: '100vw' } }}>
      {tradeNo && <TradeView tradeNo={tradeNo} />}
    </Drawer>
  );
}

/** 交易详情 (`/payment/trade/payment/detail?trade_no=`, `/settlement/payment/detail?trade_no=`). */
export default function TradeDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { paths } = usePaymentPlatform();
  const tradeNo = params.get('trade_no');
  return (
    <Card title="交易详情" extra={<Button onClick={() => navigate(paths.trades)}>返回</Button>}>
      {tradeNo ? <TradeView tradeNo={tradeNo} /> : <Typography.Text type="secondary">缺少交易单号</Typography.Text>}
    </Card>
  );
}
