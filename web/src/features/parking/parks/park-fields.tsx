import { PARK_MAX_SPACES, type CallBody, type parkApplyCreate } from '@console/contract';
import { Form, InputNumber } from 'antd';
import { locationBody, locationFields, locationValues } from '../../../widgets/map-dialog/location-fields';
import type { FormField } from '../../../widgets/resource/form-page';
import { typeOptions } from './shared';

/**
 * The park's fields on a form (an application, an edit): name and type; its location (map point, 所在地区, 详细地址);
 * the spaces and the monthly-card cap.
 */
export const parkFormFields = (): FormField[] => [
  { kind: 'section', key: 'basic', label: '基本信息' },
  { kind: 'text', key: 'park_name', label: '停车场名称', required: true, maxLength: 50, rules: [{ whitespace: true, message: '请输入停车场名称' }, { min: 2, message: '停车场名称至少 2 个字' }] },
  { kind: 'select', key: 'type', label: '停车场类型', required: true, options: typeOptions },
  ...locationFields('停车场'),
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
export const parkBody = (values: Values): Omit<CallBody<typeof parkApplyCreate>, 'merchant' | 'remark'> => ({
  park_name: String(values.park_name).trim(),
  type: values.type as 1 | 2 | 3,
  ...locationBody(values),
  total_space: Number(values.total_space),
  monthly_card_cap: Number(values.monthly_card_cap),
});

/** A stored park (or application) as the form's values: its point for the map point picker. */
export const parkFormValues = (p: { region: string; address: string; lat: number; lng: number } & Record<string, unknown>) => locationValues(p);
