import { PARK_MAX_SPACES, type CallBody, type parkApplyCreate } from '@console/contract';
import { Form, InputNumber, Typography, type FormInstance } from 'antd';
import { AreaPicker } from '../../../widgets/area-picker';
import { MapPointPicker, type MapPoint } from '../../../widgets/map-dialog';
import type { FormField } from '../../../widgets/resource/form-page';
import { pointText, typeOptions } from './shared';

/** The coordinates chosen, under the map point picker (the picker itself shows the address). */
function PointText({ form }: { form: FormInstance }) {
  const point = Form.useWatch('point', form) as MapPoint | undefined;
  return point ? <span data-testid="park-point">经纬度：{pointText(point)}</span> : '在地图上搜索或点击停车场入口的位置';
}

/**
 * The park's fields on a form (an application, an edit): name and type; the map point, whose region code and
 * address fill 所在地区 and 详细地址 (which stay editable); the spaces and the monthly-card cap.
 */
export const parkFormFields = (): FormField[] => [
  { kind: 'section', key: 'basic', label: '基本信息' },
  { kind: 'text', key: 'park_name', label: '停车场名称', required: true, maxLength: 50, rules: [{ whitespace: true, message: '请输入停车场名称' }, { min: 2, message: '停车场名称至少 2 个字' }] },
  { kind: 'select', key: 'type', label: '停车场类型', required: true, options: typeOptions },
  { kind: 'section', key: 'location', label: '位置' },
  {
    kind: 'custom',
    key: 'point',
    label: '地图选点',
    required: true,
    render: (form) => (
      <>
        <Form.Item name="point" noStyle rules={[{ required: true, message: '请在地图上选择停车场的位置' }]}>
          <MapPointPicker
            title="选择停车场位置"
            placeholder="请在地图上选择停车场的位置"
            style={{ maxWidth: 520 }}
            onChange={(point) => form.setFieldsValue({ point, ...(point ? { region: point.adcode, address: point.address } : {}) })}
          />
        </Form.Item>
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
          <PointText form={form} />
        </Typography.Text>
      </>
    ),
  },
  {
    kind: 'custom',
    key: 'region',
    label: '所在地区',
    required: true,
    extra: '选点后自动填入，可修改',
    render: () => (
      <Form.Item name="region" noStyle rules={[{ required: true, message: '请选择所在地区' }]}>
        <AreaPicker aria-label="所在地区" style={{ maxWidth: 520 }} />
      </Form.Item>
    ),
  },
  { kind: 'text', key: 'address', label: '详细地址', required: true, maxLength: 200, rules: [{ whitespace: true, message: '请输入详细地址' }, { min: 2, message: '详细地址至少 2 个字' }] },
  { kind: 'section', key: 'spaces', label: '车位' },
  {
    kind: 'custom',
    key: 'total_space',
    label: '总车位数',
    required: true,
    render: () => (
      <Form.Item name="total_space" noStyle rules={[{ required: true, message: '请输入总车位数' }]}>
        <InputNumber aria-label="总车位数" min={1} max={PARK_MAX_SPACES} precision={0} style={{ width: 200 }} suffix="个" />
      </Form.Item>
    ),
  },
  {
    kind: 'custom',
    key: 'monthly_card_cap',
    label: '月卡上限',
    required: true,
    extra: '可办理月卡的最大数量，不超过总车位数；0 为不办理月卡',
    render: () => (
      <Form.Item
        name="monthly_card_cap"
        noStyle
        dependencies={['total_space']}
        rules={[
          { required: true, message: '请输入月卡上限' },
          ({ getFieldValue }) => ({
            validator: (_, value?: number) => {
              const total = getFieldValue('total_space') as number | undefined;
              return value !== undefined && value !== null && total !== undefined && total !== null && value > total ? Promise.reject(new Error('月卡上限不能超过总车位数')) : Promise.resolve();
            },
          }),
        ]}
      >
        <InputNumber aria-label="月卡上限" min={0} max={PARK_MAX_SPACES} precision={0} style={{ width: 200 }} suffix="张" />
      </Form.Item>
    ),
  },
];

type Values = Record<string, unknown>;

/** The park's fields of the call body, from the form's values. */
export const parkBody = (values: Values): Omit<CallBody<typeof parkApplyCreate>, 'merchant' | 'remark'> => {
  const point = values.point as MapPoint;
  return {
    park_name: String(values.park_name).trim(),
    type: values.type as 1 | 2 | 3,
    region: String(values.region),
    address: String(values.address).trim(),
    lat: point.lat,
    lng: point.lng,
    total_space: Number(values.total_space),
    monthly_card_cap: Number(values.monthly_card_cap),
  };
};

/** A stored park (or application) as the form's values: its point for the map point picker. */
export const parkFormValues = (p: { region: string; address: string; lat: number; lng: number } & Record<string, unknown>) => ({
  ...p,
  point: { lat: p.lat, lng: p.lng, adcode: p.region, address: p.address } satisfies MapPoint,
});
