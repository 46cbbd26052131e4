import { BusinessApplyStatus, invoiceAccessGet, invoiceAccessList, invoiceAccessUpdate, invoiceMerchantMatching } from '@console/contract';
import { Alert, Card, Form, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { ruleFields } from '../manage/rule-page';
import { SoftwarePicker } from '../manage/software-page';
import { ACCESS_LIST } from '../paths';

type Values = Record<string, unknown>;

const fields: FormField[] = [
  {
    kind: 'custom',
    key: 'software_code',
    label: '税控软件',
    required: true,
    render: () => (
      <Form.Item name="software_code" noStyle rules={[{ required: true, message: '请选择税控软件' }]}>
        <SoftwarePicker onChange={() => undefined} />
      </Form.Item>
    ),
    extra: '商户开具发票所用的税控软件（仅列出已启用的）',
  },
  ...ruleFields.map((f) => (f.key === 'remark' ? { ...f, key: 'rule_remark', label: '规则备注' } : f)),
  { kind: 'textarea', key: 'remark', label: '审核意见', maxLength: 200 },
];

/**
 * 审核开通 (?id=): approving a pending access application opens 电子发票 for the applicant — it becomes a customer
 * with the invoice merchant product, issuing through the chosen software under this base rule (one transaction).
 */
export default function AccessEditPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const apply = useQuery({ queryKey: [invoiceAccessGet.path, id], queryFn: () => send(invoiceAccessGet, { id }), enabled: id > 0 });
  const pending = apply.data?.status === BusinessApplyStatus.pending;
  return (
    <Card title={apply.data ? `审核接入申请 · ${apply.data.merchant_name}（${apply.data.merchant}）` : '审核接入申请'}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {apply.data && !pending && <Alert type="info" showIcon message="该申请已处理，不能再审核" />}
        {apply.data && pending && <Alert type="info" showIcon message="通过后，申请商户成为本服务商的客户，开通电子发票，并按下面的税控软件与基础规则开票。" />}
        <FormPage
          id="invoice-access-edit"
          fields={fields}
          loadKey={[invoiceAccessGet.path, id, 'form']}
          load={async () => {
            const a = await send(invoiceAccessGet, { id });
            return { seller_name: a.subject?.name ?? a.merchant_name, default_tax_rate: 6, need_review: false };
          }}
          submitLabel="通过并开通"
          submit={async (values: Values) => {
            await send(invoiceAccessUpdate, {
              id,
              status: BusinessApplyStatus.approved,
              remark: String(values.remark ?? '').trim(),
              software_code: String(values.software_code ?? ''),
              rule: {
                seller_name: String(values.seller_name ?? '').trim(),
                tax_number: String(values.tax_number ?? '').trim().toUpperCase(),
                default_tax_rate: values.default_tax_rate as 6,
                single_limit: Number(values.single_limit),
                need_review: Boolean(values.need_review),
                remark: String(values.rule_remark ?? ''),
              },
            });
            return '已通过，商户已开通电子发票';
          }}
          back={ACCESS_LIST}
          invalidate={[[invoiceAccessList.path], [invoiceAccessGet.path], [invoiceMerchantMatching.path]]}
        />
      </Space>
    </Card>
  );
}
