import {
  accountTypeNames, channelApplyCount, channelApplyCreate, channelApplyDetail, channelApplyList, channelApplyUpdate, channelCategoryNames, paymentChannelList,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Radio, Typography } from 'antd';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { RemoteSelect } from '../../../widgets/remote-select/remote-select';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { BranchInput, useBanks } from '../bank/bank-fields';
import { CHANNEL_APPLY_EDIT, CHANNEL_APPLY_LIST, TODO_KEY } from './paths';
import { contractTypeText } from './shared';

type Values = Record<string, unknown>;

const accountTypeOptions = Object.entries(accountTypeNames).map(([value, label]) => ({ label, value: Number(value) }));

/** 新建进件 and 编辑进件 (?apply_no=, a rejected or abnormal one: saving resubmits it). */
export default function ChannelApplyFormPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const applyNo = pathname === CHANNEL_APPLY_EDIT ? (params.get('apply_no') ?? '') : undefined;
  const editing = Boolean(applyNo);
  const banks = useBanks(true);
  const channels = useQuery({ queryKey: [paymentChannelList.path], queryFn: () => send(paymentChannelList, {}, { silent: true }), staleTime: Infinity });
  const fields = useMemo<FormField[]>(() => {
    const channelRows = channels.data?.row ?? [];
    return [
      { kind: 'section', key: 'apply', label: '进件信息' },
      editing
        ? { kind: 'custom', key: 'merchant_name', label: '进件商户', render: (form) => <Typography.Text strong>{String(form.getFieldValue('merchant_name') ?? '')}</Typography.Text> }
        : {
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
          },
      editing
        ? { kind: 'custom', key: 'channel_name', label: '支付通道', render: (form) => <Typography.Text>{String(form.getFieldValue('channel_name') ?? '')}</Typography.Text> }
        : { kind: 'select', key: 'channel', label: '支付通道', required: true, options: channelRows.map((c) => ({ label: `${c.name}（${channelCategoryNames[c.category_id]}）`, value: c.code })) },
      {
        kind: 'custom',
        key: 'contract_hint',
        label: '签约方式',
        render: (form) => (
          <Form.Item noStyle shouldUpdate={(a, b) => a.channel !== b.channel}>
            {() => {
              const picked = channelRows.find((c) => c.code === form.getFieldValue('channel'));
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
      { kind: 'select', key: 'bank', label: '开户银行', required: true, options: (banks.data?.row ?? []).map((b) => ({ label: b.name, value: b.code })) },
      {
        kind: 'custom',
        key: 'branch_name',
        label: '开户支行',
        required: true,
        render: (form) => (
          <Form.Item noStyle shouldUpdate={(a, b) => a.bank !== b.bank}>
            {() => (
              <Form.Item name="branch_name" noStyle rules={[{ required: true, whitespace: true, message: '请输入开户支行' }, { min: 2, max: 60, message: '开户支行为 2-60 个字' }]}>
                <BranchInput id={`channel-apply-${editing ? 'edit' : 'create'}_branch_name`} bank={form.getFieldValue('bank') as string | undefined} onPick={(cnaps) => form.setFieldValue('branch_cnaps', cnaps)} />
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
  }, [editing, channels.data, banks.data]);

  const body = (v: Values) => ({
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

  return (
    <FormPage
      id={editing ? 'channel-apply-edit' : 'channel-apply-create'}
      fields={fields}
      initialValues={editing ? undefined : { account_type: 1 }}
      submitLabel={editing ? '保存并重新提交' : '提交进件'}
      {...(editing
        ? {
            loadKey: [channelApplyDetail.path, applyNo],
            load: async () => {
              const { channel_apply: a } = await send(channelApplyDetail, { apply_no: applyNo! });
              return {
                merchant_name: a.merchant.name, channel_name: a.channel_name, channel: a.channel, account_type: a.account_type, account_name: a.account_name, account_no: a.account_no,
                bank: a.bank, branch_name: a.branch_name, branch_cnaps: a.branch_cnaps || undefined, contact_name: a.contact_name, contact_telephone: a.contact_telephone, remark: a.remark,
              };
            },
          }
        : {})}
      submit={(values) =>
        editing
          ? send(channelApplyUpdate, { apply_no: applyNo!, ...body(values) })
          : send(channelApplyCreate, { merchant: Number(values.merchant), channel: String(values.channel), ...body(values) })
      }
      back={CHANNEL_APPLY_LIST}
      invalidate={[[channelApplyList.path], [channelApplyCount.path], [channelApplyDetail.path], TODO_KEY]}
    />
  );
}
