import {
  CouponStatus, couponList, TOKEN_CREATE_MAX, TOKEN_MAX_DAY_LIMIT, TOKEN_MAX_TOTAL_LIMIT, tokenBatchCreate, tokenBatchGet, tokenBatchList, tokenBatchUpdate,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, InputNumber, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { TOKEN_EDIT, TOKEN_LIST } from '../paths';
import type { TokenBatch } from './shared';

type Values = Record<string, unknown>;

/** The merchant's enabled coupons (a batch grants one; blocked ones cannot be chosen). */
function CouponSelect(props: { value?: number; onChange?: (value: number) => void }) {
  const coupons = useQuery({ queryKey: [couponList.path, 'enabled-options'], queryFn: () => send(couponList, { status: CouponStatus.enabled, page_size: 100 }, { silent: true }) });
  return (
    <Select
      {...props}
      aria-label="优惠券"
      loading={coupons.isLoading}
      placeholder="请选择启用中的优惠券"
      showSearch
      optionFilterProp="label"
      notFoundContent={coupons.isLoading ? '加载中…' : '没有启用中的优惠券，请先新建优惠券'}
      options={(coupons.data?.row ?? []).map((c) => ({ value: c.id, label: `${c.name}（${c.value_text}）` }))}
      style={{ maxWidth: 420 }}
    />
  );
}

/** A value shown as text on the form (what cannot change). */
const Plain = ({ value }: { value?: string }) => <Typography.Text>{value}</Typography.Text>;

const numberField = (key: string, label: string, max: number, suffix: string, extra?: string): FormField => ({
  kind: 'custom',
  key,
  label,
  required: true,
  extra,
  render: () => (
    <Form.Item name={key} noStyle rules={[{ required: true, message: `请输入${label}` }]}>
      <InputNumber aria-label={label} min={1} max={max} precision={0} suffix={suffix} style={{ width: 200 }} />
    </Form.Item>
  ),
});

const fieldsFor = (editing: boolean): FormField[] => [
  { kind: 'section', key: 'basic', label: '基本信息' },
  { kind: 'text', key: 'name', label: '批次名称', required: true, maxLength: 30, rules: [{ whitespace: true, message: '请输入批次名称' }, { min: 2, message: '批次名称至少 2 个字' }] },
  editing
    ? { kind: 'custom', key: 'coupon', label: '优惠券', extra: '已印出的固定码发放建批次时选定的优惠券，不能更换', render: () => <Form.Item name="coupon_text" noStyle><Plain /></Form.Item> }
    : { kind: 'custom', key: 'coupon', label: '优惠券', required: true, render: () => <Form.Item name="coupon" noStyle rules={[{ required: true, message: '请选择优惠券' }]}><CouponSelect /></Form.Item> },
  ...(editing ? [] : [numberField('token_count', '固定码数量', TOKEN_CREATE_MAX, '个', `每个固定码是一个独立的二维码；一次最多 ${TOKEN_CREATE_MAX} 个，建好后可在详情中追加`)]),
  { kind: 'section', key: 'limits', label: '发放规则' },
  numberField('day_limit', '每日上限', TOKEN_MAX_DAY_LIMIT, '张', '每个固定码每天最多发出的张数；不超过平台设置的商户每日发券上限'),
  {
    kind: 'custom',
    key: 'total_limit',
    label: '累计上限',
    required: true,
    extra: '每个固定码累计最多发出的张数',
    render: () => (
      <Form.Item
        name="total_limit"
        noStyle
        dependencies={['day_limit']}
        rules={[
          { required: true, message: '请输入累计上限' },
          ({ getFieldValue }) => ({
            validator: (_, value?: number) => (value && getFieldValue('day_limit') && value < getFieldValue('day_limit') ? Promise.reject(new Error('累计上限不能小于每日上限')) : Promise.resolve()),
          }),
        ]}
      >
        <InputNumber aria-label="累计上限" min={1} max={TOKEN_MAX_TOTAL_LIMIT} precision={0} suffix="张" style={{ width: 200 }} />
      </Form.Item>
    ),
  },
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
  { kind: 'textarea', key: 'remark', label: '备注', maxLength: 200, rows: 2, placeholder: '如张贴位置' },
];

const batchBody = (values: Values) => {
  const [start, end] = values.period as [Dayjs, Dayjs];
  return {
    name: String(values.name).trim(),
    day_limit: Number(values.day_limit),
    total_limit: Number(values.total_limit),
    start_date: start.format('YYYY-MM-DD'),
    end_date: end.format('YYYY-MM-DD'),
    remark: (values.remark as string | undefined)?.trim() || undefined,
  };
};

const formValues = (b: TokenBatch): Values => ({
  name: b.name,
  coupon_text: `${b.coupon_name}（${b.coupon_value_text}）`,
  day_limit: b.day_limit,
  total_limit: b.total_limit,
  period: [dayjs(b.start_date), dayjs(b.end_date)],
  remark: b.remark,
});

/** 新建固定码 (a batch and its tokens) and 编辑固定码 (?id=: name, limits, validity; the coupon and tokens stay). */
export default function TokenBatchFormPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const id = pathname === TOKEN_EDIT ? Number(params.get('id')) : undefined;
  const fields = useMemo(() => fieldsFor(!!id), [id]);
  return (
    <FormPage
      id={id ? 'token-batch-edit' : 'token-batch-create'}
      fields={fields}
      initialValues={id ? undefined : { token_count: 10, day_limit: 50, total_limit: 1000, period: [dayjs(), dayjs().add(1, 'year')] }}
      {...(id ? { loadKey: [tokenBatchGet.path, id], load: async () => formValues(await send(tokenBatchGet, { id })) } : {})}
      submit={(values) =>
        id ? send(tokenBatchUpdate, { id, ...batchBody(values) }) : send(tokenBatchCreate, { coupon: Number(values.coupon), token_count: Number(values.token_count), ...batchBody(values) })
      }
      back={TOKEN_LIST}
      invalidate={[[tokenBatchList.path], [tokenBatchGet.path]]}
    />
  );
}
