import { formatDateTime, payModeText, paymentMerchantList, paymentMerchantSummary, paymentRouteDelete, paymentRouteList, paymentRouteUpdate, paymentTradeList, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Tag, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { DataTable } from '../../../widgets/data-table/data-table';
import { CallTable } from '../../../widgets/resource/call-table';
import { DetailPage, type DetailAction, type DetailField } from '../../../widgets/resource/detail-page';
import type { Column, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { StatisticCards } from '../../../widgets/statistic-cards/statistic-cards';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { PARTNER_PAYMENT } from '../trades/paths';
import { payModeText as tradePayModeText, tradeChannelText, TradeStateTag, yuan, type TradeRow } from '../trades/shared';
import { MERCHANT_EDIT, MERCHANT_LIST, MERCHANT_UPDATE_CODES, ROUTE_CREATE, ROUTE_EDIT, ROUTE_UPDATE_CODES } from './paths';
import { channelName, formatFeeRate, paymentIndustryText, settleCycleText, StatusTag, type PaymentRouteRow } from './shared';

type Summary = CallReply<typeof paymentMerchantSummary>;

const fields: DetailField<Summary>[] = [
  { key: 'merchant', label: '商户号', value: (r) => r.merchant },
  { key: 'short_name', label: '商户简称', value: (r) => r.short_name },
  { key: 'industry', label: '行业类目', value: (r) => paymentIndustryText(r.industry) },
  { key: 'fee_rate', label: '费率', value: (r) => formatFeeRate(r.fee_rate) },
  { key: 'settle_cycle', label: '结算周期', value: (r) => settleCycleText(r.settle_cycle) },
  { key: 'status', label: '收款状态', render: (r) => <StatusTag status={r.status} /> },
  { key: 'contact', label: '联系人', value: (r) => `${r.contact_name} ${r.contact_telephone}` },
  { key: 'service_phone', label: '客服电话', value: (r) => r.service_phone },
  { key: 'partner_name', label: '服务商', value: (r) => r.partner_name },
  { key: 'create_time', label: '开通时间', value: (r) => formatDateTime(r.create_time) },
  { key: 'remark', label: '备注', value: (r) => r.remark, span: 'filled' },
];

const routeColumns: Column<PaymentRouteRow>[] = [
  { key: 'pay_mode', title: '支付方式', width: 120, value: (r) => payModeText(r.pay_mode) },
  { key: 'channel', title: '支付通道', width: 160, value: (r) => channelName(r.channel) },
  { key: 'status', title: '状态', width: 90, render: (r) => <StatusTag status={r.status} /> },
  { key: 'remark', title: '备注', width: 200, ellipsis: true },
  { key: 'operator', title: '最后操作人', width: 110 },
  { key: 'update_time', title: '更新时间', width: 170, value: (r) => formatDateTime(r.update_time) },
];

/** 支付路由: the merchant's routes by pay method; 新建路由, 编辑, 停用 / 启用, 删除 (a disabled one, asked first). */
function RoutesTab({ merchant }: { merchant: number }) {
  const navigate = useNavigate();
  const gate = useGate();
  const changed = useChanged(paymentRouteList, paymentMerchantList, paymentMerchantSummary);
  const routes = useQuery({ queryKey: [paymentRouteList.path, merchant], queryFn: () => send(paymentRouteList, { merchant }, { silent: true }) });
  const toggle = (r: PaymentRouteRow, status: 0 | 1) =>
    send(paymentRouteUpdate, { id: r.id, channel: r.channel as 'wxpay', status, remark: r.remark || undefined }).then(() => changed(status ? '已启用' : '已停用'));
  const actions: RowAction<PaymentRouteRow>[] = [
    { key: 'edit', label: '编辑', permission: ROUTE_UPDATE_CODES, onClick: (r) => navigate(`${ROUTE_EDIT}?id=${r.id}`) },
    { key: 'disable', label: '停用', permission: ROUTE_UPDATE_CODES, when: (r) => r.status === 1, confirm: (r) => `停用后${payModeText(r.pay_mode)}的付款将无法受理，确定停用？`, onClick: (r) => toggle(r, 0) },
    { key: 'enable', label: '启用', permission: ROUTE_UPDATE_CODES, when: (r) => r.status === 0, onClick: (r) => toggle(r, 1) },
    {
      key: 'delete', label: '删除', danger: true, permission: ROUTE_UPDATE_CODES, when: (r) => r.status === 0, confirm: (r) => `删除${payModeText(r.pay_mode)}的路由？`,
      onClick: (r) => send(paymentRouteDelete, { id: r.id }).then(() => changed('已删除')),
    },
  ];
  const rows = routes.data?.row ?? [];
  return (
    <DataTable<PaymentRouteRow>
      id="payment-service-route-list"
      rowKey="id"
      columns={routeColumns}
      rows={rows}
      total={rows.length}
      page={1}
      size={20}
      onPage={() => undefined}
      loading={routes.isFetching}
      error={routes.error}
      onRetry={() => void routes.refetch()}
      actions={actions}
      toolbar={
        gate({ permission: ROUTE_UPDATE_CODES }) ? (
          <Button type="primary" onClick={() => navigate(`${ROUTE_CREATE}?merchant=${merchant}`)}>
            新建路由
          </Button>
        ) : null
      }
    />
  );
}

const tradeColumns = (open: (r: TradeRow) => void): Column<TradeRow>[] => [
  { key: 'trade_no', title: '交易单号', width: 200, render: (r) => <a onClick={() => open(r)}>{r.trade_no}</a> },
  { key: 'out_trade_no', title: '商户订单号', width: 190 },
  { key: 'channel', title: '支付通道', width: 130, value: (r) => tradeChannelText(r.channel) },
  { key: 'pay_mode', title: '支付方式', width: 100, value: (r) => tradePayModeText(r.pay_mode) },
  { key: 'amount', title: '交易金额', width: 110, value: (r) => yuan(r.amount) },
  { key: 'state', title: '交易状态', width: 100, render: (r) => <TradeStateTag state={r.state} refunded={r.refunded} /> },
  { key: 'trade_time', title: '交易时间', width: 170, value: (r) => formatDateTime(r.trade_time) },
];

/** 交易: the last 30 days' sums and the trades of the last 7 days (the trade list's default). */
function TradesTab({ summary }: { summary: Summary }) {
  const navigate = useNavigate();
  const open = (r: TradeRow) => navigate(`${PARTNER_PAYMENT.tradeDetail}?trade_no=${encodeURIComponent(r.trade_no)}`);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <StatisticCards
        data-testid="payment-merchant-trade"
        items={[
          { key: 'count', title: '近 30 天成功笔数', value: summary.trade.count, suffix: '笔' },
          { key: 'amount', title: '近 30 天交易金额', value: summary.trade.amount, format: 'money' },
          { key: 'fee', title: '手续费', value: summary.trade.fee, format: 'money' },
          { key: 'refunded', title: '退款金额', value: summary.trade.refunded, format: 'money' },
        ]}
      />
      <Typography.Text type="secondary">近 7 天交易</Typography.Text>
      <CallTable id="payment-service-merchant-trades" call={paymentTradeList} query={{ merchant: summary.merchant }} rowKey="trade_no" columns={tradeColumns(open)} />
    </Space>
  );
}

/** 商户详情 (/service/merchant/detail?merchant=): the payment profile; tabs 支付通道, 支付路由, 交易, 操作记录. */
export default function PaymentMerchantDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const merchant = Number(params.get('merchant'));
  if (!(merchant > 0)) return <Alert type="warning" showIcon message="缺少商户号" />;
  const actions: DetailAction<Summary>[] = [
    { key: 'edit', label: '编辑', permission: MERCHANT_UPDATE_CODES, primary: true, onClick: () => navigate(`${MERCHANT_EDIT}?merchant=${merchant}`) },
  ];
  return (
    <DetailPage<Summary>
      loadKey={[paymentMerchantSummary.path, merchant]}
      load={() => send(paymentMerchantSummary, { merchant })}
      title={(r) => r.merchant_name}
      fields={fields}
      actions={actions}
      back={MERCHANT_LIST}
      activeTab={params.get('tab') ?? undefined}
      tabs={[
        {
          key: 'channels',
          label: '支付通道',
          render: (r) =>
            r.channels.length ? (
              <Space wrap>
                {r.channels.map((c) => (
                  <Tag key={c.channel} color="blue">
                    {c.name}（{c.apply_no}）
                  </Tag>
                ))}
              </Space>
            ) : (
              <Typography.Text type="secondary">尚无已开通的支付通道：请在「进件申请」为该商户提交进件</Typography.Text>
            ),
        },
        { key: 'routes', label: '支付路由', render: (r) => <RoutesTab merchant={r.merchant} /> },
        { key: 'trades', label: '交易', render: (r) => <TradesTab summary={r} /> },
        {
          key: 'timeline',
          label: '操作记录',
          render: (r) => <AuditTimeline type="payment_merchant" id={r.merchant} />,
        },
      ]}
    />
  );
}
