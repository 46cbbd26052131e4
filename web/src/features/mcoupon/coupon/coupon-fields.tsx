import {
  COUPON_MAX_DISCOUNT, COUPON_MAX_FEN, COUPON_MAX_MINUTES, COUPON_MAX_VALID_DAYS, couponValueUnits, CouponValidity, type CallBody, type couponCreate,
  type CouponType,
} from '@console/contract';
import { DatePicker, Form, InputNumber, Radio, Space, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { FormField } from '../../../widgets/resource/form-page';
import { couponTypeOptions, type Coupon } from './shared';

/**
 * The coupon's fields on its form. 面值 follows the type (document 1 §3, DOMAIN.md): 元 for amounts and prices (sent as
 * fen), 分钟 for durations, 折 for discounts (sent ×100), none for 全免券; 时段免费券 asks for its daily free period.
 */

type Values = Record<string, unknown>;

const unitOf = (type: unknown) => (type ? couponValueUnits[type as CouponType] : undefined);

/** What each type's value means, under its input. */
const valueHints: Record<CouponType, string> = {
  1: '抵扣停车费的金额',
  2: '抵扣的停车时长（60 分钟 = 1 小时）',
  3: '免除本次全部停车费，无需面值',
  4: '使用后本次停车按此金额收费（差异化定价）',
  5: '有效期内多次进出累计抵扣的时长',
  6: '停车费按此折扣收取，如 8.5 折',
  7: '每天此时段内停车免费；结束早于开始表示跨零点（如 22:00 至次日 07:00）',
};

/** The 优惠内容 of the chosen type: a value in its unit, the daily free period (时段免费券), or nothing (全免券). */
function CouponContent({ type }: { type: unknown }) {
  const unit = unitOf(type);
  if (!unit) return <Typography.Text type="secondary">请先选择优惠券类型</Typography.Text>;
  const hint = <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>{valueHints[type as CouponType]}</Typography.Text>;
  if (type === 7) {
    return (
      <>
        <Space>
          <Form.Item name="period_start" noStyle rules={[{ required: true, message: '请选择免费时段的开始时间' }]}>
            <TimePicker format="HH:mm" aria-label="免费时段开始" placeholder="开始时间" />
          </Form.Item>
          至
          <Form.Item name="period_end" noStyle rules={[{ required: true, message: '请选择免费时段的结束时间' }]}>
            <TimePicker format="HH:mm" aria-label="免费时段结束" placeholder="结束时间" />
          </Form.Item>
        </Space>
        {hint}
      </>
    );
  }
  if (unit === 'none') return <Typography.Text type="secondary">{valueHints[type as CouponType]}</Typography.Text>;
  const input = {
    fen: { min: 0.01, max: COUPON_MAX_FEN / 100, precision: 2, suffix: '元', placeholder: '如 5.00', message: '请输入金额（元）' },
    minute: { min: 1, max: COUPON_MAX_MINUTES, precision: 0, suffix: '分钟', placeholder: '如 120', message: '请输入时长（分钟）' },
    discount: { min: 0.01, max: COUPON_MAX_DISCOUNT / 100, precision: 2, suffix: '折', placeholder: '如 8.5', message: '请输入折扣（0.01–9.99 折）' },
  }[unit];
  return (
    <>
      <Form.Item name="value_input" noStyle rules={[{ required: true, message: input.message }]}>
        <InputNumber aria-label="面值" min={input.min} max={input.max} precision={input.precision} suffix={input.suffix} placeholder={input.placeholder} style={{ width: 200 }} />
      </Form.Item>
      {hint}
    </>
  );
}

export const couponFormFields = (): FormField[] => [
  { kind: 'section', key: 'basic', label: '基本信息' },
  { kind: 'text', key: 'name', label: '优惠券名称', required: true, maxLength: 30, rules: [{ whitespace: true, message: '请输入优惠券名称' }, { min: 2, message: '优惠券名称至少 2 个字' }] },
  { kind: 'select', key: 'type', label: '优惠券类型', required: true, options: couponTypeOptions },
  {
    kind: 'custom',
    key: 'value',
    label: '优惠内容',
    required: true,
    render: () => (
      <Form.Item noStyle shouldUpdate={(a, b) => a.type !== b.type}>
        {({ getFieldValue }) => <CouponContent type={getFieldValue('type')} />}
      </Form.Item>
    ),
  },
  { kind: 'section', key: 'rules', label: '使用规则' },
  {
    kind: 'custom',
    key: 'validity',
    label: '有效期',
    required: true,
    render: () => (
      <Space orientation="vertical" size={8}>
        <Form.Item name="validity_type" noStyle>
          <Radio.Group
            aria-label="有效期类型"
            options={[
              { label: '领取后有效天数', value: CouponValidity.days },
              { label: '固定日期', value: CouponValidity.range },
            ]}
          />
        </Form.Item>
        <Form.Item noStyle shouldUpdate={(a, b) => a.validity_type !== b.validity_type}>
          {({ getFieldValue }) =>
            getFieldValue('validity_type') === CouponValidity.range ? (
              <Form.Item name="date_range" noStyle rules={[{ required: true, message: '请选择有效期' }]}>
                <DatePicker.RangePicker aria-label="有效期" />
              </Form.Item>
            ) : (
              <Form.Item name="valid_days" noStyle rules={[{ required: true, message: '请输入有效天数' }]}>
                <InputNumber aria-label="有效天数" min={1} max={COUPON_MAX_VALID_DAYS} precision={0} prefix="领取后" suffix="天内有效" style={{ width: 240 }} />
              </Form.Item>
            )
          }
        </Form.Item>
      </Space>
    ),
  },
  {
    kind: 'custom',
    key: 'stackable',
    label: '叠加使用',
    required: true,
    extra: '可叠加的券能与其他优惠券在同一笔停车费中同时使用',
    render: () => (
      <Form.Item name="stackable" noStyle>
        <Radio.Group aria-label="叠加使用" options={[{ label: '可叠加', value: true }, { label: '不可叠加', value: false }]} />
      </Form.Item>
    ),
  },
  { kind: 'textarea', key: 'remark', label: '备注', maxLength: 200, rows: 2 },
];

export const couponDefaults = { validity_type: CouponValidity.days, valid_days: 30, stackable: false };

const timeText = (value: unknown) => (value ? (value as Dayjs).format('HH:mm') : undefined);

/** The call's body from the form's values: 元 → fen, 折 → ×100, dates and times as text. */
export function couponBody(values: Values): CallBody<typeof couponCreate> {
  const type = values.type as CouponType;
  const unit = couponValueUnits[type];
  const input = Number(values.value_input);
  const value = unit === 'fen' || unit === 'discount' ? Math.round(input * 100) : unit === 'minute' ? input : undefined;
  const range = values.validity_type === CouponValidity.range ? (values.date_range as [Dayjs, Dayjs]) : undefined;
  return {
    name: String(values.name).trim(),
    type,
    ...(value !== undefined ? { value } : {}),
    ...(type === 7 ? { period_start: timeText(values.period_start), period_end: timeText(values.period_end) } : {}),
    validity_type: values.validity_type as 1 | 2,
    ...(range ? { start_date: range[0].format('YYYY-MM-DD'), end_date: range[1].format('YYYY-MM-DD') } : { valid_days: Number(values.valid_days) }),
    stackable: Boolean(values.stackable),
    remark: (values.remark as string | undefined)?.trim() || undefined,
  };
}

/** A stored coupon as the form's values (the inverse of couponBody). */
export function couponFormValues(c: Coupon): Values {
  const unit = couponValueUnits[c.type as CouponType];
  return {
    name: c.name,
    type: c.type,
    value_input: unit === 'fen' || unit === 'discount' ? c.value / 100 : unit === 'minute' ? c.value : undefined,
    period_start: c.period_start ? dayjs(c.period_start, 'HH:mm') : undefined,
    period_end: c.period_end ? dayjs(c.period_end, 'HH:mm') : undefined,
    validity_type: c.validity_type,
    valid_days: c.valid_days ?? undefined,
    date_range: c.start_date && c.end_date ? [dayjs(c.start_date), dayjs(c.end_date)] : undefined,
    stackable: c.stackable,
    remark: c.remark,
  };
}
