import {
  CarStatus,
  carStatuses,
  carTypes,
  formatDateTime,
  isLicencePlate,
  normalPlate,
  parkingRecordGet,
  parkingRecordList,
  parkingRecordUpdate,
  parkingUpdateList,
  plateColours,
  realtimeSpaceGet,
  ReleaseReviewStatus,
  releaseReviewStatuses,
  type CallReply,
} from '@console/contract';
import { Form, Input, Select, Tag } from 'antd';
import { send } from '../../../lib/request';
import { LicencePlate } from '../../../widgets/licence-plate/licence-plate';
import { ParkPicker } from '../../../widgets/park-picker';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import type { Column, FilterField, OptionItem } from '../../../widgets/resource/types';

// 停车记录, 场内车辆, 异常放行 and 车牌修正记录 of the parking merchant platform. docs/decisions.md, "Parking records and
// abnormal release".

export type RecordRow = CallReply<typeof parkingRecordList>['row'][number];
export type CorrectionRow = CallReply<typeof parkingUpdateList>['row'][number];

const options = (labels: Record<number, string>): OptionItem[] => Object.entries(labels).map(([value, label]) => ({ label, value: Number(value) }));
export const carTypeOptions = options(carTypes);
export const plateColourOptions = [1, 2, 5, 3, 4].map((value) => ({ label: plateColours[value as keyof typeof plateColours], value }));
export const carStatusOptions = [CarStatus.parked, CarStatus.exited].map((value) => ({ label: carStatuses[value], value }));
export const reviewStatusOptions = [ReleaseReviewStatus.pending, ReleaseReviewStatus.passed, ReleaseReviewStatus.rejected].map((value) => ({ label: releaseReviewStatuses[value], value }));

export const carTypeText = (type: number) => carTypes[type as keyof typeof carTypes] ?? String(type);

/** 2 小时 5 分钟, 3 天 4 小时, 12 分钟: a stay as people say it. */
export function durationText(seconds: number) {
  const minutes = Math.floor(seconds / 60);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days) return `${days} 天 ${hours} 小时`;
  if (hours) return `${hours} 小时 ${rest} 分钟`;
  return `${rest} 分钟`;
}

export const CarStatusTag = ({ status }: { status: number }) =>
  status === CarStatus.parked ? <Tag color="processing">{carStatuses[CarStatus.parked]}</Tag> : <Tag>{carStatuses[CarStatus.exited]}</Tag>;

const reviewColours: Record<number, string> = { [ReleaseReviewStatus.pending]: 'warning', [ReleaseReviewStatus.passed]: 'success', [ReleaseReviewStatus.rejected]: 'error' };
export const ReviewStatusTag = ({ status }: { status: number }) => (
  <Tag color={reviewColours[status] ?? 'default'}>{releaseReviewStatuses[status as keyof typeof releaseReviewStatuses] ?? status}</Tag>
);

/** The park picker and the plate, first in every search panel here. */
export const parkAndPlate: FilterField[] = [
  { kind: 'custom', key: 'park_code', label: '停车场', render: () => <ParkPicker style={{ width: '100%' }} /> },
  { kind: 'text', key: 'plate', label: '车牌号', placeholder: '车牌号（包含）', maxLength: 10 },
];

export const plateCell = (r: { plate: string; plate_color: number }) => (r.plate ? <LicencePlate plate={r.plate} color={r.plate_color} size="small" /> : <Tag>无牌车</Tag>);

/** The columns of a record list; the plate opens its detail. */
export const recordColumns = (open: (row: RecordRow) => void, showsMerchant = false): Column<RecordRow>[] => [
  { key: 'plate', title: '车牌号', width: 130, fixed: 'left', render: (r) => <a onClick={() => open(r)}>{plateCell(r)}</a> },
  { key: 'car_type', title: '车辆类型', width: 90, value: (r) => carTypeText(r.car_type) },
  { key: 'park_name', title: '停车场', width: 180, ellipsis: true },
  { key: 'entry_time', title: '入场时间', width: 170, value: (r) => formatDateTime(r.entry_time) },
  { key: 'entry_gate', title: '入场通道', width: 120, ellipsis: true },
  { key: 'exit_time', title: '出场时间', width: 170, value: (r) => (r.exit_time ? formatDateTime(r.exit_time) : '-') },
  { key: 'exit_gate', title: '出场通道', width: 120, ellipsis: true, value: (r) => r.exit_gate || '-' },
  { key: 'duration', title: '停车时长', width: 130, value: (r) => durationText(r.duration) },
  { key: 'status', title: '状态', width: 80, render: (r) => <CarStatusTag status={r.status} /> },
  { key: 'correction_count', title: '车牌修正', width: 90, value: (r) => (r.correction_count ? `${r.correction_count} 次` : '-') },
  { key: 'merchant_name', title: '所属商户', width: 180, ellipsis: true, defaultHidden: !showsMerchant },
];

/** 修正车牌 of a car in the lot: the new plate (checked as the server does) and why; the record list and corrections refresh. */
export function CorrectPlateDialog({ record, onClose }: { record: Pick<RecordRow, 'id' | 'plate' | 'plate_color'> | null; onClose: () => void }) {
  return (
    <FormDialog<{ plate: string; plate_color: number; reason: string }>
      open={!!record}
      title={`修正车牌 · ${record?.plate ?? ''}`}
      name="parking-record-correct"
      okText="确认修正"
      initialValues={{ plate: record?.plate, plate_color: record?.plate_color, reason: '车牌识别错误' }}
      changes={[parkingRecordList, parkingRecordGet, parkingUpdateList, realtimeSpaceGet]}
      onClose={onClose}
      onSubmit={async ({ plate, plate_color, reason }) => {
        const reply = await send(parkingRecordUpdate, { id: record!.id, plate: normalPlate(plate), plate_color, reason: reason.trim() });
        return `车牌已修正为 ${reply.plate}`;
      }}
    >
      <p>
        原车牌 <LicencePlate plate={record?.plate} color={record?.plate_color} size="small" />，修正后按新车牌计费出场，修正记录可在「车牌修正记录」查看。
      </p>
      <Form.Item
        name="plate"
        label="新车牌"
        rules={[
          { required: true, whitespace: true, message: '请输入新车牌' },
          { validator: async (_, value?: string) => (!value || isLicencePlate(normalPlate(value)) ? undefined : Promise.reject(new Error('请输入正确的车牌号，如 粤B12345'))) },
          { validator: async (_, value?: string) => (value && normalPlate(value) === record?.plate ? Promise.reject(new Error('新车牌与原车牌相同')) : undefined) },
        ]}
      >
        <Input maxLength={10} placeholder="如 粤B12345" />
      </Form.Item>
      <Form.Item name="plate_color" label="车牌颜色" rules={[{ required: true, message: '请选择车牌颜色' }]}>
        <Select options={plateColourOptions} />
      </Form.Item>
      <Form.Item name="reason" label="修正原因" rules={[{ required: true, whitespace: true, message: '请填写修正原因' }, { min: 2, message: '修正原因至少 2 个字' }]}>
        <Input.TextArea rows={2} maxLength={100} showCount />
      </Form.Item>
    </FormDialog>
  );
}
