import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PURCHASE_BATCH_MAX_ITEMS, PURCHASE_MAX_COUNT, PURCHASE_MAX_UNIT_PRICE, balanceList, purchaseBatch, purchaseList, warehouseDetail } from '@console/contract';
import { App, Button, Form, InputNumber, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { send, useIdempotencyKey } from '../../../lib/request';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { PURCHASE_LIST } from '../paths';
import { purchaseAmount } from './purchase-form-page';
import { CouponSelect, money } from './shared';

type Values = Record<string, unknown>;
interface Line {
  coupon?: number;
  count?: number;
  unit_price?: number;
}

/** The batch's totals as the page will send them: coupons, and the sum of each line's count × price in fen. */
export const batchTotals = (lines: readonly (Line | undefined)[] | undefined) =>
  (lines ?? []).reduce<{ count: number; amount: number }>(
    (sum, line) => ({ count: sum.count + (Number(line?.count) > 0 ? Number(line!.count) : 0), amount: sum.amount + purchaseAmount(line?.count, line?.unit_price) }),
    { count: 0, amount: 0 },
  );

/** A coupon chosen on another line of the batch (each coupon once). */
const chosenTwice = (lines: readonly (Line | undefined)[], index: number) => {
  const coupon = lines[index]?.coupon;
  return coupon !== undefined && lines.some((line, other) => other !== index && line?.coupon === coupon);
};

function Lines() {
  return (
    <Form.List name="items">
      {(rows, { add, remove }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          {rows.map((row, index) => (
            <Space key={row.key} align="start" wrap>
              <Form.Item
                name={[row.name, 'coupon']}
                style={{ marginBottom: 0 }}
                dependencies={rows.map((r) => ['items', r.name, 'coupon'])}
                rules={[
                  { required: true, message: '请选择优惠券' },
                  ({ getFieldValue }) => ({
                    validator: () => (chosenTwice(getFieldValue('items') ?? [], index) ? Promise.reject(new Error('该优惠券已在其他行，请合并为一行')) : Promise.resolve()),
                  }),
                ]}
              >
                <CouponSelect enabledOnly style={{ width: 300 }} />
              </Form.Item>
              <Form.Item name={[row.name, 'count']} style={{ marginBottom: 0 }} rules={[{ required: true, message: '请输入张数' }]}>
                <InputNumber aria-label={`第 ${index + 1} 行采购张数`} min={1} max={PURCHASE_MAX_COUNT} precision={0} suffix="张" style={{ width: 150 }} />
              </Form.Item>
              <Form.Item name={[row.name, 'unit_price']} style={{ marginBottom: 0 }} rules={[{ required: true, message: '请输入单价' }]}>
                <InputNumber aria-label={`第 ${index + 1} 行单价`} min={0} max={PURCHASE_MAX_UNIT_PRICE / 100} precision={2} step={0.5} suffix="元" style={{ width: 150 }} />
              </Form.Item>
              <Button aria-label={`删除第 ${index + 1} 行`} icon={<DeleteOutlined />} disabled={rows.length === 1} onClick={() => remove(row.name)} />
            </Space>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} disabled={rows.length >= PURCHASE_BATCH_MAX_ITEMS} onClick={() => add({ count: 100, unit_price: 1 })}>
            添加一行（最多 {PURCHASE_BATCH_MAX_ITEMS} 行）
          </Button>
        </Space>
      )}
    </Form.List>
  );
}

function TotalText() {
  const form = Form.useFormInstance();
  const lines = Form.useWatch('items', form) as Line[] | undefined;
  const totals = batchTotals(lines);
  return (
    <Typography.Text strong aria-label="合计金额" style={{ fontSize: 16 }}>
      {totals.count} 张，{money(totals.amount)}
    </Typography.Text>
  );
}

const fields: FormField[] = [
  { kind: 'section', key: 'basic', label: '批量采购' },
  { kind: 'custom', key: 'items', label: '采购明细', required: true, extra: '每种优惠券一行（优惠券、张数、单价）；全部采购成功或全部不采购', render: () => <Lines /> },
  { kind: 'custom', key: 'total', label: '合计', render: () => <TotalText /> },
  { kind: 'textarea', key: 'remark', label: '备注', maxLength: 200, rows: 2, placeholder: '如采购用途' },
];

/**
 * 批量采购 (`/parking-coupon/purchase/batch`): several enabled coupons at once, each with its count and unit price; one
 * money operation (asked first, one Idempotency-Key, all lines bought or none). docs/decisions.md, "Coupon grant rules,
 * batch purchase and the group's coupons".
 */
export default function PurchaseBatchPage() {
  const { modal } = App.useApp();
  const [key, renew] = useIdempotencyKey();
  const initialValues = useMemo(() => ({ items: [{ count: 100, unit_price: 1 }] }), []);
  const submit = async (values: Values) => {
    const items = ((values.items as Line[] | undefined) ?? []).map((line) => ({ coupon: Number(line.coupon), count: Number(line.count), unit_price: Math.round(Number(line.unit_price) * 100) }));
    const totals = batchTotals(values.items as Line[]);
    const confirmed = await modal.confirm({
      title: '确认批量采购？',
      content: `${items.length} 种优惠券，共 ${totals.count} 张，合计 ${money(totals.amount)}。`,
      okText: '确认采购',
      cancelText: '再想想',
    });
    if (!confirmed) throw new Error('cancelled');
    await send(purchaseBatch, { items, amount: totals.amount, remark: (values.remark as string | undefined)?.trim() || undefined }, { idempotencyKey: key });
    renew();
    return `已采购 ${items.length} 种共 ${totals.count} 张，合计 ${money(totals.amount)}`;
  };
  return (
    <FormPage
      id="coupon-purchase-batch"
      fields={fields}
      initialValues={initialValues}
      submit={submit}
      submitLabel="批量采购"
      back={PURCHASE_LIST}
      invalidate={[[purchaseList.path], [balanceList.path], [warehouseDetail.path]]}
    />
  );
}
