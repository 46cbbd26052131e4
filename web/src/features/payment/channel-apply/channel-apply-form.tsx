import { accountTypeNames, channelCategoryNames, type CallReply, type paymentChannelList } from '@console/contract';
import { Alert, Form, Radio, Typography } from 'antd';
import { useMemo } from 'react';
import { RemoteSelect } from '../../../widgets/remote-select/remote-select';
import { FormPage, type FormField, type FormPageProps } from '../../../widgets/resource/form-page';
import { BranchInput, useBanks } from '../bank/bank-fields';
import { contractTypeText, type ChannelApply } from './shared';

// The application form, one for the console (新建进件, 编辑进件) and the external link's page
// (/external/payment/channel/apply): docs/decisions.md, "External (temporary-token) pages".

type Values = Record<string, unknown>;
type Channel = CallReply<typeof paymentChannelList>['row'][number];

const accountTypeOptions = Object.entries(accountTypeNames).map(([value, label]) => ({ label, value: Number(value) }));

/** What the form lets one choose; otherwise the merchant and channel are shown from `merchant_name` and `channel_name`. */
export interface ChannelApplyChoice {
  /** The console's new application: 进件商户 from the merchants below the caller. */
  merchant: boolean;
  /** 支付通道 from the channels (else the one chosen before, or the edited application's). */
  channel: boolean;
}

const fixedText = (key: string, label: string, strong = false): FormField => ({
  kind: 'custom',
  key,
  label,
  render: (form) => <Typography.Text strong={strong}>{String(form.getFieldValue(key) ?? '')}</Typography.Text>,
});

/** The fields of an application: 进件信息, 结算账户, 联系人. */
export function channelApplyFields(id: string, pick: ChannelApplyChoice, channels: readonly Channel[], banks: readonly { code: string; name: string }[]): FormField[] {
  return [
    { kind: 'section', key: 'apply', label: '进件信息' },
    pick.merchant
      ? {
          kind: 'custom',
          key: 'merchant',
          label: '进件商户',
          required: true,
          extra: '主体信息须已认证；主体名称与统一社会信用代码取自商户的主体信息',
          render: () => (
            <Form.Item name="merchant" noStyle rules={[{ required: true, message: '请选择进件商户' }]}>
              <RemoteSelect source="merchant-below" aria-label="进件商户" placeholder="商户名称或商户号" />
            </Form.Item>
          ),
        }
      : fixedText('merchant_name', '进件商户', true),
    pick.channel
      ? { kind: 'select', key: 'channel', label: '支付通道', required: true, options: channels.map((c) => ({ label: `${c.name}（${channelCategoryNames[c.category_id]}）`, value: c.code })) }
      : fixedText('channel_name', '支付通道'),
    {
      kind: 'custom',
      key: 'contract_hint',
      label: '签约方式',
      render: (form) => (
        <Form.Item noStyle shouldUpdate={(a, b) => a.channel !== b.channel}>
          {() => {
            const picked = channels.find((c) => c.code === form.getFieldValue('channel'));
            if (!picked) return <Typography.Text type="secondary">选择通道后显示</Typography.Text>;
            return picked.contract_type === 1 ? (
              <Alert type="warning" showIcon message={`${contractTypeText(1)}：渠道审核通过后，商户须扫码签署电子合同才会开通`} />
            ) : (
              <Typography.Text>{contractTypeText(2)}：渠道审核通过即开通</Typography.Text>
            );
          }}
        </Form.Item>
      ),
    },
    { kind: 'section', key: 'account', label: '结算账户' },
    {
      kind: 'custom',
      key: 'account_type',
      label: '账户类型',
      required: true,
      render: () => (
        <Form.Item name="account_type" noStyle rules={[{ required: true, message: '请选择账户类型' }]}>
          <Radio.Group options={accountTypeOptions} aria-label="账户类型" />
        </Form.Item>
      ),
    },
    { kind: 'text', key: 'account_name', label: '开户名称', required: true, maxLength: 60, rules: [{ min: 2, message: '开户名称为 2-60 个字' }], extra: '对公账户须与主体名称一致' },
    { kind: 'text', key: 'account_no', label: '结算账号', required: true, maxLength: 30, rules: [{ pattern: /^[0-9]{8,30}$/, message: '结算账号为 8-30 位数字' }] },
    { kind: 'select', key: 'bank', label: '开户银行', required: true, options: banks.map((b) => ({ label: b.name, value: b.code })) },
    {
      kind: 'custom',
      key: 'branch_name',
      label: '开户支行',
      required: true,
      render: (form) => (
        <Form.Item noStyle shouldUpdate={(a, b) => a.bank !== b.bank}>
          {() => (
            <Form.Item name="branch_name" noStyle rules={[{ required: true, whitespace: true, message: '请输入开户支行' }, { min: 2, max: 60, message: '开户支行为 2-60 个字' }]}>
              <BranchInput id={`${id}_branch_name`} bank={form.getFieldValue('bank') as string | undefined} onPick={(cnaps) => form.setFieldValue('branch_cnaps', cnaps)} />
            </Form.Item>
          )}
        </Form.Item>
      ),
    },
    { kind: 'text', key: 'branch_cnaps', label: '联行号', maxLength: 12, rules: [{ pattern: /^[0-9]{12}$/, message: '联行号为 12 位数字' }], extra: '从支行列表选择时自动带出' },
    { kind: 'section', key: 'contact', label: '联系人' },
    { kind: 'text', key: 'contact_name', label: '联系人', required: true, maxLength: 20, rules: [{ min: 2, message: '联系人至少 2 个字' }] },
    { kind: 'text', key: 'contact_telephone', label: '联系电话', required: true, maxLength: 11, validate: ['mobile'] },
    { kind: 'textarea', key: 'remark', label: '申请说明', maxLength: 200, rows: 3 },
  ];
}

/** What create and update send of the form's values (the application's fields). */
export const applyBody = (v: Values) => ({
  account_type: v.account_type as 1 | 2,
  account_name: String(v.account_name ?? '').trim(),
  account_no: String(v.account_no ?? '').replace(/\s+/g, ''),
  bank: String(v.bank ?? ''),
  branch_name: String(v.branch_name ?? '').trim(),
  branch_cnaps: (v.branch_cnaps as string | undefined) || undefined,
  contact_name: String(v.contact_name ?? '').trim(),
  contact_telephone: String(v.contact_telephone ?? ''),
  remark: (v.remark as string | undefined)?.trim() || undefined,
});

/** An application as the form's values (an edit). */
export const formValuesOf = (a: ChannelApply): Values => ({
  merchant_name: a.merchant.name, channel_name: a.channel_name, channel: a.channel, account_type: a.account_type, account_name: a.account_name, account_no: a.account_no,
  bank: a.bank, branch_name: a.branch_name, branch_cnaps: a.branch_cnaps || undefined, contact_name: a.contact_name, contact_telephone: a.contact_telephone, remark: a.remark,
});

export type ChannelApplyFormProps = Omit<FormPageProps, 'fields'> & { pick: ChannelApplyChoice; channels: readonly Channel[] };

/** The application form on the shared form page: the console's and the external link's (which passes its BankCalls). */
export function ChannelApplyForm({ pick, channels, id, ...page }: ChannelApplyFormProps) {
  const banks = useBanks(true);
  const fields = useMemo(() => channelApplyFields(id, pick, channels, banks.data?.row ?? []), [id, pick, channels, banks.data]);
  return <FormPage id={id} fields={fields} {...page} />;
}
