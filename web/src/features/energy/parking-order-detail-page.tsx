import { energyParkingPaymentGet, formatDateTime, ParkingPaymentState, type CallReply } from '@console/contract';
import { Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { DetailPage, type DetailField } from '../../widgets/resource/detail-page';
import { AuditTimeline } from '../../widgets/timeline/record-timeline';
import { payModeText, yuanText } from './order-shared';
import { minutesText, ParkingPaymentStateTag, RevokeParkingDialog } from './parking-shared';
import { merchantText, useEnergyPlatform } from './shared';

type Payment = CallReply<typeof energyParkingPaymentGet>;

/** 停车费订单详情 (…/parking/order/detail?pay_no=): the order with its stay and charging order; 撤销 (a dialog with a reason). */
export default function ParkingOrderDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const payNo = params.get('pay_no') ?? '';
  const { paths, can, showsMerchant } = useEnergyPlatform();
  const [revoking, setRevoking] = useState<Payment>();
  const fields: DetailField<Payment>[] = [
    { key: 'pay_no', label: '订单号' },
    { key: 'state', label: '订单状态', render: (p) => <ParkingPaymentStateTag state={p.state} /> },
    { key: 'amount', label: '停车费', value: (p) => yuanText(p.amount) },
    { key: 'plate', label: '车牌号' },
    ...(showsMerchant ? [{ key: 'merchant', label: '所属商户', value: merchantText }] : []),
    { key: 'station', label: '电站', value: (p) => `${p.station_name}（${p.station_code}）` },
    { key: 'record_no', label: '停车记录', render: (p) => <Typography.Link onClick={() => navigate(`${paths.parkingRecordDetail}?record_no=${p.record_no}`)}>{p.record_no}</Typography.Link> },
    { key: 'order_no', label: '充电订单', render: (p) => (p.order_no ? <Typography.Link onClick={() => navigate(`${paths.chargingDetail}?order_no=${p.order_no}`)}>{p.order_no}</Typography.Link> : '-') },
    { key: 'entry_time', label: '入场时间', value: (p) => formatDateTime(p.entry_time) },
    { key: 'exit_time', label: '离场时间', value: (p) => (p.exit_time ? formatDateTime(p.exit_time) : '-') },
    { key: 'park', label: '停车时长', value: (p) => minutesText(p.park_minutes) },
    { key: 'free', label: '减免时长', value: (p) => minutesText(p.free_minutes) },
    { key: 'pay_mode', label: '支付方式', value: (p) => (p.pay_time ? payModeText(p.pay_mode) : '-') },
    { key: 'create_time', label: '下单时间', value: (p) => formatDateTime(p.create_time) },
    { key: 'pay_time', label: '支付时间', value: (p) => (p.pay_time ? formatDateTime(p.pay_time) : '-') },
    { key: 'revoke', label: '撤销', when: (p) => p.state === ParkingPaymentState.revoked, value: (p) => `${p.revoker}（${formatDateTime(p.revoke_time)}）${p.refunded ? '，已原路退款' : '，免收'}` },
    { key: 'revoke_reason', label: '撤销原因', when: (p) => !!p.revoke_reason },
  ];
  return (
    <>
      <DetailPage<Payment>
        loadKey={[energyParkingPaymentGet.path, payNo]}
        load={() => send(energyParkingPaymentGet, { pay_no: payNo })}
        title={(p) => `停车费订单 · ${p.pay_no}`}
        fields={fields}
        back={paths.parkingOrderList}
        actions={[{ key: 'revoke', label: '撤销', danger: true, permission: can('order', 'update'), when: (p) => p.state !== ParkingPaymentState.revoked, onClick: (p) => setRevoking(p) }]}
        tabs={[
          {
            key: 'timeline',
            label: '操作记录',
            render: (p) => <AuditTimeline type="energy_parking_payment" id={p.pay_no} />,
          },
        ]}
      />
      <RevokeParkingDialog payment={revoking} onClose={() => setRevoking(undefined)} />
    </>
  );
}
