import { energySettlementGet, energySettlementPaymentList, formatDateTime, type CallReply } from '@console/contract';
import { Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { CallTable } from '../../widgets/resource/call-table';
import { DetailPage, type DetailField } from '../../widgets/resource/detail-page';
import type { Column } from '../../widgets/resource/types';
import { kwhText, payModeText, yuanText } from './order-shared';
import { AccountText, periodText, TransferStateTag } from './reconciliation-shared';
import { merchantText, useEnergyPlatform } from './shared';

type Settlement = CallReply<typeof energySettlementGet>;
type Payment = CallReply<typeof energySettlementPaymentList>['row'][number];

/** 结算单详情 (…/reconciliation/settlement/detail?settle_no=): the sums, the payout and, in 订单明细, the payments summed. */
export default function SettlementDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const settleNo = params.get('settle_no') ?? '';
  const { paths, showsMerchant } = useEnergyPlatform();
  const fields: DetailField<Settlement>[] = [
    { key: 'settle_no', label: '结算单号' },
    { key: 'period', label: '结算日', value: (s) => periodText(s.period) },
    ...(showsMerchant ? [{ key: 'merchant', label: '所属商户', value: merchantText }] : []),
    { key: 'order_count', label: '订单数', value: (s) => `${s.order_count} 笔` },
    { key: 'elec_amount', label: '电费', value: (s) => yuanText(s.elec_amount) },
    { key: 'service_amount', label: '服务费', value: (s) => yuanText(s.service_amount) },
    { key: 'amount', label: '实收金额', value: (s) => yuanText(s.amount) },
    { key: 'fee', label: '手续费', value: (s) => `${yuanText(s.fee)}（费率 ${(s.fee_rate / 100).toFixed(2)}%）` },
    { key: 'payable', label: '应打款金额', render: (s) => <Typography.Text strong>{yuanText(s.payable)}</Typography.Text> },
    { key: 'transfer_state', label: '打款状态', render: (s) => <TransferStateTag state={s.transfer_state} /> },
    {
      key: 'transfer_no',
      label: '打款单号',
      render: (s) => (s.transfer_no ? <Typography.Link onClick={() => navigate(`${paths.transferDetail}?transfer_no=${s.transfer_no}`)}>{s.transfer_no}</Typography.Link> : '-'),
    },
    { key: 'account', label: '收款账户', span: 'filled', render: (s) => <AccountText r={s} /> },
    { key: 'transfer_reason', label: '失败原因', when: (s) => !!s.transfer_reason },
    { key: 'transfer_time', label: '到账时间', value: (s) => (s.transfer_time ? formatDateTime(s.transfer_time) : '-') },
    { key: 'create_time', label: '生成时间', value: (s) => formatDateTime(s.create_time) },
  ];
  const paymentColumns: Column<Payment>[] = [
    { key: 'pay_no', title: '支付单号', width: 190, render: (p) => <Typography.Link onClick={() => navigate(`${paths.paymentDetail}?pay_no=${p.pay_no}`)}>{p.pay_no}</Typography.Link> },
    { key: 'order_no', title: '充电订单号', width: 190, render: (p) => <Typography.Link onClick={() => navigate(`${paths.chargingDetail}?order_no=${p.order_no}`)}>{p.order_no}</Typography.Link> },
    { key: 'station', title: '电站', width: 160, ellipsis: true, value: (p) => p.station_name },
    { key: 'energy', title: '充电量', width: 110, value: (p) => kwhText(p.energy_wh) },
    { key: 'elec_amount', title: '电费', width: 100, value: (p) => yuanText(p.elec_amount) },
    { key: 'service_amount', title: '服务费', width: 100, value: (p) => yuanText(p.service_amount) },
    { key: 'amount', title: '支付金额', width: 110, value: (p) => yuanText(p.amount) },
    { key: 'pay_mode', title: '支付方式', width: 90, value: (p) => payModeText(p.pay_mode) },
    { key: 'plate', title: '车牌号', width: 110, defaultHidden: true, value: (p) => p.plate || '-' },
    { key: 'pay_time', title: '支付时间', width: 170, value: (p) => formatDateTime(p.pay_time) },
    { key: 'settle_time', title: '结算时间', width: 170, value: (p) => formatDateTime(p.settle_time) },
  ];
  return (
    <DetailPage<Settlement>
      loadKey={[energySettlementGet.path, settleNo]}
      load={() => send(energySettlementGet, { settle_no: settleNo })}
      title={(s) => `结算单 · ${s.settle_no}`}
      fields={fields}
      back={paths.settlementList}
      tabs={[
        {
          key: 'payments',
          label: '订单明细',
          render: (s) => <CallTable id="energy-settlement-payments" call={energySettlementPaymentList} query={{ settle_no: s.settle_no }} rowKey="pay_no" columns={paymentColumns} />,
        },
      ]}
    />
  );
}
