import { BONUS_BATCH_MAX, bonusEventGet, bonusTokenBatchCreate, bonusTokenBatchList, bonusValueList } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { FormPage, type FormField } from '../../widgets/resource/form-page';
import { activityDetail, REDEEM_DETAIL } from './shared';

/** The activity's usable rewards with what is left of each. */
function RewardSelect({ event, value, onChange }: { event: number; value?: number; onChange?: (v: number) => void }) {
  const { data, isLoading } = useQuery({ queryKey: [bonusValueList.path, { event }], queryFn: () => send(bonusValueList, { event, page_size: 100 }, { silent: true }) });
  const options = (data?.row ?? [])
    .filter((v) => v.status === 1 && v.audit_status === 1)
    .map((v) => ({ value: v.id, label: `${v.name}（${v.value_text}，剩余 ${v.remaining}）`, disabled: v.remaining === 0 }));
  return <Select aria-label="奖品" loading={isLoading} value={value} onChange={onChange} options={options} placeholder="选择奖品" style={{ width: 360 }} notFoundContent="没有可用的奖品，请先添加奖品" />;
}

const fields = (event: number): FormField[] => [
  { kind: 'custom', key: 'value', label: '奖品', required: true, render: () => <Form.Item name="value" noStyle rules={[{ required: true, message: '请选择奖品' }]}><RewardSelect event={event} /></Form.Item> },
  { key: 'name', label: '批次名称', kind: 'text', required: true, maxLength: 30, placeholder: '如：第二批兑换码', rules: [{ min: 2, message: '批次名称至少 2 个字' }] },
  {
    kind: 'custom',
    key: 'count',
    label: '兑换码数量',
    required: true,
    extra: `一批最多 ${BONUS_BATCH_MAX} 个；生成时从奖品库存中预留相同份数`,
    render: () => (
      <Form.Item name="count" noStyle rules={[{ required: true, message: '请输入兑换码数量' }]}>
        <InputNumber aria-label="兑换码数量" min={1} max={BONUS_BATCH_MAX} precision={0} suffix="个" style={{ width: 200 }} />
      </Form.Item>
    ),
  },
  {
    kind: 'custom',
    key: 'expire_date',
    label: '兑换截止日期',
    required: true,
    render: () => (
      <Form.Item name="expire_date" noStyle rules={[{ required: true, message: '请选择兑换截止日期' }]}>
        <DatePicker aria-label="兑换截止日期" disabledDate={(d: Dayjs) => d.isBefore(dayjs(), 'day')} />
      </Form.Item>
    ),
  },
];

/** 生成兑换码 (?event=): N codes of one reward of a 兑换码 activity, reserved from its stock; opens the batch after. */
export default function RedeemCodeCreatePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const event = Number(params.get('event'));
  return (
    <FormPage
      id="marketing-redeem-create"
      fields={fields(event)}
      initialValues={{ count: 50, expire_date: dayjs().add(30, 'day') }}
      submitLabel="生成兑换码"
      submit={async (values) => {
        const reply = await send(bonusTokenBatchCreate, {
          value: Number(values.value),
          name: String(values.name ?? '').trim(),
          count: Number(values.count),
          expire_date: (values.expire_date as Dayjs).format('YYYY-MM-DD'),
        });
        setTimeout(() => navigate(`${REDEEM_DETAIL}?id=${reply.id}`), 0);
        return `已生成 ${Number(values.count)} 个兑换码，奖品剩余库存 ${reply.remaining}`;
      }}
      back={activityDetail(event)}
      invalidate={[[bonusTokenBatchList.path], [bonusValueList.path], [bonusEventGet.path]]}
    />
  );
}
