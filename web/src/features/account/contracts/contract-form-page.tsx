import { contractCreate, contractGet, contractList, contractUpdate, merchantGrantList, type CallBody } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Select, Typography, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { PriceInput } from '../../../widgets/price-input/price-input';
import { RemoteSelect } from '../../../widgets/remote-select/remote-select';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { FileUpload } from '../../../widgets/upload/file-upload';
import { contractPathsOf } from './shared';

const NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_/-]{0,49}$/;
const ATTACHMENT_TYPES = ['.pdf', '.jpg', '.jpeg', '.png'];

/** 涵盖产品: the chosen merchant's products (a contract covers only what the merchant holds). */
function CoveredProducts({ form }: { form: FormInstance }) {
  const merchant = Form.useWatch('merchant', form) as number | undefined;
  const grants = useQuery({
    queryKey: [merchantGrantList.path, merchant],
    queryFn: () => send(merchantGrantList, { id: merchant! }, { silent: true }),
    enabled: !!merchant,
  });
  const options = (grants.data?.row ?? []).map((g) => ({
    value: g.product,
    label: g.contract_no && g.contract_no !== form.getFieldValue('contract_no') ? `${g.product_name}（现属合同 ${g.contract_no}）` : g.product_name,
  }));
  return (
    <Form.Item name="products" noStyle>
      <Select
        mode="multiple"
        aria-label="涵盖产品"
        placeholder={merchant ? '选择合同涵盖的产品' : '请先选择商户'}
        disabled={!merchant}
        loading={grants.isFetching}
        options={options}
        optionFilterProp="label"
        style={{ width: '100%', maxWidth: 520 }}
      />
    </Form.Item>
  );
}

const fields = (editing: boolean): FormField[] => [
  { kind: 'section', key: 'parties', label: '签约双方' },
  editing
    ? {
        kind: 'custom',
        key: 'merchant_name',
        label: '商户',
        render: (form) => <Typography.Text>{`${form.getFieldValue('merchant_name') ?? ''}（${form.getFieldValue('merchant') ?? ''}）`}</Typography.Text>,
      }
    : {
        kind: 'custom',
        key: 'merchant',
        label: '商户',
        required: true,
        extra: '为下级商户（服务商的客户、集团的成员）登记合同',
        render: (form) => (
          <Form.Item name="merchant" noStyle rules={[{ required: true, message: '请选择商户' }]}>
            <RemoteSelect source="merchant-below" aria-label="商户" placeholder="商户名称或商户号" onChange={(value) => form.setFieldsValue({ merchant: value, products: [] })} />
          </Form.Item>
        ),
      },
  { kind: 'section', key: 'basic', label: '合同信息' },
  {
    kind: 'text',
    key: 'contract_no',
    label: '合同编号',
    required: true,
    maxLength: 50,
    extra: '1-50 位字母、数字、_、/ 或 -，同一商户内唯一',
    rules: [{ pattern: NUMBER_PATTERN, message: '合同编号须为 1-50 位字母、数字、_、/ 或 -，以字母或数字开头' }],
  },
  { kind: 'text', key: 'name', label: '合同名称', required: true, maxLength: 50, rules: [{ min: 2, message: '合同名称至少 2 个字' }] },
  {
    kind: 'custom',
    key: 'sign_date',
    label: '签订日期',
    required: true,
    render: () => (
      <Form.Item name="sign_date" noStyle rules={[{ required: true, message: '请选择签订日期' }]}>
        <DatePicker aria-label="签订日期" disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
      </Form.Item>
    ),
  },
  {
    kind: 'custom',
    key: 'period',
    label: '合同期限',
    required: true,
    extra: '到期日期不填为长期；涵盖的产品在到期日 23:59:59 后失效',
    render: () => (
      <Form.Item name="period" noStyle rules={[{ validator: (_, v?: [Dayjs | null, Dayjs | null]) => (v?.[0] ? Promise.resolve() : Promise.reject(new Error('请选择生效日期'))) }]}>
        <DatePicker.RangePicker aria-label="合同期限" allowEmpty={[false, true]} placeholder={['生效日期', '到期日期（不填为长期）']} style={{ width: '100%', maxWidth: 420 }} />
      </Form.Item>
    ),
  },
  {
    kind: 'custom',
    key: 'amount',
    label: '合同金额',
    extra: '选填',
    render: () => (
      <Form.Item name="amount" noStyle>
        <PriceInput aria-label="合同金额" max={1_000_000_000} style={{ width: 200 }} />
      </Form.Item>
    ),
  },
  { kind: 'section', key: 'scope', label: '涵盖产品与附件' },
  { kind: 'custom', key: 'products', label: '涵盖产品', extra: '所选产品的到期时间随合同；移出的产品保留原到期时间', render: (form) => <CoveredProducts form={form} /> },
  {
    kind: 'custom',
    key: 'attachments',
    label: '合同附件',
    render: () => (
      <Form.Item name="attachments" noStyle>
        <FileUpload count={5} accept={ATTACHMENT_TYPES} tip="合同扫描件：PDF、JPG 或 PNG，最多 5 个，每个不超过 20 MB" />
      </Form.Item>
    ),
  },
  { kind: 'textarea', key: 'remark', label: '备注', maxLength: 200, rows: 2 },
];

type Values = Record<string, unknown>;
const day = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : undefined);

const body = (values: Values): Omit<CallBody<typeof contractCreate>, 'merchant'> => {
  const [start, end] = (values.period as [Dayjs | null, Dayjs | null] | undefined) ?? [];
  return {
    contract_no: String(values.contract_no).trim(),
    name: String(values.name).trim(),
    sign_date: day(values.sign_date as Dayjs)!,
    start_date: day(start)!,
    end_date: day(end),
    amount: typeof values.amount === 'number' ? values.amount : undefined,
    products: (values.products as string[] | undefined) ?? [],
    attachments: (values.attachments as { name: string; link: string }[] | undefined) ?? [],
    remark: (values.remark as string) || undefined,
  };
};

/** 登记合同 (?merchant= chooses the merchant) and 编辑合同 (?id=): parties, terms, covered products, scanned copies. */
export default function ContractFormPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const merchant = Number(params.get('merchant')) || undefined;
  const paths = contractPathsOf(useLocation().pathname);
  const shown = useMemo(() => fields(!!id), [id]);
  return (
    <FormPage
      id={id ? 'contract-edit' : 'contract-create'}
      fields={shown}
      initialValues={{ merchant, sign_date: dayjs(), products: [], attachments: [] }}
      loadKey={id ? [contractGet.path, id] : undefined}
      load={
        id
          ? async () => {
              const c = await send(contractGet, { id });
              return {
                ...c,
                sign_date: dayjs(c.sign_date),
                period: [dayjs(c.start_date), c.end_date ? dayjs(c.end_date) : null],
                products: c.products.map((p) => p.product),
              };
            }
          : undefined
      }
      submitLabel={id ? '保存' : '登记合同'}
      submit={(values) => (id ? send(contractUpdate, { id, ...body(values) }) : send(contractCreate, { merchant: Number(values.merchant), ...body(values) }))}
      back={paths.list}
      invalidate={[[contractList.path], [contractGet.path], [merchantGrantList.path]]}
    />
  );
}
