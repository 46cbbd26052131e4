import { merchantCreate, merchantGet, merchantKinds, merchantList, merchantSummary, merchantUpdate, type CallBody } from '@console/contract';
import { App, Checkbox, Form, Radio, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { useSession } from '../../../shell/session/store';
import { AreaPicker } from '../../../widgets/area-picker';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { RemoteSelect } from '../../../widgets/remote-select/remote-select';
import { ImageUpload } from '../../../widgets/upload/image-upload';
import { accountField, initialPasswordField, showPasswordOnce } from '../accounts/shared';
import { GENERIC_CREATE, GROUP_CREATE, MERCHANT_LIST, subjectTypeOptions, useGrantableProducts } from './shared';

function ProductsField() {
  const grantable = useGrantableProducts();
  if (grantable.isLoading) return <Skeleton.Input active block />;
  return (
    <Form.Item name="products" noStyle rules={[{ required: true, type: 'array', min: 1, message: '请至少开通一个产品' }]}>
      <Checkbox.Group
        aria-label="开通产品"
        options={(grantable.data?.row ?? []).map((p) => ({ label: p.name, value: p.code }))}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 8 }}
      />
    </Form.Item>
  );
}

/** The subject's fields, shared with the subject form (主体信息). */
export const subjectFormFields = (prefix: string): FormField[] => [
  {
    kind: 'custom',
    key: `${prefix}type`,
    label: '主体类型',
    required: true,
    render: () => (
      <Form.Item name={`${prefix}type`} noStyle initialValue="company">
        <Radio.Group aria-label="主体类型" options={subjectTypeOptions} />
      </Form.Item>
    ),
  },
  { kind: 'text', key: `${prefix}name`, label: '主体名称', required: true, maxLength: 100, extra: '与营业执照上的名称一致' },
  { kind: 'text', key: `${prefix}credit_code`, label: '统一社会信用代码', required: true, maxLength: 22, validate: ['creditCode'] },
  { kind: 'text', key: `${prefix}legal_person`, label: '法定代表人', required: true, maxLength: 30 },
  { kind: 'text', key: `${prefix}legal_person_mobile`, label: '法定代表人手机号', maxLength: 11, validate: ['mobile'] },
  {
    kind: 'custom',
    key: `${prefix}licence_image`,
    label: '营业执照',
    required: true,
    extra: '清晰的彩色照片或扫描件，jpg/png，不超过 1 MB（更大的图片会自动压缩）',
    render: () => (
      <Form.Item name={`${prefix}licence_image`} noStyle rules={[{ required: true, message: '请上传营业执照' }]}>
        <ImageUpload aria-label="营业执照" />
      </Form.Item>
    ),
  },
  { kind: 'text', key: `${prefix}address`, label: '注册地址', maxLength: 100 },
];

/** Picks the subject's values out of the form's flat ones. */
export const subjectValues = (values: Record<string, unknown>, prefix: string) => ({
  type: (values[`${prefix}type`] as 'company' | 'individual') ?? 'company',
  name: String(values[`${prefix}name`] ?? ''),
  credit_code: String(values[`${prefix}credit_code`] ?? '').toUpperCase(),
  legal_person: String(values[`${prefix}legal_person`] ?? ''),
  legal_person_mobile: (values[`${prefix}legal_person_mobile`] as string) || undefined,
  licence_image: String(values[`${prefix}licence_image`] ?? ''),
  address: (values[`${prefix}address`] as string) || undefined,
});

const basicFields: FormField[] = [
  { kind: 'section', key: 'basic', label: '基本信息' },
  { kind: 'text', key: 'name', label: '商户名称', required: true, maxLength: 50, rules: [{ min: 2, message: '商户名称至少 2 个字' }] },
  { kind: 'text', key: 'short_name', label: '商户简称', maxLength: 20 },
  { kind: 'text', key: 'contact_name', label: '联系人', required: true, maxLength: 20 },
  { kind: 'text', key: 'contact_mobile', label: '联系电话', required: true, maxLength: 11, validate: ['mobile'] },
  {
    kind: 'custom',
    key: 'region',
    label: '所在地区',
    render: () => (
      <Form.Item name="region" noStyle>
        <AreaPicker aria-label="所在地区" />
      </Form.Item>
    ),
  },
  { kind: 'text', key: 'address', label: '详细地址', maxLength: 100 },
  {
    kind: 'custom',
    key: 'logo_icon',
    label: 'Logo',
    render: () => (
      <Form.Item name="logo_icon" noStyle>
        <ImageUpload aria-label="Logo" />
      </Form.Item>
    ),
  },
  { kind: 'textarea', key: 'remark', label: '备注', maxLength: 200, rows: 2 },
];

const createFields = (operator: boolean, kind: string): FormField[] => [
  ...basicFields,
  ...(operator && (kind === 'merchant' || kind === 'group')
    ? [
        {
          kind: 'custom',
          key: 'parent',
          label: '上级商户',
          extra: kind === 'merchant' ? '选择服务商（成为其客户）或集团（成为其成员）；不选则直属平台' : '选择服务商（成为其客户）；不选则直属平台',
          render: () => (
            <Form.Item name="parent" noStyle>
              <RemoteSelect source="merchant-parent" aria-label="上级商户" placeholder="搜索服务商或集团" style={{ width: '100%' }} />
            </Form.Item>
          ),
        } satisfies FormField,
      ]
    : []),
  { kind: 'section', key: 'products-section', label: '开通产品' },
  { kind: 'custom', key: 'products', label: '产品', required: true, render: () => <ProductsField />, extra: '只能开通本商户已开通的产品' },
  { kind: 'section', key: 'subject-section', label: '主体信息' },
  ...subjectFormFields('subject_'),
  { kind: 'section', key: 'superuser-section', label: '主账号' },
  accountField(),
  { kind: 'text', key: 'owner_name', label: '姓名', required: true, maxLength: 50 },
  { kind: 'text', key: 'owner_mobile', label: '手机号', required: true, maxLength: 11, validate: ['mobile'] },
  initialPasswordField(),
];

const basics = (values: Record<string, unknown>) => ({
  name: String(values.name),
  short_name: (values.short_name as string) || undefined,
  contact_name: String(values.contact_name),
  contact_mobile: String(values.contact_mobile),
  region: (values.region as string) || undefined,
  address: (values.address as string) || undefined,
  remark: (values.remark as string) || undefined,
  logo_icon: (values.logo_icon as string) || undefined,
});

/** 合作伙伴's 新建客户 / 新建集团 and their 编辑 (?id=): the same form under the partner, back to its lists. */
const PARTNER_FORMS: Record<string, { kind: 'merchant' | 'group'; back: string }> = {
  '/partner/customer/create': { kind: 'merchant', back: '/partner/customer/list' },
  '/partner/customer/edit': { kind: 'merchant', back: '/partner/customer/list' },
  '/partner/group/create': { kind: 'group', back: '/partner/group/list' },
  '/partner/group/edit': { kind: 'group', back: '/partner/group/list' },
};

/**
 * 新建商户 (普通商户 at /merchant/merchant/generic/create, 集团 at /merchant/merchant/group/create, other kinds at
 * /account/merchant/create?kind=) with products, subject and main account; 编辑商户 (?id=) edits the basics.
 */
export default function MerchantFormPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const id = Number(params.get('id')) || undefined;
  const partnerList = PARTNER_FORMS[pathname];
  const kind = pathname === GENERIC_CREATE ? 'merchant' : pathname === GROUP_CREATE ? 'group' : (partnerList?.kind ?? params.get('kind') ?? 'merchant');
  const operator = useSession((s) => s.user?.merchant_kind === 'platform');
  const { modal } = App.useApp();
  const fields = useMemo(() => (id ? basicFields : createFields(operator, kind)), [id, operator, kind]);
  return (
    <FormPage
      id={id ? 'merchant-edit' : `merchant-create-${kind}`}
      fields={fields}
      loadKey={id ? [merchantGet.path, id] : undefined}
      load={id ? () => send(merchantGet, { id }) : undefined}
      submitLabel={id ? '保存' : `创建${merchantKinds[kind as keyof typeof merchantKinds] ?? '商户'}`}
      submit={async (values) => {
        if (id) return send(merchantUpdate, { id, ...basics(values) });
        const body: CallBody<typeof merchantCreate> = {
          kind: kind as CallBody<typeof merchantCreate>['kind'],
          ...basics(values),
          parent: (values.parent as number | undefined) || undefined,
          products: (values.products as string[]) ?? [],
          subject: subjectValues(values, 'subject_'),
          superuser: { account: String(values.account), name: String(values.owner_name), mobile: String(values.owner_mobile), password: (values.password as string) || undefined },
        };
        const reply = await send(merchantCreate, body);
        if (reply.initial_password) showPasswordOnce(modal, reply.account, reply.initial_password);
        return reply;
      }}
      back={partnerList?.back ?? MERCHANT_LIST}
      invalidate={[[merchantList.path], [merchantSummary.path], [merchantGet.path], ['partner/customer/list'], ['partner/group/list'], ['partner/merchant/detail'], ['partner/customer/statistics']]}
    />
  );
}
