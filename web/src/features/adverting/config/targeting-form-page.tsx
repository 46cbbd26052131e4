import { targetingPackageCreate, targetingPackageGet, targetingPackageUpdate } from '@console/contract';
import { Form, InputNumber, Space } from 'antd';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { RegionSelect } from './region-select';
import { genderOptions, hourOptions, osOptions, TARGETING_LIST, targetingReads } from './shared';

type Values = Record<string, unknown>;
const list = <T,>(v: unknown) => (Array.isArray(v) ? (v as T[]) : []);

/** The form's values as the call's body: 不限 (nothing chosen) travels as nothing. */
export const targetingBody = (v: Values) => ({
  name: String(v.name ?? '').trim(),
  regions: list<string>(v.regions),
  gender: Number(v.gender ?? 0),
  age_min: typeof v.age_min === 'number' ? v.age_min : 0,
  age_max: typeof v.age_max === 'number' ? v.age_max : 100,
  os: list<number>(v.os),
  hours: [...list<number>(v.hours)].sort((a, b) => a - b),
  remark: typeof v.remark === 'string' && v.remark.trim() ? v.remark.trim() : undefined,
});

const fields: FormField[] = [
  { kind: 'text', key: 'name', label: '定向包名称', required: true, maxLength: 30 },
  {
    kind: 'custom',
    key: 'regions',
    label: '地域',
    extra: '不选为全国；勾选省份即包含其下所有城市',
    render: () => (
      <Form.Item name="regions" noStyle>
        <RegionSelect aria-label="地域" />
      </Form.Item>
    ),
  },
  { kind: 'select', key: 'gender', label: '性别', options: genderOptions },
  {
    kind: 'custom',
    key: 'ages',
    label: '年龄',
    extra: '默认 0–100 岁（不限）',
    render: () => (
      <Space>
        <Form.Item name="age_min" noStyle>
          <InputNumber aria-label="最小年龄" min={0} max={100} precision={0} style={{ width: 110 }} suffix="岁" />
        </Form.Item>
        <span>至</span>
        <Form.Item
          name="age_max"
          noStyle
          dependencies={['age_min']}
          rules={[({ getFieldValue }) => ({ validator: (_r, max) => (typeof max === 'number' && max < (getFieldValue('age_min') ?? 0) ? Promise.reject(new Error('最大年龄不能小于最小年龄')) : Promise.resolve()) })]}
        >
          <InputNumber aria-label="最大年龄" min={0} max={100} precision={0} style={{ width: 110 }} suffix="岁" />
        </Form.Item>
      </Space>
    ),
  },
  { kind: 'select', key: 'os', label: '操作系统', multiple: true, options: osOptions, extra: '不选为不限' },
  { kind: 'select', key: 'hours', label: '投放时段', multiple: true, options: hourOptions, extra: '按小时选择，不选为全天' },
  { kind: 'textarea', key: 'remark', label: '备注', maxLength: 200, rows: 2 },
];

/** 新建定向包 and 编辑定向包 (?id=). */
export default function TargetingFormPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  return (
    <FormPage
      id={id ? 'adverting-targeting-edit' : 'adverting-targeting-create'}
      fields={fields}
      initialValues={id ? undefined : { gender: 0, age_min: 0, age_max: 100 }}
      loadKey={id ? [targetingPackageGet.path, id] : undefined}
      load={id ? () => send(targetingPackageGet, { id }) : undefined}
      submitLabel={id ? '保存' : '创建定向包'}
      submit={async (values) => {
        if (id) await send(targetingPackageUpdate, { id, ...targetingBody(values) });
        else await send(targetingPackageCreate, targetingBody(values));
        return id ? '已保存' : '已创建定向包';
      }}
      back={TARGETING_LIST}
      invalidate={targetingReads.map((call) => [call.path])}
    />
  );
}
