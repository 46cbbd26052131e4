import { Form, Typography, type FormInstance } from 'antd';
import { AreaPicker } from '../area-picker';
import type { FormField } from '../resource/form-page';
import { MapPointPicker } from './map-point-picker';
import type { MapPoint } from './types';

export const pointText = (p: { lat: number; lng: number }) => `${p.lat.toFixed(6)}, ${p.lng.toFixed(6)}`;

/** The coordinates chosen, under the map point picker (the picker itself shows the address). */
function PointText({ form, what }: { form: FormInstance; what: string }) {
  const point = Form.useWatch('point', form) as MapPoint | undefined;
  return point ? <span data-testid="location-point">经纬度：{pointText(point)}</span> : `在地图上搜索或点击${what}入口的位置`;
}

/**
 * A place's fields on a form (a park, a charging station): the map point, whose region code and address fill 所在地区
 * and 详细地址 (which stay editable). `what` names the place in the prompts (停车场, 电站).
 */
export const locationFields = (what: string): FormField[] => [
  { kind: 'section', key: 'location', label: '位置' },
  {
    kind: 'custom',
    key: 'point',
    label: '地图选点',
    required: true,
    render: (form) => (
      <>
        <Form.Item name="point" noStyle rules={[{ required: true, message: `请在地图上选择${what}的位置` }]}>
          <MapPointPicker
            title={`选择${what}位置`}
            placeholder={`请在地图上选择${what}的位置`}
            style={{ maxWidth: 520 }}
            onChange={(point) => form.setFieldsValue({ point, ...(point ? { region: point.adcode, address: point.address } : {}) })}
          />
        </Form.Item>
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
          <PointText form={form} what={what} />
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
];

/** The location of a call body, from the form's values. */
export const locationBody = (values: Record<string, unknown>) => {
  const point = values.point as MapPoint;
  return { region: String(values.region), address: String(values.address).trim(), lat: point.lat, lng: point.lng };
};

/** A stored place as the form's values: its point for the map point picker. */
export const locationValues = <P extends { region: string; address: string; lat: number; lng: number }>(p: P) => ({
  ...p,
  point: { lat: p.lat, lng: p.lng, adcode: p.region, address: p.address } satisfies MapPoint,
});
