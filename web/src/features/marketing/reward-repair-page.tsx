import { BONUS_STOCK_MAX, bonusEventGet, bonusValueDetail, bonusValueList, bonusValueStock } from '@console/contract';
import { App, Form, InputNumber, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { send, useIdempotencyKey } from '../../lib/request';
import { FormPage, type FormField } from '../../widgets/resource/form-page';
import { REWARD_DETAIL } from './shared';

const CurrentStock = ({ value }: { value?: string }) => <Typography.Text strong>{value ?? '-'}</Typography.Text>;

const fields: FormField[] = [
  { kind: 'custom', key: 'reward', label: '奖品', render: () => <Form.Item name="reward" noStyle><CurrentStock /></Form.Item> },
  { kind: 'custom', key: 'current', label: '当前库存', render: () => <Form.Item name="current" noStyle><CurrentStock /></Form.Item> },
  {
    kind: 'custom',
    key: 'count',
    label: '补充数量',
    required: true,
    extra: `一次最多 ${BONUS_STOCK_MAX.toLocaleString('zh-CN')} 份`,
    render: () => (
      <Form.Item name="count" noStyle rules={[{ required: true, message: '请输入补充数量' }]}>
        <InputNumber aria-label="补充数量" min={1} max={BONUS_STOCK_MAX} precision={0} suffix="份" style={{ width: 200 }} />
      </Form.Item>
    ),
  },
  { kind: 'textarea', key: 'remark', label: '备注', maxLength: 200, rows: 2, placeholder: '如：追加预算' },
];

/**
 * 补库存 (?id=): adds stock to a reward. Asked first, then sent with one Idempotency-Key (the same for a retry after a
 * lost answer, renewed after success), so a double click or a retry never adds twice.
 */
export default function RewardRepairPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const { modal } = App.useApp();
  const [key, renew] = useIdempotencyKey();
  return (
    <FormPage
      id="marketing-reward-repair"
      fields={fields}
      loadKey={[bonusValueDetail.path, id, 'repair']}
      load={async () => {
        const r = await send(bonusValueDetail, { id });
        return { reward: `${r.name}（${r.value_text}）`, current: `剩余 ${r.remaining}，累计 ${r.stock}，已发放 ${r.granted}`, count: 100 };
      }}
      submitLabel="补库存"
      submit={async (values) => {
        const count = Number(values.count);
        const confirmed = await modal.confirm({ title: '确认补库存？', content: `为「${String(values.reward)}」补充 ${count} 份库存。`, okText: '确认补充', cancelText: '再想想' });
        if (!confirmed) throw new Error('cancelled');
        const reply = await send(bonusValueStock, { id, count, remark: (values.remark as string | undefined)?.trim() || undefined }, { idempotencyKey: key });
        renew();
        return `已补充 ${count} 份，剩余库存 ${reply.remaining}`;
      }}
      back={`${REWARD_DETAIL}?id=${id}`}
      invalidate={[[bonusValueDetail.path], [bonusValueList.path], [bonusEventGet.path]]}
    />
  );
}
