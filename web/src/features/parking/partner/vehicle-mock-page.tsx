import {
  formatDateTime, gateDirections, isLicencePlate, normalPlate, parkGateList, parkingRecordGet, parkingRecordList, realtimeSpaceGet, VEHICLE_MOCK_MAX_HOURS, VehicleDirection,
  vehicleDirections, vehicleMessageList, vehicleMessageSend, type CallReply,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Form, Input, Radio, Select, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { LicencePlate } from '../../../widgets/licence-plate/licence-plate';
import { ParkPicker } from '../../../widgets/park-picker';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { carTypeOptions, carTypeText, parkAndPlate, plateColourOptions } from '../records/shared';
import { PARTNER_RECORD } from './paths';

// 车辆模拟工具 (document 2 §2 "Parking partner": vehicle mock tool; §7 `parking/vehicle/message`): a car passes a lane of a
// customer's park, as its parking system would report it — 入场 opens a parking record, 出场 closes it — to try a park's
// set-up (billing, monthly cards, the merchant's screens) without a real car. docs/decisions.md, "Parking partner:
// records, data collection, other parks, software, vehicle mock, passports".

type Message = CallReply<typeof vehicleMessageList>['row'][number];

interface MockValues {
  park_code?: string;
  gate?: number;
  direction: 1 | 2;
  plate?: string;
  plate_color: 1 | 2 | 3 | 4 | 5;
  car_type: 1 | 2 | 3 | 4;
  pass_time?: Dayjs;
}

const directionTag = (direction: number) => (
  <Tag color={direction === VehicleDirection.entry ? 'processing' : 'default'}>{vehicleDirections[direction as keyof typeof vehicleDirections] ?? direction}</Tag>
);

/** The lanes of the chosen park that let cars go this way (入口 / 出口, and 出入口 both ways). */
function useLanes(parkCode: string | undefined, direction: number) {
  return useQuery({
    queryKey: [parkGateList.path, 'mock', parkCode],
    queryFn: () => send(parkGateList, { park_code: parkCode!, page_size: 100 }, { silent: true }),
    enabled: !!parkCode,
    select: (reply) => reply.row.filter((g) => (direction === VehicleDirection.entry ? g.direction !== 2 : g.direction !== 1)),
  });
}

/** The form that sends one pass; answers the message sent (its record) for the result line. */
export function VehicleMockForm({ onSent }: { onSent?: (message: Message) => void }) {
  const [form] = Form.useForm<MockValues>();
  const [sending, setSending] = useState(false);
  const changed = useChanged(vehicleMessageList, parkingRecordList, parkingRecordGet, realtimeSpaceGet, parkGateList);
  const parkCode = Form.useWatch('park_code', form);
  const direction = Form.useWatch('direction', form) ?? VehicleDirection.entry;
  const lanes = useLanes(parkCode || undefined, direction);
  const submit = async (v: MockValues) => {
    setSending(true);
    try {
      const entering = v.direction === VehicleDirection.entry;
      const message = await send(vehicleMessageSend, {
        park_code: v.park_code!,
        gate: v.gate!,
        direction: v.direction,
        plate: normalPlate(v.plate!),
        ...(entering ? { plate_color: v.plate_color, car_type: v.car_type } : {}),
        ...(v.pass_time ? { pass_time: v.pass_time.toISOString() } : {}),
      });
      await changed(`已模拟 ${message.plate} ${vehicleDirections[message.direction as 1 | 2]}`);
      onSent?.(message);
    } catch {
      // The request layer has shown why.
    } finally {
      setSending(false);
    }
  };
  return (
    <Form<MockValues>
      form={form}
      name="vehicle-mock"
      layout="vertical"
      initialValues={{ direction: VehicleDirection.entry, plate_color: 1, car_type: 1 }}
      onFinish={submit}
      onValuesChange={(changedValues) => {
        if ('park_code' in changedValues || 'direction' in changedValues) form.setFieldValue('gate', undefined);
      }}
      style={{ maxWidth: 720 }}
    >
      <Space wrap size={16} align="start">
        <Form.Item name="park_code" label="停车场" rules={[{ required: true, message: '请选择停车场' }]}>
          <ParkPicker allowAll={false} aria-label="停车场" style={{ width: 260 }} />
        </Form.Item>
        <Form.Item name="direction" label="方向" rules={[{ required: true, message: '请选择方向' }]}>
          <Radio.Group optionType="button" buttonStyle="solid" options={[VehicleDirection.entry, VehicleDirection.exit].map((value) => ({ label: vehicleDirections[value], value }))} />
        </Form.Item>
        <Form.Item name="gate" label="通道" rules={[{ required: true, message: '请选择通道' }]}>
          <Select
            aria-label="通道"
            style={{ width: 220 }}
            placeholder={parkCode ? '请选择通道' : '请先选择停车场'}
            disabled={!parkCode}
            loading={lanes.isFetching}
            notFoundContent={parkCode ? `该停车场没有可${vehicleDirections[direction as 1 | 2]}的通道` : undefined}
            options={(lanes.data ?? []).map((g) => ({
              value: g.id,
              label: `${g.name}（${gateDirections[g.direction as keyof typeof gateDirections]}${g.online ? '' : '，离线'}）`,
            }))}
          />
        </Form.Item>
      </Space>
      <Space wrap size={16} align="start">
        <Form.Item
          name="plate"
          label="车牌号"
          rules={[
            { required: true, whitespace: true, message: '请输入车牌号' },
            { validator: async (_, value?: string) => (!value || isLicencePlate(normalPlate(value)) ? undefined : Promise.reject(new Error('请输入正确的车牌号，如 粤B12345'))) },
          ]}
        >
          <Input aria-label="车牌号" maxLength={10} placeholder="如 粤B12345" style={{ width: 180 }} />
        </Form.Item>
        {direction === VehicleDirection.entry && (
          <>
            <Form.Item name="plate_color" label="车牌颜色">
              <Select aria-label="车牌颜色" style={{ width: 120 }} options={plateColourOptions} />
            </Form.Item>
            <Form.Item name="car_type" label="车辆类型">
              <Select aria-label="车辆类型" style={{ width: 120 }} options={carTypeOptions} />
            </Form.Item>
          </>
        )}
        <Form.Item name="pass_time" label="通行时间" extra={`不填为现在；最早 ${VEHICLE_MOCK_MAX_HOURS} 小时前`}>
          <DatePicker
            aria-label="通行时间"
            showTime
            style={{ width: 200 }}
            disabledDate={(d) => d.isAfter(dayjs(), 'day') || d.isBefore(dayjs().subtract(VEHICLE_MOCK_MAX_HOURS, 'hour'), 'day')}
          />
        </Form.Item>
      </Space>
      <Button type="primary" htmlType="submit" loading={sending}>
        发送{vehicleDirections[direction as 1 | 2]}报文
      </Button>
    </Form>
  );
}

const messageFilters: FilterField[] = [
  ...parkAndPlate,
  { kind: 'select', key: 'direction', label: '方向', options: [VehicleDirection.entry, VehicleDirection.exit].map((value) => ({ label: vehicleDirections[value], value })) },
];

/** 车辆模拟工具: the form, what the last pass did, and the messages sent so far. */
export default function VehicleMockPage() {
  const navigate = useNavigate();
  const [last, setLast] = useState<Message | null>(null);
  const columns: Column<Message>[] = [
    { key: 'create_time', title: '发送时间', width: 170, value: (m) => formatDateTime(m.create_time) },
    { key: 'plate', title: '车牌号', width: 130, render: (m) => <LicencePlate plate={m.plate} color={m.plate_color} size="small" /> },
    { key: 'direction', title: '方向', width: 80, render: (m) => directionTag(m.direction) },
    { key: 'park_name', title: '停车场', width: 180, ellipsis: true },
    { key: 'gate', title: '通道', width: 130, ellipsis: true },
    { key: 'car_type', title: '车辆类型', width: 90, value: (m) => carTypeText(m.car_type) },
    { key: 'pass_time', title: '通行时间', width: 170, value: (m) => formatDateTime(m.pass_time) },
    { key: 'record', title: '停车记录', width: 100, value: (m) => (m.record ? `#${m.record}` : '-') },
    { key: 'sender', title: '发送人', width: 100 },
    { key: 'merchant_name', title: '所属商户', width: 160, ellipsis: true, defaultHidden: true },
  ];
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title="模拟车辆通行">
        <Typography.Paragraph type="secondary">
          选择客户的停车场和通道，发送车辆的入场或出场报文：入场生成一条场内停车记录，出场结束该车的在场记录，与停车场系统上报的报文走同一处理流程。
        </Typography.Paragraph>
        <VehicleMockForm onSent={setLast} />
        {last && (
          <Alert
            style={{ marginTop: 16 }}
            type="success"
            showIcon
            data-testid="vehicle-mock-result"
            message={`${last.plate} 已于 ${formatDateTime(last.pass_time)} 从「${last.park_name}」${last.gate}${vehicleDirections[last.direction as 1 | 2]}`}
            description={
              <Space>
                <span>停车记录 #{last.record}</span>
                <Typography.Link onClick={() => navigate(`${PARTNER_RECORD}?plate=${encodeURIComponent(last.plate)}`)}>在进出记录中查看</Typography.Link>
              </Space>
            }
          />
        )}
      </Card>
      <ListPage id="parking-vehicle-messages" call={vehicleMessageList} rowKey="id" filters={messageFilters} columns={columns} visibleFilters={3} />
    </Space>
  );
}
