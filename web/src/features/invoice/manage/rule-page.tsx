import { INVOICE_MAX_SINGLE_LIMIT, INVOICE_TAX_RATES, invoiceMerchantMatching, invoiceMerchantRtGet, invoiceMerchantRtUpdate, TAX_NUMBER_PATTERN } from '@console/contract';
import { Card, Form, Switch } from 'antd';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { PriceInput } from '../../../widgets/price-input/price-input';
import { MANAGE, MANAGE_RULE, manageLink } from '../paths';
import { ManageLayout } from './manage-layout';
import { RuleSummary } from './manage-page';

type Values = Record<string, unknown>;

export const ruleFields: FormField[] = [
  { kind: 'text', key: 'seller_name', label: '销售方名称', required: true, maxLength: 100, rules: [{ min: 2, message: '销售方名称至少 2 个字' }], extra: '发票上的销售方全称' },
  {
    kind: 'text', key: 'tax_number', label: '纳税人识别号', required: true, maxLength: 20,
    rules: [{ pattern: new RegExp(TAX_NUMBER_PATTERN), message: '纳税人识别号为 15、18 或 20 位数字和大写字母' }],
  },
  { kind: 'select', key: 'default_tax_rate', label: '默认税率', required: true, options: INVOICE_TAX_RATES.map((r) => ({ label: `${r}%`, value: r })) },
  {
    kind: 'custom',
    key: 'single_limit',
    label: '单张开票限额',
    required: true,
    render: () => (
      <Form.Item name="single_limit" noStyle rules={[{ required: true, message: '请输入单张开票限额' }]}>
        <PriceInput aria-label="单张开票限额" min={0.01} max={INVOICE_MAX_SINGLE_LIMIT / 100} style={{ width: 240 }} />
      </Form.Item>
    ),
    extra: '单张发票的最高金额（元）',
  },
  {
    kind: 'custom',
    key: 'need_review',
    label: '开票前需审核',
    render: () => (
      <Form.Item name="need_review" noStyle valuePropName="checked">
        <Switch aria-label="开票前需审核" checkedChildren="需审核" unCheckedChildren="不审核" />
      </Form.Item>
    ),
  },
  { kind: 'textarea', key: 'remark', label: '备注', maxLength: 200 },
];

/** 基础规则 (?merchant=): the merchant's seller, tax number, default rate, single-invoice limit and review switch. */
export default function RulePage() {
  const [params] = useSearchParams();
  const merchant = Number(params.get('merchant'));
  const gate = useGate();
  const editable = gate({ permission: ['invoice:partner:merchant:update'] });
  return (
    <ManageLayout merchant={merchant} active={MANAGE_RULE}>
      {(rt) =>
        !editable ? (
          <RuleSummary rt={rt} />
        ) : (
        <Card title="基础规则">
          <FormPage
            id="invoice-merchant-rule"
            fields={ruleFields}
            loadKey={[invoiceMerchantRtGet.path, merchant]}
            load={async () => {
              const rt = await send(invoiceMerchantRtGet, { merchant });
              return rt.rule_configured
                ? { seller_name: rt.seller_name, tax_number: rt.tax_number, default_tax_rate: rt.default_tax_rate, single_limit: rt.single_limit, need_review: rt.need_review, remark: rt.remark }
                : { seller_name: rt.merchant_name, default_tax_rate: 6, need_review: false };
            }}
            submit={(values: Values) =>
              send(invoiceMerchantRtUpdate, {
                merchant,
                rule: {
                  seller_name: String(values.seller_name ?? '').trim(),
                  tax_number: String(values.tax_number ?? '').trim().toUpperCase(),
                  default_tax_rate: values.default_tax_rate as 6,
                  single_limit: Number(values.single_limit),
                  need_review: Boolean(values.need_review),
                  remark: (values.remark as string | undefined) ?? '',
                },
              })
            }
            back={manageLink(MANAGE, merchant)}
            invalidate={[[invoiceMerchantRtGet.path], [invoiceMerchantMatching.path]]}
          />
        </Card>
        )
      }
    </ManageLayout>
  );
}
