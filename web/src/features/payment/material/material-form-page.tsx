import { MATERIAL_QUANTITY_MAX, materialApplyCreate, materialApplyList, paymentMaterialText } from '@console/contract';
import { Form, InputNumber } from 'antd';
import { send } from '../../../lib/request';
import { useSession } from '../../../shell/session/store';
import { RemoteSelect } from '../../../widgets/remote-select/remote-select';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { useMaterialPlatform } from './platform';
import { materialOptions } from './shared';

const merchantField: FormField = {
  kind: 'custom',
  key: 'merchant',
  label: '商户',
  required: true,
  extra: '须已开通支付商户产品',
  render: () => (
    <Form.Item name="merchant" noStyle rules={[{ required: true, message: '请选择商户' }]}>
      <RemoteSelect source="merchant" placeholder="搜索商户名称或商户号" aria-label="商户" style={{ width: '100%' }} />
    </Form.Item>
  ),
};

const quantityField: FormField = {
  kind: 'custom',
  key: 'quantity',
  label: '数量',
  required: true,
  extra: `每次最多 ${MATERIAL_QUANTITY_MAX} 个`,
  render: () => (
    <Form.Item name="quantity" noStyle rules={[{ required: true, message: '请输入数量' }]}>
      <InputNumber aria-label="数量" min={1} max={MATERIAL_QUANTITY_MAX} precision={0} suffix="个" style={{ width: 200 }} />
    </Form.Item>
  ),
};

export const materialFields = (showsMerchant: boolean): FormField[] => [
  ...(showsMerchant ? [merchantField] : []),
  { key: 'material', label: '物料类型', kind: 'select', required: true, options: materialOptions },
  quantityField,
  { key: 'section-receiver', label: '收件信息', kind: 'section' },
  { key: 'receiver_name', label: '收件人', kind: 'text', required: true, maxLength: 20, rules: [{ min: 2, message: '收件人至少 2 个字' }] },
  { key: 'receiver_mobile', label: '收件人手机号', kind: 'text', required: true, maxLength: 11, validate: ['mobile'] },
  { key: 'address', label: '收件地址', kind: 'textarea', required: true, maxLength: 120, rows: 2, rules: [{ min: 5, message: '收件地址至少 5 个字' }], placeholder: '省、市、区及详细地址' },
  { key: 'remark', label: '申请说明', kind: 'textarea', maxLength: 200, rows: 3, placeholder: '如：放置位置、用途' },
];

/**
 * 申请物料 (支付服务: for a customer, chosen; 交易中心: for the merchant itself): what, how many, and where to send it.
 * The platform reviews and ships it; the list shows how far it is.
 */
export default function MaterialFormPage() {
  const { platform, paths, showsMerchant } = useMaterialPlatform();
  const own = useSession((s) => s.user?.merchant ?? 0);
  return (
    <FormPage
      id={`${platform}-material-apply-create`}
      fields={materialFields(showsMerchant)}
      initialValues={{ material: 'stand', quantity: 10 }}
      submit={async (v) => {
        const body = {
          merchant: showsMerchant ? Number(v.merchant) : own,
          material: v.material as 'stand',
          quantity: Number(v.quantity),
          receiver_name: String(v.receiver_name),
          receiver_mobile: String(v.receiver_mobile),
          address: String(v.address),
          remark: (v.remark as string | undefined) || undefined,
        };
        const { apply_no } = await send(materialApplyCreate, body);
        return `已提交${paymentMaterialText(body.material)}申请 ${apply_no}，等待平台审核`;
      }}
      back={paths.list}
      invalidate={[[materialApplyList.path]]}
      submitLabel="提交申请"
    />
  );
}
