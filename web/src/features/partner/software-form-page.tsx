import { partnerMerchantDetail, partnerSoftwareCreate, partnerSoftwareGet, partnerSoftwareList, partnerSoftwareUpdate, softwareCatalogue, softwareTypes, todayInChina, type SoftwareType } from '@console/contract';
import { DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { PriceInput } from '../../widgets/price-input/price-input';
import { FormPage, type FormField } from '../../widgets/resource/form-page';
import { baseOf, detailPath } from './shared';

const dateField = (key: string, label: string, required: boolean, extra?: string): FormField => ({
  key,
  label,
  kind: 'custom',
  required,
  extra,
  render: () => (
    <Form.Item name={key} noStyle rules={required ? [{ required: true, message: `请选择${label}` }] : []}>
      <DatePicker aria-label={label} style={{ width: 220 }} />
    </Form.Item>
  ),
});

const feeField = (key: string, label: string, extra: string): FormField => ({
  key,
  label,
  kind: 'custom',
  required: true,
  extra,
  render: () => (
    <Form.Item name={key} noStyle rules={[{ required: true, message: `请输入${label}` }]}>
      <PriceInput aria-label={label} style={{ width: 220 }} min={0} />
    </Form.Item>
  ),
});

const fieldsOf = (type: SoftwareType): FormField[] => [
  {
    key: 'software',
    label: '软件',
    kind: 'select',
    required: true,
    options: Object.entries(softwareCatalogue[type]).map(([value, label]) => ({ label, value })),
  },
  { key: 'version', label: '版本', kind: 'text', maxLength: 30 },
  dateField('start_date', '开始日期', true),
  dateField('end_date', '结束日期', false, '不填为长期使用'),
  feeField('annual_fee', '年服务费（元）', '每年向客户收取的软件服务费'),
  feeField('install_fee', '实施费（元）', '一次性的安装与对接费用；没有填 0'),
  { key: 'remark', label: '备注', kind: 'textarea', maxLength: 200, rows: 3 },
];

const day = (value: unknown) => (value ? (value as Dayjs).format('YYYY-MM-DD') : undefined);

/**
 * 登记 / 编辑停车软件 and 充电软件 (`/partner/{customer,group}/software/{parking,energy}/{create?merchant=,edit?id=}`):
 * the system, its version, the service period and the fees (元 on screen, fen on the wire); back to the detail's tab.
 */
export default function SoftwareFormPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const base = baseOf(pathname);
  const type: SoftwareType = pathname.includes('/software/energy/') ? 'energy' : 'parking';
  const id = Number(params.get('id')) || undefined;
  const merchant = Number(params.get('merchant')) || undefined;
  const fields = useMemo(() => fieldsOf(type), [type]);
  const body = (v: Record<string, unknown>) => ({
    software: String(v.software),
    version: (v.version as string | undefined)?.trim() || undefined,
    start_date: day(v.start_date)!,
    end_date: day(v.end_date),
    annual_fee: Number(v.annual_fee ?? 0) || 0,
    install_fee: Number(v.install_fee ?? 0) || 0,
    remark: (v.remark as string | undefined)?.trim() || undefined,
  });
  return (
    <FormPage
      id={`partner-software-${type}-${id ? 'edit' : 'create'}`}
      fields={fields}
      initialValues={{ start_date: dayjs(todayInChina()), annual_fee: 0, install_fee: 0 }}
      loadKey={id ? [partnerSoftwareGet.path, id] : undefined}
      load={
        id
          ? async () => {
              const s = await send(partnerSoftwareGet, { id });
              return { ...s, start_date: dayjs(s.start_date), end_date: s.end_date ? dayjs(s.end_date) : undefined };
            }
          : undefined
      }
      submitLabel={id ? '保存' : `登记${softwareTypes[type]}`}
      submit={async (values) => {
        if (id) return send(partnerSoftwareUpdate, { id, ...body(values) });
        await send(partnerSoftwareCreate, { merchant: merchant!, type, ...body(values) });
        return `已登记${softwareTypes[type]}`;
      }}
      back={merchant ? detailPath(base, merchant) : base === 'group' ? '/partner/group/list' : '/partner/customer/list'}
      invalidate={[[partnerSoftwareList.path], [partnerSoftwareGet.path], [partnerMerchantDetail.path], ['partner/customer/list'], ['partner/group/list'], ['parking/park/software/list'], ['parking/park/software/statistics']]}
    />
  );
}
