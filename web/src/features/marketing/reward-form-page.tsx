import { BONUS_STOCK_MAX, bonusEventGet, bonusValueCreate, bonusValueDetail, bonusValueList, bonusValueUpdate } from '@console/contract';
import { Form, InputNumber } from 'antd';
import { useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { FormPage, type FormField } from '../../widgets/resource/form-page';
import { activityDetail, amountFromInput, amountToInput, amountUnit, valueKindOptions } from './shared';

/** 面值 in 元 (two decimals) for coupons and vouchers, whole points for 积分 — the unit follows the kind. */
function AmountInput({ value, onChange, kind }: { value?: number; onChange?: (v: number | null) => void; kind: number }) {
  return (
    <InputNumber
      aria-label="面值"
      value={value}
      onChange={onChange}
      min={kind === 2 ? 1 : 0.01}
      max={kind === 2 ? 100_000_000 : 1_000_000}
      precision={kind === 2 ? 0 : 2}
      suffix={amountUnit(kind)}
      style={{ width: 200 }}
    />
  );
}

const amountField = (fixedKind?: number): FormField => ({
  kind: 'custom',
  key: 'amount',
  label: '面值',
  required: true,
  render: () => (
    <Form.Item noStyle shouldUpdate={(a, b) => a.kind !== b.kind}>
      {({ getFieldValue }) => (
        <Form.Item name="amount" noStyle rules={[{ required: true, message: '请输入面值' }]}>
          <AmountInput kind={fixedKind ?? Number(getFieldValue('kind') ?? 1)} />
        </Form.Item>
      )}
    </Form.Item>
  ),
});

const numberField = (key: string, label: string, min: number, max: number, suffix: string, extra?: string): FormField => ({
  kind: 'custom',
  key,
  label,
  required: true,
  extra,
  render: () => (
    <Form.Item name={key} noStyle rules={[{ required: true, message: `请输入${label}` }]}>
      <InputNumber aria-label={label} min={min} max={max} precision={0} suffix={suffix} style={{ width: 200 }} />
    </Form.Item>
  ),
});

const name: FormField = { key: 'name', label: '奖品名称', kind: 'text', required: true, maxLength: 30, placeholder: '如：20 元停车券', rules: [{ min: 2, message: '奖品名称至少 2 个字' }] };
const validDays = numberField('valid_days', '有效天数', 1, 365, '天', '商户领取后多少天内可用');
const description: FormField = { key: 'description', label: '使用说明', kind: 'textarea', maxLength: 300, rows: 3 };

/** The kind of a reward being edited: shown, not changed (its stock and grants were counted in it). */
const KindText = ({ value }: { value?: number }) => <span>{valueKindOptions.find((o) => o.value === value)?.label ?? '-'}（添加后不能修改）</span>;
const kindShown: FormField = {
  kind: 'custom',
  key: 'kind',
  label: '奖品类型',
  render: () => (
    <Form.Item name="kind" noStyle>
      <KindText />
    </Form.Item>
  ),
};

const createFields: FormField[] = [
  name,
  { key: 'kind', label: '奖品类型', kind: 'select', required: true, options: valueKindOptions },
  amountField(),
  validDays,
  numberField('stock', '初始库存', 0, BONUS_STOCK_MAX, '份', '之后可随时补库存；库存发完后不再发放该奖品'),
  description,
];

/**
 * 添加奖品 (?event=) and 编辑奖品 (?id=): name, kind (fixed once added), face value (元 or 积分), validity, initial stock,
 * description. A partner's reward waits for the platform's audit; editing a rejected one submits it again.
 */
export default function RewardFormPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const event = Number(params.get('event')) || undefined;
  const kindOf = (v: Record<string, unknown>) => Number(v.kind ?? 1);
  return (
    <FormPage
      id={id ? 'marketing-reward-edit' : 'marketing-reward-create'}
      fields={id ? [name, kindShown, amountField(), validDays, description] : createFields}
      initialValues={{ kind: 1, valid_days: 30, stock: 100 }}
      loadKey={id ? [bonusValueDetail.path, id] : undefined}
      load={id ? async () => {
        const v = await send(bonusValueDetail, { id });
        return { ...v, amount: amountToInput(v.kind, v.amount) };
      } : undefined}
      submitLabel={id ? '保存' : '添加奖品'}
      submit={async (values) => {
        const common = {
          name: String(values.name ?? '').trim(),
          amount: amountFromInput(kindOf(values), Number(values.amount)),
          valid_days: Number(values.valid_days),
          description: (values.description as string | undefined)?.trim() || undefined,
        };
        if (id) {
          await send(bonusValueUpdate, { id, ...common });
          return '已保存';
        }
        await send(bonusValueCreate, { event: event!, kind: kindOf(values), stock: Number(values.stock), ...common });
        return '奖品已添加';
      }}
      back={event ? activityDetail(event) : id ? `/marketing-center/manage/activity/reward/detail?id=${id}` : '/marketing-center/manage/activity'}
      invalidate={[[bonusValueList.path], [bonusValueDetail.path], [bonusEventGet.path]]}
    />
  );
}
