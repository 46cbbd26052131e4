import { projectCreate, projectGet, projectList, projectUpdate, type CallBody } from '@console/contract';
import { DatePicker, Form, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { AreaPicker } from '../../../widgets/area-picker';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { typeOptions, useProjectPaths } from './shared';

const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/;

const fields = (editing: boolean): FormField[] => [
  { kind: 'section', key: 'basic', label: '基本信息' },
  { kind: 'text', key: 'name', label: '项目名称', required: true, maxLength: 50, rules: [{ min: 2, message: '项目名称至少 2 个字' }] },
  {
    kind: 'text',
    key: 'code',
    label: '项目编码',
    required: true,
    maxLength: 32,
    extra: '1-32 位字母、数字、_ 或 -，本商户内唯一',
    rules: [{ pattern: CODE_PATTERN, message: '项目编码须为 1-32 位字母、数字、_ 或 -，以字母或数字开头' }],
  },
  { kind: 'select', key: 'type', label: '项目类型', required: true, options: typeOptions },
  {
    kind: 'custom',
    key: 'region',
    label: '所在地区',
    required: true,
    render: () => (
      <Form.Item name="region" noStyle rules={[{ required: true, message: '请选择所在地区' }]}>
        <AreaPicker aria-label="所在地区" placeholder="选择省 / 市 / 区县" />
      </Form.Item>
    ),
  },
  { kind: 'text', key: 'address', label: '详细地址', maxLength: 100, placeholder: '街道、门牌号、停车场出入口等' },
  { kind: 'section', key: 'operation', label: '联系人与周期' },
  { kind: 'text', key: 'contact_name', label: '联系人', maxLength: 20 },
  { kind: 'text', key: 'contact_mobile', label: '联系电话', maxLength: 11, validate: ['mobile'] },
  {
    kind: 'custom',
    key: 'period',
    label: '项目周期',
    extra: '结束日期不填为长期',
    render: () => (
      <Form.Item name="period" noStyle>
        <DatePicker.RangePicker aria-label="项目周期" allowEmpty={[true, true]} placeholder={['开始日期', '结束日期（不填为长期）']} style={{ width: '100%', maxWidth: 420 }} />
      </Form.Item>
    ),
  },
  ...(editing
    ? [
        {
          kind: 'custom',
          key: 'sort',
          label: '排序',
          extra: '小的在前；也可在「项目排序」中拖动调整',
          render: () => (
            <Form.Item name="sort" noStyle>
              <InputNumber aria-label="排序" min={0} max={999999} precision={0} />
            </Form.Item>
          ),
        } satisfies FormField,
      ]
    : []),
  { kind: 'textarea', key: 'remark', label: '备注', maxLength: 200, rows: 2 },
];

type Values = Record<string, unknown>;
const day = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : undefined);

const body = (values: Values): CallBody<typeof projectCreate> => {
  const [start, end] = (values.period as [Dayjs | null, Dayjs | null] | undefined) ?? [];
  return {
    name: String(values.name),
    code: String(values.code),
    type: values.type as CallBody<typeof projectCreate>['type'],
    region: String(values.region),
    address: (values.address as string) || undefined,
    contact_name: (values.contact_name as string) || undefined,
    contact_mobile: (values.contact_mobile as string) || undefined,
    start_date: day(start),
    end_date: day(end),
    remark: (values.remark as string) || undefined,
    sort: typeof values.sort === 'number' ? values.sort : undefined,
  };
};

/** 新建项目 and 编辑项目 (?id=): basics with the area picker, contact and period (the end may stay open). */
export default function ProjectFormPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const shown = useMemo(() => fields(!!id), [id]);
  const paths = useProjectPaths();
  return (
    <FormPage
      id={id ? `${paths.id}-edit` : `${paths.id}-create`}
      fields={shown}
      initialValues={{ type: 'parking' }}
      loadKey={id ? [projectGet.path, id] : undefined}
      load={
        id
          ? async () => {
              const p = await send(projectGet, { id });
              return { ...p, period: p.start_date || p.end_date ? [p.start_date ? dayjs(p.start_date) : null, p.end_date ? dayjs(p.end_date) : null] : undefined };
            }
          : undefined
      }
      submitLabel={id ? '保存' : '创建项目'}
      submit={(values) => (id ? send(projectUpdate, { id, ...body(values) }) : send(projectCreate, body(values)))}
      back={paths.list}
      invalidate={[[projectList.path], [projectGet.path]]}
    />
  );
}
