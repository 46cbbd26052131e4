import { ADVERTISER_MAX_FILES, advertiserCreate, advertiserGet, advertiserUpdate } from '@console/contract';
import { Form, Input, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { FormPage, formRule, type FormField } from '../../../widgets/resource/form-page';
import { RemoteSelect } from '../../../widgets/remote-select/remote-select';
import { FileUpload } from '../../../widgets/upload/file-upload';
import { ADVERTISER_LIST, advertiserReads } from './shared';

type Values = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
/** Holds a form value that is shown elsewhere (nothing to render). */
const Kept = (_props: { value?: unknown }) => null;
const QUALIFICATION_TYPES = ['.pdf', '.jpg', '.jpeg', '.png'];

/** The form's values as the call's body (credit codes upper-cased, empty optional texts left out). */
export const advertiserBody = (v: Values) => ({
  name: String(v.name ?? '').trim(),
  short_name: text(v.short_name),
  credit_code: String(v.credit_code ?? '').trim().toUpperCase(),
  industry: text(v.industry),
  contact_name: String(v.contact_name ?? '').trim(),
  contact_mobile: String(v.contact_mobile ?? '').trim(),
  contact_email: text(v.contact_email),
  address: text(v.address),
  qualifications: Array.isArray(v.qualifications) ? (v.qualifications as { name: string; link: string }[]).map(({ name, link }) => ({ name, link })) : [],
  account_merchant: typeof v.account_merchant === 'number' ? v.account_merchant : undefined,
  remark: text(v.remark),
});

const fields: FormField[] = [
  { kind: 'section', key: 'company', label: '公司信息' },
  { kind: 'text', key: 'name', label: '公司名称', required: true, maxLength: 60, placeholder: '营业执照上的名称' },
  { kind: 'text', key: 'short_name', label: '简称', maxLength: 20 },
  {
    // Typed in any case, with spaces: kept upper-case without whitespace, then checked (document 1 §5).
    kind: 'custom',
    key: 'credit_code',
    label: '信用代码',
    required: true,
    extra: '统一社会信用代码，大小写均可，空格会被去掉',
    render: () => (
      <Form.Item
        name="credit_code"
        noStyle
        normalize={(v: string | undefined) => v?.replace(/\s+/g, '').toUpperCase()}
        rules={[{ required: true, message: '请输入统一社会信用代码' }, formRule('creditCode')]}
      >
        <Input aria-label="统一社会信用代码" maxLength={22} placeholder="18 位统一社会信用代码" />
      </Form.Item>
    ),
  },
  { kind: 'text', key: 'industry', label: '所属行业', maxLength: 30, placeholder: '如：汽车、餐饮美食' },
  { kind: 'text', key: 'address', label: '公司地址', maxLength: 100 },
  {
    kind: 'custom',
    key: 'qualifications',
    label: '资质文件',
    extra: `营业执照、行业资质等：PDF、JPG 或 PNG，最多 ${ADVERTISER_MAX_FILES} 个`,
    render: () => (
      <Form.Item name="qualifications" noStyle>
        <FileUpload count={ADVERTISER_MAX_FILES} accept={QUALIFICATION_TYPES} tip="资质文件：PDF、JPG 或 PNG，每个不超过 20 MB" />
      </Form.Item>
    ),
  },
  { kind: 'section', key: 'contact', label: '联系人' },
  { kind: 'text', key: 'contact_name', label: '联系人', required: true, maxLength: 20 },
  { kind: 'text', key: 'contact_mobile', label: '联系电话', required: true, maxLength: 11, validate: ['mobile'] },
  { kind: 'text', key: 'contact_email', label: '联系邮箱', maxLength: 254, validate: ['email'] },
  { kind: 'section', key: 'platform', label: '广告主平台' },
  {
    kind: 'custom',
    key: 'account_merchant',
    label: '广告主商户',
    extra: '关联后，该商户的账号可登录广告主平台查看余额、账单和数据；关联后不能更换',
    // Linked already (the loaded record says so): the merchant as text, since the picker lists unlinked ones only.
    render: () => (
      <Form.Item noStyle shouldUpdate={(a, b) => a.linked !== b.linked}>
        {(form) =>
          form.getFieldValue('linked') ? (
            <>
              <Typography.Text>{`${String(form.getFieldValue('account_merchant_name'))}（${String(form.getFieldValue('account_merchant'))}）`}</Typography.Text>
              {/* Registered, so that the link travels with the edit (the server refuses a changed or dropped link). */}
              <Form.Item name="account_merchant" noStyle>
                <Kept />
              </Form.Item>
            </>
          ) : (
            <Form.Item name="account_merchant" noStyle>
              <RemoteSelect source="adverting-advertiser-merchant" aria-label="广告主商户" placeholder="选择未关联的广告主商户（选填）" />
            </Form.Item>
          )
        }
      </Form.Item>
    ),
  },
  { kind: 'textarea', key: 'remark', label: '备注', maxLength: 200, rows: 2 },
];

/** 新建广告主 and 编辑广告主 (?id=). */
export default function AdvertiserFormPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  return (
    <FormPage
      id={id ? 'adverting-advertiser-edit' : 'adverting-advertiser-create'}
      fields={fields}
      initialValues={id ? undefined : { qualifications: [] }}
      loadKey={id ? [advertiserGet.path, id] : undefined}
      load={id ? async () => { const r = await send(advertiserGet, { id }); return { ...r, linked: r.account_merchant !== null }; } : undefined}
      submitLabel={id ? '保存' : '创建广告主'}
      submit={async (values) => {
        if (id) await send(advertiserUpdate, { id, ...advertiserBody(values) });
        else await send(advertiserCreate, advertiserBody(values));
        return id ? '已保存' : '已创建广告主';
      }}
      back={ADVERTISER_LIST}
      invalidate={advertiserReads.map((call) => [call.path])}
    />
  );
}
