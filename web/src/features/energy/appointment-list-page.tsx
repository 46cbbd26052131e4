import { AppointmentState, energyAppointmentCancel, energyAppointmentList, formatDateTime, maskPhone, type CallReply } from '@console/contract';
import { Form, Input, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { send } from '../../lib/request';
import { FormDialog } from '../../widgets/resource/form-dialog';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../widgets/resource/types';
import { appointmentCalls, appointmentStateOptions, AppointmentStateTag } from './parking-shared';
import { merchantText, StationPicker, useEnergyPlatform } from './shared';

export type AppointmentRow = CallReply<typeof energyAppointmentList>['row'][number];

/** `2026-11-27 10:00 – 10:30` (the end's date only when it differs). */
export const windowText = (r: { start_time: string; end_time: string }) => {
  const start = formatDateTime(r.start_time).slice(0, 16);
  const end = formatDateTime(r.end_time).slice(0, 16);
  return `${start} – ${end.slice(0, 10) === start.slice(0, 10) ? end.slice(11) : end}`;
};

const columns = (open: (r: AppointmentRow) => void, showsMerchant: boolean): Column<AppointmentRow>[] => [
  { key: 'appointment_no', title: '预约单号', width: 190, render: (r) => <Typography.Link onClick={() => open(r)}>{r.appointment_no}</Typography.Link> },
  { key: 'state', title: '状态', width: 90, render: (r) => <AppointmentStateTag state={r.state} /> },
  { key: 'window', title: '预约时段', width: 210, value: windowText },
  { key: 'station', title: '电站', width: 170, ellipsis: true, value: (r) => r.station_name },
  { key: 'port', title: '充电桩 / 枪', width: 160, value: (r) => `${r.device_code} · ${r.port_no} 号` },
  { key: 'user', title: '预约人', width: 170, value: (r) => `${r.user_name} ${maskPhone(r.mobile)}` },
  { key: 'plate', title: '车牌号', width: 110, value: (r) => r.plate || '-' },
  { key: 'order_no', title: '充电订单号', width: 190, value: (r) => r.order_no || '-' },
  { key: 'create_time', title: '预约时间', width: 170, defaultHidden: true, value: (r) => formatDateTime(r.create_time) },
  ...(showsMerchant ? [{ key: 'merchant', title: '所属商户', width: 170, ellipsis: true, value: merchantText }] : []),
];

/** 取消预约 with a reason (the driver is told the port is no longer held). */
export function CancelAppointmentDialog({ appointment, onClose }: { appointment: AppointmentRow | undefined; onClose: () => void }) {
  return (
    <FormDialog<{ reason: string }>
      open={!!appointment}
      title={`取消预约 ${appointment?.appointment_no ?? ''}`}
      name="energy-appointment-cancel"
      okText="取消预约"
      danger
      changes={appointmentCalls}
      onClose={onClose}
      onSubmit={async (values) => {
        await send(energyAppointmentCancel, { appointment_no: appointment!.appointment_no, reason: values.reason.trim() });
        return '预约已取消';
      }}
    >
      {appointment && (
        <Typography.Paragraph>
          {`${appointment.user_name}（${appointment.plate || maskPhone(appointment.mobile)}）预约了 ${appointment.station_name} ${appointment.device_code} ${appointment.port_no} 号枪，时段 ${windowText(appointment)}。取消后该枪不再为其保留。`}
        </Typography.Paragraph>
      )}
      <Form.Item name="reason" label="取消原因" rules={[{ required: true, whitespace: true, message: '请填写取消原因' }, { min: 2, message: '取消原因至少 2 个字' }]}>
        <Input.TextArea rows={3} maxLength={200} showCount placeholder="如：充电桩临时检修，已电话通知车主" />
      </Form.Item>
    </FormDialog>
  );
}

/** 预约记录 (…/order/appointment/list): the reservations the user acts for, the latest window first; 详情, 取消 a waiting one. */
export default function AppointmentListPage() {
  const navigate = useNavigate();
  const { platform, paths, can, showsMerchant } = useEnergyPlatform();
  const [cancelling, setCancelling] = useState<AppointmentRow>();
  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'text', key: 'appointment_no', label: '预约单号', placeholder: '预约单号开头', maxLength: 32 },
      { kind: 'select', key: 'state', label: '状态', options: appointmentStateOptions },
      { kind: 'dateRange', key: 'window', keys: ['start_date', 'end_date'], label: '预约日期' },
      { kind: 'custom', key: 'station_code', label: '电站', render: () => <StationPicker style={{ width: '100%' }} /> },
      { kind: 'text', key: 'mobile', label: '手机号', placeholder: '完整手机号', maxLength: 11 },
      { kind: 'text', key: 'plate', label: '车牌号', placeholder: '完整车牌号', maxLength: 10 },
      ...(showsMerchant ? [{ kind: 'remote' as const, key: 'merchant', label: '所属商户', source: 'merchant-below', placeholder: '商户名称或商户号' }] : []),
    ],
    [showsMerchant],
  );
  const open = (r: AppointmentRow) => navigate(`${paths.appointmentDetail}?appointment_no=${r.appointment_no}`);
  const actions: RowAction<AppointmentRow>[] = [
    { key: 'detail', label: '详情', onClick: open },
    { key: 'cancel', label: '取消预约', danger: true, permission: can('order', 'update'), when: (r) => r.state === AppointmentState.waiting, onClick: (r) => setCancelling(r) },
  ];
  return (
    <>
      <ListPage id={`energy-appointment-${platform}`} call={energyAppointmentList} rowKey="appointment_no" filters={filters} columns={columns(open, showsMerchant)} actions={actions} />
      <CancelAppointmentDialog appointment={cancelling} onClose={() => setCancelling(undefined)} />
    </>
  );
}
