import { OKR_WEIGHT_TOTAL, okrKeyResultCreate, okrKeyResultGet, okrKeyResultUpdate, okrObjectiveGet, okrObjectiveList } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, InputNumber } from 'antd';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { RemoteSelect } from '../../../widgets/remote-select/remote-select';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { objectiveDetail, OBJECTIVE_LIST } from './shared';

type Values = Record<string, unknown>;

/** The rules of a key result's form, also used by its component test: the target differs from the start; weights fit. */
export function keyResultFields(room: number): FormField[] {
  return [
    { key: 'title', label: '关键结果', kind: 'text', required: true, maxLength: 100, placeholder: '如：月卡续费率从 60% 提升到 80%', rules: [{ min: 2, message: '关键结果至少 2 个字' }] },
    {
      key: 'start_value',
      label: '起始值',
      kind: 'custom',
      required: true,
      render: () => (
        <Form.Item name="start_value" noStyle rules={[{ required: true, message: '请填写起始值' }]}>
          <InputNumber aria-label="起始值" style={{ width: 200 }} precision={2} />
        </Form.Item>
      ),
    },
    {
      key: 'target_value',
      label: '目标值',
      kind: 'custom',
      required: true,
      render: () => (
        <Form.Item
          name="target_value"
          noStyle
          dependencies={['start_value']}
          rules={[
            { required: true, message: '请填写目标值' },
            ({ getFieldValue }) => ({
              validator: (_rule, value) => (value !== undefined && value !== null && value === getFieldValue('start_value') ? Promise.reject(new Error('目标值不能等于起始值')) : Promise.resolve()),
            }),
          ]}
        >
          <InputNumber aria-label="目标值" style={{ width: 200 }} precision={2} />
        </Form.Item>
      ),
      extra: '目标值可以小于起始值（如投诉处理时长从 48 小时降到 24 小时）',
    },
    { key: 'unit', label: '单位', kind: 'text', maxLength: 10, placeholder: '如 %、张、小时、元' },
    {
      key: 'weight',
      label: '权重',
      kind: 'custom',
      required: true,
      render: () => (
        <Form.Item
          name="weight"
          noStyle
          rules={[
            { required: true, message: '请填写权重' },
            { type: 'number', min: 1, max: room, message: room > 0 ? `权重为 1-${room}（同一目标的权重合计不超过 ${OKR_WEIGHT_TOTAL}）` : `其他关键结果的权重已满 ${OKR_WEIGHT_TOTAL}` },
          ]}
        >
          <InputNumber aria-label="权重" style={{ width: 200 }} precision={0} />
        </Form.Item>
      ),
      extra: `本项最多 ${room}`,
    },
    {
      key: 'owner',
      label: '负责人',
      kind: 'custom',
      required: true,
      render: () => (
        <Form.Item name="owner" noStyle rules={[{ required: true, message: '请选择负责人' }]}>
          <RemoteSelect source="okr-owner" aria-label="负责人" placeholder="本商户的账号" />
        </Form.Item>
      ),
    },
    {
      key: 'due_date',
      label: '截止日期',
      kind: 'custom',
      render: () => (
        <Form.Item name="due_date" noStyle>
          <DateInput aria-label="截止日期" />
        </Form.Item>
      ),
    },
  ];
}

/** A YYYY-MM-DD text input (antd's DatePicker would hand a dayjs value to the form). */
function DateInput(props: { value?: string; onChange?: (value: string | undefined) => void; id?: string; 'aria-label'?: string }) {
  return (
    <input
      id={props.id}
      aria-label={props['aria-label']}
      type="date"
      className="ant-input"
      style={{ width: 200 }}
      value={props.value ?? ''}
      onChange={(e) => props.onChange?.(e.target.value || undefined)}
    />
  );
}

/** 添加关键结果 (?objective=) and 编辑关键结果 (?id=). The current value moves only by 更新进度. */
export default function KeyResultFormPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const existing = useQuery({ queryKey: [okrKeyResultGet.path, id], queryFn: () => send(okrKeyResultGet, { id: id! }), enabled: !!id });
  const objectiveId = Number(params.get('objective')) || existing.data?.objective;
  const objective = useQuery({ queryKey: [okrObjectiveGet.path, objectiveId], queryFn: () => send(okrObjectiveGet, { id: objectiveId! }), enabled: !!objectiveId });
  if (!id && !objectiveId) return <Alert type="warning" showIcon message="缺少目标：请从目标详情中添加关键结果" />;
  if (!objective.data) return <Form />;
  const others = objective.data.key_results.filter((k) => k.id !== id).reduce((sum, k) => sum + k.weight, 0);
  const room = OKR_WEIGHT_TOTAL - others;
  const body = (v: Values) => ({
    title: String(v.title ?? '').trim(),
    start_value: Number(v.start_value),
    target_value: Number(v.target_value),
    unit: (v.unit as string | undefined)?.trim() || undefined,
    weight: Number(v.weight),
    owner: Number(v.owner),
    due_date: (v.due_date as string | undefined) || undefined,
  });
  return (
    <>
      <Alert style={{ marginBottom: 16 }} type="info" showIcon message={`目标：${objective.data.title}（${objective.data.cycle_name}）`} />
      <FormPage
        id={id ? 'okr-key-result-edit' : 'okr-key-result-add'}
        fields={keyResultFields(room)}
        initialValues={{ weight: Math.min(room, 50) || undefined, owner: objective.data.owner }}
        loadKey={id ? [okrKeyResultGet.path, id] : undefined}
        load={id ? () => send(okrKeyResultGet, { id }) : undefined}
        submitLabel={id ? '保存' : '添加关键结果'}
        submit={(values) => (id ? send(okrKeyResultUpdate, { id, ...body(values) }) : send(okrKeyResultCreate, { objective: objectiveId!, ...body(values) }))}
        back={objectiveId ? objectiveDetail(objectiveId) : OBJECTIVE_LIST}
        invalidate={[[okrObjectiveGet.path], [okrObjectiveList.path], [okrKeyResultGet.path]]}
      />
    </>
  );
}
