import { AppointmentState, appointmentCancellers, energyAppointmentGet, formatDateTime, type CallReply } from '@console/contract';
import { Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { DetailPage, type DetailField } from '../../widgets/resource/detail-page';
import { AuditTimeline } from '../../widgets/timeline/record-timeline';
import { CancelAppointmentDialog, windowText, type AppointmentRow } from './appointment-list-page';
import { AppointmentStateTag } from './parking-shared';
import { merchantText, useEnergyPlatform } from './shared';

type Appointment = CallReply<typeof energyAppointmentGet>;

/** 预约记录详情 (…/order/appointment/detail?appointment_no=): the reservation, its charging order or why it was cancelled. */
export default function AppointmentDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const no = params.get('appointment_no') ?? '';
  const { paths, can, showsMerchant } = useEnergyPlatform();
  const [cancelling, setCancelling] = useState<AppointmentRow>();
  const fields: DetailField<Appointment>[] = [
    { key: 'appointment_no', label: '预约单号' },
    { key: 'state', label: '状态', render: (a) => <AppointmentStateTag state={a.state} /> },
    { key: 'window', label: '预约时段', value: windowText },
    ...(showsMerchant ? [{ key: 'merchant', label: '所属商户', value: merchantText }] : []),
    { key: 'station', label: '电站', value: (a) => `${a.station_name}（${a.station_code}）` },
    { key: 'port', label: '充电桩 / 枪', value: (a) => `${a.device_code} · ${a.port_no} 号枪` },
    { key: 'user_name', label: '预约人' },
    { key: 'mobile', label: '手机号' },
    { key: 'plate', label: '车牌号' },
    { key: 'create_time', label: '预约时间', value: (a) => formatDateTime(a.create_time) },
    { key: 'order_no', label: '充电订单', when: (a) => !!a.order_no, render: (a) => <Typography.Link onClick={() => navigate(`${paths.chargingDetail}?order_no=${a.order_no}`)}>{a.order_no}</Typography.Link> },
    {
      key: 'cancel',
      label: '取消',
      when: (a) => a.state === AppointmentState.cancelled,
      value: (a) => `${appointmentCancellers[a.cancel_by as 1 | 2] ?? '-'}取消 · ${a.canceller}（${formatDateTime(a.cancel_time)}）`,
    },
    { key: 'cancel_reason', label: '取消原因', when: (a) => !!a.cancel_reason },
  ];
  return (
    <>
      <DetailPage<Appointment>
        loadKey={[energyAppointmentGet.path, no]}
        load={() => send(energyAppointmentGet, { appointment_no: no })}
        title={(a) => `预约记录 · ${a.appointment_no}`}
        fields={fields}
        back={paths.appointmentList}
        actions={[{ key: 'cancel', label: '取消预约', danger: true, permission: can('order', 'update'), when: (a) => a.state === AppointmentState.waiting, onClick: (a) => setCancelling(a) }]}
        tabs={[
          {
            key: 'timeline',
            label: '操作记录',
            render: (a) => <AuditTimeline type="energy_appointment" id={a.appointment_no} />,
          },
        ]}
      />
      <CancelAppointmentDialog appointment={cancelling} onClose={() => setCancelling(undefined)} />
    </>
  );
}
