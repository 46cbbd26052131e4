import { balanceList, grantCreate, grantList, isLicencePlate, normalPlate, warehouseDetail } from '@console/contract';
import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { send } from '../../../lib/request';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { CouponSelect } from '../purchase/shared';

const plateRules: Rule[] = [
  { required: true, whitespace: true, message: '请输入车牌号' },
  { validator: async (_, value?: string) => (!value || isLicencePlate(normalPlate(value)) ? undefined : Promise.reject(new Error('请输入正确的车牌号，如 粤B12345'))) },
];

/** 发放优惠券: one coupon from the stock to a plate (the server refuses when the stock is empty). `coupon` preselects. */
export function GrantDialog({ open, coupon, onClose }: { open: boolean; coupon?: number; onClose: () => void }) {
  return (
    <FormDialog<{ coupon: number; plate: string; remark?: string }>
      open={open}
      title="发放优惠券"
      name="coupon-grant"
      okText="发放"
      initialValues={{ coupon }}
      changes={[grantList, balanceList, warehouseDetail]}
      onClose={onClose}
      onSubmit={async ({ coupon: chosen, plate, remark }) => {
        const normal = normalPlate(plate);
        const reply = await send(grantCreate, { coupon: chosen, plate: normal, remark: remark?.trim() || undefined });
        return `已发放给 ${normal}，该优惠券剩余库存 ${reply.remaining} 张`;
      }}
    >
      <Form.Item name="coupon" label="优惠券" rules={[{ required: true, message: '请选择优惠券' }]} extra="从本商户该优惠券的库存中扣减 1 张">
        <CouponSelect enabledOnly style={{ maxWidth: '100%' }} />
      </Form.Item>
      <Form.Item name="plate" label="车牌号" rules={plateRules}>
        <Input aria-label="车牌号" maxLength={10} placeholder="如 粤B12345" />
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <Input.TextArea aria-label="备注" maxLength={200} showCount rows={2} placeholder="选填，如投诉补偿" />
      </Form.Item>
    </FormDialog>
  );
}
