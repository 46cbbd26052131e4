import { PURCHASE_MAX_COUNT, PURCHASE_MAX_UNIT_PRICE, balanceList, purchaseCreate, purchaseList, warehouseDetail } from '@console/contract';
import { App, Form, InputNumber, Typography } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { send, useIdempotencyKey } from '../../../lib/request';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { PURCHASE_LIST } from '../paths';
import { CouponSelect, money } from './shared';

type Values = Record<string, unknown>;

/** The amount in fen of `count` coupons at `price` 元 each (the price typed in 元, two decimals). */
export const purchaseAmount = (count: unknown, price: unknown) => {
  const fen = Math.round(Number(price ?? 0) * 100);
  return Number.isFinite(fen) && Number(count) > 0 ? Number(count) * fen : 0;
};

/** 金额: what the count and unit price come to, as the page will send it. */
function AmountText() {
  const form = Form.useFormInstance();
  const count = Form.useWatch('count', form);
  const price = Form.useWatch('unit_price', form);
  return (
    <Typography.Text strong aria-label="采购金额" style={{ fontSize: 16 }}>
      {money(purchaseAmount(count, price))}
    </Typography.Text>
  );
}

const fields: FormField[] = [
  { kind: 'section', key: 'basic', label: '采购信息' },
  {
    kind: 'custom',
    key: 'coupon',
    label: '优惠券',
    required: true,
    render: () => (
      <Form.Item name="coupon" noStyle rules={[{ required: true, message: '请选择优惠券' }]}>
        <CouponSelect enabledOnly />
      </Form.Item>
    ),
  },
  {
    kind: 'custom',
    key: 'count',
    label: '采购张数',
    required: true,
    extra: `一次最多 ${PURCHASE_MAX_COUNT.toLocaleString('zh-CN')} 张；采购后即进入库存，可发放给车辆`,
    render: () => (
      <Form.Item name="count" noStyle rules={[{ required: true, message: '请输入采购张数' }]}>
        <InputNumber aria-label="采购张数" min={1} max={PURCHASE_MAX_COUNT} precision={0} suffix="张" style={{ width: 200 }} />
      </Form.Item>
    ),
  },
  {
    kind: 'custom',
    key: 'unit_price',
    label: '单价',
    required: true,
    render: () => (
      <Form.Item name="unit_price" noStyle rules={[{ required: true, message: '请输入单价' }]}>
        <InputNumber aria-label="单价" min={0} max={PURCHASE_MAX_UNIT_PRICE / 100} precision={2} step={0.5} suffix="元" style={{ width: 200 }} />
      </Form.Item>
    ),
  },
  { kind: 'custom', key: 'amount', label: '采购金额', render: () => <AmountText /> },
  { kind: 'textarea', key: 'remark', label: '备注', maxLength: 200, rows: 2, placeholder: '如采购用途' },
];

/**
 * 采购优惠券: an enabled coupon, a count and a unit price in 元 (sent in fen with their product as the amount). A money
 * operation: asked first, then sent with one Idempotency-Key (the same for a retry, renewed after success).
 */
export default function PurchaseFormPage() {
  const [params] = useSearchParams();
  const { modal } = App.useApp();
  const [key, renew] = useIdempotencyKey();
  const coupon = Number(params.get('coupon')) || undefined;
  const initialValues = useMemo(() => ({ coupon, count: 100, unit_price: 1 }), [coupon]);
  const submit = async (values: Values) => {
    const count = Number(values.count);
    const unitPrice = Math.round(Number(values.unit_price) * 100);
    const amount = count * unitPrice;
    const confirmed = await modal.confirm({ title: '确认采购？', content: `采购 ${count} 张，单价 ${money(unitPrice)}，共 ${money(amount)}。`, okText: '确认采购', cancelText: '再想想' });
    if (!confirmed) throw new Error('cancelled');
    await send(purchaseCreate, { coupon: Number(values.coupon), count, unit_price: unitPrice, amount, remark: (values.remark as string | undefined)?.trim() || undefined }, { idempotencyKey: key });
    renew();
    return `已采购 ${count} 张，共 ${money(amount)}`;
  };
  return (
    <FormPage
      id="coupon-purchase-create"
      fields={fields}
      initialValues={initialValues}
      submit={submit}
      submitLabel="采购"
      back={PURCHASE_LIST}
      invalidate={[[purchaseList.path], [balanceList.path], [warehouseDetail.path]]}
    />
  );
}
