import { walletMerchantCreate, walletMerchantGet, walletMerchantList, walletMerchantStatistics, walletMerchantUpdate } from '@console/contract';
import { Form } from 'antd';
import { useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { PriceInput } from '../../widgets/price-input/price-input';
import { RemoteSelect } from '../../widgets/remote-select/remote-select';
import { FormPage, type FormField } from '../../widgets/resource/form-page';
import { walletDetail, WALLET_PATHS } from './shared';

const merchantField: FormField = {
  key: 'merchant',
  label: '钱包商户',
  kind: 'custom',
  required: true,
  extra: '每个商户只能开通一个钱包；余额从 0 开始，开通后充值',
  render: () => (
    <Form.Item name="merchant" noStyle rules={[{ required: true, message: '请选择商户' }]}>
      <RemoteSelect source="merchant-below" aria-label="钱包商户" placeholder="商户名称或商户号" />
    </Form.Item>
  ),
};

const fields: FormField[] = [
  { key: 'contact_name', label: '联系人', kind: 'text', required: true, maxLength: 20, rules: [{ min: 2, message: '联系人至少 2 个字' }] },
  { key: 'contact_mobile', label: '联系电话', kind: 'text', required: true, maxLength: 11, rules: [{ pattern: /^1\d{10}$/, message: '请输入 11 位手机号' }] },
  {
    key: 'alert_balance',
    label: '余额预警线（元）',
    kind: 'custom',
    extra: '余额低于它时列表标出「余额不足」；0 不预警',
    render: () => (
      <Form.Item name="alert_balance" noStyle>
        <PriceInput aria-label="余额预警线（元）" style={{ width: 220 }} min={0} />
      </Form.Item>
    ),
  },
  { key: 'remark', label: '备注', kind: 'textarea', maxLength: 200, rows: 3 },
];

/** 开通钱包 and 编辑钱包 (?id=): the merchant (creation only), contact, alert line and remark; the balance is not edited. */
export default function WalletFormPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const body = (v: Record<string, unknown>) => ({
    contact_name: String(v.contact_name ?? '').trim(),
    contact_mobile: String(v.contact_mobile ?? '').trim(),
    alert_balance: Number(v.alert_balance ?? 0) || 0,
    remark: (v.remark as string | undefined)?.trim() || undefined,
  });
  return (
    <FormPage
      id={id ? 'wallet-edit' : 'wallet-create'}
      fields={id ? fields : [merchantField, ...fields]}
      initialValues={{ alert_balance: 0 }}
      loadKey={id ? [walletMerchantGet.path, id] : undefined}
      load={id ? () => send(walletMerchantGet, { id }) : undefined}
      submitLabel={id ? '保存' : '开通钱包'}
      submit={async (values) => {
        if (id) return send(walletMerchantUpdate, { id, ...body(values) });
        const opened = await send(walletMerchantCreate, { merchant: Number(values.merchant), ...body(values) });
        return `已为${opened.merchant_name}开通钱包 ${opened.wallet_no}`;
      }}
      back={id ? walletDetail(id) : WALLET_PATHS.list}
      invalidate={[[walletMerchantList.path], [walletMerchantStatistics.path], [walletMerchantGet.path]]}
    />
  );
}
