import {
  appointmentStates,
  energyAppointmentGet,
  energyAppointmentList,
  energyParkingPaymentGet,
  energyParkingPaymentList,
  energyParkingPaymentRevoke,
  energyParkingRecordGet,
  energyParkingRecordList,
  parkingFeeModes,
  parkingPaymentStates,
  parkingRecordStates,
} from '@console/contract';
import { Descriptions, Form, Input, Tag } from 'antd';
import { useRef } from 'react';
import { newIdempotencyKey, send } from '../../lib/request';
import { FormDialog } from '../../widgets/resource/form-dialog';
import type { OptionItem } from '../../widgets/resource/types';
import { yuanText } from './order-shared';

// 停车费 and 预约记录 (energy-orders-more slice): labels, tags and the revoke dialog shared by the lists and details.
// docs/decisions.md, "Energy parking fees and appointments".

const options = (labels: Record<number, string>): OptionItem[] => Object.entries(labels).map(([value, label]) => ({ label, value: Number(value) }));
export const parkingPaymentStateOptions = options(parkingPaymentStates);
export const parkingRecordStateOptions = options(parkingRecordStates);
export const parkingFeeModeOptions = options(parkingFeeModes);
export const appointmentStateOptions = options(appointmentStates);
export const chargedOptions: OptionItem[] = [{ label: '有停车费', value: 1 }, { label: '免收', value: 0 }];

const label = (labels: Record<number, string>, value: number | null | undefined) => (value === null || value === undefined ? '-' : (labels[value] ?? String(value)));
export const feeModeText = (mode: number) => label(parkingFeeModes, mode);

/** 125 → 2 小时 5 分钟. */
export const minutesText = (minutes: number) => (minutes >= 60 ? `${Math.floor(minutes / 60)} 小时${minutes % 60 ? ` ${minutes % 60} 分钟` : ''}` : `${minutes} 分钟`);

const payColours: Record<number, string> = { 0: 'gold', 1: 'success', 2: 'default' };
export const ParkingPaymentStateTag = ({ state }: { state: number | null }) => (state === null ? <>-</> : <Tag color={payColours[state]}>{label(parkingPaymentStates, state)}</Tag>);
export const ParkingRecordStateTag = ({ state }: { state: number }) => <Tag color={state === 1 ? 'processing' : 'default'}>{label(parkingRecordStates, state)}</Tag>;
const appointmentColours: Record<number, string> = { 0: 'processing', 1: 'success', 2: 'default', 3: 'warning' };
export const AppointmentStateTag = ({ state }: { state: number }) => <Tag color={appointmentColours[state]}>{label(appointmentStates, state)}</Tag>;

export const parkingCalls = [energyParkingPaymentList, energyParkingPaymentGet, energyParkingRecordList, energyParkingRecordGet];
export const appointmentCalls = [energyAppointmentList, energyAppointmentGet];

/**
 * 撤销 a parking fee order (a money operation): a 待支付 one's fee is waived, a 已支付 one's refunded; a reason; one
 * idempotency key per order, the same for every retry until it succeeded.
 */
export function RevokeParkingDialog({ payment, onClose }: { payment: { pay_no: string; amount: number; state: number; plate: string } | undefined; onClose: () => void }) {
  const key = useRef<{ pay_no: string; key: string }>(undefined);
  const paid = payment?.state === 1;
  return (
    <FormDialog<{ reason: string }>
      open={!!payment}
      title="撤销停车费订单"
      name="energy-parking-revoke"
      okText={paid ? '撤销并退款' : '撤销（免收）'}
      danger
      changes={parkingCalls}
      onClose={onClose}
      onSubmit={async (values) => {
        if (key.current?.pay_no !== payment!.pay_no) key.current = { pay_no: payment!.pay_no, key: newIdempotencyKey() };
        const reply = await send(energyParkingPaymentRevoke, { pay_no: payment!.pay_no, reason: values.reason.trim() }, { idempotencyKey: key.current.key });
        key.current = undefined;
        return reply.refunded ? `已撤销，${yuanText(payment!.amount)} 将原路退回` : '已撤销，停车费免收';
      }}
    >
      {payment && (
        <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
          <Descriptions.Item label="订单号">{payment.pay_no}</Descriptions.Item>
          <Descriptions.Item label="车牌号">{payment.plate}</Descriptions.Item>
          <Descriptions.Item label="停车费">{yuanText(payment.amount)}</Descriptions.Item>
          <Descriptions.Item label="撤销后">{paid ? '已支付的停车费原路退回车主' : '停车费免收，车主无需支付'}</Descriptions.Item>
        </Descriptions>
      )}
      <Form.Item name="reason" label="撤销原因" rules={[{ required: true, whitespace: true, message: '请填写撤销原因' }, { min: 2, message: '撤销原因至少 2 个字' }]}>
        <Input.TextArea rows={3} maxLength={200} showCount placeholder="如：充电桩故障导致超时占位，免收停车费" />
      </Form.Item>
    </FormDialog>
  );
}
