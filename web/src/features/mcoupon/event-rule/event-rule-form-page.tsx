import {
  CouponEventType, EVENT_RULE_MAX_DAY_LIMIT, EVENT_RULE_MAX_GRANT_COUNT, EVENT_RULE_MAX_MIN_AMOUNT, EVENT_RULE_MAX_TOTAL_LIMIT, eventRuleCreate, eventRuleGet, eventRuleList,
  eventRuleUpdate,
} from '@console/contract';
import { DatePicker, Form, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { EVENT_RULE_EDIT, EVENT_RULES } from '../paths';
import { CouponSelect } from '../purchase/shared';
import { eventTypeOptions, type EventRule } from './shared';

type Values = Record<string, unknown>;

const numberField = (key: string, label: string, min: number, max: number, extra: string, rules: FormField['rules'] = []): FormField => ({
  kind: 'custom',
  key,
  label,
  required: true,
  extra,
  render: () => (
    <Form.Item name={key} noStyle dependencies={['grant_count']} rules={[{ required: true, message: `请输入${label}` }, ...(rules ?? [])]}>
      <InputNumber aria-label={label} min={min} max={max} precision={0} suffix="张" style={{ width: 200 }} />
    </Form.Item>
  ),
});

/** A limit (0 不限) may not be below the coupons one event grants: such a rule could grant nothing. */
const notBelowGrantCount: NonNullable<FormField['rules']> = [
  ({ getFieldValue }) => ({
    validator: (_, value?: number) =>
      value && value < Number(getFieldValue('grant_count') ?? 1) ? Promise.reject(new Error('不能小于每次发放张数（不限请填 0）')) : Promise.resolve(),
  }),
];

const fieldsFor = (editing: boolean): FormField[] => [
  { kind: 'section', key: 'basic', label: '触发条件' },
  { kind: 'text', key: 'name', label: '规则名称', required: true, maxLength: 30, placeholder: '如：入场送 2 小时券', rules: [{ whitespace: true, message: '请输入规则名称' }, { min: 2, message: '规则名称至少 2 个字' }] },
  { kind: 'select', key: 'event_type', label: '触发事件', required: true, options: eventTypeOptions },
  {
    kind: 'custom',
    key: 'min_amount_yuan',
    label: '最低缴费金额',
    extra: '实付不低于该金额才发放；0 为不限',
    hiddenWhen: (v) => v.event_type !== CouponEventType.payment,
    render: () => (
      <Form.Item name="min_amount_yuan" noStyle>
        <InputNumber aria-label="最低缴费金额" min={0} max={EVENT_RULE_MAX_MIN_AMOUNT / 100} precision={2} suffix="元" style={{ width: 200 }} />
      </Form.Item>
    ),
  },
  { kind: 'section', key: 'grant', label: '发放内容' },
  {
    kind: 'custom',
    key: 'coupon',
    label: '发放优惠券',
    required: true,
    extra: '从本商户的库存发放；库存不足时不发放并记录原因',
    render: () => (
      <Form.Item name="coupon" noStyle rules={[{ required: true, message: '请选择优惠券' }]}>
        <CouponSelect enabledOnly={!editing} style={{ maxWidth: 420 }} />
      </Form.Item>
    ),
  },
  numberField('grant_count', '每次发放张数', 1, EVENT_RULE_MAX_GRANT_COUNT, '一次事件向该车牌发放的张数'),
  { kind: 'section', key: 'limits', label: '发放限制' },
  numberField('plate_day_limit', '每车每日上限', 0, EVENT_RULE_MAX_DAY_LIMIT, '同一车牌每天（北京时间）由本规则最多获得的张数；0 为不限', notBelowGrantCount),
  numberField('total_limit', '累计发放上限', 0, EVENT_RULE_MAX_TOTAL_LIMIT, '本规则累计最多发放的张数；0 为不限', notBelowGrantCount),
  {
    kind: 'custom',
    key: 'period',
    label: '有效期',
    required: true,
    render: () => (
      <Form.Item name="period" noStyle rules={[{ required: true, message: '请选择有效期' }]}>
        <DatePicker.RangePicker aria-label="有效期" />
      </Form.Item>
    ),
  },
  { kind: 'textarea', key: 'remark', label: '备注', maxLength: 200, rows: 2 },
];

const ruleBody = (values: Values) => {
  const [start, end] = values.period as [Dayjs, Dayjs];
  const eventType = Number(values.event_type) as 1 | 2 | 3 | 4 | 5;
  return {
    name: String(values.name).trim(),
    event_type: eventType,
    coupon: Number(values.coupon),
    grant_count: Number(values.grant_count),
    min_amount: eventType === CouponEventType.payment ? Math.round(Number(values.min_amount_yuan ?? 0) * 100) : 0,
    plate_day_limit: Number(values.plate_day_limit),
    total_limit: Number(values.total_limit),
    start_date: start.format('YYYY-MM-DD'),
    end_date: end.format('YYYY-MM-DD'),
    remark: (values.remark as string | undefined)?.trim() || undefined,
  };
};

const formValues = (r: EventRule): Values => ({
  name: r.name,
  event_type: r.event_type,
  min_amount_yuan: r.min_amount / 100,
  coupon: r.coupon,
  grant_count: r.grant_count,
  plate_day_limit: r.plate_day_limit,
  total_limit: r.total_limit,
  period: [dayjs(r.start_date), dayjs(r.end_date)],
  remark: r.remark,
});

/** 新建事件规则 and 编辑事件规则 (?id=). */
export default function EventRuleFormPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const id = pathname === EVENT_RULE_EDIT ? Number(params.get('id')) : undefined;
  const fields = useMemo(() => fieldsFor(!!id), [id]);
  return (
    <FormPage
      id={id ? 'event-rule-edit' : 'event-rule-create'}
      fields={fields}
      initialValues={id ? undefined : { event_type: CouponEventType.entry, min_amount_yuan: 0, grant_count: 1, plate_day_limit: 1, total_limit: 0, period: [dayjs(), dayjs().add(3, 'month')] }}
      {...(id ? { loadKey: [eventRuleGet.path, id], load: async () => formValues(await send(eventRuleGet, { id })) } : {})}
      submit={(values) => (id ? send(eventRuleUpdate, { id, ...ruleBody(values) }) : send(eventRuleCreate, ruleBody(values)))}
      back={EVENT_RULES}
      invalidate={[[eventRuleList.path], [eventRuleGet.path]]}
    />
  );
}
