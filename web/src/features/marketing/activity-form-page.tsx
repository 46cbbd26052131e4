import { bonusEventCreate, bonusEventGet, bonusEventList, bonusEventUpdate } from '@console/contract';
import { Form, InputNumber, Select } from 'antd';
import { useLocation, useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { FormPage, type FormField } from '../../widgets/resource/form-page';
import { BASE_ACTIVITY_LIST, activityPathsOf, eventTypeOptions, issuerOptions } from './shared';

const limitField: FormField = {
  kind: 'custom',
  key: 'player_limit',
  label: '每商户限领',
  required: true,
  extra: '同一商户在本活动中最多获得的奖品次数',
  render: () => (
    <Form.Item name="player_limit" noStyle rules={[{ required: true, message: '请输入可领次数' }]}>
      <InputNumber aria-label="每个商户可领次数" min={1} max={100} precision={0} suffix="次" style={{ width: 160 }} />
    </Form.Item>
  ),
};

const common: FormField[] = [
  { key: 'start_time', label: '开始时间', kind: 'datetime', required: true },
  { key: 'end_time', label: '结束时间', kind: 'datetime', required: true },
  limitField,
  { key: 'rules', label: '活动规则', kind: 'textarea', maxLength: 1000, rows: 4, placeholder: '参与条件、奖品说明、有效期等，展示给参与的商户' },
];

/** The type and its business event are chosen once, at creation; the rest stays editable until the activity ends. */
const createFields: FormField[] = [
  { key: 'name', label: '活动名称', kind: 'text', required: true, maxLength: 50, placeholder: '如：新商户入驻有礼', rules: [{ min: 2, message: '活动名称至少 2 个字' }] },
  { key: 'type', label: '活动类型', kind: 'select', required: true, options: eventTypeOptions, extra: '事件奖励：商户完成业务事件时自动发放；兑换码：商户凭兑换码领取' },
  {
    kind: 'custom',
    key: 'issuer',
    label: '触发事件',
    render: () => (
      <Form.Item noStyle shouldUpdate={(a, b) => a.type !== b.type}>
        {({ getFieldValue }) => (
          <Form.Item name="issuer" noStyle rules={[{ required: getFieldValue('type') === 1, message: '请选择触发事件' }]}>
            <SelectIssuer disabled={getFieldValue('type') !== 1} />
          </Form.Item>
        )}
      </Form.Item>
    ),
  },
  ...common,
];

const editFields: FormField[] = [createFields[0]!, ...common];

function SelectIssuer(props: { value?: string; onChange?: (v: string) => void; disabled?: boolean }) {
  return <Select aria-label="触发事件" options={issuerOptions} placeholder={props.disabled ? '兑换码活动无需触发事件' : '选择业务事件'} style={{ width: 320 }} allowClear {...props} />;
}

const inDays = (days: number, hour: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  d.setHours(hour, 0, 0, 0);
  return d.toISOString();
};

/** 新建活动 and 编辑活动 (?id=): name, type and business event, period, per-merchant limit, rules. */
export default function ActivityFormPage() {
  const [params] = useSearchParams();
  const paths = activityPathsOf(useLocation().pathname);
  const id = Number(params.get('id')) || undefined;
  const body = (v: Record<string, unknown>) => ({
    name: String(v.name ?? '').trim(),
    start_time: String(v.start_time),
    end_time: String(v.end_time),
    player_limit: Number(v.player_limit),
    rules: (v.rules as string | undefined)?.trim() || undefined,
  });
  return (
    <FormPage
      id={`${paths.list === BASE_ACTIVITY_LIST ? 'base-bonus' : 'marketing'}-activity-${id ? 'edit' : 'create'}`}
      fields={id ? editFields : createFields}
      initialValues={{ type: 1, player_limit: 1, start_time: inDays(1, 0), end_time: inDays(31, 0) }}
      loadKey={id ? [bonusEventGet.path, id] : undefined}
      load={id ? () => send(bonusEventGet, { id }) : undefined}
      submitLabel={id ? '保存' : '创建活动'}
      submit={(values) =>
        id
          ? send(bonusEventUpdate, { id, ...body(values) })
          : send(bonusEventCreate, { ...body(values), type: Number(values.type), issuer: Number(values.type) === 1 ? (values.issuer as 'park:apply:create') : undefined })
      }
      back={id ? paths.detail(id) : paths.list}
      invalidate={[[bonusEventList.path], [bonusEventGet.path]]}
    />
  );
}
