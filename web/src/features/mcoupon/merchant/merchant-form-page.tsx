import { couponMerchantCreate, couponMerchantGet, couponMerchantList, couponMerchantUpdate } from '@console/contract';
import { Form } from 'antd';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { RemoteSelect } from '../../../widgets/remote-select/remote-select';
import { FormPage, formRule, type FormField } from '../../../widgets/resource/form-page';
import { MERCHANT_EDIT, MERCHANT_MANAGE } from '../paths';
import { merchantText } from './shared';

type Values = Record<string, unknown>;

const fieldsFor = (editing: boolean): FormField[] => [
  editing
    ? { kind: 'custom', key: 'merchant_text', label: '商户', render: () => <Form.Item name="merchant_text" noStyle><ReadOnly /></Form.Item> }
    : {
        kind: 'custom',
        key: 'merchant',
        label: '商户',
        required: true,
        extra: '须为本平台下已开通停车优惠券产品的商户',
        render: () => (
          <Form.Item name="merchant" noStyle rules={[{ required: true, message: '请选择商户' }]}>
            <RemoteSelect source="merchant-below" placeholder="搜索商户名称或商户号" aria-label="商户" style={{ maxWidth: 420 }} />
          </Form.Item>
        ),
      },
  { kind: 'text', key: 'contact_name', label: '联系人', required: true, maxLength: 20, rules: [{ whitespace: true, message: '请输入联系人' }, { min: 2, message: '联系人至少 2 个字' }] },
  { kind: 'text', key: 'contact_phone', label: '联系电话', required: true, maxLength: 11, placeholder: '11 位手机号', rules: [formRule('mobile')] },
  { kind: 'text', key: 'address', label: '门店地址', maxLength: 100 },
  { kind: 'textarea', key: 'remark', label: '备注', maxLength: 200, rows: 2 },
];

function ReadOnly({ value }: { value?: string }) {
  return <span>{value}</span>;
}

const bodyOf = (values: Values) => ({
  contact_name: String(values.contact_name).trim(),
  contact_phone: String(values.contact_phone).trim(),
  address: (values.address as string | undefined)?.trim() || undefined,
  remark: (values.remark as string | undefined)?.trim() || undefined,
});

/** 新增商户 and 编辑商户 (?merchant=) of the coupon platform: the merchant is chosen once; contact and address edit. */
export default function MerchantFormPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const merchant = pathname === MERCHANT_EDIT ? Number(params.get('merchant')) : undefined;
  const fields = useMemo(() => fieldsFor(!!merchant), [merchant]);
  return (
    <FormPage
      id={merchant ? 'coupon-merchant-edit' : 'coupon-merchant-create'}
      fields={fields}
      {...(merchant
        ? {
            loadKey: [couponMerchantGet.path, merchant],
            load: async () => {
              const r = await send(couponMerchantGet, { merchant });
              return { merchant_text: merchantText(r), contact_name: r.contact_name, contact_phone: r.contact_phone, address: r.address, remark: r.remark };
            },
          }
        : {})}
      submit={async (values) => {
        if (merchant) await send(couponMerchantUpdate, { merchant, ...bodyOf(values) });
        else await send(couponMerchantCreate, { merchant: Number(values.merchant), ...bodyOf(values) });
        return merchant ? '商户已保存' : '商户已新增';
      }}
      back={MERCHANT_MANAGE}
      invalidate={[[couponMerchantList.path], [couponMerchantGet.path]]}
    />
  );
}
